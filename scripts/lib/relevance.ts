/**
 * Relevance figures of `npm run bench:search`: where the expected page lands among the pages a
 * query returns. Suggestions list sections (a page title, then its headings and paragraphs), so a
 * ranking is first reduced to distinct pages in order of first appearance.
 */

export interface LabelledQuery {
  query: string;
  kind: string;
  expected: string[];
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
