import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fixture from '../../scripts/data/search-queries.json';
import routes from '../fixtures/routes.json';
import { rpcMethods } from '../../src/data/rpc';
import { rpcMethodPath } from '../../src/data/rpc/types';
import { distinctPages, halfOf, median, pagePath, percentile, rankOf, summarize } from '../../scripts/lib/relevance';

describe('labelled search queries', () => {
  // The inventory's pages, plus the page generated for every JSON-RPC method of the data, plus the
  // pages the site adds beyond the inventory (an MDX file at the path under docs/).
  const live = new Set([...routes.routes.map((r) => r.path), ...rpcMethods.map((m) => rpcMethodPath(m.name))]);
  const docs = join(__dirname, '../../docs');
  const isPage = (path: string) => live.has(path) || existsSync(join(docs, `${path}.mdx`)) || existsSync(join(docs, path, 'index.mdx'));

  it('has at least 200 distinct queries of every kind the benchmark reports', () => {
    const queries = fixture.queries.map((q) => q.query.toLowerCase());
    expect(queries.length).toBeGreaterThanOrEqual(200);
    expect(new Set(queries).size).toBe(queries.length);
    const kinds = new Set(fixture.queries.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(['concept', 'error', 'identifier', 'task', 'tool', 'typo']);
    // Two- and three-word queries are part of the set, not only single terms.
    expect(fixture.queries.filter((q) => q.query.split(' ').length === 2).length).toBeGreaterThanOrEqual(10);
    expect(fixture.queries.filter((q) => q.query.split(' ').length === 3).length).toBeGreaterThanOrEqual(5);
  });

  it('puts every query in the half its seed gives it, so nobody moves a query between halves', () => {
    for (const q of fixture.queries) expect(q.half, q.query).toBe(halfOf(q.query, fixture.split.seed));
    const tuning = fixture.queries.filter((q) => q.half === 'tuning').length;
    // Each half holds at least two fifths of the set.
    expect(tuning / fixture.queries.length).toBeGreaterThan(0.4);
    expect(tuning / fixture.queries.length).toBeLessThan(0.6);
  });

  it('holds typos of every kind, transpositions included', () => {
    const typos = fixture.queries.filter((q) => q.kind === 'typo').map((q) => q.query);
    expect(typos).toEqual(expect.arrayContaining(['deploy hardaht', 'sequecner', 'sequencerr', 'estmate gas', 'coordinater', 'verifyng contracts']));
  });

  it('expects only pages of the site', () => {
    for (const q of fixture.queries) {
      expect(q.expected.length, q.query).toBeGreaterThan(0);
      for (const path of q.expected) expect(isPage(path), `${q.query} -> ${path}`).toBe(true);
    }
  });
});

describe('relevance figures', () => {
  it('reduces result URLs to distinct pages in order of first appearance', () => {
    expect(pagePath('/a/b?_highlight=x#h')).toBe('/a/b');
    expect(pagePath('/a/b/')).toBe('/a/b');
    expect(pagePath('/')).toBe('/');
    expect(distinctPages(['/a#x', '/b', '/a?_highlight=q', '/c'])).toEqual(['/a', '/b', '/c']);
  });

  it('ranks the first expected page and summarizes hit@k and MRR', () => {
    expect(rankOf(['/a', '/b', '/c'], ['/c', '/b'])).toBe(2);
    expect(rankOf(['/a'], ['/z'])).toBeNull();
    const s = summarize([{ rank: 1 }, { rank: 3 }, { rank: null }, { rank: 2 }]);
    expect(s).toEqual({ queries: 4, hitAt1: 0.25, hitAt3: 0.75, mrr: (1 + 1 / 3 + 0 + 1 / 2) / 4 });
    expect(summarize([])).toEqual({ queries: 0, hitAt1: 0, hitAt3: 0, mrr: 0 });
  });

  it('computes medians and percentiles', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  });
});
