/**
 * Pages parsed the way Docusaurus reads them (MDX, with GitHub tables and maths, and `{#id}` after
 * a heading), and the fenced code blocks found in them, including those inside JSX such as
 * <TabItem>. The diagram step finds Mermaid blocks with it, and the tests check the content rules
 * and compile, type-check or run every sample it finds.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkMath from 'remark-math';
import remarkGfm from 'remark-gfm';
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import type { Code, Root, RootContent } from 'mdast';

export interface CodeBlock {
  /** Language after the opening fence, lowercased ('' when none). */
  lang: string;
  /** The rest of the opening line (title="...", showLineNumbers, typecheck, ...). */
  meta: string;
  /** Content with the fence's indentation removed. */
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkMath).use(remarkGfm);

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/;

/**
 * The syntax tree of a page, or of its body. Throws, with the line and column, where the page is
 * not valid MDX. Front matter becomes blank lines, and Docusaurus's own text steps run first, so
 * every position is the line of the file.
 */
export function parseMdx(source: string): Root {
  const body = source.replace(FRONT_MATTER, (frontMatter) => frontMatter.replace(/[^\n]/g, ''));
  return parser.parse(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(body)));
}

/** Every node of a tree, depth first, in document order. */
export function* nodesOf(node: Root | RootContent): Generator<Root | RootContent> {
  yield node;
  if ('children' in node) for (const child of node.children as RootContent[]) yield* nodesOf(child);
}

export function extractCodeBlocks(source: string): CodeBlock[] {
  return [...nodesOf(parseMdx(source))]
    .filter((node): node is Code => node.type === 'code')
    .map((code) => ({ lang: (code.lang ?? '').toLowerCase(), meta: (code.meta ?? '').trim(), code: code.value, line: code.position!.start.line }));
}
