import { test, expect, expectCleanPage, expectSameDocument, gotoHydrated, markDocument } from './support/fixtures';
import { inventory } from './support/inventory';
import { addressUrl, contractAddress } from '../../src/data/deployments';
import { repositories } from '../../src/data/repositories';

/**
 * The smart-contract reference (/api/linea-smart-contracts/...): hashes computed at build time are
 * in the static HTML, deployed addresses link to the right explorer, anchors and cross-links work,
 * and the selector index, which only the HTML carries, survives a client-side navigation. The
 * largest page's weight budget is checked with the other page types (weight.spec.ts).
 */
const PREFIX = '/api/linea-smart-contracts';
const contractPaths = [...new Set(inventory.map((r) => r.path).filter((p) => p.startsWith(PREFIX)))];

test('every contract page is served with its source and inheritance', async ({ request }) => {
  for (const path of contractPaths) {
    const html = await (await request.get(path)).text();
    // The production HTML is minified: attribute quotes are optional.
    expect(html, path).toMatch(/id="?source-and-inheritance"?[ >]/);
    expect(html, path).toMatch(new RegExp(`href="?${repositories.monorepo.replace(/[.]/g, '\\.')}/blob/[0-9a-f]{40}/contracts/`));
  }
});

test('every contract page states the version and commit it documents', async ({ request }) => {
  for (const path of contractPaths) {
    // React separates adjacent text with empty comments in server-rendered HTML.
    const html = (await (await request.get(path)).text()).replaceAll('<!-- -->', '');
    expect(html, path).toMatch(/<strong>Version:<\/strong> this page documents .*? of monorepo commit <code>[0-9a-f]{10}<\/code> \(\d{4}-\d{2}-\d{2}\)/);
  }
});

test('the rollup interface shows 8.0 deployed on Ethereum Mainnet and upcoming on Sepolia', async ({ page, problems }) => {
  await gotoHydrated(page, `${PREFIX}/interfaces/l1/ilinearollup`);
  const table = page.locator('table', { has: page.locator('caption', { hasText: 'Deployed versions' }) });
  await expect(table.locator('tr', { hasText: 'Ethereum Mainnet' })).toContainText('Deployed: the version on this page');
  await expect(table.locator('tr', { hasText: 'Ethereum Sepolia' })).toContainText('Upcoming');
  await expect(table.locator('a[href="/api/linea-smart-contracts/linearollup"]').first()).toBeAttached();
  expectCleanPage(problems);
});

test('selectors, event topics and role identifiers are in the HTML before any script runs', async ({ request }) => {
  const expectations: Record<string, string[]> = {
    linearollup: ['0x755bc62f', '0x99467a35', '0x9f3ce55a', '0x491e0936'],
    'interfaces/l1/ilinearollup': ['0xa0262dc79e4ccb71ceac8574ae906311ae338aa4a2044fd4ec4b99fad5ab60cb'],
    'interfaces/imessageservice': ['0x9f3ce55a', '0xe856c2b8bd4eb0027ce32eeaf595c21b0b6b4644b326e5b7bd80a1cf8db72e6c'],
    zkevmv2: ['0x97667070c54ef182b0f5858b034beac1b6f3089aa2d3188bb1e8929f4fa9b929', '0x8be745d1'],
    tokenbridge: ['0x522ea81a', '0x0f6f86ec'],
    'messageservice/l1/transientstoragereentrancyguardupgradeable': ['0x37ed32e8'],
  };
  for (const [path, hashes] of Object.entries(expectations)) {
    const html = await (await request.get(`${PREFIX}/${path}`)).text();
    for (const hash of hashes) expect(html, `${path} ${hash}`).toContain(hash);
  }
});

test('deployed addresses link to the explorer of their network and layer', async ({ page, problems }) => {
  const cases = [
    { path: 'linearollup', links: [addressUrl('mainnet', 'lineaRollup'), addressUrl('sepolia', 'lineaRollup')] },
    { path: 'messageservice/l2/l2messageservice', links: [addressUrl('mainnet', 'l2MessageService'), addressUrl('sepolia', 'l2MessageService')] },
    {
      path: 'tokenbridge',
      links: [
        addressUrl('mainnet', 'l1TokenBridge'),
        addressUrl('mainnet', 'l2TokenBridge'),
        addressUrl('sepolia', 'l1TokenBridge'),
        addressUrl('sepolia', 'l2TokenBridge'),
      ],
    },
    { path: 'messageservice/lib/timelock', links: [addressUrl('mainnet', 'l1Timelock'), addressUrl('mainnet', 'l2Timelock')] },
  ];
  for (const { path, links } of cases) {
    await gotoHydrated(page, `${PREFIX}/${path}`);
    const table = page.getByRole('region', { name: 'Deployed addresses' }).locator('table');
    for (const href of links) await expect(table.locator(`a[href="${href}"]`), href).toHaveCount(1);
  }
  expect(addressUrl('mainnet', 'lineaRollup')).toBe(`https://etherscan.io/address/${contractAddress('mainnet', 'lineaRollup')}`);
  expect(addressUrl('sepolia', 'l2MessageService')).toBe(`https://sepolia.lineascan.build/address/${contractAddress('sepolia', 'l2MessageService')}`);
  expectCleanPage(problems);
});

