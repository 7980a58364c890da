/**
 * Turns a rendered page into clean Markdown for readers that are programs (coding agents, LLM
 * tools): the article only, MDX components as the tables, lists and code they render to, code
 * blocks with their language, math as TeX, diagrams as Mermaid source, every link absolute.
 * What Markdown has no syntax for keeps its meaning: superscripts and subscripts stay inline HTML,
 * the blocks and line breaks inside a table cell are joined with <br>, a definition list becomes
 * "**Term:** definition" items.
 *
 * Working from the built HTML (rather than the MDX source) means every component is already
 * rendered, so no component needs its own Markdown converter. Interactive widgets opt out with
 * `data-llms="skip"`; a Mermaid placeholder hands over its source with `data-mermaid`.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Code, Html, Nodes as MdastNodes, Root as MdastRoot, Text } from 'mdast';
import type { InlineMath, Math } from 'mdast-util-math';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { glossaryHref, TERM_ATTRIBUTE } from './glossary';

export interface ToMarkdownOptions {
  /** Absolute URL of the page, used to make relative links and anchors absolute. */
  pageUrl: string;
  /** CSS selectors tried in order to find the page's content; the first match is converted. */
  contentSelectors?: string[];
}

/** hast's property name for the glossary term attribute (`data-glossary-term` → `dataGlossaryTerm`). */
const TERM_PROPERTY = TERM_ATTRIBUTE.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const DROP = [
  '[data-llms="skip"]',
  'script',
  'style',
  'noscript',
  // A glossary term's button stays: its words are part of the sentence (see `transform`).
  `button:not([${TERM_ATTRIBUTE}])`,
  'input',
  'select',
  'textarea',
  'svg',
  'a.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-edit-this-page',
].join(', ');

function classes(node: Element): string[] {
  const value: unknown = node.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

function el(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

function text(value: string): ElementContent {
  return { type: 'text', value };
}

/** Elements a browser lays out as blocks of their own (the parts of a table cell a Markdown cell must keep apart). */
const BLOCK_ELEMENTS = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'dt', 'dd', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre',
  'section', 'summary', 'table', 'ul',
]);

function isBlock(node: ElementContent): boolean {
  return node.type === 'element' && (BLOCK_ELEMENTS.has(node.tagName) || node.tagName === 'llms-node');
}

/**
 * Placeholder element carrying data that a custom handler turns into an mdast node. Inline math
 * rides on <var>, a phrasing element, so the whitespace around it survives.
 */
function marker(kind: string, data: Record<string, string>): Element {
  // Non-empty, so whitespace minification treats it as content and keeps the spaces around it.
  const children = kind === 'inlineMath' ? [text(data.value ?? '')] : [];
  return el(kind === 'inlineMath' ? 'var' : 'llms-node', { dataKind: kind, ...Object.fromEntries(Object.entries(data).map(([k, v]) => [`data${k[0]!.toUpperCase()}${k.slice(1)}`, v])) }, children);
}

/** Docusaurus code block → marker with language, title and the exact code lines. */
function codeBlock(node: Element): Element {
  const lang = classes(node).find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
  const title = select('[class*="codeBlockTitle"]', node);
  const lines = selectAll('.token-line', node);
  const code = lines.length > 0 ? lines.map((l) => toString(l)).join('\n') : toString(select('pre', node) ?? node);
  return marker('code', { lang, title: title ? toString(title) : '', value: code.replace(/\n$/, '') });
}

/** Tabs → each tab's label as a bold line, followed by its panel (hidden panels included). */
function tabs(node: Element): Element {
  const labels = selectAll('[role="tab"]', node).map((t) => toString(t).trim());
  const panels = selectAll('[role="tabpanel"]', node);
  const children: ElementContent[] = [];
  panels.forEach((panel, i) => {
    children.push(el('p', {}, [el('strong', {}, [text(labels[i] ?? `Option ${i + 1}`)])]));
    children.push(...panel.children);
  });
  return el('div', {}, children);
}

