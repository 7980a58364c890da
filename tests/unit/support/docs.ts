import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';

export const repoRoot = join(__dirname, '..', '..', '..');
const docsDir = join(repoRoot, 'docs');

export interface DocFile {
  /** Path relative to the repository root, e.g. docs/get-started/index.mdx. */
  file: string;
  frontMatter: Record<string, unknown>;
  /** Text after the front matter. */
  body: string;
  /** Line number in the file of the first body line (1-based). */
  bodyStartLine: number;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return walk(p);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [p] : [];
  });
}

export function docFiles(): DocFile[] {
  return walk(docsDir)
    .sort()
    .map((path) => {
      const text = readFileSync(path, 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
      const frontMatter = match ? ((parseYaml(match[1] ?? '') ?? {}) as Record<string, unknown>) : {};
      const header = match?.[0] ?? '';
      return {
        file: relative(repoRoot, path),
        frontMatter,
        body: text.slice(header.length),
        bodyStartLine: header.split('\n').length,
      };
    });
}
