import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFile, spawn } from 'node:child_process';
import { Agent, request, type Server as HttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { toFunctionSelector } from 'viem';
import { BuildFolder, RefusedError, pagePathOf } from '../../mcp/src/build';
import { STOP_GRACE_MS } from '../../mcp/src/cli';
import { createHttpServer } from '../../mcp/src/http';
import { createDocsServer, limits, loadDocs, type DocsContext } from '../../mcp/src/server';
import { boxRequest } from '../../mcp/src/search';
import { CheckedStdioServerTransport } from '../../mcp/src/stdio';
import { buildIndex } from '../../src/plugins/search/engine/build';
import { createSiteSearch, rankingOptions } from '../../src/plugins/search/engine';
import { INDEX_FILE, SNIPPETS_FILE } from '../../src/plugins/search/engine/urls';
import type { ExtractedPage } from '../../src/plugins/search/engine/types';
import type { PagesManifest } from '../../src/plugins/llms/manifest';
import { networks } from '../../src/data/networks';
import { deployments } from '../../src/data/deployments';
import { MCP_MAX_BODY_BYTES, MCP_PATH, MCP_TOO_LARGE_ERROR } from '../../src/lib/agentPaths';

/** A small build with the files the server reads: pages, their twins, the manifest and the search index. */
const pages: { path: string; group: string; page: ExtractedPage; markdown: string }[] = [
  {
    path: '/api/reference/linea-estimategas',
    group: 'API & SDK',
    page: {
      title: 'linea_estimateGas',
      description: 'Estimate gas and the fees a transaction needs on Linea.',
      keywords: '',
      breadcrumb: ['API & SDK', 'JSON-RPC reference'],
      sections: [{ title: 'linea_estimateGas', hash: '', content: 'Returns the gas limit, base fee and priority fee for a transaction.' }],
    },
    markdown: '# linea_estimateGas\n\nReturns the gas limit, base fee and priority fee.\n',
  },
  {
    path: '/get-started/how-to/bridge',
    group: 'Get started',
    page: {
      title: 'Bridge ETH and tokens',
      description: 'Move assets between Ethereum and Linea.',
      keywords: '',
      breadcrumb: ['Get started', 'How to'],
      sections: [
        { title: 'Bridge ETH and tokens', hash: '', content: 'Use the canonical bridge to move ETH.' },
        { title: 'Estimate the fees', hash: '#fees', content: 'Claiming on Ethereum costs gas; estimate it first.' },
      ],
    },
    markdown: `# Bridge ETH and tokens\n\n${'Long text. '.repeat(6000)}\n`,
  },
  {
    path: '/',
    group: 'Start here',
    page: { title: 'Linea developer documentation', description: 'What Linea is.', keywords: '', breadcrumb: [], sections: [] },
    markdown: '# Linea developer documentation\n',
  },
];

let dir: string;
let root: string;
let ctx: DocsContext;
let client: Client;

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

async function call(name: string, args?: Record<string, unknown>) {
  return client.callTool({ name, ...(args ? { arguments: args } : {}) });
}

function json(result: Awaited<ReturnType<typeof call>>): Record<string, unknown> {
  const content = result.content as { type: string; text: string }[];
  return JSON.parse(content[0]!.text) as Record<string, unknown>;
}

async function rejected(name: string, args?: Record<string, unknown>): Promise<McpError> {
  const error = await call(name, args).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `${name} ${JSON.stringify(args)?.slice(0, 80)}`).toBeInstanceOf(McpError);
  return error as McpError;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'linea-mcp-'));
  root = join(dir, 'build');
  write(join(root, 'index.html'), '<!doctype html><title>Linea</title>');
  const manifest: PagesManifest = {
    site: 'https://docs.linea.build',
    groups: ['Start here', 'Get started', 'API & SDK'],
    pages: pages.map((p) => ({
      path: p.path,
      title: p.page.title,
      description: p.page.description,
      group: p.group,
      markdown: p.path === '/' ? '/index.md' : `${p.path}.md`,
    })),
  };
  write(join(root, 'llms-pages.json'), JSON.stringify(manifest));
  for (const p of manifest.pages) write(join(root, p.markdown), pages.find((x) => x.path === p.path)!.markdown);
  const built = buildIndex(
    pages.filter((p) => p.path !== '/').map((p) => ({ url: p.path, page: p.page })),
    rankingOptions.bm25,
  );
  write(join(root, INDEX_FILE), JSON.stringify(built.index));
  write(join(root, SNIPPETS_FILE), JSON.stringify(built.texts));
  // A secret next to the build, and a link inside the build that points at it.
  write(join(dir, 'secret.md'), 'secret');
  symlinkSync(join(dir, 'secret.md'), join(root, 'escape.md'));

  ctx = loadDocs(root);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(ctx).connect(serverSide);
  client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
});

