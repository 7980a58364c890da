import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { rpcReferenceOptions } from '../../../src/config/rpc-reference';
import { rpcMethods, rpcNamespaces } from '../../../src/data/rpc';
import { referenceFiles } from '../../../src/plugins/rpc-reference';
import { EXPLANATIONS_DIR, namespaceDir, PAGES_DIR } from '../../../src/plugins/rpc-reference/pages';

export const repoRoot = join(__dirname, '..', '..', '..');
const docsDir = join(repoRoot, 'docs');

export interface DocFile {
  /** Path relative to the repository root, e.g. docs/get-started/index.mdx. */
  file: string;
  /** The whole file. */
  text: string;
  frontMatter: Record<string, unknown>;
  /** Text after the front matter. */
  body: string;
  /** Line number in the file of the first body line (1-based). */
  bodyStartLine: number;
}

/** Folders the rpc-reference plugin writes its pages into when the site builds or starts. */
const generatedDirs = new Set(rpcNamespaces.map((namespace) => join(repoRoot, namespaceDir(namespace))));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return generatedDirs.has(p) ? [] : walk(p);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [p] : [];
  });
}

/**
 * Every file of the JSON-RPC reference as the plugin writes it (pages, records, validators,
 * /openrpc.json), by path relative to the repository root, built in memory from src/data/rpc.
 */
export function generatedReferenceFiles(): Map<string, string> {
  const explanations = readdirSync(join(repoRoot, EXPLANATIONS_DIR)).map((f) => `${EXPLANATIONS_DIR}/${f}`);
  return referenceFiles(rpcMethods, {
    ...rpcReferenceOptions,
    siteUrl: 'https://docs.linea.build',
    hasExplanation: (f) => explanations.includes(f),
    lastUpdate: () => ({ date: '2026-01-02T03:04:05Z', author: 'A. Writer' }),
  });
}

function docFile(file: string, text: string): DocFile {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const frontMatter = match ? ((parseYaml(match[1] ?? '') ?? {}) as Record<string, unknown>) : {};
  const header = match?.[0] ?? '';
  return { file, text, frontMatter, body: text.slice(header.length), bodyStartLine: header.split('\n').length };
}

/**
 * Every page under docs/: the files on disk, and the JSON-RPC method pages generated from the data
 * (the same text the build writes, so they are checked whether or not the site has been built).
 */
export function docFiles(): readonly DocFile[] {
  // Read once per worker (its files share this module): building the generated pages takes seconds on a busy machine, and
  // some files ask for the pages in every test.
  cachedDocFiles ??= readDocFiles();
  return cachedDocFiles;
}

let cachedDocFiles: readonly DocFile[] | undefined;

function readDocFiles(): readonly DocFile[] {
  const onDisk = walk(docsDir).map((path) => docFile(relative(repoRoot, path), readFileSync(path, 'utf8')));
  const generated = [...generatedReferenceFiles()]
    .filter(([file]) => file.startsWith(`${PAGES_DIR}/`) && file.endsWith('.mdx'))
    .map(([file, text]) => docFile(file, text));
  return [...onDisk, ...generated].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
