/**
 * The search index contract, which other tools read too: `search-index.json` is a list of
 * `{documents, index}` entries, one per content type in the order of `SearchDocumentType`, where
 * `index` is a serialized full-text index of that type's documents.
 */

/** Content types, in the order of the index entries. */
export const SearchDocumentType = {
  Title: 0,
  Heading: 1,
  Description: 2,
  Keywords: 3,
  Content: 4,
  /** The titles of the sidebar categories above the page. */
  Parents: 5,
} as const;
export type SearchDocumentType = (typeof SearchDocumentType)[keyof typeof SearchDocumentType];

export const searchDocumentTypes: readonly SearchDocumentType[] = [0, 1, 2, 3, 4, 5];

/**
 * One searchable document: a page title, a heading, a description, a keyword phrase, a section's
 * text or the page's parent categories.
 */
export interface SearchDocument {
  /** Id; description, keywords and parents documents share the id of their page's title document. */
  i: number;
  /** Text. Documents of the `deferredTextTypes` leave it out of the index file: it only feeds snippets. */
  t?: string;
  /** URL path of the page. */
  u: string;
  /** Anchor of the heading, with its `#`, or '' for the top of the page. */
  h?: string;
  /**
   * Section title: the heading above a content document, the page title of a description, and on
   * a heading document, the section of the table row it labels (see `ExtractedSection.labels`).
   */
  s?: string;
  /** Id of the page's title document. */
  p?: number;
  /**
   * A content document's code identifiers (see `ExtractedSection.code`): the index reads them after
   * the text, and no file stores them.
   */
  c?: string;
  /** Breadcrumb of a title document: navbar section, then sidebar categories. */
  b?: string[];
}

/**
 * Between a row label's name and its row's value in the label's text ("Chain ID: 59144 59141"; see
 * extract.ts): the value matches what readers type, the name alone is what the row is called.
 */
export const ROW_VALUE_SEPARATOR = ': ';

/** The name of a row label, without its value; any other heading's text as it is. */
export function headingName(document: Pick<SearchDocument, 's' | 't'>): string {
  const text = document.t ?? '';
  if (!isRowLabel(document)) return text;
  const at = text.indexOf(ROW_VALUE_SEPARATOR);
  return at === -1 ? text : text.slice(0, at);
}

/**
 * Whether a heading document labels a table row rather than heads a section: a row label carries
 * the title of its section as `s` (see `ExtractedSection.labels` and build.ts), a section heading
 * carries none.
 */
export function isRowLabel(document: Pick<SearchDocument, 's'>): boolean {
  return document.s !== undefined;
}

/**
 * A document as the index file stores it: what the documents around it say is left out (see
 * documents.ts). `u` is only on title documents (the others take their page's), `p` only where it
 * is not the closest page title before the document, a section text's `h` only where it is not the
 * anchor of the heading just before it, and `s` only where it is neither the page title nor the
 * text of the heading with the same anchor (a row label's `s` is '' where it is the heading before
 * it or the page title). A heading's `h` is missing where the anchor is its text slugged, `=`
 * where it is `#` and the text as written, `^` where it is the anchor of the heading document
 * before it, `+` and a prefix where it is `#`, the prefix and the text slugged, and otherwise the
 * anchor itself ('' or starting with `#`). `DocumentTable` restores them.
 */
export type StoredDocument = Omit<SearchDocument, 'u'> & { u?: string };

/** Compact serialization of a MiniSearch index of two fields, words and identifier parts (see indexFormat.ts). */
export interface SerializedIndex {
  /**
   * Per field (words, identifier parts): the field length of each document, in document order,
   * as numbers written by `writeNumber`.
   */
  l: string[];
  /** Per field: the average field length. */
  a: number[];
  /**
   * The index's terms, in the order of the file's dictionary (`SearchIndexFile.t`): the first
   * term's line number, then for each next term the lines skipped since the one before, written
   * by `writeNumber`.
   */
  m: string;
  /**
   * Per field, one line per term of `m`, in its order: the term's postings in the field as the
   * gaps between document positions, written by `writeNumber`; empty where the field lacks it.
   */
  p: string[];
  /**
   * Per field, one line per term of `m`: the frequencies above 1 of the term's postings, as pairs
   * (postings skipped since the last one named, frequency − 2) written by `writeNumber`; empty
   * where every frequency is 1.
   */
  f: string[];
}

