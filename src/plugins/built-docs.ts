/**
 * What the post-build plugins (social cards, llms.txt, the search index) need to know about the
 * built docs: which pages there are, at which path the site serves each, and which HTML file
 * holds it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DocMetadata, LoadedContent } from '@docusaurus/plugin-content-docs';

/** The part of a loaded plugin the post-build step hands over that these helpers read. */
export interface LoadedPlugin {
  name: string;
  options: { id?: string };
  content: unknown;
}

/**
 * The path the site serves a doc at. Permalinks of index docs end with "/"; the site serves
 * them without it (`trailingSlash: false`).
 */
export function pagePath(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink;
}

/** The built HTML file of a page path: `trailingSlash: false` writes `<path>.html`, the root `index.html`. */
export function builtHtmlFile(outDir: string, path: string): string {
  if (path === '/') return join(outDir, 'index.html');
  const flat = join(outDir, `${path}.html`);
  return existsSync(flat) ? flat : join(outDir, path, 'index.html');
}

/** The loaded content of the default docs plugin (this site has one docs instance). */
export function docsContent(plugins: readonly LoadedPlugin[]): LoadedContent | undefined {
  const docs = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && (p.options.id ?? 'default') === 'default');
  return docs?.content as LoadedContent | undefined;
}

/** Every doc of every version of the default docs plugin. */
export function builtDocs(plugins: readonly LoadedPlugin[]): DocMetadata[] {
  return docsContent(plugins)?.loadedVersions.flatMap((v) => v.docs) ?? [];
}
