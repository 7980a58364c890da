// Registers the components every MDX page may use without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Cards from '@site/src/components/Cards';
import NetworkFact from '@site/src/components/NetworkFact';
import NodeDiskUsage from '@site/src/components/NodeDiskUsage';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  Cards,
  NetworkFact,
  NodeDiskUsage,
};