/**
 * The stored documents of one content type as the index file writes them, by column rather than
 * as one object each (`packDocuments`): `i` holds every id as the gap from the id before it,
 * written by `writeNumber`; each other field is a column with one entry per document, `null` where
 * the document has none. A column no document uses is left out.
 */
export interface PackedDocuments {
  i: string;
  t?: (string | null)[];
  u?: (string | null)[];
  h?: (string | null)[];
  s?: (string | null)[];
  p?: (number | null)[];
  b?: (string[] | null)[];
}

export interface IndexEntry {
  documents: PackedDocuments;
  index: SerializedIndex;
}

/** `search-index.json`: one dictionary of terms, and the documents and index of each content type. */
export interface SearchIndexFile {
  /** Format version. */
  v: 6;
  /**
   * Every term of every index of the file, in code-unit order, one per line, front-coded: the
   * number of characters the term shares with the line before (written by `writeNumber`), then
   * the rest.
   */
  t: string;
  /** Per content type, in `SearchDocumentType` order: its stored documents and its index. */
  e: IndexEntry[];
}

/**
 * Types whose documents' text only snippets show: the index file leaves it out, and the snippets
 * file (`SnippetTexts`) holds it, type after type in this order.
 */
export const deferredTextTypes: readonly SearchDocumentType[] = [SearchDocumentType.Content, SearchDocumentType.Keywords, SearchDocumentType.Parents];

/** The text of each document of the `deferredTextTypes`, type after type, in each entry's order. */
export type SnippetTexts = string[];

/** One part of a highlighted text: matched parts are marked. */
export interface TextPart {
  text: string;
  mark?: true;
}

export interface SearchResult {
  document: SearchDocument;
  type: SearchDocumentType;
  /** The page's title document (absent for title results). */
  page?: SearchDocument;
  /** What matched: the index terms found in this document. */
  metadata: { terms: string[] };
  /** Query words to highlight on the target page (`_highlight` parameters). */
  tokens: string[];
  score: number;
  /** Title of the hit (document text, or the section it belongs to), highlighted. */
  title: TextPart[];
  /** A window of the document's text around the match, when the text is loaded. */
  snippet?: TextPart[];
  /** The result continues the page of the result before it (suggestions show them as a tree). */
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}

/** A built page as the index reads it (see `extract.ts`). */
export interface ExtractedSection {
  /** Heading text; the page title for the first section. */
  title: string;
  /** `#anchor` of the heading, '' for the first section. */
  hash: string;
  /** The section's prose: its text without its code blocks. */
  content: string;
  /**
   * The identifiers of the section's code blocks (`<pre>`), each once: method and function names,
   * flags, dotted and hyphenated option names, hex values. They are what a reader searches code
   * for; the rest of a block (keywords, variable names, punctuation) would only repeat common
   * words, and snippets show prose.
   */
  code?: string;
  /**
   * The headers of the table rows in the section (`<th scope="row">`), in order: each names the
   * fact its row gives ("Chain ID", "Block time"), as a heading names a section. Only the cell's
   * own words, through links and emphasis: a code name or a note nested in it is left out.
   */
  labels?: string[];
  /**
   * The rows of the section's tables that have an anchor of their own (`<tr id>`), in order: a
   * configuration key, a module limit. Each is labelled by its header's whole text, code included
   * (the key as written), and a result for it opens the row rather than the section.
   */
  rows?: ExtractedRow[];
}

export interface ExtractedRow {
  /** The row header's text, with the row's value when it is short (see `ExtractedSection.labels`). */
  label: string;
  /** `#anchor` of the row: its `id`. */
  hash: string;
}

export interface ExtractedPage {
  title: string;
  description: string;
  /** The keywords meta tag: phrases separated by commas. */
  keywords: string;
  /** The page's own link text in the sidebar (`sidebar_label`), when it has one. */
  sidebarLabel?: string;
  breadcrumb: string[];
  sections: ExtractedSection[];
}
