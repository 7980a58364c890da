/**
 * Search benchmark of the production build:
 *
 * - relevance on the labelled queries of scripts/data/search-queries.json: hit@1, hit@3 and MRR
 *   over the distinct pages of the search box's hits, in the order shown, for the tuning half and
 *   the held-out half apart (and by kind). It runs the site's engine on build/search-index.json in
 *   Node through `createSiteSearch`, which returns exactly what the box shows (a unit test holds
 *   the two equal), so it is quick enough to run after every ranking change;
 * - in Chromium against a locally served build/: what the first search downloads (index files,
 *   raw and gzipped) and what loads after it (a file the box can show its first suggestion
 *   without, checked by blocking it, counts as later);
 * - time from focusing the box to the first suggestion, cold cache: focused right after
 *   hydration; focused after the idle preload has loaded the index; and focused after the same
 *   idle time with Save-Data on, when the preload must not happen (the run fails if it does);
 * - per-keystroke latency once the index is loaded (median and 95th percentile);
 * - every JSON-RPC method of src/data/rpc looked up by its name, its name without namespace,
 *   that name in words (issue 11), and its namespace and words ("eth get logs"): derived from the
 *   data, not labelled, so it has no halves, and its misses are printed in full.
 *
 *   npm run build && npm run bench:search             prints the figures
 *   npm run bench:search -- --json                    prints JSON
 *   npm run bench:search -- --relevance               relevance only (no browser)
 *   npm run bench:search -- --reindex                 relevance on an index rebuilt from build/'s
 *                                                     HTML with the current code (no site build)
 *   npm run bench:search -- --only "claimMessage"     relevance of matching queries, with results
 *   npm run bench:search -- --relevance --tuning-only  the tuning half alone: nothing of the
 *                                                     held-out half is scored or printed
 *   npm run bench:search -- --relevance --save-ranks F  writes each query's rank to F (JSON)
 *   npm run bench:search -- --relevance --compare F   lists the queries whose rank differs from F
 *   npm run bench:search -- --keystrokes              per-keystroke latency alone (browser, no relevance)
 *
 * Misses and rank changes are listed for the tuning half only; `--show-held-out` lists the
 * held-out ones too. Look at them only to check a change, never to make one. While trying a
 * change, `--tuning-only --save-ranks before.json`, then `--tuning-only --compare before.json`,
 * keeps the held-out half unseen until the one check of the change chosen.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import fixture from '../scripts/data/search-queries.json';
import { buildIndex } from '../src/plugins/search/engine/build';
import { unpackDocuments } from '../src/plugins/search/engine/documents';
import { assertSearchIndex, createSiteSearch, rankingOptions, type SearchIndexFile } from '../src/plugins/search/engine';
import { INDEX_FILE } from '../src/plugins/search/engine/urls';
import { CAMEL_BOUNDARY } from '../src/plugins/search/engine/tokenize';
import { rpcMethods } from '../src/data/rpc';
import { rpcMethodPath } from '../src/data/rpc/types';
import { extractPage, type ExtractedPage } from '../src/plugins/search/extract';
import { launchChromium } from './lib/browser';
import { serveBuild } from './lib/serve';
import { distinctPages, median, percentile, rankOf, summarize, type LabelledQuery, type QueryOutcome, type RelevanceSummary } from './lib/relevance';

const BOX = '.navbar__search input.navbar__search-input';
const OPTIONS = '.navbar__search [role="option"]';
const START_PAGE = '/get-started';
const COLD_RUNS = 5;
const KEYSTROKE_QUERIES = ['bridge erc20 tokens', 'linea_estimateGas', 'verify contract foundry'];
/**
 * Times the queries are typed, each time in a page of its own: one pass is 59 keystrokes, whose
 * median moved by 2 to 3 ms between runs of the same build. A new page has a new worker, whose
 * engine has not seen the queries: typed again in the same page, every word would come from the
 * words it keeps between keystrokes, which a reader's new query does not.
 */
const KEYSTROKE_ROUNDS = 3;
/** Typed first, so the index is loaded and the engine warm: it shares no word with `KEYSTROKE_QUERIES`. */
const WARM_UP_QUERY = 'gas';

