// Registers the components every MDX page may use without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Cards from '@site/src/components/Cards';
import Term from '@site/src/components/Term';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  Cards,
  Term,
};
