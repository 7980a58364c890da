import { test, expect } from '../support/fixtures';

test('a page that throws while rendering shows the crash page with its error and Try again', async ({ page }) => {
  await page.goto('/__e2e/crash');
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByText('Deliberate crash for the end-to-end test')).toBeVisible();
  // The error's causes are listed under it.
  await expect(page.getByText('Thrown by the test-only crash route')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  // Trying again renders the page anew; it throws again, and the crash page comes back.
  await retry.click();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  // The rest of the site still works from here.
  await page.goto('/get-started');
  await expect(page.locator('article h1')).toBeVisible();
});
