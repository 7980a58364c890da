import type { Page } from '@playwright/test';
import { test, expect as baseExpect, expectCleanPage, gotoBeforeHydration, gotoHydrated, waitForHydration } from './support/fixtures';

// The first answer waits for the index download and its decoding in the worker, which two busy CI cores can
// stretch to several seconds. These tests check what search does; how fast it answers is measured
// by `npm run bench:search`, on a quiet machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const box = '.navbar__search input.navbar__search-input';
const results = '#__docusaurus_skipToContent_fallback';
const suggestions = '.navbar__search [role="listbox"] [role="option"]';

/** Types `query` into the box on the home page and returns the first suggestion once the box has answered it. */
async function firstSuggestion(page: Page, query: string) {
  await gotoHydrated(page, '/');
  await page.locator(box).fill(query);
  await expect(page.locator('.navbar__search [data-answered-query]')).toHaveAttribute('data-answered-query', query);
  return page.locator(suggestions).first();
}

test.describe('search', () => {
  test('Ctrl+K focuses the box, which loads the hashed index on first use', async ({ page, problems }) => {
    await gotoHydrated(page, '/');
    const indexRequest = page.waitForRequest((r) => /\/search-index\.json\?_=[\w]+$/.test(r.url()));
    await page.keyboard.press('Control+k');
    await expect(page.locator(box)).toBeFocused();
    const request = await indexRequest;
    expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin);
    expectCleanPage(problems);
  });

  test('suggests at most eight pages with short snippets and opens a hit with its terms highlighted', async ({ page, problems }) => {
    await gotoHydrated(page, '/');
    await page.locator(box).fill('risk');
    const options = page.locator(suggestions);
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(8);
    await options.first().click();
    await expect(page).toHaveURL(/_highlight=risk/);
    await expect(page.locator('article mark').first()).toBeVisible();
    expectCleanPage(problems);
  });

  for (const [query, expected] of [
    ['linea_estimateGas', '/api/reference/linea-estimategas'],
    ['sendrawtransaction', '/api/reference/eth-sendrawtransaction'],
    ['L2MessageService', '/api/linea-smart-contracts/messageservice/l2/l2messageservice'],
  ] as const) {
    test(`the identifier ${query} suggests its reference page first`, async ({ page, problems }) => {
      await expect(await firstSuggestion(page, query)).toHaveAttribute('href', new RegExp(`^${expected}(#|\\?|$)`));
      expectCleanPage(problems);
    });
  }

  test('a configuration key opens its own row, which the page scrolls to', async ({ page, problems }) => {
    const key = 'l1-submission.blob.target-blobs-per-transaction';
    const first = await firstSuggestion(page, key);
    await expect(first).toHaveAttribute('href', new RegExp(`^/technology/lineth-stack/coordinator-options(\\?[^#]*)?#${key.replace(/\./g, '\\.')}$`));
    await expect(first).toContainText(key);
    await first.click();
    const row = page.locator(`tr[id="${key}"]`);
    await expect(row).toBeInViewport();
    // Marked, since the History API leaves :target behind, and below the sticky navbar, not under it.
    await expect(row).toHaveClass(/\brow--target\b/);
    const navbar = (await page.locator('.navbar').boundingBox())!;
    await expect.poll(async () => (await row.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
    expectCleanPage(problems);
  });

  test('a typo still finds the page, and the page highlights the word as written there', async ({ page, problems }) => {
    const first = await firstSuggestion(page, 'verify hardht');
    await expect(first).toHaveAttribute('href', /^\/get-started\/how-to\/verify-smart-contract\/hardhat/);
    await first.click();
    await expect(page).toHaveURL(/_highlight=hardhat/);
    await expect(page.locator('article mark').filter({ hasText: /^Hardhat$/i }).first()).toBeVisible();
    expectCleanPage(problems);
  });

  test('a swapped pair of letters still finds the page', async ({ page, problems }) => {
    await expect(await firstSuggestion(page, 'verify foudnry')).toHaveAttribute('href', /^\/get-started\/how-to\/verify-smart-contract\/foundry(#|\?|$)/);
    expectCleanPage(problems);
  });

  test("a page's sidebar label finds it, and a pasted revert finds the error's page", async ({ page, problems }) => {
    // "Estimate gas fees" in the sidebar; the page's title is "Estimate transaction costs".
    const fees = await firstSuggestion(page, 'gas fees');
    await expect(fees).toHaveAttribute('href', /^\/get-started\/how-to\/gas-fees(#|\?|$)/);
    await expect(fees).toContainText('Estimate transaction costs');
    await expect(await firstSuggestion(page, 'execution reverted: ReservedToken()')).toHaveAttribute('href', /^\/get-started\/how-to\/bridge\/how-to-bridge-erc20-tokens(#|\?|$)/);
    expectCleanPage(problems);
  });

  test("a page's title, typed as it reads, suggests that page first", async ({ page, problems }) => {
    await expect(await firstSuggestion(page, 'Run a Linea node')).toHaveAttribute('href', /^\/get-started\/how-to\/run-a-node(#|\?|$)/);
    expectCleanPage(problems);
  });

  test('an abbreviation finds the page that spells it out, and the page marks its word', async ({ page, problems }) => {
    const first = await firstSuggestion(page, 'tx receipt');
    await expect(first).toHaveAttribute('href', /^\/api\/reference\/eth-gettransactionreceipt(#|\?|$)/);
    await first.click();
    await expect(page).toHaveURL(/_highlight=[^&]*transact/);
    await expect(page.locator('article mark').filter({ hasText: /^transaction/i }).first()).toBeVisible();
    expectCleanPage(problems);
  });

  test('a method name drawn with line-break hints in a table is marked whole when a result opens the page', async ({ page, problems }) => {
    await gotoHydrated(page, '/api/reference?_highlight=eth_getlogs#methods');
    // The method index draws names as parts with <wbr> between them: each part of the name is marked.
    const name = page.locator('article table').getByText('eth_getLogs', { exact: true }).first();
    await expect(name.locator('mark')).toHaveText(['eth_', 'get', 'Logs']);
    expectCleanPage(problems);
  });

  test("a fact given in a table row suggests that row's section, and opening it marks the row", async ({ page, problems }) => {
    await firstSuggestion(page, 'gas token');
    // Network information is one of the first two pages suggested (the LINEA token page also
    // answers: gas is not paid in LINEA), and its first suggestion is the table row.
    const hrefs = await page.locator(suggestions).evaluateAll((options) => options.map((o) => o.getAttribute('href') ?? ''));
    const pages = [...new Set(hrefs.map((href) => href.replace(/[?#].*$/, '')))];
    expect(pages.indexOf('/get-started/build/network-info'), pages.join('  ')).toBeGreaterThanOrEqual(0);
    expect(pages.indexOf('/get-started/build/network-info'), pages.join('  ')).toBeLessThan(2);
    const link = page.locator(suggestions).nth(hrefs.findIndex((href) => href.startsWith('/get-started/build/network-info')));
    await expect(link).toHaveAttribute('href', /^\/get-started\/build\/network-info(\?[^#]*)?#network-details$/);
    await expect(link).toContainText('Gas token');
    await link.click();
    await expect(page).toHaveURL(/_highlight=token/);
    await expect(page.locator('article th[scope="row"] mark').filter({ hasText: /^token$/i }).first()).toBeVisible();
    expectCleanPage(problems);
  });

  for (const [label, connection] of [
    ['an ordinary connection', null],
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: 'slow-2g' }],
  ] as const) {
    test(`on ${label} the index is ${connection ? 'not ' : ''}preloaded while idle, and the first search loads it`, async ({ page }) => {
      if (connection) await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value }), connection);
      // A fake clock runs the idle preload's timers at once, so the test waits on no real time.
      await page.clock.install();
      const requested: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/search-index.json') requested.push(r.url());
      });
      await gotoHydrated(page, '/');
      await page.clock.runFor(30_000);
      if (connection) {
        expect(requested).toEqual([]);
        const indexRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/search-index.json');
        await page.locator(box).focus();
        await indexRequest;
      } else {
        await expect.poll(() => requested.length).toBe(1);
      }
    });
  }

  test('the results page reads q from the URL and lists hits', async ({ page, problems }) => {
    await gotoHydrated(page, '/search?q=zero%20knowledge');
    await expect(page.locator(`${results} input[type="search"]`)).toHaveValue('zero knowledge');
    await expect(page.locator(`${results} article h2 a`).first()).toHaveAttribute('href', /_highlight=zero/);
    expectCleanPage(problems);
  });

  test('a query that matches nothing says so, in the box and on the results page', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator(box).fill('qwxzvvkj');
    await expect(page.locator('.navbar__search p').filter({ hasText: 'No results' })).toBeVisible();
    await expect(page.locator('.navbar__search [role="status"]')).toHaveText('No results');
    // The message is no listbox: the combobox neither claims one nor points at one that is not there.
    await expect(page.locator(box)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(box)).not.toHaveAttribute('aria-controls', /./);
    await gotoHydrated(page, '/search?q=qwxzvvkj');
    await expect(page.getByText('No documents were found')).toBeVisible();
  });

  test('a long pasted query is cut in the heading and the tab title, and kept whole in the box', async ({ page }) => {
    const query = Array.from({ length: 400 }, (_, n) => (n % 2 ? 'gas' : 'bridge')).join(' ');
    await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(page.locator(`${results} input[type="search"]`)).toHaveValue(query);
    const heading = (await page.locator(`${results} h1`).textContent()) ?? '';
    expect(heading).toMatch(/^Search results for "bridge gas .*…"$/);
    expect(heading.length).toBeLessThan(120);
    expect((await page.title()).length).toBeLessThan(160);
    // The box is on the first screen.
    const input = await page.locator(`${results} input[type="search"]`).boundingBox();
    expect(input!.y).toBeLessThan(page.viewportSize()!.height);
  });

  test('a word no page has is left out and named, in the box and on the results page', async ({ page, problems }) => {
    await gotoHydrated(page, '/');
    await page.locator(box).fill('gas qwxzvvkj');
    await expect(page.locator('.navbar__search p').filter({ hasText: 'No page has “qwxzvvkj”' })).toBeVisible();
    await expect(page.locator(`.navbar__search [role="option"]`).first()).toBeVisible();
    await gotoHydrated(page, '/search?q=gas%20qwxzvvkj');
    await expect(page.locator(`${results} [role="status"]`)).toContainText('No page has “qwxzvvkj”: these results leave it out.');
    await expect(page.locator(`${results} article h2 a`).first()).toBeVisible();
    expectCleanPage(problems);
  });

  for (const odd of ['"<script>alert(1)</script>', 'foo:bar^x~y', '(((', '%E0%A4%A', '*', 'title:risk~two']) {
    test(`odd input ${JSON.stringify(odd)} neither breaks nor injects`, async ({ page, problems }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await gotoHydrated(page, '/');
      await page.locator(box).fill(odd);
      await expect(page.locator('.navbar__search [data-answered-query]')).toHaveAttribute('data-answered-query', odd);
      await gotoHydrated(page, `/search?q=${encodeURIComponent(odd)}`);
      await expect(page.locator(`${results} h1`)).toBeVisible();
      expect(dialogs).toEqual([]);
      expectCleanPage(problems);
    });
  }

  // The boxes work from the server's HTML on (the results page focuses its own), and a slow
  // network can leave seconds before React takes over: nothing typed then is lost.
  for (const [path, selector, param] of [
    ['/search', `${results} input[type="search"]`, 'q'],
    ['/api/reference', 'form[role="search"] input[type="search"]', 'filter'],
    ['/get-started', box, null],
  ] as const) {
    test(`text typed in ${path}'s box before hydration is kept${param ? ` and put in the URL's ${param}` : ''}`, async ({ page, problems }) => {
      const release = await gotoBeforeHydration(page, path);
      const input = page.locator(selector).first();
      await input.click();
      await page.keyboard.type('bridge usdc');
      await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
      release();
      await waitForHydration(page);
      await expect(input).toHaveValue('bridge usdc');
      if (param) await expect.poll(() => new URL(page.url()).searchParams.get(param)).toBe('bridge usdc');
      expectCleanPage(problems);
    });
  }

  test('a malformed query string on the results page still renders the page', async ({ page, problems }) => {
    await gotoHydrated(page, '/search?q=%E0%A4%A&ctx=%&version=');
    await expect(page.locator(`${results} h1`)).toBeVisible();
    expectCleanPage(problems);
  });
});
