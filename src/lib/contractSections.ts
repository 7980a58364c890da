/**
 * Section headings and table of contents of a contract reference page. Kept apart from
 * contractReference.ts so that pages and the component import these few functions and strings
 * and nothing of the build-time code; the table of contents is derived in the page rather than
 * shipped in its data.
 */
import type { ContractReference } from './contractReference';

export const MONOREPO_URL = 'https://github.com/Consensys/linea-monorepo';

/** Link to a source file of the monorepo at a commit. */
export function sourceUrl(unit: { sourcePath: string; commit: string }): string {
  return `${MONOREPO_URL}/blob/${unit.commit}/${unit.sourcePath}`;
}

export const SECTIONS = {
  sectionPages: { id: 'in-this-section', title: 'In this section' },
  deployments: { id: 'deployed-addresses', title: 'Deployed addresses' },
  usage: { id: 'use-it-from-your-code', title: 'Use it from your code' },
  functions: { id: 'functions', title: 'Functions' },
  events: { id: 'events', title: 'Events' },
  errors: { id: 'errors', title: 'Errors' },
  modifiers: { id: 'modifiers', title: 'Modifiers' },
  types: { id: 'types', title: 'Structs and enums' },
  variables: { id: 'constants-and-state-variables', title: 'Constants and state variables' },
  abi: { id: 'selector-index', title: 'Selector index' },
  source: { id: 'source-and-inheritance', title: 'Source and inheritance' },
} as const;

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page's table of contents, in the shape Docusaurus expects from `export const toc`. */
export function contractToc(r: ContractReference): TocItem[] {
  const toc: TocItem[] = [];
  const section = (s: { id: string; title: string }, items: readonly { id: string; heading?: string; name: string }[], show: boolean) => {
    if (!show) return;
    toc.push({ value: escapeHtml(s.title), id: s.id, level: 2 });
    for (const item of items) toc.push({ value: `<code>${escapeHtml(item.heading ?? item.name)}</code>`, id: item.id, level: 3 });
  };
  section(SECTIONS.sectionPages, [], r.sectionPages.length > 0);
  section(SECTIONS.deployments, [], r.deployments.length > 0);
  section(SECTIONS.usage, [], r.hasUsageSample);
  section(SECTIONS.functions, r.functions, r.functions.length > 0);
  section(SECTIONS.events, r.events, r.events.length > 0);
  section(SECTIONS.errors, r.errors, r.errors.length > 0);
  section(SECTIONS.modifiers, r.modifiers, r.modifiers.length > 0);
  section(SECTIONS.types, [...r.structs, ...r.enums], r.structs.length + r.enums.length > 0);
  section(SECTIONS.variables, r.variables, r.variables.length > 0);
  section(SECTIONS.abi, [], (r.abi.count ?? r.abi.rows.length) > 0);
  section(SECTIONS.source, [], true);
  return toc;
}
