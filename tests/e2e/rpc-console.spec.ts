/**
 * The "Try it" console on the JSON-RPC reference pages, driven against a JSON-RPC server that the
 * test starts on 127.0.0.1 (with CORS preflight). Each scenario is a path on that server, so one
 * server serves every test; what it received is checked against what the page shows.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page, Request } from '@playwright/test';
import { MAX_SHARED_QUERY_CHARS, RPC_REQUEST_TIMEOUT_MS } from '../../src/config/rpc-console';
import { seriousViolations } from './support/axe';
import { test, expect, gotoBeforeHydration, gotoHydrated, waitForHydration } from './support/fixtures';

interface Received {
  path: string;
  method: string;
  contentType: string | undefined;
  body: string;
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

let server: Server;
let base = '';
const received: Received[] = [];
const held: ServerResponse[] = [];

function reply(res: ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, { ...cors, 'Content-Type': contentType });
  res.end(body);
}

function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  const path = new URL(req.url ?? '/', base).pathname;
  received.push({ path, method: req.method ?? '', contentType: req.headers['content-type'], body });
  const id = (() => {
    try {
      return (JSON.parse(body) as { id?: unknown }).id ?? null;
    } catch {
      return null;
    }
  })();
  switch (path.split('/')[1]) {
    case 'ok':
      return reply(res, 200, 'application/json', JSON.stringify({ jsonrpc: '2.0', id, result: { marker: 'served-by-test-server', echo: JSON.parse(body) } }));
    case 'rpc-error':
      return reply(res, 200, 'application/json', JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32000, message: 'Gas price too low' } }));
    case 'error-without-message':
      return reply(res, 200, 'application/json', JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32000 } }));
    case 'http-500':
      return reply(res, 500, 'text/plain', 'upstream exploded');
    case 'not-json':
      return reply(res, 200, 'text/html', '<html><body>Welcome to nginx!</body></html>');
    case 'rate-limited':
      res.writeHead(429, { ...cors, 'Content-Type': 'text/plain', 'Retry-After': '7', 'Access-Control-Expose-Headers': 'Retry-After' });
      res.end('Too many requests');
      return;
    case 'not-served':
      return reply(res, 200, 'application/json', JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }));
    case 'estimate':
      return reply(res, 200, 'application/json', JSON.stringify({ jsonrpc: '2.0', id, result: { gasLimit: '0x5208', baseFeePerGas: '0x7', priorityFeePerGas: '0x1' } }));
    case 'documented-error':
      return reply(res, 200, 'application/json', JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32000, message: 'Gas limit of transaction is greater than the allowed max of 24000000' } }));
    case 'huge':
      return reply(res, 200, 'application/json', JSON.stringify({ jsonrpc: '2.0', id, result: 'ab'.repeat(60_000) }));
    case 'no-cors':
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result: null }));
      return;
    case 'slow':
      held.push(res);
      return;
    case 'redirect':
      res.writeHead(301, { ...cors, Location: `/redirect-target${path.slice('/redirect'.length)}` });
      res.end();
      return;
    case 'redirect-target':
      // A browser follows a 301 with a GET and no body: what it gets here does not answer the request.
      return reply(res, 200, 'application/json', JSON.stringify({ jsonrpc: '2.0', id: null, result: `reached-with-${req.method}` }));
    case 'cut-off':
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.write('{"jsonrpc":"2.0","id":1,');
      setTimeout(() => res.socket?.destroy(), 100);
      return;
    case 'deep':
      return reply(res, 200, 'application/json', `{"jsonrpc":"2.0","id":1,"result":${'['.repeat(200_000)}${']'.repeat(200_000)}}`);
    case 'batch':
      return reply(res, 200, 'application/json', JSON.stringify([{ jsonrpc: '2.0', id, result: '0x1' }]));
    case 'other-id':
      return reply(res, 200, 'application/json', JSON.stringify({ jsonrpc: '1.0', id: 99, result: '0x1' }));
    case 'long-error':
      return reply(res, 200, 'application/json', JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32000, message: `\u202Eevil\u202C ${'x'.repeat(100_000)}` } }));
    default:
      return reply(res, 404, 'text/plain', 'no such scenario');
  }
}

test.beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  for (const res of held) res.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A fresh scenario path per test, so parallel tests never read each other's requests. */
function endpoint(scenario: string, testId: string): string {
  return `${base}/${scenario}/${encodeURIComponent(testId)}`;
}

function receivedAt(url: string): Received[] {
  const path = new URL(url).pathname;
  return received.filter((r) => r.path === path);
}

function pagePath(slug: string, query: Record<string, string>): string {
  return `/api/reference/${slug}?${new URLSearchParams(query).toString()}`;
}

