import { describe, expect, it } from 'vitest';
import MiniSearch, { type Options } from 'minisearch';
import { rankingOptions, resultsPageRequest, suggestionRequest } from '../../src/plugins/search/engine/options';
import { buildIndex, documentsOf, sidebarLabelWords } from '../../src/plugins/search/engine/build';
import { COLUMNS, DocumentTable, packDocuments, storeDocuments, unpackDocuments } from '../../src/plugins/search/engine/documents';
import { indexFields, MATCHES_KEPT, miniSearchOptions, SearchEngine, WORDS_KEPT, type SearchRequest } from '../../src/plugins/search/engine/engine';
import type { ExtractedPage, ExtractedRow, PackedDocuments } from '../../src/plugins/search/engine/types';
import { highlightRanges } from '../../src/plugins/search/engine/highlight';
import { decodeIndexes, encodeIndexes, readNumbers, writeNumber, type CompactIndex, type TermHit, type TermLookUp } from '../../src/plugins/search/engine/indexFormat';
import { maxEditsFor, planQuery, withoutErrorWrapping } from '../../src/plugins/search/engine/query';
import { highlightParts, snippetParts } from '../../src/plugins/search/engine/snippet';
import { processTerm } from '../../src/plugins/search/engine/terms';
import { identifierParts, identifierWords, partTerms, queryWords, splitWords, wordTerms } from '../../src/plugins/search/engine/tokenize';
import { SearchDocumentType } from '../../src/plugins/search/engine/types';
import { editDistance, oneEditNeighbours, typoMatches, type Vocabulary } from '../../src/plugins/search/engine/typos';
import { documentUrl } from '../../src/plugins/search/engine/urls';

const box: SearchRequest = { limit: 8, maxPerPage: 3, contextLength: 50 };

function page(title: string, sections: { title?: string; hash?: string; content: string; code?: string; labels?: string[]; rows?: ExtractedRow[] }[], extra: Partial<ExtractedPage> = {}): ExtractedPage {
  return {
    title,
    description: '',
    keywords: '',
    breadcrumb: [],
    sections: sections.map((s) => ({ title: s.title ?? title, hash: s.hash ?? '', content: s.content, ...(s.code ? { code: s.code } : {}), ...(s.labels ? { labels: s.labels } : {}), ...(s.rows ? { rows: s.rows } : {}) })),
    ...extra,
  };
}

function engineOf(pages: Record<string, ExtractedPage>, texts = true): SearchEngine {
  const built = buildIndex(
    Object.entries(pages).map(([url, p]) => ({ url, page: p })),
    rankingOptions.bm25,
  );
  // Through JSON, as the browser receives it.
  const engine = new SearchEngine(JSON.parse(JSON.stringify(built.index)), rankingOptions);
  if (texts) engine.setTexts(built.texts);
  return engine;
}

/** A section whose table rows have anchors of their own, each row given as [label, anchor]. */
function anchoredRows(title: string, hash: string, content: string, rows: [string, string][]) {
  return { title, hash, content, rows: rows.map(([label, at]) => ({ label, hash: at })) };
}

/** The URLs of the search box's hits, in order. */
function suggestionUrls(engine: SearchEngine, query: string): string[] {
  return engine.search(query, suggestionRequest).map((r) => documentUrl(r.document));
}

/** A typo vocabulary of the given index terms, with the engine's own term processing. */
function vocabularyOf(terms: string[]): Vocabulary {
  return { terms, has: (term) => terms.includes(term), termOf: processTerm };
}

/** The pages whose title the engine takes to be the query, with or without typos: a key of its ranking. */
function titledBy(engine: SearchEngine, query: string, typos = false): string[] {
  const internals = engine as unknown as { rankPages(plan: unknown, typos: boolean): { pageId: number; titleIsQuery: number }[]; titles: Map<number, { u: string }> };
  const pages = internals.rankPages(planQuery(query, rankingOptions.typos, rankingOptions.maxQueryWords), typos);
  return pages.filter((p) => p.titleIsQuery).map((p) => internals.titles.get(p.pageId)!.u).sort();
}

/** Per page that matches the query, the longest run of its words in one text (a key of its ranking). */
function runsOf(engine: SearchEngine, query: string, typos = false): Record<string, number> {
  const internals = engine as unknown as { rankPages(plan: unknown, typos: boolean): { pageId: number; run: number }[]; titles: Map<number, { u: string }> };
  const pages = internals.rankPages(planQuery(query, rankingOptions.typos, rankingOptions.maxQueryWords), typos);
  return Object.fromEntries(pages.map((p) => [internals.titles.get(p.pageId)!.u, p.run]));
}

/** The pages that match every word of the query as typed (no typos), in ranking order. */
function exactPages(engine: SearchEngine, query: string): string[] {
  const internals = engine as unknown as { rankPages(plan: unknown, typos: boolean): { pageId: number }[]; titles: Map<number, { u: string }> };
  return internals.rankPages(planQuery(query, rankingOptions.typos, rankingOptions.maxQueryWords), false).map((p) => internals.titles.get(p.pageId)!.u);
}

/** Distinct pages of the results, in order. */
function pagesOf(engine: SearchEngine, query: string): string[] {
  const urls = engine.search(query, box).map((r) => (r.type === SearchDocumentType.Title ? r.document.u : r.page?.u));
  return [...new Set(urls)].filter((u): u is string => !!u);
}

describe('tokeniser', () => {
  it('splits on whitespace and hyphens and keeps identifiers whole', () => {
    expect(queryWords('Bridge ERC-20 tokens')).toEqual(['bridge', 'erc', '20', 'tokens']);
    expect(queryWords('call linea_estimateGas, then eth_sendRawTransaction.')).toEqual(['call', 'linea_estimategas', 'then', 'eth_sendrawtransaction']);
    expect(queryWords('ethers.js v6')).toEqual(['ethers.js', 'v6']);
  });

  it('folds full-width forms and Latin accents, on both sides, and keeps other scripts whole', () => {
    expect(queryWords('Ｇａｓ fées')).toEqual(['gas', 'fees']);
    expect(splitWords('Café')).toEqual(['Cafe']);
    // Cyrillic й is a letter of its own, not и with an accent; ™ does not become the letters TM.
    expect(splitWords('мой мои Infura™')).toEqual(['мой', 'мои', 'Infura']);
    // A Devanagari vowel sign is part of its word, not an accent.
    expect(splitWords('किताब')).toEqual(['किताब']);
    const engine = engineOf({ '/gas': page('Estimate gas fees', [{ content: 'The base fee.' }]) });
    expect(pagesOf(engine, 'gás fées')).toEqual(['/gas']);
  });

  it('splits Chinese into runs of word characters and runs of ideographs', () => {
    expect(splitWords('使用Linea网络部署')).toEqual(['使用', 'Linea', '网络部署']);
    expect(queryWords('零知识 proof')).toEqual(['零知识', 'proof']);
  });

  it('yields nothing for punctuation only', () => {
    expect(queryWords('((( *** ---')).toEqual([]);
  });

  it('indexes the parts of identifiers split on _, . and camelCase', () => {
    expect(identifierParts('linea_estimateGas')).toEqual(expect.arrayContaining(['linea', 'estimategas', 'estimate', 'gas']));
    expect(identifierParts('eth_sendRawTransaction')).toEqual(expect.arrayContaining(['eth', 'sendrawtransaction', 'send', 'raw', 'transaction', 'rawtransaction']));
    expect(identifierParts('L2MessageService')).toEqual(expect.arrayContaining(['l2', 'message', 'service', 'messageservice']));
    expect(identifierParts('ethers.js')).toEqual(['ethers', 'js']);
    expect(identifierParts('claimMessage')).toEqual(['claim', 'message']);
  });

  it('spells an identifier out as its words in order, as written', () => {
    expect(identifierWords('eth_sendTransaction')).toEqual(['eth', 'send', 'Transaction']);
    expect(identifierWords('L2MessageService')).toEqual(['L2', 'Message', 'Service']);
    expect(identifierWords('ethers.js')).toEqual(['ethers', 'js']);
    for (const word of ['bridge', 'eRPC', '0xdeadBEEF']) expect(identifierWords(word), word).toEqual([]);
  });

  it('leaves plain words, brand names with a one-letter lead and hex strings unsplit', () => {
    expect(identifierParts('bridge')).toEqual([]);
    expect(identifierParts('eRPC')).toEqual([]);
    expect(identifierParts('0xAbCdEf0123')).toEqual([]);
  });

  it('puts whole words and joined hyphenations in one field and identifier parts in the other', () => {
    expect(wordTerms('Bridge ERC-20 via L2MessageService')).toEqual(['bridge', 'erc', '20', 'via', 'l2messageservice', 'erc20']);
    expect(partTerms('Bridge ERC-20 via L2MessageService')).toEqual(expect.arrayContaining(['l2', 'message', 'service']));
    expect(partTerms('Bridge ERC-20 via L2MessageService')).not.toContain('bridge');
  });

  it('indexes the words an underscore joins as whole words, and namespaces, camelCase and dotted parts as parts', () => {
    expect(wordTerms('call eth_call')).toEqual(['call', 'eth_call', 'call']);
    expect(wordTerms('linea_estimateGas')).toEqual(['linea_estimategas', 'estimategas']);
    expect(partTerms('linea_estimateGas').sort()).toEqual(['estimate', 'gas', 'linea']);
    expect(wordTerms('MAX_BLOCK_GAS')).toEqual(['max_block_gas', 'max', 'block', 'gas']);
    // Numbers and names with a `$` are not snake_case words.
    expect(wordTerms('1_000_000 $foo_bar')).toEqual(['1_000_000', '$foo_bar']);
    // A dot keeps its segments parts: "js" is not a word of `ethers.js`.
    expect(wordTerms('ethers.js')).toEqual(['ethers.js']);
    expect(partTerms('ethers.js')).toEqual(['ethers', 'js']);
  });

  it('drops stop words and stems plain English words, never identifiers', () => {
    expect(processTerm('the')).toBeNull();
    expect(processTerm('x')).toBeNull();
    expect(processTerm('contracts')).toBe('contract');
    expect(processTerm('bridging')).toBe(processTerm('bridge'));
    expect(processTerm('linea_estimategas')).toBe('linea_estimategas');
    expect(processTerm('erc20')).toBe('erc20');
  });

  it('keys a long hex value, a hash or an address, by its first 64 bits', () => {
    const hash = `0x8cddecc98d567b96${'1472e45e'.repeat(6)}`;
    expect(processTerm(hash)).toBe('0x8cddecc98d567b96');
    expect(processTerm(hash.slice(0, 30))).toBe('0x8cddecc98d567b96');
    expect(processTerm(hash.slice(0, 12))).toBe(hash.slice(0, 12));
    const address = '0xd19d4b5d358258f05d7b411e21a1460d11b0876f';
    expect(processTerm(address)).toBe('0xd19d4b5d358258f0');
    expect(processTerm(`${hash}00`)).toBeNull();
  });

  it('brings the words of one family to one term where Porter stems them apart', () => {
    const family = (...words: string[]) => new Set(words.map((w) => processTerm(w))).size;
    expect(family('verify', 'verified', 'verification', 'verifying')).toBe(1);
    expect(family('deploy', 'deployed', 'deployment', 'deployer', 'deploying')).toBe(1);
    expect(family('subscribe', 'subscription', 'subscriptions')).toBe(1);
    expect(family('describe', 'description')).toBe(1);
    // The shared term starts every word of the family, so a half-typed word still completes to it.
    for (const word of ['deployment', 'verification', 'subscription', 'description']) expect(word.startsWith(processTerm(word)!), word).toBe(true);
    // "script" itself is left alone.
    expect(processTerm('javascript')).toBe('javascript');
    // Short words keep their letters: DeFi is not "def".
    expect(processTerm('defi')).toBe('defi');
    const site = engineOf({
      '/deploy': page('Deploy a contract', [{ content: 'Compile, then send the creation transaction.' }]),
      '/tokens': page('Token list', [{ content: 'The deployment of each token, listed by network.' }]),
    });
    // Without a typo: "deployment" is the title's "deploy".
    expect(exactPages(site, 'contract deployment')).toEqual(['/deploy']);
  });
});

