/**
 * Remark step that swaps each ```mermaid block of a page for its SVG renderings (light and dark),
 * drawn ahead of time by `npm run diagrams:render`, so readers get the picture without a diagram
 * library. The block becomes the theme's Mermaid component with the source, the text alternative
 * and the two renderings, which the page imports through ../server-only-loader.cjs: the server build writes
 * them into the HTML and the browser bundle does not carry them. A block that has no up-to-date
 * rendering fails the build with the command to run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { identifierAttribute, importDefault, valueAttribute } from '../mdx-nodes';
import type { VFile } from 'vfile';
import {
  MANIFEST,
  RENDER_COMMAND,
  colourModes,
  diagramFile,
  diagramKey,
  drawnWidth,
  type ColourMode,
  type DiagramManifest,
  type DiagramRenderOptions,
} from '../../lib/diagrams';

export interface RemarkDiagramsOptions {
  /** Absolute path of the folder holding the renderings and their manifest. */
  dir: string;
  render: DiagramRenderOptions;
}

/** A diagram as the page uses it: its key, source, text alternative and the files of its renderings. */
export interface Diagram {
  key: string;
  value: string;
  label: string;
  files: Record<ColourMode, string>;
  /** The width the diagram is drawn at (both renderings share it), in CSS pixels. */
  width: number;
}

const LOADER = join(__dirname, '..', 'server-only-loader.cjs');
const COMPONENT = '__DiagramMermaid';

function readManifest(dir: string): DiagramManifest {
  const path = join(dir, MANIFEST);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as DiagramManifest) : {};
}

/** The rendering of a diagram source, or an error that says how to make it. */
export function loadDiagram(source: string, { dir, render }: RemarkDiagramsOptions, where: string): Diagram {
  const key = diagramKey(source, render);
  const record = readManifest(dir)[key];
  const files = { light: join(dir, diagramFile(key, 'light')), dark: join(dir, diagramFile(key, 'dark')) };
  if (!record || !existsSync(files.light) || !existsSync(files.dark)) {
    throw new Error(`The Mermaid diagram at ${where} is new or changed and has no rendering (key ${key}): run \`${RENDER_COMMAND}\` and commit the files it writes.`);
  }
  return { key, value: source, label: record.label, files, width: drawnWidth(readFileSync(files.light, 'utf8')) };
}

const stringAttribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

export default function remarkDiagrams(options: RemarkDiagramsOptions) {
  return (tree: Root, file: VFile): void => {
    const imports: RootContent[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
      const diagram = loadDiagram(node.value, options, where);
      const n = imports.length / 2;
      const attributes = [
        stringAttribute('diagram', diagram.key),
        stringAttribute('value', diagram.value),
        stringAttribute('label', diagram.label),
        valueAttribute('width', diagram.width),
      ];
      for (const mode of colourModes) {
        const local = `__diagram${n}_${mode}`;
        imports.push(importDefault(local, `!!${LOADER}!${diagram.files[mode]}`));
        attributes.push(identifierAttribute(mode, local));
      }
      const element: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: COMPONENT, attributes, children: [] };
      parent.children.splice(index, 1, element);
    });
    if (imports.length > 0) tree.children.unshift(importDefault(COMPONENT, '@theme/Mermaid'), ...imports);
  };
}