const queries: LabelledQuery[] = fixture.queries;
const HALVES = ['tuning', 'held-out'] as const;
/** The value after a flag (`--only text`), undefined without the flag. */
function flagValue(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  if (at === -1) return undefined;
  const value = process.argv[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
  return value;
}
const only = flagValue('--only');
const tuningOnly = process.argv.includes('--tuning-only');
const showHeldOut = process.argv.includes('--show-held-out') && !tuningOnly;

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

async function typeQuery(page: Page, query: string): Promise<void> {
  await page.locator(BOX).fill('');
  const answered = waitAnswered(page, query);
  await page.locator(BOX).fill(query);
  await answered;
}

/** The parsed index: the one the build wrote, or (`--reindex`) one built now from the built pages. */
function loadIndex(reindex: boolean): SearchIndexFile {
  const written: unknown = JSON.parse(readFileSync(join('build', INDEX_FILE), 'utf8'));
  assertSearchIndex(written);
  if (!reindex) return written;
  return JSON.parse(JSON.stringify(buildIndex(builtPages(written), rankingOptions.bm25).index));
}

/** The built pages an index holds, read from build/ as the index build reads them (once). */
let pagesRead: { url: string; page: ExtractedPage }[] | undefined;
function builtPages(index: SearchIndexFile): { url: string; page: ExtractedPage }[] {
  if (pagesRead) return pagesRead;
  const urls = [...new Set(unpackDocuments(index.e[0]!.documents).map((d) => d.u ?? ''))].sort();
  const pages: { url: string; page: ExtractedPage }[] = [];
  for (const url of urls) {
    const flat = join('build', `${url}.html`);
    const page = extractPage(readFileSync(existsSync(flat) ? flat : join('build', url, 'index.html'), 'utf8'));
    if (page) pages.push({ url, page });
  }
  pagesRead = pages;
  return pages;
}

function relevance(index: unknown): QueryOutcome[] {
  const search = createSiteSearch(index);
  return queries
    .filter((x) => (!only || x.query.toLowerCase().includes(only.toLowerCase())) && (!tuningOnly || x.half === 'tuning'))
    .map((q) => {
      const pages = distinctPages(search.query(q.query).map((hit) => hit.url));
      return { ...q, pages, rank: rankOf(pages, q.expected) };
    });
}

/**
 * How issue 11 asks for a JSON-RPC method: its name, its name without namespace, that name in
 * words; and as readers also type it, the namespace and the words ("eth get logs").
 */
const METHOD_FORMS = {
  name: (name: string) => name,
  'without namespace': (name: string) => name.slice(name.indexOf('_') + 1),
  'in words': (name: string) => name.slice(name.indexOf('_') + 1).split(CAMEL_BOUNDARY).join(' ').toLowerCase(),
  'namespace and words': (name: string) => name.replace('_', ' ').split(CAMEL_BOUNDARY).join(' ').toLowerCase(),
} as const;

interface MethodNameOutcome {
  form: keyof typeof METHOD_FORMS;
  found: number;
  of: number;
  /** The queries whose method was not first, with the rank it had. */
  notFirst: string[];
}

/**
 * Every method of src/data/rpc asked for by each form of its name. A form that several methods
 * share (`getProof` for eth_ and linea_, `estimateGas`, `call` for eth_ and trace_) is asked once
 * and counts as found when any of them is first, so each form has fewer queries than methods.
 */
function methodNames(index: unknown): MethodNameOutcome[] {
  const search = createSiteSearch(index);
  return (Object.keys(METHOD_FORMS) as (keyof typeof METHOD_FORMS)[]).map((form) => {
    const byQuery = new Map<string, string[]>();
    for (const { name } of rpcMethods) {
      const query = METHOD_FORMS[form](name);
      byQuery.set(query.toLowerCase(), [...(byQuery.get(query.toLowerCase()) ?? []), rpcMethodPath(name)]);
    }
    const notFirst: string[] = [];
    for (const [query, expected] of byQuery) {
      const rank = rankOf(distinctPages(search.query(query).map((hit) => hit.url)), expected);
      if (rank !== 1) notFirst.push(`${query} (${rank ?? '-'})`);
    }
    return { form, found: byQuery.size - notFirst.length, of: byQuery.size, notFirst };
  });
}

interface RowOutcome {
  /** Rows with an anchor of their own on the built pages, and the other anchors in their headers. */
  rows: number;
  /** Rows whose key, typed as written, opens the row itself first. */
  rowFirst: number;
  /** Rows whose key is their page's title (a contract's own source row) and opens the page's top. */
  pageTop: number;
  /** Rows whose key opens another place of the row's page first: `key (place)`. */
  otherPlace: string[];
  /** Rows whose key opens another page first: `key (page)`. */
  otherPage: string[];
}

/**
 * Every table row of the built pages that has an anchor of its own (a setting of the configuration
 * references, a prover module limit, a contract's source), and every full key a shared table's
 * row answers to, asked for by its key as written: the reader who pastes
 * `l1-submission.blob.target-blobs-per-transaction` or `--plugin-linea-max-tx-calldata-size` wants
 * that row. The keys are the labels the index holds, so this checks ranking and anchors, not
 * which names are indexed. Derived from the build, not labelled, so it has no halves. A key that
 * is a common word ("version") may fairly open another page.
 */
function anchoredRows(index: SearchIndexFile): RowOutcome {
  const search = createSiteSearch(index);
  const outcome: RowOutcome = { rows: 0, rowFirst: 0, pageTop: 0, otherPlace: [], otherPage: [] };
  for (const { url, page } of builtPages(index)) {
    for (const row of page.sections.flatMap((section) => section.rows ?? [])) {
      const first = search.query(row.label)[0]?.url ?? 'nothing';
      outcome.rows += 1;
      if (first === `${url}${row.hash}`) outcome.rowFirst += 1;
      else if (first === url && row.label === page.title) outcome.pageTop += 1;
      else if (first.split('#')[0] === url) outcome.otherPlace.push(`${row.label} (${first.slice(url.length) || 'top'})`);
      else outcome.otherPage.push(`${row.label} (${first.split('#')[0]})`);
    }
  }
  return outcome;
}

function summaries(outcomes: readonly QueryOutcome[]) {
  const group = (key: (o: QueryOutcome) => string) =>
    Object.fromEntries([...new Set(outcomes.map(key))].sort().map((k) => [k, summarize(outcomes.filter((o) => key(o) === k))]));
  return {
    all: summarize(outcomes),
    halves: Object.fromEntries(HALVES.filter((half) => outcomes.some((o) => o.half === half)).map((half) => [half, summarize(outcomes.filter((o) => o.half === half))])) as Partial<Record<(typeof HALVES)[number], RelevanceSummary>>,
    byKind: group((o) => o.kind),
  };
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

/**
 * When the box is focused: right after hydration; once the idle preload has fetched and loaded
 * the index; or after the same idle time with Save-Data on, when nothing may be preloaded.
 */
type FocusMoment = 'hydration' | 'preloaded' | 'save-data';

const IDLE_MS = 4000;

/** Focus to first visible suggestion in a fresh browser context (empty HTTP cache). */
async function coldFirstSuggestion(browser: Browser, base: string, moment: FocusMoment): Promise<ColdRun> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await instrument(page);
  if (moment === 'save-data') {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  }
  const requests: { path: string; at: number; kind: 'json' | 'js' }[] = [];
  let hydratedAt = Number.POSITIVE_INFINITY;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(base).origin || request.headers()['sec-purpose']?.includes('prefetch')) return;
    const kind = url.pathname.endsWith('.json') ? 'json' : url.pathname.endsWith('.js') ? 'js' : null;
    if (kind) requests.push({ path: url.pathname, at: Date.now(), kind });
  });
  const indexLoaded = moment === 'preloaded' ? page.waitForResponse((r) => new URL(r.url()).pathname === `/${INDEX_FILE}`, { timeout: 60_000 }) : null;
  await gotoHydrated(page, base + START_PAGE);
  hydratedAt = Date.now();
  if (indexLoaded) {
    await (await indexLoaded).finished();
    // The worker decodes the index after it arrives.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  } else if (moment === 'save-data') {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(IDLE_MS);
    if (requests.some((r) => r.path === `/${INDEX_FILE}`)) throw new Error('The index was preloaded although Save-Data is on');
  }
  const started = await focusAndType(page, 'bridge');
  await page.waitForFunction(() => window.__bench!.firstOption !== undefined, undefined, { timeout: 60_000 });
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
  const latencies: number[] = [];
  for (let round = 0; round < KEYSTROKE_ROUNDS; round += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await instrument(page);
    await gotoHydrated(page, base + START_PAGE);
    await typeQuery(page, WARM_UP_QUERY);
    await page.waitForSelector(OPTIONS);
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
  }
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

