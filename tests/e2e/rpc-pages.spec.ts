/**
 * A JSON-RPC method page keeps its tables (use cases, parameters, result, errors, where it is
 * served) from the server's HTML when it hydrates, instead of hydrating their elements, and renders
 * them itself after a client-side navigation.
 */
import { test, expect, gotoHydrated, expectCleanPage, expectSameDocument, markDocument, reactOwns } from './support/fixtures';

const KEPT = ['#rpc-use-cases', '#rpc-parameters', '#rpc-result', '#rpc-errors', '#rpc-served-by'];

test('on a server-rendered method page the tables stay the server markup, inside containers React owns', async ({ page, problems }) => {
  await gotoHydrated(page, '/api/reference/eth-getlogs');
  for (const selector of KEPT) {
    await expect(page.locator(selector)).toBeVisible();
    expect(await reactOwns(page.locator(selector)), selector).toBe(true);
    expect(await reactOwns(page.locator(`${selector} > *:first-child`)), `${selector} content`).toBe(false);
  }
  await expect(page.locator('#rpc-parameters table')).toContainText('fromBlock');
  expectCleanPage(problems);
});

test('after a client-side navigation to another method, its own tables are rendered', async ({ page, problems }) => {
  await gotoHydrated(page, '/api/reference/eth-getlogs');
  await markDocument(page);
  await page.locator('nav a[href="/api/reference/eth-getbalance"]').first().click();
  await expect(page).toHaveURL('/api/reference/eth-getbalance');
  await expect(page.locator('#rpc-parameters table')).toContainText('address');
  await expect(page.locator('#rpc-parameters table')).not.toContainText('fromBlock');
  await expect(page.locator('#rpc-use-cases li').first()).toBeVisible();
  expect(await reactOwns(page.locator('#rpc-parameters > *:first-child'))).toBe(true);
  await expectSameDocument(page);
  expectCleanPage(problems);
});