afterAll(async () => {
  await client?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('docs MCP server, in process', () => {
  it('lists its six tools with their input schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_contract', 'get_network', 'get_page', 'get_rpc_method', 'list_pages', 'search_docs']);
    const search = tools.find((t) => t.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
  });

  it('searches with the engine and the request of the search box', async () => {
    const result = json(await call('search_docs', { query: 'linea_estimateGas' }));
    const results = result.results as { url: string; title: string; section: string }[];
    // The site's own search over the same files, with the box's request.
    const site = createSiteSearch(ctx.build.readJson(INDEX_FILE), ctx.build.readJson(SNIPPETS_FILE)).query('linea_estimateGas', boxRequest);
    expect(results.map((r) => r.url)).toEqual(site.map((h) => `https://docs.linea.build${h.url}`));
    expect(results[0]).toMatchObject({ title: 'linea_estimateGas', section: 'API & SDK' });
  });

  it('names a word no page has, which it left out to find the results', async () => {
    const result = json(await call('search_docs', { query: 'estimate qwxzvvkj' }));
    expect((result.results as unknown[]).length).toBeGreaterThan(0);
    expect(result).toMatchObject({ ignored: ['qwxzvvkj'], note: expect.stringContaining('"qwxzvvkj"') });
    expect(result).not.toHaveProperty('reason');
    expect(json(await call('search_docs', { query: 'estimate' }))).not.toHaveProperty('ignored');
  });

  it('keeps results to one section when asked', async () => {
    const all = json(await call('search_docs', { query: 'estimate' })).results as { section: string }[];
    expect(new Set(all.map((r) => r.section))).toEqual(new Set(['API & SDK', 'Get started']));
    const only = json(await call('search_docs', { query: 'estimate', section: 'get started' })).results as { section: string }[];
    expect(only.length).toBeGreaterThan(0);
    expect(only.every((r) => r.section === 'Get started')).toBe(true);
  });

  it('returns a page as Markdown by path, Markdown URL or site URL, in capped parts', async () => {
    for (const input of ['/api/reference/linea-estimategas', 'api/reference/linea-estimategas.md', 'https://docs.linea.build/api/reference/linea-estimategas#x']) {
      const result = await call('get_page', { path_or_url: input });
      expect((result.content as { text: string }[])[0]!.text, input).toContain('# linea_estimateGas');
    }
    const first = await call('get_page', { path_or_url: '/get-started/how-to/bridge' });
    const meta = first.structuredContent as { next_offset: number; length: number };
    expect(meta.next_offset).toBe(limits.pageChars);
    expect(meta.length).toBeGreaterThan(limits.pageChars);
    const second = await call('get_page', { path_or_url: '/get-started/how-to/bridge', offset: meta.next_offset });
    expect((second.structuredContent as { next_offset?: number }).next_offset).toBeUndefined();
  });

  it('lists pages, all or by section, from an offset', async () => {
    const all = json(await call('list_pages'));
    expect(all).toMatchObject({ count: 3, offset: 0 });
    expect(all).not.toHaveProperty('next_offset');
    expect((all.pages as unknown[]).length).toBe(3);
    const rest = json(await call('list_pages', { offset: 1 }));
    expect(rest.pages).toEqual((all.pages as unknown[]).slice(1));
    const api = json(await call('list_pages', { section: 'api' })).pages as { path: string; markdown: string }[];
    expect(api).toEqual([expect.objectContaining({ path: '/api/reference/linea-estimategas', markdown: 'https://docs.linea.build/api/reference/linea-estimategas.md' })]);
  });

  it('describes a JSON-RPC method from the RPC data, and says when there is none', async () => {
    const found = json(await call('get_rpc_method', { name: 'LINEA_estimateGas' }));
    expect(found).toMatchObject({ found: true, name: 'linea_estimateGas', url: 'https://docs.linea.build/api/reference/linea-estimategas' });
    expect(found.params).toBeInstanceOf(Array);
    expect(found.examples).toBeInstanceOf(Array);
    expect(found).toHaveProperty('lineaDifferences');
    const missing = json(await call('get_rpc_method', { name: 'linea_doesNotExist' }));
    expect(missing).toMatchObject({ found: false });
    expect(missing.methods).toContain('linea_estimateGas');
  });

  it('finds contract addresses by name and address, and members by selector', async () => {
    const byName = json(await call('get_contract', { name_or_selector: 'LineaRollup', network: 'mainnet' }));
    const rollup = (byName.contracts as { key: string; deployments: { address: string; network: string }[] }[])[0]!;
    expect(rollup.key).toBe('lineaRollup');
    expect(rollup.deployments).toEqual([expect.objectContaining({ address: deployments.mainnet.lineaRollup, network: 'Linea Mainnet' })]);
    const byAddress = json(await call('get_contract', { name_or_selector: deployments.sepolia.l2MessageService!.toLowerCase() }));
    expect((byAddress.contracts as { key: string }[]).map((c) => c.key)).toEqual(['l2MessageService']);
    const selector = toFunctionSelector('sendMessage(address,uint256,bytes)');
    const bySelector = json(await call('get_contract', { name_or_selector: selector }));
    const matches = bySelector.matches as { signature: string; kind: string; url: string }[];
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((m) => m.signature === 'sendMessage(address,uint256,bytes)' && m.kind === 'function')).toBe(true);
    expect(matches[0]!.url).toMatch(/^https:\/\/docs\.linea\.build\/api\/linea-smart-contracts\//);
    const none = json(await call('get_contract', { name_or_selector: '0xdeadbeef' }));
    expect(none).toMatchObject({ matches: [], reason: expect.any(String) });
  });

  it('gives network facts by name or chain ID', async () => {
    expect(json(await call('get_network', { name: '59144' }))).toMatchObject({ found: true, chainId: networks.mainnet.chainId, chainIdHex: '0xe708' });
    expect(json(await call('get_network', { name: 'Linea Sepolia' }))).toMatchObject({ chainId: networks.sepolia.chainId, rpcUrls: networks.sepolia.rpcUrls });
    expect(json(await call('get_network', { name: 'goerli' }))).toMatchObject({ found: false });
  });

  it('serves every page as a Markdown resource', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain('https://docs.linea.build/index.md');
    const read = await client.readResource({ uri: 'https://docs.linea.build/api/reference/linea-estimategas.md' });
    expect(read.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: expect.stringContaining('# linea_estimateGas') });
    await expect(client.readResource({ uri: 'file:///etc/passwd' })).rejects.toBeInstanceOf(McpError);
  });
});