const response = (page: Page): Locator => page.locator('[data-state]');
const sendButton = (page: Page): Locator => page.getByRole('button', { name: 'Send request' });
/** The console's status line, which screen readers announce after each step. */
const consoleStatus = (page: Page): Locator => page.getByRole('status').and(page.locator('[data-console-status]'));

/** The program shown in the selected tab, with its line breaks. */
async function shownSample(page: Page): Promise<string> {
  return page.locator('[role="tabpanel"]:not([hidden]) pre code').first().innerText();
}

function curlParts(sample: string): { url: string; body: string } {
  const match = /^curl (\S+) \\\n[\s\S]*?--data '([\s\S]*)'\s*$/.exec(sample.trim());
  if (!match) throw new Error(`not a curl sample:\n${sample}`);
  return { url: match[1]!, body: match[2]!.replace(/'\\''/g, "'") };
}

const TX_HASH = `0x${'ab'.repeat(32)}`;

test('a successful call shows status, time and result, and the curl sample is exactly what was sent', async ({ page, problems }, info) => {
  const url = endpoint('ok', info.testId);
  await gotoHydrated(page, pagePath('linea-estimategas', { network: 'custom', rpcUrl: url }));

  await expect(page.getByLabel('Network')).toHaveValue('custom');
  await expect(page.getByLabel('Endpoint URL')).toHaveValue(url);
  const sample = curlParts(await shownSample(page));
  expect(sample.url).toBe(url);

  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  await expect(response(page)).toContainText('HTTP 200');
  await expect(response(page)).toContainText(/\d+ ms/);
  await expect(response(page)).toContainText('served-by-test-server');

  const [request] = receivedAt(url);
  expect(request?.method).toBe('POST');
  expect(request?.contentType).toBe('application/json');
  expect(request?.body).toBe(sample.body);
  expect(JSON.parse(request!.body)).toMatchObject({ jsonrpc: '2.0', id: 1, method: 'linea_estimateGas' });
  expect(problems.pageErrors).toEqual([]);
});

test('a JSON-RPC error object is shown as one, with its code and message', async ({ page }, info) => {
  const url = endpoint('rpc-error', info.testId);
  await gotoHydrated(page, pagePath('linea-estimategas', { network: 'custom', rpcUrl: url }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'rpc-error');
  await expect(response(page)).toContainText('JSON-RPC error -32000: Gas price too low');
  await expect(response(page)).toContainText('HTTP 200');
  expect(receivedAt(url)).toHaveLength(1);
  // A screen reader hears one line about the reply, not the panel's bodies read out in full.
  await expect(consoleStatus(page)).toHaveText('JSON-RPC error -32000. The reply is shown below.');
  await expect(response(page)).not.toHaveAttribute('aria-live');
  await expect(response(page).locator('[aria-live]')).toHaveCount(0);
  // Focus lands on it by its heading's name, not on its text.
  await expect(response(page)).toHaveAccessibleName('Response');
  await expect(response(page)).toHaveRole('region');
});

test('an HTTP 500 is reported as an HTTP error with the reply body', async ({ page }, info) => {
  const url = endpoint('http-500', info.testId);
  await gotoHydrated(page, pagePath('linea-estimategas', { network: 'custom', rpcUrl: url }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'http-error');
  await expect(response(page)).toContainText('HTTP 500');
  await expect(response(page)).toContainText('upstream exploded');
});

test('a reply that is not JSON is reported as such', async ({ page }, info) => {
  const url = endpoint('not-json', info.testId);
  await gotoHydrated(page, pagePath('linea-estimategas', { network: 'custom', rpcUrl: url }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'not-json');
  await expect(response(page)).toContainText('Not JSON');
  await expect(response(page)).toContainText('Welcome to nginx!');
});

test(`a request with no reply times out after ${RPC_REQUEST_TIMEOUT_MS} ms instead of loading forever`, async ({ page }, info) => {
  await page.clock.install();
  const url = endpoint('slow', info.testId);
  await gotoHydrated(page, pagePath('linea-estimategas', { network: 'custom', rpcUrl: url }));
  // The console loads a second after the page, once the browser is idle: run those timers.
  await page.clock.runFor(3_000);
  await expect(sendButton(page)).toBeVisible();
  // Paused, the page's clock moves only when the test moves it, however slow the machine is.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'loading');
  await expect.poll(() => receivedAt(url).length).toBe(1);

  await page.clock.fastForward(RPC_REQUEST_TIMEOUT_MS - 1_000);
  await expect(response(page)).toHaveAttribute('data-state', 'loading');
  await page.clock.fastForward(2_000);
  await expect(response(page)).toHaveAttribute('data-state', 'timeout');
  await expect(response(page)).toContainText(`within ${RPC_REQUEST_TIMEOUT_MS / 1000} seconds`);
});

test('a second Send supersedes the first, whose late reply is ignored', async ({ page }, info) => {
  const slow = endpoint('slow', info.testId);
  const ok = endpoint('ok', info.testId);
  await gotoHydrated(page, pagePath('linea-estimategas', { network: 'custom', rpcUrl: slow }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'loading');
  await expect.poll(() => receivedAt(slow).length).toBe(1);
  // The first request ends either way: aborted when superseded, or answered late below.
  const firstSettled = new Promise<void>((resolve) => {
    const settle = (request: Request) => {
      if (request.url().startsWith(slow)) resolve();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
  });

  await page.getByLabel('Endpoint URL').fill(ok);
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  await expect(response(page)).toContainText('served-by-test-server');

  // The first request now gets its answer, too late: the console keeps showing the second.
  for (const res of held.splice(0)) reply(res, 200, 'application/json', '{"jsonrpc":"2.0","id":1,"result":"late-reply"}');
  await firstSettled;
  // Whatever the page does with that reply, it has done once its main thread is idle.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  await expect(response(page)).not.toContainText('late-reply');
});

test('invalid JSON is flagged on the field and nothing is sent', async ({ page }, info) => {
  const url = endpoint('ok', info.testId);
  await gotoHydrated(page, pagePath('linea-estimategas', { network: 'custom', rpcUrl: url }));
  const call = page.getByRole('textbox', { name: /^call/ });
  await call.fill('{"to": ');

  const error = page.getByText(/^call is not valid JSON \(.+\)\. Expected a call object\.$/);
  await expect(error).toBeVisible();
  await expect(call).toHaveAttribute('aria-invalid', 'true');
  const errorId = await error.getAttribute('id');
  expect((await call.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId);

  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'invalid');
  await expect(call).toBeFocused();
  expect(receivedAt(url)).toEqual([]);

  await call.fill('{"to": "0x176211869ca2b568f2a7d4ee941e073a821ee1ff"}');
  await expect(call).toHaveAttribute('aria-invalid', 'false');
  await expect(error).toHaveCount(0);
});

test('a request too long for a link leaves the address bar at the last one that fits, and says so', async ({ page }) => {
  await gotoHydrated(page, pagePath('eth-call', { network: 'sepolia' }));
  const transaction = page.getByRole('textbox', { name: /^transaction/ });
  const to = '0x176211869ca2b568f2a7d4ee941e073a821ee1ff';
  await transaction.fill(JSON.stringify({ to, data: '0x1234' }));
  await expect.poll(() => new URL(page.url()).searchParams.get('param.transaction')).toContain('0x1234');
  // Init code of a contract runs to kilobytes: past the limit, the link is not written.
  await transaction.fill(JSON.stringify({ to, data: `0x${'60806040'.repeat(1000)}` }));
  const note = page.getByRole('status').filter({ hasText: 'too long to share as a link' });
  await expect(note).toBeVisible();
  expect(new URL(page.url()).searchParams.get('param.transaction')).toContain('0x1234');
  expect(page.url().length).toBeLessThan(MAX_SHARED_QUERY_CHARS);
  await transaction.fill(JSON.stringify({ to, data: '0xabcd' }));
  await expect(note).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).searchParams.get('param.transaction')).toContain('0xabcd');
});

test('a value of the wrong type is flagged per the parameter type and nothing is sent', async ({ page }, info) => {
  const url = endpoint('ok', info.testId);
  await gotoHydrated(page, pagePath('linea-getproof', { network: 'custom', rpcUrl: url }));
  const keys = page.getByRole('textbox', { name: /^storageKeys/ });
  await keys.fill('{"slot": "0x1"}');
  await expect(page.getByText(/^storageKeys must be an? .+ \(got an object\)\.$/)).toBeVisible();

  const address = page.getByRole('textbox', { name: /^address/ });
  await address.fill('0x1234');
  await expect(page.getByText('address must be an address (got "0x1234").')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'invalid');
  expect(receivedAt(url)).toEqual([]);
});

test('the console state is read from the link, and edits are written back to it', async ({ page }, info) => {
  const url = endpoint('ok', info.testId);
  await gotoHydrated(page, pagePath('linea-gettransactionexclusionstatusv1', { network: 'custom', rpcUrl: url, 'param.txHash': TX_HASH }));
  const txHash = page.getByRole('textbox', { name: /^txHash/ });
  await expect(txHash).toHaveValue(TX_HASH);

  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  expect(JSON.parse(receivedAt(url)[0]!.body)).toEqual({ jsonrpc: '2.0', id: 1, method: 'linea_getTransactionExclusionStatusV1', params: [TX_HASH] });

  const edited = `0x${'cd'.repeat(32)}`;
  await txHash.fill(edited);
  await expect.poll(() => new URL(page.url()).searchParams.get('param.txHash')).toBe(edited);
  await page.getByLabel('Network').selectOption('sepolia');
  await expect.poll(() => new URL(page.url()).searchParams.get('network')).toBe('sepolia');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('textbox', { name: /^txHash/ })).toHaveValue(edited);
  await expect(page.getByLabel('Network')).toHaveValue('sepolia');
});

test('malformed values in the link fall back to defaults with a notice', async ({ page, problems }) => {
  await gotoHydrated(
    page,
    pagePath('linea-gettransactionexclusionstatusv1', { network: 'custom', rpcUrl: 'http://attacker.example', 'param.txHash': '0x12' }),
  );
  const notice = page.getByRole('status').filter({ hasText: 'cannot be used' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('txHash is not valid');
  await expect(page.getByLabel('Network')).toHaveValue('mainnet');
  const txHash = page.getByRole('textbox', { name: /^txHash/ });
  await expect(txHash).toHaveValue('0x526e56101cf39c1e717cef9cedf6fdddb42684711abda35bae51136dbb350ad7');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  // Focus goes to the form, not to the page's body.
  await expect(page.getByLabel('Network')).toBeFocused();
  // The address bar keeps the link as it came, so nothing of it is lost, until the reader edits.
  expect(new URL(page.url()).searchParams.get('param.txHash')).toBe('0x12');
  expect(new URL(page.url()).searchParams.get('rpcUrl')).toBe('http://attacker.example');
  await txHash.fill(TX_HASH);
  await expect.poll(() => new URL(page.url()).search).toBe(`?${new URLSearchParams({ 'param.txHash': TX_HASH, method: 'linea_getTransactionExclusionStatusV1' })}`);
  expect(problems.pageErrors).toEqual([]);

  await gotoHydrated(page, pagePath('linea-estimategas', { network: 'moon' }));
  await expect(page.getByRole('status').filter({ hasText: 'unknown network' })).toBeVisible();
  await expect(page.getByLabel('Network')).toHaveValue('mainnet');
});

test('every sample follows the request being edited, in every language', async ({ page }, info) => {
  const url = endpoint('ok', info.testId);
  await gotoHydrated(page, pagePath('linea-gettransactionexclusionstatusv1', { network: 'custom', rpcUrl: url }));
  const edited = `0x${'ef'.repeat(32)}`;
  await page.getByRole('textbox', { name: /^txHash/ }).fill(edited);
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  const sent = receivedAt(url)[0]!;

  expect(curlParts(await shownSample(page))).toEqual({ url, body: sent.body });
  for (const [tab, marker] of [
    ['Python', `RPC_URL = "${url}"`],
    ['Go', `http.Post("${url}"`],
    ['Node.js', `fetch("${url}"`],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    const code = await shownSample(page);
    expect(code).toContain(marker);
    expect(code).toContain(edited);
    expect(code).toContain('linea_getTransactionExclusionStatusV1');
  }
  expect(new URL(page.url()).searchParams.get('language')).toBe('nodejs');

  // The chosen language follows the reader to the next reference page.
  await gotoHydrated(page, '/api/reference/linea-getproof');
  await expect(page.getByRole('tab', { name: 'Node.js' })).toHaveAttribute('aria-selected', 'true');
});

test('the console loads when the reader comes near it, not before; a shared link loads it at once', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await gotoHydrated(page, '/api/reference/eth-getlogs');
  // Far below the first screen, the page keeps the server's example and the console's code stays
  // away, past the moment a console in view would load (a second after hydration, once idle).
  // The console starts loading within a screen and a half below the viewport, so it must be further.
  const top = await page.locator('#example').evaluate((el) => el.getBoundingClientRect().top / window.innerHeight);
  expect(top).toBeGreaterThan(3);
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve, { timeout: 2000 }), 1500)));
  await page.waitForLoadState('networkidle');
  await expect(sendButton(page)).toHaveCount(0);
  await expect(page.locator('pre code').filter({ hasText: 'eth_getLogs' }).first()).toBeAttached();

  await page.locator('#example').scrollIntoViewIfNeeded();
  await expect(sendButton(page)).toBeVisible();

  await gotoHydrated(page, pagePath('eth-getlogs', { network: 'custom', rpcUrl: endpoint('ok', info.testId) }));
  await expect(page.locator('#example')).not.toBeInViewport();
  await expect(sendButton(page)).toBeAttached();
});

test('a sample tab focused in the example keeps focus when the console replaces the example', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await gotoHydrated(page, '/api/reference/eth-getlogs');
  // Scripts requested from now on (the console's) arrive a moment late, as on a slow network.
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const tabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'curl' }) }).last();
  await tabs.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('ArrowRight');
  const focusedLabel = await page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(focusedLabel).not.toBe('');
  await expect(sendButton(page)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null))).toBe(focusedLabel);
});

