/**
 * The machine-readable list of pages the llms plugin writes next to `llms.txt`: what the MCP
 * server lists, searches by section and serves, so it never has to parse Markdown to know them.
 */
export const PAGES_MANIFEST = 'llms-pages.json';

export interface ManifestPage {
  /** URL path, e.g. /get-started/how-to/bridge. */
  path: string;
  title: string;
  description: string;
  /** Heading under which the page is listed in llms.txt (the navbar section, mostly). */
  group: string;
  /** URL path of the Markdown twin. */
  markdown: string;
}

export interface PagesManifest {
  /** The site's origin, e.g. https://docs.linea.build. */
  site: string;
  /** Group names in llms.txt order. */
  groups: string[];
  pages: ManifestPage[];
}
