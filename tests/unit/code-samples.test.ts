/**
 * Every code sample in docs/ is extracted from the MDX and checked for what it is: Solidity
 * compiles with solc, TypeScript and JavaScript parse (and type-check when the block's meta says
 * `typecheck`), the Linea SDK page's samples type-check against the SDK's API, JSON, TOML and
 * YAML parse, shell and Python pass their syntax checkers.
 * A broken sample fails `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import solc from 'solc';
import { parse as parseToml } from 'smol-toml';
import ts from 'typescript';
import { parseDocument } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractCodeBlocks } from '../../src/lib/codeBlocks';
import { docFiles, repoRoot } from './support/docs';
import { MISUSE, SDK_PACKAGE, misuseSample, sdkDeclarations, sdkSamples } from './support/sdkSamples';
import { remappedImport } from '../samples/solidity-imports';

interface Sample {
  id: string;
  lang: string;
  meta: string;
  code: string;
}

const samples: Sample[] = docFiles().flatMap((doc) =>
  extractCodeBlocks(doc.body).map((b) => ({ id: `${doc.file}:${b.line + doc.bodyStartLine - 1}`, lang: b.lang, meta: b.meta, code: b.code })),
);
const ofLang = (...langs: string[]) => samples.filter((s) => langs.includes(s.lang));

// A file of a sample walk that imports another file of the walk by a relative path only compiles
// next to it: the sample runner compiles it in the walk's folder, so it is left to the runner.
const importsWalkNeighbour = (s: Sample) => /\bsample="/.test(s.meta) && /^\s*import\b[^;]*["']\.\.?\//m.test(s.code);
const solidity = ofLang('solidity', 'sol').filter((s) => !importsWalkNeighbour(s));
describe.skipIf(solidity.length === 0)('Solidity samples compile with solc', () => {
  let errors = new Map<string, string[]>();

  beforeAll(() => {
    if (solidity.length === 0) return;
    const input = {
      language: 'Solidity',
      sources: Object.fromEntries(solidity.map((s) => [s.id, { content: s.code }])),
      settings: { outputSelection: { '*': { '*': [] } } },
    };
    const findImports = (path: string) => {
      const file = join(repoRoot, 'node_modules', path);
      if (existsSync(file)) return { contents: readFileSync(file, 'utf8') };
      return remappedImport(path) ?? { error: `import not found: ${path}` };
    };
    const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
      errors?: { severity: string; formattedMessage: string; sourceLocation?: { file: string } }[];
    };
    errors = new Map();
    for (const e of output.errors ?? []) {
      if (e.severity !== 'error') continue;
      const key = e.sourceLocation?.file ?? '(global)';
      errors.set(key, [...(errors.get(key) ?? []), e.formattedMessage]);
    }
  }, 120_000);

  it('compiles without global errors', () => {
    expect(errors.get('(global)') ?? []).toEqual([]);
  });

  it.each(solidity.map((s) => [s.id]))('%s', (id) => {
    expect(errors.get(id) ?? []).toEqual([]);
  });
});

describe('TypeScript and JavaScript samples parse', () => {
  it.each(ofLang('ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx').map((s) => [s.id, s]))('%s', (_id, s) => {
    const isJsx = s.lang === 'tsx' || s.lang === 'jsx';
    const isTs = s.lang.startsWith('t');
    const result = ts.transpileModule(s.code, {
      reportDiagnostics: true,
      fileName: `sample.${isTs ? 'ts' : 'js'}${isJsx ? 'x' : ''}`,
      compilerOptions: { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    });
    const messages = (result.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages).toEqual([]);
  });
});

const checked = ofLang('ts', 'typescript', 'tsx').filter((s) => /\btypecheck\b/.test(s.meta));

/**
 * One TypeScript program type-checks both the samples marked `typecheck` (under `samples/`) and
 * the Linea SDK page's samples against the SDK's declared API (under `sdk/`): creating a program
 * loads the standard library, viem's and Node's types, the costly part, so it is done once.
 * Diagnostics are keyed by file path relative to the program's directory.
 */
const typecheckDir = join(repoRoot, 'node_modules', '.cache', 'code-samples');
const sampleFile = (i: number, s: Sample) => `samples/sample-${i}.${s.lang === 'tsx' ? 'tsx' : 'ts'}`;
let diagnostics = new Map<string, string[]>();

