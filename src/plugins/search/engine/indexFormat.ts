import type MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import type { SearchIndexFile, SerializedIndex } from './types';

/**
 * A compact serialization of MiniSearch indexes, about half the gzipped size of MiniSearch's own
 * JSON: MiniSearch writes every posting as `"docId":frequency` inside nested objects; here an
 * index is written by column (`SerializedIndex`). One dictionary holds the terms of every index
 * of the file (one per content type), sorted and front-coded (each line says how much of the term
 * before it the term repeats); each index lists which of them it has, as gaps between their lines.
 * Each field of an index then has a block of postings and a block of frequencies, a line per term
 * of the index. Documents are numbered by their position in the entry's `documents` list; a term's
 * postings are the gaps between its ascending document numbers, and its frequencies name only the
 * postings whose frequency is above 1 (most are 1), each as the count of postings skipped since
 * the last one named and the frequency minus 2. Every number is written in a self-delimiting code
 * of printable characters (`writeNumber`), so lists need no separators. Field lengths are one such
 * string per field. Encoding reads MiniSearch's public `toJSON`.
 *
 * Keeping like with like is what gzip rewards: terms next to terms, gaps next to gaps. On the
 * site's index the column layout is about 17 KB (gzipped) smaller than a line per term with its
 * postings beside it (format 4), and one dictionary for all six indexes about 20 KB smaller than
 * one each (format 5): most words of a title or heading are words of some section's text too.
 *
 * Decoding is on the path of the first search, so it does not go through `loadJS`: that takes
 * plain objects keyed by document number and converts each to a Map, and building then converting
 * some 100,000 postings cost about 350 ms of the first suggestion. `CompactIndex` keeps the terms
 * as the sorted list they are written as, and decodes a term's postings only when a search reads them.
 */

// 4: documents stored by column (`PackedDocuments`). 5: one front-coded dictionary of terms for
// every field, and postings and frequencies in blocks of their own, a line per term. 6: one
// dictionary for every index of the file, each index naming its terms in it.
export const FORMAT_VERSION = 6;

/** An index of no documents, for a content type the site has none of. */
export const EMPTY_INDEX: SerializedIndex = { l: [], a: [], m: '', p: [], f: [] };

/**
 * The code of numbers: a number's last digit in base 62 (`FINAL`), the rest before it in bijective
 * base 29 (`LEADING`, digit d worth d + 1). Numbers under 62, nearly all gaps and lengths, take
 * one character. None of the characters is a space, a line break, a quote or a backslash, so
 * lines split on line breaks and the JSON around them escapes nothing.
 */
const FINAL = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LEADING = "!#$%&'()*+,-./:;<=>?@[]^_{|}~";
const LEADING_BASE = LEADING.length;

/** Per character code: a final digit's value, or `LEADING_MARK` plus a leading digit's value. */
const LEADING_MARK = 100;
const DIGITS = new Int16Array(128).fill(-1);
for (let d = 0; d < FINAL.length; d += 1) DIGITS[FINAL.charCodeAt(d)] = d;
for (let d = 0; d < LEADING_BASE; d += 1) DIGITS[LEADING.charCodeAt(d)] = LEADING_MARK + d;

/** A whole number ≥ 0 in the code above. */
export function writeNumber(n: number): string {
  let text = FINAL[n % FINAL.length]!;
  for (let rest = Math.floor(n / FINAL.length); rest > 0; rest = Math.floor((rest - 1) / LEADING_BASE)) {
    text = LEADING[(rest - 1) % LEADING_BASE]! + text;
  }
  return text;
}

/** The numbers written in `text` from `start` to `end` (exclusive), in order. */
export function readNumbers(text: string, start = 0, end = text.length): number[] {
  const numbers: number[] = [];
  let leading = 0;
  for (let i = start; i < end; i += 1) {
    const digit = DIGITS[text.charCodeAt(i)] ?? -1;
    if (digit < 0) throw new Error(`Search index: unexpected character ${JSON.stringify(text[i])} in a number`);
    if (digit >= LEADING_MARK) leading = leading * LEADING_BASE + digit - LEADING_MARK + 1;
    else {
      numbers.push(leading * FINAL.length + digit);
      leading = 0;
    }
  }
  if (leading !== 0) throw new Error('Search index: a number is cut off');
  return numbers;
}

/** How many characters two strings share at their start. */
function sharedPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a.charCodeAt(n) === b.charCodeAt(n)) n += 1;
  return n;
}

