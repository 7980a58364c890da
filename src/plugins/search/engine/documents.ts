import { readNumbers, writeNumber } from './indexFormat';
import { isRowLabel, SearchDocumentType, type PackedDocuments, type SearchDocument, type StoredDocument } from './types';

/**
 * The index file leaves out of each document what the documents around it already say (see
 * `StoredDocument`), which is a third of the file the first search waits for:
 * - the URL of every document that is not a page title: its page's;
 * - the page id of a document that belongs to the closest page title before it (ids are numbered
 *   in page order, so that is every document the build writes);
 * - the anchor of a section's text that is the anchor of the heading just before it, or '' when
 *   the document just before it is not a heading (the text of the page's first section);
 * - a section title that repeats the page title or the heading with the same anchor, and a row
 *   label's section title, which is the heading before it or the page title (stored as '', as a
 *   row label must keep an `s`);
 * - the anchor of a heading that its text or the heading before it gives (see `AS_WRITTEN`): nine
 *   in ten of the site's headings and row labels.
 * `DocumentTable` restores every document exactly as `storeDocuments` received it, given documents
 * as the build writes them: every document but a title has its page id `p`, and every section text
 * its anchor `h`.
 */

/**
 * How a heading document's anchor is stored when its text or the heading before it gives it:
 * - left out: the text as Docusaurus makes an anchor of plain words (`slugOf`): "Use it from
 *   your code" is `#use-it-from-your-code`;
 * - `AS_WRITTEN`: `#` and the text as written, the anchor of a contract member (`#claimMessage`);
 * - `AS_BEFORE`: the anchor of the heading document just before it, as a table row's label has
 *   its section's;
 * - `PREFIXED` and a prefix: `#`, the prefix, then the text slugged without the hyphens it starts
 *   with (`bareSlug`). Table rows with anchors of their own are named so: `+limit-` for the row
 *   `ADD` at `#limit-add`, `+` for `--plugin-linea-liveness-enabled` at
 *   `#plugin-linea-liveness-enabled`; any heading whose anchor ends with its slug is stored so.
 * Any other value is the anchor itself, which is '' or starts with `#`.
 */
const AS_WRITTEN = '=';
/** A row label's stored section title when it is the one `Layout.rowSection` gives. */
const ROW_SECTION = '';
const AS_BEFORE = '^';
const PREFIXED = '+';

/** A heading's text as an anchor: lowercased, punctuation other than `-` and `_` dropped, each space a `-`. */
function slugOf(text: string): string {
  const lower = text.toLowerCase();
  // The same in ASCII without Unicode classes, which took most of reading the headings at start-up.
  const kept = ASCII.test(lower) ? lower.replace(/[^a-z0-9\s_-]/g, '') : lower.replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '');
  return `#${kept.replace(/\s/g, '-')}`;
}

// eslint-disable-next-line no-control-regex -- every character up to U+007F
const ASCII = /^[\x00-\x7f]*$/;

/** The anchor a heading document leads to, given the anchor of the heading document before it. */
function anchorOfHeading(doc: StoredDocument, before: string): string {
  if (doc.h === undefined) return slugOf(doc.t ?? '');
  if (doc.h === AS_WRITTEN) return `#${doc.t ?? ''}`;
  if (doc.h === AS_BEFORE) return before;
  if (doc.h.startsWith(PREFIXED)) return `#${doc.h.slice(PREFIXED.length)}${bareSlug(doc.t ?? '')}`;
  return doc.h;
}

/** The text slugged, without `#` and the hyphens it starts with (see `PREFIXED`). */
function bareSlug(text: string): string {
  return slugOf(text).slice(1).replace(/^-+/, '');
}

/** How `anchorOfHeading` stores a heading document's anchor `h` (see `AS_WRITTEN`). */
function storedAnchor(doc: SearchDocument, before: string): string | undefined {
  const h = doc.h ?? '';
  if (h !== '' && !h.startsWith('#')) throw new Error(`Search documents: the anchor ${JSON.stringify(h)} of heading ${doc.i} does not start with #`);
  if (h === slugOf(doc.t ?? '')) return undefined;
  if (h === `#${doc.t ?? ''}`) return AS_WRITTEN;
  if (h === before) return AS_BEFORE;
  const slug = bareSlug(doc.t ?? '');
  if (slug !== '' && h.endsWith(slug)) return `${PREFIXED}${h.slice(1, h.length - slug.length)}`;
  return h;
}

/** Types whose documents carry a section title: the page's, or the heading's above the text. */
const WITH_SECTION: ReadonlySet<SearchDocumentType> = new Set([SearchDocumentType.Description, SearchDocumentType.Keywords, SearchDocumentType.Content, SearchDocumentType.Parents]);

