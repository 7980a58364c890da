import type { ToolingProvider } from '../types';

/** Providers whose primary category is social-login (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'arcana',
    name: 'Arcana',
    categories: ['social-login', 'account-abstraction'],
    networks: ['mainnet'],
    homepage: 'https://www.arcana.network',
    docs: 'https://docs.arcana.network',
    summary: 'The Arcana Auth SDK: social login and an embedded non-custodial wallet with Linea Mainnet preconfigured.',
    docIds: [
      'get-started/tooling/social-login/arcana',
      'get-started/tooling/account-abstraction/arcana',
    ],
  },
  {
    id: 'dynamic',
    name: 'Dynamic',
    categories: ['social-login'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://www.dynamic.xyz',
    docs: 'https://www.dynamic.xyz/docs',
    summary: 'Social, email and wallet sign-in with optional MPC embedded wallets, for any EVM network you switch on in the Dynamic dashboard.',
    docIds: ['get-started/tooling/social-login/dynamic'],
  },
  {
    id: 'metamask-embedded-wallets',
    name: 'MetaMask Embedded Wallets',
    categories: ['social-login'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://docs.metamask.io/embedded-wallets/',
    docs: 'https://docs.metamask.io/embedded-wallets/connect-blockchain/evm/linea',
    summary: 'The SDKs formerly sold as Web3Auth: social and email login with a non-custodial wallet, with Linea switched on in the project dashboard.',
    docIds: ['get-started/tooling/social-login/metamask'],
  },
  {
    id: 'privy',
    name: 'Privy',
    categories: ['social-login'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://privy.io',
    docs: 'https://docs.privy.io',
    summary: 'Social, email and wallet login with an embedded wallet per user, pointed at Linea through viem chain objects in the React provider.',
    docIds: ['get-started/tooling/social-login/privy'],
  },
];

export default providers;