/** One index's postings, frequencies and field lengths; `numberOf` gives a term's line in the file's dictionary. */
function encodeIndex(js: ReturnType<MiniSearch['toJSON']>, fields: readonly string[], numberOf: ReadonlyMap<string, number>): SerializedIndex {
  const count = js.documentCount;
  const fieldIds = fields.map((field) => String(js.fieldIds[field]));
  const byTerm = new Map(js.index);
  const terms = [...byTerm.keys()].sort();
  const postings: string[][] = fields.map(() => []);
  const frequencies: string[][] = fields.map(() => []);
  let members = '';
  let previousTerm = -1;
  for (const term of terms) {
    const number = numberOf.get(term)!;
    members += writeNumber(number - previousTerm - 1);
    previousTerm = number;
    const byField = byTerm.get(term)!;
    fieldIds.forEach((fieldId, f) => {
      const counted = byField[fieldId] ?? {};
      const ids = Object.keys(counted)
        .map(Number)
        .sort((x, y) => x - y);
      let gaps = '';
      let counts = '';
      let previous = 0;
      let named = -1;
      ids.forEach((id, n) => {
        gaps += writeNumber(id - previous);
        previous = id;
        const frequency = counted[id]!;
        if (frequency === 1) return;
        counts += writeNumber(n - named - 1) + writeNumber(frequency - 2);
        named = n;
      });
      postings[f]!.push(gaps);
      frequencies[f]!.push(counts);
    });
  }
  return {
    l: fieldIds.map((fieldId) => Array.from({ length: count }, (_, k) => writeNumber(js.fieldLength[k]?.[Number(fieldId)] ?? 0)).join('')),
    a: fieldIds.map((fieldId) => js.averageFieldLength[Number(fieldId)] ?? 0),
    m: members,
    p: postings.map((lines) => lines.join('\n')),
    f: frequencies.map((lines) => lines.join('\n')),
  };
}

/** The dictionary of a file and its indexes, as `SearchIndexFile` holds them. */
export type EncodedIndexes = Pick<SearchIndexFile, 'v' | 't'> & { indexes: SerializedIndex[] };

/** Several MiniSearch indexes (one per content type) written with one dictionary of their terms. */
export function encodeIndexes(indexes: readonly MiniSearch[], fields: readonly string[]): EncodedIndexes {
  const written = indexes.map((index) => index.toJSON());
  const terms = [...new Set(written.flatMap((js) => js.index.map(([term]) => term)))].sort();
  const numberOf = new Map(terms.map((term, n) => [term, n]));
  let previous = '';
  const dictionary = terms.map((term) => {
    const shared = sharedPrefix(previous, term);
    previous = term;
    return writeNumber(shared) + term.slice(shared);
  });
  return { v: FORMAT_VERSION, t: dictionary.join('\n'), indexes: written.map((js) => encodeIndex(js, fields, numberOf)) };
}

/**
 * The terms of a dictionary (`SearchIndexFile.t`): each line is the number of characters the
 * term shares with the term before it, then the rest of the term.
 */
function readTerms(text: string): string[] {
  const terms: string[] = [];
  if (text === '') return terms;
  let previous = '';
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let leading = 0;
    let i = start;
    for (; i < end; i += 1) {
      const digit = DIGITS[text.charCodeAt(i)] ?? -1;
      if (digit < 0) throw new Error(`Search index: unexpected character ${JSON.stringify(text[i])} in a term's shared length`);
      if (digit < LEADING_MARK) break;
      leading = leading * LEADING_BASE + digit - LEADING_MARK + 1;
    }
    if (i === end) throw new Error('Search index: a term line has no shared length');
    const shared = leading * FINAL.length + DIGITS[text.charCodeAt(i)]!;
    if (shared > previous.length) throw new Error('Search index: a term shares more characters than the term before it has');
    const term = previous.slice(0, shared) + text.slice(i + 1, end);
    // In order, each once: a term out of place or repeated would take another's postings.
    if (terms.length > 0 && !(term > previous)) throw new Error(`Search index: the term ${JSON.stringify(term)} is out of order`);
    previous = term;
    terms.push(term);
    start = end + 1;
  }
  return terms;
}

/** The terms an index has (`SerializedIndex.m`): gaps between their lines in the file's dictionary. */
function readMembers(text: string, dictionary: readonly string[]): string[] {
  const terms: string[] = [];
  let line = -1;
  for (const gap of readNumbers(text)) {
    line += gap + 1;
    if (line >= dictionary.length) throw new Error(`Search index: an index names term ${line + 1} of a dictionary of ${dictionary.length}`);
    terms.push(dictionary[line]!);
  }
  return terms;
}

/**
 * Where each line of a block starts, one line per term: `starts[n]` to `starts[n + 1] - 1` is
 * line n. A block with another number of lines than the index has terms is refused.
 */
