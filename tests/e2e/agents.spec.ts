import { readFileSync } from 'node:fs';
import { test, expect, expectCleanPage, gotoHydrated } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { resolve } from 'node:path';
import { site } from '../../src/config/site';

/** The page actions menu, the feedback widget and the MCP server over stdio against the production build. */

const doc = '/get-started/how-to/bridge';

// axe runs twice per test and the MCP server compiles its TypeScript on start: slow on two shared cores.
test.describe.configure({ timeout: 180_000 });

async function bothColourModes(page: import('@playwright/test').Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `axe, dark mode, ${what}`).toEqual([]);
  await page.locator('button[title*="Switch between dark and light mode"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await seriousViolations(page), `axe, light mode, ${what}`).toEqual([]);
}

test.describe('page actions menu', () => {
  test('opens, moves and closes by keyboard, with menu semantics', async ({ page, problems }) => {
    await gotoHydrated(page, doc);
    const toggle = page.getByRole('button', { name: 'More page actions' });
    await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Page actions' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['Copy page', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude', 'Connect to Cursor', 'Connect to VS Code']);
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    expectCleanPage(problems);
  });

  test('links to the Markdown twin, the assistants and the editor installers', async ({ page, problems }) => {
    await gotoHydrated(page, doc);
    await page.getByRole('button', { name: 'More page actions' }).click();
    const item = (name: string) => page.getByRole('menuitem', { name });
    await expect(item('View as Markdown')).toHaveAttribute('href', `${doc}.md`);
    const md = `${site.url}${doc}.md`;
    for (const [name, origin] of [['Open in ChatGPT', 'https://chatgpt.com'], ['Open in Claude', 'https://claude.ai']] as const) {
      const url = new URL((await item(name).getAttribute('href'))!);
      expect(url.origin).toBe(origin);
      expect(url.searchParams.get('q')).toContain(md);
      await expect(item(name)).toHaveAttribute('target', '_blank');
    }
    expect(await item('Connect to Cursor').getAttribute('href')).toMatch(/^cursor:\/\/anysphere\.cursor-deeplink\/mcp\/install\?name=linea-docs&config=/);
    const vscode = (await item('Connect to VS Code').getAttribute('href'))!;
    expect(JSON.parse(decodeURIComponent(vscode.replace('vscode:mcp/install?', '')))).toEqual({ name: 'linea-docs', type: 'http', url: `${site.url}/mcp` });
    // A click outside closes the menu.
    await page.locator('article h1').click();
    await expect(page.getByRole('menu')).toBeHidden();
    expectCleanPage(problems);
  });

  test('is axe clean open, in both colour modes', async ({ page }) => {
    await gotoHydrated(page, doc);
    await page.getByRole('button', { name: 'More page actions' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await bothColourModes(page, 'menu open');
  });
});

