import { test, expect, waitForHydration } from '../support/fixtures';
import variantEnv from '../../../scripts/e2e-variant-env.json';

/**
 * The variant build has every integration configured. The vendors are stood in for by Playwright
 * routes: one script throws, one fails to load, one does not match its integrity hash, and the
 * tag manager throws too. The page must keep working through all of it.
 */
test('configured integrations load deferred, and broken vendors leave the page working', async ({ page }) => {
  const vendorHits: string[] = [];
  await page.route(/widgets\.test|googletagmanager\.com/, async (route) => {
    const url = route.request().url();
    vendorHits.push(new URL(url).hostname);
    if (url.startsWith(variantEnv.LINEA_DOCS_SURVEY_SCRIPT_URL)) return route.abort('connectionrefused');
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body: 'window.__vendorRan = (window.__vendorRan || 0) + 1; throw new Error("vendor script failure");',
    });
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));

  await page.goto('/get-started');
  await waitForHydration(page);

  for (const [name, prefix] of [
    ['feedback', 'LINEA_DOCS_FEEDBACK'],
    ['survey', 'LINEA_DOCS_SURVEY'],
    ['assistant', 'LINEA_DOCS_ASSISTANT'],
  ] as const) {
    const script = page.locator(`script[data-integration="${name}"]`);
    await expect(script).toHaveAttribute('src', variantEnv[`${prefix}_SCRIPT_URL`]);
    await expect(script).toHaveAttribute('data-id', variantEnv[`${prefix}_ID`]);
    expect(await script.evaluate((s: HTMLScriptElement) => s.defer)).toBe(true);
  }
  await expect(page.locator('script[data-integration="assistant"]')).toHaveAttribute('integrity', variantEnv.LINEA_DOCS_ASSISTANT_INTEGRITY);

  await expect.poll(() => vendorHits.sort()).toEqual(
    expect.arrayContaining(['assistant.widgets.test', 'feedback.widgets.test', 'survey.widgets.test', 'www.googletagmanager.com']),
  );
  // The feedback script and the tag manager ran and threw; the assistant was refused by SRI.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __vendorRan?: number }).__vendorRan)).toBe(2);
  expect(pageErrors.every((m) => m.includes('vendor script failure'))).toBe(true);

  // The site still navigates and reacts.
  await page.locator('.navbar__items a.navbar__link', { hasText: 'API & SDK' }).click();
  await expect(page).toHaveURL(/\/api$/);
  await page.locator('button[title*="Switch between dark and light mode"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
