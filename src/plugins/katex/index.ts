/**
 * KaTeX styles, served from our own origin and loaded only by pages that contain math.
 *
 * Docusaurus merges every imported stylesheet into one global CSS file, so importing KaTeX's CSS
 * would add it (with its inlined fonts, ~80 KB gzipped) to every page. Instead this plugin copies
 * the stylesheet and its woff2 fonts from the katex package into a versioned static folder, and
 * its remark step links that stylesheet, and preloads the fonts the formulas need, in pages with math.
 * A rehype step after rehype-katex then hands each formula to React as HTML rather than elements.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Element, Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import { expressionAttribute, valueToEstree } from '../mdx-nodes';

const require = createRequire(__filename);
const katexDist = join(dirname(require.resolve('katex/package.json')), 'dist');
const katexVersion: string = (JSON.parse(readFileSync(join(katexDist, '..', 'package.json'), 'utf8')) as { version: string }).version;

/** Static folder (relative to the site) that the site config lists in `staticDirectories`. */
export const GENERATED_STATIC_DIR = '.generated/static';
/** Versioned, so the stylesheet can be cached as immutable. */
export const katexStylesheetHref = `/katex/${katexVersion}/katex.min.css`;

/**
 * KaTeX's stylesheet, trimmed for the web: only woff2 font sources (every supported browser reads
 * woff2), and `font-display: swap` so text shows at once in a fallback font while a font loads.
 */
export function optimiseKatexCss(css: string): string {
  return css
    .replace(/,\s*url\([^)]+\.(?:woff|ttf)\)\s*format\("(?:woff|truetype)"\)/g, '')
    .replace(/font-display:\s*block/g, 'font-display:swap');
}

function writeAssets(siteDir: string): void {
  const target = join(siteDir, GENERATED_STATIC_DIR, dirname(katexStylesheetHref));
  mkdirSync(join(target, 'fonts'), { recursive: true });
  writeFileSync(join(target, 'katex.min.css'), optimiseKatexCss(readFileSync(join(katexDist, 'katex.min.css'), 'utf8')));
  for (const font of readdirSync(join(katexDist, 'fonts')).filter((f) => f.endsWith('.woff2'))) {
    copyFileSync(join(katexDist, 'fonts', font), join(target, 'fonts', font));
  }
}

export default function katexPlugin(context: LoadContext): Plugin {
  return {
    name: 'linea-katex',
    async loadContent() {
      writeAssets(context.siteDir);
    },
  };
}

/** The text of every formula in the tree (inline and display). */
function formulas(node: Root | RootContent): string[] {
  const type = node.type as string;
  if (type === 'math' || type === 'inlineMath') return [(node as { value?: string }).value ?? ''];
  return 'children' in node ? (node.children as RootContent[]).flatMap(formulas) : [];
}

/**
 * The KaTeX fonts a page's formulas are sure to need: the upright font (digits, operators,
 * brackets) for any formula, and the italic maths font when a formula has a letter outside a
 * command name (KaTeX sets single-letter variables in it). Preloading them starts their download
 * with the page instead of after the stylesheet has been read and laid out, so the formulas are
 * drawn in their own font from the first paint and nothing moves when the font arrives.
 */
export function katexFontsFor(tex: string[]): string[] {
  if (tex.length === 0) return [];
  const variables = tex.some((t) => /[A-Za-z]/.test(t.replace(/\\[A-Za-z]+/g, '')));
  return ['KaTeX_Main-Regular', ...(variables ? ['KaTeX_Math-Italic'] : [])].map(
    (font) => `${dirname(katexStylesheetHref)}/fonts/${font}.woff2`,
  );
}

function jsx(name: string, attributes: Record<string, string>, children: unknown[] = []) {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
    children,
  };
}

/**
 * Remark step for pages with math. The stylesheet goes into the page body, just before the first
 * block with a formula: a stylesheet in the body holds back the rendering of what follows it, so
 * formulas are never drawn unstyled, and it stays put while the page hydrates. (In the <head>,
 * through the theme's Head, it would be taken out and put back while the page hydrates, because
 * the head tags are rewritten as each part of the page mounts; for that moment every formula
 * loses its styles and the text around it moves.) The fonts' preloads go into the <head>, where
 * the browser finds them first.
 */
export function remarkKatexStylesheet() {
  return (tree: Root): void => {
    const tex = formulas(tree);
    if (tex.length === 0) return;
    const firstWithMath = tree.children.findIndex((child) => formulas(child).length > 0);
    tree.children.splice(firstWithMath, 0, jsx('link', { rel: 'stylesheet', href: katexStylesheetHref }) as unknown as RootContent);
    // Fonts are fetched in CORS mode, so a preload must be too or the browser fetches them twice.
    const preloads = katexFontsFor(tex).map((href) => jsx('link', { rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' }));
    tree.children.push(jsx('Head', {}, preloads) as unknown as RootContent);
  };
}

/**
 * What a display formula's block carries besides its class: a display formula wider than the
 * column scrolls sideways inside its block (see custom.css), so the block can take focus, for the
 * keyboard to scroll it (once the page runs, only while it does: src/clientModules/scrollBoxes.ts),
 * and is a group named by its number on the page, for the focus to be announced.
 */
export function displayFormulaAttributes(n: number): Record<string, string | number> {
  return { tabIndex: 0, role: 'group', 'aria-label': `Formula ${n}`, 'data-scroll-box': '' };
}

/**
 * Rehype step after rehype-katex. KaTeX writes each formula as tens of elements (its MathML and its
 * visual layer); MDX would turn every one into a React element that the page's JavaScript builds
 * and the browser hydrates. Here each formula becomes one `span` whose content is set as HTML: the
 * page's HTML is the same, its JavaScript carries a string, and hydration meets one element per
 * formula. Display formulas also get {@link displayFormulaAttributes}.
 */
export function rehypeKatexAsHtml() {
  return (tree: HastRoot) => {
    let displays = 0;
    visit(tree, 'element', (node: Element, index, parent) => {
      const classes = node.properties?.className;
      if (!Array.isArray(classes) || !(classes.includes('katex') || classes.includes('katex-display')) || !parent || index === undefined) return undefined;
      const inner = { __html: toHtml(node.children) };
      const display = classes.includes('katex-display') ? displayFormulaAttributes((displays += 1)) : {};
      const formula: MdxJsxTextElement = {
        type: 'mdxJsxTextElement',
        name: 'span',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'className', value: classes.join(' ') },
          ...Object.entries(display).map(([name, value]) =>
            typeof value === 'number' ? expressionAttribute(name, valueToEstree(value), String(value)) : { type: 'mdxJsxAttribute' as const, name, value },
          ),
          expressionAttribute('dangerouslySetInnerHTML', valueToEstree(inner), JSON.stringify(inner)),
        ],
        children: [],
      };
      (parent.children as unknown[])[index] = formula;
      return SKIP;
    });
  };
}
