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
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(diagram).toBeVisible();
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
