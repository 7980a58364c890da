/**
 * The sections of a contract reference page and which of them a page shows. `visibleSections` is
 * the one place that decides: the reference plugin turns its answer into the page's headings, and
 * Docusaurus builds the table of contents from those headings, so the two cannot disagree.
 */
import type {
  ContractReference,
  RenderedEnum,
  RenderedError,
  RenderedEvent,
  RenderedFunction,
  RenderedModifier,
  RenderedStruct,
  RenderedVariable,
} from './contractReference';
import { repositories, repositoryFile } from '../data/repositories';

/** Link to a source file of the monorepo at a commit. */
export function sourceUrl(unit: { sourcePath: string; commit: string }): string {
  return repositoryFile(repositories.monorepo, unit.sourcePath, unit.commit);
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

export type SectionKey = keyof typeof SECTIONS;

/** A member with its own heading, tagged with the component that renders its body. */
export type MemberEntry =
  | { kind: 'function'; value: RenderedFunction }
  | { kind: 'event'; value: RenderedEvent }
  | { kind: 'error'; value: RenderedError }
  | { kind: 'modifier'; value: RenderedModifier }
  | { kind: 'struct'; value: RenderedStruct }
  | { kind: 'enum'; value: RenderedEnum }
  | { kind: 'variable'; value: RenderedVariable };

export interface VisibleSection {
  key: SectionKey;
  id: string;
  title: string;
  /** Members listed under the section, each with an h3 heading; empty for sections without. */
  members: MemberEntry[];
}

/** The sections a page shows, in page order, each with the members it lists. */
export function visibleSections(r: ContractReference): VisibleSection[] {
  const tag = <K extends MemberEntry['kind']>(kind: K, values: readonly Extract<MemberEntry, { kind: K }>['value'][]) =>
    values.map((value) => ({ kind, value }) as MemberEntry);
  const candidates: [SectionKey, boolean, MemberEntry[]][] = [
    ['sectionPages', r.sectionPages.length > 0, []],
    ['deployments', r.deployments.length > 0, []],
    ['usage', r.hasUsageSample, []],
    ['functions', r.functions.length > 0, tag('function', r.functions)],
    ['events', r.events.length > 0, tag('event', r.events)],
    ['errors', r.errors.length > 0, tag('error', r.errors)],
    ['modifiers', r.modifiers.length > 0, tag('modifier', r.modifiers)],
    ['types', r.structs.length + r.enums.length > 0, [...tag('struct', r.structs), ...tag('enum', r.enums)]],
    ['variables', r.variables.length > 0, tag('variable', r.variables)],
    ['abi', r.abi.rows.length > 0, []],
    ['source', true, []],
  ];
  return candidates.filter(([, shown]) => shown).map(([key, , members]) => ({ key, ...SECTIONS[key], members }));
}

/** The heading text of a member: its name, or its name and parameter types when it is overloaded. */
export function memberHeading(entry: MemberEntry): string {
  return entry.value.heading ?? entry.value.name;
}
