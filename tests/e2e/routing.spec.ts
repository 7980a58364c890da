import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './support/fixtures';
import { legacyRedirects } from '../../src/config/redirects';
import { seriousViolations } from './support/axe';
import { sitemapPaths } from './support/build';
import { officialPathRedirects } from '../../src/config/official-paths';

test.describe('legacy redirects', () => {
  test('every legacy path serves a redirect page to its target', async ({ request }) => {
    for (const r of legacyRedirects) {
      for (const from of r.from) {
        const res = await request.get(from);
        expect(res.status(), from).toBe(200);
        const body = await res.text();
        expect(body, from).toContain(`url=${r.to}`);
      }
    }
  });

  test('a browser following an old path lands on the new page', async ({ page }) => {
    const sample = legacyRedirects.find((r) => r.to !== '/')!;
    await page.goto(sample.from[0]!);
    await expect(page).toHaveURL(new RegExp(`${sample.to.replace(/[/]/g, '\\/')}$`));
    await expect(page.locator('h1').first()).toBeVisible();
  });
});

test.describe('official docs paths', () => {
  test("every path of the official docs serves a redirect page to a page of this site, and none is a page here", async ({ request }) => {
    const pages = new Set(sitemapPaths());
    for (const r of officialPathRedirects) {
      expect(pages.has(r.to), `target ${r.to}`).toBe(true);
      for (const from of r.from) {
        expect(pages.has(from), from).toBe(false);
        const res = await request.get(from);
        expect(res.status(), from).toBe(200);
        // `serve` answers a path ending in /index with the page of that folder itself.
        const body = await res.text();
        // The whole target, up to the attribute's closing quote: `url=/api` must not pass for `/api/token-api`.
        expect(body.includes(`url=${r.to}">`) || (from === `${r.to}/index` && body.includes(`rel=canonical href=https://docs.linea.build${r.to}>`)), from).toBe(true);
      }
    }
  });
});

/** The heading of the not-found page's suggestions. */
const SUGGESTIONS = 'Pages you may have been looking for';

test.describe('unknown paths', () => {
  test('answer 404 with the not-found page', async ({ page, request }) => {
    const res = await request.get('/this/page/does-not-exist');
    expect(res.status()).toBe(404);
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the not-found page lists the pages its path names, and links the search for it', async ({ page }) => {
    await page.goto('/old-docs/node-operators/run-maru');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const suggestions = page.getByRole('region', { name: SUGGESTIONS });
    await expect(suggestions.getByRole('link').first()).toHaveText(/Run Maru/);
    await expect(page.getByRole('link', { name: 'Search the docs for “run maru”' })).toHaveAttribute('href', '/search?q=run+maru');
    expect(await seriousViolations(page)).toEqual([]);
    await suggestions.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/get-started\/how-to\/run-a-node\/maru(\?|$)/);
    await expect(page.locator('article h1')).toHaveText(/Run Maru/);
  });

  test('on Save-Data the not-found page does not fetch the index: it links the search', async ({ page, context }) => {
    /** Opens the missing path; returns the index requests seen so far and when hydration ended. */
    const visit = async (tab: Page, saveData: boolean) => {
      if (saveData) {
        await tab.addInitScript(() => {
          Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
        });
      }
      const fetched: string[] = [];
      tab.on('request', (r) => {
        if (r.url().includes('search-index.json')) fetched.push(r.url());
      });
      await gotoHydrated(tab, '/old-docs/node-operators/run-maru');
      await expect(tab.getByRole('link', { name: 'Search the docs for “run maru”' })).toBeVisible();
      return { fetched, hydrated: Date.now() };
    };
    // Without Save-Data the page fetches its suggestions' code, starts the worker and loads the
    // index: time that chain, so the Save-Data visit waits at least as long before it says "never".
    const control = await context.newPage();
    const shown = await visit(control, false);
    await expect(control.getByRole('region', { name: SUGGESTIONS })).toBeVisible();
    expect(shown.fetched).not.toEqual([]);
    const chain = Date.now() - shown.hydrated;
    await control.close();

    const quiet = await visit(page, true);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(Math.max(0, 2 * chain + 500 - (Date.now() - quiet.hydrated)));
    expect(quiet.fetched).toEqual([]);
    await expect(page.getByRole('region', { name: SUGGESTIONS })).toHaveCount(0);
  });

  test('client-side navigation to a missing page shows the not-found page', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nowhere-to-be-found');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
