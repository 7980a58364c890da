import MiniSearch, { type Options } from 'minisearch';
import type { SerializedIndex } from './types';

/**
 * A compact serialization of a MiniSearch index, about half the gzipped size of MiniSearch's own
 * JSON: MiniSearch writes every posting as `"docId":frequency` inside nested objects; here each
 * field is a block of lines, `term postings [frequencies]`, a term per line. Documents are
 * numbered by their position in the entry's `documents` list; a term's postings are the gaps
 * between its ascending document numbers, and its frequencies name only the postings whose
 * frequency is above 1 (most are 1), each as the count of postings skipped since the last one
 * named and the frequency minus 2. Every number is written in a self-delimiting code of printable
 * characters (`writeNumber`), so lists need no separators. Field lengths are one such string per
 * field. Encoding reads MiniSearch's public `toJSON`.
 *
 * Decoding is on the path of the first search, so it does not go through `loadJS`: that takes
 * plain objects keyed by document number and converts each to a Map, and building then converting
 * some 100,000 postings cost about 350 ms of the first suggestion. `CompactMiniSearch` fills the
 * state MiniSearch declares `protected` for subclasses, and decodes a term's postings only when
 * a search reads them.
 */

// 4: documents stored by column (`PackedDocuments`).
const FORMAT_VERSION = 4;

/** An index of no documents, for a content type the site has none of. */
export const EMPTY_INDEX: SerializedIndex = { v: FORMAT_VERSION, l: [], a: [], p: [] };

/**
 * The code of numbers: a number's last digit in base 62 (`FINAL`), the rest before it in bijective
 * base 29 (`LEADING`, digit d worth d + 1). Numbers under 62, nearly all gaps and lengths, take
 * one character. None of the characters is a space, a line break, a quote or a backslash, so a
 * line splits on spaces and the JSON around it escapes nothing.
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

export function encodeIndex(index: MiniSearch, fields: readonly string[]): SerializedIndex {
  const js = index.toJSON();
  const count = js.documentCount;
  const fieldIds = fields.map((field) => String(js.fieldIds[field]));
  const lines: string[][] = fields.map(() => []);
  for (const [term, byField] of js.index) {
    fieldIds.forEach((fieldId, f) => {
      const frequencies = byField[fieldId];
      if (!frequencies) return;
      const ids = Object.keys(frequencies)
        .map(Number)
        .sort((x, y) => x - y);
      let postings = '';
      let counts = '';
      let previous = 0;
      let named = -1;
      ids.forEach((id, n) => {
        postings += writeNumber(id - previous);
        previous = id;
        const frequency = frequencies[id]!;
        if (frequency === 1) return;
        counts += writeNumber(n - named - 1) + writeNumber(frequency - 2);
        named = n;
      });
      lines[f]!.push(counts ? `${term} ${postings} ${counts}` : `${term} ${postings}`);
    });
  }
  return {
    v: FORMAT_VERSION,
    l: fieldIds.map((fieldId) => Array.from({ length: count }, (_, k) => writeNumber(js.fieldLength[k]?.[Number(fieldId)] ?? 0)).join('')),
    a: fieldIds.map((fieldId) => js.averageFieldLength[Number(fieldId)] ?? 0),
    p: lines.map((block) => block.sort().join('\n')),
  };
}

/**
 * Reads one line of a field's block, `postings [frequencies]` after its term, found between
 * `start` and `end` (exclusive), into a Map from document number to frequency.
 */
function readPostings(block: string, start: number, end: number): Map<number, number> {
  const postings = new Map<number, number>();
  let countsAt = block.indexOf(' ', start);
  if (countsAt < 0 || countsAt > end) countsAt = end;
  const ids = readNumbers(block, start, countsAt);
  for (let n = 0, id = 0; n < ids.length; n += 1) {
    id += ids[n]!;
    ids[n] = id;
    postings.set(id, 1);
  }
  if (countsAt === end) return postings;
  const counts = readNumbers(block, countsAt + 1, end);
  if (counts.length % 2 !== 0) throw new Error('Search index: a frequency list is cut off');
  for (let k = 0, n = -1; k < counts.length; k += 2) {
    n += counts[k]! + 1;
    if (n >= ids.length) throw new Error('Search index: a frequency names a posting the term does not have');
    postings.set(ids[n]!, counts[k + 1]! + 2);
  }
  return postings;
}