/** What a document can be restored from: the page titles and the headings. */
class Layout {
  private readonly titleIds: number[];
  private readonly titles = new Map<number, { t?: string; u: string }>();
  /** Anchor of each heading, by heading id. */
  private readonly anchors = new Map<number, string>();
  /** Text of each heading, by page id and anchor. */
  private readonly headingText = new Map<string, string | undefined>();
  /** The section each row label is in, by id, as the build names it (see `rowSection`). */
  private readonly rowSections = new Map<number, string | undefined>();

  constructor(titles: readonly StoredDocument[], headings: readonly StoredDocument[]) {
    for (const doc of titles) this.titles.set(doc.i, { t: doc.t, u: doc.u ?? '' });
    this.titleIds = [...this.titles.keys()].sort((a, b) => a - b);
    let before = '';
    let section: { page: number | undefined; text: string | undefined } | undefined;
    for (const doc of headings) {
      const anchor = anchorOfHeading(doc, before);
      before = anchor;
      this.anchors.set(doc.i, anchor);
      const page = this.pageIdOf(SearchDocumentType.Heading, doc);
      // A row label shares its section's anchor but is not its heading.
      if (isRowLabel(doc)) this.rowSections.set(doc.i, section && section.page === page ? section.text : this.page(page)?.t);
      else {
        this.headingText.set(`${page}${anchor}`, doc.t);
        section = { page, text: doc.t };
      }
    }
  }

  /**
   * The section title a row label has when the file leaves it out: the last section heading of its
   * page before it, or the page's title above the first heading.
   */
  rowSection(i: number): string | undefined {
    return this.rowSections.get(i);
  }

  /** The anchor of the heading document with id `i`. */
  headingAnchor(i: number): string {
    return this.anchors.get(i) ?? '';
  }

  page(id: number | undefined): { t?: string; u: string } | undefined {
    return id === undefined ? undefined : this.titles.get(id);
  }

  heading(page: number | undefined, hash: string | undefined): string | undefined {
    return this.headingText.get(`${page}${hash ?? ''}`);
  }

  /** Id of the page of a stored document of `type`: its own for a title, else its `p` or the closest title before it. */
  pageIdOf(type: SearchDocumentType, doc: StoredDocument): number | undefined {
    return type === SearchDocumentType.Title ? doc.i : (doc.p ?? this.pageBefore(doc.i));
  }

  /** Id of the closest page title at or before id `i`. */
  pageBefore(i: number): number | undefined {
    let low = 0;
    let high = this.titleIds.length - 1;
    let found: number | undefined;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (this.titleIds[mid]! <= i) {
        found = this.titleIds[mid];
        low = mid + 1;
      } else {
        high = mid - 1;
      }
    }
    return found;
  }

  /** The anchor a section's text takes when it is left out: the heading's just before it, or ''. */
  anchorBefore(i: number): string {
    return this.anchors.get(i - 1) ?? '';
  }
}

/** The section title a document gets back when the file leaves it out. */
function impliedSection(type: SearchDocumentType, doc: StoredDocument, layout: Layout): string | undefined {
  if (!WITH_SECTION.has(type)) return undefined;
  const heading = type === SearchDocumentType.Content && doc.h ? layout.heading(doc.p, doc.h) : undefined;
  return heading ?? layout.page(doc.p)?.t;
}

/** Documents of each content type as the index file stores them. */
export function storeDocuments(byType: readonly (readonly SearchDocument[])[]): StoredDocument[][] {
  // The layout reads a heading's `h` as stored, where a missing one is its slugged text: a heading
  // without an anchor leads to the top of its page ('').
  const headings = (byType[SearchDocumentType.Heading] ?? []).map((doc) => ({ ...doc, h: doc.h ?? '' }));
  const layout = new Layout(byType[SearchDocumentType.Title] ?? [], headings);
  return byType.map((documents, type) =>
    documents.map((doc, n) => {
      if (type === SearchDocumentType.Title) return doc;
      const stored: StoredDocument = { ...doc };
      if (type === SearchDocumentType.Heading) {
        const h = storedAnchor(doc, n === 0 ? '' : (documents[n - 1]!.h ?? ''));
        if (h === undefined) delete stored.h;
        else stored.h = h;
      }
      if (stored.u === layout.page(doc.p)?.u) delete stored.u;
      if (stored.s !== undefined && stored.s === impliedSection(type as SearchDocumentType, doc, layout)) delete stored.s;
      // A row label keeps an empty `s`, which still marks it as one (`isRowLabel`).
      if (type === SearchDocumentType.Heading && stored.s !== undefined && stored.s === layout.rowSection(doc.i)) stored.s = ROW_SECTION;
      if (stored.p !== undefined && stored.p === layout.pageBefore(doc.i)) delete stored.p;
      if (type === SearchDocumentType.Content && stored.h !== undefined && stored.h === layout.anchorBefore(doc.i)) delete stored.h;
      return stored;
    }),
  );
}

