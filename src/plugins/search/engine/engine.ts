import type { Options as MiniSearchOptions } from 'minisearch';
import { DocumentTable, unpackDocuments } from './documents';
import { decodeIndexes, EMPTY_INDEX, type CompactIndex, type TermHit, type TermLookUp } from './indexFormat';
import { lastResortPlan, planQuery, withoutErrorWrapping, type QueryPlan, type QueryWord, type TypoRules } from './query';
import { highlightParts, snippetParts } from './snippet';
import { CAMEL_BOUNDARY, identifierWords, NAMESPACED, partTerms, queryWords, splitWords, wordTerms, writtenWords } from './tokenize';
import { phraseTerm, processTerm } from './terms';
import { typoMatches, type TypoMatch, type Vocabulary } from './typos';
import { deferredTextTypes, headingName, isRowLabel, SearchDocumentType, searchDocumentTypes, type SearchDocument, type SearchIndexFile, type SearchResult, type SnippetTexts } from './types';

/**
 * The search itself, the same in the browser's worker and in the tests: one ranking over all
 * content types.
 *
 * Each query word is looked up in the index of every content type; a match scores its BM25 score
 * times the weight of its type. A page scores, for each word, its best-weighted match (so a word in
 * the title counts more than the same word in a paragraph), plus a small share of its other
 * matches. Pages must match every word, or all but one when the query has more than two words (the
 * spec's one-word-dropped variants); the words may match in different parts of the page. Pages that
 * match more words come first, counting at most one word matched only with a typo (a page that
 * matches more words only through several look-alikes has them by chance), then pages that match
 * more words with every typo counted, then more words as typed, then pages that needed fewer typos,
 * then pages whose title is the query (leaving out the site's name: "Linea"; a method titled
 * `eth_estimateGas` is titled "estimate gas" and "estimategas" too), then the pages that own the
 * words over those that mention them (a word in the title, the description, a heading or a keyword
 * phrase says the page is about it; the same word in a paragraph does not): first the most of the
 * query owned in one place (the page's summary, which is its title, description and keyword
 * phrases, or one heading; a heading that is the query owns it nearly as a title does; a table
 * row's label counts as a heading; the glossary's headings own only a question, "what is a
 * shnarf"), then the most of its words held by the title (whole or as parts of an identifier:
 * `eth_getBlockTransactionCountByNumber` holds "transactions", "block" and "number"), then the
 * title holding the rarer words (of "verax attestations", the page titled "Verax" before its parent
 * "Attestations"), then the most owned anywhere on the page, then the most of the query's words,
 * two or more, in a row in its title, description or one heading, as written words, not parts of an
 * identifier ("creates a log filter" has the query "create a log filter" in a row; "returns every
 * log matching a filter created" has its words apart); then by score. An overview still comes
 * before a sub-page that answers alike but for that run.
 *
 * A word also matches the docs' words for it: "tx" finds "transaction" and "mempool" finds
 * "txpool" (see `RankingOptions.synonyms`). Such a match scores less, but counts as the word as
 * typed for every key above, so the table holds only words that mean the same on this site.
 *
 * A title is found by the words of its page's sidebar label as well (see `sidebarLabelWords`), so
 * "gas fees" holds the title of "Estimate transaction costs", labelled "Estimate gas fees".
 *
 * A pasted error that names code is looked up without the words tools print around the name
 * ("execution reverted: FeeTooLow()" as "FeeTooLow()", see `withoutErrorWrapping`), and as typed
 * when no page has the name.
 *
 * A word no page has, with one index term closer to it than any other, is read as that term
 * ("lineascna" as "lineascan"), as if typed so. Otherwise typos are tried only when fewer than
 * `fuzzyBelow` pages match every word exactly or by prefix;
 * they are counted by Damerau–Levenshtein distance and also match stems (see typos.ts). Short
 * words get a typo only when nothing matches at all. A query that still matches nothing is looked
 * up again with each identifier in it spelled out as its words (`eth_sendTransaction` as "send
 * transaction", and "eth" as the namespace of a method name only), when it has one.
 */

export interface RankingOptions {
  /** Weight of a match by content type: titles over headings over descriptions over text. */
  typeWeights: Readonly<Record<SearchDocumentType, number>>;
  /** BM25 constants. */
  bm25: { k1: number; b: number };
  /** Weight of a prefix match (the last word, half-typed) relative to an exact one. */
  prefixWeight: number;
  /** Weight of a match with typos relative to an exact one. */
  fuzzyWeight: number;
  /** Weight of a match on a part of an identifier (`gas` in `linea_estimateGas`) relative to a whole word. */
  partWeight: number;
  /** Share of a page's matches other than its best one per word that adds to its score. */
  secondaryShare: number;
  typos: TypoRules;
  /** Typos are tried when fewer pages than this match every word exactly. */
  fuzzyBelow: number;
  /**
   * Words readers type for what the docs say otherwise ("tx" for "transaction", "mempool" for
   * "txpool"), each with the docs' words for it. A page that has one of those matches the word.
   */
  synonyms: Readonly<Record<string, readonly string[]>>;
  /** Weight of a match through one of the docs' words for a query word, relative to the word itself. */
  synonymWeight: number;
  /**
   * How much a word found in each content type says the page owns it: the title most, then the
   * description, headings and keyword phrases; the parent categories less, a paragraph not at all.
   * A word found only as a part of an identifier counts half.
   */
  ownerWeights: Readonly<Record<SearchDocumentType, number>>;
  /**
   * How much a heading that is the query word for word owns it (see `ownerWeights` for the rest):
   * the section is about exactly that, where a description names it among other things.
   */
  namedSectionWeight: number;
  /**
   * A heading found on this many pages or more is a label of the site's templates ("Parameters"
   * on every method page): the query does not name its section, though the words are the same.
   */
  templateHeadingPages: number;
  /**
   * Pages whose headings are the terms they define (a glossary), by URL path. Their headings count
   * for no place that owns the query (see `focusOf`) unless it asks what a word means: its first
   * word as typed, stop words included, is one of `questions` ("what is a shnarf"). Otherwise the
   * page that covers the topic answers better.
   */
  definitions: { pages: readonly string[]; questions: readonly string[] };
  /** Words of the site's name, left out when a title is compared with the query. */
  siteWords: readonly string[];
  /** Words of a query that are looked up, twice as many for one name without spaces (`planQuery`); the rest are ignored. */
  maxQueryWords: number;
}

export interface SearchRequest {
  limit: number;
  /** Most results listed for one page. */
  maxPerPage: number;
  /** Length of title and snippet windows. */
  contextLength: number;
  /** Only the pages whose path passes, when given (the MCP server's search in one section). */
  pages?: (path: string) => boolean;
}

/**
 * The content types whose text is in the index itself, and short enough to say what the page or a
 * section is about: where the query's words in a row say more than the same words apart.
 */
const SEQUENCE_TYPES: ReadonlySet<SearchDocumentType> = new Set([SearchDocumentType.Title, SearchDocumentType.Description, SearchDocumentType.Heading]);

/** Types whose hits stand for the whole page, as its title does. */
const SUMMARY_TYPES: ReadonlySet<SearchDocumentType> = new Set([SearchDocumentType.Description, SearchDocumentType.Keywords, SearchDocumentType.Parents]);

/** Indexed fields: whole words, and the parts of identifiers. Both read the document's text. */
export const indexFields = ['t', 'p'] as const;

