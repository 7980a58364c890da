import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMath from 'remark-math';
import type { Root } from 'mdast';
import { compile, evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeKatex from 'rehype-katex';
import { katexFontsFor, katexStylesheetHref, rehypeKatexAsHtml, remarkKatexStylesheet, optimiseKatexCss } from '../../src/plugins/katex';

function transform(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkMath).use(remarkKatexStylesheet);
  return processor.runSync(processor.parse(markdown)) as Root;
}

const heads = (tree: Root) => tree.children.filter((n) => (n as { name?: string }).name === 'Head');

describe('KaTeX stylesheet on demand', () => {
  it('links the versioned stylesheet in the body, just before the first block with a formula', () => {
    for (const md of ['# Fields\n\nNo maths yet.\n\nThe field has $p$ elements.', '# Fields\n\nNo maths yet.\n\n$$\na^2 + b^2 = c^2\n$$']) {
      const tree = transform(md);
      const at = tree.children.findIndex((n) => (n as { name?: string }).name === 'link');
      expect(at).toBe(2);
      expect(JSON.stringify(tree.children[at])).toContain(katexStylesheetHref);
      expect(['paragraph', 'math']).toContain(tree.children[at + 1]!.type);
      expect(JSON.stringify(heads(tree))).not.toContain('stylesheet');
    }
    expect(katexStylesheetHref).toMatch(/^\/katex\/\d+\.\d+\.\d+\/katex\.min\.css$/);
  });

  it('preloads the fonts the formulas need, in CORS mode', () => {
    const [head] = heads(transform('The field has $p$ elements and $2^{31}$ of them.'));
    const preloads = JSON.stringify(head);
    expect(preloads).toContain('KaTeX_Main-Regular.woff2');
    expect(preloads).toContain('KaTeX_Math-Italic.woff2');
    expect(preloads).toContain('"crossOrigin"');
    // Digits and commands only: no variable, so no italic maths font.
    expect(katexFontsFor(['2^{31} - 1', '\\times 10'])).toEqual([expect.stringMatching(/KaTeX_Main-Regular\.woff2$/)]);
    expect(katexFontsFor(['\\mathbb{F}_p'])).toHaveLength(2);
    expect(katexFontsFor([])).toEqual([]);
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

describe('formulas handed to React as HTML', () => {
  const source = 'A prime field $\\mathbb{F}_p$ has $p$ elements.\n\n$$\na^{p-1} \\equiv 1 \\pmod{p}\n$$\n\nPlain text stays text.';
  const options = (asHtml: boolean) => ({ remarkPlugins: [remarkMath], rehypePlugins: asHtml ? [rehypeKatex, rehypeKatexAsHtml] : [rehypeKatex] });
  const render = async (asHtml: boolean) => {
    const { default: Content } = await evaluate(source, { ...runtime, ...options(asHtml) });
    return renderToStaticMarkup(Content({}));
  };
  // Serialising a style attribute again may end it with a semicolon; nothing else may change.
  const normalise = (html: string) => html.replace(/;"/g, '"');

  it('renders the same markup as the elements KaTeX writes', async () => {
    const [asElements, asHtml] = await Promise.all([render(false), render(true)]);
    expect(asElements).toContain('class="katex-display"');
    const focusable = ' tabindex="0" role="group" aria-label="Formula 1" data-scroll-box=""';
    expect(normalise(asHtml.replace(focusable, ''))).toBe(normalise(asElements));
  });

  it('lets the keyboard reach a display formula, which scrolls when wider than the column', async () => {
    const html = await render(true);
    expect(html).toContain('<span class="katex-display" tabindex="0" role="group" aria-label="Formula 1" data-scroll-box="">');
    // Inline formulas flow with the text and never scroll: they stay out of the tab order.
    expect(html.match(/tabindex/g)).toHaveLength(1);
  });

  it('leaves one element per formula in the compiled page, where KaTeX writes tens', async () => {
    const jsxCalls = async (asHtml: boolean) => (String(await compile(source, options(asHtml))).match(/_jsxs?\(/g) ?? []).length;
    const [asElements, asHtml] = await Promise.all([jsxCalls(false), jsxCalls(true)]);
    expect(asElements).toBeGreaterThan(40);
    // Three paragraphs' worth of elements plus one per formula (the display formula is one too).
    expect(asHtml).toBeLessThanOrEqual(8);
  });
});
