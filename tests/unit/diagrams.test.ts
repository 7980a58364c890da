import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Root } from 'mdast';
import { diagramContentDirs, diagramRenderOptions, diagramsDir } from '../../src/config/diagrams';
import {
  MANIFEST,
  RENDER_COMMAND,
  colourModes,
  diagramFile,
  diagramKey,
  drawnWidth,
  findDiagrams,
  mermaidSources,
  type DiagramManifest,
} from '../../src/lib/diagrams';
import remarkDiagrams from '../../src/plugins/diagrams';
import { repoRoot } from './support/docs';

const dir = join(repoRoot, diagramsDir);
const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as DiagramManifest;
const uses = findDiagrams(repoRoot, diagramContentDirs, diagramRenderOptions);

/** Numbers per path command (SVG 1.1 path grammar); a count that is not a whole multiple is a broken path. */
const PATH_ARITY: Record<string, number> = { m: 2, l: 2, t: 2, h: 1, v: 1, c: 6, s: 4, q: 4, a: 7, z: 0 };

/** The commands of a path's `d` whose numbers do not come in whole groups. */
function brokenPathCommands(d: string): string[] {
  const broken: string[] = [];
  for (const [, command, args] of d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const arity = PATH_ARITY[command!.toLowerCase()];
    const count = args!.match(/[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/g)?.length ?? 0;
    if (arity === undefined || (arity === 0 ? count !== 0 : count === 0 || count % arity !== 0)) broken.push(`${command}${args}`.slice(0, 40));
  }
  return broken;
}

describe('pre-rendered Mermaid diagrams', () => {
  it('draws only well-formed paths (rounding never runs two numbers together)', () => {
    expect(brokenPathCommands('M12.3 0l.3.3')).toEqual([]);
    expect(brokenPathCommands('M12.30l.3.3')).toEqual(['M12.30']);
    const broken = readdirSync(dir)
      .filter((file) => file.endsWith('.svg'))
      .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/ d="([^"]*)"/g)].flatMap(([, d]) => brokenPathCommands(d!).map((c) => `${file}: ${c}`)));
    expect(broken).toEqual([]);
  });

  it('finds the diagrams of the pages', () => {
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.some((u) => u.where.startsWith('docs/technology/architecture.mdx:'))).toBe(true);
  });

  it('every diagram has a rendering of its current source in both colour modes', () => {
    const stale = uses.filter(({ key }) => !manifest[key] || colourModes.some((m) => !existsSync(join(dir, diagramFile(key, m)))));
    expect(
      stale.map((u) => u.where),
      `These diagrams are new or changed since they were rendered: run \`${RENDER_COMMAND}\` and commit ${diagramsDir}/`,
    ).toEqual([]);
  });

  it('keeps no rendering that no page uses', () => {
    const used = new Set(uses.map((u) => u.key));
    const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));
    const unused = [...Object.keys(manifest), ...files].filter((name) => !used.has(name.split('.')[0]!));
    expect(unused, `Run \`${RENDER_COMMAND}\` to remove renderings of diagrams that no longer exist`).toEqual([]);
  });

  it.each(Object.keys(manifest))('%s is a self-contained, presentational SVG with a text alternative', (key) => {
    expect(manifest[key]!.label.length).toBeGreaterThan(20);
    for (const mode of colourModes) {
      const svg = readFileSync(join(dir, diagramFile(key, mode)), 'utf8');
      expect(svg.startsWith(`<svg id="diagram-${key}-${mode}"`), 'ids are unique per diagram and mode').toBe(true);
      expect(svg).toContain('aria-hidden="true"');
      expect(svg).not.toMatch(/<script|\son[a-z]+=|<foreignObject/i);
      expect(svg).toMatch(/<text\b/);
    }
  });
});