/** MiniSearch options of every index: the same tokenizer at build time and in the browser. */
export function miniSearchOptions(bm25: RankingOptions['bm25']): MiniSearchOptions {
  return {
    idField: 'k',
    fields: [...indexFields],
    extractField: (document, field) => (field === 'k' ? document.k : document.t),
    tokenize: (text, field) => (field === 'p' ? partTerms(text) : wordTerms(text)),
    processTerm: (term) => processTerm(term),
    // Plain BM25 (d = 0 turns MiniSearch's BM25+ into BM25).
    searchOptions: { bm25: { k: bm25.k1, b: bm25.b, d: 0 } },
  };
}

interface TypeIndex {
  type: SearchDocumentType;
  index: CompactIndex;
}

/**
 * The documents one look-up of a query word (as typed, through a typo's correction or through a
 * synonym) found in the index of one content type. Each hit's score is MiniSearch's times the
 * weight the look-up was made with (a typo's, a synonym's), before the type's weight; it is whole
 * when it matched a whole word, not only a part of an identifier or a completion of a finished word
 * (see `wordMatches`). What the documents share is kept once, not in an object per document.
 */
interface WordMatches {
  type: SearchDocumentType;
  edits: number;
  synonym: boolean;
  hits: readonly TermHit[];
}

/**
 * What the engine keeps of the words it looked up: at most this many words, and this many matches
 * in all. A short prefix ("li") matches some 3,000 documents and a match takes about 150 bytes, so
 * the second bound keeps the memory to a few megabytes; the first keeps words that match nothing
 * from piling up.
 */
export const WORDS_KEPT = 64;
export const MATCHES_KEPT = 20_000;

/** The terms a hit matched for a word it did not match: shared, never added to. */
const NO_TERMS: readonly string[] = Object.freeze([]);

interface DocumentHit {
  type: SearchDocumentType;
  position: number;
  /** Weighted score per query word (0 where it did not match). */
  scores: number[];
  /** Per query word: the typos of its match (0 when exact, by prefix or through a synonym; Infinity where it did not match). */
  edits: number[];
  /** Per query word: matched through one of the docs' words for it (see `RankingOptions.synonyms`), not as typed. */
  synonym: boolean[];
  /** Per query word: matched a whole word, not only a part of an identifier. */
  whole: boolean[];
  /** Per query word: the index terms it matched (one shared empty list where it matched none). */
  matched: (readonly string[])[];
  /**
   * The index terms of every match recorded, in order (a match later beaten keeps its terms here):
   * what the result highlights. Kept as the lists MiniSearch gave, merged only for a result shown.
   */
  termLists: string[][];
}

interface PageHit {
  pageId: number;
  hits: DocumentHit[];
  /** How many of the query's words the page matches, with typos or without. */
  coverage: number;
  /** How many it matches as typed (or as a prefix of the word being typed). */
  exactCoverage: number;
  /** Per query word, the fewest typos the page matched it with (Infinity where it did not). */
  fewestEdits: number[];
  /** Typos the page needed: the sum of `fewestEdits` over the words it matched. */
  typos: number;
  /** Whether the page's title is the query (leaving out the site's name), and how (see `TitleMatch`). */
  titleIsQuery: TitleMatch;
  /** How much of the query the page owns: per word, the owner weight of its best content type. */
  ownership: number;
  /** How much of the query one place of the page owns by itself (see `focusOf`). */
  focus: number;
  /**
   * Whether the page owns none of the words of a query of three words or more in its summary or in
   * a heading: the words are scattered through its text, as a long page holds most words of a
   * sentence by chance. Stop words are not words of the query; the site's name is one of the three,
   * but owning it does not count.
   */
  scattered: boolean;
  /** How many of the query's words the title holds, whole or as a part of an identifier. */
  titleCoverage: number;
  /** How rare the query's words that the title holds are: the sum of their inverse page frequencies. */
  titleRarity: number;
  /** The longest run of the query's words, in its order, in one of the page's `SEQUENCE_TYPES` documents (see `runOf`). */
  run: number;
  score: number;
}

/** Whether a hit matched query word `w` as typed (or as a prefix, or as the docs' word for it), not with typos. */
function exactly(hit: DocumentHit, w: number): boolean {
  return hit.scores[w]! > 0 && hit.edits[w] === 0;
}

/**
 * How much a page owns query word `w`: the owner weight of the best content type it is in. (A
 * heading that is the query does not count as a title: overview pages name their sub-pages in
 * headings, and would outrank them.)
 */
function ownerMatch(hits: readonly DocumentHit[], w: number, weights: RankingOptions['ownerWeights']): number {
  // A word the page has as typed is owned where it is as typed, not where a look-alike is.
  const exact = hits.some((h) => exactly(h, w));
  let best = 0;
  for (const hit of hits) {
    if (hit.scores[w]! > 0 && (hit.edits[w] === 0 || !exact)) best = Math.max(best, weights[hit.type] * (hit.whole[w] ? 1 : 0.5));
  }
  return best;
}

/**
 * Whether a title or heading is the query word for word, stop words aside: it holds every query
 * word but the site's name as a whole word, and no other term. `terms` are the distinct terms of
 * its text as written; `own[w]` says whether query word `w` counts (it is not the site's name).
 * `typed`, when given, is the term each query word must have matched as is: not a typo's
 * correction, nor a completion of a half-typed word ("para" is not "Parameters").
 */
function namedBy(hit: DocumentHit, terms: ReadonlySet<string>, own: readonly boolean[], typed?: readonly string[]): boolean {
  let named = 0;
  own.forEach((counts, w) => {
    if (counts && hit.whole[w] && hit.matched[w]!.some((t) => terms.has(t) && (!typed || t === typed[w]))) named += 1;
  });
  return named > 0 && named === terms.size && named === own.filter(Boolean).length;
}

/**
 * Whether the query is the page's title with words of the categories above it: every term of the
 * title is a query word, and every other query word (the site's name aside) is a whole word of the
 * parents ("oracles chainlink" for "Chainlink" under "Oracles").
 */
function namedWithParents(title: DocumentHit, hits: readonly DocumentHit[], terms: ReadonlySet<string>, own: readonly boolean[]): boolean {
  const parents = hits.find((h) => h.type === SearchDocumentType.Parents);
  if (!parents) return false;
  const inTitle = own.map((counts, w) => counts && title.whole[w]! && title.matched[w]!.some((t) => terms.has(t)));
  const titleNamed = new Set(own.flatMap((_, w) => (inTitle[w] ? title.matched[w]!.filter((t) => terms.has(t)) : [])));
  if (titleNamed.size !== terms.size) return false;
  const rest = own.map((counts, w) => counts && !inTitle[w]);
  return rest.some(Boolean) && rest.every((r, w) => !r || (parents.whole[w]! && exactly(parents, w)));
}

/**
 * Prepositions, among the stop words. A heading that starts with one qualifies its page's topic
 * ("From TypeScript" on the gas page is about estimating gas from TypeScript), so it is not about
 * the words that follow.
 */
const PREPOSITIONS: ReadonlySet<string> = new Set(['about', 'across', 'after', 'among', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'off', 'on', 'since', 'to', 'with']);

/** What a heading's text says, for telling whether the query names it (see `headingWeight`). */
interface HeadingWords {
  /** Its distinct terms, as `termsOf` gives them. */
  terms: Set<string>;
  /** The preposition it starts with, if any, as `phraseTerm` gives it: "from" for "From TypeScript". */
  qualifier: string | null;
}