/** The serialized blocks of an index's fields, and the MiniSearch field number of each. */
interface Blocks {
  text: readonly string[];
  fieldIds: readonly number[];
}

/**
 * The postings of one term, by field number, decoded on first use: a search reads the postings
 * of the few terms it matches, so the index is ready once its terms are known, and most lines
 * are never decoded. Every read of the Map decodes first, so it behaves as a filled Map.
 */
class TermPostings extends Map<number, Map<number, number>> {
  /** Lines still to decode, as (field, start, end) triples: a line of `blocks[field]`, one per field. */
  private pending: number[] | undefined;

  constructor(private readonly blocks: Blocks) {
    super();
  }

  addLine(field: number, start: number, end: number): void {
    if (this.pending) this.pending.push(field, start, end);
    else this.pending = [field, start, end];
  }

  private decode(): void {
    const lines = this.pending;
    if (!lines) return;
    this.pending = undefined;
    for (let n = 0; n < lines.length; n += 3) {
      const field = lines[n]!;
      super.set(this.blocks.fieldIds[field]!, readPostings(this.blocks.text[field]!, lines[n + 1]!, lines[n + 2]!));
    }
  }

  override get size(): number {
    this.decode();
    return super.size;
  }

  override get(fieldId: number): Map<number, number> | undefined {
    this.decode();
    return super.get(fieldId);
  }

  override has(fieldId: number): boolean {
    this.decode();
    return super.has(fieldId);
  }

  override set(fieldId: number, postings: Map<number, number>): this {
    this.decode();
    return super.set(fieldId, postings);
  }

  override delete(fieldId: number): boolean {
    this.decode();
    return super.delete(fieldId);
  }

  override forEach(callback: (value: Map<number, number>, key: number, map: Map<number, Map<number, number>>) => void, thisArg?: unknown): void {
    this.decode();
    super.forEach(callback, thisArg);
  }

  override entries(): MapIterator<[number, Map<number, number>]> {
    this.decode();
    return super.entries();
  }

  override keys(): MapIterator<number> {
    this.decode();
    return super.keys();
  }

  override values(): MapIterator<Map<number, number>> {
    this.decode();
    return super.values();
  }

  override [Symbol.iterator](): MapIterator<[number, Map<number, number>]> {
    return this.entries();
  }
}

/** A MiniSearch index read from the compact format; it searches exactly like the index encoded. */
export class CompactMiniSearch extends MiniSearch {
  /** Every term of the index, in no particular order (for typo matching). */
  readonly terms: string[] = [];

  constructor(serialized: SerializedIndex, options: Options) {
    super(options);
    if (serialized.v !== FORMAT_VERSION) throw new Error(`Unsupported search index format ${String(serialized.v)}`);
    const fields = options.fields;
    const lengths = fields.map((_, f) => readNumbers(serialized.l[f] ?? ''));
    const count = lengths[0]?.length ?? 0;
    this._documentCount = count;
    this._nextId = count;
    for (let k = 0; k < count; k += 1) {
      this._documentIds.set(k, k);
      this._idToShortId.set(k, k);
      this._fieldLength.set(
        k,
        fields.map((_, f) => lengths[f]?.[k] ?? 0),
      );
    }
    this._avgFieldLength = fields.map((_, f) => serialized.a[f] ?? 0);
    const blocks: Blocks = { text: fields.map((_, f) => serialized.p[f] ?? ''), fieldIds: fields.map((field) => this._fieldIds[field]!) };
    const byTerm = new Map<string, TermPostings>();
    blocks.text.forEach((block, f) => {
      for (let start = 0; start < block.length; ) {
        let end = block.indexOf('\n', start);
        if (end < 0) end = block.length;
        const space = block.indexOf(' ', start);
        const term = block.slice(start, space);
        let postings = byTerm.get(term);
        if (!postings) {
          postings = new TermPostings(blocks);
          byTerm.set(term, postings);
          this.terms.push(term);
        }
        postings.addLine(f, space + 1, end);
        start = end + 1;
      }
    });
    for (const [term, postings] of byTerm) this._index.set(term, postings);
  }

  /** Whether the index has this exact term, in any field. */
  hasTerm(term: string): boolean {
    return this._index.has(term);
  }
}

export function decodeIndex(serialized: SerializedIndex, options: Options): CompactMiniSearch {
  return new CompactMiniSearch(serialized, options);
}
