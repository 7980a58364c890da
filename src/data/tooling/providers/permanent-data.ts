import type { ToolingProvider } from '../types';

/** Providers whose primary category is permanent-data (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'irys',
    name: 'Irys',
    categories: ['permanent-data'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://irys.xyz',
    docs: 'https://docs.irys.xyz',
    summary: 'Pay once in ETH on Linea to store files and metadata permanently, then fetch them by ID from a gateway or search them with GraphQL.',
    docIds: [
      'get-started/tooling/permanent-data/irys/overview',
      'get-started/tooling/permanent-data/irys/irys-quickstart',
      'get-started/tooling/permanent-data/irys/irys-querying',
    ],
  },
];

export default providers;
