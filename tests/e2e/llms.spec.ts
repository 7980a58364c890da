import { test, expect, gotoHydrated } from './support/fixtures';
import type { Page } from '@playwright/test';
import { sitemapPaths } from './support/build';

const pages = sitemapPaths().filter((p) => p !== '/search');

test('llms.txt lists every page with a link to its Markdown twin, which exists', async ({ request }) => {
  const res = await request.get('/llms.txt');
  expect(res.status()).toBe(200);
  const txt = await res.text();
  expect(txt).toMatch(/^# .+\n\n> .+/);
  for (const path of pages) {
    const md = path === '/' ? '/index.md' : `${path}.md`;
    expect(txt, path).toContain(`${md}): `);
    expect((await request.get(md)).status(), md).toBe(200);
  }
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full.match(/^Source: /gm)?.length).toBe(pages.length);
});

test('a Markdown twin is the clean article: title, no front matter, absolute links', async ({ request }) => {
  const md = await (await request.get('/risk-disclosures.md')).text();
  expect(md.startsWith('# Risk disclosures\n')).toBe(true);
  expect(md).not.toMatch(/^---$/m);
  expect(md).not.toContain('](/');
  // A glossary term keeps its words in the sentence, linked to its entry (<Term> renders a button).
  expect(md).toMatch(/called\s+\[forced transactions\]\(https?:\/\/[^)\s]+\/zero-knowledge-glossary#forced-transaction\), is designed/);
});

test.describe('page actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  /** The page actions' own status line (the feedback widget below the page has one too). */
  const actionsStatus = (page: Page) => page.locator('[data-llms="skip"]').filter({ has: page.getByRole('button', { name: 'More page actions' }) }).getByRole('status');

  test('Copy page puts the Markdown of the page on the clipboard', async ({ page, request }) => {
    await gotoHydrated(page, '/get-started');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(actionsStatus(page)).toHaveText('Page copied to the clipboard as Markdown.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get('/get-started.md')).text());
    await page.getByRole('button', { name: 'More page actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'View as Markdown' })).toHaveAttribute('href', '/get-started.md');
  });

  test('Copy page keeps keyboard focus while it downloads and after, and its width', async ({ page }) => {
    await page.route('**/get-started.md', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await gotoHydrated(page, '/get-started');
    const copy = page.getByRole('button', { name: 'Copy page' });
    const width = (await copy.boundingBox())!.width;
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(copy).toHaveAttribute('aria-disabled', 'true');
    await expect(copy).toBeFocused();
    const copied = page.getByRole('button', { name: 'Copied', exact: true });
    await expect(copied).toBeFocused();
    expect((await copied.boundingBox())!.width).toBe(width);
  });

  test('a failed download says so instead of copying nothing', async ({ page }) => {
    await page.route('**/get-started.md', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await gotoHydrated(page, '/get-started');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(actionsStatus(page)).toContainText('Could not copy this page (the server answered 503)');
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeEnabled();
  });
});
