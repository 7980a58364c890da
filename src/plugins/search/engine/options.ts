import { searchSynonyms } from './synonyms';
import type { RankingOptions, SearchRequest } from './engine';

/**
 * The constants of site search, one set for the browser, the index build and any server-side
 * consumer, so they all rank alike. Change them with `npm run build && npm run bench:search`
 * before and after.
 */
export const rankingOptions: RankingOptions = {
  // A page whose title matches outranks one that only mentions the words; a heading outranks
  // body text. Descriptions, keyword phrases and the titles of the sidebar categories above the
  // page summarise it, so they count a little more than body text.
  typeWeights: { 0: 8, 1: 4, 2: 2, 3: 2, 4: 1, 5: 2 },
  // BM25 with k1 1.2 and b 0.75, the constants the site has always ranked with.
  bm25: { k1: 1.2, b: 0.75 },
  // A half-typed last word matching a longer term counts half; a typo match a little less.
  prefixWeight: 0.5,
  fuzzyWeight: 0.45,
  // A word found only inside an identifier (`low` in `ValueSentTooLow`) counts half.
  partWeight: 0.5,
  // A page scores its best match per word only: counting its other mentions let long sub-pages
  // outrank their overview ("run a node" found the Geth page first).
  secondaryShare: 0,
  // One typo for words of 5 letters or more, two from 9 letters: shorter words have too many
  // neighbours one edit away. When nothing matches at all, words of 3 and 4 letters get one typo
  // too: "chain idd" lists the chain ID pages rather than nothing ("0xz" and "a_b" still list
  // nothing: they are values and names, not words).
  typos: { oneEditFrom: 5, twoEditsFrom: 9, whenNothingFrom: 3 },
  // Typos are tried only when fewer than 8 pages (a full box) match every word exactly.
  fuzzyBelow: 8,
  // Abbreviations, compounds and other names readers type for what the docs say otherwise
  // (synonyms.ts); a page that says it otherwise answers nearly as well as one using the word.
  synonyms: searchSynonyms,
  synonymWeight: 0.8,
  // A word in the title says most that the page is about it; the description, a heading or a
  // keyword phrase (each names something the page covers) nearly as much; the parent categories
  // less; a paragraph only mentions it.
  ownerWeights: { 0: 1, 1: 0.8, 2: 0.9, 3: 0.8, 4: 0, 5: 0.5 },
  // A heading that is the query, word for word ("Precompiles"), owns it more than a description
  // that names it among other things, and less than a title.
  namedSectionWeight: 0.95,
  // More than a contract function's interface and its implementations share a heading: a label
  // like "Parameters", "Constructor" or "Related pages".
  templateHeadingPages: 5,
  // The glossary's headings are terms it defines in a few sentences: they answer "what is a
  // shnarf", and leave "trusted setup" to the page about the prover. Other ways of asking
  // ("define", "meaning of") are words a page must then match, so only "what" marks a question.
  definitions: { pages: ['/zero-knowledge-glossary'], questions: ['what'] },
  // Titles say "Run a Linea node": "run a node" is that page's title all the same.
  siteWords: ['Linea'],
  // Longer queries are cut to their first 8 words, which bounds the lookups of one keystroke.
  maxQueryWords: 8,
};

/** The navbar box: at most 8 suggestions, at most 3 of one page, 50-character title and snippet windows. */
export const suggestionRequest: SearchRequest = { limit: 8, maxPerPage: 3, contextLength: 50 };

/**
 * The results page lists more than the box, with longer snippets: up to 100 results, at most 5 of
 * one page, so that a page which repeats a word in every section ("bridge" on the TokenBridge
 * reference) leaves room for the other pages that have it.
 */
export const resultsPageRequest: SearchRequest = { limit: 100, maxPerPage: 5, contextLength: 100 };
