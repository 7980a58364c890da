import { test, expect, gotoHydrated } from '../support/fixtures';
import { highlightedLanguages } from '../../../src/config/prism';

for (const language of highlightedLanguages) {
  test(`code blocks in ${language} are highlighted`, async ({ page }) => {
    await gotoHydrated(page, '/__e2e/code-samples');
    const block = page.locator(`section[data-language="${language}"] pre code`);
    await expect(block).toBeVisible();
    // Without its grammar a block renders as plain tokens only.
    expect(await block.locator('.token:not(.plain)').count()).toBeGreaterThan(0);
  });
}