/**
 * The content types in which a page says what it is about, which `focusOf` counts as one place.
 * Not the parents: the categories above a page say where it sits.
 */
const ABOUT_TYPES: ReadonlySet<SearchDocumentType> = new Set([SearchDocumentType.Title, SearchDocumentType.Description, SearchDocumentType.Keywords]);

/**
 * How much of the query one place of the page owns by itself: the page's summary (its title,
 * description and keyword phrases together, each word counted where the summary owns it best: all
 * of them say what the whole page is about), or a single heading, whichever owns more. A page
 * whose summary or one section is about all the words is about the query ("Chainlink", described
 * by its data feeds and with the keyword "price feed proxy", owns "chainlink price feeds"); a page
 * that owns one word in its title and another in an unrelated heading is about each word apart,
 * and so is a page whose headings each hold one word. Only words found as typed count.
 * `weightOf` gives each hit's owner weight: a heading's depends on what it is (`headingWeight`).
 * `counts`, when given, says which query words count.
 */
function focusOf(hits: readonly DocumentHit[], words: number, weightOf: (hit: DocumentHit) => number, counts?: readonly boolean[]): number {
  const summary = new Array<number>(words).fill(0);
  let section = 0;
  for (const hit of hits) {
    const about = ABOUT_TYPES.has(hit.type);
    if (!about && hit.type !== SearchDocumentType.Heading) continue;
    const weight = weightOf(hit);
    if (weight === 0) continue;
    let owned = 0;
    for (let w = 0; w < words; w += 1) {
      const o = exactly(hit, w) && (!counts || counts[w]) ? weight * (hit.whole[w] ? 1 : 0.5) : 0;
      if (about) summary[w] = Math.max(summary[w]!, o);
      else owned += o;
    }
    if (!about) section = Math.max(section, owned);
  }
  return Math.max(section, summary.reduce((sum, o) => sum + o, 0));
}

/** Whether the page at `path` is below the one at `parent` (compared without building `parent/`: this runs for every pair of pages of equal standing). */
function isBelow(path: string, parent: string): boolean {
  return path.length > parent.length && path.charCodeAt(parent.length) === 47 /* / */ && path.startsWith(parent);
}

/**
 * The pages in order, each overview moved up to just before the first of its sub-pages that answers
 * the query as far as it does (same `standing`: only the score differs). The overview introduces
 * the topic and links to the sub-page, so "run a full node" opens the node guide before its Geth
 * page, which repeats the words. Pages of equal standing are next to each other, so each run of
 * them is reordered on its own.
 */
function overviewsFirst<T>(pages: T[], url: (page: T) => string, standing: (a: T, b: T) => number): T[] {
  for (let start = 0; start < pages.length; ) {
    let end = start + 1;
    while (end < pages.length && standing(pages[start]!, pages[end]!) === 0) end += 1;
    for (let i = start; i < end - 1; ) {
      const path = url(pages[i]!);
      let overview = i + 1;
      while (overview < end && !isBelow(path, url(pages[overview]!))) overview += 1;
      // The overview moved to i may have an overview of its own further down: look again at i.
      if (overview < end) pages.splice(i, 0, ...pages.splice(overview, 1));
      else i += 1;
    }
    start = end;
  }
  return pages;
}

/** How a query can name a method titled by its namespaced name (`eth_getBlockByNumber`). */
interface MethodName {
  /**
   * The name's words without the namespace, as `phraseTerm` gives them, and without a leading
   * "get" when two words or more are left: "block by number", but "get proof". Null for a name of
   * one word: as words, "block" or "blocks" would be the title of too many queries (see `joined`).
   */
  words: string[] | null;
  /**
   * The name without its namespace as one lowercased word, with and without a leading "get":
   * "getblockbynumber", "blockbynumber". A name of one word is that word as typed: "transaction"
   * names trace_transaction, as "chainid" names eth_chainId, but "transactions" does not, and
   * "proof" (getProof without its "get") names nothing.
   */
  joined: string[];
  /** The namespace, as `phraseTerm` gives it: a query may start with it as a word ("eth call"). */
  namespace: string;
}

function namespacedName(title: string): MethodName | null {
  const match = NAMESPACED.exec(title.trim());
  if (!match) return null;
  const atoms = match[1]!.split(CAMEL_BOUNDARY).map((w) => w.toLowerCase());
  const getless = atoms[0] === 'get' ? atoms.slice(1) : atoms;
  const joined = atoms.length === 1 ? atoms : [atoms, getless].filter((a) => a.length >= 2).map((a) => a.join(''));
  const words = getless.length >= 2 ? getless.map(phraseTerm) : atoms.length >= 2 ? atoms.map(phraseTerm) : null;
  return { words, joined: [...new Set(joined)], namespace: phraseTerm(title.trim().split('_')[0]!.toLowerCase()) };
}

/**
 * Whether the query is a method's name: its words in the same order, with or without a leading
 * "get" ("estimate gas", "get block by number", "get proof"), or the name without its namespace as
 * one word ("chainid", "getlogs", as typed); either may follow the namespace as a word ("eth call",
 * "linea estimate gas"). In the words form, a word the query has with a typo counts when the page's
 * title matched it to the name's word.
 */
function namesMethod(plan: QueryPlan, name: MethodName, hits: readonly DocumentHit[]): TitleMatch {
  if (namedAs(plan.phrase, plan.words, name, plan, hits)) return 2;
  // The namespace may come first as a word of its own: "eth call", "linea estimate gas".
  const namespaced = plan.phrase.length > 1 && plan.phrase[0] === name.namespace;
  return namespaced && namedAs(plan.phrase.slice(1), plan.words.slice(1), name, plan, hits) ? 1 : 0;
}

/**
 * Whether `phrase` (words as `QueryPlan.phrase` holds them, stop words included; `words` the ones
 * looked up) is the method's name: see `namesMethod`.
 */
function namedAs(phrase: readonly string[], words: readonly QueryWord[], name: MethodName, plan: QueryPlan, hits: readonly DocumentHit[]): boolean {
  if (phrase.length === 1 && words.length === 1 && name.joined.includes(words[0]!.raw)) return true;
  const nameWords = name.words;
  if (!nameWords) return false;
  const phrases = phrase[0] === 'get' ? [phrase, phrase.slice(1)] : [phrase];
  return phrases.some(
    (candidate) =>
      candidate.length === nameWords.length &&
      candidate.every((term, i) => {
        if (term === nameWords[i]) return true;
        const w = plan.words.findIndex((word) => phraseTerm(word.raw) === term);
        return w >= 0 && titleMatched(hits, w).includes(nameWords[i]!);
      }),
  );
}

/**
 * How a page's title is the query: not (0); as the query's words after its first, a method's
 * namespace ("trace transaction" for trace_transaction, 1), or as the query's words with a
 * category's above the page ("chainlink oracle" for Chainlink under Oracles, 1: see
 * `namedWithParents`); or as the query itself (2), which wins: "trace transaction" is
 * debug_traceTransaction's name without its namespace.
 */
type TitleMatch = 0 | 1 | 2;

/** The index terms query word `w` matched in the page's title (a typo's correction, for one). */
function titleMatched(hits: readonly DocumentHit[], w: number): readonly string[] {
  return hits.find((h) => h.type === SearchDocumentType.Title && h.scores[w]! > 0)?.matched[w] ?? [];
}

/**
 * The distinct index terms of a title as written, the site's name left out: `eth_call` is one term,
 * not also "call", so the title is the query "eth_call" and not the query "call".
 */
