import { test, expect, expectCleanPage, gotoHydrated } from './support/fixtures';
test('code rendered after a client-side navigation is highlighted by the tokenizer chunk', async ({ page, problems }) => {
  await gotoHydrated(page, '/get-started/how-to/bridge/how-to-bridge-erc20-tokens');
  const tokenizer = page.waitForRequest(/\/prism-tokenizer\.[^/]*\.js$/);
  await page.locator('nav a[href="/get-started/how-to/bridge/how-to-bridge-eth"]').first().click();
  await expect(page).toHaveURL('/get-started/how-to/bridge/how-to-bridge-eth');
  await tokenizer;
  const typescript = page.locator('article pre.language-ts code, article pre.language-typescript code').first();
  await expect(typescript.locator('.token.keyword').first()).toBeVisible();
  expectCleanPage(problems);
});

test('code blocks are highlighted and copyable', async ({ page }) => {
  await gotoHydrated(page, '/get-started');
  const block = page.locator('article pre code').first();
  await expect(block.locator('.token').first()).toBeAttached();
  await expect(page.locator('article button[aria-label="Copy code to clipboard"]').first()).toBeAttached();
});

for (const mode of ['dark', 'light'] as const) {
  test(`Mermaid diagrams render in ${mode} mode without errors`, async ({ page, problems }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await gotoHydrated(page, '/technology/architecture');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    // Drawn ahead of time: an image named by a text alternative, showing this mode's rendering only.
    const figure = page.locator('[data-mermaid]').first();
    await expect(figure).toHaveAttribute('role', 'img');
    await expect(figure).toHaveAttribute('aria-label', /Wallet or dapp to RPC nodes/);
    const diagram = figure.locator('svg').filter({ visible: true });
    await expect(diagram).toHaveCount(1);
    await expect(diagram).toHaveAttribute('id', new RegExp(`-${mode}$`));
    expect((await diagram.boundingBox())?.height ?? 0).toBeGreaterThan(50);
    expectCleanPage(problems);
  });
}

test('diagrams survive a client-side navigation: the drawings are copied from the page HTML, one request for the page', async ({ page, problems }) => {
  // The browser bundle does not carry the drawings; the server-rendered page does.
  await gotoHydrated(page, '/technology/transaction-lifecycle');
  const htmlRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' && new URL(r.url()).pathname === '/technology/architecture') htmlRequests.push(r.url());
  });
  await page.locator('article a[href="/technology/architecture"], nav a[href="/technology/architecture"]').first().click();
  await expect(page).toHaveURL('/technology/architecture');
  const figures = page.locator('[data-mermaid]');
  const count = await figures.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(figures.nth(i).locator('svg').filter({ visible: true })).toHaveCount(1);
  }
  expect(htmlRequests).toHaveLength(1);
  expectCleanPage(problems);
});

test('math renders with the locally bundled KaTeX stylesheet', async ({ page, problems }) => {
  await gotoHydrated(page, '/zero-knowledge-glossary');
  const math = page.locator('.katex').first();
  await expect(math).toBeVisible();
  const font = await math.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toContain('KaTeX_Main');
  expectCleanPage(problems);
});
