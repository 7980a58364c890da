import type { Page } from '@playwright/test';
import { test, expect, expectCleanPage, gotoHydrated } from './support/fixtures';
import { sitemapPaths } from './support/build';
import { contrastViolations, loadAxeWithEveryDocument, seriousViolations } from './support/axe';
import { PHONE, phoneWidthProblems, sidewaysOverflow } from './support/layout';
import { inventory } from './support/inventory';
import { sectionOf } from '../../src/config/sections';
import { socialCardPath } from '../../src/lib/socialCardPath';
import { site } from '../../src/config/site';

/**
 * Opens every page of the production sitemap, waits for hydration and fails on console errors,
 * uncaught exceptions or third-party requests; checks the shell every page must carry, runs axe
 * in dark mode (no serious or critical WCAG 2.1 AA violation), runs axe's colour-contrast rule again
 * in light mode on one page of each folder, and last narrows the window to a 390 px phone (nothing
 * scrolls the page sideways: a wide table, diagram, formula or code block scrolls inside its own box,
 * and the keyboard can reach that box).
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
 * One page of each folder stands for it in the light-mode contrast check: light mode changes
 * colours only, and a page's colours come from its layout and components, which a folder's pages
 * share (RPC methods, contracts, how-tos, tooling, ...). Each top-level page has a layout of its own.
 */
const folderOf = (path: string) => (path.lastIndexOf('/') === 0 ? `top-level ${path}` : path.slice(0, path.lastIndexOf('/')));
const lightSample = new Set([...new Map(paths.map((path) => [folderOf(path), path])).values()]);
const batches = Array.from({ length: BATCHES }, (_, b) => paths.filter((_, n) => n % BATCHES === b));

/** What the shell checks read of a page, in one round trip rather than a dozen. */
function readShell({ path, entryPath }: { path: string; entryPath: string | undefined }) {
  const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  const crumbs = document.querySelectorAll('[itemtype="https://schema.org/BreadcrumbList"] [itemprop="itemListElement"]');
  const lastCrumb = crumbs[crumbs.length - 1];
  const sidebar = document.querySelector('nav[aria-label="Docs sidebar"]');
  return {
    generator: attr('meta[name="generator"]', 'content'),
    lang: document.documentElement.getAttribute('lang'),
    h1s: document.querySelectorAll('h1').length,
    description: attr('meta[name="description"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    ogImage: attr('meta[property="og:image"]', 'content'),
    activeNavbarItems: Array.from(document.querySelectorAll('.navbar__items a.navbar__link--active'), text),
    breadcrumbs: crumbs.length,
    lastCrumbName: text(lastCrumb?.querySelector('[itemprop="name"]')),
    lastCrumbPosition: lastCrumb?.querySelector('meta[itemprop="position"]')?.getAttribute('content') ?? null,
    sidebarLinksHere: sidebar?.querySelectorAll(`a[href="${path}"]`).length ?? 0,
    sidebarCurrent: sidebar?.querySelectorAll(`a[href="${path}"][aria-current="page"]`).length ?? 0,
    sidebarHasEntry: !!entryPath && !!sidebar?.querySelector(`a[href="${entryPath}"]`),
  };
}

async function checkPage(page: Page, path: string): Promise<void> {
  const soft = expect.soft;
  await gotoHydrated(page, path);
  const section = sectionOf(path);
  const route = inventoryByPath.get(path);
  const shell = await page.evaluate(readShell, { path, entryPath: section?.entryPath });
  soft(shell, `the shell of ${path}`).toMatchObject({
    generator: 'Docusaurus v3.6.3',
    lang: 'en',
    h1s: 1,
    // Search-engine and social metadata.
    description: expect.stringMatching(/.{20,}/),
    canonical: `${site.url}${path === '/' ? '/' : path}`,
    ogImage: route?.sidebar ? `${site.url}${socialCardPath(path)}` : expect.stringMatching(/^https:\/\/.+\.png$/),
    // The navbar highlights the item of the section this page is in, and only that one.
    activeNavbarItems: section && section.id !== 'learn' ? [section.label] : [],
    ...(route?.sidebar
      ? {
          // Breadcrumbs as schema.org BreadcrumbList microdata, ending with this page.
          breadcrumbs: expect.any(Number),
          lastCrumbName: expect.stringMatching(/\S/),
          lastCrumbPosition: expect.stringMatching(/^[1-9]\d*$/),
          sidebarCurrent: 1,
          sidebarHasEntry: true,
        }
      : route
        ? { sidebarLinksHere: 0 }
        : {}),
  });
  if (route?.sidebar) soft(shell.breadcrumbs, `breadcrumbs on ${path}`).toBeGreaterThan(0);

  // Accessibility in dark mode (the default), then the contrast of the light colours.
  soft(await seriousViolations(page), 'axe, dark mode').toEqual([]);
  if (lightSample.has(path)) {
    await page.locator('button[title*="Switch between dark and light mode"]').first().click();
    await soft(page.locator('html')).toHaveAttribute('data-theme', 'light');
    soft(await contrastViolations(page), 'axe colour contrast, light mode').toEqual([]);
    // The next page starts in the default mode again.
    await page.evaluate(() => localStorage.removeItem('theme'));
  }
  // The phone width comes last: headless Chromium has more than once stopped drawing frames after the
  // window was resized (see nextFrames), and a click waits for frames to see its target hold still.
  // Nothing after the resize clicks; the checks that follow it read layout, which needs no frame.
  soft(await phoneWidthProblems(page), `${path} at ${PHONE.width} px`).toEqual([]);
}

batches.forEach((batch, b) => {
  test(`pages ${b + 1} of ${BATCHES} (${batch.length}) hydrate cleanly, carry the shell, pass axe and fit a phone`, async ({ page, problems }) => {
    test.setTimeout(batch.length * 30_000);
    await loadAxeWithEveryDocument(page);
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

test('a page opened after loadAxeWithEveryDocument has axe before any check asks for it, and loads cleanly: no console error, uncaught exception or third-party request', async ({ page, problems }) => {
  await loadAxeWithEveryDocument(page);
  await gotoHydrated(page, '/');
  expect(await page.evaluate(() => typeof window.axe?.run)).toBe('function');
  expectCleanPage(problems);
});