function printRelevance(outcomes: readonly QueryOutcome[], methods: readonly MethodNameOutcome[], rows: RowOutcome, reindexed: boolean): void {
  const { all, halves, byKind } = summaries(outcomes);
  const line = (label: string, r: RelevanceSummary) =>
    `${label.padEnd(14)} n=${String(r.queries).padStart(3)}  hit@1 ${pct(r.hitAt1).padStart(6)}  hit@3 ${pct(r.hitAt3).padStart(6)}  MRR ${r.mrr.toFixed(3)}`;
  console.log(`Relevance: ${outcomes.length} labelled queries, ${reindexed ? 'index rebuilt from build/ with the current code' : 'build/search-index.json'} (split seed ${fixture.split.seed})`);
  for (const half of HALVES) if (halves[half]) console.log(`  ${line(half, halves[half])}`);
  if (tuningOnly) console.log('  (held-out half not scored: --tuning-only)');
  else console.log(`  ${line('all', all)}`);
  for (const [kind, r] of Object.entries(byKind)) console.log(`    ${line(kind, r)}`);
  console.log(`\nJSON-RPC methods found first: the ${rpcMethods.length} methods asked for by each form of their names (shared forms once):`);
  for (const m of methods) console.log(`  ${m.form.padEnd(18)} ${m.found}/${m.of}${m.notFirst.length ? `  not first: ${m.notFirst.join(', ')}` : ''}`);
  const some = (list: string[]) => `${list.slice(0, 12).join(', ')}${list.length > 12 ? `, and ${list.length - 12} more` : ''}`;
  console.log(`\nTable rows with an anchor of their own, each asked for by its key as written (${rows.rows}):`);
  console.log(`  the row first ${rows.rowFirst}, its page's top (the key is the page's title) ${rows.pageTop}, another place of the page ${rows.otherPlace.length}, another page ${rows.otherPage.length}`);
  if (rows.otherPlace.length) console.log(`  another place: ${some(rows.otherPlace)}`);
  if (rows.otherPage.length) console.log(`  another page: ${some(rows.otherPage)}`);
  const shown = outcomes.filter((o) => o.rank !== 1 && (o.half === 'tuning' || showHeldOut));
  if (shown.length) {
    console.log(`\nNot first (${showHeldOut ? 'both halves' : 'tuning half'}):`);
    for (const m of shown) console.log(`  ${m.query.padEnd(36)} rank ${String(m.rank ?? '-').padEnd(2)} ${m.half === 'tuning' ? '' : '[held-out] '}shown: ${m.pages.slice(0, 3).join('  ') || 'nothing'}`);
  }
}

