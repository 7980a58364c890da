/**
 * The smart-contract reference pages. A page names its reference in its front matter by its
 * route below /api/linea-smart-contracts/ (`contract: interfaces/l1/ilinearollup`, whose data is
 * src/data/contracts/interfaces/l1/ilinearollup.ts) and holds only its "use it from your code"
 * sample; the remark step below builds the reference in
 * Node (selectors, topics and role hashes with viem's keccak, so no hashing reaches the browser)
 * and writes it into the page as Markdown headings and one component per block. Docusaurus then
 * builds the table of contents and the heading anchors from those headings, as for any page.
 *
 * The plugin itself only tells the bundler's persistent cache that compiled pages depend on the
 * contract data and on the code that turns it into pages.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { keccak256, stringToHex, toEventSelector, toFunctionSelector } from 'viem';
import { contractData } from '../../data/contracts/index';
import { buildReference, type Hashers } from '../../lib/contractBuilder';
import { ContractIndex } from '../../lib/contractIndex';
import type { ContractReference } from '../../lib/contractReference';
import { memberHeading, visibleSections, type MemberEntry, type SectionKey } from '../../lib/contractSections';
import { identifierAttribute, importDefault, importNamed, valueAttribute } from '../mdx-nodes';

export const CONTRACT_PAGE_PREFIX = '/api/linea-smart-contracts/';
const COMPONENTS = '@site/src/components/ContractReference';

const hashers: Hashers = {
  functionSelector: (signature) => toFunctionSelector(signature),
  eventTopic: (signature) => toEventSelector(signature),
  keccakOfString: (text) => keccak256(stringToHex(text)),
};

let index: ContractIndex | undefined;

/** The reference of the page whose front matter says `contract: <id>`: the page at /api/linea-smart-contracts/<id>. */
export function referenceFor(id: string): ContractReference {
  index ??= new ContractIndex(contractData);
  return buildReference(contractData, `${CONTRACT_PAGE_PREFIX}${id}`, hashers, index);
}

function element(name: string, props: Record<string, unknown>, children: MdxJsxFlowElement['children'] = [], extra: MdxJsxAttribute[] = []): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes: [...Object.entries(props).map(([k, v]) => valueAttribute(k, v)), ...extra], children };
}

function heading(depth: 2 | 3, id: string, text: string, code: boolean): Heading {
  return {
    type: 'heading',
    depth,
    children: [code ? { type: 'inlineCode', value: text } : { type: 'text', value: text }],
    data: { hProperties: { id } },
  };
}

/** The component that renders the body of each kind of member. */
const MEMBER_COMPONENT: Record<MemberEntry['kind'], string> = {
  function: 'ContractFunction',
  event: 'ContractEvent',
  error: 'ContractError',
  modifier: 'ContractModifier',
  struct: 'ContractStruct',
  enum: 'ContractEnum',
  variable: 'ContractVariable',
};

/**
 * The summary rows of a section: only what the table shows, so a page does not ship each member
 * twice. Sections too short to need a summary get none.
 */
function memberIndex<T extends { id: string; name: string; heading?: string }>(members: readonly T[], hash: (m: T) => string | undefined, note: (m: T) => string) {
  if (members.length < 4) return [];
  return members.map((m) => ({ id: m.id, heading: m.heading ?? m.name, ...(hash(m) ? { hash: hash(m) } : {}), note: note(m) }));
}

/**
 * A section block whose content is server-only markup, as member bodies are: the summary tables of
 * functions, events and errors, and the sources table. The block gets the id `<section>--summary`
 * and its component's props are its value in the page's server-only members file. Null when the
 * section has nothing to show before its members.
 */
