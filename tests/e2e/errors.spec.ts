import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, waitForHydration } from './support/fixtures';

test.describe('unavailable storage', () => {
  test.beforeEach(async ({ page }) => {
    // What an iframe sandbox, a private window or strict privacy settings do to localStorage.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  test('the site works, logs a warning and persists nothing', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await gotoHydrated(page, '/get-started');
    await expect.poll(() => warnings.some((w) => w.includes('storage is not available'))).toBe(true);

    await page.locator('button[title*="Switch between dark and light mode"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const bar = page.locator('[role="banner"][class*="announcementBar"]');
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toHaveCount(0);

    await page.reload();
    await waitForHydration(page);
    // Nothing was stored: the defaults are back.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(bar).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('slow and failed page loads', () => {
  test.beforeEach(async ({ context }) => {
    // Data-saver mode turns off link prefetching, so the next page's chunks load on click.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
    });
  });

  test('a progress bar appears once a route change takes longer than 200 ms', async ({ page }) => {
    await gotoHydrated(page, '/get-started');
    let slow = false;
    await page.route('**/assets/js/*.js', async (route) => {
      if (slow) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    slow = true;
    const started = Date.now();
    await page.locator('.navbar__items a.navbar__link', { hasText: 'API & SDK' }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    await expect(page).toHaveURL(/\/api$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a route chunk that fails during navigation reloads the page, which then loads', async ({ page }) => {
    await gotoHydrated(page, '/get-started');
    let failuresLeft = 1;
    await page.route('**/assets/js/*.js', async (route) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return route.abort();
      }
      return route.continue();
    });
    const reloaded = page.waitForEvent('load');
    await page.locator('.navbar__items a.navbar__link', { hasText: 'API & SDK' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/api$/);
    await waitForHydration(page);
  });

  test('search code that cannot load says so in the box, and Retry loads it', async ({ page }) => {
    // With Save-Data nothing is preloaded: the search code loads on focus, and here it fails.
    await gotoHydrated(page, '/get-started');
    let blocking = true;
    await page.route('**/assets/js/*.js', (route) => (blocking ? route.abort() : route.continue()));
    const input = page.locator('.navbar__search-input').first();
    await input.fill('bridge');
    const failure = page.getByRole('alert').filter({ hasText: 'Search is unavailable: its code could not be downloaded.' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Press Enter for the results page');
    await expect(input).toHaveValue('bridge');
    blocking = false;
    // From the keyboard: reaching Retry keeps the message (and the button) in place; Enter retries.
    const retry = failure.getByRole('button', { name: 'Retry' });
    await retry.focus();
    await expect(retry).toBeFocused();
    await retry.press('Enter');
    await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(input).toBeFocused();
  });

  /** Refuses the search index until `allow` is called. */
  async function refuseIndex(page: Page): Promise<{ allow: () => void }> {
    let blocking = true;
    await page.route(
      (url) => url.pathname === '/search-index.json',
      (route) => (blocking ? route.abort() : route.continue()),
    );
    return { allow: () => (blocking = false) };
  }

  test('an index that cannot load says so in the box, and Retry from the keyboard loads it with focus kept in the box', async ({ page }) => {
    await gotoHydrated(page, '/get-started');
    const index = await refuseIndex(page);
    const input = page.locator('.navbar__search-input').first();
    await input.fill('bridge');
    const failure = page.getByRole('alert').filter({ hasText: 'Search is unavailable: the search index could not be loaded.' });
    await expect(failure).toBeVisible();
    await expect(input).toHaveValue('bridge');
    // A message is no listbox: the combobox does not claim one, nor point at one that is not there.
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-controls', /./);
    index.allow();
    const retry = failure.getByRole('button', { name: 'Retry' });
    await retry.focus();
    await retry.press('Enter');
    await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = await input.getAttribute('aria-controls');
    await expect(page.locator(`[id="${listbox}"]`)).toHaveAttribute('role', 'listbox');
  });

  test('the results page says when the index cannot load, and Retry loads it with focus back in the box', async ({ page }) => {
    const index = await refuseIndex(page);
    await gotoHydrated(page, '/search?q=bridge');
    const failure = page.getByRole('alert').filter({ hasText: 'Search is unavailable: the search index could not be loaded.' });
    await expect(failure).toBeVisible();
    index.allow();
    const retry = failure.getByRole('button', { name: 'Retry' });
    await retry.focus();
    await retry.press('Enter');
    // "bridge" fills the page: the count says these are the best matches of more.
    await expect(page.locator('main [role="status"]')).toContainText('The 100 best matches are shown: add words to narrow the search');
    await expect(page.locator('main input[type="search"]')).toBeFocused();
  });

  test('a navbar box that failed to load the index recovers when the results page loads it', async ({ page }) => {
    const index = await refuseIndex(page);
    await gotoHydrated(page, '/search?q=bridge');
    const navbarInput = page.locator('.navbar__search-input').first();
    await navbarInput.fill('gas');
    const navbarFailure = page.locator('.navbar__search').getByRole('alert');
    await expect(navbarFailure).toContainText('Search is unavailable');
    index.allow();
    await page.locator('main').getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
    await expect(page.locator('main [role="status"]')).not.toBeEmpty();
    // Without its own Retry, the navbar box answers the next query.
    await navbarInput.fill('bridge');
    await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible();
    await expect(navbarFailure).toHaveCount(0);
  });

  test('a page opened from a result stays as it is when the highlighter cannot load', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const probe = await page.context().newPage();
    const needed = new Set<string>();
    probe.on('request', (r) => needed.add(r.url()));
    await gotoHydrated(probe, '/get-started');
    await probe.close();
    // Every chunk the page needs loads; the highlighter's does not.
    await page.route('**/assets/js/*.js', (route) => (needed.has(route.request().url()) ? route.continue() : route.abort()));
    await gotoHydrated(page, '/get-started?_highlight=linea');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article mark')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  /** Opens /api with every script chunk refused that /get-started does not need; returns the switch. */
  async function openWithMissingChunk(page: Page): Promise<{ allow: () => void }> {
    const probe = await page.context().newPage();
    const needed = new Set<string>();
    probe.on('request', (r) => needed.add(r.url()));
    await gotoHydrated(probe, '/get-started');
    await probe.close();
    let blocking = true;
    await page.route('**/assets/js/*.js', (route) => (blocking && !needed.has(route.request().url()) ? route.abort() : route.continue()));
    await page.goto('/api');
    return { allow: () => (blocking = false) };
  }

  const chunkErrorBox = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be downloaded' });

  test('a page whose chunk cannot load shows the error box, and Retry loads it', async ({ page }) => {
    const { allow } = await openWithMissingChunk(page);
    const box = chunkErrorBox(page);
    await expect(box).toBeVisible();
    await expect(box).toContainText('search, menus and other controls may not work');
    // The static page stays readable underneath, and its navbar links, which work without the
    // script, are not covered by the box.
    await expect(page.locator('article h1')).toBeVisible();
    const link = page.locator('.navbar__items a.navbar__link').first();
    const covered = await link.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !(top && el.contains(top));
    });
    expect(covered, 'the navbar link is under the error box').toBe(false);
    allow();
    await box.getByRole('button', { name: 'Retry' }).click();
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/api$/);
    await expect(chunkErrorBox(page)).toHaveCount(0);
  });

  test('the chunk error box can be dismissed', async ({ page }) => {
    await openWithMissingChunk(page);
    const box = chunkErrorBox(page);
    await expect(box).toBeVisible();
    await box.getByRole('button', { name: 'Dismiss' }).click();
    await expect(chunkErrorBox(page)).toHaveCount(0);
    await expect(page.locator('article h1')).toBeVisible();
  });
});
