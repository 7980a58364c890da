/**
 * Site search outside the browser: the same engine, constants and ranking as the search box, on
 * the files the build writes. Environment-neutral (no DOM, no worker, no file system): the caller
 * reads and parses the files.
 *
 *   import { createSiteSearch } from './src/plugins/search/engine';
 *   const search = createSiteSearch(JSON.parse(indexJson), JSON.parse(snippetsJson));
 *   search.query('bridge eth'); // [{ title, url, page, section, category, snippet, type }, ...]
 *
 * `index` is the parsed `search-index.json`; `snippets`, the parsed `search-snippets.json`, is
 * optional (without it, hits inside a section's text come without a snippet).
 */
import { SearchEngine, type SearchRequest } from './engine';
import { rankingOptions, suggestionRequest } from './options';
import { documentUrl } from './urls';
import { COLUMNS } from './documents';
import { FORMAT_VERSION } from './indexFormat';
import { isRowLabel, SearchDocumentType, type SearchIndexFile, type SearchResult, type SnippetTexts, type TextPart } from './types';

export { SearchEngine, type RankingOptions, type SearchRequest } from './engine';
export { rankingOptions, resultsPageRequest, suggestionRequest } from './options';
export type { IndexEntry, SearchIndexFile, SearchResult, SnippetTexts } from './types';

export interface SiteSearchHit {
  /** What the hit shows first: the page title, the heading, or the section title of a text hit. */
  title: string;
  /** Path of the page, with the heading's anchor (`/get-started/how-to/gas-fees#worked-example`). */
  url: string;
  /** Title of the page the hit is on. */
  page: string;
  /** The heading the hit is under, when it is not the top of the page. */
  section?: string;
  /** Where the page sits: navbar section, then sidebar categories (`['Get started', 'How to']`). */
  category: string[];
  /** The words around the match, when the hit is in a section's text and the snippets were given. */
  snippet?: string;
  type: (typeof typeNames)[number];
}

export interface SiteSearch {
  /** The hits of a query in the search box's order; `request` defaults to the box's (8 hits, 3 per page). */
  query(text: string, request?: SearchRequest): SiteSearchHit[];
  /** The hits, and the words typed that no page has, which were left out to find them. */
  answer(text: string, request?: SearchRequest): { hits: SiteSearchHit[]; missing: string[] };
}

const typeNames = ['title', 'heading', 'description', 'keywords', 'content', 'parents'] as const;

/** Whether parsed JSON has the shape of `search-index.json`, in this version of its format. */
export function isSearchIndex(data: unknown): data is SearchIndexFile {
  const file = data as Partial<SearchIndexFile> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.v === FORMAT_VERSION &&
    typeof file.t === 'string' &&
    Array.isArray(file.e) &&
    file.e.every(
      (e) =>
        e &&
        typeof e.documents?.i === 'string' &&
        COLUMNS.every((column) => e.documents[column] === undefined || Array.isArray(e.documents[column])) &&
        e.index &&
        typeof e.index.m === 'string' &&
        Array.isArray(e.index.p) &&
        Array.isArray(e.index.f),
    )
  );
}

/**
 * The format of an index written by other code, when `data` names one: an index of formats 4 and
 * 5 is a list of entries, later ones say their version. Null for data that is no index at all.
 */
function otherFormat(data: unknown): string | null {
  if (Array.isArray(data)) return data.length > 0 && data.every((e) => e && typeof e === 'object' && 'index' in e && 'documents' in e) ? '5 or older' : null;
  const version = (data as { v?: unknown } | null)?.v;
  return typeof version === 'number' && version !== FORMAT_VERSION ? String(version) : null;
}

/** Throws, naming the problem, unless parsed JSON is a `search-index.json` this code reads. */
export function assertSearchIndex(data: unknown): asserts data is SearchIndexFile {
  if (isSearchIndex(data)) return;
  const format = otherFormat(data);
  if (format) throw new Error(`The search index is in format ${format} and this code reads format ${FORMAT_VERSION}: build the site again with this code (npm run build)`);
  throw new Error('The search index is malformed');
}

/** Whether parsed JSON has the shape of `search-snippets.json`. */
export function isSnippetTexts(data: unknown): data is SnippetTexts {
  return Array.isArray(data) && data.every((t) => typeof t === 'string');
}

const plain = (parts: readonly TextPart[] | undefined) => parts?.map((p) => p.text).join('');

function hitOf(result: SearchResult): SiteSearchHit {
  const { document } = result;
  const pageDoc = result.type === SearchDocumentType.Title ? document : result.page;
  // A table row's label is under its section (`s`), as a section's text is.
  const heading = result.type === SearchDocumentType.Heading ? (document.s ?? document.t) : result.type === SearchDocumentType.Content ? document.s : undefined;
  const page = pageDoc?.t ?? '';
  // A table row's label is the words found in its section.
  const rowLabel = result.type === SearchDocumentType.Heading && isRowLabel(document);
  const snippet = rowLabel ? plain(result.title) : result.type === SearchDocumentType.Title || result.type === SearchDocumentType.Heading ? undefined : plain(result.snippet);
  return {
    title: plain(result.title) ?? page,
    url: documentUrl(document),
    page,
    ...(heading && heading !== page ? { section: heading } : {}),
    category: [...(pageDoc?.b ?? [])],
    ...(snippet ? { snippet } : {}),
    type: typeNames[result.type],
  };
}

/** A search over the built index; throws when `index` (or `snippets`, when given) is malformed. */
export function createSiteSearch(index: unknown, snippets?: unknown): SiteSearch {
  assertSearchIndex(index);
  const engine = new SearchEngine(index, rankingOptions);
  if (snippets !== undefined) {
    if (!isSnippetTexts(snippets)) throw new Error('The search snippets are malformed');
    engine.setTexts(snippets);
  }
  const answer = (text: string, request: SearchRequest = suggestionRequest) => {
    const { results, missing } = engine.answer(text, request);
    return { hits: results.map(hitOf), missing };
  };
  return { query: (text, request) => answer(text, request).hits, answer };
}
