import { test, expect, expectCleanPage, gotoHydrated } from './support/fixtures';
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

test('math renders with the locally bundled KaTeX stylesheet', async ({ page, problems }) => {
  await gotoHydrated(page, '/zero-knowledge-glossary');
  const math = page.locator('.katex').first();
  await expect(math).toBeVisible();
  const font = await math.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toContain('KaTeX_Main');
  expectCleanPage(problems);
});