/**
 * `--save-ranks F` writes each query's rank (null when not shown) to F; `--compare F` prints the
 * queries whose rank differs from the ranks in F, tuning half only unless `--show-held-out`.
 */
function saveAndCompareRanks(outcomes: readonly QueryOutcome[]): void {
  const compareWith = flagValue('--compare');
  if (compareWith !== undefined) {
    const before = JSON.parse(readFileSync(compareWith, 'utf8')) as Record<string, number | null>;
    const rank = (r: number | null | undefined) => (r === undefined ? 'new' : r === null ? '-' : String(r));
    const changed = outcomes.filter((o) => (o.half === 'tuning' || showHeldOut) && before[o.query] !== o.rank);
    // With --json, standard output holds the JSON alone.
    const print = process.argv.includes('--json') ? console.error : console.log;
    print(`\nRanks that differ from ${compareWith} (${showHeldOut ? 'both halves' : 'tuning half'}): ${changed.length}`);
    for (const o of changed) print(`  ${rank(before[o.query]).padStart(3)} -> ${rank(o.rank).padEnd(3)} ${o.half === 'tuning' ? '' : '[held-out] '}${o.query}`);
  }
  const saveTo = flagValue('--save-ranks');
  if (saveTo !== undefined) writeFileSync(saveTo, `${JSON.stringify(Object.fromEntries(outcomes.map((o) => [o.query, o.rank])), null, 1)}\n`);
}

interface KeystrokeSummary {
  median: number;
  p95: number;
  count: number;
}

function summarizeKeystrokes(latencies: readonly number[]): KeystrokeSummary {
  return { median: median(latencies), p95: percentile(latencies, 95), count: latencies.length };
}

const keystrokeLine = (k: KeystrokeSummary) => `Per keystroke once loaded: median ${k.median.toFixed(1)} ms, p95 ${k.p95.toFixed(1)} ms (${k.count} keystrokes)`;