describe('bad input gets a JSON-RPC error naming the problem, and the server keeps serving', () => {
  const cases: [string, string, Record<string, unknown> | undefined, RegExp][] = [
    ['unknown tool', 'drop_database', {}, /Unknown tool "drop_database"/],
    ['missing argument', 'search_docs', undefined, /query/],
    ['mistyped argument', 'search_docs', { query: 42 }, /query/],
    ['unexpected argument', 'get_network', { name: 'mainnet', extra: true }, /extra/],
    ['empty query', 'search_docs', { query: '   ' }, /query is empty/],
    ['10,000-character query', 'search_docs', { query: 'a'.repeat(10_000) }, /longer than 300/],
    ['unknown section', 'list_pages', { section: 'blog' }, /Unknown section "blog"/],
    ['a section named like an Object property', 'list_pages', { section: '__proto__' }, /Unknown section "__proto__"/],
    ['a search in a section named like an Object property', 'search_docs', { query: 'gas', section: 'constructor' }, /Unknown section "constructor"/],
    ['parent directory', 'get_page', { path_or_url: '../secret' }, /"\.\."/],
    ['encoded parent directory', 'get_page', { path_or_url: '/get-started/%2e%2e/%2e%2e/secret' }, /"\.\."/],
    ['absolute file path', 'get_page', { path_or_url: '/etc/passwd' }, /No page at \/etc\/passwd/],
    ['a file URL', 'get_page', { path_or_url: 'file:///etc/passwd' }, /file: URLs are not pages of this site/],
    ['another site', 'get_page', { path_or_url: 'https://evil.example/get-started' }, /another site/],
    ['a link out of the build', 'get_page', { path_or_url: '/escape' }, /No page at \/escape/],
    ['malformed hex', 'get_contract', { name_or_selector: '0x1234' }, /4-byte selector/],
    ['unknown network', 'get_contract', { name_or_selector: 'LineaRollup', network: 'goerli' }, /Unknown network/],
    ['offset past the end', 'get_page', { path_or_url: '/', offset: 10_000 }, /past the end/],
    ['a list offset past the end', 'list_pages', { offset: 99 }, /offset 99 is past the end of the list \(3 pages\)/],
    ['a contract name of separators only', 'get_contract', { name_or_selector: ' - _ ' }, /needs a letter or digit/],
    ['a missing argument, in plain words', 'get_page', {}, /^Invalid arguments for get_page: path_or_url: missing \(expected string\)\.$/],
    ['a limit far too large, named by the limit it breaks', 'search_docs', { query: 'gas', limit: 1e308 }, /limit: .*<=20\.$/],
  ];

  for (const [label, tool, args, message] of cases) {
    it(label, async () => {
      const error = await rejected(tool, args);
      expect(error.code).toBe(-32602);
      // The client's McpError says "MCP error -32602: " once, before the server's own message.
      expect(error.message).toMatch(/^MCP error -32602: /);
      expect(error.message.replace(/^MCP error -32602: /, '')).toMatch(message);
      expect(error.message).not.toMatch(/MCP error.*MCP error/);
      expect(json(await call('get_network', { name: 'mainnet' }))).toMatchObject({ found: true });
    });
  }
});