function termsOf(text: string, siteWords: ReadonlySet<string | null>): Set<string> {
  const terms = writtenWords(text).map((w) => processTerm(w));
  return new Set(terms.filter((t): t is string => t !== null && !siteWords.has(t)));
}

export class SearchEngine {
  private readonly indexes: TypeIndex[];
  private readonly titles = new Map<number, SearchDocument>();
  /** Per page, the distinct terms of its title, the site's name left out (see `titleTermsOf`). */
  private readonly titleTerms = new Map<number, Set<string>>();
  /** Per page titled by a namespaced method name, the ways a query names it (see `namespacedName`). */
  private readonly methodNames = new Map<number, MethodName>();
  /** Per heading (by position), what its text says: filled as headings are hit. */
  private readonly headingWords = new Map<number, HeadingWords>();
  /** Headings that label a part of a repeated structure, by position (see `isLabel`). */
  private labelHeadings: Set<number> | undefined;
  /** `options.definitions.questions` as `phraseTerm` gives them, as `QueryPlan.phrase` holds words. */
  private readonly questions: ReadonlySet<string>;
  /** The pages of `options.definitions.pages`, by page id. */
  private readonly definitionPages = new Set<number>();
  private readonly documents: DocumentTable;
  /** Per index term of a word readers type, the index terms of the docs' words for it (see `RankingOptions.synonyms`). */
  private readonly synonyms = new Map<string, string[]>();
  /** Every term of the index, for typo matching: listed on the first search that tries typos. */
  private vocabularyTerms: Vocabulary | undefined;
  /** Every term of every index, in order (the file's dictionary): for typo matching, and for telling whether any starts with what is being typed. */
  private readonly dictionary: readonly string[];
  /** Typo matches by word: a keystroke looks each word up for a correction, then for its typos. */
  private readonly typoCache = new Map<string, TypoMatch[]>();
  /**
   * What each word found in the indexes (see `wordMatches`), most recent last: a keystroke changes
   * the last word only, so the words before it are not looked up again.
   */
  private readonly matchCache = new Map<string, { found: readonly WordMatches[]; count: number }>();
  /** The documents found in `matchCache`, all words together. */
  private matchesKept = 0;
  /** Per page, the terms of its address's last segment (see `slugTermsOf`). */
  private readonly slugTerms = new Map<number, string>();
  private readonly siteWords: ReadonlySet<string | null>;
  private texts: SnippetTexts | undefined;
  /** Per document of the `SEQUENCE_TYPES` ("type:position"), its terms in order: filled as documents are hit. */
  private readonly termRuns = new Map<string, string[]>();

  constructor(
    file: SearchIndexFile,
    private readonly options: RankingOptions,
  ) {
    const entries = file.e;
    this.documents = new DocumentTable(searchDocumentTypes.map((type) => (entries[type] ? unpackDocuments(entries[type].documents) : [])));
    const { terms, indexes } = decodeIndexes({ v: file.v, t: file.t, indexes: searchDocumentTypes.map((type) => entries[type]?.index ?? EMPTY_INDEX) }, miniSearchOptions(options.bm25));
    this.dictionary = terms;
    this.indexes = searchDocumentTypes.map((type) => ({ type, index: indexes[type]! }));
    this.siteWords = new Set(options.siteWords.map((w) => processTerm(w.toLowerCase())));
    // Title documents are stored whole.
    for (const doc of this.documents.storedOf(SearchDocumentType.Title) as readonly SearchDocument[]) {
      this.titles.set(doc.i, doc);
      const name = namespacedName(doc.t ?? '');
      if (name) this.methodNames.set(doc.i, name);
      if (options.definitions.pages.includes(doc.u)) this.definitionPages.add(doc.i);
    }
    this.questions = new Set(options.definitions.questions.map(phraseTerm));
    for (const [word, means] of Object.entries(options.synonyms)) {
      const term = processTerm(word);
      const terms = means.flatMap((m) => processTerm(m) ?? []).filter((t) => t !== term);
      if (term && terms.length > 0) this.synonyms.set(term, [...new Set([...(this.synonyms.get(term) ?? []), ...terms])]);
    }
  }

  /**
   * The distinct terms of a page's title, worked out when a query first finds the title: a query
   * finds a few dozen of them, and stemming every title at start-up delayed the first answer.
   */
  private titleTermsOf(pageId: number): Set<string> | undefined {
    let terms = this.titleTerms.get(pageId);
    if (terms === undefined) {
      const title = this.titles.get(pageId);
      if (!title) return undefined;
      terms = termsOf(title.t ?? '', this.siteWords);
      this.titleTerms.set(pageId, terms);
    }
    return terms;
  }

  private wordsOfHeading(position: number): HeadingWords {
    let words = this.headingWords.get(position);
    if (!words) {
      // A row label is named by its name: "Gas token: ETH" is the query "gas token".
      const stored = this.documents.storedOf(SearchDocumentType.Heading)[position];
      const text = stored ? headingName(stored) : '';
      const first = writtenWords(text)[0] ?? '';
      words = { terms: termsOf(text, this.siteWords), qualifier: PREPOSITIONS.has(first) ? phraseTerm(first) : null };
      this.headingWords.set(position, words);
    }
    return words;
  }

  /**
   * The owner weight of a heading hit. A heading that is the query word for word, stop words aside,
   * names a section about exactly that, unless it starts with a preposition the query lacks (see
   * `PREPOSITIONS`) or labels a part of a repeated structure (`isLabel`). A definition's heading (see
   * `RankingOptions.definitions`) counts for no place of the page unless the query is a question.
   */
  private headingWeight(hit: DocumentHit, pageId: number, plan: QueryPlan, own: readonly boolean[], typed: readonly string[]): number {
    const { namedSectionWeight, ownerWeights } = this.options;
    if (this.definitionPages.has(pageId) && !this.questions.has(plan.phrase[0] ?? '')) return 0;
    const { terms, qualifier } = this.wordsOfHeading(hit.position);
    const named =
      (qualifier === null || plan.phrase.includes(qualifier)) &&
      namedBy(hit, terms, own, typed) &&
      !this.isLabel(hit.position);
    return named ? namedSectionWeight : ownerWeights[SearchDocumentType.Heading];
  }

  /**
   * Whether a heading labels a part of a repeated structure rather than a section's topic: its page
   * has another heading with the same text ("Maru" under each network of the bootnodes page), or
   * `templateHeadingPages` pages or more have it ("Parameters" on every method page). A section
   * heading is counted among section headings only: table rows that say the same do not make it a
   * template's.
   */
  private isLabel(position: number): boolean {
    if (!this.labelHeadings) {
      const stored = this.documents.storedOf(SearchDocumentType.Heading);
      const texts = stored.map((doc) => headingName(doc).toLowerCase());
      // Pages per text: among every heading document, and among section headings (no row label).
      const pagesOf = new Map<string, Set<number>>();
      const sectionPagesOf = new Map<string, Set<number>>();
      const add = (map: Map<string, Set<number>>, text: string, page: number) => {
        const pages = map.get(text);
        if (pages) pages.add(page);
        else map.set(text, new Set([page]));
      };
      const firstOnPage = new Map<string, number>();
      const labels = new Set<number>();
      texts.forEach((text, k) => {
        const page = this.documents.pageOf(SearchDocumentType.Heading, k);
        add(pagesOf, text, page);
        if (!isRowLabel(stored[k]!)) add(sectionPagesOf, text, page);
        const key = `${page} ${text}`;
        const first = firstOnPage.get(key);
        if (first === undefined) firstOnPage.set(key, k);
        else labels.add(first).add(k);
      });
      texts.forEach((text, k) => {
        const pages = (isRowLabel(stored[k]!) ? pagesOf : sectionPagesOf).get(text)!;
        if (pages.size >= this.options.templateHeadingPages) labels.add(k);
      });
      this.labelHeadings = labels;
    }
    return this.labelHeadings.has(position);
  }

