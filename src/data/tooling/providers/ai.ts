import type { ToolingProvider } from '../types';

/** Providers whose primary category is ai (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'spheron',
    name: 'Spheron Network',
    categories: ['ai'],
    networks: [],
    status: 'unconfirmed',
    statusNote: "Spheron's docs describe a GPU compute marketplace and say nothing about Linea; treat it as off-chain compute, not as a Linea integration.",
    homepage: 'https://spheron.network',
    docs: 'https://docs.spheron.network',
    summary: 'A marketplace that rents GPU and CPU capacity for AI and backend workloads from many independent providers.',
    docIds: ['get-started/tooling/ai/spheron'],
  },
];

export default providers;
