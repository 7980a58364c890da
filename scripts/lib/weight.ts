import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * First-load weight of a page: every same-origin byte a cold browser downloads until React has
 * hydrated the page, gzipped (level 6) file by file and grouped by kind. Speculative downloads
 * (link prefetch) and what pages load later (lazy diagrams, the search index on first use) are
 * not first-load and are left out, which also makes the figure deterministic for a given build.
 */
export type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other';
export type Weight = Record<Kind, number> & {
  total: number;
  requests: number;
  /** Every counted response, largest first: what to look at when a page goes over its budget. */
  files: { path: string; kind: Kind; bytes: number }[];
};

/** Representative pages per page type, measured by `npm run bench:weight` and the budget test. */
export const pageTypes = {
  landing: '/',
  guide: '/get-started/how-to/bridge/how-to-bridge-eth',
  reference: '/api/reference/linea-estimategas',
  // A JSON-RPC page made only from its record, and the index of every method.
  rpcMethod: '/api/reference/eth-getlogs',
  rpcIndex: '/api/reference',
  tooling: '/get-started/tooling',
  glossary: '/zero-knowledge-glossary',
  // The largest contract reference (most members) and the page with the most diagrams.
  contract: '/api/linea-smart-contracts/linearollup',
  diagrams: '/technology/architecture',
} as const;

export type PageType = keyof typeof pageTypes;

/**
 * Budgets in gzipped bytes: a docs page loads at most 200 KB of JS, 25 KB of CSS and 60 KB of fonts;
 * the landing page at most 350 KB in all; the search index the first search downloads at most
 * 300 KB (issue 14), and the snippets file it fetches next (the text of every section, for the
 * lines under each result) at most 450 KB: it grows with every page, and a results page waits for
 * it to show snippets.
 */
export const budgets = {
  docs: { js: 200 * 1024, css: 25 * 1024, font: 60 * 1024 },
  landingTotal: 350 * 1024,
  searchIndex: 300 * 1024,
  searchSnippets: 450 * 1024,
};

function kindOf(resourceType: string, path: string): Kind {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script' || path.endsWith('.js')) return 'js';
  if (resourceType === 'stylesheet' || path.endsWith('.css')) return 'css';
  if (resourceType === 'font' || /\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  if (resourceType === 'image' || /\.(png|jpe?g|webp|avif|svg|gif|ico)$/.test(path)) return 'image';
  return 'other';
}

export async function firstLoadWeight(page: Page, url: string): Promise<Weight> {
  const origin = new URL(url).origin;
  let hydrated = false;
  const pending: Promise<Weight['files'][number]>[] = [];
  page.on('response', (res) => {
    const request = res.request();
    if (hydrated || !res.url().startsWith(origin) || res.status() !== 200) return;
    if (request.headers()['sec-purpose']?.includes('prefetch')) return;
    const path = new URL(res.url()).pathname;
    const kind = kindOf(request.resourceType(), path);
    pending.push(
      res
        .body()
        .then((body) => ({ path, kind, bytes: gzipSync(body, { level: 6 }).length }))
        .catch(() => ({ path, kind, bytes: 0 })),
    );
  });
  const response = await page.goto(url);
  if (response?.status() !== 200) throw new Error(`${url} answered HTTP ${response?.status() ?? 'nothing'}: weigh pages that exist`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  hydrated = true;
  const files = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
  const weight: Weight = { html: 0, js: 0, css: 0, font: 0, image: 0, other: 0, total: 0, requests: 0, files };
  for (const { kind, bytes } of files) {
    weight[kind] += bytes;
    weight.total += bytes;
    weight.requests += 1;
  }
  return weight;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