function keptSection(key: SectionKey, r: ContractReference): { component: string; props: Record<string, unknown> } | null {
  switch (key) {
    case 'functions': {
      const rows = memberIndex(r.functions, (f) => f.selector, (f) => `${f.visibility}${f.mutability === 'nonpayable' ? '' : ` ${f.mutability}`}`);
      const allInternal = r.functions.every((f) => f.visibility === 'internal') && r.kind !== 'library';
      return rows.length > 0 || allInternal ? { component: 'ContractFunctionIndex', props: { rows, allInternal } } : null;
    }
    case 'events': {
      const rows = memberIndex(r.events, (e) => e.topic, () => 'event');
      return rows.length > 0 ? { component: 'ContractMemberIndex', props: { rows, hashLabel: 'Topic 0', label: 'Events summary' } } : null;
    }
    case 'errors': {
      const rows = memberIndex(r.errors, (e) => e.selector, () => 'error');
      return rows.length > 0 ? { component: 'ContractMemberIndex', props: { rows, hashLabel: 'Selector', label: 'Errors summary' } } : null;
    }
    case 'source':
      return { component: 'ContractSources', props: { units: r.units } };
    default:
      return null;
  }
}

/** The id of a kept section's block and of its value. */
const keptSectionId = (sectionId: string) => `${sectionId}--summary`;

/** What follows a section's heading, before its members. */
function sectionBody(key: SectionKey, sectionId: string, r: ContractReference, sample: RootContent[]): RootContent[] {
  const kept = keptSection(key, r);
  if (kept) return [element(kept.component, { id: keptSectionId(sectionId) }, [], [identifierAttribute('members', MEMBERS_LOCAL)])];
  switch (key) {
    case 'sectionPages':
      return [element('ContractSectionPages', { pages: r.sectionPages })];
    case 'deployments':
      return [element('ContractDeployments', { keys: r.deployments })];
    case 'usage':
      return sample;
    case 'abi':
      // The rows come from a server-only import (see serverOnlyImport): they are in the HTML, not the JavaScript.
      return [element('ContractAbiIndex', { title: r.title }, [], [identifierAttribute('abi', ABI_LOCAL)])];
    default:
      return [];
  }
}

/** The reference without its member lists, which the overview does not show. */
function overviewOf(r: ContractReference): Omit<ContractReference, (typeof MEMBER_LISTS)[number]> {
  const overview: Partial<ContractReference> = { ...r };
  for (const key of MEMBER_LISTS) delete overview[key];
  return overview as Omit<ContractReference, (typeof MEMBER_LISTS)[number]>;
}

const MEMBER_LISTS = ['deployments', 'functions', 'events', 'errors', 'modifiers', 'structs', 'enums', 'variables', 'abi', 'sectionPages'] as const;

/** The page's content: the overview, then each visible section with its heading and members. */
export function referenceTree(r: ContractReference, sample: RootContent[]): RootContent[] {
  const content: RootContent[] = [element('ContractOverview', { reference: overviewOf(r) })];
  for (const section of visibleSections(r)) {
    content.push(heading(2, section.id, section.title, false), ...sectionBody(section.key, section.id, r, sample));
    for (const entry of section.members) {
      // The body comes from the server-only members import (see serverOnlyImport), found by the member's id.
      content.push(element(MEMBER_COMPONENT[entry.kind], { id: entry.value.id }, [heading(3, entry.value.id, memberHeading(entry), true)], [identifierAttribute('members', MEMBERS_LOCAL)]));
    }
  }
  return content;
}

/** Names of the components a tree uses, for the import the step adds. */
function componentNames(nodes: readonly RootContent[]): string[] {
  const names = new Set<string>();
  const visit = (node: RootContent) => {
    if (node.type === 'mdxJsxFlowElement' && node.name?.startsWith('Contract')) names.add(node.name);
    if ('children' in node) (node.children as RootContent[]).forEach(visit);
  };
  nodes.forEach(visit);
  return [...names].sort();
}

/**
 * Remark step for pages with `contract: <id>` in their front matter. It runs before Docusaurus's
 * own steps, so the headings it adds get their anchors and their table-of-contents entries.
 */
