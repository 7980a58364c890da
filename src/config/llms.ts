import type { LlmsOptions } from '../plugins/llms';
import { networkList, statusPageUrl } from '../data/networks';
import { API_CATALOG_PATH } from '../lib/apiCatalog';
import { MCP_DOCS_PATH, MCP_PATH, OPENRPC_PATH } from '../lib/agentPaths';
import { areaLabelOf, sectionOf } from './sections';
import { site } from './site';

/** Base URL of Linea's REST Token API (see docs/api/token-api.mdx for its source). */
const TOKEN_API_URL = 'https://token-api.linea.build';

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
    'How to use these docs as an agent:',
    '',
    `- Prefer the MCP server at \`${site.url}${MCP_PATH}\` (Streamable HTTP): its tools search these docs with the site's own ranking (\`search_docs\`), return a page as Markdown (\`get_page\`), list pages (\`list_pages\`) and answer from the same typed data the pages render: JSON-RPC methods (\`get_rpc_method\`), contract addresses and selectors (\`get_contract\`) and network parameters (\`get_network\`). Setup: ${site.url}${MCP_DOCS_PATH}.md`,
    '- Every page is also Markdown: add `.md` to its path (`/index.md` for the home page), or request the page with `Accept: text/markdown`. The links below point at the Markdown; `/llms-full.txt` holds every page in one file.',
    `- \`${API_CATALOG_PATH}\` lists the public JSON-RPC endpoints and their machine-readable descriptions (RFC 9727).`,
    `- The JSON-RPC API is also an OpenRPC document: ${site.url}${OPENRPC_PATH} (every method with its parameter and result schemas, errors, examples and where it is served).`,
    '- Chain IDs, addresses and limits change rarely but do change: quote them from these pages rather than from memory.',
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
  apis: (siteUrl, built) => [
    ...networkList.map((n) => ({
      anchor: n.rpcUrls.http,
      title: `${n.name} public JSON-RPC endpoint`,
      descriptions: built(OPENRPC_PATH) ? [{ href: `${siteUrl}${OPENRPC_PATH}`, type: 'application/json', title: 'OpenRPC description' }] : [],
      docs: [{ href: `${siteUrl}/api`, type: 'text/html', title: 'Use the Linea API' }],
      status: statusPageUrl,
    })),
    {
      // Linea's REST Token API, documented at /api/token-api; its OpenAPI document is the one
      // Linea's own reference renders (docs.linea.build/api/token-api/reference).
      anchor: TOKEN_API_URL,
      title: 'Linea Token API (REST)',
      descriptions: [{ href: `${TOKEN_API_URL}/docs-yaml`, type: 'application/yaml', title: 'OpenAPI description' }],
      docs: [{ href: `${siteUrl}/api/token-api`, type: 'text/html', title: 'Token API' }],
    },
    {
      anchor: `${siteUrl}${MCP_PATH}`,
      title: 'Linea docs MCP server (Streamable HTTP)',
      descriptions: [],
      docs: [{ href: `${siteUrl}${MCP_DOCS_PATH}`, type: 'text/html', title: 'Connect the docs MCP server' }],
    },
    {
      anchor: `${siteUrl}/`,
      title: 'Linea developer documentation',
      descriptions: [
        { href: `${siteUrl}/llms.txt`, type: 'text/plain', title: 'llms.txt: every page, for language models' },
        { href: `${siteUrl}/llms-full.txt`, type: 'text/plain', title: 'Every page as Markdown, in one file' },
      ],
      docs: [{ href: `${siteUrl}/`, type: 'text/html', title: 'Linea developer documentation' }],
    },
  ],
};