/** Admonition → blockquote opening with its kind ("Warning", "Note", ...). */
function admonition(node: Element): Element {
  const heading = select('[class*="admonitionHeading"]', node);
  const content = select('[class*="admonitionContent"]', node);
  const label = heading ? toString(heading).trim() : 'Note';
  const body = content?.children ?? [];
  return el('blockquote', {}, [el('p', {}, [el('strong', {}, [text(`${label[0]?.toUpperCase() ?? ''}${label.slice(1)}:`)])]), ...(body as ElementContent[])]);
}

function katex(node: Element, display: boolean): Element {
  const annotation = select('annotation[encoding="application/x-tex"]', node);
  return marker(display ? 'math' : 'inlineMath', { value: annotation ? toString(annotation).trim() : toString(node) });
}

/** A <br> that stays an HTML <br> in the Markdown: the one line break a GFM table cell can hold. */
function cellBreak(): Element {
  return el('br', { dataKind: 'cellBreak' }, []);
}

/** Strips the whitespace at the start (`side` 'start') or end of a line of phrasing content. */
function trimEdge(line: ElementContent[], side: 'start' | 'end'): ElementContent[] {
  const out = [...line];
  while (out.length > 0) {
    const i = side === 'start' ? 0 : out.length - 1;
    const edge = out[i]!;
    if (edge.type !== 'text') break;
    const value = side === 'start' ? edge.value.replace(/^\s+/, '') : edge.value.replace(/\s+$/, '');
    if (value) {
      out[i] = { ...edge, value };
      break;
    }
    out.splice(i, 1);
  }
  return out;
}

/** Splits content into the lines a browser shows: a block or a <br> ends a line. */
function lines(nodes: ElementContent[], into: ElementContent[][] = [[]]): ElementContent[][] {
  for (const node of nodes) {
    if (node.type === 'element' && node.tagName === 'br') {
      into.push([]);
    } else if (node.type === 'element' && BLOCK_ELEMENTS.has(node.tagName)) {
      into.push([]);
      lines(node.children, into);
      into.push([]);
    } else {
      into[into.length - 1]!.push(node);
    }
  }
  return into;
}

/**
 * A Markdown table cell is one line. When the page shows a cell's content as several blocks (a
 * value with a note under it, paragraphs, a list) or breaks it with <br>, the parts are joined
 * with an HTML <br>, which GFM renders as the same break; dropped, they would run together.
 */
function tableCell(node: Element): Element {
  if (!node.children.some((c) => isBlock(c) || (c.type === 'element' && c.tagName === 'br'))) return node;
  const kept = lines(node.children)
    .map((line) => trimEdge(trimEdge(line, 'start'), 'end'))
    .filter((line) => line.length > 0);
  return { ...node, children: kept.flatMap((line, i) => (i === 0 ? line : [cellBreak(), ...line])) };
}

/**
 * A definition list → a list with one item per term: "**Term:** definition" when the definition is
 * a line of text, or the term as a bold line above its blocks. Without this the term and its
 * definition come out as two look-alike paragraphs.
 */
function definitionList(node: Element): Element {
  const groups: { terms: Element[]; definitions: Element[] }[] = [];
  const visit = (children: ElementContent[]) => {
    for (const child of children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'div') visit(child.children);
      else if (child.tagName === 'dt') {
        const last = groups[groups.length - 1];
        if (last && last.definitions.length === 0) last.terms.push(child);
        else groups.push({ terms: [child], definitions: [] });
      } else if (child.tagName === 'dd') {
        const last = groups[groups.length - 1];
        if (last) last.definitions.push(child);
        else groups.push({ terms: [], definitions: [child] });
      }
    }
  };
  visit(node.children);
  const items = groups.map(({ terms, definitions }) => {
    const term: ElementContent[] = terms.flatMap((t, i) => (i === 0 ? t.children : [text(', '), ...t.children]));
    const label = el('strong', {}, [...trimEdge(trimEdge(term, 'start'), 'end'), text(':')]);
    if (term.length === 0) return el('li', {}, definitions.flatMap((d) => d.children));
    if (definitions.some((d) => d.children.some(isBlock))) return el('li', {}, [el('p', {}, [label]), ...definitions.flatMap((d) => d.children)]);
    const inline = definitions.flatMap((d, i) => (i === 0 ? d.children : [text('; '), ...d.children]));
    return el('li', {}, [label, text(' '), ...inline]);
  });
  return el('ul', {}, items);
}