describe('what the server repeats of the request is short', () => {
  it('echoes at most 80 characters of an unknown tool name, a missing page or an unknown network', async () => {
    const long = 'x'.repeat(100_000);
    for (const [tool, args] of [
      [long, {}],
      ['get_page', { path_or_url: `/${'y'.repeat(1_900)}` }],
    ] as const) {
      const error = await rejected(tool, args);
      expect(error.message.length, tool.slice(0, 20)).toBeLessThan(300);
      expect(error.message).toContain('…');
    }
    const reason = json(await call('get_network', { name: 'z'.repeat(1_900) })).reason as string;
    expect(reason.length).toBeLessThan(200);
    const uri = await client.readResource({ uri: `https://docs.linea.build/${'u'.repeat(100_000)}` }).then(
      () => undefined,
      (e: unknown) => e as McpError,
    );
    expect(uri?.message).toMatch(/uri is longer than 2000 characters/);
    expect(uri!.message.length).toBeLessThan(300);
  });
});

describe('the build folder', () => {
  it('refuses parent directories, NUL bytes and links that lead outside it', () => {
    const build = new BuildFolder(root);
    expect(() => build.file('../secret.md')).toThrow(RefusedError);
    expect(() => build.file('a\0b')).toThrow(RefusedError);
    expect(() => build.file('escape.md')).toThrow(/outside the documentation build/);
    expect(build.readText('index.md')).toContain('Linea');
  });

  it('is refused when it is not a production build', () => {
    expect(() => new BuildFolder(dir)).toThrow(/not a production build/);
  });

  it('reads page paths from paths, twins and URLs of this site only', () => {
    const site = 'https://docs.linea.build';
    expect(pagePathOf('get-started/', site)).toBe('/get-started');
    expect(pagePathOf('/index.md', site)).toBe('/');
    expect(pagePathOf('https://docs.linea.build/a/b.md?x=1#y', site)).toBe('/a/b');
    expect(() => pagePathOf('//evil.example/x', site)).toThrow(RefusedError);
    expect(() => pagePathOf('C:\\Windows', site)).toThrow(RefusedError);
  });

  it('names the scheme of a URL that has no origin, instead of calling it "null"', () => {
    const site = 'https://docs.linea.build';
    const cases: [string, string][] = [
      ['file:///etc/passwd', 'file:'],
      ['javascript:alert(1)', 'javascript:'],
      ['data:text/plain,x', 'data:'],
    ];
    for (const [input, scheme] of cases) {
      expect(() => pagePathOf(input, site), input).toThrow(`${scheme} URLs are not pages of this site`);
      expect(() => pagePathOf(input, site), input).not.toThrow(/null/);
    }
    expect(() => pagePathOf('https://evil.example/x', site)).toThrow('https://evil.example is another site');
  });
});

