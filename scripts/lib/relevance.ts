/**
 * Relevance figures of `npm run bench:search`: where the expected page lands among the pages a
 * query returns. Suggestions list sections (a page title, then its headings and paragraphs), so a
 * ranking is first reduced to distinct pages in order of first appearance.
 */

import { createHash } from 'node:crypto';

export type Half = 'tuning' | 'held-out';

export interface LabelledQuery {
  query: string;
  kind: string;
  /** Tuning queries may guide ranking changes; held-out queries only check them. */
  half: string;
  expected: string[];
}

/**
 * The half a query belongs to: the first byte of sha256(`${seed}\n${query}`), query lowercased,
 * below 128 is the tuning half. A query's half depends on nothing else, so adding queries never
 * moves the others.
 */
export function halfOf(query: string, seed: string): Half {
  const byte = createHash('sha256').update(`${seed}\n${query.toLowerCase()}`).digest()[0]!;
  return byte < 128 ? 'tuning' : 'held-out';
}

export interface QueryOutcome extends LabelledQuery {
  /** Distinct page paths in the order the search showed them. */
  pages: string[];
  /** 1-based rank of the first expected page, or null when none was shown. */
  rank: number | null;
}

export interface RelevanceSummary {
  queries: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
}

/** Path of a result URL without query string, hash or trailing slash. */
export function pagePath(url: string): string {
  const path = new URL(url, 'http://x').pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Distinct pages of a list of result URLs, in order of first appearance. */
export function distinctPages(urls: readonly string[]): string[] {
  return [...new Set(urls.map(pagePath))];
}

export function rankOf(pages: readonly string[], expected: readonly string[]): number | null {
  const index = pages.findIndex((p) => expected.includes(p));
  return index === -1 ? null : index + 1;
}

export function summarize(outcomes: readonly Pick<QueryOutcome, 'rank'>[]): RelevanceSummary {
  const n = outcomes.length;
  if (n === 0) return { queries: 0, hitAt1: 0, hitAt3: 0, mrr: 0 };
  const hits = (k: number) => outcomes.filter((o) => o.rank !== null && o.rank <= k).length / n;
  const mrr = outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n;
  return { queries: n, hitAt1: hits(1), hitAt3: hits(3), mrr };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
