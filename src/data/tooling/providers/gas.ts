import type { ToolingProvider } from '../types';

/** Providers whose primary category is gas (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'blocknative',
    name: 'Blocknative',
    categories: ['gas'],
    networks: [],
    status: 'unconfirmed',
    statusNote: 'Blocknative lists its covered chains through its Chains API rather than in its docs; query that endpoint for Linea before you depend on the estimates.',
    homepage: 'https://www.blocknative.com',
    docs: 'https://docs.blocknative.com',
    summary: 'Gas price predictions per block, served by an HTTP API with confidence levels for the next block.',
    docIds: ['get-started/tooling/gas/blocknative'],
  },
];

export default providers;
