import { stemmer } from 'stemmer';

/**
 * How a lowercased word becomes an index term, the same at build time and in the browser. Stop
 * words are dropped and plain English words are reduced to their Porter stem, so
 * `contracts`, `bridging` and `finalized` find `contract`, `bridge` and `finalize` (and a few
 * endings join what Porter leaves apart: `verification` finds `verify`). Identifiers,
 * numbers and anything with a digit, dot or underscore stay as written.
 */

/**
 * Stop words, dropped from queries and the index: lunr's English list, and the prepositions and
 * quantifiers it leaves out that questions wrap a topic in ("over json-rpc", "using Foundry",
 * "several wallets"): like its "across", "with" and "every", they say nothing of which page answers.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a able about across after all almost also am among an and any are as at be because been but by can cannot could dear ' +
    'did do does either else ever every for from get got had has have he her hers him his how however i if in into is it ' +
    'its just least let like likely may me might most must my neither no nor not of off often on only or other our own ' +
    'rather said say says she should since so some than that the their them then there these they this tis to too twas ' +
    'us wants was we were what when where which while who whom why will with would yet you your ' +
    'over via through within using few many several multiple'
  ).split(' '),
);

/** Longer terms are hashes or encoded data that nobody types. */
export const MAX_TERM_LENGTH = 66;
const PLAIN_WORD = /^[a-z]+$/;
/**
 * The index term of a long hex value (an address, a hash) is its first 64 bits: "0x" and 16
 * digits, enough to tell apart every value the docs hold, at a fraction of the bytes in an index
 * that cannot compress hex. The query's is cut the same way, so a value pasted whole or typed in
 * part finds its page at every length (the word being typed is looked up as a prefix).
 */
export const HEX_KEY_LENGTH = 18;
const LONG_HEX = new RegExp(`^0x[0-9a-f]{${HEX_KEY_LENGTH - 1},}$`);
const IDEOGRAPH = /\p{Unified_Ideograph}/u;

/**
 * Porter stems some words of one family apart: "verify" and "verification" (`verifi`, `verif`),
 * "deploy" and "deployment" (`deploi`, `deploy`), "subscribe" and "subscription" (`subscrib`,
 * `subscript`). These endings bring each family to one term, for every stem that has them (a few
 * neighbours join too: "specify" and "specific" share `specif`). The shared term is the one that
 * starts the family's longer words (`deploy`, `subscript`): a page highlights the words that start
 * with a typo's term, and a half-typed "subscrip" still completes to it.
 */
function joinFamily(stem: string): string {
  // notify, modify, specify, verify; not "defi".
  if (stem.length >= 5 && stem.endsWith('fi')) return stem.slice(0, -1);
  // deploy, destroy, employ: Porter turns the y of "deployed" into an i, not that of "deployment".
  if (stem.endsWith('oi')) return `${stem.slice(0, -1)}y`;
  // describe, subscribe, inscribe, and their -ption nouns.
  if (stem.endsWith('scrib')) return `${stem.slice(0, -'scrib'.length)}script`;
  return stem;
}

/** A lowercased word as its index term would be, stop words kept: for comparing whole phrases. */
export function phraseTerm(word: string): string {
  return PLAIN_WORD.test(word) ? joinFamily(stemmer(word)) : word;
}

/** The index term of a lowercased word, or null when the word is not indexed. */
export function processTerm(word: string): string | null {
  if (word.length > MAX_TERM_LENGTH || STOP_WORDS.has(word)) return null;
  // Single letters and digits match almost everything; single ideographs are words.
  if (word.length < 2 && !IDEOGRAPH.test(word)) return null;
  if (LONG_HEX.test(word)) return word.slice(0, HEX_KEY_LENGTH);
  return phraseTerm(word);
}