describe('query plan', () => {
  it('drops stop words, matches the last word as a prefix and tolerates one word missing from three', () => {
    const plan = planQuery('how to bridge the tok', rankingOptions.typos, rankingOptions.maxQueryWords);
    expect(plan.words.map((w) => [w.term, w.prefix])).toEqual([
      ['bridg', false],
      ['tok', true],
    ]);
    expect(plan.minCoverage).toBe(2);
    expect(planQuery('deploy contract hardhat', rankingOptions.typos, 8).minCoverage).toBe(2);
    // Prepositions and quantifiers that wrap the topic: only the topic's words are looked up.
    const terms = (q: string) => planQuery(q, rankingOptions.typos, rankingOptions.maxQueryWords).words.map((w) => w.term);
    expect(terms('finalized block over json-rpc via viem')).toEqual(terms('finalized block json-rpc viem'));
    expect(terms('support several wallets using many providers')).toEqual(terms('support wallets providers'));
  });

  it('looks up at most maxQueryWords words of a sentence, and twice as many of one name without spaces', () => {
    const count = (q: string) => planQuery(q, rankingOptions.typos, 4).words.length;
    expect(count('alpha bravo charlie delta echo foxtrot')).toBe(4);
    // A pasted key tells itself from its siblings by its last words.
    expect(count('alpha-bravo-charlie-delta-echo-foxtrot')).toBe(6);
    expect(count('a1-b2-c3-d4-e5-f6-g7-h8-i9-j10')).toBe(8);
  });

  it('completes only the word being typed: a stop word typed after a word means the word is finished', () => {
    const prefixes = (q: string) => planQuery(q, rankingOptions.typos, rankingOptions.maxQueryWords).words.map((w) => [w.term, w.prefix]);
    expect(prefixes('get storage at')).toEqual([['storag', false]]);
    expect(prefixes('storage of the')).toEqual([['storag', false]]);
    expect(prefixes('get stora')).toEqual([['stora', true]]);
  });

  it('allows one typo from 5 letters and two from 9, none below', () => {
    const rules = rankingOptions.typos;
    expect(maxEditsFor('node', rules)).toBe(0);
    expect(maxEditsFor('nodes', rules)).toBe(1);
    expect(maxEditsFor('contract', rules)).toBe(1);
    expect(maxEditsFor('contracts', rules)).toBe(2);
    expect(maxEditsFor('sendrawtransaction', rules)).toBe(2);
  });

  it('takes off what tools print around an error name, only when the text names code', () => {
    const words = (q: string) => queryWords(withoutErrorWrapping(q) ?? '');
    expect(words('execution reverted: FeeTooLow()')).toEqual(['feetoolow']);
    expect(words("VM Exception while processing transaction: reverted with custom error 'RateLimitExceeded()'")).toEqual(['ratelimitexceeded']);
    expect(words('Error: BLOB_TX_NOT_ALLOWED')).toEqual(['blob_tx_not_allowed']);
    expect(words('Error: execution reverted: InvalidProof')).toEqual(['invalidproof']);
    // "error" or "revert" as a word of the question stays: the reader asks about the method's errors.
    expect(withoutErrorWrapping('eth_call revert reason')).toBeNull();
    expect(withoutErrorWrapping('linea_estimateGas error')).toBeNull();
    // A name that ends in "Error" keeps it; lower-case text names no code and is left as typed.
    expect(withoutErrorWrapping('L2BlockNotFinalizedError getMessageProof')).toBeNull();
    expect(withoutErrorWrapping('execution reverted feetoolow')).toBeNull();
    expect(withoutErrorWrapping('gas price too low error')).toBeNull();
  });

  it('looks up at most maxQueryWords words, however long the query', () => {
    const long = Array.from({ length: 200 }, (_, n) => `word${n}`).join(' ');
    expect(planQuery(long, rankingOptions.typos, rankingOptions.maxQueryWords).words).toHaveLength(rankingOptions.maxQueryWords);
  });
});

describe('ranking', () => {
  const site = {
    '/gas': page('Estimate transaction costs', [
      { content: 'Gas on Linea is priced from the data cost. Call linea_estimateGas before you sign.' },
      { title: 'Worked example', hash: '#worked-example', content: 'A transfer costs little gas.' },
    ]),
    '/api/linea-estimategas': page('linea_estimateGas', [{ content: 'Returns the gas limit and fees for a transaction.' }]),
    '/api/eth-sendrawtransaction': page('eth_sendRawTransaction', [
      { content: 'Submits a signed transaction.' },
      { title: 'Errors', hash: '#errors', content: 'Nonce too low: the account already used this nonce.' },
    ]),
    '/api/l2messageservice': page('L2MessageService', [{ content: 'Relays messages; call claimMessage to claim one on Linea.' }]),
    '/bridge': page('Bridge your tokens', [{ content: 'The canonical bridge moves ETH and ERC-20 tokens.' }]),
    '/verify': page('Verify a smart contract', [
      { content: 'Verification publishes the source.' },
      { title: 'Hardhat', hash: '#hardhat', content: 'See the Hardhat guide.' },
    ]),
    '/verify/hardhat': page('Verify a contract with Hardhat', [{ content: 'Run the verify task.' }], { breadcrumb: ['Get started', 'Verify a smart contract'] }),
    '/glossary': page('Glossary', [{ content: 'Finality: a block is final once its proof is verified on Ethereum. Bridges move tokens.' }]),
    '/finality': page('Finality', [{ content: 'How blocks become final.' }]),
    '/notes': page('Release notes', [
      { content: 'Many fixes.' },
      { title: 'Finality in numbers', hash: '#finality-in-numbers', content: 'Blocks are proven in hours.' },
    ]),
  };
  const engine = engineOf(site);

  it('between pages that own a word alike, prefers the one whose address names it', () => {
    const alike = engineOf({
      '/api/tokenbridge': page('Token bridge contract', [
        { content: 'The bridge contract: bridge tokens, bridge them back, bridge with a permit.' },
        { title: 'Bridge a token', hash: '#bridge-a-token', content: 'Call the bridge with the token and amount.' },
      ]),
      '/how-to/bridge': page('Bridge your tokens', [{ content: 'Move tokens with the bridge app.' }]),
    });
    expect(pagesOf(alike, 'bridge')[0]).toBe('/how-to/bridge');
  });

  it('gives one result per place of a page: the text of a section stands for its heading', () => {
    const sections = engineOf({
      '/bridge-contract': page('TokenBridge', [
        { content: 'The bridge contract.' },
        { title: 'bridgeToken', hash: '#bridgeToken', content: 'Sends tokens across the bridge.' },
      ]),
    });
    const places = sections.search('bridge', resultsPageRequest).map((r) => `${r.type} ${r.document.u}${r.document.h ?? ''}`);
    expect(places).toEqual([`${SearchDocumentType.Title} /bridge-contract`, `${SearchDocumentType.Content} /bridge-contract#bridgeToken`]);
  });

  it('lists every table row of a section that has the words, each under its label', () => {
    const rows = engineOf({
      '/network': page('Network information', [
        { content: 'Facts of both networks.' },
        { title: 'Limits', hash: '#limits', content: 'Block gas limit 2000000000. Transaction gas limit 24000000.', labels: ['Block gas limit', 'Transaction gas limit'] },
      ]),
    });
    const labels = rows.search('gas limit', resultsPageRequest).filter((r) => r.type === SearchDocumentType.Heading).map((r) => r.document.t);
    expect(labels).toEqual(expect.arrayContaining(['Block gas limit', 'Transaction gas limit']));
  });

  it('opens the row of a setting searched by its key, before the title of its page when the title lacks some of the words', () => {
    const settings = engineOf({
      '/options': page('Linea Besu plugin options', [
        { content: 'Flags of the plugins.' },
        anchoredRows('Bundles', '#bundles', '--plugin-linea-bundles-forward-urls Where bundles are forwarded. --plugin-linea-bundles-forward-timeout How long a forward waits.', [
          ['--plugin-linea-bundles-forward-urls', '#plugin-linea-bundles-forward-urls'],
          ['--plugin-linea-bundles-forward-timeout', '#plugin-linea-bundles-forward-timeout'],
        ]),
      ]),
      '/bundles': page('Send a bundle', [{ content: 'Bundles are forwarded to the sequencer with a timeout.' }]),
    });
    const urls = (query: string) => suggestionUrls(settings, query);
    expect(urls('--plugin-linea-bundles-forward-timeout')[0]).toBe('/options#plugin-linea-bundles-forward-timeout');
    expect(urls('plugin-linea-bundles-forward-urls')[0]).toBe('/options#plugin-linea-bundles-forward-urls');
    // A query the title holds whole still opens the page at its top.
    expect(urls('linea besu plugin options')[0]).toBe('/options');
  });

  it('lets one heading lead the title only when it has every word (the site name aside) whole and as typed, the one named by the query first', () => {
    const limits = engineOf({
      '/limits': page('Module limits', [
        { content: 'Each module has a limit.' },
        anchoredRows('Limits', '#limits', 'MOD ROM ROM_LEX', [
          ['MOD', '#limit-mod'],
          ['ROM_LEX', '#limit-rom_lex'],
          ['ROM', '#limit-rom'],
        ]),
      ]),
      '/web3j': page('Web3j', [{ content: 'A Java library.' }, { title: 'Linea methods in Web3j', hash: '#linea-methods', content: 'Call linea_estimateGas.' }]),
    });
    const first = (query: string) => suggestionUrls(limits, query)[0];
    // "mod" is in the title only as the start of "Module": the row is the query as typed.
    expect(first('MOD')).toBe('/limits#limit-mod');
    expect(first('ROM')).toBe('/limits#limit-rom');
    // "linea" is the site's name: the title has every other word.
    expect(first('linea web3j')).toBe('/web3j');
    // Only one heading leads; the page's own entry follows it.
    expect(suggestionUrls(limits, 'MOD').slice(0, 2)).toEqual(['/limits#limit-mod', '/limits']);
  });

  it('lists at most five places of one page on the results page, so that other pages that have the words follow', () => {
    const many = Array.from({ length: 12 }, (_, k) => ({ title: `bridgeStep${k}`, hash: `#step-${k}`, content: `Step ${k} of the bridge.` }));
    const crowded = engineOf({ '/contract': page('TokenBridge', many), '/guide': page('Bridge your tokens', [{ content: 'Move tokens with the bridge app.' }]) });
    const results = crowded.search('bridge', resultsPageRequest);
    expect(results.filter((r) => (r.page?.u ?? r.document.u) === '/contract').length).toBeLessThanOrEqual(resultsPageRequest.maxPerPage);
    expect(results.some((r) => r.document.u === '/guide')).toBe(true);
  });

  it('leaves out the pages a request excludes before cutting the list to its limit', () => {
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, k) => [`/api/bridge-${k}`, page(`Bridge contract ${k}`, [{ content: 'The bridge contract.' }])]));
    const engine = engineOf({ ...many, '/learn/bridge': page('Learn to use the bridge', [{ content: 'A walk through the bridge app.' }]) });
    const first = (request: SearchRequest) => engine.search('bridge', request).map((r) => r.page?.u ?? r.document.u);
    expect(first({ ...box, limit: 3 })).not.toContain('/learn/bridge');
    expect(first({ ...box, limit: 3, pages: (path) => path.startsWith('/learn/') })).toEqual(['/learn/bridge']);
  });

  it('finds a page by a whole hash it lists, pasted in either case, and not by another hash with the same tail', () => {
    const hash = `0x8cddecc98d567b96${'1472e45e'.repeat(6)}`;
    const hashes = engineOf({ '/council': page('Security Council', [{ content: `Safe transaction ${hash} raised the limit.` }]), '/other': page('Other', [{ content: 'Nothing here.' }]) });
    expect(pagesOf(hashes, hash)).toEqual(['/council']);
    expect(pagesOf(hashes, hash.toUpperCase().replace('0X', '0x'))).toEqual(['/council']);
    expect(pagesOf(hashes, `0x5f3a90be2c7d41e8${'1472e45e'.repeat(6)}`)).toEqual([]);
    // Typed or pasted in part: every length finds it, as it did before hashes were cut.
    for (const length of [10, 18, 19, 24, 30, 41, 42, 43, 60]) expect(pagesOf(hashes, hash.slice(0, length)), `${length}`).toEqual(['/council']);
    // An address too, whole or in part.
    const address = '0xd19d4b5d358258f05d7b411e21a1460d11b0876f';
    const addresses = engineOf({ '/contracts': page('Contracts', [{ content: `The rollup is at ${address}.` }]) });
    for (const length of [12, 24, 42]) expect(pagesOf(addresses, address.slice(0, length)), `${length}`).toEqual(['/contracts']);
  });

  it('finds an identifier by its whole name, its name without namespace and its words', () => {
    expect(pagesOf(engine, 'linea_estimateGas')[0]).toBe('/api/linea-estimategas');
    expect(pagesOf(engine, 'estimategas')[0]).toBe('/api/linea-estimategas');
    expect(pagesOf(engine, 'eth_sendRawTransaction')[0]).toBe('/api/eth-sendrawtransaction');
    expect(pagesOf(engine, 'sendrawtransaction')[0]).toBe('/api/eth-sendrawtransaction');
    expect(pagesOf(engine, 'L2MessageService')[0]).toBe('/api/l2messageservice');
    expect(pagesOf(engine, 'claimMessage')[0]).toBe('/api/l2messageservice');
  });

  it('puts a title match above a page that only mentions the word, and a heading above body text', () => {
    const finality = pagesOf(engine, 'finality');
    expect(finality[0]).toBe('/finality');
    expect(finality.indexOf('/notes')).toBeLessThan(finality.indexOf('/glossary'));
  });

  it('between pages that own the same words alike, prefers the one that has them in a row', () => {
    const site = engineOf({
      // The shorter title scores more; its description has the words apart.
      '/polling': page('Log filters', [{ content: 'Poll it.' }], { description: 'Returns every log matching a filter created earlier.' }),
      '/creating': page('Log filters on a node', [{ content: 'Poll it later.' }], { description: 'Creates a log filter on the node, to poll later.' }),
    });
    expect(pagesOf(site, 'create a log filter')).toEqual(['/creating', '/polling']);
    // Words in another order are not a run: the score decides.
    expect(pagesOf(site, 'filter log create')).toEqual(['/polling', '/creating']);
    // A run is in one text: "/polling" has two words in its title and one in its description, not three.
    expect(runsOf(site, 'create a log filter')).toEqual({ '/creating': 3, '/polling': 2 });
    // The word being typed counts as it completes; a word with a typo breaks the run.
    expect(runsOf(site, 'create a log fil')['/creating']).toBe(3);
    expect(runsOf(site, 'craete a log filter', true)['/creating']).toBe(2);
    // One word is no run: it does not set a written word above an identifier's part.
    expect(runsOf(site, 'filter')).toEqual({ '/creating': 0, '/polling': 0 });
  });

  it('puts an overview before a sub-page that only has the words more in a row', () => {
    const site = engineOf({
      '/verify': page('Verify a smart contract', [{ content: 'Publish the source.' }]),
      '/verify/atlas': page('Verify a contract with Atlas', [{ content: 'Publish the source.' }], { breadcrumb: ['Get started', 'Verify a smart contract'] }),
    });
    expect(pagesOf(site, 'verify a contract')).toEqual(['/verify', '/verify/atlas']);
  });

  it('prefers the page whose title holds every word to one that spreads them over title and headings', () => {
    expect(pagesOf(engine, 'verify contract hardhat')[0]).toBe('/verify/hardhat');
  });

  it('matches a half-typed last word', () => {
    expect(pagesOf(engine, 'bridge tok')[0]).toBe('/bridge');
  });

  it('looks up an identifier the site does not have by its words', () => {
    const site = engineOf({
      '/send-raw': page('eth_sendRawTransaction', [{ content: 'Submits a signed transaction.' }], { description: 'Sends a signed transaction to the network.' }),
      '/trace': page('debug_traceTransaction', [{ content: 'Replays a transaction.' }], { description: 'Returns the trace of a transaction.' }),
      '/bridge': page('Bridge tokens', [{ content: 'Move tokens between chains.' }]),
      // "eth" is the currency here, not a method's namespace.
      '/send-eth': page('Send ETH', [{ content: 'Send a transaction that moves ETH.' }], { description: 'Send ETH in one transaction.' }),
    });
    // No page has these names, nor a look-alike of them; their words lead to the pages that have them.
    // The namespace counts only in the methods it is part of: the page about the currency, which has
    // the other two words, comes after.
    expect(pagesOf(site, 'eth_sendTransaction')).toEqual(['/send-raw', '/send-eth']);
    expect(pagesOf(site, 'debug_traceTx')[0]).toBe('/trace');
    // An identifier the site has is not spelled out, and a plain word no page has still finds nothing.
    expect(pagesOf(site, 'debug_traceTransaction')).toEqual(['/trace']);
    expect(pagesOf(site, 'zebra')).toEqual([]);
  });

  it('finds a page despite a typo once exact matches fall short', () => {
    expect(pagesOf(engine, 'verfy hardhat')[0]).toBe('/verify/hardhat');
    expect(pagesOf(engine, 'hardht verify')[0]).toBe('/verify/hardhat');
    // Two typos in a word of 9 letters or more.
    expect(pagesOf(engine, 'linea_estimtegaz')[0]).toBe('/api/linea-estimategas');
  });

  it('allows no typo in a word under 5 letters (unless nothing matches: then one from 3 letters) and at most one under 9', () => {
    // Nothing matches "gax" as typed: a list of look-alikes beats an empty box.
    expect(pagesOf(engine, 'gax')).toContain('/gas');
    expect(pagesOf(engine, 'vrfy')).toEqual([]);
    expect(pagesOf(engine, 'gx')).toEqual([]);
    // Only words of letters: one with a digit or an underscore is a value or a name, not a typo.
    expect(pagesOf(engine, 'ga5')).toEqual([]);
    // Nothing matches "tokn" as typed: a word of 4 letters then gets its one typo.
    expect(pagesOf(engine, 'tokn')[0]).toBe('/bridge');
    expect(pagesOf(engine, 'bridge tokn')[0]).toBe('/bridge');
    expect(pagesOf(engine, 'verfy')).toContain('/verify');
    expect(pagesOf(engine, 'vrfyi')).toEqual([]);
  });

  it('tries typos only when exact and prefix matches fall short', () => {
    const strict = new SearchEngine(JSON.parse(JSON.stringify(buildIndex([{ url: '/a', page: site['/finality'] }, { url: '/b', page: site['/glossary'] }], rankingOptions.bm25).index)), {
      ...rankingOptions,
      fuzzyBelow: 1,
    });
    // "final" matches exactly (as a prefix of "finality"), so "fina" variants with typos are not looked up.
    expect(strict.search('final', box).every((r) => r.metadata.terms.every((t) => t.startsWith('final')))).toBe(true);
  });

  it('returns at most eight results, and at most three per page', () => {
    const results = engine.search('the', box);
    expect(results).toEqual([]);
    const many = engine.search('linea', box);
    expect(many.length).toBeLessThanOrEqual(8);
    const perPage = new Map<string, number>();
    for (const r of many) {
      const url = r.type === SearchDocumentType.Title ? r.document.u : r.page!.u;
      perPage.set(url, (perPage.get(url) ?? 0) + 1);
    }
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(3);
  });

  it('ranks with plain BM25, k1 1.2 and b 0.75', () => {
    expect(miniSearchOptions(rankingOptions.bm25).searchOptions?.bm25).toEqual({ k: 1.2, b: 0.75, d: 0 });
  });

  it('shows results before the snippet texts arrive, and snippets once they have', () => {
    const bare = engineOf(site, false);
    const before = bare.search('nonce', box).find((r) => r.type === SearchDocumentType.Content);
    expect(before?.snippet).toBeUndefined();
    const after = engine.search('nonce', box).find((r) => r.type === SearchDocumentType.Content);
    expect(after?.snippet?.map((p) => p.text).join('')).toContain('Nonce too low');
  });
});

