import { SearchDocumentType, type SearchDocument, type StoredDocument } from './types';

/**
 * The index file leaves out of each document what its page already says (see `StoredDocument`):
 * the URL of every document that is not a page title, the page id of a document that shares its
 * page's id (description, keywords, categories), and a section title that repeats the page title or
 * the heading with the same anchor. That is a tenth of the file the first search waits for.
 * `DocumentTable` restores every document exactly as `storeDocuments` received it.
 */

/** Types whose documents carry a section title: the page's, or the heading's above the text. */
const WITH_SECTION: ReadonlySet<SearchDocumentType> = new Set([SearchDocumentType.Description, SearchDocumentType.Keywords, SearchDocumentType.Content, SearchDocumentType.Category]);

interface Pages {
  page(id: number | undefined): { t?: string; u: string } | undefined;
  heading(page: number | undefined, hash: string | undefined): string | undefined;
}

function pagesOf(titles: readonly { i: number; t?: string; u?: string }[], headings: readonly StoredDocument[]): Pages {
  const byId = new Map(titles.map((doc) => [doc.i, { t: doc.t, u: doc.u ?? '' }]));
  const headingText = new Map(headings.map((doc) => [`${doc.p}${doc.h ?? ''}`, doc.t]));
  return {
    page: (id) => (id === undefined ? undefined : byId.get(id)),
    heading: (page, hash) => headingText.get(`${page}${hash ?? ''}`),
  };
}

/** The section title a document gets back when the file leaves it out. */
function impliedSection(type: SearchDocumentType, doc: StoredDocument, pages: Pages): string | undefined {
  if (!WITH_SECTION.has(type)) return undefined;
  const heading = type === SearchDocumentType.Content && doc.h ? pages.heading(doc.p, doc.h) : undefined;
  return heading ?? pages.page(doc.p)?.t;
}

/** Documents of each content type as the index file stores them. */
export function storeDocuments(byType: readonly (readonly SearchDocument[])[]): StoredDocument[][] {
  const pages = pagesOf(byType[SearchDocumentType.Title] ?? [], byType[SearchDocumentType.Heading] ?? []);
  return byType.map((documents, type) =>
    documents.map((doc) => {
      if (type === SearchDocumentType.Title) return doc;
      const stored: StoredDocument = { ...doc };
      if (stored.u === pages.page(doc.p)?.u) delete stored.u;
      // A page's description, keywords and categories share its id: their page is themselves.
      if (stored.p === stored.i) delete stored.p;
      if (stored.s !== undefined && stored.s === impliedSection(type as SearchDocumentType, doc, pages)) delete stored.s;
      return stored;
    }),
  );
}

/**
 * The documents of an index file, restored one at a time when a result needs them: ranking reads
 * only ids and page ids, which every stored document has.
 */
export class DocumentTable {
  private readonly pages: Pages;
  private readonly restored: Map<number, SearchDocument>[];

  constructor(private readonly stored: readonly (readonly StoredDocument[])[]) {
    this.pages = pagesOf(stored[SearchDocumentType.Title] ?? [], stored[SearchDocumentType.Heading] ?? []);
    this.restored = stored.map(() => new Map());
  }

  /** The documents of a type as stored: `u` and `s` may be missing. */
  storedOf(type: SearchDocumentType): readonly StoredDocument[] {
    return this.stored[type] ?? [];
  }

  /** The full document at `position` among the documents of `type`. */
  get(type: SearchDocumentType, position: number): SearchDocument {
    let document = this.restored[type]?.get(position);
    if (!document) {
      const doc = this.stored[type]![position]!;
      const p = type === SearchDocumentType.Title ? doc.p : (doc.p ?? doc.i);
      const u = doc.u ?? this.pages.page(p)?.u ?? '';
      const s = doc.s ?? impliedSection(type, { ...doc, p }, this.pages);
      document = { ...doc, u, ...(p !== undefined ? { p } : {}), ...(s !== undefined ? { s } : {}) };
      this.restored[type]?.set(position, document);
    }
    return document;
  }
}
