import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './support/fixtures';
import { sitemapPaths } from './support/build';
import { contrastViolations, seriousViolations } from './support/axe';
import { PHONE, phoneWidthProblems, sidewaysOverflow } from './support/layout';
import { inventory } from './support/inventory';
import { sectionOf } from '../../src/config/sections';
import { socialCardPath } from '../../src/lib/socialCardPath';
import { site } from '../../src/config/site';

/**
 * Opens every page of the production sitemap, waits for hydration and fails on console errors,
 * uncaught exceptions or third-party requests; checks the shell every page must carry, runs axe
 * in dark mode (no serious or critical WCAG 2.1 AA violation), narrows the window to a 390 px phone
 * (nothing scrolls the page sideways: a wide table, diagram, formula or code block scrolls inside its
 * own box, and the keyboard can reach that box), and runs axe's colour-contrast rule again in light
 * mode on one page of each layout.
 */
const paths = sitemapPaths();

// Colour transitions off (the site honours reduced motion), so axe reads the colours of the mode
// just switched to rather than a frame of the fade.
test.use({ contextOptions: { reducedMotion: 'reduce' } });
const inventoryByPath = new Map(inventory.map((r) => [r.path, r]));

test('the sitemap lists every page of the inventory', () => {
  const listed = new Set(paths);
  const missing = inventory.map((r) => r.path).filter((p) => !listed.has(p));
  expect(missing).toEqual([]);
});

/**
 * The pages are checked in a few long tests, one browser page each, rather than one test (and
 * browser context and renderer process) per page: on two cores the set-up of 260 contexts cost
 * more than the checks. Each page is a step, and its checks are soft: a page that fails is named
 * in the report and the batch goes on to the next page.
 */
const BATCHES = 8;

/**
 * Light mode changes colours only, and a page's colours come from its layout and components: the
 * light-mode contrast check runs on one page of each folder (a folder holds pages of one layout:
 * RPC methods, contracts, how-tos, tooling, ...).
 */
const lightSample = new Set([...new Map(paths.map((path) => [path.slice(0, path.lastIndexOf('/')), path])).values()]);
const batches = Array.from({ length: BATCHES }, (_, b) => paths.filter((_, n) => n % BATCHES === b));

async function checkPage(page: Page, path: string): Promise<void> {
  const soft = expect.soft;
  await gotoHydrated(page, path);
  await soft(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.6.3');
  await soft(page.locator('html')).toHaveAttribute('lang', 'en');
  await soft(page.locator('h1')).toHaveCount(1);
  // Search-engine and social metadata.
  await soft(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await soft(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${path === '/' ? '/' : path}`);
  await soft(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\.png$/);

  // The navbar highlights the item of the section this page is in, and only that one.
  const section = sectionOf(path);
  const active = page.locator('.navbar__items a.navbar__link--active');
  const isInNavbar = section && section.id !== 'learn';
  await soft(active).toHaveText(isInNavbar ? [section.label] : []);

  const route = inventoryByPath.get(path);
  if (route?.sidebar) {
    await soft(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${site.url}${socialCardPath(path)}`);
    // Breadcrumbs as schema.org BreadcrumbList microdata, ending with this page.
    const crumbs = page.locator('[itemtype="https://schema.org/BreadcrumbList"] [itemprop="itemListElement"]');
    soft(await crumbs.count()).toBeGreaterThan(0);
    await soft(crumbs.last().locator('[itemprop="name"]')).toHaveText(/\S/);
    await soft(crumbs.last().locator('meta[itemprop="position"]')).toHaveAttribute('content', /^[1-9]\d*$/);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await soft(sidebar.locator(`a[href="${path}"][aria-current="page"]`)).toHaveCount(1);
    await soft(sidebar.locator(`a[href="${section?.entryPath}"]`).first()).toBeAttached();
  } else if (route) {
    await soft(page.locator(`nav[aria-label="Docs sidebar"] a[href="${path}"]`)).toHaveCount(0);
  }

  // Accessibility in dark mode (the default), then the contrast of the light colours.
  soft(await seriousViolations(page), 'axe, dark mode').toEqual([]);
  soft(await phoneWidthProblems(page), `${path} at ${PHONE.width} px`).toEqual([]);
  if (!lightSample.has(path)) return;
  await page.locator('button[title*="Switch between dark and light mode"]').first().click();
  await soft(page.locator('html')).toHaveAttribute('data-theme', 'light');
  soft(await contrastViolations(page), 'axe colour contrast, light mode').toEqual([]);
  // The next page starts in the default mode again.
  await page.evaluate(() => localStorage.removeItem('theme'));
}

batches.forEach((batch, b) => {
  test(`pages ${b + 1} of ${BATCHES} (${batch.length}) hydrate cleanly, carry the shell, pass axe and fit a phone`, async ({ page, problems }) => {
    test.setTimeout(batch.length * 30_000);
    for (const path of batch) {
      await test.step(path, async () => {
        problems.consoleErrors.length = 0;
        problems.pageErrors.length = 0;
        problems.foreignRequests.length = 0;
        await checkPage(page, path);
        expect.soft(problems.pageErrors, `uncaught exceptions on ${path}`).toEqual([]);
        expect.soft(problems.consoleErrors, `console errors on ${path}`).toEqual([]);
        expect.soft(problems.foreignRequests, `third-party requests from ${path}`).toEqual([]);
      });
    }
  });
});

test('the phone check reports what it is there to catch', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body style="margin:0"><main><p style="width:600px">a line too wide for the phone</p><div style="overflow-x:auto;width:100px"><p style="width:500px">a box that scrolls without a tab stop</p></div></main></body></html>',
  );
  const problems = await phoneWidthProblems(page, 500);
  expect(problems.some((line) => line.includes(`wide at ${PHONE.width} px`) && line.includes('main > p'))).toBe(true);
  expect(problems.some((line) => line.includes('scrollable-region-focusable'))).toBe(true);
  // At the window's own width (1280 px) the line fits: the check narrowed the page, and widened it back.
  expect(page.viewportSize()?.width).toBeGreaterThan(PHONE.width);
  expect((await sidewaysOverflow(page)).culprits).toEqual([]);
});

test('the phone check and axe get past a renderer that draws no frames, and still check', async ({ page }) => {
  // Frames stop, timers run: what headless Chromium did once after a resize, holding a CI run for
  // nineteen minutes. A running transition never ends without frames either.
  await page.setContent(
    '<html lang="en"><head><title>t</title><style>p{transition:color 60s}</style></head><body style="margin:0"><main><p style="width:600px">a line too wide for the phone</p><img src="/img/missing.png"></main></body></html>',
  );
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
    document.querySelector('p')!.style.color = 'red';
  });
  expect((await phoneWidthProblems(page, 500)).some((line) => line.includes(`wide at ${PHONE.width} px`))).toBe(true);
  expect((await seriousViolations(page)).some((line) => line.startsWith('image-alt'))).toBe(true);
});

test('the accessibility checks report what they are there to catch', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><p style="color:#777;background:#888">faint</p><img src="/img/missing.png"><a href="/x"></a></main></body></html>',
  );
  const serious = await seriousViolations(page);
  expect(serious.some((line) => line.startsWith('image-alt'))).toBe(true);
  expect(serious.some((line) => line.startsWith('link-name'))).toBe(true);
  expect((await contrastViolations(page)).some((line) => line.startsWith('color-contrast'))).toBe(true);
});
