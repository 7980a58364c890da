/**
 * Reads a built doc page into what the search indexes: title, description, keywords, breadcrumb
 * and sections. A section starts at the page title or at an h2 or h3 and holds the text up to the
 * next one; deeper headings stay in their section's text.
 *
 * Working from the built HTML means every MDX component is already rendered: tables of contract
 * functions, RPC parameters and glossary entries are indexed as readers see them. A table row's
 * header (`<th scope="row">`) is also kept apart as a label of its section: "Block time" names the
 * fact in its row as a heading names a section; a row with an anchor of its own (a configuration
 * key) is a place of its own, named by its key. Controls, icons, the duplicated visual layer of
 * KaTeX and widgets marked `data-llms="skip"` are left out, and so is what is marked
 * `data-search="skip"`: text a page shows and its Markdown twin keeps, but that no reader searches
 * for (the list of source files under a configuration table). A table marked
 * `data-search="excerpt"` shows a few rows of a table that another page shows whole (the network
 * facts on the start page, two bridge contracts on a bridging guide): its text is the section's,
 * but its rows are labels only on the page of the whole table, which owns the facts they state.
 *
 * parse5's own tree and a few predicates, rather than a hast tree and CSS selectors, keep the
 * whole site's extraction to a couple of seconds: the contract pages are large.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { ROW_VALUE_SEPARATOR, type ExtractedPage, type ExtractedRow, type ExtractedSection } from './engine/types';
import { TERM_ATTRIBUTE } from '../../lib/glossary';

export type { ExtractedPage } from './engine/types';

type Node = DefaultTreeAdapterTypes.Node;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

const SKIP_TAGS = new Set(['script', 'style', 'noscript', 'template', 'button', 'input', 'select', 'textarea', 'svg', 'annotation']);
const SKIP_CLASSES = ['hash-link', 'theme-doc-toc-mobile', 'theme-doc-footer'];
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main', 'nav', 'ol', 'p',
  'pre', 'section', 'summary', 'table', 'tr', 'td', 'th', 'ul',
]);
const SECTION_HEADINGS = new Set(['h1', 'h2', 'h3']);

/** What separates the tokens of a code block: spaces, brackets, quotes, operators, punctuation. */
const CODE_SEPARATORS = /[\s()[\]{};,'"`=<>|&*+!?:]+/;
/**
 * A token of code that names something a reader searches for: camelCase (`readContract`), an
 * underscore inside (`eth_call`, `MAX_GAS_LIMIT`), a flag (`--rpc-url`, `--http.api`), a
 * kebab-case key (`sync-mode`) or an address (`0x` and 40 hex digits). URLs, paths, hashes and
 * plain words are left out: they are in the prose, or nobody searches for them.
 */
const CODE_IDENTIFIER = /[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]|^--?[a-z]|^[a-z][a-z0-9]*(-[a-z0-9]+)+$|^0x[0-9a-fA-F]{40}$/;

function condense(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attr(node: Element, name: string): string | undefined {
  return node.attrs.find((a) => a.name === name)?.value;
}

function hasClass(name: string): (node: Element) => boolean {
  return (node) => (attr(node, 'class') ?? '').split(/\s+/).includes(name);
}

function isSkipped(node: Element): boolean {
  // A glossary term is a button whose words belong to the sentence around it.
  if (SKIP_TAGS.has(node.tagName)) return attr(node, TERM_ATTRIBUTE) === undefined;
  if (attr(node, 'aria-hidden') === 'true' || attr(node, 'data-llms') === 'skip' || attr(node, 'data-search') === 'skip') return true;
  const classes = (attr(node, 'class') ?? '').split(/\s+/);
  return SKIP_CLASSES.some((c) => classes.includes(c));
}

function children(node: ParentNode): Node[] {
  return node.childNodes;
}

function findAll(root: ParentNode, test: (node: Element) => boolean, first = false): Element[] {
  const found: Element[] = [];
  const visit = (node: ParentNode): boolean => {
    for (const child of children(node)) {
      if (!isElement(child)) continue;
      if (test(child)) {
        found.push(child);
        if (first) return true;
      }
      if (visit(child) && first) return true;
    }
    return false;
  };
  visit(root);
  return found;
}

function find(root: ParentNode, test: (node: Element) => boolean): Element | undefined {
  return findAll(root, test, true)[0];
}

function textOf(node: Node, skip: (node: Element) => boolean = () => false): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!isElement(node) || skip(node)) return '';
  return node.childNodes.map((c) => textOf(c, skip)).join('');
}

