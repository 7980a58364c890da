/**
 * Search benchmark of the production build, in Chromium against a locally served build/:
 *
 * - relevance on the labelled queries of tests/fixtures/search-queries.json: hit@1, hit@3 and MRR
 *   over the distinct pages of the search box's suggestions, in the order shown;
 * - what the first search downloads (index files, raw and gzipped) and what loads after it: a
 *   file the box can show its first suggestion without (checked by blocking it) counts as later;
 * - time from focusing the box to the first suggestion, cold cache: focused right after hydration,
 *   and focused once the page has been idle for a second;
 * - per-keystroke latency once the index is loaded (median and 95th percentile).
 *
 *   npm run build && npm run bench:search             prints the figures
 *   npm run bench:search -- --json                    prints JSON
 *   npm run bench:search -- --only "claimMessage"     relevance of matching queries, with results
 *
 * Suggestions are links: their `href`s are read in the order shown. The suggestion list carries
 * `data-answered-query`, the query it answers; "No results" answers with no options.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import fixture from '../tests/fixtures/search-queries.json';
import { launchChromium } from './lib/browser';
import { serveBuild } from './lib/serve';
import { distinctPages, median, percentile, rankOf, summarize, type LabelledQuery, type QueryOutcome } from './lib/relevance';

const BOX = '.navbar__search input.navbar__search-input';
const OPTIONS = '.navbar__search [role="option"]';
const START_PAGE = '/get-started';
const COLD_RUNS = 5;
const KEYSTROKE_QUERIES = ['bridge erc20 tokens', 'linea_estimateGas', 'verify contract foundry'];

const queries: LabelledQuery[] = fixture.queries;
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > -1 ? process.argv[onlyIndex + 1] : undefined;

declare global {
  interface Window {
    __bench?: { firstOption?: number; lastKey?: number };
  }
}

async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Records the time of the first visible suggestion and of the last key press. */
async function instrument(page: Page): Promise<void> {
  // tsx compiles with esbuild's keepNames, which wraps named functions in a `__name` helper that
  // the page does not have.
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  await page.addInitScript((optionsSelector) => {
    window.__bench = {};
    addEventListener('keydown', (e) => (window.__bench!.lastKey = e.timeStamp), true);
    const observer = new MutationObserver(() => {
      if (window.__bench!.firstOption !== undefined) return;
      const visible = Array.from(document.querySelectorAll(optionsSelector)).some((el) => el.getClientRects().length > 0);
      if (visible) window.__bench!.firstOption = performance.now();
    });
    addEventListener('DOMContentLoaded', () => observer.observe(document.body, { subtree: true, childList: true, attributes: true }));
  }, OPTIONS);
}

/** Focuses the box and puts a query in it in one task, as a paste would; returns when that happened. */
function focusAndType(page: Page, query: string): Promise<number> {
  return page.evaluate(
    ([selector, value]) => {
      const input = document.querySelector<HTMLInputElement>(selector)!;
      const started = performance.now();
      input.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return started;
    },
    [BOX, query] as const,
  );
}

/**
 * Resolves once the suggestion list answers the box's current value (its `data-answered-query`
 * equals the query), with the time (page clock) it did; NaN after `timeout` ms.
 */
async function waitAnswered(page: Page, query: string, timeout = 5000): Promise<number> {
  return page.evaluate(
    ([expected, timeoutMs]) =>
      new Promise<number>((resolve) => {
        const root = document.querySelector('.navbar__search')!;
        const finish = (at: number) => {
          clearTimeout(deadline);
          observer.disconnect();
          resolve(at);
        };
        const deadline = setTimeout(() => finish(Number.NaN), timeoutMs);
        const check = () => {
          if (root.querySelector('[data-answered-query]')?.getAttribute('data-answered-query') === expected) finish(performance.now());
        };
        const observer = new MutationObserver(check);
        observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
        check();
      }),
    [query, timeout] as const,
  );
}

async function optionHrefs(page: Page): Promise<string[]> {
  return page.evaluate((selector) => Array.from(document.querySelectorAll<HTMLElement>(selector)).map((o) => o.getAttribute('href') ?? ''), OPTIONS);
}

async function typeQuery(page: Page, query: string): Promise<void> {
  await page.locator(BOX).fill('');
  const answered = waitAnswered(page, query);
  await page.locator(BOX).fill(query);
  await answered;
}

