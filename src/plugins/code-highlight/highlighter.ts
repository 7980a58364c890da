/**
 * The tokenizer as the browser gets it: a separate chunk, loaded the first time a code block has
 * to be highlighted in the browser (code rendered after a client-side navigation, or code that
 * changes). Code the server rendered keeps its highlighted HTML and never needs it. The server
 * build resolves this module to ./highlighter.server.ts instead (see ./index.ts).
 */
import type { tokenize as Tokenize } from './tokenize';

export type Tokenizer = typeof Tokenize;

let loaded: Tokenizer | null = null;
let loading: Promise<Tokenizer> | null = null;

/** The tokenizer if it is already loaded, else null. */
export function tokenizer(): Tokenizer | null {
  return loaded;
}

/** Loads the tokenizer; a failed load (a chunk lost to a deploy, a network error) can be retried. */
export function loadTokenizer(): Promise<Tokenizer> {
  loading ??= import(/* webpackChunkName: "prism-tokenizer" */ './tokenize').then(
    (module) => (loaded = module.tokenize),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