/** Whether a cell is in a table's header rows (`thead`), which head columns, not rows. */
function inHeaderRows(node: Element): boolean {
  for (let parent = node.parentNode; parent && 'tagName' in parent; parent = parent.parentNode) {
    if (parent.tagName === 'thead') return true;
    if (parent.tagName === 'table') return false;
  }
  return false;
}

/** Whether an element is the header of a table row (`<th scope="row">` outside `thead`). */
function isRowHeader(node: Element): boolean {
  return node.tagName === 'th' && attr(node, 'scope') === 'row' && !inHeaderRows(node);
}

/** Inline elements that only mark up a row header's own words: a link, emphasis, a glossary term. */
const PHRASING = new Set(['a', 'abbr', 'b', 'em', 'i', 'strong']);
const isPhrasing = (node: Element) => PHRASING.has(node.tagName) || (node.tagName === 'button' && attr(node, TERM_ATTRIBUTE) !== undefined);

/**
 * The words a row header says itself: its text, through links and emphasis, without the code or
 * notes (other elements) nested in it.
 */
function rowLabel(node: Element): string | null {
  const own = (parent: Element): string =>
    parent.childNodes
      .map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : isElement(child) && isPhrasing(child) && !isSkipped(child) ? own(child) : ''))
      .join('');
  return condense(own(node)) || null;
}

/**
 * The anchor of a row that has its own (`<tr id>`): a configuration key, a module limit or a
 * contract of a reference table, which a link or a search result opens directly. Null for a row
 * without one, whose label leads to its section.
 */
function rowAnchor(header: Element): string | null {
  const row = header.parentNode;
  const id = row && isElement(row) && row.tagName === 'tr' ? attr(row, 'id') : undefined;
  return id ? `#${id}` : null;
}

/**
 * The label of a row with its own anchor: the header's whole text, code included, since such a
 * row is named by its key (`l1-submission.blob.target-blobs-per-transaction`, `--plugin-linea-…`)
 * and a reader searches for exactly that. Notes in blocks of their own (`div`: a summary under the
 * name, a "required" flag) are left out. Unlike a section's labels, it takes no value from the
 * row: the other cells of a settings table are its type, default and description, which name
 * nothing.
 */
function anchoredRowLabel(header: Element): string | null {
  return condense(textOf(header, (n) => isSkipped(n) || n.tagName === 'div')) || null;
}

/**
 * The other names a row with its own anchor answers to: the anchors in its header, each named by
 * its id. A shared table (the retry settings every client has) lists `max-retries` once, with an
 * anchor for each full key that uses it (`l1-submission.blob.request-retries.max-retries`).
 */
function aliasRows(header: Element): ExtractedRow[] {
  return findAll(header, (n) => attr(n, 'id') !== undefined).map((alias) => ({ label: attr(alias, 'id')!, hash: `#${attr(alias, 'id')!}` }));
}

/**
 * The longest row value that is kept with its label, in characters: a number, a name or a date
 * ("59144", "Osaka (Fusaka)", "2,000,000,000 gas"), not a sentence, a URL or an address.
 */
const ROW_VALUE_MAX = 40;

/**
 * A row label with its row's value when the value is short: "Chain ID: 59144 59141". The label
 * names the fact and the value is the fact, so a reader who types the value ("59144",
 * "0xe708") finds the row that states it, ahead of the pages that merely use it. Cells that repeat
 * one another (the same value on both networks) count once.
 */
function withRowValue(label: string, header: Element): string {
  const cells = header.parentNode && isElement(header.parentNode) ? header.parentNode.childNodes : [];
  const values = new Set<string>();
  for (const cell of cells) if (cell !== header && isElement(cell) && cell.tagName === 'td') values.add(condense(textOf(cell, isSkipped)));
  values.delete('');
  const value = [...values].join(' ');
  return value && value.length <= ROW_VALUE_MAX ? `${label}${ROW_VALUE_SEPARATOR}${value}` : label;
}

