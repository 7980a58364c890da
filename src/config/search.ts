import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

/**
 * Options of @easyops-cn/docusaurus-search-local, set to the constants of the spec (sections 5, 7
 * and 9). Values equal to the plugin default are written out when the spec names them, so the
 * contract is visible in one place; each non-default value says why.
 */
export const searchOptions = {
  // Non-default: the index file name carries the build hash, so a deploy busts caches.
  hashed: true,
  language: ['en'],
  // Non-default: docs are served from the site root (routeBasePath "/"), not /docs.
  docsRouteBasePath: ['/'],
  docsDir: ['docs'],
  // Non-default: there is no blog.
  indexBlog: false,
  indexDocs: true,
  indexPages: false,
  // Default stop-word filter kept: stop words are dropped from queries.
  removeDefaultStopWordFilter: false,
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  // Non-default: `_highlight` parameters mark the matched terms on the target doc page.
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: false,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  // Non-default: the box sits on the right of the navbar.
  searchBarPosition: 'right',
  hideSearchBarWithNoSearchContext: false,
  useAllContextsWithNoSearchContext: false,
  // Non-default: typo tolerance is off until the relevance work tunes it on the real site.
  fuzzyMatchingDistance: 0,
} satisfies PluginOptions;
