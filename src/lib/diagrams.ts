/**
 * Mermaid diagrams drawn ahead of time. Each ```mermaid block of a page is rendered to SVG once,
 * in the light and the dark colour mode, by `npm run diagrams:render`; the SVGs are kept in the
 * repository under a key derived from the diagram's source and from how it is drawn, so a changed
 * source (or changed drawing options) has no SVG until it is rendered again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { extractCodeBlocks } from './codeBlocks';

export type ColourMode = 'light' | 'dark';
export const colourModes: readonly ColourMode[] = ['light', 'dark'];

/** How diagrams are drawn; part of every diagram's key. */
export interface DiagramRenderOptions {
  /** Mermaid theme per colour mode. */
  themes: Record<ColourMode, string>;
  /** Font stack of the diagrams' text. */
  fontFamily: string;
}

/** What the render step records per diagram, besides its two SVG files. */
export interface DiagramRecord {
  /** Text alternative: the diagram's nodes and connections in words. */
  label: string;
}

export type DiagramManifest = Record<string, DiagramRecord>;

/** Name of the manifest file inside the diagrams folder. */
export const MANIFEST = 'index.json';

/** Key of a diagram: a hash of its drawing options and its source. */
export function diagramKey(source: string, options: DiagramRenderOptions): string {
  return createHash('sha256').update(JSON.stringify(options)).update('\n').update(source).digest('hex').slice(0, 16);
}

/** File name of one colour mode's SVG of a diagram. */
export function diagramFile(key: string, mode: ColourMode): string {
  return `${key}.${mode}.svg`;
}

/** Sources of the Mermaid diagrams of a Markdown/MDX page, with the line of each opening fence. */
export function mermaidSources(markdown: string): { source: string; line: number }[] {
  // A page that never names the language has no such block, and 26 of 314 pages name it: parsing
  // only those took the diagrams unit test from about 12 s to 5 s.
  if (!/mermaid/i.test(markdown)) return [];
  return extractCodeBlocks(markdown)
    .filter((block) => block.lang === 'mermaid')
    .map((block) => ({ source: block.code, line: block.line }));
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return markdownFiles(p);
    return /\.mdx?$/.test(name) ? [p] : [];
  });
}

export interface DiagramUse {
  key: string;
  source: string;
  /** `file:line` of the opening fence, the file relative to the site directory. */
  where: string;
}

/** Every Mermaid diagram in the Markdown and MDX files under the given folders, in file order. */
export function findDiagrams(siteDir: string, contentDirs: readonly string[], options: DiagramRenderOptions): DiagramUse[] {
  return contentDirs
    .flatMap((d) => markdownFiles(join(siteDir, d)))
    .sort()
    .flatMap((file) =>
      mermaidSources(readFileSync(file, 'utf8')).map(({ source, line }) => ({
        key: diagramKey(source, options),
        source,
        where: `${relative(siteDir, file)}:${line}`,
      })),
    );
}

/** The command that renders diagrams again, named in every error about a missing rendering. */
export const RENDER_COMMAND = 'npm run diagrams:render';

/** The width a rendering is drawn at, in CSS pixels: the width of its SVG's viewBox. */
export function drawnWidth(svg: string): number {
  const viewBox = /<svg\b[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1]?.trim().split(/[\s,]+/).map(Number);
  const width = viewBox?.[2];
  if (viewBox?.length !== 4 || width === undefined || !(width > 0)) throw new Error('A diagram rendering has no viewBox to read its width from');
  return Math.round(width);
}