describe('diagram keys', () => {
  it('change with the source and with the drawing options', () => {
    const source = 'flowchart LR\n  a --> b';
    const key = diagramKey(source, diagramRenderOptions);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(diagramKey(source, diagramRenderOptions)).toBe(key);
    expect(diagramKey(`${source} --> c`, diagramRenderOptions)).not.toBe(key);
    expect(diagramKey(source, { ...diagramRenderOptions, themes: { light: 'default', dark: 'dark' } })).not.toBe(key);
  });

  it('read the source the way Markdown does, also inside indented JSX', () => {
    const md = ['# T', '', '<TabItem>', '  ```mermaid', '  flowchart LR', '    a --> b', '  ```', '</TabItem>'].join('\n');
    expect(mermaidSources(md)).toEqual([{ source: 'flowchart LR\n  a --> b', line: 4 }]);
  });

  it('find a fence whatever the case of its language, and nothing in a page without one', () => {
    expect(mermaidSources('```Mermaid\nflowchart LR\n  a --> b\n```\n')).toEqual([{ source: 'flowchart LR\n  a --> b', line: 1 }]);
    expect(mermaidSources('# T\n\n```ts\nconst a = 1;\n```\n')).toEqual([]);
    expect(mermaidSources('A page that names mermaid in its text.\n')).toEqual([]);
  });
});

describe('drawn width', () => {
  it("is the width of the rendering's viewBox, which sets its size on the page", () => {
    expect(drawnWidth('<svg id="d" width="100%" style="max-width: 1134px;" viewBox="-50 -10 1134 479">')).toBe(1134);
    expect(drawnWidth('<svg viewBox="0 0 546.4 300"><g/></svg>')).toBe(546);
    expect(() => drawnWidth('<svg width="100"></svg>')).toThrow(/viewBox/);
  });
});

describe('remark step', () => {
  const run = (markdown: string): Root => {
    const processor = unified().use(remarkParse).use(remarkDiagrams, { dir, render: diagramRenderOptions });
    return processor.runSync(processor.parse(markdown), { path: 'docs/example.mdx' }) as Root;
  };

  it('swaps a rendered diagram for the Mermaid component, importing its SVGs through the server-only loader', () => {
    const use = uses[0]!;
    const tree = run(`Intro\n\n\`\`\`mermaid\n${use.source}\n\`\`\`\n`);
    const esm = tree.children.filter((n) => n.type === 'mdxjsEsm').map((n) => (n as unknown as { value: string }).value);
    expect(esm[0]).toBe('import __DiagramMermaid from "@theme/Mermaid";');
    for (const mode of ['light', 'dark']) {
      expect(esm.some((v) => v.includes('server-only-loader.cjs!') && v.endsWith(`${use.key}.${mode}.svg";`))).toBe(true);
    }
    const element = tree.children.find((n) => n.type === 'mdxJsxFlowElement') as unknown as {
      name: string;
      attributes: { name: string; value: string | { value: string } }[];
    };
    expect(element.name).toBe('__DiagramMermaid');
    const attr = Object.fromEntries(element.attributes.map((a) => [a.name, typeof a.value === 'string' ? a.value : a.value.value]));
    expect(attr).toMatchObject({ diagram: use.key, value: use.source, label: manifest[use.key]!.label, light: '__diagram0_light', dark: '__diagram0_dark' });
    expect(Number(attr.width)).toBe(drawnWidth(readFileSync(join(dir, diagramFile(use.key, 'light')), 'utf8')));
  });

  it('compiles as MDX into a module that imports both renderings', async () => {
    const use = uses[0]!;
    const { compile } = await import('@mdx-js/mdx');
    const out = String(
      await compile(`# T\n\n\`\`\`mermaid\n${use.source}\n\`\`\`\n`, { remarkPlugins: [[remarkDiagrams, { dir, render: diagramRenderOptions }]] }),
    );
    expect(out).toMatch(/import __DiagramMermaid from "@theme\/Mermaid"/);
    expect(out).toContain(`${use.key}.dark.svg`);
    expect(out).toMatch(/light: __diagram0_light/);
  });

  it('fails on a diagram without a rendering, naming the page and the command', () => {
    expect(() => run('```mermaid\nflowchart LR\n  never --> rendered\n```\n')).toThrow(/docs\/example\.mdx:1.*npm run diagrams:render/);
  });

  it('leaves other code blocks alone', () => {
    const tree = run('```js\nconst a = 1;\n```\n');
    expect(tree.children[0]!.type).toBe('code');
  });
});
