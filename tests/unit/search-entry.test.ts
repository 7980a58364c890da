import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../src/plugins/search/engine/build';
import { createSiteSearch, rankingOptions, SearchEngine, suggestionRequest } from '../../src/plugins/search/engine';
import type { ExtractedPage } from '../../src/plugins/search/engine/types';
import { pathQuery, searchIndexUrls, searchPageUrl } from '../../src/plugins/search/engine/urls';

const pages: { url: string; page: ExtractedPage }[] = [
  {
    url: '/get-started/how-to/gas-fees',
    page: {
      title: 'Estimate gas fees',
      description: 'How Linea prices a transaction and how to estimate it.',
      keywords: '',
      breadcrumb: ['Get started', 'How to'],
      sections: [
        { title: 'Estimate gas fees', hash: '', content: 'Call linea_estimateGas before you sign a transaction.' },
        { title: 'Worked example', hash: '#worked-example', content: 'A plain transfer costs 21000 gas at the current base fee.' },
      ],
    },
  },
  {
    url: '/api/reference/linea-estimategas',
    page: {
      title: 'linea_estimateGas',
      description: 'Returns the gas limit and fees of a transaction.',
      keywords: '',
      breadcrumb: ['API & SDK', 'JSON-RPC API'],
      sections: [{ title: 'linea_estimateGas', hash: '', content: 'Parameters: the call object.' }],
    },
  },
];

const built = buildIndex(pages, rankingOptions.bm25);
// Through JSON, as a server reads the files the build wrote.
const index: unknown = JSON.parse(JSON.stringify(built.index));
const snippets: unknown = JSON.parse(JSON.stringify(built.texts));

describe('site search outside the browser', () => {
  it('answers in the order of the browser engine, with title, URL, page, section, category and snippet', () => {
    const search = createSiteSearch(index, snippets);
    const hits = search.query('transfer');
    expect(hits[0]).toEqual({
      title: 'Worked example',
      url: '/get-started/how-to/gas-fees#worked-example',
      page: 'Estimate gas fees',
      section: 'Worked example',
      category: ['Get started', 'How to'],
      snippet: expect.stringContaining('transfer'),
      type: 'content',
    });
    const browser = new SearchEngine(JSON.parse(JSON.stringify(built.index)), rankingOptions);
    browser.setTexts(built.texts as string[]);
    const urls = (q: string) => browser.search(q, suggestionRequest).map((r) => `${r.document.u}${r.document.h ?? ''}`);
    for (const q of ['estimategas', 'gas fees', 'linea_estimateGas', 'trnasfer']) {
      expect(search.query(q).map((h) => h.url), q).toEqual(urls(q));
    }
  });

  it('finds a page by its title and returns its breadcrumb as the category', () => {
    const [first] = createSiteSearch(index).query('linea_estimateGas');
    expect(first).toMatchObject({ url: '/api/reference/linea-estimategas', page: 'linea_estimateGas', category: ['API & SDK', 'JSON-RPC API'], type: 'title' });
  });

  it('works without the snippets file, leaving text hits without a snippet', () => {
    const hit = createSiteSearch(index).query('transfer')[0];
    expect(hit?.snippet).toBeUndefined();
    expect(hit?.url).toBe('/get-started/how-to/gas-fees#worked-example');
  });

  it("gives a table row's label as the hit, under its section, with the label as its words", () => {
    const facts = buildIndex(
      [
        {
          url: '/get-started/build/network-info',
          page: {
            title: 'Network information',
            description: '',
            keywords: '',
            breadcrumb: ['Get started'],
            sections: [
              { title: 'Network information', hash: '', content: 'Both networks.' },
              { title: 'Network details', hash: '#network-details', content: 'Gas token ETH Block time About 1 second', labels: ['Gas token', 'Block time'] },
            ],
          },
        },
      ],
      rankingOptions.bm25,
    );
    const [first] = createSiteSearch(JSON.parse(JSON.stringify(facts.index))).query('gas token');
    expect(first).toEqual({
      title: 'Gas token',
      url: '/get-started/build/network-info#network-details',
      page: 'Network information',
      section: 'Network details',
      category: ['Get started'],
      snippet: 'Gas token',
      type: 'heading',
    });
  });

  it('refuses files that are not a search index or snippets', () => {
    expect(() => createSiteSearch({ documents: [] })).toThrow('The search index is malformed');
    // An index of the format before documents were stored by column, and one with a broken column.
    const file = JSON.parse(JSON.stringify(index)) as { v: number; e: { documents: Record<string, unknown> }[] };
    expect(() => createSiteSearch({ ...file, e: file.e.map((e) => ({ ...e, documents: [] })) })).toThrow('The search index is malformed');
    expect(() => createSiteSearch({ ...file, e: file.e.map((e) => ({ ...e, documents: { ...e.documents, t: 'text' } })) })).toThrow('The search index is malformed');
    // Format 5 (the entries alone, a dictionary in each) and a file that says another version
    // are told apart from a broken file: the build is older or newer than the code reading it.
    expect(() => createSiteSearch(file.e)).toThrow('The search index is in format 5 or older and this code reads format 6: build the site again with this code (npm run build)');
    expect(() => createSiteSearch({ ...file, v: 7 })).toThrow(/in format 7 and this code reads format 6/);
    expect(() => createSiteSearch([])).toThrow('The search index is malformed');
    expect(() => createSiteSearch(null)).toThrow('The search index is malformed');
    expect(() => createSiteSearch(index, [1, 2])).toThrow('The search snippets are malformed');
  });
});

