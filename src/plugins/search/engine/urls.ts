/**
 * URLs of search: the index files, the results page and result links.
 *
 * The site has one docs version and no search contexts, so there is one index, at the site root.
 * The results page still accepts `ctx` and `version` in its query string: `ctx` selects nothing
 * (every context shares the one index) and `version` names a path below the base URL, which must
 * stay on the site's origin.
 */

export const SEARCH_PARAM_HIGHLIGHT = '_highlight';
export const INDEX_FILE = 'search-index.json';
export const SNIPPETS_FILE = 'search-snippets.json';

export interface IndexUrls {
  index: string;
  snippets: string;
}

/**
 * Where the index under `versionUrl` lives, with the cache-busting value. Only same-origin URLs
 * are accepted: a version taken from the results page's query string must not point the search
 * at another site.
 */
export function searchIndexUrls(versionUrl: string, hash: string, origin: string): IndexUrls {
  const query = hash ? `?_=${hash}` : '';
  const urls = { index: `${versionUrl}${INDEX_FILE}${query}`, snippets: `${versionUrl}${SNIPPETS_FILE}${query}` };
  for (const url of Object.values(urls)) {
    if (new URL(url, origin).origin !== origin) throw new Error('Unexpected version url');
  }
  return urls;
}

/** The results page for a query: `{base}search?q=...`. */
export function searchPageUrl(baseUrl: string, query: string): string {
  return `${baseUrl}search?${new URLSearchParams({ q: query }).toString()}`;
}

/** Path and anchor of a document, without highlight terms. */
export function documentUrl(document: { u: string; h?: string }): string {
  return `${document.u}${document.h ?? ''}`;
}

/** Link of a result: its page with one `_highlight` parameter per term, then its anchor. */
export function resultUrl(document: { u: string; h?: string }, tokens: readonly string[]): string {
  const params = new URLSearchParams();
  for (const token of tokens) params.append(SEARCH_PARAM_HIGHLIGHT, token);
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

/** The longest query `pathQuery` makes, in characters: a path can be any length. */
const PATH_QUERY_MAX = 80;

/**
 * What a path that leads nowhere asks for, as a search query: its last segment, with the one
 * before it when the last is a single plain word ("goldsky" is clearer as "data indexers goldsky",
 * "maru" as "run a node maru"), hyphens and dots as spaces. Names keep their underscores
 * (`eth_getLogs`). A file extension, a trailing `index` and segments of punctuation alone are
 * dropped, and a segment that is not valid percent-encoding is read as written. A long query is
 * cut at a word boundary. '' when the path names nothing (the base URL).
 */
export function pathQuery(pathname: string, baseUrl = '/'): string {
  const base = baseUrl.replace(/\/$/, '');
  const path = pathname === base || pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  const segments = path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .map((segment) =>
      segment
        .replace(/\.(html?|mdx?)$/i, '')
        .replace(/[-.+~]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((segment) => segment !== '' && segment.toLowerCase() !== 'index');
  const last = segments.length - 1;
  const plainWord = (segment: string) => /^[a-z]+$/i.test(segment);
  const query = (last > 0 && plainWord(segments[last]!) ? segments.slice(last - 1) : segments.slice(last)).join(' ');
  if (query.length <= PATH_QUERY_MAX) return query;
  const cut = query.slice(0, PATH_QUERY_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, PATH_QUERY_MAX)).trim();
}
