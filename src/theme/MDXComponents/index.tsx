// Registers the components every MDX page may use without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Cards from '@site/src/components/Cards';
import ProviderSummary from '@site/src/components/ProviderSummary';
import ToolingProviders from '@site/src/components/ToolingProviders';
import ProviderContracts from '@site/src/components/ProviderContracts';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  Cards,
  ProviderSummary,
  ToolingProviders,
  ProviderContracts,
};
