/**
 * Site search in one place. This plugin adds the results page route at /search, hands the
 * index's cache-busting hash to the browser, provides the search box and the results page as
 * theme components (`theme/`), and after the build reads every doc page's HTML (`extract.ts`)
 * and writes beside the site:
 *
 * - `search-index.json`: the index the first search downloads;
 * - `search-snippets.json`: the text of each section, fetched after the index, for snippets.
 *
 * `engine/` is the search itself, shared by the index build, the browser's worker (`client/`)
 * and any server-side consumer (`engine/index.ts`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { normalizeUrl } from '@docusaurus/utils';
import { buildIndex } from './engine/build';
import { rankingOptions } from './engine/options';
import { INDEX_FILE, SNIPPETS_FILE } from './engine/urls';
import { extractPage, type ExtractedPage } from './extract';
import { SEARCH_PLUGIN_NAME, type SearchGlobalData } from './globalData';

export interface SearchPluginOptions {
  /** Folders and files whose content determines the index, relative to the site directory. */
  hashInputs: string[];
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/**
 * Hash of everything the index is made from: the pages, the data and components that render
 * them, and the search code. The browser needs the value before the pages are built, so it
 * cannot be a hash of the output.
 */
export function inputsHash(siteDir: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(siteDir, input)))) {
    hash.update(relative(siteDir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 8);
}

/** The built HTML file of a route (trailingSlash: false writes `<path>.html`). */
function htmlFile(outDir: string, route: string): string {
  const flat = join(outDir, `${route}.html`);
  return existsSync(flat) ? flat : join(outDir, route, 'index.html');
}

interface PluginWithContent {
  name: string;
  content: unknown;
}

/** Permalinks of every doc, as the site serves them (index docs end in "/" in the metadata, not on the site). */
function docPermalinks(plugins: readonly PluginWithContent[]): string[] {
  const permalinks = plugins
    .filter((p) => p.name === 'docusaurus-plugin-content-docs')
    .flatMap((p) => (p.content as LoadedContent).loadedVersions.flatMap((version) => version.docs))
    .map((doc) => (doc.permalink.length > 1 ? doc.permalink.replace(/\/$/, '') : doc.permalink));
  return [...new Set(permalinks)].sort();
}

/** Chunk name of the search worker (`client/client.ts`). */
const SEARCH_WORKER_CHUNK = 'search-worker';

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const indexHash = inputsHash(context.siteDir, options.hashInputs);
  return {
    name: SEARCH_PLUGIN_NAME,

    getThemePath() {
      return resolve(__dirname, 'theme');
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // webpack's default vendor group moves the worker's libraries (MiniSearch) to a chunk of
      // their own, which the worker fetches only once its own chunk has run. The worker uses
      // them alone, so they stay in its chunk; other async chunks are split as before.
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              defaultVendors: {
                idHint: 'vendors',
                test: /[\\/]node_modules[\\/]/i,
                priority: -10,
                reuseExistingChunk: true,
                chunks: (chunk: { name?: string | null; canBeInitial(): boolean }) => !chunk.canBeInitial() && chunk.name !== SEARCH_WORKER_CHUNK,
              },
            },
          },
        },
      };
    },

    async contentLoaded({ actions }) {
      actions.setGlobalData({ indexHash } satisfies SearchGlobalData);
      actions.addRoute({ path: normalizeUrl([context.baseUrl, 'search']), component: '@theme/SearchPage', exact: true });
    },

    async postBuild({ outDir, plugins }) {
      const pages: { url: string; page: ExtractedPage }[] = [];
      for (const url of docPermalinks(plugins as unknown as PluginWithContent[])) {
        const file = htmlFile(outDir, url.slice(context.baseUrl.length - 1));
        if (!existsSync(file)) throw new Error(`search: no built HTML for ${url}`);
        const page = extractPage(readFileSync(file, 'utf8'));
        // Pages without an article title or marked noindex are not searchable.
        if (page) pages.push({ url, page });
      }
      const { index, texts } = buildIndex(pages, rankingOptions.bm25);
      writeFileSync(join(outDir, INDEX_FILE), JSON.stringify(index));
      writeFileSync(join(outDir, SNIPPETS_FILE), JSON.stringify(texts));
    },
  };
}
