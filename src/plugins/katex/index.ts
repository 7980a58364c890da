/**
 * KaTeX styles, served from our own origin and loaded only by pages that contain math.
 *
 * Docusaurus merges every imported stylesheet into one global CSS file, so importing KaTeX's CSS
 * would add it (with its inlined fonts, ~80 KB gzipped) to every page. Instead this plugin copies
 * the stylesheet and its woff2 fonts from the katex package into a versioned static folder, and
 * its remark step adds a <link> to that stylesheet in the <head> of pages with math.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Root, RootContent } from 'mdast';

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

function hasMath(node: Root | RootContent): boolean {
  if ((node.type as string) === 'math' || (node.type as string) === 'inlineMath') return true;
  return 'children' in node && (node.children as RootContent[]).some(hasMath);
}

/** Remark step: pages with math get `<Head><link rel="stylesheet" href="…katex.min.css"/></Head>` (the theme's Head). */
export function remarkKatexStylesheet() {
  return (tree: Root): void => {
    if (!hasMath(tree)) return;
    const link = {
      type: 'mdxJsxFlowElement',
      name: 'link',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet' },
        { type: 'mdxJsxAttribute', name: 'href', value: katexStylesheetHref },
      ],
      children: [],
    };
    tree.children.push({ type: 'mdxJsxFlowElement', name: 'Head', attributes: [], children: [link] } as unknown as RootContent);
  };
}
