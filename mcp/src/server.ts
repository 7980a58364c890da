/**
 * The Linea docs MCP server: tools that search and read the production build and answer from the
 * typed data the pages render, and every page as a Markdown resource. One `DocsContext` holds what
 * is loaded from disk; a `Server` per connection (stdio) or per request (stateless HTTP) uses it.
 *
 * Bad input is a JSON-RPC error (-32602, invalid params) naming what is wrong; a lookup that finds
 * nothing is an ordinary result that says so. Every answer is capped in size.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  isJSONRPCRequest,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { z } from 'zod';
import { BuildFolder, RefusedError, pagePathOf } from './build';
import { ContractCatalog } from './contracts';
import { DocsSearch, boxRequest } from './search';
import { findNetwork, networkFacts, networkNames } from './networks';
import { findRpcMethod, rpcMethodNames } from './rpc';
import { errorResponse, issuesText, paramsProblem } from './jsonrpc';
import type { ManifestPage } from '../../src/plugins/llms/manifest';
import { markdownPath } from '../../src/lib/markdownPath';

export const SERVER_NAME = 'linea-docs';
export const SERVER_VERSION = '1.0.0';

/** Size caps: an answer never exceeds these, and says so when it was cut. */
export const limits = {
  queryChars: 300,
  argumentChars: 2_000,
  searchResults: 20,
  pageChars: 40_000,
  listedPages: 400,
  answerChars: 60_000,
} as const;

export interface DocsContext {
  build: BuildFolder;
  siteUrl: string;
  search: DocsSearch;
  contracts: ContractCatalog;
}

export function loadDocs(buildDir: string): DocsContext {
  const build = new BuildFolder(buildDir);
  const manifest = build.readJson('llms-pages.json') as { site: string };
  const siteUrl = manifest.site.replace(/\/$/, '');
  return { build, siteUrl, search: new DocsSearch(build), contracts: new ContractCatalog(siteUrl) };
}

const text = () => z.string().trim().min(1, 'must not be empty').max(limits.argumentChars, `must be at most ${limits.argumentChars} characters`);
const section = z.string().trim().max(100).optional().describe('A section of the site: "Get started", "Technology", "API & SDK", "Learn", "Tooling directory" or "Reference" (case-insensitive; section ids such as "api" work too).');

const schemas = {
  search_docs: z
    .object({
      query: z.string().trim().min(1, 'the query is empty').max(limits.queryChars, `the query is longer than ${limits.queryChars} characters`).describe('What to look for, as typed into the search box: words, a method name (linea_estimateGas), an error message.'),
      section,
      limit: z.number().min(1).max(limits.searchResults).int().optional().describe(`How many results (default ${boxRequest.limit}, the search box's count; at most ${limits.searchResults}).`),
    })
    .strict(),
  get_page: z
    .object({
      path_or_url: text().describe('A page path (/get-started/how-to/bridge), its Markdown URL (/get-started/how-to/bridge.md) or a full URL of docs.linea.build.'),
      offset: z.number().int().min(0).optional().describe('Character offset to continue a long page from (the previous answer gives next_offset).'),
    })
    .strict(),
  list_pages: z
    .object({
      section,
      offset: z.number().int().min(0).optional().describe('Where to continue a long list from (the previous answer gives next_offset).'),
    })
    .strict(),
  get_rpc_method: z.object({ name: text().describe('A JSON-RPC method name, e.g. linea_estimateGas or eth_sendRawTransaction.') }).strict(),
  get_contract: z
    .object({
      name_or_selector: text().describe('A contract name (LineaRollup, TokenBridge, USDC), an address, a 4-byte function or error selector (0x…8 hex) or a 32-byte event topic (0x…64 hex).'),
      network: z.string().trim().max(100).optional().describe('mainnet or sepolia (Linea Mainnet or Linea Sepolia); all networks when left out.'),
    })
    .strict(),
  get_network: z.object({ name: text().describe('mainnet, sepolia, a network name (Linea Sepolia) or a chain ID (59144).') }).strict(),
};

type ToolName = keyof typeof schemas;