export function remarkContractReference() {
  return (tree: Root, file: { data: { frontMatter?: Record<string, unknown> }; path?: string }) => {
    const id = file.data.frontMatter?.contract;
    if (id === undefined) return;
    if (typeof id !== 'string') throw new Error(`${file.path}: front matter "contract" must be a data module path, such as interfaces/l1/ilinearollup`);
    const r = referenceFor(id);
    // The front matter stays in the tree as a node of its own (Docusaurus parses it with
    // remark-frontmatter), like the page's own imports; everything else is the sample.
    const isPreamble = (n: RootContent) => n.type === 'mdxjsEsm' || n.type === 'yaml' || (n.type as string) === 'toml';
    const imports = tree.children.filter(isPreamble);
    const sample = tree.children.filter((n) => !isPreamble(n));
    if (r.hasUsageSample !== sample.length > 0) {
      throw new Error(`${file.path}: the data of ${id} ${r.hasUsageSample ? 'announces a usage sample, but the page has none' : 'has no usage sample, but the page has content'}`);
    }
    const content = referenceTree(r, sample);
    const sections = visibleSections(r);
    const abi = sections.some((section) => section.key === 'abi') ? [serverOnlyImport(ABI_LOCAL, id, 'abi', r.abi)] : [];
    const memberValues = Object.fromEntries([
      ...sections.flatMap((section) => section.members.map((entry) => [entry.value.id, entry.value] as const)),
      ...sections.flatMap((section) => {
        const kept = keptSection(section.key, r);
        return kept ? [[keptSectionId(section.id), kept.props] as const] : [];
      }),
    ]);
    const members = Object.keys(memberValues).length > 0 ? [serverOnlyImport(MEMBERS_LOCAL, id, 'members', memberValues)] : [];
    tree.children = [
      ...imports,
      importNamed(['ContractReference', ...componentNames(content)], COMPONENTS),
      ...abi,
      ...members,
      element('ContractReference', {}, content as MdxJsxFlowElement['children']),
    ];
  };
}

const here = dirname(__filename);

const ABI_LOCAL = '__contractAbi';
const MEMBERS_LOCAL = '__contractMembers';
const SERVER_ONLY_LOADER = join(here, '..', 'server-only-loader.cjs');
/** Where each page's server-only data is written for its import (ignored by Git). */
const SERVER_ONLY_DIR = join(here, '..', '..', '..', '.generated', 'contract-abi');

/**
 * Data that only the page's HTML needs, as a server-only import of a JSON file: the server build
 * writes it into the HTML and the browser bundle gets null. Two parts of a reference go this way:
 * the selector index (every ABI member with its hash, the least compressible part) and the member
 * bodies (declaration, facts, parameters, prose), which the browser then keeps from the HTML
 * instead of hydrating thousands of elements. The file is rewritten only when it changes, so the
 * dev server does not rebuild for nothing.
 */
function serverOnlyImport(local: string, id: string, part: 'abi' | 'members', value: unknown): MdxjsEsm {
  const file = join(SERVER_ONLY_DIR, `${id.replace(/\//g, '__')}.${part}`);
  const json = JSON.stringify(value);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== json) {
    mkdirSync(SERVER_ONLY_DIR, { recursive: true });
    writeFileSync(file, json);
  }
  return importDefault(local, `!!${SERVER_ONLY_LOADER}?json!${file}`);
}

export default function contractReferencePlugin(): Plugin {
  return {
    name: 'contract-reference',
    configureWebpack() {
      return {
        cache: {
          type: 'filesystem',
          buildDependencies: {
            contractReference: [join(here, '..', '..', 'data', 'contracts') + '/', join(here, '..', '..', 'data', 'deployments.ts'), join(here, '..', '..', 'lib') + '/', `${here}/`],
          },
        },
      };
    },
  };
}