  /**
   * The most query words, one after the other in the query's order, that the hit's text has one
   * after the other, stop words left out of both: each matched as typed or as a completion of the
   * word being typed, not with a typo nor as a part of an identifier. 0 below two words: one word
   * alone is no run (whether a page owns it is `ownership`'s to say).
   */
  private runOf(hit: DocumentHit, words: number): number {
    const key = `${hit.type}:${hit.position}`;
    let terms = this.termRuns.get(key);
    if (!terms) {
      // Split as the query is (see `planQuery`), so both leave out the same words.
      terms = queryWords(this.documents.storedOf(hit.type)[hit.position]?.t ?? '').flatMap((word) => processTerm(word) ?? []);
      this.termRuns.set(key, terms);
    }
    const at = (w: number, i: number) => exactly(hit, w) && hit.matched[w]!.includes(terms[i]!);
    let longest = 0;
    for (let i = 0; i < terms.length; i += 1) {
      for (let w = 0; w < words; w += 1) {
        let length = 0;
        while (w + length < words && i + length < terms.length && at(w + length, i + length)) length += 1;
        longest = Math.max(longest, length);
      }
    }
    return longest >= 2 ? longest : 0;
  }

  /** Whether a hit is on a table row's label (see `isRowLabel`). */
  private onRowLabel(hit: DocumentHit): boolean {
    const stored = this.documents.storedOf(SearchDocumentType.Heading)[hit.position];
    return hit.type === SearchDocumentType.Heading && stored !== undefined && isRowLabel(stored);
  }

  /**
   * The plan with each word that no page has (nor starts with, for the word being typed) spelt as
   * the one index term closest to it ("lineascna" as "lineascan"), when one term is closer than
   * every other; null when no word changes. The corrected word then counts as typed for every key
   * of the ranking, so the page that owns it comes first, as it would for the word spelt right.
   * Where two terms are as close, or none is, the word keeps its typo matches (see `find`).
   */
  private corrected(plan: QueryPlan): QueryPlan | null {
    const { vocabulary } = this;
    const spelt = new Map<string, string>();
    const words = plan.words.map((word) => {
      if (word.maxEdits === 0 || word.partOnly || vocabulary.has(word.term) || this.synonyms.has(word.term)) return word;
      if (word.prefix && (this.someTermStartsWith(word.raw) || this.someTermStartsWith(word.term))) return word;
      const matches = this.typosOf(word);
      const fewest = Math.min(...matches.map((match) => match.edits));
      const closest = new Set(matches.filter((match) => match.edits === fewest).map((match) => match.term));
      const term = [...closest][0];
      // Two words of the query read as one term would count it twice.
      if (closest.size !== 1 || term === undefined || plan.words.some((other) => other.term === term)) return word;
      spelt.set(phraseTerm(word.raw), term);
      return { ...word, term, raw: term, prefix: false, maxEdits: 0 };
    });
    // The phrase, which names are compared with, reads the corrected words too.
    return spelt.size > 0 ? { ...plan, words, phrase: plan.phrase.map((term) => spelt.get(term) ?? term) } : null;
  }

  /** The index terms a word may be a misspelling of (see `typoMatches`), remembered for the next keystrokes. */
  private typosOf(word: QueryWord): TypoMatch[] {
    const key = `${word.maxEdits} ${word.term} ${word.raw}`;
    let matches = this.typoCache.get(key);
    if (!matches) {
      if (this.typoCache.size >= 1000) this.typoCache.clear();
      matches = typoMatches(this.vocabulary, word.term, word.raw, word.maxEdits);
      this.typoCache.set(key, matches);
    }
    return matches;
  }

  /** Whether some index term starts with `prefix`: a binary search of the sorted terms. */
  private someTermStartsWith(prefix: string): boolean {
    const terms = this.dictionary;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low < terms.length && terms[low]!.startsWith(prefix);
  }

  /** Whether some page title has this exact term. */
  private titleHas(term: string): boolean {
    return this.indexes.some(({ type, index }) => type === SearchDocumentType.Title && index.hasTerm(term));
  }

  private get vocabulary(): Vocabulary {
    if (!this.vocabularyTerms) {
      const terms = new Set(this.dictionary);
      // Typo matching stems every one-edit neighbour of a word, again on each keystroke: remember them.
      const stems = new Map<string, string | null>();
      const termOf = (word: string) => {
        let stem = stems.get(word);
        if (stem === undefined) {
          if (stems.size >= 100_000) stems.clear();
          stem = processTerm(word);
          stems.set(word, stem);
        }
        return stem;
      };
      this.vocabularyTerms = { terms: this.dictionary, has: (term) => terms.has(term), termOf };
    }
    return this.vocabularyTerms;
  }

  /** The text of a document of the `deferredTextTypes`, once the snippets file has arrived. */
  private deferredText(hit: DocumentHit): string | undefined {
    if (!this.texts || !deferredTextTypes.includes(hit.type)) return undefined;
    let offset = 0;
    for (const type of deferredTextTypes) {
      if (type === hit.type) return this.texts[offset + hit.position];
      offset += this.documents.storedOf(type).length;
    }
    return undefined;
  }

  /** Adds the texts of the `deferredTextTypes`, which arrive after the index, for snippets. */
  setTexts(texts: SnippetTexts): void {
    this.texts = texts;
  }

  get hasTexts(): boolean {
    return this.texts !== undefined;
  }

  search(text: string, request: SearchRequest): SearchResult[] {
    return this.answer(text, request).results;
  }

  /**
   * The results, and the words typed that no page has, even with typos, and that were left out to
   * find them: a query with one word the docs never use ("gas xylophone") answers for the others
   * rather than with nothing, and says which word it ignored.
   */
  answer(text: string, request: SearchRequest): { results: SearchResult[]; missing: string[] } {
    const plan = (query: string) => planQuery(query, this.options.typos, this.options.maxQueryWords);
    // A pasted error is looked up by the error's name; the whole message only when no page has it.
    const bare = withoutErrorWrapping(text);
    const named = bare === null ? null : plan(bare);
    let found = named && named.words.length > 0 ? this.find(named) : null;
    if (!found || found.pages.length === 0) {
      const whole = plan(text);
      if (whole.words.length === 0) return { results: [], missing: [] };
      found = this.find(whole);
    }
    // An identifier the site does not have ("eth_sendTransaction", "debug_traceTx"), even with a
    // typo, is looked up by the words it is made of: the pages about them beat an empty list.
    const spelled = found.pages.length === 0 ? spelledOut(text, this.options) : null;
    if (spelled) found = this.find(spelled);
    let missing: string[] = [];
    if (found.pages.length === 0) {
      const known = this.withoutUnknownWords(found.plan);
      if (known) {
        found = this.find(known.plan);
        missing = known.missing;
      }
    }
    return { results: this.results(found.plan, found.pages, request), missing };
  }

