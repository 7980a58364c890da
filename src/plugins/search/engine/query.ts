import { queryWords } from './tokenize';
import { phraseTerm, processTerm } from './terms';

/**
 * Turns what was typed into the words to look up: lowercased words split on
 * whitespace and hyphens, stop words dropped, the word being typed (the last one typed, when it is
 * looked up) matched as a prefix because it may be half-typed, and a typo budget per word that the
 * engine uses only when exact and prefix matches fall short.
 */

export interface TypoRules {
  /** Words of at least this many characters may carry one typo. */
  oneEditFrom: number;
  /** Words of at least this many characters may carry two typos. */
  twoEditsFrom: number;
  /**
   * When nothing at all matches, shorter words of at least this many characters may carry one
   * typo too ("gass fees"): a list of look-alikes beats an empty box.
   */
  whenNothingFrom: number;
}

export interface QueryWord {
  /** As typed, lowercased. */
  raw: string;
  /** The index term it looks up. */
  term: string;
  /** Matches index terms that start with it: the word being typed, when it is the last word typed. */
  prefix: boolean;
  /** Edits allowed when typos are tried. */
  maxEdits: number;
  /**
   * Matches only as a part of an identifier: the namespace of a method name spelled out, since
   * "eth" alone is the currency (see `SearchEngine.search`).
   */
  partOnly?: boolean;
}

export interface QueryPlan {
  words: QueryWord[];
  /** Every word as typed, stop words included, as `phraseTerm` gives it: for comparing with a name. */
  phrase: string[];
  /** Words a page must match: all of them, or all but one when there are more than two. */
  minCoverage: number;
}

/** Typos allowed in a word: none below `oneEditFrom` characters, one, or two from `twoEditsFrom`. */
export function maxEditsFor(word: string, rules: TypoRules): number {
  const length = [...word].length;
  if (length >= rules.twoEditsFrom) return 2;
  if (length >= rules.oneEditFrom) return 1;
  return 0;
}

/** Letters only: a short word with a digit or an underscore is a number, a hex value or a code name. */
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * The plan with one typo allowed in words too short for one, down to `whenNothingFrom` letters;
 * null if no word changes. Only words of letters: "0xz" or "a_b" with a character changed is
 * another value or name, not what the reader meant.
 */
export function lastResortPlan(plan: QueryPlan, rules: TypoRules): QueryPlan | null {
  const relaxed = (word: QueryWord) => word.maxEdits === 0 && LETTERS_ONLY.test(word.raw) && [...word.raw].length >= rules.whenNothingFrom;
  const words = plan.words.map((word) => (relaxed(word) ? { ...word, maxEdits: 1 } : word));
  return words.some((word, w) => word !== plan.words[w]) ? { ...plan, words } : null;
}

/** A code name: a lower-case letter before a capital (`FeeTooLow`, `claimMessage`) or an underscore inside a word (`eth_call`, `BLOB_TX_NOT_ALLOWED`). */
const CODE_NAME = /[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]/;
/**
 * What nodes, Hardhat, Foundry and wallets print around a revert reason or custom error: their
 * phrases, and "Error:" or "revert:" as a label. "error" or "revert" alone is what the reader asks
 * about ("eth_call revert reason") and stays.
 */
const ERROR_WRAPPING = /\b(?:vm exception while processing transaction|reverted with (?:custom error|reason string|panic code)|execution reverted|custom error)\b|\b(?:error|revert(?:ed)?)\s*:/gi;

/**
 * A pasted error message without the words tools wrap the error's name in ("execution reverted:
 * FeeTooLow()" is "FeeTooLow()"): the name says which error it is, and pages that explain reverts
 * in general have the wrapping words. Null when the text names no code, or has no such words.
 */
export function withoutErrorWrapping(text: string): string | null {
  if (!CODE_NAME.test(text)) return null;
  const bare = text.replace(ERROR_WRAPPING, ' ');
  return bare !== text && bare.trim() !== '' ? bare : null;
}

export function planQuery(text: string, rules: TypoRules, maxWords: number): QueryPlan {
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  const typed = queryWords(text);
  // One pasted name without spaces (a configuration key such as
  // `l1-submission.dynamic-gas-price-cap.gas-price-cap-calculation.base-fee-per-gas-percentile-window`)
  // is one thing asked for, whose last words tell it from its siblings: it may have twice as many.
  const most = /\s/.test(text.trim()) ? maxWords : maxWords * 2;
  for (const raw of typed) {
    const term = processTerm(raw);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    words.push({ raw, term, prefix: false, maxEdits: maxEditsFor(raw, rules) });
    // A long paste must not cost a lookup per word: the first words say what is wanted.
    if (words.length === most) break;
  }
  // Only the word being typed is completed: in "storage at" the reader has finished "storage".
  const last = words.at(-1);
  if (last && last.raw === typed.at(-1)) last.prefix = true;
  const phrase = typed.slice(0, maxWords * 2).map(phraseTerm);
  return { words, phrase, minCoverage: words.length > 2 ? words.length - 1 : words.length };
}
