import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMath from 'remark-math';
import type { Root } from 'mdast';
import { katexStylesheetHref, remarkKatexStylesheet, optimiseKatexCss } from '../../src/plugins/katex';

function transform(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkMath).use(remarkKatexStylesheet);
  return processor.runSync(processor.parse(markdown)) as Root;
}

const heads = (tree: Root) => tree.children.filter((n) => (n as { name?: string }).name === 'Head');

describe('KaTeX stylesheet on demand', () => {
  it('links the versioned stylesheet from pages with inline or display math', () => {
    for (const md of ['The field has $p$ elements.', '$$\na^2 + b^2 = c^2\n$$']) {
      const [head] = heads(transform(md));
      expect(JSON.stringify(head)).toContain(katexStylesheetHref);
    }
    expect(katexStylesheetHref).toMatch(/^\/katex\/\d+\.\d+\.\d+\/katex\.min\.css$/);
  });

  it('leaves pages without math alone', () => {
    expect(heads(transform('No math here, only `code` and $5 prices.'))).toHaveLength(0);
  });

  it('keeps only woff2 font sources and swaps fonts in', () => {
    const css =
      '@font-face{font-display:block;font-family:KaTeX_AMS;src:url(fonts/KaTeX_AMS-Regular.woff2) format("woff2"),url(fonts/KaTeX_AMS-Regular.woff) format("woff"),url(fonts/KaTeX_AMS-Regular.ttf) format("truetype")}';
    expect(optimiseKatexCss(css)).toBe('@font-face{font-display:swap;font-family:KaTeX_AMS;src:url(fonts/KaTeX_AMS-Regular.woff2) format("woff2")}');
  });
});