describe('over HTTP, malformed requests get a clear status and the server keeps serving', () => {
  let http: HttpServer;
  let port = 0;

  beforeAll(async () => {
    http = createHttpServer(ctx);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  /** A raw request, so the test controls the request target, the headers and how the body is sent. */
  function raw(method: string, target: string, headers: Record<string, string>, chunks: (string | Buffer)[]): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = request({ host: '127.0.0.1', port, method, path: target, headers }, (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      });
      // The server may close the connection before the whole body is sent: once its answer has
      // started, that answer counts; before, the error fails the test instead of leaving it hanging.
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });
  }
  const json = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
  const run = promisify(execFile);
  const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
  const stillServes = async () => expect((await raw('POST', MCP_PATH, json, [initialize])).status).toBe(200);

  it('answers a body over the limit with 413 and a JSON-RPC error, declared or streamed', async () => {
    const big = `{"pad":"${'x'.repeat(MCP_MAX_BODY_BYTES)}"}`;
    const declared = await raw('POST', MCP_PATH, { ...json, 'Content-Length': String(Buffer.byteLength(big)) }, [big]);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ error: MCP_TOO_LARGE_ERROR });
    const streamed = await raw('POST', MCP_PATH, { ...json, 'Transfer-Encoding': 'chunked' }, [big.slice(0, 40_000), big.slice(40_000)]);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ error: MCP_TOO_LARGE_ERROR });
    await stillServes();
  });

  it('lets a client that is still streaming its body read the 413, instead of resetting the connection under it', async () => {
    // fetch in another process (its own event loop, as a real client has) streams 4 MB in
    // 100 KB chunks, within what the server reads and drops after its 413, and reads the answer
    // only once it has written what it was sending.
    const client = `
      const chunk = new TextEncoder().encode('x'.repeat(100000));
      const body = new ReadableStream({ start(c) { for (let n = 0; n < 40; n++) c.enqueue(chunk); c.close(); } });
      fetch(process.argv[1], { method: 'POST', headers: ${JSON.stringify(json)}, body, duplex: 'half' })
        .then(async (res) => console.log(res.status, await res.text()))
        .catch((error) => console.log('failed', error.cause?.code ?? error.message));`;
    const { stdout } = await run(process.execPath, ['-e', client, `http://127.0.0.1:${port}${MCP_PATH}`]);
    expect(stdout).toMatch(/^413 /);
    expect(JSON.parse(stdout.slice(4))).toMatchObject({ error: MCP_TOO_LARGE_ERROR });
    await stillServes();
  });

  it('keeps the connection open after a 413 whose body it read to the end, for the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: string) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: MCP_PATH, headers: json, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      expect(await send(`{"pad":"${'x'.repeat(MCP_MAX_BODY_BYTES)}"}`)).toEqual({ status: 413, reused: false });
      expect(await send(initialize)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('answers a request target that is not a path with 400, not a server error', async () => {
    const res = await raw('POST', '//', json, [initialize]);
    expect(res.status).toBe(400);
    expect(res.body).toContain(MCP_PATH);
    await stillServes();
  });

  it('answers a body that is not JSON with a parse error', async () => {
    const res = await raw('POST', MCP_PATH, json, ['{"jsonrpc": "2.0", "method": ']);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: -32700 } });
    await stillServes();
  });

  it('answers JSON that is not a JSON-RPC 2.0 request with -32600 Invalid Request, not a parse error', async () => {
    const cases: [string, number | null, RegExp][] = [
      ['{"jsonrpc":"1.0","id":7,"method":"tools/list"}', 7, /"jsonrpc" must be "2.0"/],
      ['{"jsonrpc":"2.0","id":null,"method":"tools/list"}', null, /"id" must be a string or an integer/],
      ['42', null, /must be a JSON object, not a number/],
      ['[]', null, /empty batch/],
      ['[{"jsonrpc":"2.0","id":1,"method":"ping"},"x"]', null, /batch member 1/],
      ['[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":1,"method":"ping"}]', null, /two requests in the batch have the id 1/],
      ['{"jsonrpc":"2.0","id":8,"method":"ping","params":{"_meta":"x"}}', 8, /"params\._meta" must be an object/],
      ['{"jsonrpc":"2.0","id":9,"method":"tools/list","params":{"_meta":{"progressToken":{}}}}', 9, /"params\._meta\.progressToken" must be a string or an integer/],
    ];
    for (const [body, id, message] of cases) {
      const res = await raw('POST', MCP_PATH, json, [body]);
      expect(res.status, body).toBe(400);
      expect(JSON.parse(res.body), body).toEqual({ jsonrpc: '2.0', id, error: { code: -32600, message: expect.stringMatching(message) } });
    }
    await stillServes();
  });

  it('answers params of the wrong shape with -32602 and a line naming the field, not an internal error', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['tools/call', { name: 'get_page', arguments: ['/'] }, /^Invalid params for tools\/call: params\.arguments: expected record, received array\.$/],
      ['tools/call', { name: 42 }, /^Invalid params for tools\/call: params\.name: expected string, received number\.$/],
      ['resources/read', {}, /^Invalid params for resources\/read: params\.uri: missing \(expected string\)\.$/],
    ];
    for (const [method, params, message] of cases) {
      const res = await raw('POST', MCP_PATH, json, [JSON.stringify({ jsonrpc: '2.0', id: 3, method, params })]);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body), res.body).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32602, message: expect.stringMatching(message) } });
    }
    await stillServes();
  });

  it('refuses a compressed body with 415, saying compressed bodies are not accepted', async () => {
    const res = await raw('POST', MCP_PATH, { ...json, 'Content-Encoding': 'gzip' }, [gzipSync(initialize)]);
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({ error: { message: expect.stringMatching(/compressed request bodies .* are not accepted/) } });
    await stillServes();
  });

  it('answers a message nested too deeply to check with -32600, instead of a server error', async () => {
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const body of [`{"jsonrpc":${deep(6000)},"id":1,"method":"ping"}`, `[{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":${deep(6000)}}}]`]) {
      const res = await raw('POST', MCP_PATH, json, [body]);
      expect(res.status, body.slice(0, 40)).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: -32600, message: expect.stringMatching(/more than 64 levels deep/) } });
    }
    await stillServes();
  });

  it('answers a batch that cancels one of its own requests, instead of holding the connection', async () => {
    const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
    const cancel = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } };
    const res = await raw('POST', MCP_PATH, json, [JSON.stringify([ping(1), ping(2), cancel])]);
    expect(JSON.parse(res.body)).toEqual([
      { jsonrpc: '2.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: 2, result: {} },
    ]);
  });

  it('answers a batch with the array of its responses, in order', async () => {
    const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
    const res = await raw('POST', MCP_PATH, json, [JSON.stringify([ping(4), { jsonrpc: '2.0', method: 'notifications/initialized' }, ping(5)])]);
    expect(JSON.parse(res.body)).toEqual([
      { jsonrpc: '2.0', id: 4, result: {} },
      { jsonrpc: '2.0', id: 5, result: {} },
    ]);
  });
});

