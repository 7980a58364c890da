/**
 * The top-level sections of the site. The navbar, its highlight and the landing page read this
 * table, so a section is declared once.
 */
export type SidebarId = 'getStartedSidebar' | 'technologySidebar' | 'apiSidebar' | 'learnSidebar';

export interface Section {
  id: 'get-started' | 'technology' | 'api' | 'learn' | 'release-notes';
  label: string;
  /** URL prefix owned by the section: the section is active on this path and below it. */
  basePath: string;
  /** Where the navbar item and the landing card send the reader. */
  entryPath: string;
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

export function getSection(id: SectionId): Section {
  const found = sections.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown section "${id}"`);
  return found;
}
