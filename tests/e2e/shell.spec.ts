import { test, expect, expectCleanPage, gotoHydrated } from './support/fixtures';
import { announcement } from '../../src/config/announcement';
import { site } from '../../src/config/site';
import { buildYear } from './support/build';
import { pageTypes } from '../../scripts/lib/weight';

test.describe('page shell', () => {
  test('the first Tab reaches a skip link that jumps to the content', async ({ page }) => {
    await gotoHydrated(page, '/get-started');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The theme moves the focus navigation start into <main>: the next Tab lands in the content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('the navbar carries the brand, the sections, support, versions, locales, theme and search', async ({ page, problems }) => {
    await gotoHydrated(page, '/get-started');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const brand = navbar.locator('a.navbar__brand');
    await expect(brand).toHaveAttribute('href', '/');
    await expect(brand).toContainText('Linea Docs');
    await expect(brand.locator('img').first()).toHaveAttribute('alt', 'Linea logo');

    await expect(navbar.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link')).toHaveText([
      'Get started',
      'Technology',
      'API & SDK',
    ]);
    const right = navbar.locator('.navbar__items--right');
    await expect(right.getByRole('link', { name: 'Release notes' })).toHaveAttribute('href', '/release-notes');
    const support = right.getByRole('link', { name: /Support/ });
    await expect(support).toHaveAttribute('href', site.links.communityChat);
    await expect(support).toHaveAttribute('target', '_blank');
    // A single docs version, labelled Next, whose item leads to the version's main doc.
    await expect(right.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/get-started');
    await expect(right.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
    await expect(right.locator('.navbar__search input.navbar__search-input')).toBeVisible();
    // The shortcut hint is shown beside the box.
    await expect(right.locator('.navbar__search kbd').first()).toBeVisible();
    expectCleanPage(problems);
  });

  test('the locale dropdown offers English for the same page, query and hash', async ({ page }) => {
    await gotoHydrated(page, '/get-started?ref=e2e#next-steps');
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: 'English' });
    await dropdown.hover();
    const item = dropdown.locator('.dropdown__menu a');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveText('English');
    await expect(item).toHaveAttribute('href', '/get-started?ref=e2e#next-steps');
    await expect(item).toHaveAttribute('lang', 'en');
  });

  test('the footer has the three columns and the copyright line', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await expect(footer.locator('.footer__title')).toHaveText(['Links', 'Community', 'Contribute']);
    const expectLink = async (name: string, href: string) =>
      expect(footer.getByRole('link', { name, exact: false }).first()).toHaveAttribute('href', href);
    await expectLink('Home', site.links.home);
    await expectLink('Status', site.links.status);
    await expectLink('Mainnet block explorer', site.links.mainnetExplorer);
    await expectLink('Risk disclosures', '/risk-disclosures');
    await expectLink('Community chat', site.links.communityChat);
    await expectLink('Get support', site.links.support);
    await expectLink('Give feedback', site.links.feedback);
    await expectLink('Docs source on GitHub', site.sourceRepository);
    // The year is the build's, not today's: a build from December is still right in January.
    await expect(footer.locator('.footer__copyright')).toContainText(`Copyright © ${buildYear()} ${site.copyrightHolder}`);
  });
});

test.describe('announcement bar', () => {
  test.skip(!announcement, 'no announcement configured');
  const bar = '[role="banner"][class*="announcementBar"]';

  test('shows the configured announcement until dismissed, and stores the dismissal', async ({ page }) => {
    await gotoHydrated(page, '/');
    const el = page.locator(bar);
    await expect(el).toBeVisible();
    await expect(el).toHaveCSS('background-color', 'rgb(97, 223, 255)');
    const href = /href="([^"]+)"/.exec(announcement!.content ?? '')?.[1];
    expect(href, 'the announcement links to the release notes').toBeDefined();
    await expect(el.getByRole('link', { name: 'Read the release notes' })).toHaveAttribute('href', href!);
    // The link leads to a heading that exists.
    await gotoHydrated(page, href!);
    await expect(page.locator(`[id="${new URL(href!, 'http://x').hash.slice(1)}"]`)).toBeVisible();
    await gotoHydrated(page, '/');
    await el.getByRole('button', { name: 'Close' }).click();
    await expect(el).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcement!.id);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('comes back when the announcement id changes', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await gotoHydrated(page, '/');
    await expect(page.locator(bar)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcement!.id);
  });
});

