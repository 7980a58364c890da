import MiniSearch, { type Options } from 'minisearch';
import type { SerializedIndex } from './types';

/**
 * A compact serialization of a MiniSearch index, about 40% smaller gzipped than MiniSearch's own
 * JSON: MiniSearch writes every posting as `"docId":frequency` inside nested objects; here each
 * field is a block of lines, a term per line, its documents as gaps between ascending document
 * numbers in base 36, and frequencies listed only when one of them is above 1. Documents are
 * numbered by their position in the entry's `documents` list. Encoding reads MiniSearch's public
 * `toJSON`.
 *
 * Decoding is on the path of the first search, so it does not go through `loadJS`: that takes
 * plain objects keyed by document number and converts each to a Map, and building then converting
 * some 100,000 postings cost about 350 ms of the first suggestion. `CompactMiniSearch` fills the
 * state MiniSearch declares `protected` for subclasses, and decodes a term's postings only when
 * a search reads them.
 */

const FORMAT_VERSION = 2;
const COMMA = 44;

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
      let previous = 0;
      const gaps = ids.map((id) => {
        const gap = id - previous;
        previous = id;
        return gap.toString(36);
      });
      const counts = ids.map((id) => frequencies[id]!);
      lines[f]!.push(counts.some((c) => c > 1) ? `${term} ${gaps.join(',')} ${counts.join(',')}` : `${term} ${gaps.join(',')}`);
    });
  }
  return {
    v: FORMAT_VERSION,
    l: fieldIds.map((fieldId) => Array.from({ length: count }, (_, k) => js.fieldLength[k]?.[Number(fieldId)] ?? 0)),
    a: fieldIds.map((fieldId) => js.averageFieldLength[Number(fieldId)] ?? 0),
    p: lines.map((block) => block.sort().join('\n')),
  };
}

/** Value of a base-36 digit (`0-9a-z`) from its character code. */
const digit36 = (code: number) => (code <= 57 ? code - 48 : code - 87);

/**
 * Reads one line of a field's block, `term gaps [counts]`, found between `start` and `end`
 * (exclusive), into a Map from document number to frequency. Parses characters in place: split()
 * and parseInt() per posting were most of the decoding time.
 */
function readPostings(block: string, start: number, end: number): Map<number, number> {
  const postings = new Map<number, number>();
  let countsAt = block.indexOf(' ', start);
  if (countsAt < 0 || countsAt > end) countsAt = end;
  const ids: number[] = [];
  let id = 0;
  let value = 0;
  for (let i = start; i <= countsAt; i += 1) {
    const code = i < countsAt ? block.charCodeAt(i) : COMMA;
    if (code === COMMA) {
      id += value;
      ids.push(id);
      value = 0;
    } else value = value * 36 + digit36(code);
  }
  if (countsAt === end) {
    for (const doc of ids) postings.set(doc, 1);
    return postings;
  }
  let n = 0;
  for (let i = countsAt + 1; i <= end; i += 1) {
    const code = i < end ? block.charCodeAt(i) : COMMA;
    if (code === COMMA) {
      postings.set(ids[n]!, value);
      n += 1;
      value = 0;
    } else value = value * 10 + code - 48;
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
    const count = serialized.l[0]?.length ?? 0;
    this._documentCount = count;
    this._nextId = count;
    for (let k = 0; k < count; k += 1) {
      this._documentIds.set(k, k);
      this._idToShortId.set(k, k);
      this._fieldLength.set(
        k,
        fields.map((_, f) => serialized.l[f]?.[k] ?? 0),
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