describe('over stdio, a line the server cannot read gets a JSON-RPC error and a line on stderr', () => {
  /** A docs server on a stdio transport over in-memory streams; `send` writes lines, `next` reads answers. */
  async function stdio(options: { maxLineBytes?: number } = {}) {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const logged: string[] = [];
    const answers: unknown[] = [];
    let buffer = '';
    stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let nl = buffer.indexOf('\n'); nl !== -1; nl = buffer.indexOf('\n')) {
        answers.push(JSON.parse(buffer.slice(0, nl)));
        buffer = buffer.slice(nl + 1);
      }
    });
    const transport = new CheckedStdioServerTransport(stdin, stdout, { log: (line) => logged.push(line), ...options });
    const server = createDocsServer(ctx);
    await server.connect(transport);
    return {
      logged,
      send: (...lines: string[]) => stdin.write(lines.map((l) => `${l}\n`).join('')),
      /** Ends the input with `text`, which need not end in a line break. */
      end: (text: string) => stdin.end(text),
      /** The next answer, within a second. */
      next: async (): Promise<unknown> => {
        const deadline = Date.now() + 1000;
        while (answers.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        if (answers.length === 0) throw new Error('no answer within a second');
        return answers.shift();
      },
      close: () => server.close(),
    };
  }
  const ping = (id: number | string) => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });

  it('answers a line that is not JSON with -32700 (id null) and goes on serving', async () => {
    const io = await stdio();
    for (const line of ['{"jsonrpc":"2.0",', 'not json']) {
      io.send(line);
      expect(await io.next(), line).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the line is not JSON.' } });
    }
    expect(io.logged).toEqual([expect.stringMatching(/^linea-docs-mcp: Parse error: .*"\{\\"jsonrpc/), expect.stringMatching(/^linea-docs-mcp: Parse error: .*not json/)]);
    io.send(ping(1));
    expect(await io.next()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    await io.close();
  });

  it('answers a message that is not a valid JSON-RPC request with -32600, with its id when it has one', async () => {
    const io = await stdio();
    io.send('{"jsonrpc":"1.0","id":3,"method":"tools/list"}');
    expect(await io.next()).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32600, message: 'Invalid Request: "jsonrpc" must be "2.0", not "1.0".' } });
    io.send('{"jsonrpc":"2.0","id":{"x":1},"method":"ping"}');
    expect(await io.next()).toMatchObject({ id: null, error: { code: -32600 } });
    io.send('[]');
    expect(await io.next()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: an empty batch.' } });
    expect(io.logged).toHaveLength(3);
    io.send(ping(4));
    expect(await io.next()).toEqual({ jsonrpc: '2.0', id: 4, result: {} });
    await io.close();
  });

  it('answers a batch as HTTP does: the responses to its requests, together on one line', async () => {
    const io = await stdio();
    io.send(`[${ping(4)},{"jsonrpc":"2.0","method":"notifications/initialized"},${ping('five')}]`);
    expect(await io.next()).toEqual([
      { jsonrpc: '2.0', id: 4, result: {} },
      { jsonrpc: '2.0', id: 'five', result: {} },
    ]);
    io.send(ping(6));
    expect(await io.next()).toEqual({ jsonrpc: '2.0', id: 6, result: {} });
    expect(io.logged).toEqual([]);
    await io.close();
  });

  it('sends the rest of a batch when the client cancels one of its requests, which gets no response', async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const lines: string[] = [];
    stdout.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    // The transport alone, answering as a server would: request 1 is answered, request 2 is cancelled.
    const transport = new CheckedStdioServerTransport(stdin, stdout, { log: () => {} });
    await transport.start();
    stdin.write(`[${ping(1)},${ping(2)}]\n`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await transport.send({ jsonrpc: '2.0', id: 1, result: {} });
    expect(lines).toEqual([]);
    stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 2 } })}\n`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.map((l) => JSON.parse(l))).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }]);
    await transport.close();
  });

  it('answers a line nested too deeply to check with -32600, instead of ending the process', async () => {
    const io = await stdio();
    const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    io.send(`[{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":${deep}}}]`);
    expect(await io.next()).toMatchObject({ id: null, error: { code: -32600, message: expect.stringMatching(/more than 64 levels deep/) } });
    io.send(`{"jsonrpc":${deep},"id":2,"method":"ping"}`);
    expect(await io.next()).toMatchObject({ id: 2, error: { code: -32600 } });
    io.send(ping(3));
    expect(await io.next()).toEqual({ jsonrpc: '2.0', id: 3, result: {} });
    await io.close();
  });

  it('answers a batch that cancels one of its own requests, and the next line', async () => {
    const io = await stdio();
    io.send(`[${ping(1)},${ping(2)},${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } })}]`);
    expect(await io.next()).toEqual([
      { jsonrpc: '2.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: 2, result: {} },
    ]);
    io.send(ping(3));
    expect(await io.next()).toEqual({ jsonrpc: '2.0', id: 3, result: {} });
    await io.close();
  });

  it('answers params of the wrong shape with -32602 naming the field', async () => {
    const io = await stdio();
    io.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_page', arguments: ['/'] } }));
    expect(await io.next()).toMatchObject({ id: 2, error: { code: -32602, message: expect.stringContaining('params.arguments') } });
    await io.close();
  });

  it('answers a line over the size limit with -32600 and reads the next one', async () => {
    const io = await stdio({ maxLineBytes: 1000 });
    io.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'x'.repeat(5000) } } }), ping(2));
    expect(await io.next()).toMatchObject({ id: null, error: { code: -32600, message: expect.stringContaining('1000 bytes') } });
    expect(await io.next()).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
    await io.close();
  });

  it('answers a last line that the input ends without a line break', async () => {
    const io = await stdio();
    io.send(ping(1));
    io.end(ping(2));
    expect(await io.next()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    expect(await io.next()).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
    await io.close();
  });

  it('is the transport the command uses', async () => {
    const bin = join(__dirname, '../../mcp/bin/linea-docs-mcp.mjs');
    const child = spawn(process.execPath, [bin, '--build', root], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdin.write(`not json\n${ping(9)}\n`);
    const deadline = Date.now() + 15_000;
    while ((out.split('\n').length < 3 || !err.endsWith('\n')) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill();
    expect(out.trim().split('\n').map((l) => JSON.parse(l) as unknown)).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the line is not JSON.' } },
      { jsonrpc: '2.0', id: 9, result: {} },
    ]);
    expect(err).toMatch(/^linea-docs-mcp: Parse error: the line is not JSON\. Line: "not json"\n$/);
  }, 20_000);
});

describe('the HTTP command', () => {
  it(`stops within ${STOP_GRACE_MS / 1000} seconds of SIGTERM, even while a client holds a request open`, async () => {
    const free = createNetServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise<void>((resolve) => free.close(() => resolve()));
    const bin = join(__dirname, '../../mcp/bin/linea-docs-mcp.mjs');
    const child = spawn(process.execPath, [bin, '--http', '--port', String(port), '--build', root], { stdio: ['ignore', 'ignore', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    let held: ReturnType<typeof request> | undefined;
    try {
      const deadline = Date.now() + 15_000;
      while (!err.includes('serving') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(err).toContain('serving');
      // A body announced and never finished: the request stays open until the server gives up on it.
      held = request({ host: '127.0.0.1', port, method: 'POST', path: MCP_PATH, headers: { 'Content-Type': 'application/json', 'Content-Length': '1000' } });
      held.on('error', () => {});
      held.write('{"jsonrpc":');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(STOP_GRACE_MS + 2000);
    } finally {
      // Neither the held request nor a server that never said it was serving, or did not stop, is left open.
      held?.destroy();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 30_000);
});
