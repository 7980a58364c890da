import { test, expect, expectCleanPage, gotoHydrated } from './support/fixtures';
import { diskUsage } from '../../src/data/node-disk-usage';
import { executionPeers, maruPeers } from '../../src/data/bootnodes';
import { safeRelease } from '../../src/data/safe-deployments';

/** Behaviour of the how-to guides beyond what the smoke test checks on every page. */

test('the run-a-node page tabulates every disk-usage figure with its date and source', async ({ page, problems }) => {
  await gotoHydrated(page, '/get-started/how-to/run-a-node');
  const table = page.locator('table', { has: page.locator('caption', { hasText: 'Disk space used by' }) });
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(diskUsage.length);
  await expect(table.locator('time')).toHaveCount(diskUsage.length);
  for (const figure of diskUsage) {
    await expect(table.locator(`time[datetime="${figure.latest.measuredOn}"]`).first()).toBeAttached();
  }
  await expect(table.getByRole('link', { name: 'source' }).first()).toHaveAttribute('href', diskUsage[0]!.source.url);
  expectCleanPage(problems);
});

test('a client page shows only its own client in the disk-usage table', async ({ page }) => {
  await gotoHydrated(page, '/get-started/how-to/run-a-node/geth');
  const rows = page.locator('table:has(caption) tbody tr');
  await expect(rows).toHaveCount(diskUsage.filter((f) => f.client === 'geth').length);
  await expect(rows.first().locator('th')).toHaveText('Geth');
});

test('network tabs remember the choice in the URL and across pages', async ({ page }) => {
  await gotoHydrated(page, '/get-started/how-to/run-a-node/linea-besu');
  await page.getByRole('tab', { name: 'Linea Sepolia' }).first().click();
  await expect(page).toHaveURL(/[?&]network=sepolia/);
  await expect(page.getByText('--profile=advanced-sepolia').first()).toBeVisible();
  await gotoHydrated(page, '/get-started/how-to/run-a-node/geth');
  await expect(page.getByRole('tab', { name: 'Linea Sepolia', selected: true }).first()).toBeAttached();
});

test('the bootnodes page renders the peer lists from data as copyable code', async ({ page, problems }) => {
  await gotoHydrated(page, '/get-started/how-to/run-a-node/bootnodes');
  const article = page.locator('article');
  for (const peer of [...executionPeers.mainnet, ...executionPeers.sepolia, ...maruPeers.mainnet, ...maruPeers.sepolia]) {
    await expect(article.locator('pre', { hasText: peer.address }).first()).toBeAttached();
  }
  const flag = executionPeers.sepolia.map((p) => p.address).join(',');
  await expect(article.locator('pre', { hasText: flag })).toHaveCount(1);
  await expect(article.getByRole('button', { name: 'Copy code to clipboard' }).first()).toBeAttached();
  expectCleanPage(problems);
});

test('the volume page keeps the Get started sidebar without being listed in it', async ({ page }) => {
  await gotoHydrated(page, '/get-started/how-to/run-a-node/volume-creation');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.locator('a[href="/get-started"]').first()).toBeAttached();
  await expect(sidebar.locator('a[href="/get-started/how-to/run-a-node/volume-creation"]')).toHaveCount(0);
});

test('Safe contract addresses link to the explorer of their network', async ({ page }) => {
  await gotoHydrated(page, '/get-started/how-to/linea-safe');
  const factory = safeRelease('1.4.1').contracts.find((c) => c.name === 'SafeProxyFactory')!;
  await expect(page.locator(`a[href="https://lineascan.build/address/${factory.address}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href="https://sepolia.lineascan.build/address/${factory.address}"]`)).toHaveCount(1);
});

// Newer how-tos: each links what it builds on and appears once in the sidebar.
const linkedHowTos: { path: string; links: string[] }[] = [
  { path: '/get-started/how-to/write-assertions', links: ['/release-notes#beta-v45'] },
  { path: '/get-started/how-to/launch-your-app', links: ['https://developer.linea.build/get-featured', '/get-started/how-to/verify-smart-contract'] },
  { path: '/get-started/how-to/run-a-node/maru', links: ['/get-started/how-to/run-a-node/bootnodes#maru', '/release-notes#beta-v40'] },
  { path: '/get-started/how-to/bridge/usdc-cctp', links: ['/get-started/how-to/bridge#usdc', '/release-notes#alpha-v42'] },
  { path: '/get-started/how-to/verify-users-with-proof-of-humanity', links: ['/get-started/tooling/attestations/verax', 'https://lineascan.build/address/0xBf14cFAFD7B83f6de881ae6dc10796ddD7220831'] },
];
for (const { path, links } of linkedHowTos) {
  test(`${path} links ${links.join(' and ')} and is listed in the sidebar`, async ({ page, problems }) => {
    await gotoHydrated(page, path);
    for (const href of links) await expect(page.locator(`article a[href="${href}"]`).first()).toBeAttached();
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.locator(`a[href="${path}"]`)).toHaveCount(1);
    expectCleanPage(problems);
  });
}
