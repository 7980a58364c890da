import { test as base, expect, type Locator, type Page } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  /** Requests that left the origin under test. */
  foreignRequests: string[];
}

/**
 * Every test gets `problems`: console errors, uncaught exceptions and requests to other origins
 * seen on its page. Tests that expect a clean page call `expectCleanPage`.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const problems: PageProblems = { consoleErrors: [], pageErrors: [], foreignRequests: [] };
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
    });
    page.on('pageerror', (err) => problems.pageErrors.push(err.message));
    page.on('request', (req) => {
      const url = req.url();
      if (/^https?:/.test(url) && new URL(url).origin !== origin) problems.foreignRequests.push(url);
    });
    await use(problems);
  },
});

export { expect };

export function expectCleanPage(problems: PageProblems): void {
  expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.foreignRequests, 'third-party requests').toEqual([]);
}

/** Opens a path and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Waits for React to hydrate the page. Hydration is a precondition here, not what a test measures
 * (bench:weight and bench:lighthouse do): the largest reference pages take several seconds on a
 * loaded 2-core machine, so this wait is longer than an assertion's.
 *
 * The page is asked every 25 ms (a timer, so a renderer that draws no frames is asked too). An
 * assertion retries after 20, 50, 100, 100 and then every 500 ms (Playwright 1.65): a page that
 * hydrated just after a look was seen up to half a second late, and every test opening a page
 * waited for it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, { polling: 25, timeout: HYDRATION_TIMEOUT_MS });
  } catch (error) {
    if (!/Timeout/.test((error as Error).message)) throw error;
    throw new Error(`${page.url()} did not hydrate in ${HYDRATION_TIMEOUT_MS / 1000} s (html[data-has-hydrated] is not "true")`);
  }
}

const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * Opens a path with its HTML in place and React held back (the site's main script waits), as on a
 * slow network, and returns what lets it load; then wait with `waitForHydration`.
 */
export async function gotoBeforeHydration(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/main.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  return release;
}

/**
 * Marks the current document, for `expectSameDocument` after a click: a page that reloads loses the
 * mark, a navigation inside the app keeps it.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __documentMark: true }));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __documentMark?: boolean }).__documentMark), 'the page reloaded').toBe(true);
}

/** Whether React owns the element: hydrated or rendered elements carry its fiber, markup kept from the server's HTML does not. */
export function reactOwns(element: Locator): Promise<boolean> {
  return element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
}
