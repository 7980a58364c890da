import type { ToolingProvider } from '../types';

/**
 * Providers whose primary category is oracles (a provider is listed once, in its primary
 * category's file). Networks are those the vendor's own documentation or contract registry lists
 * for Linea; Umbrella is kept only so its page resolves (see the page for what could not be
 * confirmed).
 */
const providers: ToolingProvider[] = [
  {
    id: 'api3',
    name: 'API3',
    categories: ['oracles'],
    networks: ['mainnet'],
    homepage: 'https://api3.org',
    docs: 'https://docs.api3.org',
    summary: 'Push price feeds run by first-party data providers, activated per feed on the API3 Market and read through a proxy contract.',
    docIds: ['get-started/tooling/oracles/api3'],
  },
  {
    id: 'chainlink',
    name: 'Chainlink',
    categories: ['oracles'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://chain.link',
    docs: 'https://docs.chain.link',
    summary: 'Data Feeds read through the AggregatorV3Interface on Linea Mainnet, and CCIP for cross-chain messages and token transfers.',
    docIds: ['get-started/tooling/oracles/chainlink'],
  },
  {
    id: 'dia',
    name: 'DIA',
    categories: ['oracles'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://www.diadata.org',
    docs: 'https://www.diadata.org/docs/guides/chain-specific-guide/linea',
    summary: 'Price feeds computed from raw trades across many markets, with a demo oracle for testing and custom production oracles on request.',
    docIds: ['get-started/tooling/oracles/dia'],
    // Consensys/doc.linea docs/network/build/tools/oracles/dia.mdx at 994028bc (2026-08-06): the
    // demo oracle on Linea Sepolia, for testing only.
    contracts: [{ label: 'Demo oracle (DIAOracleV2, testing only)', network: 'sepolia', address: '0x533D3c1df8D238374065FB3341c34754e4BFCE8E' }],
  },
  {
    id: 'ora',
    name: 'ORA',
    categories: ['oracles'],
    networks: ['mainnet'],
    homepage: 'https://ora.io',
    docs: 'https://docs.ora.io',
    summary: 'Onchain AI Oracle: a contract pays for a model inference and receives the verified result through a callback.',
    docIds: ['get-started/tooling/oracles/ora'],
  },
  {
    id: 'pyth',
    name: 'Pyth Network',
    categories: ['oracles'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://pyth.network',
    docs: 'https://docs.pyth.network/price-feeds',
    summary: 'Pull-model price feeds: fetch a signed update from Hermes, post it with your transaction, then read a fresh price in the same call.',
    docIds: ['get-started/tooling/oracles/pyth'],
  },
  {
    id: 'redstone',
    name: 'RedStone',
    categories: ['oracles'],
    networks: ['mainnet'],
    homepage: 'https://redstone.finance',
    docs: 'https://docs.redstone.finance',
    summary: 'Modular oracle with a pull model that carries signed prices in calldata and Chainlink-compatible push feeds.',
    docIds: ['get-started/tooling/oracles/redstone'],
  },
  {
    id: 'supra',
    name: 'Supra',
    categories: ['oracles'],
    networks: ['mainnet'],
    homepage: 'https://supra.com',
    docs: 'https://docs.supra.com/oracles/overview',
    summary: 'Push and pull price feeds (S-Values) published by Supra, read by pair index from its feed contracts.',
    docIds: ['get-started/tooling/oracles/supra'],
  },
  {
    id: 'tellor',
    name: 'Tellor',
    categories: ['oracles'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://tellor.io',
    docs: 'https://docs.tellor.io',
    summary: 'Permissionless oracle where staked reporters answer any query you can specify and anyone can dispute a wrong value.',
    docIds: ['get-started/tooling/oracles/tellor'],
  },
  {
    id: 'umbrella',
    name: 'Umbrella Network',
    categories: ['oracles'],
    networks: [],
    status: 'unconfirmed',
    statusNote: 'No current public source from Umbrella confirms its feeds on Linea.',
    homepage: 'https://www.umb.network',
    docs: 'https://umbrella-network.readme.io/docs',
    summary: 'Community-validated price feeds once deployed on Linea Mainnet; Linea no longer lists Umbrella and current support is unconfirmed.',
    docIds: ['get-started/tooling/oracles/umbrella'],
  },
];

export default providers;
