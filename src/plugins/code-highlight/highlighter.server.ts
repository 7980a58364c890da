// The server build's tokenizer: loaded with the page, so every code block is highlighted in the HTML.
import { tokenize } from './tokenize';
import type { Tokenizer } from './highlighter';

export function tokenizer(): Tokenizer {
  return tokenize;
}

export function loadTokenizer(): Promise<Tokenizer> {
  return Promise.resolve(tokenize);
}
