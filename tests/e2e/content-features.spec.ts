import type { Request } from '@playwright/test';
import { test, expect, expectCleanPage, gotoHydrated } from './support/fixtures';
test('code rendered after a client-side navigation is highlighted by the tokenizer chunk', async ({ page, problems }) => {
  await gotoHydrated(page, '/get-started/how-to/bridge/how-to-bridge-erc20-tokens');
  const tokenizer = page.waitForRequest(/\/prism-tokenizer\.[^/]*\.js$/);
  await page.locator('nav a[href="/get-started/how-to/bridge/how-to-bridge-eth"]').first().click();
  await expect(page).toHaveURL('/get-started/how-to/bridge/how-to-bridge-eth');
  await tokenizer;
  const typescript = page.locator('article pre.language-ts code, article pre.language-typescript code').first();
  await expect(typescript.locator('.token.keyword').first()).toBeVisible();
  expectCleanPage(problems);
});

test('code blocks are highlighted and copyable', async ({ page }) => {
  await gotoHydrated(page, '/get-started');
  const block = page.locator('article pre code').first();
  await expect(block.locator('.token').first()).toBeAttached();
  await expect(page.locator('article button[aria-label="Copy code to clipboard"]').first()).toBeAttached();
});

for (const mode of ['dark', 'light'] as const) {
  test(`Mermaid diagrams render in ${mode} mode without errors`, async ({ page, problems }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await gotoHydrated(page, '/technology/architecture');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    // Drawn ahead of time: an image named by a text alternative, showing this mode's rendering only.
    const figure = page.locator('[data-mermaid]').first();
    await expect(figure).toHaveAttribute('role', 'img');
    await expect(figure).toHaveAttribute('aria-label', /Wallet or dapp to RPC nodes/);
    const diagram = figure.locator('svg').filter({ visible: true });
    await expect(diagram).toHaveCount(1);
    await expect(diagram).toHaveAttribute('id', new RegExp(`-${mode}$`));
    expect((await diagram.boundingBox())?.height ?? 0).toBeGreaterThan(50);
    expectCleanPage(problems);
  });
}

test('diagrams survive a client-side navigation: the drawings are copied from the page HTML, one request for the page', async ({ page, problems }) => {
  // The browser bundle does not carry the drawings; the server-rendered page does.
  await gotoHydrated(page, '/technology/transaction-lifecycle');
  const htmlRequests: string[] = [];
  const isPageHtml = (r: Request) => r.resourceType() === 'fetch' && new URL(r.url()).pathname === '/technology/architecture';
  page.on('request', (r) => {
    if (isPageHtml(r)) htmlRequests.push(r.url());
  });
  const copied = page.waitForResponse((r) => isPageHtml(r.request()));
  await page.locator('article a[href="/technology/architecture"], nav a[href="/technology/architecture"]').first().click();
  await expect(page).toHaveURL('/technology/architecture');
  // The previous page has diagrams too: wait for this page's content before counting its figures.
  await expect(page.locator('article h1')).toHaveText(/architecture/i);
  await copied;
  const figures = page.locator('[data-mermaid]');
  const count = await figures.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(figures.nth(i).locator('svg').filter({ visible: true })).toHaveCount(1);
  }
  expect(htmlRequests).toHaveLength(1);
  expectCleanPage(problems);
});

