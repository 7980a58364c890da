import { isInArea, sectionForPath } from '../lib/sections';

/**
 * The top-level sections of the site and the sidebar each one carries. The navbar, its
 * highlight, the landing page, the sidebars, llms.txt and the social cards all read this table,
 * so "which section and sidebar is this path in" has one answer.
 */
export type SidebarId = 'getStartedSidebar' | 'technologySidebar' | 'apiSidebar' | 'learnSidebar';

export interface Section {
  id: 'get-started' | 'technology' | 'api' | 'learn' | 'release-notes';
  label: string;
  /** URL prefix owned by the section: the section is active on this path and below it. */
  basePath: string;
  /** Where the navbar item and the landing card send the reader. */
  entryPath: string;
  /** The sidebar generated from the section's folder under docs/ (the folder is `basePath`). */
  sidebarId?: SidebarId;
}

export const sections = [
  { id: 'get-started', label: 'Get started', basePath: '/get-started', entryPath: '/get-started', sidebarId: 'getStartedSidebar' },
  { id: 'technology', label: 'Technology', basePath: '/technology', entryPath: '/technology/architecture', sidebarId: 'technologySidebar' },
  { id: 'api', label: 'API & SDK', basePath: '/api', entryPath: '/api', sidebarId: 'apiSidebar' },
  { id: 'learn', label: 'Learn', basePath: '/learn', entryPath: '/learn', sidebarId: 'learnSidebar' },
  { id: 'release-notes', label: 'Release notes', basePath: '/release-notes', entryPath: '/release-notes' },
] as const satisfies readonly Section[];

export type SectionId = (typeof sections)[number]['id'];

/**
 * The tooling directory: a part of Get started that llms.txt and the social cards name on its
 * own, because readers come to it for a provider, not for a guide.
 */
export const toolingDirectory = { label: 'Tooling directory', basePath: '/get-started/tooling' } as const;

export function getSection(id: SectionId): Section {
  const found = sections.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown section "${id}"`);
  return found;
}

/** The section a page path is in, or undefined for pages outside every section (landing, search, glossary). */
export function sectionOf(path: string): Section | undefined {
  return sectionForPath(path, sections);
}

/**
 * The name of the part of the site a page is in: the tooling directory, else its section's
 * label; undefined outside every section.
 */
export function areaLabelOf(path: string): string | undefined {
  if (isInArea(path, toolingDirectory)) return toolingDirectory.label;
  return sectionOf(path)?.label;
}

/**
 * The sidebar a page path shows. A page with `sidebar_exclude: true` in its front matter is
 * kept out of its sidebar's entries but still lives under the section's folder.
 */
export function sidebarOf(path: string): SidebarId | undefined {
  return sectionOf(path)?.sidebarId;
}

/** The sidebar ids with the docs/ folder each is generated from. */
export function sidebarFolders(): { sidebarId: SidebarId; dirName: string }[] {
  return sections.flatMap((s: Section) => (s.sidebarId ? [{ sidebarId: s.sidebarId, dirName: s.basePath.replace(/^\//, '') }] : []));
}
