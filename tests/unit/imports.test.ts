import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Modules under src/ import each other in one direction only: no cycle, counting type-only
 * imports and re-exports too, since a type cycle still ties two layers together. And every package
 * the project's code imports is one package.json declares, not one that happens to be installed
 * because something else depends on it.
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

/** The package an import specifier names, or undefined for the project's own files, Node built-ins and Docusaurus's aliases. */
export function packageOf(specifier: string): string | undefined {
  const bare = specifier.replace(/^!!.*!/, '').replace(/[?#].*$/, '');
  if (bare.startsWith('.') || bare.startsWith('/') || bare.startsWith('node:') || builtinModules.includes(bare.split('/')[0]!)) return undefined;
  if (/^@(site|theme|theme-original|theme-init|generated)\//.test(bare)) return undefined;
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  // @docusaurus/Link, @docusaurus/router and the other client modules are aliases of @docusaurus/core's client exports.
  if (name.startsWith('@docusaurus/') && existsSync(join(ROOT, 'node_modules/@docusaurus/core/lib/client/exports', `${name.slice('@docusaurus/'.length)}.js`))) return '@docusaurus/core';
  return name;
}

describe('declared packages', () => {
  it('names the package of an import, and nothing for files, built-ins and aliases', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@docusaurus/utils')).toBe('@docusaurus/utils');
    expect(packageOf('@docusaurus/Link')).toBe('@docusaurus/core');
    expect(packageOf('@docusaurus/not-a-package')).toBe('@docusaurus/not-a-package');
    expect(packageOf('@scope/pkg/sub/path.js')).toBe('@scope/pkg');
    expect(packageOf('!!raw-loader!./x')).toBeUndefined();
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('path')).toBeUndefined();
    expect(packageOf('@theme/Layout')).toBeUndefined();
  });

  it('every package the code imports is declared in package.json', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
    const roots = ['src', 'mcp', 'scripts', 'tests'].map((d) => join(ROOT, d));
    const rootFiles = readdirSync(ROOT).filter((f) => EXTENSIONS.some((e) => f.endsWith(e)) && !f.endsWith('.d.ts'));
    const files = [...roots.flatMap(sourceFiles), ...rootFiles.map((f) => join(ROOT, f))];
    const missing = new Set<string>();
    for (const file of files) {
      for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
        const name = packageOf(fileName);
        // Types of a scoped package come as @types/scope__name.
        const types = `@types/${name?.replace(/^@([^/]+)\//, '$1__')}`;
        if (name && !declared.has(name) && !declared.has(types)) missing.add(`${name} (${relative(ROOT, file)})`);
      }
    }
    expect(files.length).toBeGreaterThan(300);
    expect([...missing].sort()).toEqual([]);
  });
});
