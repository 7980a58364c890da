import { test, expect, expectCleanPage, gotoHydrated } from './support/fixtures';
import { sitemapPaths } from './support/build';
import { contrastViolations, seriousViolations } from './support/axe';
import { inventory } from './support/inventory';
import { sectionOf } from '../../src/config/sections';
import { socialCardPath } from '../../src/lib/socialCardPath';
import { site } from '../../src/config/site';

/**
 * Opens every page of the production sitemap, waits for hydration and fails on console errors,
 * uncaught exceptions or third-party requests; checks the shell every page must carry, and runs
 * axe in dark mode (no serious or critical WCAG 2.1 AA violation) and its colour-contrast rule
 * again in light mode.
 */
const paths = sitemapPaths();

// Colour transitions off (the site honours reduced motion), so axe reads the colours of the mode
// just switched to rather than a frame of the fade; the longest reference pages take several
// seconds of axe.
test.use({ contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 120_000 });
const inventoryByPath = new Map(inventory.map((r) => [r.path, r]));

test('the sitemap lists every page of the inventory', () => {
  const listed = new Set(paths);
  const missing = inventory.map((r) => r.path).filter((p) => !listed.has(p));
  expect(missing).toEqual([]);
});

for (const path of paths) {
  test(`page ${path} hydrates cleanly`, async ({ page, problems }) => {
    await gotoHydrated(page, path);
    await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.6.3');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveCount(1);
    // Search-engine and social metadata.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${path === '/' ? '/' : path}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\.png$/);

    // The navbar highlights the item of the section this page is in, and only that one.
    const section = sectionOf(path);
    const active = page.locator('.navbar__items a.navbar__link--active');
    const isInNavbar = section && section.id !== 'learn';
    await expect(active).toHaveText(isInNavbar ? [section.label] : []);

    const route = inventoryByPath.get(path);
    if (route?.sidebar) {
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${site.url}${socialCardPath(path)}`);
      // Breadcrumbs as schema.org BreadcrumbList microdata, ending with this page.
      const crumbs = page.locator('[itemtype="https://schema.org/BreadcrumbList"] [itemprop="itemListElement"]');
      expect(await crumbs.count()).toBeGreaterThan(0);
      await expect(crumbs.last().locator('[itemprop="name"]')).toHaveText(/\S/);
      await expect(crumbs.last().locator('meta[itemprop="position"]')).toHaveAttribute('content', /^[1-9]\d*$/);
      const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
      await expect(sidebar.locator(`a[href="${path}"][aria-current="page"]`)).toHaveCount(1);
      await expect(sidebar.locator(`a[href="${section?.entryPath}"]`).first()).toBeAttached();
    } else if (route) {
      await expect(page.locator(`nav[aria-label="Docs sidebar"] a[href="${path}"]`)).toHaveCount(0);
    }

    // Accessibility in dark mode (the default), then the contrast of the light colours.
    expect(await seriousViolations(page), 'axe, dark mode').toEqual([]);
    await page.locator('button[title*="Switch between dark and light mode"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await contrastViolations(page), 'axe colour contrast, light mode').toEqual([]);
    expectCleanPage(problems);
  });
}
