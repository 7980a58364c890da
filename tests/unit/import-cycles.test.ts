import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Modules under src/ import each other in one direction only: no cycle, counting type-only
 * imports and re-exports too, since a type cycle still ties two layers together.
 */
const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file an import specifier names, when it is a file of this project; undefined for packages and aliases of the theme. */
function resolveImport(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/^!!.*!/, '').replace(/[?#].*$/, '');
  let base: string;
  if (bare.startsWith('@site/')) base = join(ROOT, bare.slice('@site/'.length));
  else if (bare.startsWith('.')) base = resolve(dirname(from), bare);
  else return undefined;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles.map((f) => resolveImport(file, f.fileName)).filter((t): t is string => t !== undefined && EXTENSIONS.some((e) => t.endsWith(e)));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle's path, found by depth-first search; each cycle is reported once, from its first file reached. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle, type-only imports included, and none in an acyclic graph', () => {
    expect(findCycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([]);
    const info = ts.preProcessFile("import type { X } from './x';\nexport type { Y } from './y';\nconst z = import('./z');", true, true);
    expect(info.importedFiles.map((f) => f.fileName)).toEqual(['./x', './y', './z']);
  });

  it('src/ has none', () => {
    const cycles = findCycles(importGraph(sourceFiles(SRC)));
    expect(cycles.map((c) => c.map((f) => relative(ROOT, f)).join(' -> '))).toEqual([]);
  });
});