describe('search URLs', () => {
  it('puts the cache-busting hash on both index files at the site root', () => {
    expect(searchIndexUrls('/', 'ab12cd34', 'https://docs.example')).toEqual({
      index: '/search-index.json?_=ab12cd34',
      snippets: '/search-snippets.json?_=ab12cd34',
    });
  });

  it('refuses a version path that leads to another origin', () => {
    expect(() => searchIndexUrls('//evil.example/', 'x', 'https://docs.example')).toThrow('Unexpected version url');
    expect(() => searchIndexUrls('https://evil.example/', 'x', 'https://docs.example')).toThrow('Unexpected version url');
  });

  it('links the results page with the query in q', () => {
    expect(searchPageUrl('/', 'bridge & eth')).toBe('/search?q=bridge+%26+eth');
  });

  it("reads a missing page's path as a query: its last segment, with the one before a single plain word", () => {
    expect(pathQuery('/network/how-to/run-a-node')).toBe('run a node');
    expect(pathQuery('/network/how-to/run-a-node/maru')).toBe('run a node maru');
    expect(pathQuery('/network/build/tools/oracles/chainlink/')).toBe('oracles chainlink');
    // A name keeps its underscore; an extension and a trailing index are dropped.
    expect(pathQuery('/api/reference/eth_getLogs')).toBe('eth_getLogs');
    expect(pathQuery('/developers/guides/bridge/index.html')).toBe('guides bridge');
    expect(pathQuery('/stack/evaluate/trust-model.md')).toBe('trust model');
    // Percent-encoding is decoded; a malformed one is read as written.
    expect(pathQuery('/tooling/data%20indexers')).toBe('data indexers');
    expect(pathQuery('/a/%E0%A4%A')).toBe('%E0%A4%A');
    // Under a base URL, and nothing for the base itself or an empty path.
    expect(pathQuery('/docs/network/bridge', '/docs/')).toBe('network bridge');
    expect(pathQuery('/docs/', '/docs/')).toBe('');
    expect(pathQuery('/')).toBe('');
    // The base URL with or without its slash; a segment of punctuation alone names nothing.
    expect(pathQuery('/docs', '/docs/')).toBe('');
    expect(pathQuery('/x/-', '/')).toBe('x');
    expect(pathQuery('/bridge/%2e%2e')).toBe('bridge');
    // A long path is cut at a word boundary, never inside a word.
    const long = pathQuery(`/${'word-'.repeat(100)}`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.split(' ').every((w) => w === 'word')).toBe(true);
  });
});