test.describe('was this page helpful?', () => {
  test('"No" leads to a prefilled issue with the page URL, title and comment, and the vote is remembered', async ({ page, problems }) => {
    await gotoHydrated(page, doc);
    const title = (await page.locator('article h1').first().textContent())!.trim();
    const widget = page.getByRole('region', { name: 'Was this page helpful?' });
    await widget.getByRole('button', { name: 'No' }).click();
    await expect(widget.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    await expect(widget.getByRole('status')).toContainText('Tell us what was wrong');
    await widget.getByLabel('What were you looking for? (optional)').fill('The fee table is out of date.');
    const issue = new URL((await widget.getByRole('link', { name: 'Open an issue on GitHub' }).getAttribute('href'))!);
    expect(`${issue.origin}${issue.pathname}`).toBe(`${site.sourceRepository}/issues/new`);
    expect(issue.searchParams.get('body')).toBe(`Page: ${site.url}${doc}\nTitle: ${title}\n\nThe fee table is out of date.`);
    await bothColourModes(page, 'feedback open');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    // Another page has its own vote.
    await gotoHydrated(page, '/get-started');
    await expect(page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
    expectCleanPage(problems);
  });

  test('without a tag manager, a vote sends nothing anywhere', async ({ page, problems }) => {
    await gotoHydrated(page, doc);
    await page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('status')).toHaveText('Thank you. Glad it helped.');
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expectCleanPage(problems);
  });

  test('with a tag manager data layer, both answers push docs_feedback', async ({ page, problems }) => {
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await gotoHydrated(page, doc);
    const widget = page.getByRole('region', { name: 'Was this page helpful?' });
    await widget.getByRole('button', { name: 'Yes' }).click();
    await widget.getByLabel('Anything to add? (optional)').fill('Clear steps.');
    // From the keyboard: the form goes once sent, and focus goes back to "Yes", not the page's top.
    await widget.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('status')).toHaveText('Thank you for the comment.');
    await expect(widget.getByRole('button', { name: 'Yes' })).toBeFocused();
    await widget.getByRole('button', { name: 'No' }).click();
    const events = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((e) => e.event === 'docs_feedback'));
    expect(events).toEqual([
      { event: 'docs_feedback', helpful: true, page_path: doc, page_title: expect.any(String) },
      { event: 'docs_feedback', helpful: true, page_path: doc, page_title: expect.any(String), comment: 'Clear steps.' },
      { event: 'docs_feedback', helpful: false, page_path: doc, page_title: expect.any(String) },
    ]);
    expectCleanPage(problems);
  });

  test('works when the browser denies local storage', async ({ page, problems }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await gotoHydrated(page, doc);
    const widget = page.getByRole('region', { name: 'Was this page helpful?' });
    await widget.getByRole('button', { name: 'No' }).click();
    await expect(widget.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    await expect(widget.getByRole('link', { name: 'Open an issue on GitHub' })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});

test('every doc page names its Markdown twin in its head', async ({ page, request }) => {
  for (const path of ['/', doc, '/api/reference/linea-estimategas']) {
    await gotoHydrated(page, path);
    const href = await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href');
    expect(href, path).toBe(path === '/' ? '/index.md' : `${path}.md`);
    expect((await request.get(href!)).status()).toBe(200);
  }
});

test.describe('MCP server over stdio, against the production build', () => {
  let client: Client;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    client = new Client({ name: 'e2e', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [resolve('mcp/bin/linea-docs-mcp.mjs'), '--build', resolve('build')], stderr: 'ignore' }));
  });

  test.afterAll(async () => {
    await client?.close();
  });

  test('search_docs returns the first page the search box shows for linea_estimateGas', async ({ page }) => {
    const query = 'linea_estimateGas';
    const answer = await client.callTool({ name: 'search_docs', arguments: { query } });
    const results = (answer.structuredContent as { results: { url: string }[] }).results;
    expect(results.length).toBeGreaterThan(0);
    await gotoHydrated(page, '/');
    await page.locator('.navbar__search input.navbar__search-input').first().fill(query);
    // The first answer waits for the index to load (busy CI cores can take seconds); bench:search measures speed.
    await expect(page.locator('.navbar__search [data-answered-query]')).toHaveAttribute('data-answered-query', query, { timeout: 30_000 });
    const hrefs = await page.locator('.navbar__search [role="listbox"] [role="option"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const where = (url: string) => {
      const u = new URL(url);
      return `${u.pathname}${u.hash}`;
    };
    expect(results.map((r) => where(r.url))).toEqual(hrefs.map(where));
    expect(where(results[0]!.url)).toBe('/api/reference/linea-estimategas');
  });

  test('reads pages, RPC methods, contracts and networks from the build and the data', async () => {
    const page = await client.callTool({ name: 'get_page', arguments: { path_or_url: 'https://docs.linea.build/api/reference/linea-estimategas' } });
    expect((page.content as { text: string }[])[0]!.text).toMatch(/^# linea_estimateGas/);
    const pages = (await client.callTool({ name: 'list_pages', arguments: { section: 'API & SDK' } })).structuredContent as { count: number };
    expect(pages.count).toBeGreaterThan(3);
    const method = (await client.callTool({ name: 'get_rpc_method', arguments: { name: 'linea_estimateGas' } })).structuredContent as { found: boolean };
    expect(method.found).toBe(true);
    const network = (await client.callTool({ name: 'get_network', arguments: { name: 'sepolia' } })).structuredContent as { chainId: number };
    expect(network.chainId).toBe(59141);
    // Every page of the build's page list is a resource, and list_pages gives them all in parts,
    // each whole JSON: the build's list is longer than one answer.
    const manifest = JSON.parse(readFileSync(resolve('build/llms-pages.json'), 'utf8')) as { pages: unknown[] };
    const { resources } = await client.listResources();
    expect(resources.length).toBe(manifest.pages.length);
    const listed: string[] = [];
    let parts = 0;
    for (let offset: number | undefined = 0; offset !== undefined; parts += 1) {
      const part = await client.callTool({ name: 'list_pages', arguments: { offset } });
      const { pages: inPart, next_offset: next } = JSON.parse((part.content as { text: string }[])[0]!.text) as { pages: { path: string }[]; next_offset?: number };
      listed.push(...inPart.map((p) => p.path));
      offset = next;
    }
    expect(parts).toBeGreaterThan(1);
    expect(new Set(listed).size).toBe(manifest.pages.length);
  });

  test('refuses bad calls with JSON-RPC errors and keeps serving', async () => {
    for (const [name, args] of [
      ['no_such_tool', {}],
      ['get_page', { path_or_url: '../../etc/passwd' }],
      ['get_page', { path_or_url: 'https://example.com/x' }],
      ['search_docs', { query: '' }],
      ['search_docs', { query: 'x'.repeat(10_000) }],
    ] as const) {
      const error = await client.callTool({ name, arguments: args }).then(() => undefined, (e: unknown) => e);
      expect(error, name).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(-32602);
      expect((await client.callTool({ name: 'get_network', arguments: { name: 'mainnet' } })).isError).toBeFalsy();
    }
  });
});
