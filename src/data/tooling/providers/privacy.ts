import type { ToolingProvider } from '../types';

/** Providers whose primary category is privacy (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'secret',
    name: 'Secret Network',
    categories: ['privacy'],
    networks: ['mainnet'],
    homepage: 'https://scrt.network',
    docs: 'https://docs.scrt.network/secret-network-documentation/confidential-computing-layer/ethereum-evm-developer-toolkit/basics/overview',
    summary: 'Confidential computing layer: a Linea contract sends encrypted work to Secret Network and receives the result through a gateway.',
    docIds: ['get-started/tooling/privacy/secret'],
  },
];

export default providers;