test('without JavaScript the page still shows the example request and response', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/api/reference/linea-getproof');
  await expect(page.locator('pre code').filter({ hasText: 'curl https://rpc.linea.build' })).toHaveCount(1);
  await expect(page.getByText('"accountProof"').first()).toBeAttached();
  await context.close();
});

test('HTTP 429 is reported as rate limiting, with the wait the endpoint asks for', async ({ page }, info) => {
  const url = endpoint('rate-limited', info.testId);
  await gotoHydrated(page, pagePath('linea-getproof', { network: 'custom', rpcUrl: url }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'rate-limited');
  await expect(response(page)).toContainText('Rate limited (HTTP 429)');
  await expect(response(page)).toContainText('It asks you to wait 7 seconds before sending again.');
});

test('an error object without a message is still reported as a JSON-RPC error', async ({ page }, info) => {
  await gotoHydrated(page, pagePath('linea-getproof', { network: 'custom', rpcUrl: endpoint('error-without-message', info.testId) }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'rpc-error');
  await expect(response(page)).toContainText('JSON-RPC error -32000 (with no message text).');
});

test('-32601 says the endpoint does not serve the method, and names what does', async ({ page }, info) => {
  const url = endpoint('not-served', info.testId);
  await gotoHydrated(page, pagePath('linea-gettransactionexclusionstatusv1', { network: 'custom', rpcUrl: url }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'method-not-found');
  await expect(response(page)).toContainText('does not serve linea_getTransactionExclusionStatusV1');
  await expect(response(page)).toContainText('https://rpc.linea.build');
});

test('a documented error is explained from the reference data', async ({ page }, info) => {
  const url = endpoint('documented-error', info.testId);
  await gotoHydrated(page, pagePath('eth-sendrawtransaction', { network: 'custom', rpcUrl: url }));
  await sendButton(page).click();
  await page.getByRole('button', { name: 'Send it' }).click();
  await expect(response(page)).toHaveAttribute('data-state', 'rpc-error');
  await expect(response(page)).toContainText('What it means: The gas limit is above the per-transaction cap');
});

test('a result that fits the documented schema gets no note; one that does not is flagged', async ({ page }, info) => {
  const fits = endpoint('estimate', info.testId);
  await gotoHydrated(page, pagePath('linea-estimategas', { network: 'custom', rpcUrl: fits }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  await expect(response(page).getByRole('note')).toHaveCount(0);

  await page.getByLabel('Endpoint URL').fill(endpoint('ok', info.testId));
  await sendButton(page).click();
  await expect(response(page)).toContainText('served-by-test-server');
  await expect(response(page).getByRole('note')).toContainText('does not match the documented result: result.gasLimit is required.');
});

test('a state-changing method shows the request and sends it only after confirmation', async ({ page }, info) => {
  const url = endpoint('ok', info.testId);
  await gotoHydrated(page, pagePath('eth-sendrawtransaction', { network: 'custom', rpcUrl: url }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'confirm');
  await expect(response(page)).toContainText('"method": "eth_sendRawTransaction"');
  await expect(page.getByRole('button', { name: 'Send it' })).toBeFocused();
  // Enter in a field while the confirmation waits takes the reader back to it, and sends nothing.
  await page.getByRole('textbox', { name: /^transaction/ }).press('Enter');
  await expect(page.getByRole('button', { name: 'Send it' })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(response(page)).toHaveAttribute('data-state', 'cancelled');
  await expect(response(page)).toContainText('Cancelled: nothing was sent.');
  await expect(sendButton(page)).toBeFocused();
  expect(receivedAt(url)).toEqual([]);

  await sendButton(page).click();
  await page.getByRole('button', { name: 'Send it' }).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  await expect(response(page)).toBeFocused();
  expect(receivedAt(url)).toHaveLength(1);
});

test('a confirmation still waiting when the form changes is withdrawn: nothing is sent, and Send request asks about the new request', async ({ page }, info) => {
  const first = endpoint('ok', `${info.testId}-first`);
  const second = endpoint('ok', `${info.testId}-second`);
  await gotoHydrated(page, pagePath('eth-sendrawtransaction', { network: 'custom', rpcUrl: first }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'confirm');
  await expect(response(page)).toContainText(`goes to ${new URL(first).host}`);

  // Another endpoint while the confirmation waits: it is withdrawn, and its Send it is gone.
  await page.getByLabel('Endpoint URL').fill(second);
  await expect(response(page)).toHaveAttribute('data-state', 'cancelled');
  await expect(response(page)).toContainText('Withdrawn: the form changed before you confirmed, so nothing was sent.');
  await expect(consoleStatus(page)).toHaveText('Withdrawn: the form changed before you confirmed, so nothing was sent.');
  await expect(page.getByRole('button', { name: 'Send it' })).toHaveCount(0);

  // The confirmation asked again is about the request the form now builds, and that is what is sent.
  const transaction = page.getByRole('textbox', { name: /^transaction/ });
  await transaction.fill('0x02f8');
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'confirm');
  await expect(response(page)).toContainText('"0x02f8"');
  await page.getByRole('button', { name: 'Send it' }).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  expect(receivedAt(first)).toEqual([]);
  expect(receivedAt(second).map((r) => (JSON.parse(r.body) as { params: unknown[] }).params)).toEqual([['0x02f8']]);
});

test('removing a filter asks for confirmation as a change to the node, not as installing a filter', async ({ page }, info) => {
  await gotoHydrated(page, pagePath('eth-uninstallfilter', { network: 'custom', rpcUrl: endpoint('ok', info.testId) }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'confirm');
  await expect(response(page)).toContainText('eth_uninstallFilter submits or changes something on the node.');
  await expect(response(page)).not.toContainText('installs a filter');
});

test('an endpoint that refuses browser requests is reported as CORS, an unreachable one as a network error', async ({ page }, info) => {
  await gotoHydrated(page, pagePath('linea-getproof', { network: 'custom', rpcUrl: endpoint('no-cors', info.testId) }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'cors');
  await expect(response(page)).toContainText('Blocked by CORS');
  // No reply to show: the status line does not promise one.
  await expect(consoleStatus(page)).toHaveText('Blocked by CORS: the browser hid the reply. Details are shown below.');

  // Port 9 (discard) has nothing listening here: the connection is refused.
  await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/');
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'network-error');
  await expect(response(page)).toContainText('did not reach 127.0.0.1:9');
});

test('a huge reply is cut for display and can be copied whole', async ({ page, context }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, pagePath('linea-getproof', { network: 'custom', rpcUrl: endpoint('huge', info.testId) }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  await expect(response(page)).toContainText('more characters');
  await page.getByRole('button', { name: 'Copy the whole reply' }).click();
  await expect(response(page).getByRole('status')).toHaveText('Copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect((JSON.parse(copied) as { result: string }).result).toHaveLength(120_000);
});

test('a custom endpoint that is not http(s) is refused with a message, and nothing is sent', async ({ page }) => {
  await gotoHydrated(page, pagePath('linea-getproof', { network: 'custom', rpcUrl: 'http://127.0.0.1:9' }));
  await page.getByLabel('Endpoint URL').fill('ws://127.0.0.1:8546');
  await expect(page.getByText('ws:// endpoints cannot be used')).toBeVisible();
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'invalid');
});

test('a link made on another method\'s page falls back to the example, with a notice', async ({ page }) => {
  await gotoHydrated(page, pagePath('linea-getproof', { method: 'eth_noSuchMethod', 'param.address': '0x0000000000000000000000000000000000000001' }));
  await expect(page.getByRole('status').filter({ hasText: 'eth_noSuchMethod' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^address/ })).not.toHaveValue('0x0000000000000000000000000000000000000001');
});

test('the console works from the keyboard alone', async ({ page }, info) => {
  const url = endpoint('ok', info.testId);
  await gotoHydrated(page, pagePath('linea-gettransactionexclusionstatusv1', { network: 'custom', rpcUrl: url }));
  await page.getByLabel('Network').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Endpoint URL')).toBeFocused();
  await page.keyboard.press('Tab');
  const txHash = page.getByRole('textbox', { name: /^txHash/ });
  await expect(txHash).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(TX_HASH);
  await page.keyboard.press('Enter');
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  expect(JSON.parse(receivedAt(url)[0]!.body)).toMatchObject({ params: [TX_HASH] });

  // The arrow keys move between the language tabs; Enter picks one.
  await page.getByRole('tab', { name: 'curl' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Python' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
});

test('the method index filters from the keyboard and keeps its filters in the link', async ({ page }) => {
  await gotoHydrated(page, '/api/reference');
  const rows = page.locator('table tbody tr');
  const all = await rows.count();
  expect(all).toBeGreaterThanOrEqual(4);
  await page.getByLabel('Namespace').focus();
  await page.getByLabel('Namespace').selectOption('linea');
  await expect.poll(() => new URL(page.url()).searchParams.get('namespace')).toBe('linea');
  await page.getByLabel('Name or summary contains').focus();
  await page.keyboard.type('proof');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('linea_getProof');
  await expect(page.getByRole('status').filter({ hasText: 'of' })).toContainText(`1 of ${all} methods match.`);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(rows).toHaveCount(1);
  // The button disables itself once the filters are cleared: focus goes to the box, not the page's body.
  await page.getByRole('button', { name: 'Clear filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(all);
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(page.getByLabel('Name or summary contains')).toBeFocused();

  // Typing inside the text, or a leading space, stays where the reader put it.
  const box = page.getByLabel('Name or summary contains');
  await box.fill('getblock');
  await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe('getblock');
  await box.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
  await page.keyboard.type('XY');
  await expect(box).toHaveValue('getXYblock');
  await box.fill('');
  await page.keyboard.type(' eth');
  await expect(box).toHaveValue(' eth');

  // Values the table cannot apply are named next to the count, not dropped in silence.
  await gotoHydrated(page, '/api/reference?namespace=moon&console=maybe');
  await expect(rows).toHaveCount(all);
  const note = page.getByText(/^The link's /);
  await expect(note).toContainText('The link\'s namespace "moon" is not one of');
  await expect(note).toContainText('The link\'s live console filter "maybe" is not yes or no');
});

test('filters set in the method index before the page hydrates are kept and go into the link', async ({ page }) => {
  const release = await gotoBeforeHydration(page, '/api/reference?filter=proof');
  await page.getByLabel('Namespace').selectOption('linea');
  await page.getByLabel('Live console').selectOption('yes');
  release();
  await waitForHydration(page);
  // The link's text stays; the reader's choices join it.
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ filter: 'proof', namespace: 'linea', console: 'yes' });
  await expect(page.getByLabel('Namespace')).toHaveValue('linea');
  await expect(page.getByLabel('Live console')).toHaveValue('yes');
  await expect(page.getByLabel('Name or summary contains')).toHaveValue('proof');
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('linea_getProof');
});

for (const path of ['/api/reference', '/api/reference/linea-getproof']) {
  test(`axe finds nothing serious on ${path} with the console loaded, in both colour modes`, async ({ page }) => {
    await gotoHydrated(page, path);
    if (path !== '/api/reference') {
      await page.locator('#example').scrollIntoViewIfNeeded();
      await expect(sendButton(page)).toBeVisible();
    }
    expect(await seriousViolations(page), 'dark mode').toEqual([]);
    await page.locator('button[title*="Switch between dark and light mode"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await seriousViolations(page), 'light mode').toEqual([]);
  });
}

test('methods of other shapes: no parameters, a block tag with a true/false choice, a filter object', async ({ page }, info) => {
  const url = endpoint('ok', info.testId);

  await gotoHydrated(page, pagePath('eth-blocknumber', { network: 'custom', rpcUrl: url }));
  await expect(page.getByText('This method takes no parameters.')).toBeVisible();
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  expect(JSON.parse(receivedAt(url).at(-1)!.body)).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] });

  await gotoHydrated(page, pagePath('eth-getblockbynumber', { network: 'custom', rpcUrl: url }));
  const block = page.getByRole('combobox', { name: /^blockParameter/ });
  await block.fill('latest');
  await page.getByRole('combobox', { name: /^fullTransactions/ }).selectOption('true');
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  expect(JSON.parse(receivedAt(url).at(-1)!.body)).toMatchObject({ method: 'eth_getBlockByNumber', params: ['latest', true] });
  await block.fill('newest');
  await expect(page.getByText(/^blockParameter must be a block number or tag \(got "newest"\)\.$/)).toBeVisible();

  // Installing a filter leaves state on the node, so it waits for a confirmation like a transaction.
  await gotoHydrated(page, pagePath('eth-newfilter', { network: 'custom', rpcUrl: url }));
  const before = receivedAt(url).length;
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'confirm');
  await expect(response(page)).toContainText('installs a filter');
  expect(receivedAt(url)).toHaveLength(before);
  await page.getByRole('button', { name: 'Send it' }).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  expect(JSON.parse(receivedAt(url).at(-1)!.body)).toMatchObject({ method: 'eth_newFilter' });
});

test('a reply that arrives but breaks off, or is nested too deeply to indent, is reported with its status, not as a network failure', async ({ page, problems }, info) => {
  await gotoHydrated(page, pagePath('eth-blocknumber', { network: 'custom', rpcUrl: endpoint('cut-off', info.testId) }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'cut-off');
  await expect(response(page)).toContainText('The reply was cut off after HTTP 200');
  await expect(response(page)).not.toContainText('Network error');

  await page.getByLabel('Endpoint URL').fill(endpoint('deep', info.testId));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  await expect(response(page)).toContainText('HTTP 200');
  await expect(response(page).getByRole('note').filter({ hasText: 'nested too deeply to be displayed indented' })).toHaveCount(1);
  await expect(response(page)).toContainText('more characters');
  expect(problems.pageErrors).toEqual([]);
});

test('a redirect is named, with where it led, instead of showing the reply to the GET it became', async ({ page }, info) => {
  await gotoHydrated(page, pagePath('eth-blocknumber', { network: 'custom', rpcUrl: endpoint('redirect', info.testId) }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'redirected');
  await expect(response(page)).toContainText(`sent the request on to ${base}/redirect-target/`);
  await expect(response(page)).toContainText('reached-with-GET');
});

test('a batch reply, another id or JSON-RPC version, and a long hostile error message are each flagged', async ({ page }, info) => {
  await gotoHydrated(page, pagePath('eth-blocknumber', { network: 'custom', rpcUrl: endpoint('batch', info.testId) }));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'batch');
  await expect(response(page)).toContainText('answered with a JSON array');

  await page.getByLabel('Endpoint URL').fill(endpoint('other-id', info.testId));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  const notes = response(page).getByRole('note');
  await expect(notes.filter({ hasText: "The reply's id is 99, but the request's id was 1" })).toHaveCount(1);
  await expect(notes.filter({ hasText: '"jsonrpc": "1.0", not "2.0"' })).toHaveCount(1);

  await page.getByLabel('Endpoint URL').fill(endpoint('long-error', info.testId));
  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'rpc-error');
  const sentence = response(page).locator('p').filter({ hasText: 'JSON-RPC error -32000' });
  await expect(sentence).toContainText('JSON-RPC error -32000: evil xxx');
  await expect(sentence).toContainText('the whole message is in the reply body below');
  expect((await sentence.innerText()).length).toBeLessThan(500);
  expect(await sentence.innerText()).not.toMatch(/[\u202A-\u202E]/);
});

test('a shared link\'s notices keep out control and bidi characters and name parameters the method does not have', async ({ page }) => {
  await gotoHydrated(page, '/api/reference/eth-getbalance?param.address=0x%E2%80%AEabc%E2%80%AC&param.nope=1&param.Address=2');
  const notice = page.getByRole('status').filter({ hasText: 'not valid' });
  await expect(notice).toContainText('(got "0xabc")');
  for (const item of await notice.locator('li').allInnerTexts()) expect(item).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  await expect(notice).toContainText('"param.nope", "param.Address" (did you mean param.address?)');
});

test('a custom endpoint typed without a scheme, or without a host, gets a message that says so', async ({ page }) => {
  await gotoHydrated(page, pagePath('eth-blocknumber', { network: 'custom', rpcUrl: 'http://127.0.0.1:9' }));
  const url = page.getByLabel('Endpoint URL');
  await url.fill('localhost:8545');
  await expect(page.getByText('Did you mean http://localhost:8545?')).toBeVisible();
  await url.fill('https://');
  await expect(page.getByText(/^The URL has no host/)).toBeVisible();
});

test('double-clicking "Send it" or "Cancel" clicks nothing else: the confirmation stays in place as the record of what was sent', async ({ page }, info) => {
  const url = endpoint('ok', info.testId);
  await gotoHydrated(page, pagePath('eth-sendbundle', { network: 'custom', rpcUrl: url }));
  const selectedSample = page.locator('[role="tab"][aria-selected="true"]').first();
  const sampleBefore = await selectedSample.innerText();
  await sendButton(page).click();
  await page.getByRole('button', { name: 'Cancel' }).dblclick({ delay: 0 });
  await expect(response(page)).toHaveAttribute('data-state', 'cancelled');
  await page.waitForTimeout(300);
  // Before, the panel closed and the page scrolled to "Send request": the second click chose a sample tab.
  await expect(selectedSample).toHaveText(sampleBefore);
  expect(receivedAt(url)).toEqual([]);

  await sendButton(page).click();
  await expect(response(page)).toHaveAttribute('data-state', 'confirm');
  const confirmation = response(page).locator('pre').first();
  const before = await confirmation.boundingBox();
  // The reply of this endpoint is immediate, so the page has laid out the answer before the second
  // click. Before, the panel gave way to it and the second click followed a link to another method.
  await page.getByRole('button', { name: 'Send it' }).dblclick({ delay: 0 });
  await expect(response(page)).toHaveAttribute('data-state', 'result');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/api/reference/eth-sendbundle');
  await expect(selectedSample).toHaveText(sampleBefore);
  expect(receivedAt(url)).toHaveLength(1);
  await expect(response(page)).toContainText('This exact request went to');
  await expect(response(page)).toContainText('Sent after your confirmation');
  expect(await confirmation.boundingBox()).toEqual(before);
});
