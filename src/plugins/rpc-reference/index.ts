/**
 * The JSON-RPC reference, generated from the method records of `src/data/rpc`:
 * - one MDX page per method under `docs/api/reference/<namespace>/`, with a sidebar category per
 *   namespace, so the docs plugin gives each the sidebar, table of contents, sitemap entry, search
 *   entry and Markdown twin of any page;
 * - the record, the index rows and the Ajv-compiled validators as modules the pages import;
 * - `/openrpc.json`, the OpenRPC document of the same records.
 * Files are written when the plugin is created, which Docusaurus does for every plugin before any
 * plugin loads content, so the docs plugin always reads pages made from the current data.
 * The components the pages use are this plugin's theme (`@theme/RpcReference`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { rpcMethods, rpcNamespaces } from '../../data/rpc';
import type { RpcMethodSpec } from '../../data/rpc/types';
import { GENERATED_STATIC_DIR } from '../katex';
import { openRpcDocument, OPENRPC_FILE, type OpenRpcOptions } from './openrpc';
import {
  categoryJson,
  explanationFile,
  explanationSlots,
  indexRows,
  methodPageMdx,
  methodSlug,
  pageSources,
  MODULES_DIR,
  namespaceDir,
  EXPLANATIONS_DIR,
  type ExplanationSlot,
} from './pages';
import { validatorModuleSource } from './validators';

export interface RpcReferenceOptions {
  /** Base of edit links (`.../tree/main/`): a generated page links to the file that feeds it. */
  editUrl: string;
  openRpc: Omit<OpenRpcOptions, 'siteUrl'>;
}

/**
 * What a page needs of a record: everything but the sources, which are for maintainers, and the
 * search phrases, which go in the page's front matter; neither is rendered.
 */
export function pageRecord(spec: RpcMethodSpec): Omit<RpcMethodSpec, 'sources' | 'searchPhrases'> {
  const { sources: _sources, searchPhrases: _searchPhrases, ...rendered } = spec;
  return rendered;
}

/** Every file the reference consists of, by path relative to the site directory. */
export interface ReferenceInputs extends RpcReferenceOptions {
  siteUrl: string;
  hasExplanation: (file: string) => boolean;
  /** When the given files last changed, and by whom; null without git history. */
  lastUpdate: (files: readonly string[]) => { date: string; author: string } | null;
}

export function referenceFiles(methods: readonly RpcMethodSpec[], options: ReferenceInputs): Map<string, string> {
  const files = new Map<string, string>();
  for (const namespace of new Set(methods.map((m) => m.namespace))) {
    files.set(`${namespaceDir(namespace)}/_category_.json`, categoryJson(namespace));
  }
  for (const spec of methods) {
    const explanations = new Set<ExplanationSlot>(explanationSlots.filter((slot) => options.hasExplanation(explanationFile(spec.name, slot))));
    // The record is what most of the page shows; the first explanation is where its prose starts.
    const editTarget = explanations.size > 0 ? explanationFile(spec.name, [...explanations][0]!) : pageSources(spec, explanations)[0]!;
    files.set(
      `${namespaceDir(spec.namespace)}/${methodSlug(spec.name)}.mdx`,
      methodPageMdx({ spec, explanations, editUrl: `${options.editUrl}${editTarget}`, lastUpdate: options.lastUpdate(pageSources(spec, explanations)) }),
    );
    files.set(`${MODULES_DIR}/methods/${spec.name}.json`, `${JSON.stringify(pageRecord(spec))}\n`);
    files.set(`${MODULES_DIR}/validators/${spec.name}.cjs`, validatorModuleSource(spec));
  }
  files.set(`${MODULES_DIR}/index.json`, `${JSON.stringify(indexRows(methods))}\n`);
  files.set(`${GENERATED_STATIC_DIR}/${OPENRPC_FILE}`, `${JSON.stringify(openRpcDocument(methods, { ...options.openRpc, siteUrl: options.siteUrl }), null, 2)}\n`);
  return files;
}

/** Removes what an earlier run generated, so a renamed or deleted method leaves no page behind. */
function clearGenerated(siteDir: string): void {
  for (const namespace of rpcNamespaces) rmSync(join(siteDir, namespaceDir(namespace)), { recursive: true, force: true });
  rmSync(join(siteDir, MODULES_DIR), { recursive: true, force: true });
}

export function writeReference(siteDir: string, files: Map<string, string>): void {
  clearGenerated(siteDir);
  for (const [file, text] of files) {
    const target = join(siteDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}

/** The newest commit touching any of `files`: its date (ISO) and author, or null outside git. */
export function gitLastUpdate(siteDir: string, files: readonly string[]): { date: string; author: string } | null {
  const result = spawnSync('git', ['log', '-1', '--format=%aI%x00%an', '--', ...files], { cwd: siteDir, encoding: 'utf8' });
  const [date, author] = result.status === 0 ? result.stdout.trim().split('\0') : [];
  return date && author ? { date, author } : null;
}

export default function rpcReferencePlugin(context: LoadContext, options: RpcReferenceOptions): Plugin {
  const { siteDir } = context;
  const explanationsDir = join(siteDir, EXPLANATIONS_DIR);
  const present = new Set(existsSync(explanationsDir) ? readdirSync(explanationsDir).map((f) => `${EXPLANATIONS_DIR}/${f}`) : []);
  writeReference(
    siteDir,
    referenceFiles(rpcMethods, { ...options, siteUrl: context.siteConfig.url.replace(/\/$/, ''), hasExplanation: (f) => present.has(f), lastUpdate: (files) => gitLastUpdate(siteDir, files) }),
  );
  return {
    name: 'linea-rpc-reference',
    getThemePath() {
      return join(__dirname, 'theme');
    },
    getPathsToWatch() {
      return [join(siteDir, 'src/data/rpc/**/*.ts'), join(explanationsDir, '*.mdx')];
    },
  };
}

