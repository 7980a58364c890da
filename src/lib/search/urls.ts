/**
 * URLs of search (spec sections 2.7 and 7): the index files, the results page and result links.
 * The error messages are the spec's.
 */

export const SEARCH_PARAM_HIGHLIGHT = '_highlight';

/** File name of an index for a search context: `search-index.json`, or `search-index-api-reference.json` for `api/reference`. */
export function searchIndexFile(searchContext: string, kind: 'index' | 'snippets' = 'index'): string {
  const dir = searchContext ? `-${searchContext.replace(/\//g, '-')}` : '';
  return `search-${kind}${dir}.json`;
}

export interface IndexUrls {
  index: string;
  snippets: string;
}

/**
 * Where the index of a docs version lives, with the cache-busting value. Only same-origin URLs
 * are accepted: a version taken from the results page's query string must not point the
 * search at another site.
 */
export function searchIndexUrls(versionUrl: string, searchContext: string, hash: string, origin: string): IndexUrls {
  const query = hash ? `?_=${hash}` : '';
  const urls = {
    index: `${versionUrl}${searchIndexFile(searchContext)}${query}`,
    snippets: `${versionUrl}${searchIndexFile(searchContext, 'snippets')}${query}`,
  };
  for (const url of Object.values(urls)) {
    if (new URL(url, origin).origin !== origin) throw new Error('Unexpected version url');
  }
  return urls;
}

/** The results page for a query: `{base}search?q=...`, with the context and non-latest version. */
export function searchPageUrl(baseUrl: string, versionUrl: string, query: string, searchContext = ''): string {
  const params = new URLSearchParams();
  params.set('q', query);
  if (searchContext) params.set('ctx', searchContext);
  if (versionUrl !== baseUrl) {
    if (!versionUrl.startsWith(baseUrl)) {
      throw new Error(`Version url '${versionUrl}' does not start with base url '${baseUrl}', this is a bug of the site search.`);
    }
    params.set('version', versionUrl.substring(baseUrl.length));
  }
  return `${baseUrl}search?${params.toString()}`;
}

/** Link of a result: its page with one `_highlight` parameter per term, then its anchor. */
export function resultUrl(document: { u: string; h?: string }, tokens: readonly string[], highlight: boolean): string {
  const params = new URLSearchParams();
  if (highlight) for (const token of tokens) params.append(SEARCH_PARAM_HIGHLIGHT, token);
  const query = params.toString();
  return `${document.u}${query ? `?${query}` : ''}${document.h ?? ''}`;
}

/** Highlight terms of a page URL's query string; a malformed query string has none. */
export function highlightTerms(search: string): string[] {
  try {
    return new URLSearchParams(search)
      .getAll(SEARCH_PARAM_HIGHLIGHT)
      .map((t) => t.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}
