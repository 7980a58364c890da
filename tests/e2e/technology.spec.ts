import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectCleanPage, gotoHydrated } from './support/fixtures';
import { moduleLimits, proverLimitsSource } from '../../src/data/prover-limits';
import { auditSets, monthLabel } from '../../src/data/audits';

/**
 * The technology section draws its flows as Mermaid diagrams and its formulas with KaTeX. Every
 * page is opened in both colour modes; each diagram in the page's source must render as an SVG
 * (not Mermaid's error drawing), and the page must stay free of console errors.
 */
const docsDir = join(__dirname, '..', '..', 'docs');

const pages = [
  'technology/architecture',
  'technology/transaction-lifecycle',
  'technology/sequencer/index',
  'technology/sequencer/traces-generator',
  'technology/sequencer/conflation',
  'technology/state-manager',
  'technology/coordinator',
  'technology/prover/index',
  'technology/prover/trace-expansion',
  'technology/prover/proving',
  'technology/prover/prover-limits',
  'technology/message-service',
  'technology/canonical-token-bridge',
  'technology/yield-boost',
  'technology/fee-burn',
  'technology/network-data',
  'technology/forced-transactions',
  'technology/decentralization',
  'technology/repos',
  'technology/security-audits',
  'technology/lineth-stack/index',
  'technology/lineth-stack/evaluate',
  'technology/lineth-stack/deployment',
  'technology/lineth-stack/run-locally',
].map((id) => {
  const source = readFileSync(join(docsDir, `${id}.mdx`), 'utf8');
  return {
    path: `/${id.replace(/\/index$/, '')}`,
    diagrams: (source.match(/^```mermaid\s*$/gm) ?? []).length,
    hasMath: /\$\$|\$[^$\s][^$\n]*\$/.test(source.replace(/```[\s\S]*?```/g, '')),
  };
});

const withDiagrams = pages.filter((p) => p.diagrams > 0);
// Pages with diagrams have their formulas checked in the diagram test, to open each page less often.
const mathOnly = pages.filter((p) => p.hasMath && p.diagrams === 0);

async function expectTypesetMath(page: Page): Promise<void> {
  await expect(page.locator('article .katex').first()).toBeVisible();
  await expect(page.locator('article .katex-error')).toHaveCount(0);
}

test('the pages that must explain a flow with a diagram have one', () => {
  const required = [
    '/technology/architecture',
    '/technology/transaction-lifecycle',
    '/technology/message-service',
    '/technology/sequencer/conflation',
    '/technology/prover',
    '/technology/prover/proving',
  ];
  for (const path of required) expect(withDiagrams.map((p) => p.path), path).toContain(path);
  expect(pages.find((p) => p.path === '/technology/message-service')?.diagrams).toBeGreaterThanOrEqual(2);
});

for (const mode of ['light', 'dark'] as const) {
  for (const { path, diagrams, hasMath } of withDiagrams) {
    test(`${path} renders its ${diagrams} diagram(s)${hasMath ? ' and formulas' : ''} in ${mode} mode`, async ({ page, problems }) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Each diagram carries a rendering per colour mode; only this mode's is shown.
      const svgs = page.locator('[data-mermaid] svg').filter({ visible: true });
      await expect(svgs).toHaveCount(diagrams, { timeout: 15_000 });
      for (const svg of await svgs.all()) {
        await svg.scrollIntoViewIfNeeded();
        await expect(svg).toBeVisible();
        expect((await svg.boundingBox())?.height ?? 0).toBeGreaterThan(50);
        await expect(svg).not.toContainText(/syntax error/i);
        // The diagram's text must be drawn, so it is readable in this mode.
        expect(await svg.locator('text, foreignObject').count()).toBeGreaterThan(0);
      }
      if (hasMath) await expectTypesetMath(page);
      expectCleanPage(problems);
    });
  }
}

for (const { path } of mathOnly) {
  test(`${path} typesets its formulas with KaTeX`, async ({ page, problems }) => {
    await gotoHydrated(page, path);
    await expectTypesetMath(page);
    expectCleanPage(problems);
  });
}

test('the module limits page renders every limit from the data, with its source', async ({ page, problems }) => {
  await gotoHydrated(page, '/technology/prover/prover-limits');
  const tables = page.locator('article table').filter({ has: page.locator('caption') });
  await expect(tables).toHaveCount(3);
  await expect(tables.locator('tbody tr')).toHaveCount(moduleLimits.length);
  const hub = page.locator('#limit-hub');
  await expect(hub).toContainText('2,097,152');
  await expect(page.locator(`article a[href*="${proverLimitsSource.commit}"]`)).toHaveCount(1);
  expectCleanPage(problems);
});

test('the security audits page lists every audit from the data, each with its report link', async ({ page, problems }) => {
  await gotoHydrated(page, '/technology/security-audits');
  const audits = auditSets.flatMap((s) => s.audits);
  await expect(page.locator('article tr[data-audit]')).toHaveCount(audits.length);
  for (const set of auditSets) {
    const rows = page.locator(`[data-audit-set="${set.id}"] tr[data-audit]`);
    await expect(rows).toHaveCount(set.audits.length);
    for (const [i, audit] of set.audits.entries()) {
      await expect(rows.nth(i).locator('th')).toHaveText(audit.firm);
      await expect(rows.nth(i).locator('td a')).toHaveAttribute('href', audit.url);
      // The month as the data gives it, marked when read from the report's address, or "Not stated".
      const month = !audit.month ? 'Not stated' : `${monthLabel(audit.month)}${audit.monthFrom === 'report-address' ? ' (from the report link)' : ''}`;
      await expect(rows.nth(i).locator('td').first()).toHaveText(month);
      await expect(rows.nth(i).locator('td a')).toHaveText(/\.pdf$/i.test(audit.url) ? 'Report (PDF)' : 'Report');
    }
  }
  expectCleanPage(problems);
});

test('the technology sidebar starts with the architecture page and lists every page', async ({ page }) => {
  await gotoHydrated(page, '/technology/architecture');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.locator('a.menu__link').first()).toHaveAttribute('href', '/technology/architecture');
  // Categories open on demand; expand each so its pages are listed.
  for (const label of ['Sequencer', 'Prover', 'Lineth Stack']) {
    const category = sidebar.locator('.menu__list-item-collapsible', { hasText: label });
    const toggle = category.locator('button');
    if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  for (const { path } of pages) await expect(sidebar.locator(`a[href="${path}"]`).first()).toBeAttached();
});
