/**
 * Sidebar generation helpers. A doc whose front matter sets `sidebar_exclude: true` keeps its
 * URL but is left out of the generated sidebar (reachable, not listed).
 */

export interface GeneratedItem {
  type: string;
  id?: string;
  items?: GeneratedItem[];
  [key: string]: unknown;
}

export interface DocWithFrontMatter {
  id: string;
  frontMatter: Record<string, unknown>;
}

export function excludedDocIds(docs: readonly DocWithFrontMatter[]): Set<string> {
  return new Set(docs.filter((d) => d.frontMatter.sidebar_exclude === true).map((d) => d.id));
}

export function withoutExcludedDocs<T extends GeneratedItem>(items: readonly T[], excluded: ReadonlySet<string>): T[] {
  return items
    .filter((item) => !(item.type === 'doc' && item.id !== undefined && excluded.has(item.id)))
    .map((item) => (item.items ? { ...item, items: withoutExcludedDocs(item.items, excluded) } : item));
}
