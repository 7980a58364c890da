/**
 * Turns a rendered page into clean Markdown for readers that are programs (coding agents, LLM
 * tools): the article only, MDX components as the tables, lists and code they render to, code
 * blocks with their language, math as TeX, diagrams as Mermaid source, every link absolute.
 *
 * Working from the built HTML (rather than the MDX source) means every component is already
 * rendered, so no component needs its own Markdown converter. Interactive widgets opt out with
 * `data-llms="skip"`; a Mermaid placeholder hands over its source with `data-mermaid`.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
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

  const markdown = unified()
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one' })
    .stringify(mdast as MdastRoot);
  return `${markdown.trim()}\n`;
}
