import type { ToolingProvider } from '../types';

/** Providers whose primary category is libraries (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'ape',
    name: 'Ape Framework',
    categories: ['libraries'],
    networks: ['mainnet', 'sepolia'],
    status: 'unmaintained',
    statusNote:
      'The ape-linea plugin has not changed since 2023, requires Ape 0.6 and knows only Linea Mainnet and the retired Linea Goerli; connect Ape to Linea through an RPC URL instead.',
    homepage: 'https://www.apeworx.io',
    docs: 'https://docs.apeworx.io/ape/stable/',
    summary: 'Python framework to compile, test and script contracts, which reaches Linea through any RPC endpoint.',
    docIds: ['get-started/tooling/libraries/ape'],
  },
  {
    id: 'ethereum-lists',
    name: 'ethereum-lists/chains',
    categories: ['libraries'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://github.com/ethereum-lists/chains',
    docs: 'https://github.com/ethereum-lists/chains',
    summary: 'The community registry of EVM chain metadata that wallets and chain lists read Linea parameters from.',
    docIds: ['get-started/tooling/libraries/ethereum-list'],
  },
  {
    id: 'ethers',
    name: 'Ethers.js',
    categories: ['libraries'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://ethers.org',
    docs: 'https://docs.ethers.org/v6/',
    summary: 'A compact JavaScript library for providers, wallets and contracts that talks to Linea over JSON-RPC.',
    docIds: ['get-started/tooling/libraries/ethers-js'],
  },
  {
    id: 'multicall3',
    name: 'Multicall3',
    categories: ['libraries'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://github.com/mds1/multicall',
    docs: 'https://github.com/mds1/multicall',
    summary: 'A contract at the same address on most EVM chains that batches many read calls into one request.',
    docIds: ['get-started/tooling/libraries/multicall'],
    contracts: [
      { label: 'Multicall3', network: 'mainnet', address: '0xcA11bde05977b3631167028862bE2a173976CA11' },
      { label: 'Multicall3', network: 'sepolia', address: '0xcA11bde05977b3631167028862bE2a173976CA11' },
    ],
  },
  {
    id: 'reown',
    name: 'Reown',
    categories: ['libraries'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://reown.com',
    docs: 'https://docs.reown.com',
    summary: 'AppKit, a connect-wallet modal and SDK built on WalletConnect, with Linea among its predefined networks.',
    docIds: ['get-started/tooling/libraries/reown'],
  },
  {
    id: 'viem',
    name: 'Viem',
    categories: ['libraries'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://viem.sh',
    docs: 'https://viem.sh/docs/getting-started',
    summary: 'A typed TypeScript interface to Ethereum with Linea chain definitions and a Linea-aware gas estimator.',
    docIds: ['get-started/tooling/libraries/viem'],
  },
  {
    id: 'wagmi',
    name: 'Wagmi',
    categories: ['libraries'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://wagmi.sh',
    docs: 'https://wagmi.sh/react/getting-started',
    summary: 'React hooks for wallet connection, reads and writes, built on viem and its Linea chain definitions.',
    docIds: ['get-started/tooling/libraries/wagmi'],
  },
];

export default providers;
