import { foldText, identifierParts, WORD } from './tokenize';

/**
 * Where the `_highlight` terms of a result link occur in a text of the page it opens: every word
 * that starts with a term, or whose identifier parts do (`estimategas` marks `linea_estimateGas`;
 * `bridg`, the stem a typo matched, marks `bridge` and `bridging`). The terms come from the URL and
 * are only ever compared with text, never inserted as HTML.
 */

export function highlightRanges(text: string, terms: readonly string[]): [start: number, end: number][] {
  const wanted = [...new Set(terms.map((t) => t.toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(WORD)) {
    // Compared folded, as the index reads it ("cafe" marks "Café"); marked as written.
    const word = foldText(match[0]);
    const forms = [word.toLowerCase(), ...identifierParts(word)];
    if (forms.some((form) => wanted.some((term) => form.startsWith(term)))) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}
