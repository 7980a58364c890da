import { test, expect, gotoHydrated } from './support/fixtures';

const html = 'html';
const toggle = 'button[title*="Switch between dark and light mode"]';

test.describe('colour mode', () => {
  test('first-time visitors get dark mode even when the system prefers light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/');
    await expect(page.locator(html)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the switch changes the mode and the choice survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/get-started');
    await page.locator(toggle).first().click();
    await expect(page.locator(html)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator(html)).toHaveAttribute('data-theme', 'light');
  });

  test('the stored mode applies before any bundle runs (no flash of the wrong theme)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    // With every script bundle blocked, only the inline head script can set the theme.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/get-started');
    await expect(page.locator(html)).toHaveAttribute('data-theme', 'light');
    await expect(page.locator(html)).toHaveAttribute('data-has-hydrated', 'false');
  });

  test('a choice made in one tab reaches the other open tabs', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, '/');
    await gotoHydrated(second, '/get-started');
    await expect(second.locator(html)).toHaveAttribute('data-theme', 'dark');
    await first.locator(toggle).first().click();
    await expect(first.locator(html)).toHaveAttribute('data-theme', 'light');
    await expect(second.locator(html)).toHaveAttribute('data-theme', 'light');
  });
});