describe('table rows with their values', () => {
  const engine = engineOf({
    '/network': page('Network information', [
      { content: 'Both networks.' },
      { title: 'Network details', hash: '#details', content: 'Chain ID 59144 Gas token ETH', labels: ['Chain ID: 59144', 'Gas token: ETH'] },
    ]),
    '/axelar': page('Axelar', [{ content: 'Pay the gas of the destination chain in the gas token of the source chain. Chain ID 59144 is Linea.' }], {
      description: 'Cross-chain calls paid for in the gas token of the source chain.',
    }),
  });

  it("finds the row by its name, which its value does not change, and by its value", () => {
    // "Gas token: ETH" is still named by "gas token", as the row "Gas token" was.
    expect(pagesOf(engine, 'gas token')[0]).toBe('/network');
    expect(pagesOf(engine, '59144')[0]).toBe('/network');
  });
});

describe('words no page has', () => {
  const engine = engineOf({
    '/gas': page('Estimate gas fees', [{ content: 'The base fee and the priority fee.' }]),
    '/bridge': page('Bridge your tokens', [{ content: 'Move ETH and tokens between Ethereum and Linea.' }]),
  });

  it('leaves out a word no page has, even with typos, answers for the others and names it', () => {
    const answer = engine.answer('gas xylophone', box);
    expect(answer.missing).toEqual(['xylophone']);
    expect(answer.results[0]?.document.u).toBe('/gas');
    // A misspelt word is still corrected, not left out.
    expect(engine.answer('gass fees', box).missing).toEqual([]);
  });

  it('leaves nothing out when the whole query matches, or when no word does', () => {
    expect(engine.answer('gas fees', box)).toMatchObject({ missing: [] });
    expect(engine.answer('xylophone zither', box)).toEqual({ results: [], missing: [] });
    expect(engine.search('gas xylophone', box)).toEqual(engine.answer('gas xylophone', box).results);
  });
});

describe('words remembered between keystrokes', () => {
  const pages: Record<string, ExtractedPage> = {
    '/gas': page('Estimate gas fees', [{ content: 'The base fee and the priority fee of a transaction.' }], { keywords: 'gas price' }),
    '/bridge': page('Bridge your tokens', [{ title: 'Bridge ERC-20 tokens', hash: '#erc20', content: 'Move ERC-20 tokens between Ethereum and Linea with the canonical bridge.' }]),
    '/verify': page('Verify a contract', [{ title: 'With Foundry', hash: '#foundry', content: 'forge verify-contract checks the source of a deployed contract.' }]),
    '/hardfork': page('Network upgrades', [{ content: 'Every fork of the network, and when it activated.' }]),
    '/rpc': page('linea_estimateGas', [{ content: 'Estimates the gas and the fees of a transaction.', code: 'linea_estimateGas estimateGas' }]),
  };
  const fresh = () => engineOf(pages);

  it('answer every keystroke as an engine that never saw the earlier ones', () => {
    const typed = fresh();
    // Words that come back in other places of the query, half typed, misspelt, through a synonym,
    // with typos tried and not, and an identifier spelled out.
    for (const query of ['bridge erc20 tokens', 'tokens bridge', 'brdige tokens', 'verify contract foundry', 'contract verify', 'hardfork', 'gas fees', 'fees gas prise', 'linea_estimategas', 'estimate gas', 'gas xylophone']) {
      for (let end = 1; end <= query.length; end += 1) {
        const text = query.slice(0, end);
        expect(typed.answer(text, box), text).toEqual(fresh().answer(text, box));
      }
    }
  });

  const kept = (engine: SearchEngine) => {
    // Counted from the documents each word found, not from the engine's own count of them.
    const cache = (engine as unknown as { matchCache: Map<string, { found: readonly { hits: readonly unknown[] }[] }> }).matchCache;
    return { words: cache.size, matches: [...cache.values()].reduce((sum, { found }) => sum + found.reduce((n, { hits }) => n + hits.length, 0), 0) };
  };

  it('keep a bounded number of words', () => {
    const engine = fresh();
    for (let n = 0; n < 200; n += 1) engine.answer(`token${n} gas`, box);
    expect(kept(engine).words).toBe(WORDS_KEPT);
  });

  it('keep a bounded number of matches, whatever the words', () => {
    // Every page has every word: each word matches as many documents as there are pages.
    const words = Array.from({ length: 40 }, (_, n) => `word${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + Math.floor(n / 26))}`);
    const many: Record<string, ExtractedPage> = {};
    for (let n = 0; n < Math.ceil((2 * MATCHES_KEPT) / words.length); n += 1) many[`/page-${n}`] = page(`Page ${n}`, [{ content: words.join(' ') }]);
    const engine = engineOf(many, false);
    for (const word of words) {
      engine.answer(`${word} page`, box);
      expect(kept(engine).matches).toBeLessThanOrEqual(MATCHES_KEPT);
    }
    // The word looked up last is kept, and so are others, as far as they fit.
    expect(kept(engine).words).toBeGreaterThan(1);
  });
});

describe('code identifiers', () => {
  const pages = {
    '/read': page('Read a contract', [{ content: 'Ask the node for the fee.', code: 'readContract minimumFeeInWei' }]),
    '/other': page('Other', [{ content: 'A contract and a fee.' }]),
  };

  it("find the section whose code names them, and stay out of the snippets' text and the stored documents", () => {
    expect(pagesOf(engineOf(pages), 'minimumFeeInWei')).toEqual(['/read']);
    const built = buildIndex(Object.entries(pages).map(([url, p]) => ({ url, page: p })), rankingOptions.bm25);
    expect(built.texts).toContain('Ask the node for the fee.');
    expect(built.texts.join(' ')).not.toContain('minimumFeeInWei');
    expect(JSON.stringify(built.index)).not.toContain('"c":');
  });

  it('make a section of code alone a document', () => {
    expect(pagesOf(engineOf({ '/code': page('Code', [{ content: '', code: 'createPublicClient' }]) }), 'createPublicClient')).toEqual(['/code']);
  });
});