const descriptions: Record<ToolName, string> = {
  search_docs:
    "Search the Linea developer docs with the site's own search engine and ranking. Returns the same first page of results as the search box on docs.linea.build: title, URL, section and a snippet per result.",
  get_page: 'Get a page of the Linea docs as Markdown (its Markdown twin). Long pages come in parts: pass next_offset as offset.',
  list_pages:
    'List the pages of the Linea docs with their paths, titles and descriptions, optionally of one section. A long list comes in parts: pass next_offset as offset.',
  get_rpc_method:
    'Describe a JSON-RPC method of Linea: parameters, result, errors, an example request and response, what differs from Ethereum, and which endpoints serve it.',
  get_contract:
    "Look up Linea's smart contracts: deployed addresses by network for a contract name or address, or the function, event or error a selector or topic belongs to.",
  get_network: 'Parameters of a Linea network: chain ID, settlement layer, RPC endpoint, explorers, bridge, faucets, block time and limits.',
};

/**
 * An error a handler throws to answer with `code` and exactly `message`. The SDK sends a thrown
 * error's code and message as they are, and its McpError puts "MCP error -32602: " in front of the
 * message, which a client's McpError then prefixes again.
 */
class ToolError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function invalid(message: string): ToolError {
  return new ToolError(ErrorCode.InvalidParams, message);
}

/** A value from the request repeated in a message: a tool name or a path is echoed only so far. */
function cut(value: string): string {
  return value.length > 80 ? `${value.slice(0, 80)}…` : value;
}

function quoted(value: string): string {
  return JSON.stringify(cut(value));
}

/** Parses a tool's arguments, turning every problem into one readable invalid-params error. */
function parseArgs<T extends ToolName>(tool: T, args: unknown): z.infer<(typeof schemas)[T]> {
  const parsed = schemas[tool].safeParse(args ?? {});
  if (parsed.success) return parsed.data as z.infer<(typeof schemas)[T]>;
  throw invalid(`Invalid arguments for ${tool}: ${issuesText(parsed.error.issues, 'arguments')}.`);
}

/** A tool answer: JSON text for any client, and the same object as structured content. */
function answer(value: Record<string, unknown>): CallToolResult {
  let json = JSON.stringify(value, null, 2);
  if (json.length > limits.answerChars) {
    json = `${json.slice(0, limits.answerChars)}\n… (cut at ${limits.answerChars} characters)`;
    return { content: [{ type: 'text', text: json }] };
  }
  return { content: [{ type: 'text', text: json }], structuredContent: value };
}