function lineStarts(block: string, lines: number): Int32Array {
  const starts = new Int32Array(lines + 1);
  if (lines === 0 && block !== '') throw new Error('Search index: a block has lines but the index has no terms');
  let at = 0;
  for (let n = 1; n < lines; n += 1) {
    at = block.indexOf('\n', at) + 1;
    if (at === 0) throw new Error(`Search index: a block has fewer lines than the ${lines} terms`);
    starts[n] = at;
  }
  if (lines > 0 && block.indexOf('\n', at) >= 0) throw new Error(`Search index: a block has more lines than the ${lines} terms`);
  starts[lines] = block.length + 1;
  return starts;
}

/**
 * Reads a term's postings in one field: the document gaps in `block` from `start` to `end`
 * (exclusive) and the frequency pairs in `counted` from `countsStart` to `countsEnd`, into a Map
 * from document number to frequency.
 */
function readPostings(block: string, start: number, end: number, counted: string, countsStart: number, countsEnd: number, documents: number): Map<number, number> {
  const postings = new Map<number, number>();
  const ids = readNumbers(block, start, end);
  for (let n = 0, id = 0; n < ids.length; n += 1) {
    id += ids[n]!;
    if (id >= documents) throw new Error(`Search index: a posting names document ${id + 1} of ${documents}`);
    ids[n] = id;
    postings.set(id, 1);
  }
  if (countsStart === countsEnd) return postings;
  const counts = readNumbers(counted, countsStart, countsEnd);
  if (counts.length % 2 !== 0) throw new Error('Search index: a frequency list is cut off');
  for (let k = 0, n = -1; k < counts.length; k += 2) {
    n += counts[k]! + 1;
    if (n >= ids.length) throw new Error('Search index: a frequency names a posting the term does not have');
    postings.set(ids[n]!, counts[k + 1]! + 2);
  }
  return postings;
}

/**
 * A search index read from the compact format: its terms in order, and each term's postings per
 * field, decoded on first use. It scores a term as the MiniSearch index that was encoded would, and
 * to the last bit as one holding the same terms added in sorted order (see `matchTerm`), but it is
 * no MiniSearch: MiniSearch keeps its terms in a radix tree of Maps, and building one for every
 * term of the site's six indexes, each term's postings a Map of its own, took most of the time from
 * the index's arrival to the first suggestion. The terms are already sorted here, so a binary
 * search finds a term and the terms that start with it.
 */
export class CompactIndex {
  /** Every term of the index, in order (for typo matching). */
  readonly terms: readonly string[];
  private readonly fields: readonly string[];
  private readonly bm25: Readonly<{ k: number; b: number; d: number }>;
  private readonly documentCount: number;
  /** Per field, each document's length in terms. */
  private readonly lengths: readonly (readonly number[])[];
  /** Per field, the average length. */
  private readonly averageLengths: readonly number[];
  private readonly postingBlocks: readonly string[];
  private readonly frequencyBlocks: readonly string[];
  private readonly postingStarts: readonly Int32Array[];
  private readonly frequencyStarts: readonly Int32Array[];
  /** Per field, each term's postings (document number to frequency) once read; null for none. */
  private readonly postings: (Map<number, number> | null | undefined)[][];

  /** `dictionary`: the terms of the file's dictionary, in order (`decodeIndexes` reads it once for every index). */
  constructor(serialized: SerializedIndex, fields: readonly string[], bm25: Readonly<{ k: number; b: number; d: number }>, dictionary: readonly string[]) {
    this.fields = fields;
    this.bm25 = bm25;
    this.lengths = fields.map((_, f) => readNumbers(serialized.l[f] ?? ''));
    this.documentCount = this.lengths[0]?.length ?? 0;
    this.averageLengths = fields.map((_, f) => serialized.a[f] ?? 0);
    this.terms = readMembers(serialized.m, dictionary);
    this.postingBlocks = fields.map((_, f) => serialized.p[f] ?? '');
    this.frequencyBlocks = fields.map((_, f) => serialized.f[f] ?? '');
    this.postingStarts = this.postingBlocks.map((block) => lineStarts(block, this.terms.length));
    this.frequencyStarts = this.frequencyBlocks.map((block) => lineStarts(block, this.terms.length));
    this.postings = fields.map(() => []);
  }