beforeAll(() => {
  rmSync(typecheckDir, { recursive: true, force: true });
  const files = new Map<string, string>([
    ...checked.map((s, i): [string, string] => [sampleFile(i, s), s.code]),
    ['sdk/lineth-sdk-viem.d.ts', sdkDeclarations],
    ...sdkSamples.map((s): [string, string] => [`sdk/${s.title}`, s.code]),
    [`sdk/${MISUSE}`, misuseSample],
  ]);
  for (const [name, code] of files) {
    mkdirSync(dirname(join(typecheckDir, name)), { recursive: true });
    writeFileSync(join(typecheckDir, name), code);
  }
  const program = ts.createProgram(
    [...files.keys()].map((name) => join(typecheckDir, name)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      moduleDetection: ts.ModuleDetectionKind.Force,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: ['node'],
      jsx: ts.JsxEmit.ReactJSX,
    },
  );
  diagnostics = new Map();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const key = d.file ? relative(typecheckDir, d.file.fileName) : '(global)';
    diagnostics.set(key, [...(diagnostics.get(key) ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
  }
}, 240_000);

it('type-checks with no error outside the samples', () => {
  expect(diagnostics.get('(global)') ?? []).toEqual([]);
});

describe.skipIf(checked.length === 0)('TypeScript samples marked `typecheck` type-check against the installed packages', () => {
  it.each(checked.map((s, i) => [s.id, sampleFile(i, s)]))('%s', (_id, file) => {
    expect(diagnostics.get(file) ?? []).toEqual([]);
  });
});

describe('Linea SDK page samples', () => {
  it('has a titled sample for every flow, and the SDK samples import the package', () => {
    expect(sdkSamples.map((s) => s.title)).toEqual(['clients.ts', 'send-to-linea.ts', 'claim-on-linea.ts', 'send-to-ethereum.ts', 'claim-on-ethereum.ts']);
    for (const s of sdkSamples.slice(1)) expect(s.code, s.title).toContain(`from '${SDK_PACKAGE}'`);
  });

  it('declares the SDK without errors', () => {
    expect(diagnostics.get('sdk/lineth-sdk-viem.d.ts') ?? []).toEqual([]);
  });

  it.each(sdkSamples.map((s) => [`${s.title} (line ${s.line})`, s.title]))('%s type-checks', (_label, title) => {
    expect(diagnostics.get(`sdk/${title}`) ?? []).toEqual([]);
  });

  it('catches a sample that misuses the SDK (a claim without its message nonce)', () => {
    expect((diagnostics.get(`sdk/${MISUSE}`) ?? []).join('\n')).toMatch(/messageNonce/);
  });
});

/** One test per sample of the given languages; a kind with no samples yet is skipped, not failed. */
function checkEach(title: string, langs: string[], check: (s: Sample) => void): void {
  const list = ofLang(...langs);
  describe.skipIf(list.length === 0)(title, () => {
    it.each(list.map((s) => [s.id, s] as const))('%s', (_id, s) => check(s));
  });
}

checkEach('JSON samples parse', ['json'], (s) => {
  expect(() => JSON.parse(s.code)).not.toThrow();
});

checkEach('TOML samples parse', ['toml'], (s) => {
  expect(() => parseToml(s.code)).not.toThrow();
});

checkEach('YAML samples parse', ['yaml', 'yml'], (s) => {
  expect(parseDocument(s.code).errors.map((e) => e.message)).toEqual([]);
});

// Placeholders such as <YOUR_API_KEY> must be quoted, as a reader pasting the command would need.
checkEach('shell samples pass bash -n', ['bash', 'sh', 'shell', 'zsh'], (s) => {
  expect(spawnSync('bash', ['-n'], { input: s.code, encoding: 'utf8' }).stderr).toBe('');
});

checkEach('Python samples parse', ['python', 'py'], (s) => {
  const result = spawnSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], { input: s.code, encoding: 'utf8' });
  expect(result.stderr).toBe('');
});

it('finds the samples in the docs', () => {
  expect(samples.length).toBeGreaterThan(0);
});
