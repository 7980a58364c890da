/**
 * Output for AI agents, written after the build:
 * - a Markdown twin of every page at `<path>.md` (`/index.md` for the landing page);
 * - `/llms.txt`: what the site is and every page with its one-line description, by section;
 * - `/llms-full.txt`: every page as Markdown, in the same order;
 * - `/llms-pages.json`: the same list as data (path, title, description, group), for the MCP server;
 * - `/.well-known/api-catalog`: the RFC 9727 catalog of the APIs these docs describe.
 * See https://llmstxt.org for the format.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent, DocMetadata } from '@docusaurus/plugin-content-docs';
import { htmlToMarkdown } from '../../lib/markdown';
import { markdownPath } from '../../lib/markdownPath';
import { API_CATALOG_PATH, apiCatalog, type CatalogApi } from '../../lib/apiCatalog';
import { MCP_DOCS_PATH } from '../../lib/agentPaths';
import { PAGES_MANIFEST, type PagesManifest } from './manifest';

export interface LlmsPage {
  /** URL path, e.g. /get-started/how-to/bridge. */
  path: string;
  title: string;
  description: string;
  /** Heading under which the page is listed in llms.txt. */
  group: string;
}

export interface LlmsOptions {
  siteTitle: string;
  summary: string;
  /** Extra lines under the summary: what readers (and agents) should know first. */
  notes: string[];
  /** Group order in llms.txt; a page's group comes from `groupOf`. */
  groups: string[];
  groupOf: (path: string) => string;
  /** Non-doc pages to include (the landing page), with their title and description. */
  extraPages: Omit<LlmsPage, 'group'>[];
  /**
   * The APIs of the catalog at /.well-known/api-catalog. `built(path)` tells whether the build
   * holds a file at that URL path, so a link is listed only when its target exists.
   */
  apis: (siteUrl: string, built: (path: string) => boolean) => CatalogApi[];
}


/** The built HTML file of a page (trailingSlash: false writes `<path>.html`, the root `index.html`). */
function htmlFile(outDir: string, path: string): string {
  if (path === '/') return join(outDir, 'index.html');
  const flat = join(outDir, `${path}.html`);
  return existsSync(flat) ? flat : join(outDir, path, 'index.html');
}

/**
 * A twin read on its own still tells an agent where the rest is: one quoted line under its title
 * names llms.txt and the MCP server.
 */
export function withIndexNote(markdown: string, siteUrl: string): string {
  // Every link here resolves with GET: the MCP endpoint itself only answers POST, so the note
  // points at the page that explains it.
  const note = `> Part of the Linea developer documentation. Index of every page: ${siteUrl}/llms.txt. Search and read these docs over MCP: ${siteUrl}${markdownPath(MCP_DOCS_PATH)}.`;
  const end = markdown.indexOf('\n');
  if (markdown.startsWith('# ') && end > 0) return `${markdown.slice(0, end)}\n\n${note}${markdown.slice(end)}`;
  return `${note}\n\n${markdown}`;
}

export function llmsTxt(options: Pick<LlmsOptions, 'siteTitle' | 'summary' | 'notes' | 'groups'>, pages: LlmsPage[], siteUrl: string): string {
  const lines = [`# ${options.siteTitle}`, '', `> ${options.summary}`, '', ...options.notes, ''];
  for (const group of options.groups) {
    const inGroup = pages.filter((p) => p.group === group);
    if (inGroup.length === 0) continue;
    lines.push(`## ${group}`, '');
    for (const p of inGroup) lines.push(`- [${p.title}](${siteUrl}${markdownPath(p.path)}): ${p.description}`);
    lines.push('');
  }
  return lines.join('\n');
}

function docsOf(plugins: { name: string; options: { id?: string }; content: unknown }[]): DocMetadata[] {
  const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && (p.options.id ?? 'default') === 'default');
  const content = docsPlugin?.content as LoadedContent | undefined;
  return content?.loadedVersions.flatMap((v) => v.docs) ?? [];
}

export default function llmsPlugin(context: LoadContext, options: LlmsOptions): Plugin {
  return {
    name: 'linea-llms',
    async postBuild({ outDir, plugins }) {
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const docs = docsOf(plugins as unknown as { name: string; options: { id?: string }; content: unknown }[]).filter((d) => !d.unlisted);
      const pages: LlmsPage[] = [
        ...options.extraPages.map((p) => ({ ...p, group: options.groupOf(p.path) })),
        // Permalinks of index docs end with "/"; the site serves them without it (trailingSlash: false).
        ...docs.map((d) => {
          const path = d.permalink.length > 1 ? d.permalink.replace(/\/$/, '') : d.permalink;
          return { path, title: d.title, description: d.description, group: options.groupOf(path) };
        }),
      ].sort((a, b) => options.groups.indexOf(a.group) - options.groups.indexOf(b.group) || a.path.localeCompare(b.path));

      const full: string[] = [`# ${options.siteTitle}`, '', `> ${options.summary}`, ''];
      for (const page of pages) {
        const file = htmlFile(outDir, page.path);
        if (!existsSync(file)) throw new Error(`llms: no built HTML for ${page.path}`);
        const markdown = withIndexNote(htmlToMarkdown(readFileSync(file, 'utf8'), { pageUrl: `${siteUrl}${page.path}` }), siteUrl);
        const target = join(outDir, markdownPath(page.path));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, markdown);
        full.push('---', '', `Source: ${siteUrl}${page.path}`, '', markdown);
      }
      writeFileSync(join(outDir, 'llms.txt'), llmsTxt(options, pages, siteUrl));
      writeFileSync(join(outDir, 'llms-full.txt'), full.join('\n'));
      const manifest: PagesManifest = {
        site: siteUrl,
        groups: options.groups,
        pages: pages.map((p) => ({ ...p, markdown: markdownPath(p.path) })),
      };
      writeFileSync(join(outDir, PAGES_MANIFEST), JSON.stringify(manifest));
      const built = (path: string) => existsSync(join(outDir, path));
      const catalog = join(outDir, API_CATALOG_PATH);
      mkdirSync(dirname(catalog), { recursive: true });
      writeFileSync(catalog, JSON.stringify(apiCatalog(siteUrl, options.apis(siteUrl, built)), null, 2));
    },
  };
}