async function relevance(browser: Browser, base: string): Promise<QueryOutcome[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await instrument(page);
  await gotoHydrated(page, base + START_PAGE);
  await typeQuery(page, 'bridge');
  await page.waitForSelector(OPTIONS);
  const outcomes: QueryOutcome[] = [];
  for (const q of queries.filter((x) => !only || x.query.toLowerCase().includes(only.toLowerCase()))) {
    await typeQuery(page, q.query);
    const pages = distinctPages(await optionHrefs(page));
    outcomes.push({ ...q, pages, rank: rankOf(pages, q.expected) });
  }
  await context.close();
  return outcomes;
}

interface Download {
  path: string;
  raw: number;
  gzip: number;
}

interface ColdRun {
  ms: number;
  beforeFirst: Download[];
  after: Download[];
  searchJs: Download[];
}

function sizeOf(path: string): Download {
  const body = readFileSync(join('build', decodeURIComponent(path)));
  return { path, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
}

/** Focus to first visible suggestion in a fresh browser context (empty HTTP cache). */
async function coldFirstSuggestion(browser: Browser, base: string, idleFirst: boolean): Promise<ColdRun> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await instrument(page);
  const requests: { path: string; at: number; kind: 'json' | 'js' }[] = [];
  let hydratedAt = Number.POSITIVE_INFINITY;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(base).origin || request.headers()['sec-purpose']?.includes('prefetch')) return;
    const kind = url.pathname.endsWith('.json') ? 'json' : url.pathname.endsWith('.js') ? 'js' : null;
    if (kind) requests.push({ path: url.pathname, at: Date.now(), kind });
  });
  await gotoHydrated(page, base + START_PAGE);
  hydratedAt = Date.now();
  if (idleFirst) {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  }
  const started = await focusAndType(page, 'bridge');
  await page.waitForFunction(() => window.__bench!.firstOption !== undefined, undefined, { timeout: 20_000 });
  const firstAt = Date.now();
  const shown = await page.evaluate(() => window.__bench!.firstOption!);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await context.close();
  const json = requests.filter((r) => r.kind === 'json');
  const unique = (list: typeof requests) => [...new Set(list.map((r) => r.path))].map(sizeOf);
  return {
    ms: shown - started,
    beforeFirst: unique(json.filter((r) => r.at <= firstAt)),
    after: unique(json.filter((r) => r.at > firstAt)),
    searchJs: unique(requests.filter((r) => r.kind === 'js' && r.at > hydratedAt && r.at <= firstAt)),
  };
}

async function keystrokeLatencies(browser: Browser, base: string): Promise<number[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await instrument(page);
  await gotoHydrated(page, base + START_PAGE);
  await typeQuery(page, 'bridge');
  await page.waitForSelector(OPTIONS);
  const latencies: number[] = [];
  for (const query of KEYSTROKE_QUERIES) {
    await page.locator(BOX).fill('');
    await page.waitForTimeout(300);
    for (let i = 1; i <= query.length; i += 1) {
      const char = query[i - 1]!;
      const answered = waitAnswered(page, query.slice(0, i), 3000);
      await page.keyboard.type(char);
      const end = await answered;
      const key = await page.evaluate(() => window.__bench!.lastKey!);
      if (Number.isFinite(end)) latencies.push(end - key);
    }
  }
  await context.close();
  return latencies;
}

/**
 * Whether the box shows a suggestion, cold cache, with the file at `path` blocked. A file the
 * first search fetched but can do without (snippet texts) counts as loaded later, whatever the
 * timing of its request.
 */
