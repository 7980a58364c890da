/**
 * Remark step that swaps each ```mermaid block of a page for its SVG renderings (light and dark),
 * drawn ahead of time by `npm run diagrams:render`, so readers get the picture without a diagram
 * library. The block becomes the theme's `mermaid` MDX element (src/theme/Mermaid) with the source,
 * the text alternative and both SVGs as props. A block that has no up-to-date rendering fails the
 * build with the command to run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import {
  MANIFEST,
  RENDER_COMMAND,
  diagramFile,
  diagramKey,
  type DiagramManifest,
  type DiagramRenderOptions,
} from '../../lib/diagrams';

export interface RemarkDiagramsOptions {
  /** Absolute path of the folder holding the renderings and their manifest. */
  dir: string;
  render: DiagramRenderOptions;
}

/** Props the theme's Mermaid component receives. */
export interface DiagramProps {
  value: string;
  label: string;
  light: string;
  dark: string;
}

function readManifest(dir: string): DiagramManifest {
  const path = join(dir, MANIFEST);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as DiagramManifest) : {};
}

/** The rendering of a diagram source, or an error that says how to make it. */
export function loadDiagram(source: string, { dir, render }: RemarkDiagramsOptions, where: string): DiagramProps {
  const key = diagramKey(source, render);
  const record = readManifest(dir)[key];
  const files = { light: join(dir, diagramFile(key, 'light')), dark: join(dir, diagramFile(key, 'dark')) };
  if (!record || !existsSync(files.light) || !existsSync(files.dark)) {
    throw new Error(`The Mermaid diagram at ${where} is new or changed and has no rendering (key ${key}): run \`${RENDER_COMMAND}\` and commit the files it writes.`);
  }
  return {
    value: source,
    label: record.label,
    light: readFileSync(files.light, 'utf8').trim(),
    dark: readFileSync(files.dark, 'utf8').trim(),
  };
}

export default function remarkDiagrams(options: RemarkDiagramsOptions) {
  return (tree: Root, file: VFile): void => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang !== 'mermaid') return;
      const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
      const props = loadDiagram(node.value, options, where);
      // Same shape as Docusaurus's own Mermaid step: a node that becomes the `mermaid` MDX element.
      Object.assign(node, { type: 'mermaidDiagram', data: { hName: 'mermaid', hProperties: props } });
    });
  };
}
