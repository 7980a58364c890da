import type { ToolingProvider } from '../types';

/** Providers whose primary category is contracts-templates (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'cookbook',
    name: 'Cookbook.dev',
    categories: ['contracts-templates'],
    networks: ['mainnet'],
    homepage: 'https://contracts.cookbook.dev',
    docs: 'https://contracts.cookbook.dev/chains/Linea',
    summary: 'A searchable registry of open-source Solidity contracts, with a Linea view and a Remix plugin to import them.',
    docIds: ['get-started/tooling/contracts-templates/cookbook'],
  },
  {
    id: 'thirdweb',
    name: 'thirdweb',
    categories: ['contracts-templates', 'account-abstraction'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://thirdweb.com',
    docs: 'https://portal.thirdweb.com',
    summary: 'Prebuilt audited contracts, a TypeScript SDK and ERC-4337 smart wallets, with Linea chain definitions built in.',
    docIds: ['get-started/tooling/contracts-templates/thirdweb', 'get-started/tooling/account-abstraction/smartwallets'],
  },
];

export default providers;