/**
 * The documents of an index file, restored one at a time when a result needs them; ranking reads
 * only page ids (`pageOf`).
 */
export class DocumentTable {
  private readonly layout: Layout;
  private readonly restored: Map<number, SearchDocument>[];
  private readonly pageIds: (Int32Array | undefined)[];

  constructor(private readonly stored: readonly (readonly StoredDocument[])[]) {
    this.layout = new Layout(stored[SearchDocumentType.Title] ?? [], stored[SearchDocumentType.Heading] ?? []);
    this.restored = stored.map(() => new Map());
    this.pageIds = stored.map(() => undefined);
  }

  /** The documents of a type as stored: `u`, `s`, `p` and `h` may be missing. */
  storedOf(type: SearchDocumentType): readonly StoredDocument[] {
    return this.stored[type] ?? [];
  }

  /** Id of the page the document at `position` among the documents of `type` belongs to. */
  pageOf(type: SearchDocumentType, position: number): number {
    let ids = this.pageIds[type];
    if (!ids) {
      ids = Int32Array.from(this.storedOf(type), (doc) => this.layout.pageIdOf(type, doc) ?? doc.i);
      this.pageIds[type] = ids;
    }
    return ids[position]!;
  }

  /** Where the document at `position` among the documents of `type` leads on its page: its anchor, or '' for the top. */
  anchorOf(type: SearchDocumentType, position: number): string {
    const doc = this.stored[type]![position]!;
    if (type === SearchDocumentType.Heading) return this.layout.headingAnchor(doc.i);
    return (type === SearchDocumentType.Content ? (doc.h ?? this.layout.anchorBefore(doc.i)) : doc.h) ?? '';
  }

  /** The full document at `position` among the documents of `type`. */
  get(type: SearchDocumentType, position: number): SearchDocument {
    let document = this.restored[type]?.get(position);
    if (!document) {
      const doc = this.stored[type]![position]!;
      const p = type === SearchDocumentType.Title ? doc.p : this.layout.pageIdOf(type, doc);
      const h = type === SearchDocumentType.Content ? (doc.h ?? this.layout.anchorBefore(doc.i)) : type === SearchDocumentType.Heading ? this.layout.headingAnchor(doc.i) : doc.h;
      const u = doc.u ?? this.layout.page(p)?.u ?? '';
      const s = doc.s === ROW_SECTION && type === SearchDocumentType.Heading ? this.layout.rowSection(doc.i) : (doc.s ?? impliedSection(type, { ...doc, p, h }, this.layout));
      document = { ...doc, u, ...(p !== undefined ? { p } : {}), ...(h !== undefined ? { h } : {}), ...(s !== undefined ? { s } : {}) };
      this.restored[type]?.set(position, document);
    }
    return document;
  }
}

/** The fields of a stored document other than its id (code identifiers are never stored). */
type Column = Exclude<keyof StoredDocument, 'i' | 'c'>;

/** Every `Column`, each once: a field added to `SearchDocument` fails to compile here until listed. */
export const COLUMNS = ['t', 'u', 'h', 's', 'p', 'b'] as const satisfies readonly Column[];
const everyColumn: Exclude<Column, (typeof COLUMNS)[number]> extends never ? true : never = true;
void everyColumn;

/** The stored documents of one type by column (see `PackedDocuments`), about a quarter smaller gzipped. */
export function packDocuments(documents: readonly StoredDocument[]): PackedDocuments {
  let previous = 0;
  const packed: PackedDocuments = {
    i: documents
      .map((doc) => {
        const gap = doc.i - previous;
        if (gap < 0) throw new Error(`Search documents must come in id order: ${doc.i} after ${previous}`);
        previous = doc.i;
        return writeNumber(gap);
      })
      .join(''),
  };
  for (const column of COLUMNS) {
    if (!documents.some((doc) => doc[column] !== undefined)) continue;
    (packed as Record<Column, unknown[]>)[column] = documents.map((doc) => doc[column] ?? null);
  }
  return packed;
}

/** The stored documents `packDocuments` received, each as one object again. */
export function unpackDocuments(packed: PackedDocuments): StoredDocument[] {
  let id = 0;
  const documents: StoredDocument[] = readNumbers(packed.i).map((gap) => ({ i: (id += gap) }));
  for (const column of COLUMNS) {
    const values = packed[column];
    if (!values) continue;
    if (values.length !== documents.length) throw new Error(`Search index: column ${column} has ${values.length} entries for ${documents.length} documents`);
    values.forEach((value, n) => {
      if (value !== null) (documents[n] as Record<Column, unknown>)[column] = value;
    });
  }
  return documents;
}
