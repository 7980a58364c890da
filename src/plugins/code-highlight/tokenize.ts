/**
 * Prism tokenizer with the site's extra languages: the only module that imports Prism. The server
 * build imports it directly (highlighter.server.ts); the browser loads it as its own chunk, only
 * when it must highlight code itself (highlighter.ts).
 */
import { Prism, normalizeTokens, type Token } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The classic theme runs this as a client module in every page's main bundle; this plugin takes
// that client module out of the browser build and registers the languages here instead.
prismIncludeLanguages(Prism);

export type { Token };

/** The code as lines of tokens (each token with its Prism types), like prism-react-renderer's Highlight. */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = { code, grammar, language, tokens: [] as (string | Prism.Token)[] };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