test('the table of contents lists members and its links land on them', async ({ page, problems }) => {
  await gotoHydrated(page, `${PREFIX}/messageservice/l1/l1messageservice`);
  const toc = page.locator('.table-of-contents');
  await expect(toc.locator('a[href="#functions"]')).toBeAttached();
  await toc.locator('a[href="#claimMessageWithProof"]').click();
  await expect(page).toHaveURL(/#claimMessageWithProof$/);
  await expect(page.locator('h3#claimMessageWithProof')).toBeInViewport();
  expectCleanPage(problems);
});

test('the selector index links each inherited member to the page that documents it', async ({ page, problems }) => {
  await gotoHydrated(page, `${PREFIX}/linearollup`);
  const row = page.locator('#selector-index-table tr', { hasText: 'sendMessage(address,uint256,bytes)' });
  await expect(row).toContainText('0x9f3ce55a');
  await row.locator('a').first().click();
  await expect(page).toHaveURL(`${PREFIX}/messageservice/l1/l1messageservice#sendMessage`);
  await expect(page.locator('h3#sendMessage')).toBeVisible();
  expectCleanPage(problems);
});

test('a page for a contract that no longer exists says which version it shows and what replaced it', async ({ page, problems }) => {
  await gotoHydrated(page, `${PREFIX}/messageservice/l1/v1/l1messageservicev1`);
  const note = page.locator('.theme-admonition', { hasText: 'Earlier version' });
  await expect(note).toContainText('270a68d809');
  await expect(note.locator(`a[href="${PREFIX}/messageservice/l1/l1messageservice#source-l1messageservicebase"]`)).toBeAttached();
  expectCleanPage(problems);
});

test('after a client-side navigation the selector index, the member details and the section summaries are copied from the page HTML', async ({ page, problems }) => {
  // The browser bundle does not carry the index rows: the server-rendered page has them.
  await gotoHydrated(page, `${PREFIX}/messageservice/l1/l1messageservice`);
  await page.locator(`nav a[href="${PREFIX}/linearollup"]`).first().click();
  await expect(page).toHaveURL(`${PREFIX}/linearollup`);
  const rows = page.locator('#selector-index-table tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('#selector-index-table tr', { hasText: 'sendMessage(address,uint256,bytes)' })).toContainText('0x9f3ce55a');
  // So are the members' details, which only the HTML carries too.
  await expect(page.locator('#initialize--details')).toContainText('0xdd9be3e7');
  await expect(page.locator('#initialize--details pre')).toContainText('function initialize(');
  // And the section summaries and the sources table, kept from the HTML the same way.
  await expect(page.locator('#functions--summary--details a[href="#initialize"]')).toBeVisible();
  await expect(page.locator('#source-and-inheritance--summary--details tr#source-linearollup a[href*="github.com"]')).toBeAttached();
  expectCleanPage(problems);
});

test('in member details kept from the HTML, the copy button copies the declaration and links to other pages stay in the app', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, `${PREFIX}/linearollup`);
  const details = page.locator('#initialize--details');
  await details.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(details.getByRole('button', { name: 'Copied' })).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^function initialize\(\n {2}BaseInitializationData calldata _initializationData,\n/);
  expect(copied).toMatch(/reinitializer\(\d+\);$/);
  await markDocument(page);
  await details.locator(`a[href="${PREFIX}/interfaces/igenericerrors#ZeroAddressNotAllowed"]`).click();
  await expect(page).toHaveURL(`${PREFIX}/interfaces/igenericerrors#ZeroAddressNotAllowed`);
  await expect(page.locator('h3#ZeroAddressNotAllowed')).toBeInViewport();
  await expectSameDocument(page);
  expectCleanPage(problems);
});