  /**
   * The plan without the words that no page has, even with the typos a word is allowed when
   * nothing matches; null when every word or no word is found.
   */
  private withoutUnknownWords(plan: QueryPlan): { plan: QueryPlan; missing: string[] } | null {
    const relaxed = lastResortPlan(plan, this.options.typos) ?? plan;
    const known = plan.words.filter((_, w) => this.lookUp({ ...relaxed, words: [relaxed.words[w]!], minCoverage: 1 }, true).size > 0);
    if (known.length === 0 || known.length === plan.words.length) return null;
    const missing = plan.words.filter((word) => !known.includes(word)).map((word) => word.raw);
    return { plan: { ...plan, words: known, minCoverage: known.length > 2 ? known.length - 1 : known.length }, missing };
  }

  /**
   * The pages that match the plan: with its misspelt words corrected (see `corrected`), else
   * exactly, else with typos, else with a typo in short words too.
   */
  private find(plan: QueryPlan): { plan: QueryPlan; pages: PageHit[] } {
    const corrected = this.corrected(plan);
    if (corrected) {
      // Words left uncorrected (two terms as close) still get their typos.
      const found = this.matching(corrected);
      if (found.length > 0) return { plan: corrected, pages: found };
    }
    const pages = this.matching(plan);
    const relaxed = pages.length === 0 ? lastResortPlan(plan, this.options.typos) : null;
    return relaxed ? { plan: relaxed, pages: this.rankPages(relaxed, true) } : { plan, pages };
  }

  /** The pages that match the plan exactly, or with typos when fewer than `fuzzyBelow` match every word so. */
  private matching(plan: QueryPlan): PageHit[] {
    const pages = this.rankPages(plan, false);
    const complete = pages.filter((p) => p.exactCoverage === plan.words.length).length;
    return complete < this.options.fuzzyBelow && plan.words.some((w) => w.maxEdits > 0) ? this.rankPages(plan, true) : pages;
  }

  private lookUp(plan: QueryPlan, withTypos: boolean): Map<number, DocumentHit> {
    const { typeWeights } = this.options;
    // By type and position, as one number: a string key per match cost more than the match.
    const hits = new Map<number, DocumentHit>();
    // A short prefix records thousands of hits per keystroke: each starts from copies of these,
    // and the words it has not matched share one empty list of terms.
    const words = plan.words.length;
    const zeros = new Array<number>(words).fill(0);
    const unmatched = new Array<number>(words).fill(Number.POSITIVE_INFINITY);
    const falses = new Array<boolean>(words).fill(false);
    const noTerms = new Array<readonly string[]>(words).fill(NO_TERMS);
    const record = (w: number, { type, edits, synonym }: WordMatches, { id, score: found, terms, whole }: TermHit) => {
      const key = id * searchDocumentTypes.length + type;
      let hit = hits.get(key);
      if (!hit) {
        hit = {
          type,
          position: id,
          scores: zeros.slice(),
          edits: unmatched.slice(),
          synonym: falses.slice(),
          whole: falses.slice(),
          matched: noTerms.slice(),
          termLists: [],
        };
        hits.set(key, hit);
      }
      const score = found * typeWeights[type];
      // A match of a word with fewer typos beats any with more in the same document.
      if (edits > hit.edits[w]!) return;
      if (edits < hit.edits[w]!) hit.scores[w] = 0;
      if (score <= hit.scores[w]!) return;
      hit.scores[w] = score;
      hit.edits[w] = edits;
      hit.synonym[w] = synonym;
      hit.whole[w] = whole;
      hit.matched[w] = terms;
      hit.termLists.push(terms);
    };
    const recordAll = (w: number, found: readonly WordMatches[]) => {
      for (const matches of found) for (const hit of matches.hits) record(w, matches, hit);
    };
    plan.words.forEach((word, w) => {
      recordAll(w, this.wordMatches(word, false));
      if (withTypos && word.maxEdits > 0) recordAll(w, this.wordMatches(word, true));
    });
    return hits;
  }

  /**
   * What one query word finds in every index: as typed (with its completions and the docs' words
   * for it), or, with `typos`, through the index terms it may be a misspelling of. It depends on
   * the word alone, so it is remembered for the next keystrokes.
   */
  private wordMatches(word: QueryWord, typos: boolean): readonly WordMatches[] {
    const key = `${typos ? word.maxEdits : 'as typed'} ${word.prefix} ${word.partOnly === true} ${word.term} ${word.raw}`;
    const kept = this.matchCache.get(key);
    if (kept) {
      // Most recent last, so the oldest is the one let go.
      this.matchCache.delete(key);
      this.matchCache.set(key, kept);
      return kept.found;
    }
    const { prefixWeight, fuzzyWeight, partWeight, synonymWeight } = this.options;
    const found: WordMatches[] = [];
    let count = 0;
    // (Words are already tokenized and processed by the plan.)
    const options: TermLookUp = {
      // A word that may match only as a part looks up only the parts (a boost of 0 counts as 1).
      ...(word.partOnly ? { fields: ['p'] } : {}),
      prefix: word.prefix,
      prefixWeight,
      boost: { t: 1, p: partWeight },
    };
    // A last word that some title has as typed may be finished: it is owned where it is, not where
    // a longer word starts with it. "call" (the title word of eth_call) no longer holds
    // `CallForwardingProxy` whole; "hard", in no title, still completes to Hardhat.
    const completesOnly = word.prefix && this.titleHas(word.term);
    // (A term found through a synonym is the docs' word for it, not a completion.)
    const completion = (term: string, edits: number, synonym: boolean) => completesOnly && !synonym && edits === 0 && term !== word.term && term !== word.raw;
    const search = (term: string, lookUp: TermLookUp, edits: number, synonym: boolean) => {
      const whole = (t: string, field: string) => field === 't' && !completion(t, edits, synonym);
      for (const { type, index } of this.indexes) {
        const hits = index.matchTerm(term, lookUp, whole);
        if (hits.length === 0) continue;
        found.push({ type, edits, synonym, hits });
        count += hits.length;
      }
    };
    if (typos) {
      for (const { term, edits } of this.typosOf(word)) {
        const weight = fuzzyWeight * (term.length / (term.length + edits));
        search(term, { ...options, prefix: false, boost: { t: weight, p: partWeight * weight } }, edits, false);
      }
    } else {
      // A half-typed word is completed from what was typed, not from its stem: "logs" (indexed as
      // "log") finds "log" and the terms that start with "logs", never "login"; "gas" ("ga") never
      // finds "gateway".
      const completions = word.prefix && word.raw !== word.term;
      search(word.term, completions ? { ...options, prefix: false } : options, 0, false);
      if (completions) search(word.raw, options, 0, false);
      // The docs' words for what the reader typed ("fork" for "hardfork") match as the word does,
      // at a lower weight: the page says it otherwise.
      const synonymBoost = { t: synonymWeight, p: partWeight * synonymWeight };
      for (const term of this.synonyms.get(word.term) ?? []) search(term, { ...options, prefix: false, boost: synonymBoost }, 0, true);
    }
    this.matchCache.set(key, { found, count });
    this.matchesKept += count;
    // The oldest words go first; the word just looked up stays, however many documents it found.
    for (const [oldest, kept] of this.matchCache) {
      if (this.matchCache.size <= WORDS_KEPT && this.matchesKept <= MATCHES_KEPT) break;
      if (oldest === key) break;
      this.matchCache.delete(oldest);
      this.matchesKept -= kept.count;
    }
    return found;
  }

