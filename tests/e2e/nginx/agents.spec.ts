import { test, expect } from '../support/fixtures';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { servers } from '../support/env';
import { MCP_MAX_BODY_BYTES, MCP_TOO_LARGE_ERROR } from '../../../src/lib/agentPaths';
import { linksetProblems } from '../../../src/lib/apiCatalog';
import { site } from '../../../src/config/site';

/** What nginx does for agents: Markdown on request, the API catalog, robots.txt and the MCP server at /mcp. */

const page = '/get-started/how-to/bridge';

function varyOf(headers: { name: string; value: string }[]): string[] {
  return headers.filter((h) => h.name.toLowerCase() === 'vary').flatMap((h) => h.value.split(',').map((v) => v.trim().toLowerCase()));
}

test.describe('Markdown on request', () => {
  for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9, */*;q=0.8', 'text/html;q=0.5, text/markdown']) {
    test(`Accept: ${accept} gets the Markdown twin`, async ({ request }) => {
      for (const [path, twin] of [[page, `${page}.md`], ['/', '/index.md']] as const) {
        const res = await request.get(path, { headers: { accept } });
        expect(res.status(), path).toBe(200);
        expect(res.headers()['content-type'], path).toBe('text/markdown; charset=utf-8');
        expect(varyOf(res.headersArray()), path).toContain('accept');
        expect(await res.text(), path).toBe(await (await request.get(twin)).text());
        expect(res.headers().link, path).toBeUndefined();
      }
    });
  }

  for (const accept of ['*/*', 'text/html, text/markdown;q=0.5', 'text/markdown;;q=nope', 'text/markdown;q=2', '', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8']) {
    test(`Accept: "${accept}" gets HTML with a Link to the twin`, async ({ request }) => {
      const res = await request.get(page, { headers: { accept } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);
      expect(varyOf(res.headersArray())).toContain('accept');
      expect(res.headers().link).toBe(`<${page}.md>; rel="alternate"; type="text/markdown"`);
      // The HTML is minified: attribute quotes are optional.
      const links = (await res.text()).match(/<link\b[^>]*>/g) ?? [];
      const alternate = links.filter((l) => /\brel="?alternate"?[\s>]/.test(l) && /\btype="?text\/markdown"?[\s>]/.test(l));
      expect(alternate.map((l) => /\bhref="?([^"\s>]+)/.exec(l)?.[1])).toEqual([`${page}.md`]);
    });
  }

  test('files and missing pages are not negotiated', async ({ request }) => {
    const missing = await request.get('/no/such/page', { headers: { accept: 'text/markdown' } });
    expect(missing.status()).toBe(404);
    expect(missing.headers().link).toBeUndefined();
    const twin = await request.get(`${page}.md`, { headers: { accept: 'text/markdown' } });
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const robots = await request.get('/robots.txt', { headers: { accept: 'text/markdown' } });
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  });
});

test('the API catalog is an RFC 9727 linkset whose links on this site resolve', async ({ request }) => {
  const res = await request.get('/.well-known/api-catalog');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"');
  const catalog = (await res.json()) as { linkset: Record<string, unknown>[] };
  expect(linksetProblems(catalog)).toEqual([]);
  const hrefs = catalog.linkset.flatMap((c) => Object.values(c).flatMap((v) => (Array.isArray(v) ? v.map((t: { href: string }) => t.href) : [])));
  const local = hrefs.filter((h) => h.startsWith(site.url) && !h.endsWith('/mcp'));
  expect(local.length).toBeGreaterThan(2);
  for (const href of local) expect((await request.get(href.replace(site.url, ''))).status(), href).toBe(200);
});

test('robots.txt states the content signals', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*\nContent-Signal: search=yes, ai-input=yes, ai-train=yes$/m);
});

test.describe('MCP server behind nginx', () => {
  const endpoint = () => new URL('/mcp', servers.nginx.url);

  test('answers the SDK client over Streamable HTTP, refuses bad calls and keeps serving', async () => {
    const client = new Client({ name: 'e2e-http', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(endpoint()));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain('search_docs');
      const answer = await client.callTool({ name: 'search_docs', arguments: { query: 'linea_estimateGas' } });
      const results = (answer.structuredContent as { results: { url: string }[] }).results;
      expect(results[0]!.url).toBe(`${site.url}/api/reference/linea-estimategas`);
      for (const [name, args] of [
        ['no_such_tool', {}],
        ['get_page', { path_or_url: '/../../etc/passwd' }],
        ['get_page', { path_or_url: 'https://example.com/' }],
        ['search_docs', { query: 'q'.repeat(10_000) }],
        ['search_docs', { query: 7 }],
      ] as const) {
        const error = await client.callTool({ name, arguments: args as Record<string, unknown> }).then(() => undefined, (e: unknown) => e);
        expect(error, name).toBeInstanceOf(McpError);
        expect((error as McpError).code).toBe(-32602);
      }
      const page = await client.callTool({ name: 'get_page', arguments: { path_or_url: '/' } });
      expect((page.content as { text: string }[])[0]!.text).toMatch(/^# /);
    } finally {
      await client.close();
    }
  });

  test('malformed JSON-RPC gets a JSON-RPC error, not a crash', async ({ request }) => {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    // A Buffer goes out as is (Playwright would send a string as a JSON string).
    const broken = await request.post('/mcp', { headers, data: Buffer.from('{"jsonrpc": "2.0", "method": ') });
    expect(broken.status()).toBe(400);
    expect((await broken.json()).error.code).toBe(-32700);
    const notRpc = await request.post('/mcp', { headers, data: { hello: 'world' } });
    expect(notRpc.status()).toBe(400);
    expect((await notRpc.json()).error.code).toBe(-32600);
    const get = await request.get('/mcp');
    expect(get.status()).toBe(405);
    expect(get.headers()['cache-control']).toBe('no-store');
    const init = await request.post('/mcp', {
      headers,
      data: { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } },
    });
    expect(init.status()).toBe(200);
    expect((await init.json()).result.serverInfo.name).toBe('linea-docs');
  });

  test('a POST to /mcp/ is redirected with 308, so the client sends it again as a POST with its body', async ({ request }) => {
    const res = await request.post('/mcp/?x=1', { data: {}, maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers().location).toBe('/mcp?x=1');
  });

  test('a body over the limit gets 413 and the same JSON-RPC error the server itself gives', async ({ request }) => {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    for (const size of [MCP_MAX_BODY_BYTES + 1, 2 * 1024 * 1024]) {
      const res = await request.post('/mcp', { headers, data: JSON.stringify({ pad: 'x'.repeat(size) }) });
      expect(res.status(), `${size} bytes`).toBe(413);
      expect(res.headers()['content-type'], `${size} bytes`).toContain('application/json');
      expect(await res.json(), `${size} bytes`).toMatchObject({ jsonrpc: '2.0', error: MCP_TOO_LARGE_ERROR, id: null });
    }
  });
});
