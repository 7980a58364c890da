import type { ToolingProvider } from '../types';

/** Providers whose primary category is node-providers (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'erpc',
    name: 'eRPC',
    categories: ['node-providers'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://erpc.cloud',
    docs: 'https://docs.erpc.cloud',
    summary: 'A self-hosted RPC proxy that spreads requests over several upstreams, retries failures and caches results.',
    docIds: ['get-started/tooling/node-providers/erpc'],
  },
];

export default providers;
