import { test, expect, gotoHydrated } from './support/fixtures';
import { legacyRedirects } from '../../src/config/redirects';

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

test.describe('unknown paths', () => {
  test('answer 404 with the not-found page', async ({ page, request }) => {
    const res = await request.get('/this/page/does-not-exist');
    expect(res.status()).toBe(404);
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
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
