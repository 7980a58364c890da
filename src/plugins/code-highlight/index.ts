/**
 * Code highlighting that the server does once. Code blocks are tokenized by Prism in the server
 * build and written into the HTML with class names only; ./themeCss.ts colours them for both
 * colour modes. The browser keeps that HTML when it hydrates, so Prism and its grammars are not in
 * the pages' JavaScript and no code is tokenized at startup. The browser loads the tokenizer as a
 * separate chunk only for code it renders itself (after a client-side navigation, or code that
 * changes, such as the JSON-RPC console's request samples).
 *
 * The plugin provides the classic theme's `CodeBlock/Content/String` and `CodeBlock/Container`
 * (./theme), points the tokenizer module at its server version in the server build, and leaves the
 * classic theme's Prism client module out of the browser build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { themeCss } from './themeCss';

const require = createRequire(__filename);

export interface CodeHighlightOptions {
  themes: { light: PrismTheme; dark: PrismTheme };
}

/** The classic theme's client module that loads Prism into every page at startup. */
const prismClientModule = join(require.resolve('@docusaurus/theme-classic'), '..', 'prism-include-languages.js');

export default function codeHighlightPlugin(context: LoadContext, options: CodeHighlightOptions): Plugin {
  const stylesheet = join(context.generatedFilesDir, 'code-highlight', 'prism-themes.css');
  mkdirSync(join(stylesheet, '..'), { recursive: true });
  writeFileSync(stylesheet, themeCss(options.themes));
  return {
    name: 'code-highlight',
    getThemePath: () => join(__dirname, 'theme'),
    getClientModules: () => [stylesheet],
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: isServer
          ? { [join(__dirname, 'highlighter')]: join(__dirname, 'highlighter.server.ts') }
          : { [prismClientModule]: false },
      },
    }),
  };
}