test.describe('docs page', () => {
  test('has breadcrumbs, a table of contents, an edit link and a joined title', async ({ page }) => {
    await gotoHydrated(page, '/technology/architecture');
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(breadcrumbs).toBeVisible();
    await expect(breadcrumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    // Every h2 to h5 of the article appears in the table of contents.
    const headings = await page.locator('article :is(h2, h3, h4, h5).anchor').count();
    expect(headings).toBeGreaterThan(1);
    await expect(page.locator('.theme-doc-toc-desktop .table-of-contents a')).toHaveCount(headings);
    const edit = page.getByRole('link', { name: 'Edit this page' });
    await expect(edit).toHaveAttribute('href', `${site.editUrl}docs/technology/architecture.mdx`);
    await expect(page).toHaveTitle(/^Architecture \| Linea$/);
  });

  test('shows when and by whom the page was last updated', async ({ page }) => {
    await gotoHydrated(page, '/get-started');
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on .+ by .+/);
  });

  test('lets the reader hide and restore the sidebar', async ({ page }) => {
    await gotoHydrated(page, '/get-started');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toBeVisible();
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('below 996 px the navbar becomes a slide-in menu with a way back from the docs sidebar', async ({ page }) => {
    await gotoHydrated(page, '/get-started');
    await expect(page.locator('.navbar__items a.navbar__link').first()).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // On a docs page the menu opens on the docs sidebar; the button leads back to the primary menu.
    const back = sidebar.getByRole('button', { name: /Back to main menu/ });
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.locator('.navbar-sidebar__item.menu').first().getByRole('link', { name: 'Technology' })).toBeVisible();
    // Growing past the breakpoint closes it.
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test('the default build carries no third-party integration', async ({ page, problems }) => {
  await gotoHydrated(page, '/get-started');
  await expect(page.locator('script[data-integration]')).toHaveCount(0);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expectCleanPage(problems);
});

test("the app's scripts start once a frame of the page's own HTML is on screen, and the app then hydrates", async ({ page, problems }) => {
  await page.addInitScript(() => {
    const marks: { frames: number; added?: { frames: number; articleParsed: boolean; shown: boolean } } = { frames: 0 };
    Object.assign(window, { bootMarks: marks });
    // Counts the frames the browser renders from the start of the document.
    const count = () => {
      marks.frames += 1;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    // The start script adds the preloaded app scripts: note how many frames had been rendered,
    // whether the page's HTML was all there, and whether the browser had reported first contentful
    // paint, which it does once the frame has reached the screen.
    new MutationObserver((mutations) => {
      if (marks.added === undefined && mutations.some((m) => Array.from(m.addedNodes).some((n) => n instanceof HTMLScriptElement && n.src.includes('/assets/js/')))) {
        marks.added = { frames: marks.frames, articleParsed: document.querySelector('footer') !== null, shown: performance.getEntriesByName('first-contentful-paint').length > 0 };
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoHydrated(page, '/zero-knowledge-glossary');
  const added = await page.evaluate(() => (window as unknown as { bootMarks: { added?: { frames: number; articleParsed: boolean; shown: boolean } } }).bootMarks.added);
  expect(added).toBeDefined();
  expect(added!.frames).toBeGreaterThanOrEqual(1);
  expect(added!.articleParsed).toBe(true);
  expect(added!.shown).toBe(true);
  // The head only preloads them: no app script runs from the parser.
  expect(await page.locator('head script[src*="/assets/js/"][defer]').count()).toBe(0);
  expect(await page.locator('link[rel="preload"][as="script"][data-app-script]').count()).toBeGreaterThanOrEqual(2);
  expectCleanPage(problems);
});

// A browser's first collator or formatter loads locale data: 5 to 20 ms of a fast machine's main
// thread, four times that on a phone, in the middle of the page's first load. The site writes its
// dates and numbers and sorts its lists without them (src/lib/dates.ts, numbers.ts, collation.ts).
// Every page type, and the network page, whose facts include numbers and dates.
const localePaths = [...Object.values(pageTypes), '/get-started/build/network-info'];
for (const width of [412, 1280]) {
  test(`no page type loads locale data while it loads, ${width} px wide`, async ({ page, problems }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { localeCalls: calls });
      const watch = <T extends object>(owner: T, name: keyof T & string, label: string) => {
        const original = owner[name] as unknown as (...args: unknown[]) => unknown;
        Object.defineProperty(owner, name, {
          configurable: true,
          writable: true,
          value: function (this: unknown, ...args: unknown[]) {
            calls.push(label);
            return new.target ? Reflect.construct(original, args, new.target) : original.apply(this, args);
          },
        });
      };
      watch(String.prototype, 'localeCompare', 'String#localeCompare');
      for (const name of ['Collator', 'NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) watch(Intl, name, `Intl.${name}`);
      watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
      for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) watch(Date.prototype, name, `Date#${name}`);
    });
    const found: Record<string, string[]> = {};
    for (const path of localePaths) {
      await gotoHydrated(page, path);
      // What runs once the page is idle (deferred islands, the console's loader) counts too.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
      const calls = await page.evaluate(() => (window as unknown as { localeCalls: string[] }).localeCalls);
      if (calls.length > 0) found[path] = [...new Set(calls)];
    }
    expect(found).toEqual({});
    expectCleanPage(problems);
  });
}