  /** The line of the first term not before `term` (the number of terms when there is none). */
  private firstFrom(term: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.terms[middle]! < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Whether the index has this exact term, in any field. */
  hasTerm(term: string): boolean {
    return this.terms[this.firstFrom(term)] === term;
  }

  /** The postings of the term on `line` in field `f`, read on first use; null when it has none there. */
  private postingsOf(line: number, f: number): Map<number, number> | null {
    let found = this.postings[f]![line];
    if (found === undefined) {
      const starts = this.postingStarts[f]!;
      const counts = this.frequencyStarts[f]!;
      const start = starts[line]!;
      const end = starts[line + 1]! - 1;
      found = start === end ? null : readPostings(this.postingBlocks[f]!, start, end, this.frequencyBlocks[f]!, counts[line]!, counts[line + 1]! - 1, this.documentCount);
      this.postings[f]![line] = found;
    }
    return found;
  }

  /**
   * The documents one processed term finds, scored and ordered as MiniSearch's `search(term,
   * options)` scores and orders them with `fuzzy` off (unit tests compare the two), with one object
   * per document: a keystroke's short prefix ("e", "br") finds thousands of documents, and the four
   * to six objects `search` builds for each cost more than scoring them. `whole(term, field)` says
   * whether a match of the index term in the field counts as a whole match (see `TermHit.whole`);
   * it is asked once per term and field, not per document.
   */
  matchTerm(term: string, { prefix, prefixWeight, fields, boost }: TermLookUp, whole: (term: string, field: string) => boolean): TermHit[] {
    // MiniSearch leaves an empty term out of a query.
    if (term === '') return [];
    const found = new Map<number, TermHit>();
    const { k, b, d } = this.bm25;
    const total = this.documentCount;
    const add = (line: number, weight: number) => {
      const indexTerm = this.terms[line]!;
      for (const field of fields ?? this.fields) {
        const f = this.fields.indexOf(field);
        const postings = f < 0 ? null : this.postingsOf(line, f);
        if (!postings) continue;
        // MiniSearch's `termResults`, term for term, so that every score is the same to the last bit.
        const fieldBoost = (Object.prototype.hasOwnProperty.call(boost, field) && boost[field]) || 1;
        const matching = postings.size;
        const lengths = this.lengths[f]!;
        const averageLength = this.averageLengths[f]!;
        const invDocFreq = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
        const isWhole = whole(indexTerm, field);
        for (const [id, termFreq] of postings) {
          const fieldLength = lengths[id] ?? 0;
          const score = weight * fieldBoost * (invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / averageLength))));
          const hit = found.get(id);
          if (hit) {
            hit.score += score;
            // A document's terms come line by line: the same term again is from its other field.
            if (hit.terms[hit.terms.length - 1] !== indexTerm) hit.terms.push(indexTerm);
            if (isWhole) hit.whole = true;
          } else {
            found.set(id, { id, score, terms: [indexTerm], whole: isWhole });
          }
        }
      }
    };
    const first = this.firstFrom(term);
    if (this.terms[first] === term) add(first, 1);
    if (prefix) {
      // The longer terms that start with it, last first: the order MiniSearch's tree of the same
      // terms lists them in, so that scores add up in the same order.
      const from = this.terms[first] === term ? first + 1 : first;
      let end = from;
      while (end < this.terms.length && this.terms[end]!.startsWith(term)) end += 1;
      for (let line = end - 1; line >= from; line -= 1) {
        const length = this.terms[line]!.length;
        add(line, (prefixWeight * length) / (length + 0.3 * (length - term.length)));
      }
    }
    // `search` sorts with the same stable comparison, over the documents in the same order.
    return [...found.values()].sort((x, y) => y.score - x.score);
  }
}

/** How `CompactIndex.matchTerm` looks a term up: MiniSearch's search options of the same names. */
export interface TermLookUp {
  /** Whether the longer terms that start with the term match too. */
  prefix: boolean;
  /** The weight of such a completion (`weights.prefix`), lowered further the longer it is. */
  prefixWeight: number;
  /** The fields to search; all by default. */
  fields?: readonly string[];
  /** A boost per field; a field left out (or given 0) counts 1. */
  boost: Readonly<Record<string, number>>;
}

/** One document a term found. */
export interface TermHit {
  /** The document's number in its index. */
  id: number;
  score: number;
  /**
   * The index terms it matched, in the order they were found (the term, then its completions last
   * first). MiniSearch lists them as keys of an object, numbers first: only what they are counts.
   */
  terms: string[];
  /** Whether some index term matched in a field where `whole` said it counts. */
  whole: boolean;
}

/** Reads a file's dictionary once, then each of its indexes; throws for another format or a malformed one. */
export function decodeIndexes(encoded: { v: unknown; t: string; indexes: readonly SerializedIndex[] }, options: Options): { terms: readonly string[]; indexes: CompactIndex[] } {
  if (encoded.v !== FORMAT_VERSION) throw new Error(`Unsupported search index format ${String(encoded.v)}`);
  // The BM25 parameters the index is searched with, as MiniSearch takes them.
  const bm25 = options.searchOptions?.bm25;
  if (!bm25) throw new Error('Search index: the options give no BM25 parameters');
  const terms = readTerms(encoded.t);
  return { terms, indexes: encoded.indexes.map((serialized) => new CompactIndex(serialized, options.fields, bm25, terms)) };
}