function absolutize(url: string, pageUrl: string): string {
  if (/^(mailto:|tel:|data:)/.test(url)) return url;
  try {
    return new URL(url, pageUrl).href;
  } catch {
    return url;
  }
}

/** `inLink`: whether `node` is inside a link (or is one). */
function transform(node: Element, pageUrl: string, inLink = false): Element {
  const children: ElementContent[] = [];
  for (const child of node.children) {
    // React leaves <!-- --> between adjacent text nodes; they mean nothing in Markdown.
    if (child.type === 'comment') continue;
    if (child.type !== 'element') {
      children.push(child);
      continue;
    }
    const cls = classes(child);
    const term = child.properties?.[TERM_PROPERTY];
    if (typeof term === 'string') {
      // The twin has no popover: the term links to its glossary entry instead, unless it is already
      // inside a link, where a second one would break the first.
      const words = transform(child, pageUrl, inLink).children;
      if (inLink) children.push(...words);
      else children.push(el('a', { href: absolutize(glossaryHref(term), pageUrl) }, words));
    } else if (child.properties?.dataMermaid !== undefined) {
      children.push(marker('code', { lang: 'mermaid', title: '', value: String(child.properties.dataMermaid) }));
    } else if (cls.includes('theme-code-block')) {
      children.push(codeBlock(child));
    } else if (cls.includes('tabs-container')) {
      children.push(transform(tabs(child), pageUrl));
    } else if (cls.includes('theme-admonition')) {
      children.push(transform(admonition(child), pageUrl));
    } else if (cls.includes('katex-display')) {
      children.push(katex(child, true));
    } else if (cls.includes('katex')) {
      children.push(katex(child, false));
    } else if (child.tagName === 'dl') {
      children.push(transform(definitionList(child), pageUrl, inLink));
    } else if (child.tagName === 'summary') {
      // The disclosure's label reads as the heading of what it opens.
      children.push(el('p', {}, [el('strong', {}, transform(child, pageUrl, inLink).children)]));
    } else if (child.tagName === 'abbr' && typeof child.properties?.title === 'string' && child.properties.title.trim() && child.properties.title.trim() !== toString(child).trim()) {
      // The expansion shows on hover only; the twin spells it out once, after the abbreviation.
      children.push(...transform(child, pageUrl, inLink).children, text(` (${child.properties.title.trim()})`));
    } else if (child.tagName === 'td' || child.tagName === 'th') {
      children.push(tableCell(transform(child, pageUrl, inLink)));
    } else {
      const next = transform(child, pageUrl, inLink || child.tagName === 'a');
      if (child.tagName === 'a' && typeof child.properties?.href === 'string') next.properties = { ...next.properties, href: absolutize(child.properties.href, pageUrl) };
      if (child.tagName === 'img' && typeof child.properties?.src === 'string') next.properties = { ...next.properties, src: absolutize(child.properties.src, pageUrl) };
      children.push(next);
    }
  }
  return { ...node, children };
}

function removeDropped(root: Element): void {
  const drop = new Set(selectAll(DROP, root));
  const prune = (node: Element) => {
    node.children = node.children.filter((c) => !(c.type === 'element' && drop.has(c)));
    for (const c of node.children) if (c.type === 'element') prune(c);
  };
  prune(root);
}

