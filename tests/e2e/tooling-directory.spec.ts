import type { Page } from '@playwright/test';
import { test, expect, expectCleanPage, expectSameDocument, gotoBeforeHydration, gotoHydrated, markDocument, reactOwns, waitForHydration } from './support/fixtures';
import { providers, type ToolingCategory } from '../../src/data/tooling';
import { emptyFilter, filterProviders, type ToolingFilter } from '../../src/lib/toolingFilter';

/**
 * The tooling directory on /get-started/tooling: narrowing by category, network and name, the
 * filter kept in the URL (reload, back/forward, malformed values), and use without a mouse. The
 * expected results are what the unit-tested filter (src/lib/toolingFilter) gives on the real
 * data, so these tests check that the page applies it, and fail if the page stops narrowing.
 */
const path = '/get-started/tooling';
const total = providers.length;

const idsWhere = (filter: Partial<ToolingFilter>) =>
  filterProviders(providers, { ...emptyFilter, ...filter })
    .map((p) => p.id)
    .sort();

async function shownIds(page: Page): Promise<string[]> {
  const ids = await page.locator('ul[aria-label="Providers"] > li[data-provider]').evaluateAll((items) => items.map((li) => li.getAttribute('data-provider') ?? ''));
  return ids.sort();
}

function controls(page: Page) {
  return {
    category: page.getByLabel('Category', { exact: true }),
    network: page.getByLabel('Network', { exact: true }),
    name: page.getByLabel('Provider name', { exact: true }),
    status: page.getByRole('status').filter({ hasText: /providers?\.$/ }),
  };
}

