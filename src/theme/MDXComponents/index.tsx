// Registers the components many pages use without importing them. Components that only a few
// pages use (the RPC console, wallet buttons, glossary popovers, data tables) are imported by those pages instead,
// so they stay out of every other page's first load.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Cards from '@site/src/components/Cards';
import NetworkLink from '@site/src/components/NetworkLink';
import NetworkValue from '@site/src/components/NetworkValue';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  Cards,
  NetworkLink,
  NetworkValue,
};
