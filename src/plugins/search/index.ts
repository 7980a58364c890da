/**
 * Site search: after the build, reads every doc page's HTML and writes the search index beside
 * the site (see src/lib/search/build.ts); adds the results page route at /search; hands the
 * index's cache-busting hash to the browser as global data.
 *
 * Files per docs version (the latest at the output root):
 * - `search-index.json`: the index the first search downloads (spec section 7's contract);
 * - `search-snippets.json`: the text of each section, fetched after the index, for snippets.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { normalizeUrl } from '@docusaurus/utils';
import { buildIndex } from '../../lib/search/build';
import type { RankingOptions } from '../../lib/search/engine';
import { extractPage, type ExtractedPage } from '../../lib/search/extract';
import { searchIndexFile } from '../../lib/search/urls';

export interface SearchPluginOptions {
  /** Write the cache-busting hash into the index URL. */
  hashed: boolean;
  bm25: RankingOptions['bm25'];
  /** Folders and files whose content determines the index, relative to the site directory. */
  hashInputs: string[];
}

export interface SearchGlobalData {
  /** Cache-busting value of the index URLs, or '' when hashing is off. */
  indexHash: string;
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

/** Doc permalinks per output directory: the latest version at the root, others in their folder. */
function docsByVersion(plugins: PluginWithContent[], outDir: string, baseUrl: string): Map<string, string[]> {
  const byDir = new Map<string, string[]>();
  for (const plugin of plugins.filter((p) => p.name === 'docusaurus-plugin-content-docs')) {
    for (const version of (plugin.content as LoadedContent).loadedVersions) {
      const dir = version.isLast ? outDir : join(outDir, version.path.slice(baseUrl.length));
      const list = byDir.get(dir) ?? [];
      // Index docs have permalinks ending in "/"; the site serves them without it.
      list.push(...version.docs.map((d) => (d.permalink.length > 1 ? d.permalink.replace(/\/$/, '') : d.permalink)));
      byDir.set(dir, list);
    }
  }
  return byDir;
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const indexHash = options.hashed ? inputsHash(context.siteDir, options.hashInputs) : '';
  return {
    name: 'linea-search',

    async contentLoaded({ actions }) {
      actions.setGlobalData({ indexHash } satisfies SearchGlobalData);
      actions.addRoute({ path: normalizeUrl([context.baseUrl, 'search']), component: '@theme/SearchPage', exact: true });
    },

    async postBuild({ outDir, plugins }) {
      for (const [dir, permalinks] of docsByVersion(plugins as unknown as PluginWithContent[], outDir, context.baseUrl)) {
        const pages: { url: string; page: ExtractedPage }[] = [];
        for (const url of [...new Set(permalinks)].sort()) {
          const file = htmlFile(outDir, url.slice(context.baseUrl.length - 1));
          if (!existsSync(file)) throw new Error(`search: no built HTML for ${url}`);
          const page = extractPage(readFileSync(file, 'utf8'));
          // Pages without an article title or marked noindex are not searchable.
          if (page) pages.push({ url, page });
        }
        const { entries, texts } = buildIndex(pages, options.bm25);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, searchIndexFile('')), JSON.stringify(entries));
        writeFileSync(join(dir, searchIndexFile('', 'snippets')), JSON.stringify(texts));
      }
    },
  };
}
