/**
 * `search_docs` runs the site's own search (src/plugins/search/engine, the engine the browser's
 * worker runs) over the build's own index files, with the request the navbar box sends, so an
 * agent and a reader typing the same query see the same pages in the same order.
 */
import { createSiteSearch, suggestionRequest, type SearchRequest, type SiteSearch, type SiteSearchHit } from '../../src/plugins/search/engine';
import { INDEX_FILE, SNIPPETS_FILE } from '../../src/plugins/search/engine/urls';
import type { BuildFolder } from './build';

/** What the navbar box asks for: its first page of suggestions. */
export const boxRequest: SearchRequest = suggestionRequest;

export interface DocsHit {
  /** Title of the page the result is on. */
  title: string;
  /** The heading the match is under, when it is not the top of the page. */
  heading?: string;
  url: string;
  /** URL path of the page, without anchor. */
  path: string;
  snippet?: string;
  kind: SiteSearchHit['type'];
}

export class DocsSearch {
  private readonly site: SiteSearch;

  constructor(build: BuildFolder) {
    this.site = createSiteSearch(build.readJson(INDEX_FILE), build.readJson(SNIPPETS_FILE));
  }

  search(query: string, request: SearchRequest, siteUrl: string): DocsHit[] {
    return this.answer(query, request, siteUrl).hits;
  }

  /** The hits, and the words of the query no page has, left out to find them. */
  answer(query: string, request: SearchRequest, siteUrl: string): { hits: DocsHit[]; missing: string[] } {
    const { hits, missing } = this.site.answer(query, request);
    const docsHits = hits.map((hit) => ({
      title: hit.page,
      ...(hit.section ? { heading: hit.section } : {}),
      url: `${siteUrl}${hit.url}`,
      path: hit.url.replace(/#.*$/, ''),
      ...(hit.snippet ? { snippet: hit.snippet } : {}),
      kind: hit.type,
    }));
    return { hits: docsHits, missing };
  }
}
