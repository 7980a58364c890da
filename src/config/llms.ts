import type { LlmsOptions } from '../plugins/llms';
import { networkList } from '../data/networks';
import { areaLabelOf, sectionOf } from './sections';
import { site } from './site';

const groups = ['Start here', 'Get started', 'Tooling directory', 'Technology', 'API & SDK', 'Learn', 'Reference'];

function groupOf(path: string): string {
  if (path === '/') return 'Start here';
  if (sectionOf(path)?.id === 'release-notes') return 'Reference';
  return areaLabelOf(path) ?? 'Reference';
}

/** What /llms.txt says about the site before listing its pages. */
export const llmsOptions: LlmsOptions = {
  siteTitle: 'Linea developer documentation',
  summary:
    'Linea is a zkEVM layer-2 rollup on Ethereum: it runs the EVM and proves its blocks on Ethereum with zero-knowledge proofs. These docs cover building, bridging, running nodes, tooling, the JSON-RPC API, the SDK and the core smart contracts.',
  notes: [
    'Every page below is also available as Markdown at the linked `.md` URL; `/llms-full.txt` holds them all.',
    `The JSON-RPC API is also published as an OpenRPC document: ${site.url}/openrpc.json (every method with its parameter and result schemas, errors, examples and where it is served).`,
    '',
    ...networkList.map(
      (n) => `- ${n.name}: chain ID ${n.chainId}, gas paid in ${n.nativeCurrency.symbol}, public RPC ${n.rpcUrls.http} (rate limited), settles on ${n.settlement.name}.`,
    ),
  ],
  groups,
  groupOf,
  extraPages: [
    {
      path: '/',
      title: 'Linea developer documentation',
      description: 'What Linea is, who these docs are for, and where each section starts.',
    },
  ],
};
