/**
 * Lighthouse performance of the production build as production serves it: build/ behind the
 * generated nginx configuration (brotli, caching and security headers) on 127.0.0.1, audited by
 * the `lighthouse` package in Debian's Chromium with its default mobile preset (simulated slow 4G
 * and 4x CPU slowdown, computed from the page's trace). Each page is audited several times and
 * every figure is the median of its runs. A benchmark, not a gate: the figures move with the
 * machine's load (the CPU benchmark index is printed so runs can be compared); the byte budgets
 * in the end-to-end tests are the gate.
 *
 *   npm run bench:lighthouse                          three runs per page type, prints the table
 *   npm run bench:lighthouse -- --runs 5              more runs per page
 *   npm run bench:lighthouse -- --only landing,guide  some page types
 *   npm run bench:lighthouse -- --json                prints JSON (medians and every run)
 *   npm run bench:lighthouse -- --save bench-results/lh   also keeps every run's full report (JSON), to dig into
 *   npm run bench:lighthouse -- --port 3253 --chrome-port 3254
 *   npm run bench:lighthouse -- --cpu-slowdown 1      another CPU multiplier than the preset's 4x
 *   npm run bench:lighthouse -- --build build-before   another build folder (to compare two builds under the same load)
 *
 * Reads build/ unless told otherwise; run `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Flags, Result } from 'lighthouse';
import { generate } from './nginx-config';
import { chromiumLaunchOptions } from './lib/browser';
import { freePort } from './lib/serve';

/** One page of each type the site has. */
export const lighthousePages = {
  landing: '/',
  guide: '/get-started/how-to/bridge/how-to-bridge-eth',
  network: '/get-started/build/network-info',
  rpc: '/api/reference/linea-estimategas',
  contract: '/api/linea-smart-contracts/linearollup',
  tooling: '/get-started/tooling',
  glossary: '/zero-knowledge-glossary',
  diagrams: '/technology/architecture',
} as const;

type PageType = keyof typeof lighthousePages;

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes transferred (compressed, as served). */
  jsBytes: number;
  /** Main-thread script evaluation, parse and compile, in the simulated (slowed) time. */
  scriptingMs: number;
  domNodes: number;
  /** Lighthouse's CPU benchmark of this machine at the time of the run (higher is faster). */
  benchmarkIndex: number;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse returned no value for ${audit} on ${lhr.finalDisplayedUrl}`);
  return value;
}

function summarise(lhr: Result): Run {
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave ${lhr.finalDisplayedUrl} no performance score`);
  const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const breakdown = (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round(score * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: resources.find((r) => r.resourceType === 'script')?.transferSize ?? 0,
    scriptingMs: breakdown.filter((b) => b.group === 'scriptEvaluation' || b.group === 'scriptParseCompile').reduce((sum, b) => sum + b.duration, 0),
    domNodes: numeric(lhr, 'dom-size'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type Lighthouse = (typeof import('lighthouse'))['default'];

/**
 * One Lighthouse run. A run whose trace came out broken (Lighthouse reports a runtime error such as
 * NO_NAVSTART, which happens on a busy machine) is repeated, up to three attempts.
 */
async function audit(lighthouse: Lighthouse, url: string, flags: Flags, saveAs?: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr));
    if (!result.lhr.runtimeError || attempt === 3) return summarise(result.lhr);
    process.stderr.write(`(retrying ${url}: ${result.lhr.runtimeError.code}) `);
  }
}

/** Starts nginx with the generated production configuration; resolves once it answers. */
async function startNginx(buildDir: string, port: number): Promise<{ url: string; stop: () => void }> {
  const runtimeDir = resolve(`.generated/lighthouse-nginx-${port}`);
  rmSync(runtimeDir, { recursive: true, force: true });
  mkdirSync(runtimeDir, { recursive: true });
  const conf = join(runtimeDir, 'site.conf');
  writeFileSync(conf, generate(buildDir, { listen: `127.0.0.1:${port}`, serverName: 'localhost', runtimeDir }));
  const child: ChildProcess = spawn('nginx', ['-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}; see ${runtimeDir}/error.log`);
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`nginx did not answer on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main(): Promise<void> {
  const runs = Number(arg('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  const cpuSlowdown = arg('cpu-slowdown') === undefined ? undefined : Number(arg('cpu-slowdown'));
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a multiplier of at least 1');
  const save = arg('save');
  if (save) mkdirSync(save, { recursive: true });
  const only = arg('only')?.split(',');
  const unknown = only?.filter((t) => !(t in lighthousePages));
  if (unknown?.length) throw new Error(`Unknown page type ${unknown.join(', ')}; known: ${Object.keys(lighthousePages).join(', ')}`);
  const pages = (Object.entries(lighthousePages) as [PageType, string][]).filter(([type]) => !only || only.includes(type));

  // Lighthouse is an ES module; a dynamic import loads it from this CommonJS script.
  const { default: lighthouse } = await import('lighthouse');
  const server = await startNginx(arg('build') ?? 'build', Number(arg('port') ?? (await freePort())));
  const chromeArgs = chromiumLaunchOptions.args ?? [];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath!,
    chromeFlags: [...chromeArgs],
    ...(arg('chrome-port') ? { port: Number(arg('chrome-port')) } : {}),
    logLevel: 'silent',
  });
  const results: { type: PageType; path: string; median: Run; runs: Run[] }[] = [];
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cpuSlowdown !== undefined ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    };
    for (const [type, path] of pages) {
      const pageRuns: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const saveAs = save ? join(save, `${type}-${i + 1}.json`) : undefined;
        pageRuns.push(await audit(lighthouse, server.url + path, flags, saveAs));
        if (!process.argv.includes('--json')) process.stderr.write('.');
      }
      const med = Object.fromEntries(
        (Object.keys(pageRuns[0]!) as (keyof Run)[]).map((key) => [key, median(pageRuns.map((r) => r[key]))]),
      ) as unknown as Run;
      results.push({ type, path, median: med, runs: pageRuns });
    }
  } finally {
    await chrome.kill();
    server.stop();
  }

  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ runsPerPage: runs, results }, null, 2));
    return;
  }
  console.log(`\n\nLighthouse mobile (simulated slow 4G, ${cpuSlowdown ?? 4}x CPU slowdown), nginx, median of ${runs} run(s) per page\n`);
  console.log(['page type', 'path', 'score', 'LCP', 'TBT', 'CLS', 'JS', 'scripting', 'DOM', 'CPU index'].join('\t'));
  for (const { type, path, median: m } of results) {
    console.log(
      [
        type,
        path,
        m.score,
        `${(m.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(m.tbtMs)} ms`,
        m.cls.toFixed(3),
        `${(m.jsBytes / 1024).toFixed(1)} KB`,
        `${Math.round(m.scriptingMs)} ms`,
        m.domNodes,
        Math.round(m.benchmarkIndex),
      ].join('\t'),
    );
  }
  console.log('\nEach column is its own median. JS: script bytes transferred (compressed). Scripting: main-thread script evaluation and compile.');
  console.log('CPU index: Lighthouse\'s benchmark of this machine during the runs; compare runs only at similar indexes.');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