  /** The terms of the last segment of a page's address, the site's name aside, sorted and joined by spaces: worked out once per page. */
  private slugTermsOf(pageId: number, url: string): string {
    let terms = this.slugTerms.get(pageId);
    if (terms === undefined) {
      const slug = url.split('/').pop() ?? '';
      terms = slug
        .split('-')
        .flatMap((word) => processTerm(word) ?? [])
        .filter((t) => !this.siteWords.has(t))
        .sort()
        .join(' ');
      this.slugTerms.set(pageId, terms);
    }
    return terms;
  }

  private rankPages(plan: QueryPlan, withTypos: boolean): PageHit[] {
    const byPage = new Map<number, DocumentHit[]>();
    for (const hit of this.lookUp(plan, withTypos).values()) {
      const id = this.documents.pageOf(hit.type, hit.position);
      const list = byPage.get(id);
      if (list) list.push(hit);
      else byPage.set(id, [hit]);
    }
    const pages: PageHit[] = [];
    // Per word, how rare it is on the site: the log of pages over the pages that have it as typed.
    const rarity = plan.words.map((_, w) => {
      let found = 0;
      for (const hits of byPage.values()) if (hits.some((h) => exactly(h, w))) found += 1;
      return Math.log((this.titles.size + 1) / (found + 0.5));
    });
    // The query's words other than the site's name, which titles are compared without.
    const own = plan.words.map((word) => !this.siteWords.has(word.term));
    const hasSiteWord = own.includes(false);
    // The term of each query word, which a heading must have matched as is to be named by it.
    const typed = plan.words.map((word) => word.term);
    // Runs once per page that has any word, on every keystroke: the per-word keys are plain loops
    // over the hits, where they once built arrays, and a page short of the words needed stops
    // before its costlier keys.
    for (const [pageId, hits] of byPage) {
      // Per word, the fewest typos the page matched it with: coverage counts the words it matched,
      // exact coverage those it matched as typed.
      const fewestEdits = plan.words.map((_, w) => {
        let fewest = Number.POSITIVE_INFINITY;
        for (const h of hits) if (h.scores[w]! > 0 && h.edits[w]! < fewest) fewest = h.edits[w]!;
        return fewest;
      });
      let coverage = 0;
      let exactCoverage = 0;
      let typos = 0;
      for (const edits of fewestEdits) {
        if (!Number.isFinite(edits)) continue;
        coverage += 1;
        if (edits === 0) exactCoverage += 1;
        typos += edits;
      }
      if (coverage < plan.minCoverage) continue;
      let ownership = 0;
      let titleCoverage = 0;
      let titleRarity = 0;
      let score = 0;
      for (let w = 0; w < plan.words.length; w += 1) {
        ownership += ownerMatch(hits, w, this.options.ownerWeights);
        let inTitle = false;
        // The best score, and the sum of all (in the hits' order, as the score has always added them).
        let best = 0;
        let sum = 0;
        for (const h of hits) {
          const found = h.scores[w]!;
          sum += found;
          if (found > best) best = found;
          if (!inTitle && h.type === SearchDocumentType.Title && exactly(h, w)) inTitle = true;
        }
        if (inTitle) {
          titleCoverage += 1;
          titleRarity += rarity[w]!;
        }
        if (best > 0) score += best + this.options.secondaryShare * (sum - best);
      }
      const weightOf = (h: DocumentHit) => (h.type === SearchDocumentType.Heading ? this.headingWeight(h, pageId, plan, own, typed) : this.options.ownerWeights[h.type]);
      const focus = focusOf(hits, plan.words.length, weightOf);
      // Owning the site's name says nothing: every page is about Linea (a second pass only when
      // the query names the site and the page owns something).
      const scattered = plan.words.length >= 3 && (focus === 0 || (hasSiteWord && focusOf(hits, plan.words.length, weightOf, own) === 0));
      const name = this.methodNames.get(pageId);
      const title = hits.find((h) => h.type === SearchDocumentType.Title);
      const titleTerms = title === undefined ? undefined : this.titleTermsOf(pageId);
      const titleIsQuery: TitleMatch =
        title !== undefined && titleTerms !== undefined && namedBy(title, titleTerms, own)
          ? 2
          : name !== undefined
            ? namesMethod(plan, name, hits)
            : title !== undefined && titleTerms !== undefined && namedWithParents(title, hits, titleTerms, own)
              ? 1
              : 0;
      const run = plan.words.length < 2 ? 0 : Math.max(0, ...hits.filter((h) => SEQUENCE_TYPES.has(h.type)).map((h) => this.runOf(h, plan.words.length)));
      pages.push({ pageId, hits, coverage, exactCoverage, fewestEdits, typos, titleIsQuery, focus, scattered, titleCoverage, titleRarity, run, ownership, score });
    }
    const url = (p: PageHit) => this.titles.get(p.pageId)?.u ?? '';
    const depth = (p: PageHit) => url(p).split('/').length;
    // Whether the last segment of the page's address is the query's words (the site's name aside),
    // in any order: an address names its page's topic, so between pages that answer alike,
    // "bridge" opens /get-started/how-to/bridge before the TokenBridge reference.
    const queryTerms = plan.words.filter((_, w) => own[w]).map((word) => word.term).sort().join(' ');
    const slugIs = (p: PageHit) => this.slugTermsOf(p.pageId, url(p)) === queryTerms;
    // Words matched, counting one matched only through a typo at most: a misspelt word is
    // corrected, but a page that needs several look-alikes ("date" for "detect", "instead" for
    // "installed") has them by chance.
    const likelyCoverage = (p: PageHit) => p.exactCoverage + Math.min(1, p.coverage - p.exactCoverage);
    // A page's coverage counts one word less when the words are scattered (see `PageHit.scattered`),
    // so a page that owns the query and lacks one word ("poll an existing filter for new results":
    // the filter-changes method, whose text never says "existing") comes first, and one that lacks
    // two does not.
    const counted = (p: PageHit, words: number) => words - (p.scattered ? 1 : 0);
    // Every key but the run and the score: how far the page answers the query.
    const standing = (a: PageHit, b: PageHit) =>
      counted(b, likelyCoverage(b)) - counted(a, likelyCoverage(a)) ||
      counted(b, b.coverage) - counted(a, a.coverage) ||
      counted(b, b.exactCoverage) - counted(a, a.exactCoverage) ||
      a.typos - b.typos ||
      b.titleIsQuery - a.titleIsQuery ||
      b.focus - a.focus ||
      b.titleCoverage - a.titleCoverage ||
      b.titleRarity - a.titleRarity ||
      b.ownership - a.ownership ||
      Number(slugIs(b)) - Number(slugIs(a));
    // The run orders pages of equal standing as the score does, so an overview still comes first:
    // "verify a contract" opens "Verify a smart contract", not its sub-page "Verify a contract with Atlas".
    pages.sort((a, b) => standing(a, b) || b.run - a.run || b.score - a.score || depth(a) - depth(b) || a.pageId - b.pageId);
    return overviewsFirst(pages, url, standing);
  }

