/**
 * `search_docs` runs the site's own search engine over the build's own index: the ranking, the
 * request the navbar box sends (result count, results per page, snippet length) and the index
 * files are the browser's, so an agent and a reader typing the same query see the same pages.
 */
import { rankingOptions, searchOptions } from '../../src/config/search';
import { SearchEngine, type SearchRequest } from '../../src/lib/search/engine';
import { SearchDocumentType, type IndexEntry, type SearchResult, type SnippetTexts, type TextPart } from '../../src/lib/search/types';
import { searchIndexFile } from '../../src/lib/search/urls';
import type { BuildFolder } from './build';

/** What the navbar box asks for: its first page of suggestions. */
export const boxRequest: SearchRequest = {
  limit: searchOptions.searchResultLimits,
  maxPerPage: searchOptions.suggestionsPerPage,
  contextLength: searchOptions.searchResultContextMaxLength,
};

export interface DocsHit {
  /** Title of the page the result is on. */
  title: string;
  /** The heading the match is under, when it is not the page itself. */
  heading?: string;
  url: string;
  /** URL path of the page, without anchor. */
  path: string;
  snippet?: string;
  kind: 'title' | 'heading' | 'description' | 'keywords' | 'text';
}

const kinds = ['title', 'heading', 'description', 'keywords', 'text'] as const;
const plain = (parts: readonly TextPart[] | undefined) => parts?.map((p) => p.text).join('') ?? '';

export class DocsSearch {
  private readonly engine: SearchEngine;

  constructor(build: BuildFolder) {
    const entries = build.readJson(searchIndexFile('')) as IndexEntry[];
    this.engine = new SearchEngine(entries, rankingOptions);
    this.engine.setTexts(build.readJson(searchIndexFile('', 'snippets')) as SnippetTexts);
  }

  /** The engine's own results, in its order. */
  raw(query: string, request: SearchRequest = boxRequest): SearchResult[] {
    return this.engine.search(query, request);
  }

  search(query: string, request: SearchRequest, siteUrl: string): DocsHit[] {
    return this.raw(query, request).map((r) => {
      const page = r.page ?? r.document;
      const isPage = r.type === SearchDocumentType.Title || r.type === SearchDocumentType.Description || r.type === SearchDocumentType.Keywords;
      const heading = isPage ? undefined : r.type === SearchDocumentType.Heading ? r.document.t : r.document.s;
      const snippet = plain(r.snippet) || (r.type === SearchDocumentType.Title ? undefined : r.document.t);
      return {
        title: page.t ?? page.s ?? r.document.u,
        ...(heading && heading !== page.t ? { heading } : {}),
        url: `${siteUrl}${r.document.u}${r.document.h ?? ''}`,
        path: r.document.u,
        ...(snippet ? { snippet } : {}),
        kind: kinds[r.type],
      };
    });
  }
}
