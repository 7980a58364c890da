import { createServer, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { inventory } from '../support/inventory';
import { siteRedirects } from '../../../src/config/redirects';

/** The production web server: Debian's nginx with the configuration generated from the build. */
const pages = inventory.map((r) => r.path);
// The legacy paths and the official docs' current paths.
const redirects = siteRedirects().flatMap((r) => r.from.map((from) => ({ from, to: r.to })));

test.describe('status codes', () => {
  test('every page of the inventory answers 200', async ({ request }) => {
    for (const path of pages) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  });

  test('every legacy and official path answers 301 with its new location', async ({ request }) => {
    expect(redirects.length).toBeGreaterThan(0);
    for (const r of redirects) {
      const res = await request.get(r.from, { maxRedirects: 0 });
      expect(res.status(), r.from).toBe(301);
      expect(res.headers().location, r.from).toBe(r.to);
    }
  });

  test('a legacy redirect keeps the query string', async ({ request }) => {
    const { from, to } = redirects[0]!;
    const res = await request.get(`${from}?utm_source=forum&highlight=bridge`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(`${to}?utm_source=forum&highlight=bridge`);
  });

  test('unknown paths answer 404 with the not-found page', async ({ request }) => {
    const res = await request.get('/no/such/page');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  test('a malformed or over-long URL answers with the not-found page, not a bare error', async ({ baseURL }) => {
    // Sent as written: a client library would encode the stray "%" first.
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(baseURL!);
        const req = httpGet({ hostname, port, path }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
      });
    for (const [path, status] of [
      ['/nope%E0%A4%A', 400],
      [`/get-started?q=${'a'.repeat(9000)}`, 414],
    ] as const) {
      const res = await rawGet(path);
      expect(res.status, path.slice(0, 30)).toBe(status);
      expect(res.body, path.slice(0, 30)).toContain('Page Not Found');
    }
  });

  test('a trailing slash redirects to the canonical URL', async ({ request }) => {
    const res = await request.get('/get-started/', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/get-started');
  });

  test('repeated slashes and file names redirect to the clean URL, keeping the query string', async ({ request, baseURL }) => {
    const cases: [string, string][] = [
      ['//get-started', '/get-started'],
      ['/get-started//tooling?q=gas', '/get-started/tooling?q=gas'],
      ['/get-started?next=//x', ''],
      ['///example.com/x', '/example.com/x'],
      ['/get-started.html?utm_source=x', '/get-started?utm_source=x'],
      ['/get-started/how-to/index.html', '/get-started/how-to'],
      ['/index.html', '/'],
    ];
    // Joined by hand: a path that starts with // would resolve against the base URL as a host.
    for (const [from, to] of cases) {
      const res = await request.get(`${baseURL}${from}`, { maxRedirects: 0 });
      // A slash pair inside the query string is not a path's.
      expect(res.status(), from).toBe(to ? 301 : 200);
      if (to) expect(res.headers().location, from).toBe(to);
    }
    // Every location is built from the request as sent: an encoded line break stays encoded (no
    // header is added), and so does an encoded backslash (/\evil.example would leave the site).
    for (const [from, to] of [
      ['//%0d%0aSet-Cookie:x=1', '/%0d%0aSet-Cookie:x=1'],
      ['/%0dSet-Cookie:x=1.html', '/%0dSet-Cookie:x=1'],
      ['/a%0dSet-Cookie:x=1/', '/a%0dSet-Cookie:x=1'],
      ['/%5Cevil.example.html', '/%5Cevil.example'],
      ['/%5Cevil.example/', '/%5Cevil.example'],
    ]) {
      const res = await request.get(`${baseURL}${from}`, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers().location, from).toBe(to);
      expect(res.headers()['set-cookie'], from).toBeUndefined();
    }
  });

  test('a page opened at a repeated slash keeps its content after hydration', async ({ page, baseURL }) => {
    await gotoHydrated(page, `${baseURL}//get-started`);
    expect(new URL(page.url()).pathname).toBe('/get-started');
    await expect(page.locator('article h1')).not.toHaveText(/Page Not Found/);
  });
});

test.describe('headers', () => {
  const security = {
    'strict-transport-security': /max-age=\d{7,}/,
    'x-content-type-options': /^nosniff$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    'permissions-policy': /camera=\(\)/,
    'content-security-policy': /frame-ancestors 'none'/,
  };

  async function firstAsset(request: import('@playwright/test').APIRequestContext, kind: 'js' | 'css'): Promise<string> {
    const html = await (await request.get('/')).text();
    const match = new RegExp(`/assets/${kind}/[^"'\\s>]+\\.${kind}`).exec(html);
    expect(match, `no ${kind} asset linked from /`).not.toBeNull();
    return match![0];
  }

  test('security headers on pages, assets, redirects and errors', async ({ request }) => {
    const js = await firstAsset(request, 'js');
    for (const path of ['/', '/get-started', js, '/no/such/page', redirects[0]!.from]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      for (const [name, pattern] of Object.entries(security)) expect(headers[name], `${name} on ${path}`).toMatch(pattern);
    }
  });

  test('a range past the end answers 416 with each header once', async ({ request }) => {
    const js = await firstAsset(request, 'js');
    for (const path of ['/', js, '/search-index.json']) {
      // Uncompressed: nginx serves no ranges of a compressed reply.
      const response = await request.get(path, { headers: { Range: 'bytes=999999999-', 'Accept-Encoding': 'identity' } });
      expect(response.status(), path).toBe(416);
      const names = response.headersArray().map(({ name }) => name.toLowerCase());
      for (const name of [...Object.keys(security), 'cache-control']) expect(names.filter((n) => n === name), `${name} on ${path}`).toHaveLength(1);
      // Nor is any other header line (two Vary lines with different values are two headers).
      const lines = response.headersArray().map(({ name, value }) => `${name.toLowerCase()}: ${value}`);
      expect(lines.filter((line, n) => lines.indexOf(line) !== n), path).toEqual([]);
      expect(names).not.toContain('x-range-not-satisfiable');
    }
    // A range inside the file is still served.
    expect((await request.get(js, { headers: { Range: 'bytes=0-9', 'Accept-Encoding': 'identity' } })).status()).toBe(206);
  });

  test('the CSP allows only our origin for scripts, with hashes for the inline ones', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy']!;
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'))!;
    for (const source of scriptSrc.split(/\s+/).slice(1)) expect(source).toMatch(/^('self'|'sha256-[A-Za-z0-9+/]+=*')$/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  test('hashed assets are immutable; pages and the search index revalidate', async ({ request }) => {
    for (const kind of ['js', 'css'] as const) {
      expect((await request.get(await firstAsset(request, kind))).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/', '/get-started', '/search-index.json']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
    }
  });

  test('text responses are compressed, with brotli when the browser accepts it', async ({ request }) => {
    const js = await firstAsset(request, 'js');
    for (const path of ['/get-started', js, '/search-index.json']) {
      const gz = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers()['content-encoding'], path).toBe('gzip');
      const br = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers()['content-encoding'], path).toBe('br');
    }
  });
});

test.describe('pages under the Content-Security-Policy', () => {
  const samples = ['/', '/get-started', '/technology/architecture', '/zero-knowledge-glossary', '/search?q=linea'];

  for (const path of samples) {
    test(`${path} renders with no CSP violation`, async ({ page }) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __csp: string[] }).__csp ??= [];
          (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await gotoHydrated(page, path);
      // Exercise the lazily loaded parts: search index and worker, diagrams, math.
      await page.locator('.navbar__search-input').first().fill('linea');
      // The first answer waits for the index download and decode, slow on busy CI cores; this test
      // checks the policy, bench:search measures the speed.
      await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      expect([...violations, ...reported]).toEqual([]);
    });
  }
});

test('under the CSP, the JSON-RPC console reaches a node on this machine over plain http', async ({ page }) => {
  // The console accepts http://127.0.0.1 and http://localhost endpoints; the policy must let them through.
  const node = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":"0x1b58"}');
  });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  try {
    const rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}/`;
    await gotoHydrated(page, `/api/reference/eth-blocknumber?${new URLSearchParams({ network: 'custom', rpcUrl })}`);
    await page.getByRole('button', { name: 'Send request' }).click();
    const response = page.locator('[data-state]');
    await expect(response).toHaveAttribute('data-state', 'result');
    await expect(response).toContainText('0x1b58');
  } finally {
    node.close();
  }
});
