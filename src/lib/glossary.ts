/**
 * Pure helpers for the glossary: ordering, grouping by initial letter and the URL of an entry.
 * The data lives in src/data/glossary.ts; the page and the <Term> popover both render through these.
 */

import { compareText } from './collation';

export const GLOSSARY_PATH = '/zero-knowledge-glossary';

/**
 * The attribute <Term> puts on its button, naming the entry. The button's text is part of the
 * sentence it sits in, so the search index and the Markdown twins keep it, where they drop other
 * buttons (copy, tabs, toggles).
 */
export const TERM_ATTRIBUTE = 'data-glossary-term';

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Fragment of the heading that opens a letter's group on the glossary page. */
export function letterAnchor(letter: string): string {
  return `letter-${letter.toLowerCase()}`;
}

/** URL of one entry, for links from any page. */
export function glossaryHref(anchor: string): string {
  return `${GLOSSARY_PATH}#${anchor}`;
}

/**
 * Reading order of two terms: case and punctuation are ignored, so "zkEVM" sorts before
 * "zk-SNARK" the way a reader scanning for "zke…" / "zks…" expects.
 */
export function compareTerms(a: string, b: string): number {
  return compareText(a, b, { ignorePunctuation: true });
}

/** The A–Z letter a term is filed under (its first letter, uppercased). */
export function letterOf(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  if (!ALPHABET.includes(first)) throw new Error(`Glossary term "${term}" does not start with a letter A–Z`);
  return first;
}

export interface LetterGroup<T> {
  letter: string;
  entries: T[];
}

/** Every letter A–Z in order, each with its terms sorted; letters without terms get an empty list. */
export function groupByLetter<T extends { term: string }>(entries: readonly T[]): LetterGroup<T>[] {
  const sorted = [...entries].sort((a, b) => compareTerms(a.term, b.term));
  return ALPHABET.map((letter) => ({ letter, entries: sorted.filter((e) => letterOf(e.term) === letter) }));
}
