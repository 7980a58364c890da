import MiniSearch from 'minisearch';
import { indexFields, miniSearchOptions, type RankingOptions } from './engine';
import type { ExtractedPage } from './types';
import { packDocuments, storeDocuments } from './documents';
import { encodeIndexes } from './indexFormat';
import { processTerm } from './terms';
import { writtenWords } from './tokenize';
import { deferredTextTypes, headingName, SearchDocumentType, searchDocumentTypes, type SearchDocument, type SearchIndexFile, type SnippetTexts } from './types';

/**
 * Builds the search index of a set of pages: the documents of each content type, numbered in
 * page order (a page's title, description, keyword phrases and parents share one id, every heading
 * and section gets the next), and a full-text index per type. A section's row labels (see
 * `ExtractedSection.labels`) are headings of the page too, after the section's text, with its
 * anchor and, as `s`, its title (the page title for the first section): the result opens the
 * section that holds the row. A row with an anchor of its own (`ExtractedSection.rows`) is a row
 * label with that anchor: its result opens the row. A heading document with `s` is a row label
 * (`isRowLabel`).
 *
 * The text of the `deferredTextTypes` (content, keywords, parents) is written apart (`texts`): it
 * only feeds snippets, so the first search does not wait for it.
 */

export interface BuiltIndex {
  /** What `search-index.json` holds. */
  index: SearchIndexFile;
  texts: SnippetTexts;
}

/** The phrases of a page's keywords meta tag (comma-separated), trimmed, empty ones left out. */
function keywordPhrases(keywords: string): string[] {
  return keywords
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean);
}

/**
 * Per page, in page order, the words of its sidebar label (`sidebar_label`) that its title lacks,
 * which its title is found by as if it said them: readers see the label in the navigation and
 * search by it ("Estimate gas fees" names the page titled "Estimate transaction costs"). A word the
 * labels of several pages add is left out: "Overview" and "Quickstart" name a page's place under
 * its category, not the page.
 */
export function sidebarLabelWords(pages: readonly { page: ExtractedPage }[]): string[] {
  const termsOf = (text: string) => writtenWords(text).map((word) => ({ word, term: processTerm(word) }));
  // Per page, the label's words (by term, once each) that its title does not have.
  const added = pages.map(({ page }) => {
    const terms = new Set(termsOf(page.title).map(({ term }) => term));
    const words = new Map<string, string>();
    for (const { word, term } of termsOf(page.sidebarLabel ?? '')) if (term !== null && !terms.has(term) && !words.has(term)) words.set(term, word);
    return words;
  });
  const labels = new Map<string, number>();
  for (const words of added) for (const term of words.keys()) labels.set(term, (labels.get(term) ?? 0) + 1);
  return added.map((words) => [...words].filter(([term]) => labels.get(term) === 1).map(([, word]) => word).join(' '));
}

export function documentsOf(pages: readonly { url: string; page: ExtractedPage }[]): SearchDocument[][] {
  const byType: SearchDocument[][] = searchDocumentTypes.map(() => []);
  let nextId = 0;
  for (const { url, page } of pages) {
    const titleId = (nextId += 1);
    byType[SearchDocumentType.Title]!.push({ i: titleId, t: page.title, u: url, b: page.breadcrumb });
    if (page.description) byType[SearchDocumentType.Description]!.push({ i: titleId, t: page.description, s: page.title, u: url, p: titleId });
    // Each keyword phrase is a document of its own, so the engine can tell a phrase that holds the
    // whole query from words scattered over several.
    for (const phrase of keywordPhrases(page.keywords)) byType[SearchDocumentType.Keywords]!.push({ i: titleId, t: phrase, s: page.title, u: url, p: titleId });
    // The titles of the sidebar categories above the page: a child page is found by its parent's
    // words too ("verify" finds the Hardhat page under "Verify a smart contract").
    const parents = page.breadcrumb.filter((label) => label.toLowerCase() !== page.title.toLowerCase());
    if (parents.length > 0) byType[SearchDocumentType.Parents]!.push({ i: titleId, t: parents.join(' · '), s: page.title, u: url, p: titleId });
    // A label is kept once per page, and not where a heading says the same: the engine takes a
    // heading that a page repeats for a label of a repeated structure, which names no section.
    const named = new Set(page.sections.map((section) => section.title.toLowerCase()));
    for (const section of page.sections) {
      if (section.title !== page.title) {
        byType[SearchDocumentType.Heading]!.push({ i: (nextId += 1), t: section.title, u: url, h: section.hash, p: titleId });
      }
      if (section.content || section.code) {
        byType[SearchDocumentType.Content]!.push({ i: (nextId += 1), t: section.content, s: section.title || page.title, u: url, h: section.hash, p: titleId, ...(section.code ? { c: section.code } : {}) });
      }
      for (const label of section.labels ?? []) {
        // Compared by name: "Block time: About 1 second" is the row "Block time" of another table.
        const name = headingName({ t: label, s: section.title }).toLowerCase();
        if (named.has(name)) continue;
        named.add(name);
        byType[SearchDocumentType.Heading]!.push({ i: (nextId += 1), t: label, u: url, h: section.hash, p: titleId, s: section.title });
      }
      // A row with an anchor of its own leads to itself; rows are named apart by their anchors.
      for (const row of section.rows ?? []) {
        byType[SearchDocumentType.Heading]!.push({ i: (nextId += 1), t: row.label, u: url, h: row.hash, p: titleId, s: section.title });
      }
    }
  }
  return byType;
}

export function buildIndex(pages: readonly { url: string; page: ExtractedPage }[], bm25: RankingOptions['bm25']): BuiltIndex {
  const options = miniSearchOptions(bm25);
  const byType = documentsOf(pages);
  // A title document is found by its page's label words too; looked up by the page's URL.
  const labelWords = new Map(sidebarLabelWords(pages).map((words, k) => [pages[k]!.url, words]));
  // Texts that only feed snippets go to the snippets file, not the index; code identifiers only
  // to the index.
  const listed = byType.map((documents, type) =>
    documents.map(({ t, c: _code, ...rest }) => (deferredTextTypes.includes(type as SearchDocumentType) ? rest : { ...rest, ...(t === undefined ? {} : { t }) })),
  );
  const stored = storeDocuments(listed);
  const indexes = byType.map((documents, type) => {
    const index = new MiniSearch(options);
    const alsoSaid = (doc: SearchDocument) => (type === SearchDocumentType.Title && labelWords.get(doc.u) ? ` ${labelWords.get(doc.u)}` : '');
    index.addAll(documents.map((doc, k) => ({ k, t: (doc.t ?? '') + (doc.c ? ` ${doc.c}` : '') + alsoSaid(doc) })));
    return index;
  });
  const { v, t, indexes: encoded } = encodeIndexes(indexes, indexFields);
  return {
    index: { v, t, e: encoded.map((index, type) => ({ documents: packDocuments(stored[type]!), index })) },
    texts: deferredTextTypes.flatMap((type) => byType[type]!.map((doc) => doc.t ?? '')),
  };
}
