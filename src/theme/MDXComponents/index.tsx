// Registers the components every MDX page may use without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Cards from '@site/src/components/Cards';
import ProviderSummary from '@site/src/components/ProviderSummary';
import ToolingProviders from '@site/src/components/ToolingProviders';
import ProviderContracts from '@site/src/components/ProviderContracts';
import AvailableCards from '@site/src/components/AvailableCards';
import AddNetworkButton from '@site/src/components/AddNetworkButton';
import NetworkParameters from '@site/src/components/NetworkParameters';
import NetworkFacts from '@site/src/components/NetworkFacts';
import NetworkValue from '@site/src/components/NetworkValue';
import NetworkLink from '@site/src/components/NetworkLink';
import ContractAddresses from '@site/src/components/ContractAddresses';
import ContractAddress from '@site/src/components/ContractAddress';
import ExplorerList from '@site/src/components/ExplorerList';
import FaucetList from '@site/src/components/FaucetList';
import EthereumDifferences from '@site/src/components/EthereumDifferences';
import NetworkFact from '@site/src/components/NetworkFact';
import NodeDiskUsage from '@site/src/components/NodeDiskUsage';
import Term from '@site/src/components/Term';
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
  ProviderSummary,
  ToolingProviders,
  ProviderContracts,
  AvailableCards,
  AddNetworkButton,
  NetworkParameters,
  NetworkFacts,
  NetworkValue,
  NetworkLink,
  ContractAddresses,
  ContractAddress,
  ExplorerList,
  FaucetList,
  EthereumDifferences,
  NetworkFact,
  NodeDiskUsage,
  Term,
  RpcSignature,
  RpcParameters,
  RpcResult,
  RpcErrors,
  RpcConsole,
  RpcEndpoints,
};
