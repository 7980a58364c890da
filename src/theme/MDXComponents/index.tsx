// Registers the components many pages use without importing them. Components that only some
// pages use (network facts, the RPC console, wallet buttons, glossary popovers, data tables) are
// imported by those pages instead, so they and their data stay out of every other page's first load.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Cards from '@site/src/components/Cards';
import ScrollTable from '@site/src/components/ScrollTable';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  Cards,
  // Every Markdown table is put in one (src/plugins/tables), so that a wide table scrolls on its own.
  ScrollTable,
};
