import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import type { SerializedIndex } from './types';

/**
 * A compact serialization of a one-field MiniSearch index, about 40% smaller gzipped than
 * MiniSearch's own JSON: MiniSearch writes every posting as `"docId":frequency` inside nested
 * objects; here a term is one line, its documents are gaps between ascending document numbers in
 * base 36, and frequencies are listed only when one of them is above 1. Documents are numbered by
 * their position in the entry's `documents` list. Encoding and decoding go through MiniSearch's
 * public `toJSON` and `loadJS`.
 */

const FIELD_ID = '0';

export function encodeIndex(index: MiniSearch): SerializedIndex {
  const js = index.toJSON();
  const count = js.documentCount;
  const lengths = Array.from({ length: count }, (_, k) => js.fieldLength[k]?.[0] ?? 0);
  const lines: string[] = [];
  for (const [term, fields] of js.index) {
    const frequencies = fields[FIELD_ID];
    if (!frequencies) continue;
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
    lines.push(counts.some((c) => c > 1) ? `${term} ${gaps.join(',')} ${counts.join(',')}` : `${term} ${gaps.join(',')}`);
  }
  lines.sort();
  return { v: 1, l: lengths, a: js.averageFieldLength[0] ?? 0, p: lines.join('\n') };
}

/** MiniSearch's plain-object form of a compact index, ready for `MiniSearch.loadJS`. */
export function toPlainObject(serialized: SerializedIndex): AsPlainObject {
  if (serialized.v !== 1) throw new Error(`Unsupported search index format ${String(serialized.v)}`);
  const count = serialized.l.length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let k = 0; k < count; k += 1) {
    documentIds[k] = k;
    fieldLength[k] = [serialized.l[k]!];
  }
  const index: AsPlainObject['index'] = [];
  for (const line of serialized.p ? serialized.p.split('\n') : []) {
    const [term, gaps, counts] = line.split(' ') as [string, string, string | undefined];
    const frequencies: Record<string, number> = {};
    const countList = counts?.split(',');
    let id = 0;
    gaps.split(',').forEach((gap, n) => {
      id += parseInt(gap, 36);
      frequencies[id] = countList ? Number(countList[n]) : 1;
    });
    index.push([term, { [FIELD_ID]: frequencies }]);
  }
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: { t: 0 },
    fieldLength,
    averageFieldLength: [serialized.a],
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}

export function decodeIndex(serialized: SerializedIndex, options: Options): MiniSearch {
  return MiniSearch.loadJS(toPlainObject(serialized), options);
}