test.describe('tooling directory', () => {
  test('lists every provider before any filter is set', async ({ page, problems }) => {
    await gotoHydrated(page, path);
    const { status } = controls(page);
    await expect(status).toHaveText(`Showing all ${total} providers.`);
    expect(await shownIds(page)).toEqual(idsWhere({}));
    expectCleanPage(problems);
  });

  test('keeps the unfiltered cards from the HTML, renders filtered ones, and lists them all again once the filter is cleared', async ({ page, problems }) => {
    const reactOwnsFirstCard = () => reactOwns(page.locator('ul[aria-label="Providers"] > li[data-provider]').first());
    await gotoHydrated(page, path);
    // The page hydrated without its cards: they are the server's markup.
    expect(await reactOwnsFirstCard()).toBe(false);
    const { name, status } = controls(page);
    await name.fill('viem');
    await expect(status).toHaveText(`Showing ${idsWhere({ query: 'viem' }).length} of ${total} providers.`);
    expect(await reactOwnsFirstCard()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(status).toHaveText(`Showing all ${total} providers.`);
    expect(await shownIds(page)).toEqual(idsWhere({}));
    expectCleanPage(problems);
  });

  test('a card link kept from the HTML moves within the app', async ({ page, problems }) => {
    await gotoHydrated(page, path);
    await markDocument(page);
    const first = page.locator('ul[aria-label="Providers"] > li[data-provider] h3 a').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(href!);
    await expect(page.locator('article h1')).toBeVisible();
    await expectSameDocument(page);
    expectCleanPage(problems);
  });

  test('narrows by category, including providers whose secondary category it is', async ({ page, problems }) => {
    await gotoHydrated(page, path);
    const { category, status } = controls(page);
    const expected = idsWhere({ category: 'data-indexers' });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(total);

    await category.selectOption('data-indexers');
    await expect(page).toHaveURL(/[?&]category=data-indexers\b/);
    await expect(status).toHaveText(`Showing ${expected.length} of ${total} providers.`);
    expect(await shownIds(page)).toEqual(expected);

    // Each result links to its page in the chosen category.
    const links = page.locator('ul[aria-label="Providers"] h3 a');
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^\/get-started\/tooling\/data-indexers\//);
    }
    expectCleanPage(problems);
  });

  test('narrows by network', async ({ page, problems }) => {
    await gotoHydrated(page, path);
    const { network, status } = controls(page);
    const expected = idsWhere({ network: 'sepolia' });
    expect(expected.length).toBeLessThan(total);

    await network.selectOption('sepolia');
    await expect(page).toHaveURL(/[?&]network=sepolia\b/);
    await expect(status).toHaveText(`Showing ${expected.length} of ${total} providers.`);
    expect(await shownIds(page)).toEqual(expected);
    expectCleanPage(problems);
  });

  test('narrows by name as the reader types, ignoring case', async ({ page, problems }) => {
    await gotoHydrated(page, path);
    const { name, status } = controls(page);

    await name.fill('VIEM');
    await expect(page).toHaveURL(/[?&]q=VIEM\b/);
    await expect(status).toHaveText(`Showing 1 of ${total} providers.`);
    expect(await shownIds(page)).toEqual(['viem']);

    await name.fill('no provider is called this');
    await expect(status).toHaveText(`Showing 0 of ${total} providers.`);
    await expect(page.getByText('No provider matches these filters.')).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(status).toHaveText(`Showing all ${total} providers.`);
    await expect(name).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');

    // A key typed inside the name lands where the cursor is, not at the end.
    await name.fill('getblock');
    await expect(page).toHaveURL(/[?&]q=getblock\b/);
    await name.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
    await page.keyboard.type('XY');
    await expect(name).toHaveValue('getXYblock');
    expectCleanPage(problems);
  });

  test('combines category, network and name', async ({ page, problems }) => {
    await gotoHydrated(page, path);
    const { category, network, name, status } = controls(page);
    const inCategory = idsWhere({ category: 'account-abstraction' });
    const onMainnet = idsWhere({ category: 'account-abstraction', network: 'mainnet' });
    expect(onMainnet.length).toBeLessThan(inCategory.length);

    await category.selectOption('account-abstraction');
    await network.selectOption('mainnet');
    await expect(status).toHaveText(`Showing ${onMainnet.length} of ${total} providers.`);
    expect(await shownIds(page)).toEqual(onMainnet);

    await name.fill('pim');
    await expect(status).toHaveText(`Showing 1 of ${total} providers.`);
    expect(await shownIds(page)).toEqual(['pimlico']);
    await expect(page).toHaveURL(/category=account-abstraction&network=mainnet&q=pim$/);
    expectCleanPage(problems);
  });

  test('restores the filter from the URL, on reload and with back and forward', async ({ page, problems }) => {
    const expected = idsWhere({ category: 'libraries', network: 'sepolia', query: 'w' });
    expect(expected.length).toBeGreaterThan(0);

    await gotoHydrated(page, `${path}?category=libraries&network=sepolia&q=w`);
    const { category, network, name, status } = controls(page);
    await expect(category).toHaveValue('libraries');
    await expect(network).toHaveValue('sepolia');
    await expect(name).toHaveValue('w');
    await expect(status).toHaveText(`Showing ${expected.length} of ${total} providers.`);
    expect(await shownIds(page)).toEqual(expected);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(category).toHaveValue('libraries');
    await expect(status).toHaveText(`Showing ${expected.length} of ${total} providers.`);
    expect(await shownIds(page)).toEqual(expected);

    // Each select change is a history entry; Back undoes the last one, Forward redoes it.
    await network.selectOption('mainnet');
    await expect(page).toHaveURL(/network=mainnet/);
    await page.goBack();
    await expect(page).toHaveURL(/network=sepolia/);
    await expect(network).toHaveValue('sepolia');
    expect(await shownIds(page)).toEqual(expected);
    await page.goForward();
    await expect(network).toHaveValue('mainnet');
    expectCleanPage(problems);
  });

  test("choices made before the page hydrates are kept and go into the URL, over the link's own", async ({ page, problems }) => {
    // The HTML is built without a filter, so the link's category and network show only once React
    // runs; the reader, on a slow network, picks a network and types a name before that.
    const release = await gotoBeforeHydration(page, `${path}?category=data-indexers&network=mainnet&q=viem`);
    const { category, network, name, status } = controls(page);
    await network.selectOption('sepolia');
    await name.fill('al ');
    release();
    await waitForHydration(page);
    // The URL keeps the name trimmed; the box keeps it as typed, space and all.
    await expect.poll(() => new URL(page.url()).search).toBe('?category=data-indexers&network=sepolia&q=al');
    await expect(category).toHaveValue('data-indexers');
    await expect(network).toHaveValue('sepolia');
    await expect(name).toHaveValue('al ');
    const expected = idsWhere({ category: 'data-indexers', network: 'sepolia', query: 'al' });
    expect(expected.length).toBeGreaterThan(0);
    await expect(status).toHaveText(`Showing ${expected.length} of ${total} providers.`);
    expect(await shownIds(page)).toEqual(expected);
    expectCleanPage(problems);
  });

  test('Back steps through each choice, a typed name being one step however many keys it took', async ({ page, problems }) => {
    await gotoHydrated(page, path);
    const { category, network, name, status } = controls(page);
    const entries = () => page.evaluate(() => window.history.length);
    const before = await entries();
    const onMainnet = idsWhere({ category: 'account-abstraction', network: 'mainnet' });

    await category.selectOption('account-abstraction');
    await expect(page).toHaveURL(/\?category=account-abstraction$/);
    await network.selectOption('mainnet');
    await expect(page).toHaveURL(/\?category=account-abstraction&network=mainnet$/);
    // Key by key, as a reader types: the box keeps focus and every key lands in it.
    await name.focus();
    await name.pressSequentially('pim', { delay: 50 });
    await expect(page).toHaveURL(/\?category=account-abstraction&network=mainnet&q=pim$/);
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('pim');
    expect(await entries()).toBe(before + 3);

    await page.goBack();
    await expect(page).toHaveURL(/\?category=account-abstraction&network=mainnet$/);
    await expect(name).toHaveValue('');
    await expect(network).toHaveValue('mainnet');
    await expect(status).toHaveText(`Showing ${onMainnet.length} of ${total} providers.`);
    expect(await shownIds(page)).toEqual(onMainnet);
    await page.goBack();
    await expect(page).toHaveURL(/\?category=account-abstraction$/);
    await expect(network).toHaveValue('');

    await page.goForward();
    await page.goForward();
    await expect(name).toHaveValue('pim');
    expect(await shownIds(page)).toEqual(['pimlico']);

    // Typing again after going back to a select's step starts a new step rather than rewriting it.
    await page.goBack();
    await expect(name).toHaveValue('');
    await name.pressSequentially('vi', { delay: 50 });
    await expect(page).toHaveURL(/&q=vi$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?category=account-abstraction&network=mainnet$/);
    expectCleanPage(problems);
  });

  test('ignores malformed query values instead of failing', async ({ page, problems }) => {
    await gotoHydrated(page, `${path}?category=wizardry&network=goerli&q=%20%20&category=`);
    const { category, network, name, status } = controls(page);
    await expect(category).toHaveValue('');
    await expect(network).toHaveValue('');
    await expect(name).toHaveValue('');
    await expect(status).toHaveText(`Showing all ${total} providers.`);
    // A note under the count says which of the link's values were left out, and why.
    const note = page.getByText(/^The link's /);
    await expect(note).toHaveText(
      'The link\'s category "wizardry" is not one of the choices under Category, so every category is shown.' +
        ' The link\'s network "goerli" is not Linea Mainnet or Linea Sepolia, so every network is shown.',
    );
    expect(await shownIds(page)).toEqual(idsWhere({}));

    // A valid value next to a broken one still applies.
    await gotoHydrated(page, `${path}?category=%E0%A4%A&network=sepolia`);
    await expect(network).toHaveValue('sepolia');
    await expect(note).toContainText('is not one of the choices under Category, so every category is shown.');
    expect(await shownIds(page)).toEqual(idsWhere({ network: 'sepolia' }));
    // Changing a filter rewrites the link, and the note goes with the value it was about.
    await network.selectOption('mainnet');
    await expect(note).toHaveCount(0);
    expectCleanPage(problems);
  });

  test('works with the keyboard alone and announces the result count', async ({ page, problems }) => {
    await gotoHydrated(page, path);
    const { category, network, name, status } = controls(page);
    await expect(status).toHaveAttribute('aria-live', 'polite');

    // Tab from the top of the page until the category control has focus.
    for (let i = 0; i < 150 && !(await category.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(category).toBeFocused();

    // Arrow keys change a focused select in place: "All categories" → the first category.
    await page.keyboard.press('ArrowDown');
    const firstCategory = await category.inputValue();
    expect(firstCategory).not.toBe('');
    const inFirst = idsWhere({ category: firstCategory as ToolingCategory });
    await expect(status).toHaveText(`Showing ${inFirst.length} of ${total} providers.`);

    await page.keyboard.press('Tab');
    await expect(network).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(network).toHaveValue('mainnet');

    await page.keyboard.press('Tab');
    await expect(name).toBeFocused();
    await page.keyboard.type('zz-no-match');
    await expect(status).toHaveText(`Showing 0 of ${total} providers.`);

    // The clear button follows the name box, resets everything, and hands focus back to the box.
    const clear = page.getByRole('button', { name: 'Clear filters' });
    await page.keyboard.press('Tab');
    await expect(clear).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(`Showing all ${total} providers.`);
    await expect(name).toBeFocused();

    // Results are ordinary links: reach one and open it with Enter.
    await page.keyboard.type('pimlico');
    await expect(status).toHaveText(`Showing 1 of ${total} providers.`);
    await page.keyboard.press('Tab');
    await expect(clear).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Pimlico', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/get-started\/tooling\/account-abstraction\/pimlico$/);
    await expect(page.locator('h1')).toHaveText('Pimlico');
    expectCleanPage(problems);
  });
});
