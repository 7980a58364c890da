import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../src/plugins/search/engine/build';
import { SearchEngine, type RankingOptions } from '../../src/plugins/search/engine/engine';
import { rankingOptions } from '../../src/plugins/search/engine/options';
import { searchSynonyms } from '../../src/plugins/search/engine/synonyms';
import { planQuery } from '../../src/plugins/search/engine/query';
import { processTerm, STOP_WORDS } from '../../src/plugins/search/engine/terms';
import { SearchDocumentType, type ExtractedPage } from '../../src/plugins/search/engine/types';

const box = { limit: 8, maxPerPage: 3, contextLength: 50 };

function page(title: string, content: string, description = ''): ExtractedPage {
  return { title, description, keywords: '', breadcrumb: [], sections: [{ title, hash: '', content }] };
}

function engineOf(pages: Record<string, ExtractedPage>, synonyms: RankingOptions['synonyms']): SearchEngine {
  const built = buildIndex(
    Object.entries(pages).map(([url, p]) => ({ url, page: p })),
    rankingOptions.bm25,
  );
  const engine = new SearchEngine(JSON.parse(JSON.stringify(built.index)), { ...rankingOptions, synonyms });
  engine.setTexts(built.texts);
  return engine;
}

function pagesOf(engine: SearchEngine, query: string): string[] {
  const urls = engine.search(query, box).map((r) => (r.type === SearchDocumentType.Title ? r.document.u : r.page?.u));
  return [...new Set(urls)].filter((u): u is string => u !== undefined);
}

describe('synonyms', () => {
  const site = {
    '/receipt': page('Transaction receipts', 'A receipt holds the status and logs of a mined transaction.'),
    '/sequencer': page('Sequencer', 'The sequencer orders transactions into blocks.'),
    '/mining': page('Proof of work history', 'Ethereum once had a miner produce each block.'),
    '/fees': page('Fees', 'Every transaction pays gas.'),
  };

  it('finds a page by the docs\u2019 word for what was typed, with every word of the query covered', () => {
    const engine = engineOf(site, { tx: ['transaction'], miner: ['sequencer'] });
    expect(pagesOf(engine, 'tx receipt')[0]).toBe('/receipt');
    // Without the synonym no page has "tx": it is left out to answer for the other word.
    expect(engine.answer('tx receipt', box).missing).toEqual([]);
    expect(engineOf(site, {}).answer('tx receipt', box).missing).toEqual(['tx']);
    expect(pagesOf(engineOf(site, {}), 'tx receipt')).toEqual(['/receipt']);
    // The page that uses the reader's own word still matches, and the docs' word finds the page about it.
    expect(pagesOf(engine, 'miner')).toEqual(expect.arrayContaining(['/mining', '/sequencer']));
  });

  it('ranks a page using the word as typed above one that says it otherwise, other things equal', () => {
    const engine = engineOf(
      {
        '/a': page('Transaction status', 'Check it.'),
        '/b': page('Tx status', 'Check it.'),
      },
      { tx: ['transaction'] },
    );
    expect(pagesOf(engine, 'tx status')).toEqual(['/b', '/a']);
  });

  it('highlights on the page the word it matched, not the one typed', () => {
    const engine = engineOf(site, { tx: ['transaction'] });
    const hit = engine.search('tx receipt', box).find((r) => (r.type === SearchDocumentType.Title ? r.document.u : r.page?.u) === '/receipt')!;
    expect(hit.tokens).toContain('receipt');
    expect(hit.tokens).not.toContain('tx');
    expect(hit.tokens.some((t) => 'transaction'.startsWith(t))).toBe(true);
  });
});

describe('synonyms and the word being typed', () => {
  it('count the docs\u2019 word as a whole word of the page, not as a completion of the last word', () => {
    // "zk" is a title's word as typed, so a longer term starting with it would be a completion;
    // "knowledge", the docs' word for it, is not one.
    const engine = engineOf(
      { '/glossary': page('Zero-knowledge glossary', 'Terms of proving.'), '/zk': page('ZK tools', 'Provers.') },
      { zk: ['knowledge'] },
    );
    const internals = engine as unknown as {
      rankPages(plan: unknown, typos: boolean): { pageId: number; hits: { type: number; whole: boolean[] }[] }[];
      titles: Map<number, { u: string }>;
    };
    const pages = internals.rankPages(planQuery('glossary zk', rankingOptions.typos, rankingOptions.maxQueryWords), false);
    const glossary = pages.find((p) => internals.titles.get(p.pageId)?.u === '/glossary')!;
    expect(glossary.hits.find((h) => h.type === SearchDocumentType.Title)?.whole).toEqual([true, true]);
  });
});

describe('the synonym table', () => {
  // What pages say: the MDX pages, and the data that pages are rendered or generated from (the
  // JSON-RPC reference's pages are written from src/data at build time, so a fresh clone has no
  // MDX for them).
  const sources = (dir: string, pattern: RegExp) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => pattern.test(f))
      .map((f) => readFileSync(join(dir, f), 'utf8').toLowerCase());
  const words = new Set([...sources('docs', /\.mdx?$/), ...sources('src/data', /\.ts$/)].join('\n').split(/[^a-z0-9]+/));

  it.each(Object.entries(searchSynonyms))('%s maps to words the docs use, other than itself', (word, means) => {
    expect(word).toMatch(/^[a-z0-9]+$/);
    expect(STOP_WORDS.has(word)).toBe(false);
    expect(means.length).toBeGreaterThan(0);
    for (const m of means) {
      expect(words.has(m), `"${m}" is on no page`).toBe(true);
      expect(processTerm(m)).not.toBe(processTerm(word));
    }
  });
});
