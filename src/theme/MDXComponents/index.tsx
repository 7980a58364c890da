// Registers the components every MDX page may use without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Cards from '@site/src/components/Cards';
import RpcConsole from '@site/src/components/RpcConsole';
import RpcEndpoints from '@site/src/components/RpcEndpoints';
import RpcErrors from '@site/src/components/RpcErrors';
import RpcParameters from '@site/src/components/RpcParameters';
import RpcResult from '@site/src/components/RpcResult';
import RpcSignature from '@site/src/components/RpcSignature';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  Cards,
  RpcSignature,
  RpcParameters,
  RpcResult,
  RpcErrors,
  RpcConsole,
  RpcEndpoints,
};