test('math renders with the locally bundled KaTeX stylesheet', async ({ page, problems }) => {
  await gotoHydrated(page, '/zero-knowledge-glossary');
  const math = page.locator('.katex').first();
  await expect(math).toBeVisible();
  const font = await math.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toContain('KaTeX_Main');
  expectCleanPage(problems);
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('a page with formulas holds still while it loads and hydrates', async ({ page, problems }) => {
    await gotoHydrated(page, '/zero-knowledge-glossary');
    await page.evaluate(() => document.fonts.ready);
    // Every layout shift since navigation (buffered), excluding those right after input as CLS does.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBe(0);
    expectCleanPage(problems);
  });

  test('code wider than its block offers word wrap, and wrapping removes the sideways scroll', async ({ page, problems }) => {
    await gotoHydrated(page, '/get-started/how-to/bridge/how-to-bridge-eth');
    const blocks = page.locator('article div[class*="codeBlockContent"]:visible');
    const state = () =>
      blocks.evaluateAll((all) =>
        all.map((block) => {
          const pre = block.querySelector('pre')!;
          return { scrolls: pre.scrollWidth > pre.clientWidth, offersWrap: block.querySelector('button[title="Toggle word wrap"]') !== null };
        }),
      );
    // The button follows the measurement, which the browser reports after its layout.
    await expect.poll(async () => (await state()).filter((b) => b.scrolls !== b.offersWrap).length).toBe(0);
    const measured = await state();
    expect(measured.some((b) => b.scrolls), 'a block on this page is wider than a phone').toBe(true);
    expect(measured.some((b) => !b.scrolls), 'a block on this page fits').toBe(true);

    const wide = blocks.filter({ has: page.locator('button[title="Toggle word wrap"]') }).first();
    await wide.locator('button[title="Toggle word wrap"]').click();
    await expect.poll(() => wide.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(false);
    await expect(wide.locator('button[title="Toggle word wrap"]')).toBeVisible();
    await wide.locator('button[title="Toggle word wrap"]').click();
    await expect.poll(() => wide.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
    expectCleanPage(problems);
  });
});

test('links prefetch the pages they lead to once, and in-page links prefetch nothing', async ({ page, problems }) => {
  await gotoHydrated(page, '/api/linea-smart-contracts/linearollup');
  const prefetched = () => page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
  // Prefetching waits for an idle moment after hydration.
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const files = await prefetched();
  const asks = await page.evaluate(() => ({
    inPage: window.docusaurus.prefetch('#functions'),
    otherPage: window.docusaurus.prefetch('/search') !== false,
    again: window.docusaurus.prefetch('/search?q=bridge'),
  }));
  expect(asks).toEqual({ inPage: false, otherPage: true, again: false });
  expect(files.length, `each file once: ${files.join(', ')}`).toBe(new Set(files).size);
  expectCleanPage(problems);
});

test('a link to a tab the page lacks says so and shows the default; a valid one selects its tab without a note', async ({ page, problems }) => {
  await gotoHydrated(page, '/get-started/how-to/run-a-node/geth?network=mainet');
  const tabs = page.locator('.tabs-container').first();
  await expect(tabs.getByText('This link asks for the tab "mainet", which this section does not have: showing Linea Mainnet.')).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Linea Mainnet' })).toHaveAttribute('aria-selected', 'true');
  // Choosing a tab puts a valid value in the link, and the note goes.
  await tabs.getByRole('tab', { name: 'Linea Sepolia' }).click();
  await expect(page).toHaveURL(/[?&]network=sepolia\b/);
  await expect(tabs.getByText('This link asks for the tab')).toHaveCount(0);

  await gotoHydrated(page, '/get-started/how-to/run-a-node/geth?network=sepolia');
  await expect(page.locator('.tabs-container').first().getByRole('tab', { name: 'Linea Sepolia' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('This link asks for the tab')).toHaveCount(0);

  // A page with several network tab sets says it once, above the first; an empty value asks for nothing.
  await gotoHydrated(page, '/get-started/build/contracts?network=mainet');
  expect(await page.locator('.tabs-container[data-tabs-query-key="network"]').count()).toBeGreaterThan(1);
  await expect(page.locator('.tabs-container').first().getByText('This link asks for the tab "mainet"')).toBeVisible();
  await expect(page.getByText('This link asks for the tab')).toHaveCount(1);
  await gotoHydrated(page, '/get-started/build/contracts?network=');
  await expect(page.getByText('This link asks for the tab')).toHaveCount(0);
  expectCleanPage(problems);
});

test('tabs follow the WAI-ARIA keys: arrows, Home and End move focus, Enter and Space select, and the page stays put', async ({ page, problems }) => {
  await gotoHydrated(page, '/get-started/build/contracts');
  const tabs = page.locator('.tabs-container').first().getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  await tabs.first().scrollIntoViewIfNeeded();
  await tabs.first().click();
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);

  // Each tab names the panel it controls, and the panel is named by its tab: the shown panel is
  // found by the selected tab's label. A lazy set renders, and so names, the selected panel only.
  // Ids are unique across the page's several tab sets.
  const ties = await page.locator('[role="tab"]').evaluateAll((all) =>
    all.map((tab) => {
      const controls = tab.getAttribute('aria-controls');
      const panel = controls === null ? null : document.getElementById(controls);
      return { tab: tab.id, selected: tab.getAttribute('aria-selected') === 'true', controls, panelRole: panel?.getAttribute('role'), labelledBy: panel?.getAttribute('aria-labelledby') };
    }),
  );
  expect(ties.length).toBeGreaterThan(count);
  for (const tie of ties) {
    if (tie.controls === null && !tie.selected) continue;
    expect(tie).toEqual({ tab: expect.stringMatching(/\S/), selected: tie.selected, controls: expect.stringMatching(/\S/), panelRole: 'tabpanel', labelledBy: tie.tab });
  }
  const ids = [...ties.map((t) => t.tab), ...ties.flatMap((t) => (t.controls ? [t.controls] : []))];
  expect(new Set(ids).size).toBe(ids.length);
  const label = (await tabs.nth(1).textContent()) ?? '';
  await expect(page.locator('.tabs-container').first().getByRole('tabpanel', { name: label })).toBeVisible();
  expectCleanPage(problems);
});
