/**
 * Alphabetical order of names and terms, as `Intl.Collator('en', { sensitivity: 'base' })` gives
 * it, without ICU: a browser's first collator (and every `localeCompare` call given a locale or
 * options) loads collation data, about 10 ms of a fast machine's main thread for one sort and four
 * times that on a phone, in the middle of the page's first load. A unit test holds this order to
 * the collator's on every name and term the site sorts and on the cases below.
 *
 * Like the collator at base strength: case and accents are ignored ("zkevm" = "zkEVM",
 * "é" = "e"); spaces sort before punctuation and symbols, those before digits, digits before
 * letters; with `ignorePunctuation`, spaces and punctuation are skipped ("zk-SNARK" ~ "zksnark").
 * Unlike it: punctuation marks and symbols order among themselves by code point, and letters
 * outside the Latin alphabet after every Latin letter, by code point.
 */

const WHITESPACE = /\p{White_Space}/u;
const PUNCTUATION = /\p{P}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const MARKS = /\p{M}/gu;

/** Primary weight of one character: its class in the high digits, its rank inside the class below. */
function weight(char: string, ignorePunctuation: boolean): number | null {
  if (WHITESPACE.test(char)) return ignorePunctuation ? null : 0;
  if (PUNCTUATION.test(char)) return ignorePunctuation ? null : 1_000_000 + char.codePointAt(0)!;
  // Every script's decimal digits run 0 to 9 from a code point that ends in hex 0.
  if (DIGIT.test(char)) return 3_000_000 + (char.codePointAt(0)! % 16);
  if (char >= 'a' && char <= 'z') return 4_000_000 + char.charCodeAt(0);
  if (LETTER.test(char)) return 5_000_000 + char.codePointAt(0)!;
  // Symbols (+, $, ©) and anything else: between punctuation and digits, as in ICU's root order.
  return 2_000_000 + char.codePointAt(0)!;
}

function weights(text: string, ignorePunctuation: boolean): number[] {
  // Case and accents fold away: "É" → "e" + a combining mark, which is then dropped.
  const folded = /^[\x20-\x7e]*$/.test(text) ? text.toLowerCase() : text.normalize('NFD').replace(MARKS, '').toLowerCase();
  const out: number[] = [];
  for (const char of folded) {
    const w = weight(char, ignorePunctuation);
    if (w !== null) out.push(w);
  }
  return out;
}

export interface CompareOptions {
  /** Skip spaces and punctuation, as the collator's `ignorePunctuation` does. */
  ignorePunctuation?: boolean;
}

/** Negative when `a` sorts before `b`, positive after, 0 when they are the same at base strength. */
export function compareText(a: string, b: string, { ignorePunctuation = false }: CompareOptions = {}): number {
  const wa = weights(a, ignorePunctuation);
  const wb = weights(b, ignorePunctuation);
  const n = Math.min(wa.length, wb.length);
  for (let i = 0; i < n; i++) if (wa[i] !== wb[i]) return wa[i]! - wb[i]!;
  return wa.length - wb.length;
}
