import { foldText, identifierParts, WORD } from './tokenize';
import { processTerm } from './terms';
import type { TextPart } from './types';

/**
 * Highlighting of result titles and snippets. A word of the text is marked when it, or one of its
 * identifier parts, reduces to an index term the search matched, so a query for `estimategas`
 * marks `linea_estimateGas` and a query for `bridging` marks `bridge`.
 */

/** The written words whose terms `termsOfWord` remembers, at most: a few sections' worth of words. */
const WORDS_REMEMBERED = 20_000;
const remembered = new Map<string, readonly string[]>();

/**
 * The index terms a written word may stand for: the word in lower case, then the terms of it and
 * of its identifier parts. Worked out once per word: the snippets of a keystroke's results test the
 * same section texts as the last keystroke's, and stemming their words again was most of the work.
 */
function termsOfWord(written: string): readonly string[] {
  let terms = remembered.get(written);
  if (terms === undefined) {
    // Folded as the index folds it, so "Café" is marked for the term "cafe".
    const word = foldText(written);
    const lower = word.toLowerCase();
    const found = [lower];
    for (const candidate of [lower, ...identifierParts(word)]) {
      const term = processTerm(candidate);
      if (term) found.push(term);
    }
    if (remembered.size >= WORDS_REMEMBERED) remembered.clear();
    remembered.set(written, found);
    terms = found;
  }
  return terms;
}

function matches(written: string, terms: ReadonlySet<string>): boolean {
  return termsOfWord(written).some((term) => terms.has(term));
}

/** Whether some word of the text is matched: what `highlightParts` would mark, without the parts. */
function hasMatch(text: string, terms: ReadonlySet<string>): boolean {
  for (const match of text.matchAll(WORD)) if (matches(match[0], terms)) return true;
  return false;
}

/** The text split into parts, matched words marked. */
export function highlightParts(text: string, terms: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  const push = (part: string, mark: boolean) => {
    if (!part) return;
    const previous = parts.at(-1);
    if (previous && !!previous.mark === mark) previous.text += part;
    else parts.push(mark ? { text: part, mark: true } : { text: part });
  };
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    push(text.slice(cursor, start), false);
    push(match[0], matches(match[0], terms));
    cursor = start + match[0].length;
  }
  push(text.slice(cursor), false);
  return parts;
}

/**
 * At most `maxLength` characters of the text around its first match, extended a whole word at a
 * time on both sides, with an ellipsis where text was cut (spec: 50-character snippets).
 */
export function snippetParts(text: string, terms: ReadonlySet<string>, maxLength: number): TextPart[] {
  const chunks = text.match(/\s*\S+/g) ?? [];
  if (chunks.length === 0) return [];
  const first = Math.max(0, chunks.findIndex((chunk) => hasMatch(chunk, terms)));
  let start = first;
  let end = first + 1;
  let length = chunks[first]!.trim().length;
  // Grow the window alternately to the left and right while whole chunks fit.
  for (let grew = true; grew; ) {
    grew = false;
    if (end < chunks.length && length + chunks[end]!.length <= maxLength) {
      length += chunks[end]!.length;
      end += 1;
      grew = true;
    }
    if (start > 0 && length + chunks[start - 1]!.length <= maxLength) {
      start -= 1;
      length += chunks[start]!.length;
      grew = true;
    }
  }
  let window = chunks.slice(start, end).join('').trim();
  // A single chunk longer than the limit (a hash, a long identifier) is cut inside.
  if (window.length > maxLength) window = window.slice(0, maxLength);
  const parts = highlightParts(window, terms);
  if (start > 0) parts.unshift({ text: '…' });
  if (end < chunks.length || window.length < chunks.slice(start, end).join('').trim().length) parts.push({ text: '…' });
  return parts;
}
