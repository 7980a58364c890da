/**
 * Checks for walks that cannot run here: TypeScript type-checks against the packages the walk
 * installed, Solidity compiles with the solc package (imports resolved from the walk's
 * node_modules, as Hardhat and Foundry's npm remappings do, then from the declared APIs of
 * git-submodule libraries in solidity-imports.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { repoRoot } from './chain';
import { declaredLibraryOf, remappedImport, remappingProblem, type DeclaredLibrary } from './solidity-imports';

/**
 * Whether each script compiles in the module format tsx gives it: ESM for .mts and for .ts in a
 * folder whose package.json says "type": "module", CommonJS otherwise. Top-level await, for one,
 * only compiles as ESM; this is what stops a reader's `npx tsx script.ts` before it runs.
 */
export function checkModuleFormat(dir: string, files: string[]): string | undefined {
  const manifest = join(dir, 'package.json');
  const isModule = existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type === 'module';
  const problems: string[] = [];
  for (const file of files) {
    const format = file.endsWith('.mts') || (isModule && !file.endsWith('.cts')) ? 'esm' : 'cjs';
    try {
      transformSync(readFileSync(join(dir, file), 'utf8'), { loader: file.endsWith('x') ? 'tsx' : 'ts', format, sourcefile: file });
    } catch (error) {
      problems.push(`${file} (compiled as ${format}): ${(error as Error).message}`);
    }
  }
  return problems.length > 0 ? problems.join('\n') : undefined;
}

/** Type errors of the files, or undefined when there are none. */
export function checkTypeScript(dir: string, files: string[]): string | undefined {
  const program = ts.createProgram(
    files.map((f) => join(dir, f)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.Preserve,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      esModuleInterop: true,
      // React components (.tsx) compile as a React 17+ project's do: JSX through react/jsx-runtime.
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: ['node'],
      typeRoots: [join(repoRoot, 'node_modules', '@types')],
    },
  );
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length === 0) return undefined;
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => dir,
    getNewLine: () => '\n',
  });
}

/** Compiler errors of the Solidity file, or undefined when it compiles. */
export function checkSolidity(dir: string, file: string): string | undefined {
  const solc = createRequire(__filename)('solc') as {
    compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string;
  };
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: readFileSync(join(dir, file), 'utf8') } },
    settings: { outputSelection: { '*': { '*': ['abi'] } } },
  };
  const libraries = new Set<DeclaredLibrary>();
  const findImport = (path: string): { contents: string } | { error: string } => {
    for (const candidate of [join(dir, path), join(dir, 'node_modules', path)]) {
      if (existsSync(candidate)) return { contents: readFileSync(candidate, 'utf8') };
    }
    const library = declaredLibraryOf(path);
    if (library) libraries.add(library);
    return remappedImport(path) ?? { error: `not found: ${path}` };
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as {
    errors?: { severity: string; formattedMessage: string }[];
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error').map((e) => e.formattedMessage);
  // A declared library resolves here whatever the walk's remappings say; the reader's forge needs them right.
  for (const library of libraries) {
    const problem = remappingProblem(dir, file, library);
    if (problem) errors.push(problem);
  }
  return errors.length > 0 ? errors.join('\n') : undefined;
}
