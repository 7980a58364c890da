import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import type { SerializedIndex } from './types';

/**
 * A compact serialization of a MiniSearch index, about 40% smaller gzipped than MiniSearch's own
 * JSON: MiniSearch writes every posting as `"docId":frequency` inside nested objects; here each
 * field is a block of lines, a term per line, its documents as gaps between ascending document
 * numbers in base 36, and frequencies listed only when one of them is above 1. Documents are
 * numbered by their position in the entry's `documents` list. Encoding and decoding go through
 * MiniSearch's public `toJSON` and `loadJS`.
 */

const FORMAT_VERSION = 2;

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

/** MiniSearch's plain-object form of a compact index, ready for `MiniSearch.loadJS`. */
export function toPlainObject(serialized: SerializedIndex, fields: readonly string[]): AsPlainObject {
  if (serialized.v !== FORMAT_VERSION) throw new Error(`Unsupported search index format ${String(serialized.v)}`);
  const count = serialized.l[0]?.length ?? 0;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let k = 0; k < count; k += 1) {
    documentIds[k] = k;
    fieldLength[k] = fields.map((_, f) => serialized.l[f]?.[k] ?? 0);
  }
  const postings = new Map<string, Record<string, Record<string, number>>>();
  fields.forEach((_, f) => {
    const block = serialized.p[f] ?? '';
    for (const line of block ? block.split('\n') : []) {
      const [term, gaps, counts] = line.split(' ') as [string, string, string | undefined];
      const frequencies: Record<string, number> = {};
      const countList = counts?.split(',');
      let id = 0;
      gaps.split(',').forEach((gap, n) => {
        id += parseInt(gap, 36);
        frequencies[id] = countList ? Number(countList[n]) : 1;
      });
      const byField = postings.get(term) ?? {};
      byField[f] = frequencies;
      postings.set(term, byField);
    }
  });
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: Object.fromEntries(fields.map((field, f) => [field, f])),
    fieldLength,
    averageFieldLength: fields.map((_, f) => serialized.a[f] ?? 0),
    storedFields: {},
    dirtCount: 0,
    index: [...postings],
    serializationVersion: 2,
  };
}

export function decodeIndex(serialized: SerializedIndex, options: Options): MiniSearch {
  return MiniSearch.loadJS(toPlainObject(serialized, options.fields), options);
}
