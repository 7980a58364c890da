/**
 * Fenced code blocks of a Markdown/MDX page, including blocks indented inside JSX such as
 * <TabItem>. Pure text processing: the diagram step finds Mermaid blocks with it, and the tests compile,
 * type-check or parse every sample it finds.
 */
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

const OPENING = /^([ \t]*)(`{3,}|~{3,})([^\s`]*)(.*)$/;

export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const text = lines[j] ?? '';
      const trimmed = text.trimStart();
      if (trimmed.startsWith(fence) && trimmed.slice(fence.length).trim() === '' && text.length - trimmed.length <= indent.length) break;
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text.trimStart());
    }
    blocks.push({ lang: lang.toLowerCase(), meta: meta.trim(), code: body.join('\n'), line: i + 1 });
    i = j;
  }
  return blocks;
}
