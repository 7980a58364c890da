import type { RankingOptions } from '../lib/search/engine';

/**
 * Site search (spec sections 4, 5, 7 and 9). `src/plugins/search` builds the index after the
 * build; the navbar box (`src/theme/SearchBar`) and the results page (`src/theme/SearchPage`)
 * query it in a Web Worker. The spec's constants are written out here even where they match what
 * the previous plugin (@easyops-cn/docusaurus-search-local) did by default; each value says why.
 */
export const searchOptions = {
  // Spec: English only, with its stop words dropped from queries and index.
  language: ['en'],
  removeDefaultStopWordFilter: false,
  // Spec: the index URL carries a hash of its inputs (`search-index.json?_=<hash>`), so a deploy busts caches.
  hashed: true,
  // Docs are served from the site root (routeBasePath "/").
  docsRouteBasePath: ['/'],
  // Spec: at most 8 suggestions in the box, with 50-character title and snippet windows.
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  // At most three suggestions per page, so eight suggestions show at least three pages.
  suggestionsPerPage: 3,
  // The results page lists more than the box, with longer snippets, as the previous plugin's did.
  searchPageResultLimits: 100,
  searchPageContextMaxLength: 100,
  // Spec: `_highlight` parameters mark the matched terms on the target doc page.
  highlightSearchTermsOnTargetPage: true,
  // Spec: Ctrl+K (Cmd+K on Mac) focuses the box, and the hint is shown.
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  // The box sits on the right of the navbar.
  searchBarPosition: 'right',
  // Spec: no search contexts, so nothing is hidden or scoped by path.
  hideSearchBarWithNoSearchContext: false,
  useAllContextsWithNoSearchContext: false,
  // Milliseconds after render before the index is fetched while the browser is idle (skipped
  // on save-data and 2G connections): late enough to stay out of the page's own first load.
  preloadDelayMs: 1500,
} as const;

/** How results are ranked (src/lib/search/engine.ts); tuned with `npm run bench:search`. */
export const rankingOptions: RankingOptions = {
  // A page whose title matches outranks one that only mentions the words; a heading outranks
  // body text. Descriptions summarise the page, so they count a little more than body text;
  // keywords include the titles of the sidebar categories above the page.
  typeWeights: { 0: 8, 1: 4, 2: 2, 3: 2, 4: 1 },
  // Spec: BM25 with k1 1.2 and b 0.75.
  bm25: { k1: 1.2, b: 0.75 },
  // A half-typed last word matching a longer term counts half; a typo match a little less.
  prefixWeight: 0.5,
  fuzzyWeight: 0.45,
  // A word found only inside an identifier (`low` in `ValueSentTooLow`) counts half.
  partWeight: 0.5,
  // A page scores its best match per word only: counting its other mentions let long sub-pages
  // outrank their overview ("run a node" found the Geth page first); measured with bench:search.
  secondaryShare: 0,
  // Issue #7: one typo for words of 5 letters or more, two from 9 letters.
  typos: { oneEditFrom: 5, twoEditsFrom: 9 },
  // Typos are tried only when fewer than 8 pages (a full box) match every word exactly.
  fuzzyBelow: 8,
  // Longer queries are cut to their first 8 words, which bounds the lookups of one keystroke.
  maxQueryWords: 8,
};