  private results(plan: QueryPlan, pages: PageHit[], request: SearchRequest): SearchResult[] {
    const results: SearchResult[] = [];
    const docScore = (h: DocumentHit) => h.scores.reduce((s, x) => s + x, 0);
    const wordsOf = (h: DocumentHit) => h.scores.filter((x) => x > 0).length;
    for (const page of pages) {
      const pageDoc = this.titles.get(page.pageId);
      if (request.pages && !request.pages(pageDoc?.u ?? '')) continue;
      // A part that matched a word with more typos than the page's best match for it shows a
      // look-alike ("split" when the page has "multicall"); when every part does (one matched a
      // word exactly, another the other word), the page keeps them all.
      const best = page.hits.filter((h) => h.scores.every((score, w) => score <= 0 || h.edits[w] === page.fewestEdits[w]));
      const leader = this.leadingHeading(plan, page.hits);
      const leads = (h: DocumentHit) => (h === leader ? 2 : h.type === SearchDocumentType.Title ? 1 : 0);
      const hits = (best.length > 0 ? best : [...page.hits])
        .sort((a, b) => leads(b) - leads(a) || docScore(b) - docScore(a))
        // Description, keywords and parents say the same as the title result of their page,
        // and one keyword phrase (the best) is enough.
        .filter((h, n, list) => !SUMMARY_TYPES.has(h.type) || (!list.some((o) => o.type === SearchDocumentType.Title) && list.findIndex((o) => o.type === h.type) === n))
        // A table row that holds fewer of the query's words than another row of the page is left
        // out: "Block gas limit" is not shown under "Gas token".
        .filter((h, _, list) => !this.onRowLabel(h) || !list.some((o) => this.onRowLabel(o) && wordsOf(o) > wordsOf(h)));
      for (const hit of this.onePerPlace(hits, request.maxPerPage)) {
        results.push(this.result(plan, hit, pageDoc, request.contextLength));
        if (results.length === request.limit) return markTrees(results);
      }
    }
    return markTrees(results);
  }

  /**
   * The heading or row label that opens a page's results instead of its title, if any: one that
   * has every query word (the site's name aside) as a whole word as typed, where the title lacks
   * one. The key `--plugin-linea-bundles-forward-urls` opens its row, not the top of "Linea Besu
   * plugin options"; "linea web3j" still opens the Web3j page, and "MOD" (which "Module limits"
   * has only as a completion) the row `MOD`. Of several, the one named by the query word for word
   * ("ROM", not "ROM_LEX"), then the best scored. Only one leads: the page's own entry follows.
   */
  private leadingHeading(plan: QueryPlan, hits: readonly DocumentHit[]): DocumentHit | undefined {
    const own = plan.words.map((word) => !this.siteWords.has(word.term));
    if (!own.includes(true)) return undefined;
    const asTyped = (h: DocumentHit, w: number) =>
      exactly(h, w) && !h.synonym[w] && h.whole[w]! && h.matched[w]!.some((t) => t === plan.words[w]!.term || t === plan.words[w]!.raw);
    const hasAll = (h: DocumentHit) => own.every((counts, w) => !counts || asTyped(h, w));
    const title = hits.find((h) => h.type === SearchDocumentType.Title);
    if (title && hasAll(title)) return undefined;
    const typed = plan.words.map((word) => word.raw).join(' ');
    const named = (h: DocumentHit) => queryWords(headingName(this.documents.get(h.type, h.position))).join(' ') === typed;
    const score = (h: DocumentHit) => h.scores.reduce((sum, x) => sum + x, 0);
    const better = (a: DocumentHit, b: DocumentHit) => Number(named(a)) - Number(named(b)) || score(a) - score(b);
    let leader: DocumentHit | undefined;
    for (const hit of hits) if (hit.type === SearchDocumentType.Heading && hasAll(hit) && (!leader || better(hit, leader) > 0)) leader = hit;
    return leader;
  }

  /**
   * Up to `max` hits of a page, one per place, in order: a section's heading and its text lead to
   * the same anchor, so the text stands for both where the heading came first (it shows the
   * section's name and the words in context); the page's title stands for the text above the first
   * heading. Table rows are places of their own: each has its label, though they share their
   * section's anchor.
   */
  private onePerPlace(hits: readonly DocumentHit[], max: number): DocumentHit[] {
    const anchorOf = (hit: DocumentHit) => this.documents.anchorOf(hit.type, hit.position);
    const textAt = new Map<string, DocumentHit>();
    for (const hit of hits) {
      if (hit.type !== SearchDocumentType.Content) continue;
      const anchor = anchorOf(hit);
      if (!textAt.has(anchor)) textAt.set(anchor, hit);
    }
    const places = new Set<string>();
    const kept: DocumentHit[] = [];
    for (const hit of hits) {
      if (kept.length === max) break;
      if (this.onRowLabel(hit)) {
        kept.push(hit);
        continue;
      }
      const anchor = anchorOf(hit);
      if (places.has(anchor)) continue;
      places.add(anchor);
      kept.push((hit.type === SearchDocumentType.Heading && textAt.get(anchor)) || hit);
    }
    return kept;
  }

  private result(plan: QueryPlan, hit: DocumentHit, page: SearchDocument | undefined, contextLength: number): SearchResult {
    const document = this.documents.get(hit.type, hit.position);
    const terms = new Set(hit.termLists.flat());
    const isTitleRelated = hit.type === SearchDocumentType.Title || hit.type === SearchDocumentType.Heading;
    const text = this.deferredText(hit) ?? document.t;
    const titleText = isTitleRelated ? (document.t ?? '') : (document.s ?? page?.t ?? '');
    // Words found with typos or through a synonym are highlighted on the page by the term they
    // matched, not as typed.
    const tokens = plan.words.map((word, w) => (hit.edits[w] === 0 && !hit.synonym[w] ? word.raw : (hit.matched[w]![0] ?? word.raw)));
    return {
      document: text !== undefined && document.t === undefined ? { ...document, t: text } : document,
      type: hit.type,
      ...(hit.type !== SearchDocumentType.Title && page ? { page } : {}),
      metadata: { terms: [...terms] },
      tokens,
      score: hit.scores.reduce((s, x) => s + x, 0),
      title: isTitleRelated ? snippetParts(titleText, terms, contextLength) : highlightParts(titleText, terms),
      // A parents hit would repeat, as its snippet, the path the result already shows.
      ...(!isTitleRelated && hit.type !== SearchDocumentType.Parents && text !== undefined ? { snippet: snippetParts(text, terms, contextLength) } : {}),
    };
  }
}

/**
 * The plan of the query with each identifier written as its words ("eth send Transaction"), or
 * null if it has none. A method name's namespace stays a part: "eth" of `eth_sendTransaction`
 * finds the eth_ methods, not pages about the currency.
 */
function spelledOut(text: string, options: RankingOptions): QueryPlan | null {
  let changed = false;
  const namespaces = new Set<string>();
  const words = splitWords(text).map((word) => {
    const parts = identifierWords(word);
    if (parts.length === 0) return word;
    changed = true;
    if (NAMESPACED.test(word)) namespaces.add(parts[0]!.toLowerCase());
    return parts.join(' ');
  });
  if (!changed) return null;
  const plan = planQuery(words.join(' '), options.typos, options.maxQueryWords);
  return { ...plan, words: plan.words.map((word) => (namespaces.has(word.raw) ? { ...word, partOnly: true } : word)) };
}

/** Marks results that continue the page of an earlier result, for the tree shown in suggestions. */
function markTrees(results: SearchResult[]): SearchResult[] {
  const pageOf = (r: SearchResult) => (r.type === SearchDocumentType.Title ? r.document.i : r.page?.i);
  results.forEach((result, n) => {
    const page = pageOf(result);
    if (n === 0 || page === undefined || pageOf(results[n - 1]!) !== page) return;
    if (n < results.length - 1 && pageOf(results[n + 1]!) === page) result.isInterOfTree = true;
    else result.isLastOfTree = true;
  });
  return results;
}