async function suggestsWithout(browser: Browser, base: string, path: string): Promise<boolean> {
  const context = await browser.newContext();
  await context.route((url) => url.pathname === path, (route) => route.abort());
  const page = await context.newPage();
  await instrument(page);
  try {
    await gotoHydrated(page, base + START_PAGE);
    await focusAndType(page, 'bridge');
    await page.waitForFunction(() => window.__bench!.firstOption !== undefined, undefined, { timeout: 10_000 });
    return true;
  } catch {
    return false;
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const total = (list: Download[], key: 'raw' | 'gzip') => list.reduce((s, d) => s + d[key], 0);

async function main(): Promise<void> {
  const server = await serveBuild('build');
  const browser = await launchChromium();
  try {
    const outcomes = await relevance(browser, server.url);
    const summary = summarize(outcomes);
    const byKind = Object.fromEntries(
      [...new Set(outcomes.map((o) => o.kind))].map((kind) => [kind, summarize(outcomes.filter((o) => o.kind === kind))]),
    );
    if (only) {
      for (const o of outcomes) console.log(`${o.rank === 1 ? 'HIT ' : 'MISS'} ${o.query} -> ${o.pages.slice(0, 5).join('  ')}`);
      console.log(summary);
      return;
    }
    const cold: ColdRun[] = [];
    const idle: ColdRun[] = [];
    for (let i = 0; i < COLD_RUNS; i += 1) {
      cold.push(await coldFirstSuggestion(browser, server.url, false));
      idle.push(await coldFirstSuggestion(browser, server.url, true));
    }
    const keystrokes = await keystrokeLatencies(browser, server.url);
    const first = cold[0]!;
    for (const file of [...first.beforeFirst]) {
      if (await suggestsWithout(browser, server.url, file.path)) {
        first.beforeFirst.splice(first.beforeFirst.indexOf(file), 1);
        first.after.push(file);
      }
    }
    const result = {
      relevance: summary,
      byKind,
      index: {
        firstSearch: { files: first.beforeFirst, raw: total(first.beforeFirst, 'raw'), gzip: total(first.beforeFirst, 'gzip') },
        later: { files: first.after, raw: total(first.after, 'raw'), gzip: total(first.after, 'gzip') },
      },
      searchJs: { files: first.searchJs.map((d) => d.path), gzip: total(first.searchJs, 'gzip') },
      firstSuggestionMs: {
        focusAfterHydration: { median: median(cold.map((r) => r.ms)), runs: cold.map((r) => Math.round(r.ms)) },
        focusAfterIdle: { median: median(idle.map((r) => r.ms)), runs: idle.map((r) => Math.round(r.ms)) },
      },
      keystrokeMs: { median: median(keystrokes), p95: percentile(keystrokes, 95), count: keystrokes.length },
      misses: outcomes.filter((o) => o.rank !== 1).map((o) => ({ query: o.query, rank: o.rank, shown: o.pages.slice(0, 3) })),
    };
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(result, null, 2));
      return;
    }
    console.log(`Search benchmark: build/ served locally, Chromium, ${queries.length} labelled queries\n`);
    console.log(`Relevance      hit@1 ${pct(summary.hitAt1)}   hit@3 ${pct(summary.hitAt3)}   MRR ${summary.mrr.toFixed(3)}`);
    for (const [kind, s] of Object.entries(byKind)) {
      console.log(`  ${kind.padEnd(12)} n=${String(s.queries).padStart(2)}  hit@1 ${pct(s.hitAt1).padStart(6)}  hit@3 ${pct(s.hitAt3).padStart(6)}  MRR ${s.mrr.toFixed(3)}`);
    }
    console.log(`\nIndex, first search   ${kb(result.index.firstSearch.raw)} raw, ${kb(result.index.firstSearch.gzip)} gzip  (${first.beforeFirst.map((d) => d.path).join(', ')})`);
    console.log(`Index, loaded later   ${kb(result.index.later.raw)} raw, ${kb(result.index.later.gzip)} gzip  (${first.after.map((d) => d.path).join(', ') || 'none'})`);
    console.log(`Search JS loaded after hydration, until the first suggestion: ${kb(result.searchJs.gzip)} gzip (${first.searchJs.length} files)`);
    console.log(`\nFirst suggestion, cold cache, focus right after hydration: median ${result.firstSuggestionMs.focusAfterHydration.median.toFixed(0)} ms  (${result.firstSuggestionMs.focusAfterHydration.runs.join(', ')})`);
    console.log(`First suggestion, cold cache, focus after 1 s idle:        median ${result.firstSuggestionMs.focusAfterIdle.median.toFixed(0)} ms  (${result.firstSuggestionMs.focusAfterIdle.runs.join(', ')})`);
    console.log(`Per keystroke once loaded: median ${result.keystrokeMs.median.toFixed(1)} ms, p95 ${result.keystrokeMs.p95.toFixed(1)} ms (${keystrokes.length} keystrokes)`);
    if (result.misses.length) {
      console.log('\nNot first:');
      for (const m of result.misses) console.log(`  ${m.query.padEnd(36)} rank ${m.rank ?? '-'}   shown: ${m.shown.join('  ') || 'nothing'}`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