function headingHash(node: Element): string {
  const href = attr(find(node, hasClass('hash-link')) ?? node, 'href');
  if (href?.startsWith('#')) return href;
  const id = attr(node, 'id');
  return id ? `#${id}` : '';
}

function metaContent(root: ParentNode, name: string): string {
  const meta = find(root, (n) => n.tagName === 'meta' && attr(n, 'name') === name);
  return condense((meta && attr(meta, 'content')) ?? '');
}

export function extractPage(html: string): ExtractedPage | null {
  const tree = parse(html);
  if (metaContent(tree, 'robots').includes('noindex')) return null;
  const article = find(tree, (n) => n.tagName === 'article');
  const h1 = article && find(article, (n) => n.tagName === 'h1');
  if (!article || !h1) return null;
  const title = condense(textOf(h1));

  // The breadcrumb: the active navbar item, then the sidebar
  // categories that contain the page.
  const breadcrumb: string[] = [];
  const navbarActive = find(tree, hasClass('navbar__link--active'));
  if (navbarActive) breadcrumb.push(condense(textOf(navbarActive)));
  const menu = find(find(tree, hasClass('main-wrapper')) ?? tree, hasClass('menu'));
  for (const collapsible of menu ? findAll(menu, hasClass('menu__list-item-collapsible')) : []) {
    const active = find(collapsible, hasClass('menu__link--active'));
    if (active) breadcrumb.push(condense(textOf(active)));
  }
  // The page's own entry in the sidebar, which often names it as readers do ("Estimate gas fees"
  // for "Estimate transaction costs").
  const own = menu && find(menu, (n) => hasClass('menu__link')(n) && attr(n, 'aria-current') === 'page');
  const sidebarLabel = own ? condense(textOf(own)) : '';

  const sections: ExtractedSection[] = [];
  let current: { title: string; hash: string; text: string[]; labels: string[]; rows: ExtractedRow[]; code: Set<string> } | undefined;
  const close = (section: NonNullable<typeof current>) =>
    sections.push({
      title: section.title,
      hash: section.hash,
      content: condense(section.text.join('')),
      ...(section.code.size > 0 ? { code: [...section.code].join(' ') } : {}),
      ...(section.labels.length > 0 ? { labels: section.labels } : {}),
      ...(section.rows.length > 0 ? { rows: section.rows } : {}),
    });
  const walk = (node: Node, inExcerpt: boolean) => {
    if (node.nodeName === '#text') {
      current?.text.push((node as DefaultTreeAdapterTypes.TextNode).value);
      return;
    }
    if (!isElement(node) || isSkipped(node)) return;
    if (SECTION_HEADINGS.has(node.tagName)) {
      if (node === h1) {
        current = { title, hash: '', text: [], labels: [], rows: [], code: new Set() };
      } else if (current) {
        close(current);
        current = { title: condense(textOf(node, hasClass('hash-link'))), hash: headingHash(node), text: [], labels: [], rows: [], code: new Set() };
      }
      return;
    }
    if (node.tagName === 'pre') {
      for (const token of textOf(node, isSkipped).split(CODE_SEPARATORS)) if (CODE_IDENTIFIER.test(token)) current?.code.add(token);
      return;
    }
    if (current && isRowHeader(node) && !inExcerpt) {
      const hash = rowAnchor(node);
      const label = hash === null ? rowLabel(node) : anchoredRowLabel(node);
      if (label && hash === null) current.labels.push(withRowValue(label, node));
      else if (label && hash !== null) current.rows.push({ label, hash }, ...aliasRows(node));
    }
    const block = BLOCK.has(node.tagName) || hasClass('token-line')(node);
    if (block) current?.text.push(' ');
    const excerpt = inExcerpt || attr(node, 'data-search') === 'excerpt';
    for (const child of node.childNodes) walk(child, excerpt);
    if (block) current?.text.push(' ');
  };
  walk(article, false);
  if (current) close(current);
  return {
    title,
    description: metaContent(tree, 'description'),
    keywords: metaContent(tree, 'keywords'),
    ...(sidebarLabel ? { sidebarLabel } : {}),
    breadcrumb,
    sections,
  };
}