describe('index format', () => {
  /** An index written alone in a file, through JSON, and read back. */
  const roundTrip = (original: MiniSearch, options: Options) => decodeIndexes(JSON.parse(JSON.stringify(encodeIndexes([original], indexFields))), options).indexes[0]!;

  /** A term counts as a whole match in the whole-word field, unless it is "gaspric" ("gasprice" stemmed). */
  const whole = (term: string, field: string) => field === 't' && term !== 'gaspric';
  const asTyped: TermLookUp = { prefix: false, prefixWeight: 0.5, boost: { t: 1, p: 0.5 } };
  const lookUps: TermLookUp[] = [
    asTyped,
    { prefix: true, prefixWeight: 0.5, boost: { t: 1, p: 0.5 } },
    { prefix: false, prefixWeight: 0.5, boost: { t: 0.3, p: 0.15 } },
    { prefix: true, prefixWeight: 0.5, fields: ['p'], boost: { t: 1, p: 0 } },
  ];
  /**
   * What a term finds, by document: the score to 12 digits (MiniSearch adds a document's scores in
   * the order its tree lists the terms, which depends on the order they were added), the terms
   * sorted, and whether the match was whole.
   */
  const byDocument = (hits: readonly TermHit[]) =>
    [...hits].sort((a, b) => a.id - b.id).map(({ id, score, terms, whole: isWhole }) => ({ id, score: Number(score.toPrecision(12)), terms: [...terms].sort(), whole: isWhole }));
  /** MiniSearch's own search for one processed term, looked up as `lookUp` says. */
  const searched = (index: MiniSearch, term: string, lookUp: TermLookUp): TermHit[] =>
    index
      .search(term, {
        prefix: lookUp.prefix,
        ...(lookUp.fields ? { fields: [...lookUp.fields] } : {}),
        boost: lookUp.boost,
        fuzzy: false,
        weights: { prefix: lookUp.prefixWeight, fuzzy: 0.45 },
        tokenize: (text) => [text],
        processTerm: (text) => text,
      })
      .map(({ id, score, terms, match }) => ({ id: id as number, score, terms, whole: terms.some((t) => match[t]!.some((field) => whole(t, field))) }));
  /** Checks that the decoded index finds what the original finds, for each term and look-up; returns how many documents were compared. */
  const expectSameFinds = (decoded: CompactIndex, original: MiniSearch, terms: readonly string[], ways: readonly TermLookUp[] = lookUps): number => {
    let compared = 0;
    for (const term of terms) {
      for (const lookUp of ways) {
        const found = decoded.matchTerm(term, lookUp, whole);
        expect(byDocument(found), `${term} ${JSON.stringify(lookUp)}`).toEqual(byDocument(searched(original, term, lookUp)));
        // Best first, as MiniSearch orders them.
        expect(found.map((hit) => hit.score)).toEqual(found.map((hit) => hit.score).sort((a, b) => b - a));
        compared += found.length;
      }
    }
    return compared;
  };

  it('round-trips a MiniSearch index: every term finds the same documents with the same scores', () => {
    const options = miniSearchOptions(rankingOptions.bm25);
    const original = new MiniSearch(options);
    const texts = ['Bridge ETH with the canonical bridge', 'claimMessage on L2MessageService', 'Run a Linea node with Besu', 'gas gas gas fees'];
    original.addAll(texts.map((t, k) => ({ k, t })));
    const decoded = roundTrip(original, options);
    expect(expectSameFinds(decoded, original, [...decoded.terms, 'absent'])).toBeGreaterThan(20);
  });

  it('decodes the postings of a term when it is first looked up, and only those', () => {
    const options = miniSearchOptions(rankingOptions.bm25);
    const original = new MiniSearch(options);
    original.addAll(['gas gas fees', 'gas estimate', 'linea_estimateGas'].map((t, k) => ({ k, t })));
    const decoded = roundTrip(original, options);
    expect([...decoded.terms]).toEqual(original.toJSON().index.map(([term]) => term).sort());
    expect(decoded.terms).toContain('ga');
    expect(decoded.hasTerm('ga')).toBe(true);
    expect(decoded.hasTerm('g')).toBe(false);
    // Per field, the postings of each term line read so far.
    const read = () => (decoded as unknown as { postings: unknown[][] }).postings.map((lines) => Object.keys(lines).length);
    expect(read()).toEqual([0, 0]);
    const first = decoded.matchTerm('fee', asTyped, whole);
    // Only the term looked up, in each field.
    expect(read()).toEqual([1, 1]);
    expect(decoded.matchTerm('fee', asTyped, whole)).toEqual(first);
    expect(byDocument(first)).toEqual(byDocument(searched(original, 'fee', asTyped)));
  });

  it('looks a term up with the same scores, order and terms as MiniSearch, without its result objects', () => {
    const options = miniSearchOptions(rankingOptions.bm25);
    const original = new MiniSearch(options);
    // Terms that complete others ("gas", "gasprice"), parts of identifiers (the "p" field),
    // numbers (object keys MiniSearch would list first) and a term in many documents.
    const texts = [
      'gas gas fees and the gasPrice',
      'linea_estimateGas estimates gas',
      'EIP-1559 and 1155 tokens, chain 59144',
      'gasless transactions with a paymaster',
      'Bridge ETH: the bridge sends gas to L2',
      'estimateGas returns the gas limit',
      // Several completions of "ga" in one document: their scores add up in the tree's order.
      'gasa gasb gasx gaz',
    ];
    original.addAll(texts.map((t, k) => ({ k, t })));
    const decoded = roundTrip(original, options);
    const words = ['gas', 'ga', 'estimate', 'bridge', '1', '5', 'fee', 'absent'];
    expect(expectSameFinds(decoded, original, words)).toBeGreaterThanOrEqual(20);
    // To the last bit and in the same order as MiniSearch holding the same terms added in sorted
    // order, as the file lists them: a document's scores then add up in the same order. Only the
    // order of each document's terms differs (MiniSearch's object keys put numbers first).
    const json = original.toJSON();
    json.index.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const sorted = MiniSearch.loadJSON(JSON.stringify(json), options);
    const termsSorted = (hits: readonly TermHit[]) => hits.map((hit) => ({ ...hit, terms: [...hit.terms].sort() }));
    for (const word of words) {
      for (const lookUp of lookUps) expect(termsSorted(decoded.matchTerm(word, lookUp, whole)), word).toEqual(termsSorted(searched(sorted, word, lookUp)));
    }
    // A completed number and a term with several completions in one document were among them.
    expect(decoded.matchTerm('1', lookUps[1]!, whole)[0]!.terms).toEqual(expect.arrayContaining(['1559', '1155']));
    expect(decoded.matchTerm('ga', lookUps[1]!, whole).find((hit) => hit.id === 0)!.terms).toEqual(expect.arrayContaining(['ga', 'gaspric']));
  });

  it('writes numbers so that a list of them reads back without separators', () => {
    // Around each point where the code takes one more character.
    const numbers = [0, 1, 61, 62, 63, 62 * 30 - 1, 62 * 30, 62 * 30 + 1, 62 * (30 + 29 * 29) - 1, 62 * (30 + 29 * 29), 1_000_000, 2 ** 31];
    for (const n of numbers) expect(readNumbers(writeNumber(n))).toEqual([n]);
    expect(numbers.filter((n) => n < 62).every((n) => writeNumber(n).length === 1)).toBe(true);
    expect(writeNumber(62).length).toBe(2);
    expect(readNumbers(numbers.map(writeNumber).join(''))).toEqual(numbers);
    expect(numbers.map(writeNumber).join('')).not.toMatch(/[\s"\\]/);
    expect(() => readNumbers('1 2')).toThrow(/unexpected character " "/);
    expect(() => readNumbers('1!')).toThrow(/cut off/);
  });

  it('round-trips every posting and frequency of a large index, far gaps and high counts included', () => {
    const options = miniSearchOptions(rankingOptions.bm25);
    const original = new MiniSearch(options);
    // 5,000 documents: "common" in all, "every7th" in one in seven (once or up to 70 times),
    // "rare" in three far apart, and a long document: 3,000 distinct words (a field's length
    // counts distinct terms), so its length takes three characters.
    const texts = Array.from({ length: 5000 }, (_, k) => {
      const words = ['common'];
      if (k % 7 === 0) words.push(...Array<string>(1 + (k % 70)).fill('every7th'));
      if (k === 3 || k === 2500 || k === 4999) words.push('rare', 'rare');
      if (k === 4000) words.push('long', ...Array.from({ length: 3000 }, (_, n) => `w${n}`));
      return words.join(' ');
    });
    original.addAll(texts.map((t, k) => ({ k, t })));
    const decoded = roundTrip(original, options);
    // A score depends on the term's frequency in the document and on the document's length: the
    // same score for every document means the same postings, frequencies and lengths.
    expect(expectSameFinds(decoded, original, ['common', 'every7th', 'rare', 'long', 'w0', 'w2999'], [asTyped])).toBe(5000 + 715 + 3 + 1 + 1 + 1);
    const lengths = (original as unknown as { _fieldLength: Map<number, number[]> })._fieldLength;
    expect(Math.max(...[...lengths.values()].flat())).toBeGreaterThanOrEqual(62 * 30);
  });

  it('front-codes the dictionary: terms that extend, share or repeat none of the term before read back whole', () => {
    const options = miniSearchOptions(rankingOptions.bm25);
    const original = new MiniSearch(options);
    // Terms that are prefixes of the next, share long beginnings, start with characters the
    // number code uses ("!", "~", "_", digits), and one longer than 62 characters, whose shared
    // length takes two characters.
    const long = `x${'a'.repeat(70)}`;
    const texts = ['gas gasprice gasprices', 'l1 l1messageservice l2messageservice', '0x1234 0x12345678 59141 59144', `${long} ${long}b`, 'eth_getlogs eth_getproof'];
    original.addAll(texts.map((t, k) => ({ k, t })));
    const encoded = encodeIndexes([original], indexFields);
    const decoded = decodeIndexes(JSON.parse(JSON.stringify(encoded)), options).indexes[0]!;
    expect([...decoded.terms]).toEqual(original.toJSON().index.map(([term]) => term).sort());
    expect(encoded.t.split('\n')).toHaveLength(decoded.terms.length);
    expect(encoded.t.length).toBeLessThan(decoded.terms.join('\n').length);
    expect(expectSameFinds(decoded, original, [...decoded.terms])).toBeGreaterThan(10);
  });

  it('writes one dictionary for the indexes of a file, each index naming its own terms in it', () => {
    const options = miniSearchOptions(rankingOptions.bm25);
    const titles = new MiniSearch(options);
    titles.addAll(['Bridge ETH', 'Gas fees'].map((t, k) => ({ k, t })));
    const texts = new MiniSearch(options);
    texts.addAll(['Bridge tokens and ETH', 'claimMessage pays the fee', 'zebra'].map((t, k) => ({ k, t })));
    const encoded = encodeIndexes([titles, texts, new MiniSearch(options)], indexFields);
    const { terms, indexes } = decodeIndexes(JSON.parse(JSON.stringify(encoded)), options);
    const termsOf = (index: MiniSearch) => index.toJSON().index.map(([term]) => term).sort();
    // Each term once, in order, however many indexes have it.
    expect(terms).toEqual([...new Set([...termsOf(titles), ...termsOf(texts)])].sort());
    expect(encoded.t.split('\n')).toHaveLength(terms.length);
    expect(indexes.map((index) => [...index.terms])).toEqual([termsOf(titles), termsOf(texts), []]);
    expect(indexes[2]!.matchTerm('bridg', asTyped, whole)).toEqual([]);
    const words = ['bridg', 'eth', 'fee', 'zebra', 'claim', 'messag', 'ga'];
    expect(expectSameFinds(indexes[0]!, titles, words)).toBeGreaterThan(0);
    expect(expectSameFinds(indexes[1]!, texts, words)).toBeGreaterThan(0);
  });

  it('refuses blocks whose lines do not match the index, and terms past the dictionary', () => {
    const options = miniSearchOptions(rankingOptions.bm25);
    const original = new MiniSearch(options);
    original.addAll(['bridge eth', 'claim message'].map((t, k) => ({ k, t })));
    const file = encodeIndexes([original], indexFields);
    const [encoded] = file.indexes;
    const withIndex = (index: object) => ({ ...file, indexes: [{ ...encoded!, ...index }] });
    expect(() => decodeIndexes(withIndex({ p: [`${encoded!.p[0]}\n1`, encoded!.p[1]!] }), options)).toThrow(/more lines than the 4 terms/);
    expect(() => decodeIndexes(withIndex({ f: [encoded!.f[0]!.slice(1), encoded!.f[1]!] }), options)).toThrow(/fewer lines than the 4 terms/);
    expect(() => decodeIndexes({ ...file, t: `9${file.t}` }, options)).toThrow(/shares more characters/);
    // Four terms, the last named one line past the end of the dictionary of four.
    expect(() => decodeIndexes(withIndex({ m: `${encoded!.m.slice(0, -1)}1` }), options)).toThrow(/names term 5 of a dictionary of 4/);
    // Lengths for one document fewer than the postings name: refused when the term is read.
    const short = decodeIndexes(withIndex({ l: encoded!.l.map((lengths) => lengths.slice(0, -1)) }), options).indexes[0]!;
    expect(() => short.matchTerm('claim', { prefix: false, prefixWeight: 0.5, boost: {} }, () => true)).toThrow(/names document 2 of 1/);
  });

  it('refuses a dictionary out of order or with a term twice, and blocks for no terms', () => {
    const options = miniSearchOptions(rankingOptions.bm25);
    const original = new MiniSearch(options);
    original.addAll(['bridge eth', 'claim message'].map((t, k) => ({ k, t })));
    const file = encodeIndexes([original], indexFields);
    const [first, second, ...rest] = file.t.split('\n');
    // The second term written whole (shares 0) before the first: out of order.
    const swapped = [`0${second!.slice(1)}`, `0${first!.slice(1)}`, ...rest].join('\n');
    expect(() => decodeIndexes({ ...file, t: swapped }, options)).toThrow(/out of order/);
    expect(() => decodeIndexes({ ...file, t: [first, `0${first!.slice(1)}`, ...rest.slice(1)].join('\n') }, options)).toThrow(/out of order/);
    expect(() => decodeIndexes({ ...file, t: '', indexes: [{ ...file.indexes[0]!, m: '', p: ['1', ''], f: ['', ''] }] }, options)).toThrow(/no terms/);
  });

  it('refuses an index in another format', () => {
    expect(() => decodeIndexes({ v: 5, t: '', indexes: [] }, miniSearchOptions(rankingOptions.bm25))).toThrow(/Unsupported search index format 5/);
  });
});

describe('stored documents', () => {
  /** Every document of a stored index file, restored. */
  const expandDocuments = (stored: ReturnType<typeof storeDocuments>) => {
    const table = new DocumentTable(stored);
    return stored.map((documents, type) => documents.map((_, position) => table.get(type as SearchDocumentType, position)));
  };
  const pages = [
    {
      url: '/a',
      page: page('Run a node', [{ content: 'Intro text' }, { title: 'Install', hash: '#install', content: 'Install it' }], {
        description: 'How to run one',
        keywords: 'node, ,  start a client ',
        breadcrumb: ['Get started', 'Run a node'],
      }),
    },
    { url: '/b', page: page('Bridge', [{ title: 'Fees', hash: '#fees', content: 'Fee text' }, { title: 'Bridge', hash: '#bridge', content: 'Same title as the page' }]) },
  ];

  it('are one keywords document per keyword phrase, and one for the categories above the page', () => {
    const documents = documentsOf(pages);
    expect(documents[SearchDocumentType.Keywords]!.map((doc) => [doc.u, doc.t])).toEqual([
      ['/a', 'node'],
      ['/a', 'start a client'],
    ]);
    // The page's own title is not a category above it.
    expect(documents[SearchDocumentType.Parents]!.map((doc) => [doc.u, doc.t])).toEqual([['/a', 'Get started']]);
  });

  it('leave out what their page says, and expand back to the same documents', () => {
    const documents = documentsOf(pages);
    const stored = storeDocuments(documents);
    expect(stored[SearchDocumentType.Title]).toEqual(documents[SearchDocumentType.Title]);
    for (const type of [SearchDocumentType.Heading, SearchDocumentType.Description, SearchDocumentType.Keywords, SearchDocumentType.Content, SearchDocumentType.Parents]) {
      expect(stored[type]!.every((doc) => doc.u === undefined && doc.s === undefined)).toBe(true);
    }
    // Ids run in page order: every document belongs to the closest page title before it.
    for (const type of [SearchDocumentType.Heading, SearchDocumentType.Description, SearchDocumentType.Keywords, SearchDocumentType.Content, SearchDocumentType.Parents]) {
      expect(stored[type]!.every((doc) => doc.p === undefined)).toBe(true);
    }
    // A section's text keeps an anchor only where the heading just before it does not give it: the
    // '/b' section titled like its page has no heading document.
    expect(stored[SearchDocumentType.Content]!.map((doc) => doc.h)).toEqual([undefined, undefined, undefined, '#bridge']);
    expect(expandDocuments(stored)).toEqual(documents);
  });

  it('keep a section title that neither the page title nor a heading gives', () => {
    const documents = documentsOf(pages);
    const content = documents[SearchDocumentType.Content]!;
    content[0] = { ...content[0]!, s: 'A title of its own' };
    const stored = storeDocuments(documents);
    expect(stored[SearchDocumentType.Content]![0]!.s).toBe('A title of its own');
    expect(expandDocuments(stored)).toEqual(documents);
  });

  it('keep a page id or an anchor that the documents before them do not give', () => {
    const documents = documentsOf(pages);
    const headings = documents[SearchDocumentType.Heading]!;
    const content = documents[SearchDocumentType.Content]!;
    headings[0] = { ...headings[0]!, p: 99 };
    content[1] = { ...content[1]!, h: '#elsewhere' };
    const stored = storeDocuments(documents);
    expect(stored[SearchDocumentType.Heading]![0]!.p).toBe(99);
    expect(stored[SearchDocumentType.Content]![1]!.h).toBe('#elsewhere');
    expect(expandDocuments(stored)).toEqual(documents);
  });

  it('are written by column and read back as they were stored', () => {
    const stored = storeDocuments(documentsOf(pages));
    for (const documents of stored) {
      const packed = JSON.parse(JSON.stringify(packDocuments(documents))) as PackedDocuments;
      expect(unpackDocuments(packed)).toEqual(documents);
      // Ids are gaps in the number code; a column no document uses is not written.
      expect(typeof packed.i).toBe('string');
      for (const column of COLUMNS) {
        expect(packed[column] !== undefined).toBe(documents.some((doc) => doc[column] !== undefined));
      }
    }
    const headings = packDocuments(stored[SearchDocumentType.Heading]!);
    expect(() => unpackDocuments({ ...headings, t: headings.t!.slice(1) })).toThrow(/column t has/);
    expect(() => packDocuments([{ i: 5 }, { i: 3 }])).toThrow(/id order/);
  });

  it('leave content, keywords and category texts to the snippets file, which gives keywords hits their snippet', () => {
    const built = buildIndex(pages, rankingOptions.bm25);
    const deferred = [SearchDocumentType.Content, SearchDocumentType.Keywords, SearchDocumentType.Parents];
    for (const type of deferred) {
      expect(built.index.e[type]!.documents.t).toBeUndefined();
    }
    const documents = documentsOf(pages);
    expect(built.texts).toEqual(deferred.flatMap((type) => documents[type]!.map((doc) => doc.t)));
    const keywordsHit = (engine: SearchEngine) => engine.search('node', box).find((r) => r.type === SearchDocumentType.Keywords);
    // A keywords hit is ranked from the index alone; its text arrives with the snippets.
    const before = keywordsHit(engineOf({ '/x': page('Validators', [{ content: 'Text' }], { keywords: 'node operator' }) }, false));
    expect(before?.page?.u).toBe('/x');
    expect(before?.snippet).toBeUndefined();
    const after = keywordsHit(engineOf({ '/x': page('Validators', [{ content: 'Text' }], { keywords: 'node operator' }) }));
    expect(after?.document.t).toBe('node operator');
    expect(after?.snippet?.find((part) => part.mark)?.text).toBe('node');
  });

  it('make the row labels of a section headings with its anchor, once per page and not where a heading says the same', () => {
    const withRows = [
      {
        url: '/n',
        page: page('Network information', [
          { content: 'Intro', labels: ['Chain ID'] },
          { title: 'Details', hash: '#details', content: 'Chain ID 59144 Block time About 1 second', labels: ['chain id', 'Block time', 'Details'] },
          { title: 'Limits', hash: '#limits', content: 'Gas', labels: ['Block gas limit'] },
        ]),
      },
    ];
    const documents = documentsOf(withRows);
    expect(documents[SearchDocumentType.Heading]!.map((doc) => [doc.t, doc.h])).toEqual([
      ['Chain ID', ''],
      ['Details', '#details'],
      ['Block time', '#details'],
      ['Limits', '#limits'],
      ['Block gas limit', '#limits'],
    ]);
    // A section's text keeps its heading as section title, not a row label with the same anchor.
    const stored = storeDocuments(documents);
    expect(stored[SearchDocumentType.Content]!.every((doc) => doc.s === undefined)).toBe(true);
    expect(expandDocuments(stored)).toEqual(documents);
    expect(expandDocuments(stored)[SearchDocumentType.Content]!.map((doc) => doc.s)).toEqual(['Network information', 'Details', 'Limits']);
    // A label says which section it is in; a section heading says nothing of the kind.
    expect(expandDocuments(stored)[SearchDocumentType.Heading]!.map((doc) => doc.s)).toEqual(['Network information', undefined, 'Details', undefined, 'Limits']);
  });

  it('derive the anchor of a heading outside ASCII from its text as the site writes it', () => {
    const headings = [
      { title: 'Réseau de Linea (2025)', hash: '#réseau-de-linea-2025', content: 'Texte' },
      { title: 'Gas: the fee, in wei!', hash: '#gas-the-fee-in-wei', content: 'Text' },
    ];
    const stored = storeDocuments(documentsOf([{ url: '/r', page: page('Réseau', headings) }]));
    // Both anchors are their text slugged, so the file leaves them out and the reader derives them.
    expect(stored[SearchDocumentType.Heading]!.map((doc) => doc.h)).toEqual([undefined, undefined]);
    const table = new DocumentTable(stored);
    expect([0, 1].map((position) => table.anchorOf(SearchDocumentType.Heading, position))).toEqual(headings.map((h) => h.hash));
  });

  it('leave out a heading anchor that its text or the heading before it gives, and keep any other', () => {
    const withAnchors = [
      {
        url: '/c',
        page: page('LineaRollup', [
          { content: 'Intro' },
          { title: 'Use it from your code', hash: '#use-it-from-your-code', content: 'Sample' },
          { title: "The linea_ methods and Linea's behaviour", hash: '#the-linea_-methods-and-lineas-behaviour', content: 'Text' },
          { title: 'claimMessage', hash: '#claimMessage', content: 'Claims a message' },
          { title: 'renounceRole', hash: '#renounceRole-function', content: 'Gives up a role' },
          { title: 'Networks', hash: '#networks-1', content: 'Linea Mainnet 59144', labels: ['Linea Mainnet', 'Linea Sepolia'] },
          {
            title: 'Settings',
            hash: '#settings',
            content: 'Keys',
            rows: [
              { label: 'l1-submission.blob.target-blobs-per-transaction', hash: '#l1-submission.blob.target-blobs-per-transaction' },
              { label: '--plugin-linea-liveness-enabled', hash: '#plugin-linea-liveness-enabled' },
              { label: 'BLAKE_MODEXP_DATA', hash: '#limit-blake_modexp_data' },
              { label: 'ADD', hash: '#limit-add' },
            ],
          },
        ]),
      },
    ];
    const documents = documentsOf(withAnchors);
    const stored = storeDocuments(documents);
    expect(stored[SearchDocumentType.Heading]!.map((doc) => [doc.t, doc.h])).toEqual([
      ['Use it from your code', undefined],
      ["The linea_ methods and Linea's behaviour", undefined],
      ['claimMessage', '='],
      ['renounceRole', '#renounceRole-function'],
      ['Networks', '#networks-1'],
      ['Linea Mainnet', '^'],
      ['Linea Sepolia', '^'],
      ['Settings', undefined],
      ['l1-submission.blob.target-blobs-per-transaction', '='],
      ['--plugin-linea-liveness-enabled', '+'],
      ['BLAKE_MODEXP_DATA', '+limit-'],
      ['ADD', '+limit-'],
    ]);
    // A row label's section title is the heading before it, so the file keeps an empty one.
    expect(stored[SearchDocumentType.Heading]!.map((doc) => doc.s)).toEqual([undefined, undefined, undefined, undefined, undefined, '', '', undefined, '', '', '', '']);
    expect(expandDocuments(stored)).toEqual(documents);
    const table = new DocumentTable(stored);
    expect([0, 2, 6, 9, 11].map((position) => table.anchorOf(SearchDocumentType.Heading, position))).toEqual([
      '#use-it-from-your-code',
      '#claimMessage',
      '#networks-1',
      '#plugin-linea-liveness-enabled',
      '#limit-add',
    ]);
    // An anchor the page could not have written is a build error, not a silent wrong link.
    const broken = documents.map((docs, type) => (type === SearchDocumentType.Heading ? docs.map((doc, n) => (n === 0 ? { ...doc, h: 'install' } : doc)) : docs));
    expect(() => storeDocuments(broken)).toThrow(/does not start with #/);
  });

  it('restore the anchor of a row label above every heading, the first heading document of all', () => {
    // The first section's row labels lead to the top of the page (''): the first is stored as the
    // anchor before it ('' at the start), a label on the next page as '' itself.
    const topLabels = [
      { url: '/t', page: page('Network', [{ content: 'Chain ID 59144', labels: ['Chain ID'] }, { title: 'RPC', hash: '#rpc', content: 'Endpoints', labels: ['HTTPS'] }]) },
      { url: '/u', page: page('Gas', [{ content: 'Gas price', labels: ['Gas price'] }]) },
    ];
    const documents = documentsOf(topLabels);
    const stored = storeDocuments(documents);
    expect(stored[SearchDocumentType.Heading]!.map((doc) => [doc.t, doc.h])).toEqual([
      ['Chain ID', '^'],
      ['RPC', undefined],
      ['HTTPS', '^'],
      ['Gas price', ''],
    ]);
    expect(expandDocuments(stored)).toEqual(documents);
  });

  it('do not make a section heading a template label because table rows on other pages say the same', () => {
    const { templateHeadingPages } = rankingOptions;
    const pages = Array.from({ length: templateHeadingPages - 1 }, (_, n) => ({
      url: `/guide-${n}`,
      page: page(`Guide ${n}`, [{ content: 'Intro' }, { title: 'Gas token', hash: '#gas-token', content: 'ETH pays for gas.' }]),
    }));
    pages.push({ url: '/facts', page: page('Facts', [{ content: 'Gas token ETH', labels: ['Gas token'] }]) });
    const engine = new SearchEngine(JSON.parse(JSON.stringify(buildIndex(pages, rankingOptions.bm25).index)), rankingOptions) as unknown as { isLabel(position: number): boolean };
    const headings = documentsOf(pages)[SearchDocumentType.Heading]!;
    const sections = headings.flatMap((doc, position) => (doc.s === undefined ? [position] : []));
    expect(sections).toHaveLength(templateHeadingPages - 1);
    for (const position of sections) expect(engine.isLabel(position)).toBe(false);
    // With one more page whose section says it, they are a template's.
    pages.push({ url: '/guide-x', page: page('Guide x', [{ content: 'Intro' }, { title: 'Gas token', hash: '#gas-token', content: 'ETH.' }]) });
    const more = new SearchEngine(JSON.parse(JSON.stringify(buildIndex(pages, rankingOptions.bm25).index)), rankingOptions) as unknown as { isLabel(position: number): boolean };
    expect(more.isLabel(sections[0]!)).toBe(true);
  });

  it('come out of the engine whole', () => {
    const engine = engineOf({ '/a': pages[0]!.page, '/b': pages[1]!.page });
    const fee = engine.search('fee text', box).find((r) => r.type === SearchDocumentType.Content);
    expect(fee?.document).toMatchObject({ u: '/b', h: '#fees', s: 'Fees', t: 'Fee text' });
  });
});

describe('snippets and highlights', () => {
  it('cuts a 50-character window around the first match with ellipses', () => {
    const text = 'Fees move with the data cost of recent blocks, so estimate just before signing and send with both fee fields set.';
    const parts = snippetParts(text, new Set(['estim']), 50);
    const shown = parts.map((p) => p.text).join('');
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.replace(/…/g, '').length).toBeLessThanOrEqual(50);
    expect(parts.find((p) => p.mark)?.text).toBe('estimate');
  });

  it('marks identifiers on the target page by their parts and stems', () => {
    const text = 'Call linea_estimateGas, then bridging works.';
    const marked = highlightRanges(text, ['estimategas', 'bridg']).map(([s, e]) => text.slice(s, e));
    expect(marked).toEqual(['linea_estimateGas', 'bridging']);
    expect(highlightRanges(text, ['<script>'])).toEqual([]);
  });

  it('marks a word written with accents or in full width for the folded term, as written', () => {
    const text = 'A Café pays Ｇａｓ.';
    expect(highlightRanges(text, ['cafe', 'gas']).map(([s, e]) => text.slice(s, e))).toEqual(['Café', 'Ｇａｓ']);
    expect(highlightParts(text, new Set(['cafe', 'gas'])).filter((p) => p.mark).map((p) => p.text)).toEqual(['Café', 'Ｇａｓ']);
  });
});

describe('ranking classes', () => {
  const site = {
    // An overview that repeats its children's words, and the child page that owns them.
    '/run-a-node': page('Run a Linea node', [
      { content: 'Pick a client: Besu, Geth or Nethermind. Each client page shows how to run a node of that client.' },
      { title: 'Bootnodes', hash: '#bootnodes', content: 'Bootnodes help a new node find peers. See the bootnodes page.' },
    ]),
    '/run-a-node/bootnodes': page('Bootnodes', [{ content: 'The addresses of the peers a new node starts from.' }]),
    '/run-a-node/besu': page('Run a Besu node', [{ content: 'Besu is a client. Run a node with Besu and bootnodes.' }]),
    // Every word of "Run a Linea node" is in this title too, and its text repeats them.
    '/run-a-node/linea-besu': page('Run a Linea Besu node', [{ content: 'Run a Linea node with Linea Besu: run the node, then run Maru next to the node.' }]),
    // The page that owns a network fact, and pages that mention the words in passing.
    '/network-info': page('Network information', [{ content: 'Mainnet and Sepolia parameters.' }, { title: 'Chain ID', hash: '#chain-id', content: 'Linea Mainnet uses 59144.' }], {
      description: 'Chain IDs, RPC endpoints and explorers of Linea.',
    }),
    '/tools/ethers': page('Ethers.js', [{ content: 'Pass the chain id to the provider; ethers reads the chain id from the network and checks the chain id again on every call.' }]),
    '/tools/viem': page('Viem', [{ content: 'The chain object carries the chain id and the RPC URL; viem checks the chain id.' }]),
    '/tools/foundry': page('Foundry', [{ content: 'Forge scripts deploy and verify contracts.' }]),
    '/verify': page('Verify a smart contract', [{ content: 'Verification publishes the source code of a contract.' }]),
    '/sequencer': page('Sequencer', [{ content: 'The sequencer orders transactions.' }]),
    '/estimate': page('Estimate transaction costs', [{ content: 'Estimate the gas of a transaction before sending it.' }]),
  };
  const engine = engineOf(site);

  it('reads a word no page has as the one term closest to it, so the page that owns that term comes first', () => {
    const spelling = engineOf({
      '/explorers': page('Block explorers', [{ content: 'Where to look up blocks.' }, { title: 'Lineascan', hash: '#lineascan', content: 'The explorer most wallets link to.' }]),
      // Mentions the name more often, and in its description, but has no section about it.
      '/verify': page('Verify a contract', [{ content: 'Verify on Lineascan with an API key; Lineascan then shows the source.' }], { description: 'Publish your source on Lineascan.' }),
      '/ledger': page('Ledger', [{ content: 'A hardware wallet.' }]),
      '/lodger': page('Lodger', [{ content: 'Someone who rents a room.' }]),
    });
    expect(pagesOf(spelling, 'lineascan')[0]).toBe('/explorers');
    expect(pagesOf(spelling, 'lineascna')[0]).toBe('/explorers');
    // The page then marks the word it has, not the misspelling.
    expect(spelling.search('lineascna', box)[0]!.metadata.terms).toEqual(['lineascan']);
    // "ladger" is one letter from "ledger" and from "lodger": not corrected, both are listed.
    expect(pagesOf(spelling, 'ladger').sort()).toEqual(['/ledger', '/lodger']);
  });

  it("looks a pasted error up by the error's name, and by the whole message when no page has the name", () => {
    const errors = engineOf({
      // Explains reverts in general: every wrapping word, often.
      '/eth-call': page('eth_call', [{ content: 'A call that fails returns execution reverted. The revert reason is in the error data: execution reverted with a custom error.' }]),
      '/bridge-eth': page('Bridge ETH', [{ content: 'Pay the fee.' }, { title: 'Troubleshooting', hash: '#troubleshooting', content: 'FeeTooLow: the fee paid is below the minimum.' }]),
    });
    expect(pagesOf(errors, 'execution reverted: FeeTooLow()')[0]).toBe('/bridge-eth');
    expect(pagesOf(errors, "reverted with custom error 'FeeTooLow()'")[0]).toBe('/bridge-eth');
    // An error the site does not name: the pages about reverts, not an empty list.
    expect(pagesOf(errors, 'execution reverted: ERC20InsufficientBalance')).toEqual(['/eth-call']);
  });

  it("finds a page's title by the words of its sidebar label too, unless several labels add the word", () => {
    const labelled = {
      '/gas-fees': page('Estimate transaction costs', [{ content: 'What a transaction pays on Linea.' }], { sidebarLabel: 'Estimate gas fees' }),
      // One word in the title, both in the text, again and again.
      '/fee-history': page('Fee history', [{ content: 'Gas used and fees paid per block: gas fees, gas fees and gas fees.' }]),
      '/indexers/overview': page('Subsquid', [{ content: 'An indexer.' }], { sidebarLabel: 'Overview' }),
      '/oracles/overview': page('Oracles', [{ content: 'Price feeds.' }], { sidebarLabel: 'Overview' }),
      '/overview': page('Overview of the stack', [{ content: 'The parts of Linea.' }]),
    };
    const pages = Object.entries(labelled).map(([url, p]) => ({ url, page: p }));
    expect(sidebarLabelWords(pages)).toEqual(['gas fees', '', '', '', '']);
    const engine = engineOf(labelled);
    expect(pagesOf(engine, 'gas fees')[0]).toBe('/gas-fees');
    // "gass fess": a typo of each word, still the label's page.
    expect(pagesOf(engine, 'gass fess')[0]).toBe('/gas-fees');
    // The shared label names no page: the page titled "Overview …" comes first.
    expect(pagesOf(engine, 'overview')[0]).toBe('/overview');
    // The label's words find the page; the title shown is still the page's own.
    expect(engine.search('gas fees', box).find((r) => r.document.u === '/gas-fees')?.document.t).toBe('Estimate transaction costs');
  });

  it('puts the page whose title is the query (without "Linea") above pages that only mention it', () => {
    expect(pagesOf(engine, 'bootnodes')[0]).toBe('/run-a-node/bootnodes');
    expect(pagesOf(engine, 'run a node')[0]).toBe('/run-a-node');
    expect(pagesOf(engine, 'run a linea node')[0]).toBe('/run-a-node');
  });

  it('counts one word matched only through a typo: a page that matches more words through several look-alikes comes after', () => {
    const lookAlikes = engineOf({
      // "relay", "message" and "proofs" as typed; not "quickly".
      '/relay': page('Relay a message', [{ content: 'The relayer submits the message with its proof.' }]),
      // Every word, but three of them only one edit away: "delay", "massage", "roofs".
      '/junk': page('Notes', [{ content: 'A delay, a massage and new roofs, quickly.' }]),
    });
    expect(pagesOf(lookAlikes, 'relay message proofs quickly')).toEqual(['/relay', '/junk']);
    // Two misspellings are still corrected: "suuck" and "spending" (for "pending") on the page
    // about stuck transactions beat the page that has "spending" as typed.
    const misspelt = engineOf({
      '/stuck': page('Stuck transactions', [{ content: 'A transaction stuck pending needs a higher fee.' }]),
      '/spend': page('Spending limits', [{ content: 'Each transaction counts toward spending.' }]),
    });
    expect(pagesOf(misspelt, 'transaction suuck spending')).toEqual(['/stuck', '/spend']);
  });

  it('puts the page that owns a fact (title, description or heading) above pages that mention the words', () => {
    expect(pagesOf(engine, 'chain id')[0]).toBe('/network-info');
  });

  it('puts a page with a heading that is the query above one whose description names it among other things', () => {
    const sections = engineOf({
      '/differences': page('Differences from Ethereum', [{ content: 'Where the EVM differs.' }, { title: 'Precompiles', hash: '#precompiles', content: 'Two are missing.' }], {
        description: 'Opcodes, fees and finality compared.',
      }),
      '/limits': page('Prover limits', [{ content: 'Counts per block.' }], { description: 'What a block may hold: gas, calldata, precompiles and hashes.' }),
      // A heading that holds the query and more words is not named by it.
      '/gas': page('Gas', [{ content: 'Pricing.' }, { title: 'Precompiles and gas', hash: '#pg', content: 'What calls to precompiles cost.' }]),
      // A heading the page repeats labels a part of each network's list, not a section's topic.
      '/lists': page('Address lists', [
        { content: 'Per network.' },
        { title: 'Mainnet', hash: '#mainnet', content: 'Mainnet addresses.' },
        { title: 'Precompiles', hash: '#precompiles', content: 'Mainnet precompile addresses.' },
        { title: 'Sepolia', hash: '#sepolia', content: 'Sepolia addresses.' },
        { title: 'Precompiles', hash: '#precompiles-1', content: 'Sepolia precompile addresses.' },
      ]),
    });
    const pages = pagesOf(sections, 'precompiles');
    expect(pages.slice(0, 2)).toEqual(['/differences', '/limits']);
    expect(pages.indexOf('/gas')).toBeGreaterThan(1);
  });

  it('puts the page whose table row is headed by the query above a page whose description has its words apart, and opens the row\'s section', () => {
    const fact = { title: 'Network details', hash: '#details', content: 'Chain ID 59144 Block time About 1 second Gas token ETH' };
    const rows = (labels?: string[]) =>
      engineOf({
        '/network-info': page('Network information', [{ content: 'Both networks.' }, { ...fact, ...(labels ? { labels } : {}) }]),
        '/get-block': page('eth_getBlockByHash', [{ content: 'Each block has a number, a hash and a timestamp.' }], {
          description: 'Returns a block, and the time it was produced.',
        }),
      });
    // Without the labels, the description owns both words and the table only mentions them.
    expect(pagesOf(rows(), 'block time')[0]).toBe('/get-block');
    const labelled = rows(['Chain ID', 'Block time', 'Block gas limit', 'Gas token']);
    expect(pagesOf(labelled, 'block time')[0]).toBe('/network-info');
    const hits = labelled.search('block time', box);
    expect(hits[0]!.type).toBe(SearchDocumentType.Heading);
    expect(hits[0]!.document).toMatchObject({ t: 'Block time', u: '/network-info', h: '#details', s: 'Network details' });
    // The row that holds only "block" is not listed under the row that holds both words.
    expect(hits.filter((r) => r.page?.u === '/network-info' && r.type === SearchDocumentType.Heading).map((r) => r.document.t)).toEqual(['Block time']);
  });

  it('takes a heading to be the query only word for word: no leading preposition the query lacks, no completion, no template label', () => {
    const { templateHeadingPages } = rankingOptions;
    const headings = engineOf({
      // "From TypeScript" is about calling from TypeScript, not about TypeScript.
      '/libraries': page('Libraries', [{ content: 'Clients.' }], { description: 'Client libraries for JavaScript, TypeScript and Python.' }),
      '/gas': page('Gas fees', [{ content: 'Estimate.' }, { title: 'From TypeScript', hash: '#ts', content: 'Call the method.' }]),
      // A stop word inside a heading leaves it the query's.
      '/messages': page('Message service', [{ content: 'Both ways.' }, { title: 'Deposits and withdrawals', hash: '#dw', content: 'Fees and delays.' }]),
      '/fees': page('Bridge fees', [{ content: 'Costs.' }], { description: 'What deposits and withdrawals cost.' }),
      // "The Security Council" is the Security Council.
      '/decentralization': page('Decentralization', [{ content: 'Who controls what.' }, { title: 'The Security Council', hash: '#council', content: 'Nine signers.' }]),
      '/pauses': page('Pause manager', [{ content: 'Roles.' }], { description: 'Pausing roles, and what the security council can do.' }),
      // "para" is half of "Parameters": a completion does not name the section.
      '/formats': page('Request formats', [{ content: 'Shapes.' }], { description: 'The parameters each method takes.' }),
      '/call': page('eth_call', [{ content: 'Runs a call.' }, { title: 'Parameters', hash: '#parameters', content: 'The call object.' }]),
      // A heading every method page has is a label of their template.
      ...Object.fromEntries(
        Array.from({ length: templateHeadingPages }, (_, n) => [`/method-${n}`, page(`eth_method${n}`, [{ content: 'Runs.' }, { title: 'Returns', hash: '#returns', content: 'A value.' }])]),
      ),
      '/results': page('Results', [{ content: 'Shapes.' }], { description: 'What each method returns, and when it returns null.' }),
    });
    const firsts = {
      typescript: '/libraries',
      'security council': '/decentralization',
      'deposits withdrawals': '/messages',
      para: '/formats',
      parameters: '/call',
      returns: '/results',
    };
    for (const [query, first] of Object.entries(firsts)) expect(pagesOf(headings, query)[0], query).toBe(first);
  });

  it("leaves the glossary's headings to questions: a term's topic page comes first, unless the query asks what the term is", () => {
    const glossary = rankingOptions.definitions.pages[0]!;
    const terms = engineOf({
      [glossary]: page('Zero-knowledge glossary', [
        { content: 'Terms in alphabetical order.' },
        { title: 'Shnarf', hash: '#shnarf', content: 'A hash that chains submitted data.' },
        { title: 'Trusted setup', hash: '#trusted-setup', content: 'A ceremony some proof systems need.' },
      ]),
      '/prover': page('Prover', [{ content: 'Circuits and proofs.' }], { description: 'How the prover proves blocks, and why it needs no trusted setup.' }),
      '/rollup': page('Rollup contract', [{ content: 'Submission and finalization.' }], { description: 'Submits blobs and keeps the last shnarf.' }),
    });
    expect(pagesOf(terms, 'trusted setup')[0]).toBe('/prover');
    expect(pagesOf(terms, 'shnarf')[0]).toBe('/rollup');
    for (const question of ['what is a shnarf', "What's a shnarf?", 'what is trusted setup']) expect(pagesOf(terms, question)[0], question).toBe(glossary);
  });

  it('counts a word less for a page that owns none of a longer query, its words scattered through the text', () => {
    const pages = engineOf({
      '/filter-changes': page('eth_getFilterChanges', [{ content: 'Returns what arrived since the last call.' }], {
        description: 'Polls a filter and returns its new results.',
      }),
      // Every word of the query, each in a different section under an unrelated heading.
      '/operations': page('Operating a network', [
        { content: 'Monitoring poll intervals matter.' },
        { title: 'Upgrades', hash: '#upgrades', content: 'An existing deployment keeps its keys.' },
        { title: 'Privacy', hash: '#privacy', content: 'The access filter refuses callers.' },
        { title: 'Scaling', hash: '#scaling', content: 'Add a new node when the results of load tests say so.' },
      ]),
    });
    // Four words owned beat five scattered...
    expect(pagesOf(pages, 'poll an existing filter for new results')[0]).toBe('/filter-changes');
    // ...but in a two-word query, a page that has both words answers it better than one that owns one.
    expect(pagesOf(pages, 'existing filter')[0]).toBe('/operations');
    // Owning the site's name is owning nothing: every page is about Linea.
    const named = engineOf({
      '/filter-changes': page('eth_getFilterChanges', [{ content: 'Returns what arrived since the last call.' }], { description: 'Polls a filter on a Linea node.' }),
      '/operations': page('Operating a Linea network', [
        { content: 'Monitoring poll intervals matter.' },
        { title: 'Upgrades', hash: '#upgrades', content: 'An existing deployment keeps its keys.' },
        { title: 'Privacy', hash: '#privacy', content: 'The access filter refuses callers.' },
      ]),
    });
    expect(pagesOf(named, 'poll an existing linea filter')[0]).toBe('/filter-changes');
  });

  it('puts a page that owns the query in one place above one that owns its words in different places', () => {
    const focused = engineOf({
      // Owns "oracle" in its title and "price feeds" in a heading: more owned in all, but apart.
      '/oracles/acme': page('Acme oracle', [{ content: 'Acme signs data.' }, { title: 'Price feeds', hash: '#price-feeds', content: 'Acme lists assets.' }]),
      // One heading owns the whole query.
      '/oracles/orbit': page('Orbit', [{ content: 'Orbit serves data.' }, { title: 'Oracle price feeds', hash: '#feeds', content: 'Orbit pushes updates.' }]),
      // The title and the description together describe the page, so they count as one place.
      '/oracles/zen': page('Zen oracle', [{ content: 'Zen serves data.' }], { description: 'Zen publishes price feeds.' }),
    });
    const pages = pagesOf(focused, 'oracle price feeds');
    expect(pages.indexOf('/oracles/orbit')).toBeLessThan(pages.indexOf('/oracles/acme'));
    expect(pages.indexOf('/oracles/zen')).toBeLessThan(pages.indexOf('/oracles/acme'));
  });

  it('counts the title, description and keyword phrases together as what the page is about, and shows one phrase per page', () => {
    const phrases = engineOf({
      // The title holds one word, the description another, a keyword phrase the third.
      '/chainlink': page('Chainlink', [{ content: 'Feeds, proxies and rounds.' }], {
        description: 'Read data feeds on Linea from a contract.',
        keywords: 'price feed proxy, latest round data',
      }),
      // The description holds every word, in passing.
      '/redstone': page('RedStone', [{ content: 'Pull or push.' }], { description: 'Pull signed prices, or read a Chainlink-compatible push feed.' }),
      // One keyword phrase holds the whole query; a guide has every word in its text only, and
      // another spreads the words over headings, each a place of its own.
      '/storage': page('eth_getStorageAt', [{ content: 'Returns the value of a storage slot.' }], {
        keywords: 'read a contract variable even a private one, proxy implementation slot, private data read',
      }),
      '/guide': page('Contract basics', [{ content: 'Read a variable: a private variable of a contract is still public on chain.' }]),
      '/deploy': page('Deploy a contract', [
        { content: 'Compile, then deploy.' },
        { title: 'Read the deploy output', hash: '#read', content: 'Addresses and hashes.' },
        { title: 'Private key handling', hash: '#key', content: 'Never commit it.' },
        { title: 'Contract variable naming', hash: '#naming', content: 'Pick clear names.' },
      ]),
    });
    expect(pagesOf(phrases, 'chainlink price feeds')[0]).toBe('/chainlink');
    expect(pagesOf(phrases, 'read a private variable of a contract')[0]).toBe('/storage');
    const hits = phrases.search('private', box).filter((r) => r.page?.u === '/storage');
    expect(hits.filter((r) => r.type === SearchDocumentType.Keywords)).toHaveLength(1);
  });

  it('puts an overview before its sub-page when both answer the query alike, whatever their scores', () => {
    const pages = (childUrl: string) =>
      engineOf({
        '/nodes': page('Clients', [{ content: 'Pick a client, then follow its guide.' }], { description: 'Run a full node of the network, with the client you prefer.' }),
        [childUrl]: page('Geth', [{ content: 'Geth syncs from the bootnodes.' }], { description: 'Run a full node.' }),
        '/nodes/besu/deep/page': page('Besu', [{ content: 'Besu syncs too.' }], { description: 'Run a full node of the network with Besu, one client among several.' }),
      });
    // The sub-page's shorter description scores more; the overview still comes first.
    expect(pagesOf(pages('/geth'), 'run a full node')[0]).toBe('/geth');
    expect(pagesOf(pages('/nodes/geth'), 'run a full node').slice(0, 2)).toEqual(['/nodes', '/nodes/geth']);
    // A sub-page whose title is the query answers it better than its overview.
    expect(pagesOf(pages('/nodes/geth'), 'geth')[0]).toBe('/nodes/geth');
  });

  it('among pages that own the query alike, puts the one whose title holds more of its words first', () => {
    const methods = engineOf({
      // Both descriptions own every word of the query; only the second title holds all three (as
      // identifier parts). "transaction" is in many titles, so the first page scores more.
      '/get-block': page('eth_getBlockByNumber', [{ content: 'Parameters and result.' }], { description: 'Returns a block and its transactions, found by number.' }),
      '/count': page('eth_getBlockTransactionCountByNumber', [{ content: 'Parameters and result.' }], { description: 'Returns how many transactions a block holds, found by number.' }),
      '/by-hash': page('eth_getTransactionByHash', [{ content: 'One transaction.' }]),
      '/receipt': page('eth_getTransactionReceipt', [{ content: 'One receipt.' }]),
      '/send': page('eth_sendRawTransaction', [{ content: 'Sends it.' }]),
      '/nonce': page('eth_getTransactionCount', [{ content: 'The nonce.' }]),
    });
    expect(pagesOf(methods, 'number of transactions in a block')[0]).toBe('/count');
    expect(pagesOf(methods, 'block by number')[0]).toBe('/get-block');
  });

  it('among titles that hold as many of the query words, puts the one holding the rarer words first', () => {
    const products = engineOf({
      // The overview names every product in its description and its own section; its title holds
      // the common word. It owns the query as much as the product page does, and scores more.
      '/attestations': page('Attestations', [{ content: 'Attestations on Linea: Verax, Orbit and Zen all issue attestations.' }, { title: 'Verax', hash: '#verax', content: 'Verax is a registry of attestations.' }], {
        description: 'Services that issue attestations: Verax, Orbit, Zen, Acme and Nova.',
      }),
      // The product page: its title holds the rare word, its description the common one.
      '/attestations/verax': page('Verax', [{ content: 'Verax stores attestations.' }], { description: 'A shared registry of attestations.' }),
      // Other pages' sections make "Verax" a rare heading, which scores the overview high.
      ...Object.fromEntries(
        ['Orbit', 'Zen', 'Acme', 'Nova'].map((name) => [
          `/attestations/${name.toLowerCase()}`,
          page(name, [{ content: `${name} issues attestations.` }, { title: 'Setup', hash: '#setup', content: 'Install.' }, { title: 'Fees', hash: '#fees', content: 'Free.' }], {
            description: `Attestations from ${name}.`,
          }),
        ]),
      ),
    });
    expect(pagesOf(products, 'verax attestations')[0]).toBe('/attestations/verax');
    expect(pagesOf(products, 'attestations')[0]).toBe('/attestations');
  });

  it('completes a half-typed last word from what was typed, not from its stem', () => {
    const words = engineOf({
      '/logs': page('eth_getLogs', [{ content: 'Event logs that match a filter.' }]),
      '/login': page('Social login', [{ content: 'Sign in with an email address.' }]),
      '/gateway': page('Gateway', [{ content: 'A hosted entry point.' }]),
      '/gasless': page('Gasless transactions', [{ content: 'A relayer pays.' }]),
    });
    // "logs" is indexed as "log", and "log" starts "login"; the reader typed "logs", which does not.
    expect(pagesOf(words, 'logs')).toEqual(['/logs']);
    // "gas" is indexed as "ga": its completions start with "gas", not "ga".
    expect(pagesOf(words, 'gas')).toEqual(['/gasless']);
    // Half-typed words still complete.
    expect(pagesOf(words, 'logi')).toEqual(['/login']);
    expect(pagesOf(words, 'gatew')).toEqual(['/gateway']);
  });

  it('takes the words of a namespaced method name as its title: "estimate gas" is eth_estimateGas', () => {
    const methods = engineOf({
      // Owns both words in its title and description, whole, where the method page has parts.
      '/tools/gas': page('Gas', [{ content: 'Gas price APIs.' }], { description: 'When to estimate gas yourself and when to ask an API.' }),
      '/estimate': page('eth_estimateGas', [{ content: 'Parameters and result.' }], { description: 'Simulates a transaction and returns the gas it needs.' }),
      '/linea-estimate': page('linea_estimateGas', [{ content: 'Parameters and result.' }], { description: 'Returns the gas limit and fees Linea charges.' }),
      '/block-number': page('eth_blockNumber', [{ content: 'Parameters and result.' }], { description: 'Returns the number of the latest block.' }),
      '/block-by-number': page('eth_getBlockByNumber', [{ content: 'Parameters and result.' }], { description: 'Returns a block found by number.' }),
      // A one-word name is that word as typed: "transaction" names the method, "transactions" does not.
      '/trace-tx': page('trace_transaction', [{ content: 'Parameters and result.' }], { description: 'Returns the traces of a transaction.' }),
      '/debug-trace': page('debug_traceTransaction', [{ content: 'Parameters and result.' }], { description: 'Replays a transaction and returns its trace.' }),
      '/transactions': page('Transactions', [{ content: 'How a transaction reaches a block.' }]),
      '/lifecycle': page('Transaction lifecycle', [{ content: 'From the wallet to finality: each transaction, step by step.' }], {
        description: 'How a transaction reaches a block.',
      }),
    });
    expect(titledBy(methods, 'estimate gas')).toEqual(['/estimate', '/linea-estimate']);
    // Its namespace first, as a word, names one of them.
    expect(titledBy(methods, 'eth estimate gas')).toEqual(['/estimate']);
    expect(titledBy(methods, 'linea estimate gas')).toEqual(['/linea-estimate']);
    expect(pagesOf(methods, 'linea estimate gas')[0]).toBe('/linea-estimate');
    // A name as typed wins over a name after a namespace: "trace transaction" is debug_traceTransaction's
    // name, and trace_transaction's after its namespace.
    expect(titledBy(methods, 'trace transaction')).toEqual(['/debug-trace', '/trace-tx']);
    expect(pagesOf(methods, 'trace transaction').slice(0, 2)).toEqual(['/debug-trace', '/trace-tx']);
    // A typo in one of the words still names the method, through the word it was corrected to.
    expect(pagesOf(methods, 'estmate gas')[0]).toBe('/estimate');
    // The words in order, stop words included, with or without a leading "get".
    expect(pagesOf(methods, 'block number')[0]).toBe('/block-number');
    expect(pagesOf(methods, 'block by number')[0]).toBe('/block-by-number');
    expect(pagesOf(methods, 'get block by number')[0]).toBe('/block-by-number');
    expect(pagesOf(methods, 'transactions')[0]).toBe('/transactions');
    // "Transactions" is "transaction" in another form, as "Transaction lifecycle" is not.
    expect(titledBy(methods, 'transaction')).toEqual(['/trace-tx', '/transactions']);
    const transaction = pagesOf(methods, 'transaction');
    expect(transaction.indexOf('/trace-tx')).toBeLessThan(transaction.indexOf('/lifecycle'));
  });

  it('takes a title with words of the categories above it as the title: "chainlink oracle" is the Chainlink page under Oracles', () => {
    const tools = engineOf({
      '/oracles': page('Oracles', [{ content: 'Price feeds and randomness on Linea.' }], { breadcrumb: ['Tooling', 'Oracles'] }),
      '/oracles/chainlink': page('Chainlink', [{ content: 'Data feeds, VRF and Automation.' }], { breadcrumb: ['Tooling', 'Oracles', 'Chainlink'] }),
      // Owns both words in its summary, and is titled by neither.
      '/oracles/redstone': page('RedStone', [{ content: 'Push and pull feeds.' }], {
        breadcrumb: ['Tooling', 'Oracles', 'RedStone'],
        description: 'A modular oracle with Chainlink-compatible push feeds.',
      }),
      '/bridges/ccip': page('Chainlink CCIP', [{ content: 'Send tokens across chains; an oracle network signs.' }], { breadcrumb: ['Tooling', 'Cross-chain', 'Chainlink CCIP'] }),
    });
    for (const query of ['chainlink oracle', 'oracles chainlink', 'linea chainlink oracles']) {
      expect(titledBy(tools, query), query).toEqual(['/oracles/chainlink']);
      expect(pagesOf(tools, query)[0], query).toBe('/oracles/chainlink');
    }
    // Every other word must be a category's: "price" is not, and the title alone is not enough.
    expect(titledBy(tools, 'chainlink price oracle')).toEqual([]);
    expect(titledBy(tools, 'oracles')).toEqual(['/oracles']);
    expect(titledBy(tools, 'chainlink cross chain')).toEqual([]);
    expect(titledBy(tools, 'chainlink ccip cross chain')).toEqual(['/bridges/ccip']);
  });

  it('counts the name of a namespaced method as a word of its title, and its namespace, or its word in another form, not as the title', () => {
    const methods = engineOf({
      '/forwarder': page('ForwardCallProxy', [{ content: 'Every call made to the proxy is forwarded to a target, call data and all.' }], {
        description: 'Forwards each call it receives to a target contract.',
      }),
      '/eth-call': page('eth_call', [{ content: 'Parameters and result.' }], { description: 'Executes a message call without creating a transaction.' }),
      '/eth-send': page('eth_sendRawTransaction', [{ content: 'Parameters and result.' }], { description: 'Submits a signed transaction.' }),
      // A guide whose title holds eth_call and which says it more often than the method page.
      '/simulate': page('Simulate with eth_call', [{ content: 'eth_call runs the call; eth_call never sends; eth_call is free.' }], {
        description: 'Dry-run a transaction with eth_call.',
      }),
      // "eth" is the currency to most readers.
      '/send-eth': page('Send ETH to Linea', [{ content: 'Move ETH from Ethereum.' }], { description: 'Bridge ETH and pay for gas.' }),
    });
    // "call" is the word of eth_call's name, a part of ForwardCallProxy's.
    expect(pagesOf(methods, 'call')[0]).toBe('/eth-call');
    // The method's whole name, or its beginning, is the title, and so is its one word as typed; the
    // namespace is not, nor the word in another form.
    for (const query of ['eth_call', 'eth_cal', 'call']) {
      expect(pagesOf(methods, query)[0], query).toBe('/eth-call');
      expect(titledBy(methods, query), query).toEqual(['/eth-call']);
    }
    for (const query of ['calls', 'eth']) expect(titledBy(methods, query), query).toEqual([]);
    // The namespace typed as a word before the name: "eth call" is eth_call, as "eth_call" is.
    expect(titledBy(methods, 'eth call')).toEqual(['/eth-call']);
    expect(pagesOf(methods, 'eth call')[0]).toBe('/eth-call');
    expect(pagesOf(methods, 'send eth')[0]).toBe('/send-eth');
  });

  it('owns a word typed in full where it is, not where a longer word starts with it', () => {
    const methods = engineOf({
      '/proxy': page('CallForwardingProxy', [{ content: 'Forwards every call it receives, call data and all.' }], { description: 'Forwards each call to a target contract.' }),
      '/eth-call': page('eth_call', [{ content: 'Parameters and result.' }], { description: 'Executes a message call without creating a transaction.' }),
    });
    expect(pagesOf(methods, 'call')[0]).toBe('/eth-call');
    // A half-typed word is still completed to the title it starts, and so is a word no title has.
    expect(pagesOf(methods, 'callforw')[0]).toBe('/proxy');
    const tools = engineOf({
      '/hardhat': page('Hardhat', [{ content: 'Compile and deploy.' }], { description: 'Deploy with Hardhat.' }),
      '/limits': page('Limits', [{ content: 'A hard limit on the gas of a block.' }], { description: 'The hard limits of a block.' }),
    });
    expect(pagesOf(tools, 'hard')[0]).toBe('/hardhat');
  });

  it('ranks a typo the same whichever word of the query it is in', () => {
    // A title has "contrat" as typed, so a finished last word "contrat" is not completed; its typo
    // correction "contract" is no completion, and holds the title of /deploy either way.
    const site = engineOf({
      '/deploy': page('Deploy contract', [{ content: 'Deploy it.' }]),
      '/contrat': page('Contrat de service', [{ content: 'Le contrat. We deploy nothing here.' }]),
      '/notes': page('Deployment notes', [{ content: 'We deploy every week; each contract is audited first, and each contract is verified.' }]),
    });
    expect(titledBy(site, 'deploy contrat', true)).toEqual(['/deploy']);
    expect(titledBy(site, 'contrat deploy', true)).toEqual(['/deploy']);
  });

  it('takes a method name without its namespace, typed as one word or as "get" and a word, as its title: "chainid" is eth_chainId', () => {
    const methods = engineOf({
      // Owns "chainId" in a heading as a whole word, as the method page does in its title.
      '/lists': page('Chain lists', [{ content: 'Registries of networks.' }, { title: 'chainId', hash: '#chainid', content: 'The field every entry has.' }]),
      '/chain-id': page('eth_chainId', [{ content: 'Parameters and result.' }], { description: 'Returns the chain ID of the network.' }),
      '/receipt': page('eth_getTransactionReceipt', [{ content: 'Parameters and result.' }], { description: 'Returns the receipt of a mined transaction.' }),
      '/receipts': page('Receipts', [{ content: 'What a transactionReceipt holds.' }, { title: 'transactionReceipt', hash: '#tr', content: 'Its fields.' }]),
      // Owns "storage" whole in its title by a prefix, where the method names it in words.
      '/filler': page('StorageFiller', [{ content: 'Reserved storage slots.' }]),
      '/storage-at': page('eth_getStorageAt', [{ content: 'Parameters and result.' }], { description: 'Returns the value of a storage slot.' }),
      // A heading that is "Proof" names its section; "get proof" still names the method.
      '/proof': page('eth_getProof', [{ content: 'Parameters and result.' }], { description: 'Returns the Merkle proof of an account.' }),
      '/prover': page('Prover', [{ content: 'Circuits.' }, { title: 'Proof', hash: '#proof', content: 'What a proof shows.' }]),
    });
    for (const query of ['chainid', 'chainId']) expect(pagesOf(methods, query)[0], query).toBe('/chain-id');
    // With or without its leading "get".
    for (const query of ['gettransactionreceipt', 'transactionreceipt']) expect(pagesOf(methods, query)[0], query).toBe('/receipt');
    expect(pagesOf(methods, 'get storage at')[0]).toBe('/storage-at');
    // "get" and one word name the method; the word alone does not.
    expect(titledBy(methods, 'get proof')).toEqual(['/proof']);
    expect(pagesOf(methods, 'get proof')[0]).toBe('/proof');
    expect(titledBy(methods, 'proof')).toEqual([]);
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('foundry', 'foudnry')).toBe(1);
    expect(editDistance('sequencer', 'sequecner')).toBe(1);
    expect(editDistance('prover', 'prvoer')).toBe(1);
    expect(editDistance('gas', 'gsa')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(pagesOf(engine, 'foudnry')[0]).toBe('/tools/foundry');
    expect(pagesOf(engine, 'sequecner')[0]).toBe('/sequencer');
  });

  it('puts the page that needed fewer typos first, and matches no stem only because a word starts alike', () => {
    const typos = engineOf({
      // "multi" is "mulit" with a swap, but the rest of "mulitcall" is no ending: not a typo.
      '/safe': page('Safe', [{ content: 'Multisig wallets.' }], { description: 'A multi-owner wallet for teams.' }),
      // "multicall", a part of the title's identifier, is one swap from what was typed; the
      // heading's "multi" is a look-alike the page has a better match for.
      '/multicall': page('MulticallV3', [{ content: 'Batch calls into one.' }, { title: 'Multi token reads', hash: '#multi', content: 'Read many balances.' }]),
    });
    expect(pagesOf(typos, 'mulitcall')[0]).toBe('/multicall');
    // The page is shown by its better match only.
    const shown = typos.search('mulitcall', box).filter((r) => (r.page?.u ?? r.document.u) === '/multicall');
    expect(shown.map((r) => r.type)).toEqual([SearchDocumentType.Title]);
    // A stem close to the beginning of the word is no typo of it: "split" is not "mulit", "multi"
    // + "call" is not a word whose stem is "multi", and "cast" is one edit from "cust", but no word
    // stemmed to "cast" is one edit from "custom".
    expect(typoMatches(vocabularyOf(['split']), 'mulitcal', 'mulitcall', 2)).toEqual([]);
    expect(typoMatches(vocabularyOf(['multi', 'multical']), 'mulitcal', 'mulitcall', 2)).toEqual([{ term: 'multical', edits: 1 }]);
    expect(typoMatches(vocabularyOf(['cast']), 'custom', 'custom', 1)).toEqual([]);
    // "bridg" is the stem of "bridge", one edit from "brdge".
    expect(typoMatches(vocabularyOf(['bridg']), processTerm('brdge')!, 'brdge', 1)).toEqual([{ term: 'bridg', edits: 1 }]);
  });

  it('shows a page whose every part matched some word with more typos than another part did', () => {
    // The title has "alpha" as typed and "betta" as a look-alike; the text the other way round.
    const crossed = engineOf({ '/x': page('Alpha beta', [{ content: 'alpah betta' }]), '/y': page('Gamma', [{ content: 'Delta.' }]) });
    expect(pagesOf(crossed, 'alpha betta')).toEqual(['/x']);
  });

  it('matches a typo of a word whose stem is shorter than the word', () => {
    // "verifying" is indexed as "verif", "estimate" as "estim", "sequencer" as "sequenc".
    expect(processTerm('verifying')).toBe('verif');
    const stems = vocabularyOf(['verif', 'estim', 'bridg', 'ga']);
    expect(typoMatches(stems, processTerm('verfying')!, 'verfying', 1)).toEqual([{ term: 'verif', edits: 1 }]);
    expect(typoMatches(stems, processTerm('estmate')!, 'estmate', 1)).toEqual([{ term: 'estim', edits: 1 }]);
    // A dropped letter can leave the typed word as short as the stem; two dropped are two typos.
    expect(typoMatches(stems, processTerm('brdge')!, 'brdge', 1)).toEqual([{ term: 'bridg', edits: 1 }]);
    expect(typoMatches(stems, 'brd', 'brd', 1).map((m) => m.term)).not.toContain('bridg');
    for (const query of ['verfying contract', 'verifyng contract']) expect(pagesOf(engine, query)[0], query).toBe('/verify');
    expect(pagesOf(engine, 'estmate transaction')[0]).toBe('/estimate');
    expect(pagesOf(engine, 'sequencerr')[0]).toBe('/sequencer');
  });

  it('matches a one-letter typo of a word however short its stem (gas is indexed as "ga", bridge as "bridg")', () => {
    expect(oneEditNeighbours('gass')).toContain('gas');
    expect(oneEditNeighbours('brdge')).toContain('bridge');
    expect(oneEditNeighbours('gsa')).toContain('gas');
    expect(oneEditNeighbours('gs')).toContain('gas');
    expect(oneEditNeighbours('gas')).not.toContain('gas');
    const typos = engineOf({
      '/gas': page('Gas fees', [{ content: 'What a transaction pays.' }]),
      '/bridge': page('Bridge ETH', [{ content: 'Move ether to Linea.' }]),
      '/glass': page('Glass box testing', [{ content: 'Tests that read the code.' }]),
    });
    expect(pagesOf(typos, 'gass fees')[0]).toBe('/gas');
    expect(pagesOf(typos, 'brdge eth')[0]).toBe('/bridge');
  });
});

describe('JSON-RPC method pages', () => {
  // A reference page per method, titled by the method's name and described in plain words, among
  // guides that call the methods in passing.
  const method = (name: string, description: string, content: string) =>
    page(name, [{ content }, { title: 'Parameters', hash: '#parameters', content: 'The request object.' }], { description, breadcrumb: ['API & SDK', 'JSON-RPC API'] });
  const site = {
    '/api/reference/eth-getlogs': method('eth_getLogs', 'Returns the event logs that match a filter of block range, addresses and topics.', 'Logs are read from the node.'),
    '/api/reference/eth-feehistory': method('eth_feeHistory', 'Returns the base fee and the priority fee history of recent blocks.', 'Fee history helps set gas prices.'),
    '/api/reference/eth-gettransactionreceipt': method('eth_getTransactionReceipt', 'Returns the receipt of a mined transaction, with its logs.', 'Receipts include logs.'),
    '/guides/indexing': page('Index contract events', [{ content: 'Call eth_getLogs in pages of 1000 blocks; getLogs fails on wider ranges. Logs, filters and topics explained.' }]),
    '/guides/gas': page('Estimate transaction costs', [{ content: 'The fee history (eth_feeHistory) shows how the base fee moved; fee history of 20 blocks is enough.' }]),
  };
  const engine = engineOf(site);

  it('finds a method page first by its exact name, its name without namespace and a plain description', () => {
    for (const query of ['eth_getLogs', 'getlogs', 'getLogs', 'event logs']) expect(pagesOf(engine, query)[0], query).toBe('/api/reference/eth-getlogs');
    for (const query of ['eth_feeHistory', 'feehistory', 'fee history']) expect(pagesOf(engine, query)[0], query).toBe('/api/reference/eth-feehistory');
    for (const query of ['eth_getTransactionReceipt', 'gettransactionreceipt', 'transaction receipt']) {
      expect(pagesOf(engine, query)[0], query).toBe('/api/reference/eth-gettransactionreceipt');
    }
  });
});
