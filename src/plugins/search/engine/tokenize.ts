/**
 * Tokenisation shared by the index build and the browser, so text and queries split alike.
 *
 * Text is split on whitespace and hyphens, Chinese into runs of word characters and runs of
 * ideographs, and everything is lowercased. Punctuation around and
 * between words is dropped; dots and underscores inside a word are kept, because they belong to
 * identifiers (`ethers.js`, `linea_estimateGas`).
 *
 * Indexed text also yields the parts of every identifier, so a method or contract name is found by
 * its whole name, by the name without its namespace and by its words: `linea_estimateGas` is
 * indexed as `linea_estimategas` and `estimategas` (whole words: an underscore joins words), and
 * `linea` (the namespace), `estimate` and `gas` (parts);
 * `L2MessageService` as `l2messageservice`, `l2`, `message`, `service` and `messageservice`.
 * Hyphenated words are also indexed joined (`ERC-20` as `erc20`), since people type them both ways.
 */

const SEPARATORS = /[\s\-\u2010\u2011]+/u;
/** A run of letters (with their combining marks), digits, `_` and `$`, possibly joined by single dots (`ethers.js`, `v1.2`). */
export const WORD = /[\p{L}\p{M}\p{N}_$]+(?:\.[\p{L}\p{M}\p{N}_$]+)*/gu;
const IDEOGRAPH = /\p{Unified_Ideograph}/u;
const IDEOGRAPH_OR_OTHER_RUNS = /\p{Unified_Ideograph}+|[^\p{Unified_Ideograph}]+/gu;
/** Where camelCase starts a new word: `estimate|Gas`, `L2|Message`, `ERC20|Permit`, `XML|Http`. */
export const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const HEX = /^0x[0-9a-f]+$/i;
/** Hyphenated compounds joined for the index: up to four parts, e.g. `ERC-20`, `zk-SNARK`. */
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+){1,3}/gu;
const MAX_JOINED_LENGTH = 32;
// eslint-disable-next-line no-control-regex -- every ASCII character, control characters included
const ASCII_ONLY = /^[\u0000-\u007f]*$/;

/**
 * Text as the index and the queries read it: full-width forms as their ASCII letters and digits
 * (`Ｇａｓ` is `Gas`) and accents dropped from Latin letters (`gás` is `gas`), so a reader's
 * keyboard or autocorrect does not decide whether a word is found. Marks on other scripts stay
 * (Cyrillic `й` is not `и`), and so do other compatibility forms (`™` is not `TM`).
 */
export function foldText(text: string): string {
  // Text in ASCII has nothing to fold, and most text is: it is returned as it is, without the four passes.
  if (ASCII_ONLY.test(text)) return text;
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .normalize('NFD')
    .replace(/(\p{Script=Latin})[\u0300-\u036f]+/gu, '$1')
    .normalize('NFC');
}

/** Words of a text in their original case, split as the spec describes. */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  for (const chunk of foldText(text).split(SEPARATORS)) {
    for (const [word] of chunk.matchAll(WORD)) {
      if (IDEOGRAPH.test(word)) {
        for (const [run] of word.matchAll(IDEOGRAPH_OR_OTHER_RUNS)) words.push(run);
      } else {
        words.push(word);
      }
    }
  }
  return words;
}

/** The words of a query, lowercased: the terms searched for and the terms highlighted on a page. */
export function queryWords(text: string): string[] {
  return splitWords(text).map((w) => w.toLowerCase());
}

/**
 * The parts of an identifier, lowercased, without the identifier itself: its segments between
 * `_`, `.` and `$`, the words of each camelCase segment, and each camelCase tail of two or more
 * words (so `MessageService` finds `L2MessageService`). Plain words and hex strings have none.
 */
export function identifierParts(word: string): string[] {
  if (HEX.test(word)) return [];
  const parts = new Set<string>();
  const segments = segmentsOf(word);
  if (segments.length > 1) for (const segment of segments) parts.add(segment.toLowerCase());
  for (const segment of segments) {
    const atoms = camelWords(segment);
    if (atoms.length < 2) continue;
    for (const atom of atoms) parts.add(atom.toLowerCase());
    for (let i = 1; i < atoms.length - 1; i += 1) parts.add(atoms.slice(i).join('').toLowerCase());
  }
  parts.delete(word.toLowerCase());
  return [...parts];
}

/** The segments of an identifier between `_`, `.` and `$`. */
function segmentsOf(word: string): string[] {
  return word.split(/[._$]+/).filter(Boolean);
}

/** The camelCase words of a segment of an identifier, as written: `sendRawTransaction` is send, Raw, Transaction. */
function camelWords(segment: string): string[] {
  const atoms = segment.split(CAMEL_BOUNDARY);
  // A one-letter lead is a brand prefix, not a word: `eRPC`, `iOS` stay whole.
  if (atoms.length > 1 && atoms[0]!.length === 1) atoms.splice(0, 2, atoms[0]! + atoms[1]!);
  return atoms;
}

/**
 * The words an identifier is made of, in order and as written: `eth_sendTransaction` is eth, send,
 * Transaction. None for a plain word or a hex string.
 */
export function identifierWords(word: string): string[] {
  if (HEX.test(word)) return [];
  const words = segmentsOf(word).flatMap(camelWords);
  return words.length > 1 ? words : [];
}

/**
 * The whole words of a snake_case identifier, lowercased: an underscore joins words, where a
 * camelCase boundary cuts a name into parts. `MAX_BLOCK_GAS` is "max", "block" and "gas". In a
 * namespaced method name the namespace is not a word of the name: `eth_call` is "call" and
 * `linea_estimateGas` "estimategas", while "eth" and "linea" stay parts ("send eth" means the
 * currency, not every eth_ method). None for other words, nor for identifiers with a dot or a `$`,
 * whose segments stay parts.
 */
export function snakeWords(word: string): string[] {
  if (!SNAKE_CASE.test(word)) return [];
  const segments = word.toLowerCase().split('_');
  return NAMESPACED.test(word) ? segments.slice(1) : segments;
}
const SNAKE_CASE = /^\p{L}[^_.$]*(?:_[^_.$]+)+$/u;
/** A method name: a lowercase namespace, one underscore, the name (`eth_getLogs`, `txpool_status`). */
export const NAMESPACED = /^[a-z][a-z0-9]*_([A-Za-z][A-Za-z0-9]*)$/;

/** The words of a text as written, lowercased, and its hyphenated compounds joined. */
export function writtenWords(text: string): string[] {
  const terms = splitWords(text).map((word) => word.toLowerCase());
  for (const [compound] of text.matchAll(HYPHENATED)) {
    const joined = compound.replace(/-/g, '').toLowerCase();
    if (joined.length <= MAX_JOINED_LENGTH) terms.push(joined);
  }
  return terms;
}

/** The whole-word terms of an indexed text, lowercased: its written words and the words of its snake_case identifiers. */
export function wordTerms(text: string): string[] {
  return [...writtenWords(text), ...splitWords(text).flatMap((word) => snakeWords(word))];
}

/**
 * The identifier parts of an indexed text, lowercased, other than its snake_case words. They go in
 * a field of their own, which counts less than whole words: `low` in "Nonce too low" says more than
 * in `ValueSentTooLow`.
 */
export function partTerms(text: string): string[] {
  return splitWords(text).flatMap((word) => {
    const words = new Set(snakeWords(word));
    return identifierParts(word).filter((part) => !words.has(part));
  });
}

/** Every term of an indexed text: whole words, identifier parts and joined hyphenations. */
export function indexTerms(text: string): string[] {
  return [...wordTerms(text), ...partTerms(text)];
}
