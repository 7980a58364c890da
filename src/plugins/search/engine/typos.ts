/**
 * Typo matching against the index's terms. Distances are Damerau–Levenshtein (optimal string
 * alignment): an insertion, a deletion, a substitution or a swap of two neighbouring letters each
 * count as one edit, so `foudnry` is one edit from `foundry`.
 *
 * Plain English words are indexed by their stem, which can be shorter than any form anyone types
 * (`verif` for `verifying`, `estim` for `estimate`, `ga` for `gas`). A misspelt inflected word is
 * then many edits from the stem even when the misspelling is one letter, so typos of plain words
 * are also found the exact way round: spell out every word one edit from what was typed, stem
 * each, and keep the stems the index has. That finds `verif` from `verfying` (through
 * "verifying"), `estim` from `estmate`, `bridg` from `brdge`, `ga` from `gass` and `fee` from
 * `feez`, and nothing whose word merely starts alike ("custom" is not a typo of `cast`).
 */

const PLAIN_WORD = /^[a-z]+$/;

/**
 * Distances between `a` and every prefix of `b` (entry j: the first j characters), by optimal
 * string alignment.
 */
function prefixDistances(a: string, b: string): number[] {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]!;
}

/** Damerau–Levenshtein distance (optimal string alignment): a swap of neighbours is one edit. */
export function editDistance(a: string, b: string): number {
  return prefixDistances(a, b)[b.length]!;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every plain word one edit (insertion, deletion, substitution, swap of neighbours) from `word`. */
export function oneEditNeighbours(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    for (const letter of LETTERS) out.add(head + letter + tail);
    if (tail) {
      out.add(head + tail.slice(1));
      for (const letter of LETTERS) out.add(head + letter + tail.slice(1));
    }
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
  }
  out.delete(word);
  return out;
}

/** What the index knows, for typo matching: its terms, and how a typed word becomes a term. */
export interface Vocabulary {
  terms: readonly string[];
  has(term: string): boolean;
  /** The index term of a word (the engine's `processTerm`), null for a stop word. */
  termOf(word: string): string | null;
}

export interface TypoMatch {
  term: string;
  /** How far the term is from what was typed, for ranking: its edit distance, or 1 for the stem of a word one edit away. */
  edits: number;
}

/**
 * Index terms that `term` (the processed query word, as looked up) or `typed` (the word as typed,
 * lowercased) may be a misspelling of, within `maxEdits`; exact matches are left out.
 */
export function typoMatches(vocabulary: Vocabulary, term: string, typed: string, maxEdits: number): TypoMatch[] {
  const matches = new Map<string, number>();
  if (maxEdits <= 0) return [];
  for (const candidate of vocabulary.terms) {
    if (candidate === term) continue;
    let edits = Number.POSITIVE_INFINITY;
    if (Math.abs(candidate.length - term.length) <= maxEdits) edits = editDistance(term, candidate);
    if (edits <= maxEdits) matches.set(candidate, edits);
  }
  if (PLAIN_WORD.test(typed)) {
    // The stem of a word one edit from what was typed is one edit away.
    for (const neighbour of oneEditNeighbours(typed)) {
      const stem = vocabulary.termOf(neighbour);
      if (stem === null || stem === term || !vocabulary.has(stem)) continue;
      matches.set(stem, 1);
    }
  }
  return [...matches].map(([match, edits]) => ({ term: match, edits }));
}
