import { describe, expect, it } from 'vitest';
import type { Code, Heading, Root } from 'mdast';
import { nodesOf, parseMdx } from '../../src/lib/codeBlocks';
import { docFiles } from './support/docs';

/** The rules of the content guide that a machine can check, on every page under docs/, read as MDX. */
const docs = docFiles().map((doc) => ({ ...doc, tree: parseMdx(doc.body) as Root }));

const nodes = (tree: Root) => [...nodesOf(tree)];
const fileLine = (doc: (typeof docs)[number], line: number | undefined) => `${doc.file}:${(line ?? 0) + doc.bodyStartLine - 1}`;

describe.each(docs.map((d) => [d.file, d] as const))('%s', (_file, doc) => {
  it('has a title and a one-sentence description of at most 160 characters', () => {
    expect(typeof doc.frontMatter.title).toBe('string');
    const description = doc.frontMatter.description;
    expect(typeof description).toBe('string');
    expect((description as string).length).toBeLessThanOrEqual(160);
    expect(description as string).toMatch(/[.!?]$/);
  });

  // Search indexes them as the page's keywords: the words a reader types that the title and
  // description lack. Method pages generated from the JSON-RPC data get theirs from the record.
  it.runIf(!doc.file.startsWith('docs/api/reference/') || doc.file === 'docs/api/reference/index.mdx')('has 3 to 10 search keywords of 1 to 6 words, none the title', () => {
    const keywords = doc.frontMatter.keywords;
    expect(Array.isArray(keywords), 'keywords: a YAML list').toBe(true);
    const list = keywords as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(10);
    for (const keyword of list) {
      expect(typeof keyword, `keyword ${String(keyword)}`).toBe('string');
      const words = (keyword as string).trim().split(/\s+/);
      expect(words.length, keyword as string).toBeGreaterThanOrEqual(1);
      expect(words.length, keyword as string).toBeLessThanOrEqual(6);
      expect((keyword as string).toLowerCase(), 'a keyword that only repeats the title').not.toBe(String(doc.frontMatter.title).toLowerCase());
    }
    expect(new Set(list.map((k) => String(k).toLowerCase())).size, 'a keyword listed twice').toBe(list.length);
  });

  it('is finished: no placeholder wording in its text', () => {
    const placeholders = nodes(doc.tree)
      .filter((n) => (n.type === 'text' || n.type === 'inlineCode') && /\b(coming soon|lorem ipsum|TODO|TBD|FIXME)\b/i.test(n.value))
      .map((n) => `${fileLine(doc, n.position?.start.line)}: ${(n as { value: string }).value}`);
    expect(placeholders).toEqual([]);
  });

  it('uses h2 to h5 below the title, without skipping a level', () => {
    const headings = nodes(doc.tree).filter((n): n is Heading => n.type === 'heading');
    let previous = 1;
    for (const heading of headings) {
      const where = fileLine(doc, heading.position?.start.line);
      expect(heading.depth, `${where}: a second h1`).not.toBe(1);
      expect(heading.depth, `${where}: h${heading.depth} after h${previous}`).toBeLessThanOrEqual(previous + 1);
      previous = heading.depth;
    }
  });

  // A task list renders a disabled checkbox with no label per item, which screen readers announce
  // as an unnamed form field (axe: label, critical).
  it('has no task list', () => {
    const tasks = nodes(doc.tree).filter((n) => n.type === 'listItem' && typeof (n as { checked?: boolean | null }).checked === 'boolean');
    expect(tasks.map((n) => fileLine(doc, n.position?.start.line))).toEqual([]);
  });

  it('gives every code block a language', () => {
    const unlabeled = nodes(doc.tree).filter((n): n is Code => n.type === 'code' && !n.lang);
    expect(unlabeled.map((b) => fileLine(doc, b.position?.start.line))).toEqual([]);
  });
});

describe('the content rules read pages as MDX', () => {
  const page = (body: string) => nodes(parseMdx(body));

  it('counts headings and code inside JSX, and not a # inside a code block', () => {
    const tree = page('<Tabs>\n  <TabItem value="a">\n\n  ### Inside a tab\n\n  ```\n  # a shell comment\n  ```\n\n  </TabItem>\n</Tabs>\n');
    expect(tree.filter((n) => n.type === 'heading').map((n) => (n as Heading).depth)).toEqual([3]);
    expect(tree.filter((n) => n.type === 'code').map((n) => (n as Code).lang)).toEqual([null]);
  });

  it('takes a heading id in braces as Docusaurus does, and reports where a page is not MDX', () => {
    expect(page('## Deploy {#deploy}\n').filter((n) => n.type === 'heading')).toHaveLength(1);
    expect(() => parseMdx('Text\n\n<Unclosed>\n')).toThrow(/3:/);
  });
});
