// Registers the components every MDX page may use without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Cards from '@site/src/components/Cards';
import AddNetworkButton from '@site/src/components/AddNetworkButton';
import NetworkParameters from '@site/src/components/NetworkParameters';
import NetworkFacts from '@site/src/components/NetworkFacts';
import NetworkValue from '@site/src/components/NetworkValue';
import ContractAddresses from '@site/src/components/ContractAddresses';
import ContractAddress from '@site/src/components/ContractAddress';
import ExplorerList from '@site/src/components/ExplorerList';
import FaucetList from '@site/src/components/FaucetList';
import EthereumDifferences from '@site/src/components/EthereumDifferences';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  Cards,
  AddNetworkButton,
  NetworkParameters,
  NetworkFacts,
  NetworkValue,
  ContractAddresses,
  ContractAddress,
  ExplorerList,
  FaucetList,
  EthereumDifferences,
};