function normalise(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Short names for sections. A Map, so a name such as "constructor" or "__proto__" finds nothing. */
const sectionAliases = new Map([
  ['api', 'api & sdk'],
  ['sdk', 'api & sdk'],
  ['tooling', 'tooling directory'],
  ['get-started', 'get started'],
  ['release-notes', 'reference'],
]);

function sectionFilter(ctx: DocsContext, wanted: string | undefined): ((page: ManifestPage) => boolean) | undefined {
  if (!wanted) return undefined;
  const key = sectionAliases.get(wanted.toLowerCase()) ?? wanted.toLowerCase();
  const groups = [...new Set(ctx.build.pages().map((p) => p.group))];
  const group = groups.find((g) => g.toLowerCase() === key || normalise(g) === normalise(key));
  if (!group) throw invalid(`Unknown section "${wanted}". Sections: ${groups.join(', ')}.`);
  return (page) => page.group === group;
}

function pageSummary(ctx: DocsContext, p: ManifestPage) {
  return { path: p.path, url: `${ctx.siteUrl}${p.path}`, markdown: `${ctx.siteUrl}${p.markdown}`, title: p.title, description: p.description, section: p.group };
}

function resolvePage(ctx: DocsContext, input: string): ManifestPage {
  let path: string;
  try {
    path = pagePathOf(input, ctx.siteUrl);
  } catch (error) {
    if (error instanceof RefusedError) throw invalid(error.message);
    throw error;
  }
  const page = ctx.build.page(path);
  if (!page) throw invalid(`No page at ${cut(path)}. Use list_pages or search_docs to find one.`);
  return page;
}

const handlers: { [T in ToolName]: (ctx: DocsContext, args: z.infer<(typeof schemas)[T]>) => CallToolResult } = {
  search_docs(ctx, { query, section: wanted, limit }) {
    const inSection = sectionFilter(ctx, wanted);
    // In a section, the engine leaves the other pages out before it cuts the list to the limit.
    const pages = (path: string) => {
      const page = ctx.build.page(path);
      return page !== undefined && inSection!(page);
    };
    const request = { ...boxRequest, limit: limit ?? boxRequest.limit, ...(inSection ? { pages } : {}) };
    const found = ctx.search.answer(query, request, ctx.siteUrl);
    const results = found.hits.map((h) => ({ ...h, section: ctx.build.page(h.path)?.group ?? 'Reference' }));
    return answer({
      query,
      ...(wanted ? { section: wanted } : {}),
      results,
      ...(results.length === 0 ? { reason: 'No page matches every word of the query. Try fewer or different words.' } : {}),
      // Words no page has were left out to find these results.
      ...(results.length > 0 && found.missing.length > 0 ? { ignored: found.missing, note: `No page has ${found.missing.map((w) => JSON.stringify(w)).join(', ')}: these results leave ${found.missing.length === 1 ? 'it' : 'them'} out.` } : {}),
    });
  },

  get_page(ctx, { path_or_url, offset = 0 }) {
    const page = resolvePage(ctx, path_or_url);
    const markdown = ctx.build.markdown(page);
    if (offset > 0 && offset >= markdown.length) throw invalid(`offset ${offset} is past the end of the page (${markdown.length} characters).`);
    const part = markdown.slice(offset, offset + limits.pageChars);
    const next = offset + part.length < markdown.length ? offset + part.length : undefined;
    const header = { ...pageSummary(ctx, page), length: markdown.length, offset, ...(next !== undefined ? { next_offset: next } : {}) };
    const note = next !== undefined ? `\n\n[Page continues: call get_page with offset ${next}.]` : '';
    return { content: [{ type: 'text', text: `${part}${note}` }], structuredContent: header };
  },

  list_pages(ctx, { section: wanted, offset = 0 }) {
    const inSection = sectionFilter(ctx, wanted);
    const all = ctx.build.pages().filter((p) => !inSection || inSection(p));
    if (offset > 0 && offset >= all.length) throw invalid(`offset ${offset} is past the end of the list (${all.length} pages).`);
    // As many pages as fit in one answer, whole: a list cut inside a page would not parse.
    const pages: ReturnType<typeof pageSummary>[] = [];
    let size = 200;
    for (const page of all.slice(offset, offset + limits.listedPages)) {
      const summary = pageSummary(ctx, page);
      // Its size in the answer: indented two levels (four spaces a line) and followed by ",\n".
      const json = JSON.stringify(summary, null, 2);
      size += json.length + 4 * json.split('\n').length + 2;
      if (size > limits.answerChars && pages.length > 0) break;
      pages.push(summary);
    }
    const next = offset + pages.length < all.length ? offset + pages.length : undefined;
    return answer({ count: all.length, offset, ...(next !== undefined ? { next_offset: next } : {}), pages });
  },

  get_rpc_method(ctx, { name }) {
    const method = findRpcMethod(name);
    if (!method) {
      const close = rpcMethodNames().filter((n) => n.toLowerCase().includes(name.toLowerCase().replace(/^(eth|linea|net|web3|debug|trace|txpool)_/, '')));
      return answer({ found: false, reason: `No JSON-RPC method named ${quoted(name)} is documented.`, suggestions: close.slice(0, 10), methods: rpcMethodNames() });
    }
    const { sources: _sources, ...record } = method.spec;
    return answer({ found: true, url: `${ctx.siteUrl}${method.path}`, markdown: `${ctx.siteUrl}${markdownPath(method.path)}`, ...record });
  },

  get_contract(ctx, { name_or_selector: query, network }) {
    let networkId: 'mainnet' | 'sepolia' | undefined;
    if (network) {
      const found = findNetwork(network);
      if (!found) throw invalid(`Unknown network "${network}". Networks: ${networkNames().join(', ')}.`);
      networkId = found.id;
    }
    const q = query.trim();
    if (/^0x[0-9a-f]{8}$/i.test(q) || /^0x[0-9a-f]{64}$/i.test(q)) {
      const matches = ctx.contracts.bySelector(q);
      return answer({
        selector: q.toLowerCase(),
        matches,
        ...(matches.length === 0 ? { reason: 'No function, event or error of the documented Linea contracts has this selector or topic.' } : {}),
      });
    }
    // Names are compared without spaces, dashes and underscores: with nothing else, every name would match.
    if (!/[a-z0-9]/i.test(q)) throw invalid('name_or_selector: needs a letter or digit (a contract name, an address, a selector or a topic).');
    if (/^0x/i.test(q) && !/^0x[0-9a-f]{40}$/i.test(q)) {
      throw invalid('A hex value must be a 4-byte selector (0x + 8 hex digits), a 20-byte address (40) or a 32-byte topic (64).');
    }
    const contracts = /^0x[0-9a-f]{40}$/i.test(q) ? ctx.contracts.byAddress(q, networkId) : ctx.contracts.byName(q, networkId);
    const reference = contracts.length === 0 ? ctx.contracts.referencePages(q) : [];
    return answer({
      query: q,
      ...(networkId ? { network: networkId } : {}),
      contracts,
      ...(reference.length ? { reference } : {}),
      ...(contracts.length === 0 && reference.length === 0 ? { reason: `No Linea contract matches ${quoted(q)}.` } : {}),
    });
  },

  get_network(_ctx, { name }) {
    const network = findNetwork(name);
    if (!network) return answer({ found: false, reason: `No Linea network matches ${quoted(name)}.`, networks: networkNames() });
    return answer({ found: true, ...networkFacts(network) });
  },
};

function isToolName(name: string): name is ToolName {
  return Object.hasOwn(schemas, name);
}

/**
 * The SDK's Server, with requests whose params have the wrong shape answered -32602 and a line
 * naming the field (see `paramsProblem`) before the SDK's own check turns them into -32603 and a
 * dump of validation issues. Every transport the server is connected to gets the check.
 */
class DocsServer extends Server {
  override async connect(transport: Transport): Promise<void> {
    await super.connect(transport);
    const deliver = transport.onmessage;
    transport.onmessage = (message, extra) => {
      if (isJSONRPCRequest(message)) {
        const problem = paramsProblem(message);
        if (problem !== undefined) {
          transport.send(errorResponse(ErrorCode.InvalidParams, problem, message.id)).catch((error: unknown) => {
            transport.onerror?.(error instanceof Error ? error : new Error(String(error)));
          });
          return;
        }
      }
      deliver?.(message, extra);
    };
  }
}

export function createDocsServer(ctx: DocsContext): Server {
  const server = new DocsServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      capabilities: { tools: {}, resources: {} },
      instructions:
        'Answers about Linea (a zkEVM layer-2 on Ethereum) from its developer docs. Search with search_docs, then read pages with get_page; use get_rpc_method, get_contract and get_network for exact facts (method shapes, addresses, chain IDs).',
    },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: (Object.keys(schemas) as ToolName[]).map((name) => ({
      name,
      description: descriptions[name],
      inputSchema: z.toJSONSchema(schemas[name], { io: 'input' }) as { type: 'object'; [key: string]: unknown },
      annotations: { readOnlyHint: true, openWorldHint: false },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const { name, arguments: args } = request.params;
    if (!isToolName(name)) throw invalid(`Unknown tool ${quoted(name)}. Tools: ${Object.keys(schemas).join(', ')}.`);
    const handler = handlers[name] as (ctx: DocsContext, args: unknown) => CallToolResult;
    try {
      return handler(ctx, parseArgs(name, args));
    } catch (error) {
      if (error instanceof ToolError) throw error;
      if (error instanceof RefusedError) throw invalid(error.message);
      throw new ToolError(ErrorCode.InternalError, `${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: ctx.build.pages().map((p) => ({
      uri: `${ctx.siteUrl}${p.markdown}`,
      name: p.path,
      title: p.title,
      description: p.description,
      mimeType: 'text/markdown',
    })),
  }));

  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const { uri } = request.params;
    if (uri.length > limits.argumentChars) throw invalid(`The uri is longer than ${limits.argumentChars} characters: no page has such an address.`);
    if (!uri.startsWith(`${ctx.siteUrl}/`)) throw invalid(`Only resources of ${ctx.siteUrl} are served.`);
    const page = resolvePage(ctx, uri);
    return { contents: [{ uri: `${ctx.siteUrl}${page.markdown}`, mimeType: 'text/markdown', text: ctx.build.markdown(page) }] };
  });

  return server;
}
