/**
 * Reads the walk a page declares: the `samples` entry of its front matter and the code fences
 * tagged `sample="<walk>"`, in page order. Pure: no files written, nothing run. The convention is
 * documented in tests/samples/README.md.
 */
import { stripVTControlCharacters } from 'node:util';
import type { Code, Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';

/** What the runner can hand a variable the page tells the reader to set. */
export const SUPPLIES = ['dev-key', 'l1', 'l2', 'rate-limited'] as const;
export type Supply = (typeof SUPPLIES)[number];
export type Layer = 'l1' | 'l2';

export interface PlacedContract {
  chain: Layer;
  /** A contract in tests/samples/contracts/<name>.sol. */
  name: string;
  /** The address the page's code uses; the runner puts the contract's code there. */
  at: string;
}

export interface Step {
  kind: 'file' | 'shell' | 'output';
  /** 1-based line of the fence in the page. */
  line: number;
  /** file: its name (the fence title). */
  file?: string;
  lang: string;
  text: string;
  /** shell: the commands, continuation lines joined. */
  commands?: string[];
}

export interface Walk {
  page: string;
  name: string;
  /** full: every command runs; check: installs run, files are checked, other commands only parsed. */
  mode: 'full' | 'check';
  /** Why a check-only walk is not run in full (printed in the report). */
  reason?: string;
  env: Record<string, Supply>;
  chains: Partial<Record<Layer, number>>;
  contracts: PlacedContract[];
  /** Relay messages sent to the L1 address to the L2 address: anchor them, and claim them too unless claim is false. */
  postman?: { l1: string; l2: string; claim: boolean };
  /** A walk that must fail, with this text in its output (runner self-tests). */
  expectFailure?: string;
  timeoutSeconds: number;
  steps: Step[];
}

export class WalkError extends Error {
  constructor(
    readonly page: string,
    readonly line: number,
    message: string,
  ) {
    super(`${page}:${line}: ${message}`);
  }
}

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console']);
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** `title="a.ts" sample="x" output` → { title: 'a.ts', sample: 'x', output: '' }. */
export function parseMeta(meta: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of meta.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    out[m[1]!] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

/** The commands of a shell fence: comments and blank lines dropped, `\` continuations joined. */
export function shellCommands(text: string): string[] {
  const commands: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^\$\s+/, '');
    if (!pending && (line.trim() === '' || line.trimStart().startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += line.slice(0, -1);
      continue;
    }
    commands.push((pending + line).trim());
    pending = '';
  }
  if (pending) commands.push(pending.trim());
  return commands;
}

/** `export NAME="value"` → NAME; anything else → undefined. */
export function exportedName(command: string): string | undefined {
  return /^export\s+([A-Za-z_][A-Za-z0-9_]*)=/.exec(command)?.[1];
}

/** Install commands, cached by their text: npm init, npm install/i/add/ci. */
export function isInstall(command: string): boolean {
  return /^npm\s+(init|install|i|add|ci)(\s|$)/.test(command);
}

/** Files npm reads when it installs, when a walk writes them itself rather than with npm commands. */
const NPM_INPUTS = new Set(['package.json', 'package-lock.json', '.npmrc']);

/**
 * What the walk's installs depend on, for the install cache: every command up to the last install,
 * and the npm input files (package.json, lock file, .npmrc) the walk writes before it. A page that
 * shows its package.json and then runs a bare `npm install` gets a fresh install when that file
 * changes, not the folder of an older version. `lastInstall` is -1 for a walk that installs nothing.
 */
export function installInputs(walk: Walk): { commands: string[]; lastInstall: number; files: [string, string][] } {
  const commands: string[] = [];
  const files: [string, string][] = [];
  let lastInstall = -1;
  let filesBeforeLastInstall = 0;
  for (const step of walk.steps) {
    if (step.kind === 'file' && NPM_INPUTS.has(step.file!)) files.push([step.file!, step.text]);
    for (const command of step.commands ?? []) {
      commands.push(command);
      if (isInstall(command)) {
        lastInstall = commands.length - 1;
        filesBeforeLastInstall = files.length;
      }
    }
  }
  return { commands: commands.slice(0, lastInstall + 1), lastInstall, files: files.slice(0, filesBeforeLastInstall) };
}

/** Lines of the expected output; `…` in a line matches any text. */
export function outputMatcher(expected: string): RegExp[] {
  return expected
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .map((l) => new RegExp(`^${l.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`));
}

/** The expected lines missing from `actual`, in order (each must follow the one before). */
export function missingOutput(expected: string, actual: string): string[] {
  // Tools colour their output when the environment asks for it (FORCE_COLOR in CI): the page shows
  // the text, so the colour codes are left out before comparing.
  const lines = stripVTControlCharacters(actual)
    .split('\n')
    .map((l) => l.trimEnd());
  const matchers = outputMatcher(expected);
  let from = 0;
  const missing: string[] = [];
  for (const [i, re] of matchers.entries()) {
    const at = lines.findIndex((l, j) => j >= from && re.test(l));
    if (at < 0) missing.push(expected.split('\n').filter((l) => l.trim() !== '')[i]!.trimEnd());
    else from = at + 1;
  }
  return missing;
}

function frontMatter(page: string, source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) return { data: {}, body: source };
  // Blank lines keep the body's line numbers equal to the file's.
  const blank = '\n'.repeat(match[0].split('\n').length - 1);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new WalkError(page, 1, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  return { data: (data ?? {}) as Record<string, unknown>, body: blank + source.slice(match[0].length) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function declaredWalk(page: string, name: string, raw: unknown): Omit<Walk, 'steps'> {
  const fail = (message: string): never => {
    throw new WalkError(page, 1, `samples.${name}: ${message}`);
  };
  if (!isRecord(raw)) return fail('must be a mapping');
  const known = new Set(['run', 'reason', 'env', 'chains', 'contracts', 'postman', 'expect-failure', 'timeout']);
  for (const key of Object.keys(raw)) if (!known.has(key)) fail(`unknown key "${key}" (known: ${[...known].join(', ')})`);
  const mode = raw.run ?? 'full';
  if (mode !== 'full' && mode !== 'check') fail(`run must be "full" or "check", not ${JSON.stringify(mode)}`);
  if (mode === 'check' && typeof raw.reason !== 'string') fail('a check-only walk needs a reason');
  const env: Record<string, Supply> = {};
  if (raw.env !== undefined) {
    if (!isRecord(raw.env)) fail('env must map variable names to one of ' + SUPPLIES.join(', '));
    for (const [key, value] of Object.entries(raw.env as Record<string, unknown>)) {
      if (!SUPPLIES.includes(value as Supply)) fail(`env.${key} must be one of ${SUPPLIES.join(', ')}, not ${JSON.stringify(value)}`);
      env[key] = value as Supply;
    }
  }
  const chains: Partial<Record<Layer, number>> = {};
  if (raw.chains !== undefined) {
    if (!isRecord(raw.chains)) fail('chains must map l1/l2 to a chain ID');
    for (const [key, value] of Object.entries(raw.chains as Record<string, unknown>)) {
      if (key !== 'l1' && key !== 'l2') fail(`chains.${key}: only l1 and l2 exist`);
      if (!Number.isInteger(value) || (value as number) <= 0) fail(`chains.${key} must be a positive integer chain ID`);
      chains[key as Layer] = value as number;
    }
  }
  const contracts: PlacedContract[] = [];
  if (raw.contracts !== undefined) {
    if (!Array.isArray(raw.contracts)) fail('contracts must be a list');
    for (const c of raw.contracts as unknown[]) {
      if (!isRecord(c) || (c.chain !== 'l1' && c.chain !== 'l2') || typeof c.name !== 'string' || typeof c.at !== 'string' || !ADDRESS.test(c.at)) {
        fail(`each contract needs chain (l1 or l2), name and at (an address): ${JSON.stringify(c)}`);
      }
      const placed = c as unknown as PlacedContract;
      if (chains[placed.chain] === undefined) fail(`contract ${placed.name} is placed on ${placed.chain}, which chains does not start`);
      contracts.push(placed);
    }
  }
  let postman: Walk['postman'];
  if (raw.postman !== undefined) {
    const p = raw.postman;
    if (!isRecord(p) || typeof p.l1 !== 'string' || typeof p.l2 !== 'string' || !ADDRESS.test(p.l1) || !ADDRESS.test(p.l2)) {
      fail('postman needs l1 and l2 message service addresses');
    }
    const settings = p as Record<string, unknown>;
    if (settings.claim !== undefined && typeof settings.claim !== 'boolean') fail('postman.claim must be true or false');
    if (chains.l1 === undefined || chains.l2 === undefined) fail('postman needs both chains');
    postman = { l1: settings.l1 as string, l2: settings.l2 as string, claim: settings.claim !== false };
  }
  const needs = Object.values(env).filter((s) => s === 'l1' || s === 'l2') as Layer[];
  for (const layer of needs) if (chains[layer] === undefined) fail(`env supplies ${layer} but chains does not start it`);
  const timeout = raw.timeout ?? 120;
  if (!Number.isInteger(timeout) || (timeout as number) <= 0) fail('timeout must be a positive number of seconds');
  return {
    page,
    name,
    mode: mode as Walk['mode'],
    ...(typeof raw.reason === 'string' ? { reason: raw.reason } : {}),
    env,
    chains,
    contracts,
    ...(postman ? { postman } : {}),
    ...(typeof raw['expect-failure'] === 'string' ? { expectFailure: raw['expect-failure'] } : {}),
    timeoutSeconds: timeout as number,
  };
}

/** The walks a page declares, with their steps; throws WalkError with the line when it cannot. */
export function parseWalks(page: string, source: string): Walk[] {
  // Most pages have no walk: skip parsing them.
  if (!/^samples:/m.test(source) && !/sample=/.test(source)) return [];
  const { data, body: raw } = frontMatter(page, source);
  const declared = data.samples;
  // Docusaurus heading IDs (`## Title {#id}`) are not MDX; Docusaurus strips them before parsing.
  const body = raw.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
  let tree: Root;
  try {
    tree = unified().use(remarkParse).use(remarkMdx).parse(body);
  } catch (error) {
    const place = (error as { line?: number }).line ?? 1;
    throw new WalkError(page, place, `the page does not parse as MDX: ${(error as Error).message}`);
  }
  const fences: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    fences.push(node);
  });
  const tagged = fences.filter((f) => parseMeta(f.meta ?? '').sample !== undefined);
  if (declared === undefined) {
    if (tagged.length > 0) {
      const first = tagged[0]!;
      throw new WalkError(page, first.position?.start.line ?? 1, `a fence is tagged sample="${parseMeta(first.meta ?? '').sample}" but the front matter declares no samples`);
    }
    return [];
  }
  if (!isRecord(declared) || Object.keys(declared).length === 0) throw new WalkError(page, 1, 'samples must map walk names to their settings');
  const walks = new Map<string, Walk>();
  for (const [name, raw] of Object.entries(declared)) walks.set(name, { ...declaredWalk(page, name, raw), steps: [] });

  for (const fence of tagged) {
    const line = fence.position?.start.line ?? 1;
    const meta = parseMeta(fence.meta ?? '');
    const names = meta.sample!.split(',').map((s) => s.trim());
    const lang = (fence.lang ?? '').toLowerCase();
    for (const name of names) {
      const walk = walks.get(name);
      if (!walk) throw new WalkError(page, line, `sample="${name}" names no walk of the front matter (declared: ${[...walks.keys()].join(', ')})`);
      if ('output' in meta) {
        const previous = walk.steps.at(-1);
        if (previous?.kind !== 'shell') throw new WalkError(page, line, 'an output fence must follow a shell fence of the same walk');
        walk.steps.push({ kind: 'output', line, lang, text: fence.value });
      } else if (SHELL_LANGS.has(lang)) {
        const commands = shellCommands(fence.value);
        if (commands.length === 0) throw new WalkError(page, line, 'the shell fence holds no command');
        walk.steps.push({ kind: 'shell', line, lang, text: fence.value, commands });
      } else if (meta.title) {
        if (!/^[\w.-]+(\/[\w.-]+)*$/.test(meta.title) || meta.title.includes('..')) {
          throw new WalkError(page, line, `title="${meta.title}" is not a relative file name`);
        }
        walk.steps.push({ kind: 'file', line, lang, file: meta.title, text: fence.value });
      } else {
        throw new WalkError(page, line, `a ${lang || 'plain'} fence in a walk needs title="<file name>", or must be a shell fence or an output fence`);
      }
    }
  }
  for (const walk of walks.values()) {
    if (walk.steps.length === 0) throw new WalkError(page, 1, `walk "${walk.name}" has no fence tagged sample="${walk.name}"`);
    if (!walk.steps.some((s) => s.kind === 'shell')) throw new WalkError(page, walk.steps[0]!.line, `walk "${walk.name}" has no shell fence, so nothing runs it`);
    const exported = new Set(walk.steps.flatMap((s) => (s.commands ?? []).map(exportedName).filter(Boolean)));
    for (const key of Object.keys(walk.env)) {
      if (!exported.has(key)) throw new WalkError(page, 1, `walk "${walk.name}" supplies ${key}, but no shell step of the page tells the reader to set it`);
    }
    for (const step of walk.steps) {
      for (const command of step.commands ?? []) {
        const name = exportedName(command);
        if (name && !(name in walk.env)) throw new WalkError(page, step.line, `the page sets ${name}; declare under env what the runner supplies for it`);
      }
    }
  }
  return [...walks.values()];
}