function data(node: Element, key: string): string {
  return String(node.properties?.[`data${key[0]!.toUpperCase()}${key.slice(1)}`] ?? '');
}

function wrapInHtml(tagName: string, children: MdastNodes[]): MdastNodes[] {
  return [{ type: 'html', value: `<${tagName}>` }, ...children, { type: 'html', value: `</${tagName}>` }];
}

/**
 * "<strong>Note: </strong>the rest" puts a space inside the emphasis, where Markdown cannot close
 * it; the serializer then writes it and the next letter as character references ("&#x20;**&#x74;he").
 * Moving the space out of the emphasis keeps the text as written: "**Note:** the rest".
 */
function moveEdgeSpacesOut(node: MdastNodes): void {
  if (!('children' in node)) return;
  const children = node.children as MdastNodes[];
  for (const child of children) moveEdgeSpacesOut(child);
  for (let i = 0; i < children.length; i += 1) {
    const child = children[i]!;
    if (child.type !== 'strong' && child.type !== 'emphasis' && child.type !== 'delete') continue;
    const first = child.children[0];
    const last = child.children[child.children.length - 1];
    let before = '';
    let after = '';
    if (first?.type === 'text') {
      before = /^\s*/.exec(first.value)![0];
      first.value = first.value.slice(before.length);
    }
    if (last?.type === 'text') {
      after = /\s*$/.exec(last.value)![0];
      last.value = last.value.slice(0, last.value.length - after.length);
    }
    child.children = child.children.filter((c) => c.type !== 'text' || c.value !== '');
    const replacement: MdastNodes[] = [
      ...(before ? [{ type: 'text', value: before } satisfies Text] : []),
      ...(child.children.length > 0 ? [child] : []),
      ...(after ? [{ type: 'text', value: after } satisfies Text] : []),
    ];
    children.splice(i, 1, ...replacement);
    i += replacement.length - 1;
  }
}

/** Converts a page's HTML to Markdown. Returns '' when no content element is found. */
export function htmlToMarkdown(html: string, options: ToMarkdownOptions): string {
  const tree = unified().use(rehypeParse).parse(html) as HastRoot;
  const selectors = options.contentSelectors ?? ['.theme-doc-markdown', '#__docusaurus_skipToContent_fallback', 'main'];
  const content = selectors.map((s) => select(s, tree)).find((n): n is Element => n !== undefined);
  if (!content) return '';
  const copy = structuredClone(content);
  removeDropped(copy);
  const prepared: HastRoot = { type: 'root', children: [transform(copy, options.pageUrl) as HastContent] };

  const mdast = unified()
    .use(rehypeRemark, {
      handlers: {
        br(_state, node: Element) {
          return data(node, 'kind') === 'cellBreak' ? ({ type: 'html', value: '<br>' } satisfies Html) : { type: 'break' };
        },
        // Markdown has no superscript or subscript; inline HTML keeps 2<sup>15</sup> from reading as 215.
        sup: (state, node: Element) => wrapInHtml('sup', state.all(node)),
        sub: (state, node: Element) => wrapInHtml('sub', state.all(node)),
        var(state, node: Element) {
          if (data(node, 'kind') === 'inlineMath') return { type: 'inlineMath', value: data(node, 'value') } satisfies InlineMath;
          return { type: 'emphasis', children: state.all(node) } as ReturnType<typeof state.all>[number];
        },
        'llms-node'(_state, node: Element) {
          const kind = data(node, 'kind');
          if (kind === 'code') {
            const title = data(node, 'title');
            const code: Code = { type: 'code', lang: data(node, 'lang') || null, meta: title ? `title="${title}"` : null, value: data(node, 'value') };
            return code;
          }
          return { type: 'math', value: data(node, 'value') } satisfies Math;
        },
      },
    })
    .runSync(prepared);
  moveEdgeSpacesOut(mdast as MdastRoot);

  const markdown = unified()
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one' })
    .stringify(mdast as MdastRoot);
  return `${markdown.trim()}\n`;
}
