/**
 * The OpenRPC 1.3 document of the API (`/openrpc.json`), built from the same method records as
 * the pages. What OpenRPC has no field for (where a method is served, what differs on Linea,
 * whether the console may send it unasked, what an error means) goes in `x-` extensions.
 */
import { rpcMethodPath, type RpcMethodSpec } from '../../data/rpc/types';

export const OPENRPC_VERSION = '1.3.2';
export const OPENRPC_FILE = 'openrpc.json';

export interface OpenRpcOptions {
  title: string;
  description: string;
  /** Version of the document; changes when the documented API does. */
  version: string;
  /** Absolute URL of the site, for links back to each method's page. */
  siteUrl: string;
  /** The public endpoints; `network` says which `servedBy` flag a method needs to be listed on one. */
  servers: readonly { network: 'mainnet' | 'sepolia'; name: string; url: string; summary: string }[];
}

type Server = OpenRpcOptions['servers'][number];

function serverObject(s: Server): Record<string, unknown> {
  return { name: s.name, url: s.url, summary: s.summary };
}

function methodObject(spec: RpcMethodSpec, { siteUrl, servers }: OpenRpcOptions): Record<string, unknown> {
  const servedOn = servers.filter((s) => (s.network === 'mainnet' ? spec.servedBy.publicMainnet : spec.servedBy.publicSepolia));
  return {
    name: spec.name,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [{ name: spec.namespace }],
    // Listed per method because not every method is served by every public endpoint (some by none).
    servers: servedOn.map(serverObject),
    paramStructure: 'by-position',
    params: spec.params.map((p) => ({ name: p.name, description: p.description, required: p.required, schema: p.schema })),
    result: { name: spec.result.name, description: spec.result.description, schema: spec.result.schema },
    errors: spec.errors.map((e) => ({ code: e.code, message: e.message, data: e.meaning })),
    examples: spec.examples.map((example, i) => ({
      name: example.name ?? (i === 0 ? `${spec.name} example` : `${spec.name} example ${i + 1}`),
      ...(example.note || example.constructed
        ? { description: [example.constructed ? 'Constructed for the documentation, not captured from a Linea endpoint.' : '', example.note ?? ''].filter(Boolean).join(' ') }
        : {}),
      params: example.params.map((value, j) => ({ name: spec.params[j]?.name ?? `param${j}`, value })),
      result: { name: spec.result.name, value: example.result },
    })),
    externalDocs: { url: `${siteUrl}${rpcMethodPath(spec.name)}` },
    'x-use-cases': spec.useCases,
    'x-linea-differences': spec.lineaDifferences,
    'x-served-by': spec.servedBy,
    'x-live-safety': spec.liveSafety,
  };
}

export function openRpcDocument(methods: readonly RpcMethodSpec[], options: OpenRpcOptions): Record<string, unknown> {
  return {
    openrpc: OPENRPC_VERSION,
    info: { title: options.title, description: options.description, version: options.version },
    servers: options.servers.map(serverObject),
    methods: [...methods].sort((a, b) => a.name.localeCompare(b.name)).map((m) => methodObject(m, options)),
  };
}