/** Per-keystroke latency alone: quick enough to repeat while changing what a keystroke runs. */
async function keystrokesOnly(): Promise<void> {
  const server = await serveBuild('build');
  const browser = await launchChromium();
  try {
    const keystrokeMs = summarizeKeystrokes(await keystrokeLatencies(browser, server.url));
    console.log(process.argv.includes('--json') ? JSON.stringify({ keystrokeMs }, null, 2) : keystrokeLine(keystrokeMs));
  } finally {
    await browser.close();
    server.stop();
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--keystrokes')) return keystrokesOnly();
  const reindex = process.argv.includes('--reindex');
  const index = loadIndex(reindex);
  const outcomes = relevance(index);
  if (only) {
    for (const o of outcomes) console.log(`${o.rank === 1 ? 'HIT ' : 'MISS'} [${o.half}] ${o.query} -> ${o.pages.slice(0, 5).join('  ')}`);
    console.log(summarize(outcomes));
    return;
  }
  const methods = methodNames(index);
  const rows = anchoredRows(index);
  if (process.argv.includes('--relevance') || reindex) {
    if (process.argv.includes('--json')) console.log(JSON.stringify({ ...summaries(outcomes), methods, rows }, null, 2));
    else printRelevance(outcomes, methods, rows, reindex);
    saveAndCompareRanks(outcomes);
    return;
  }
  const server = await serveBuild('build');
  const browser = await launchChromium();
  try {
    const runs: Record<FocusMoment, ColdRun[]> = { hydration: [], preloaded: [], 'save-data': [] };
    for (let i = 0; i < COLD_RUNS; i += 1) {
      for (const moment of Object.keys(runs) as FocusMoment[]) runs[moment].push(await coldFirstSuggestion(browser, server.url, moment));
    }
    const keystrokes = await keystrokeLatencies(browser, server.url);
    const first = runs.hydration[0]!;
    for (const file of [...first.beforeFirst]) {
      if (await suggestsWithout(browser, server.url, file.path)) {
        first.beforeFirst.splice(first.beforeFirst.indexOf(file), 1);
        first.after.push(file);
      }
    }
    const timing = (list: ColdRun[]) => ({ median: median(list.map((r) => r.ms)), runs: list.map((r) => Math.round(r.ms)) });
    const result = {
      relevance: { ...summaries(outcomes), methods, rows },
      index: {
        firstSearch: { files: first.beforeFirst, raw: total(first.beforeFirst, 'raw'), gzip: total(first.beforeFirst, 'gzip') },
        later: { files: first.after, raw: total(first.after, 'raw'), gzip: total(first.after, 'gzip') },
      },
      searchJs: { files: first.searchJs.map((d) => d.path), gzip: total(first.searchJs, 'gzip') },
      firstSuggestionMs: {
        focusAfterHydration: timing(runs.hydration),
        focusAfterIdlePreload: timing(runs.preloaded),
        focusAfterIdleWithSaveData: timing(runs['save-data']),
      },
      keystrokeMs: summarizeKeystrokes(keystrokes),
    };
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(result, null, 2));
      saveAndCompareRanks(outcomes);
      return;
    }
    console.log('Search benchmark: build/ served locally, Chromium\n');
    printRelevance(outcomes, methods, rows, false);
    const ms = (t: { median: number; runs: number[] }) => `median ${t.median.toFixed(0)} ms  (${t.runs.join(', ')})`;
    console.log(`\nIndex, first search   ${kb(result.index.firstSearch.raw)} raw, ${kb(result.index.firstSearch.gzip)} gzip  (${first.beforeFirst.map((d) => d.path).join(', ')})`);
    console.log(`Index, loaded later   ${kb(result.index.later.raw)} raw, ${kb(result.index.later.gzip)} gzip  (${first.after.map((d) => d.path).join(', ') || 'none'})`);
    console.log(`Search JS loaded after hydration, until the first suggestion: ${kb(result.searchJs.gzip)} gzip (${first.searchJs.length} files)`);
    console.log(`\nFirst suggestion from focus, cold cache:`);
    console.log(`  focus right after hydration (no preload yet):  ${ms(result.firstSuggestionMs.focusAfterHydration)}`);
    console.log(`  focus after the idle preload loaded the index: ${ms(result.firstSuggestionMs.focusAfterIdlePreload)}`);
    console.log(`  focus after ${IDLE_MS / 1000} s idle with Save-Data (no preload): ${ms(result.firstSuggestionMs.focusAfterIdleWithSaveData)}`);
    console.log(keystrokeLine(result.keystrokeMs));
    saveAndCompareRanks(outcomes);
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
