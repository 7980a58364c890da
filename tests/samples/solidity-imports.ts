/**
 * Solidity libraries that Foundry projects pull in as git submodules and resolve through
 * remappings, which npm cannot install: tests/samples/solidity-api/ declares the part of their API
 * the docs' samples use (README.md there names the versions read), and this maps an import path to
 * those declarations the way the project's remappings would.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const declared = join(__dirname, 'solidity-api');

export interface DeclaredLibrary {
  /** Import prefix, as in a Foundry `remappings.txt`. */
  prefix: string;
  /** Folder of the declarations here. */
  dir: string;
  /** Where `forge install` puts the library's sources in a project, which the remapping must name. */
  installed: string;
}

const libraries: readonly DeclaredLibrary[] = [{ prefix: 'credible-std/', dir: join(declared, 'credible-std'), installed: 'lib/credible-std/src/' }];

/** The declared library an import path is from, if any. */
export function declaredLibraryOf(path: string): DeclaredLibrary | undefined {
  return libraries.find((library) => path.startsWith(library.prefix));
}

/** The source of a remapped import, or undefined when no declared library provides it. */
export function remappedImport(path: string): { contents: string } | undefined {
  const library = declaredLibraryOf(path);
  if (!library) return undefined;
  const file = join(library.dir, path.slice(library.prefix.length));
  return existsSync(file) ? { contents: readFileSync(file, 'utf8') } : undefined;
}

/**
 * Why the project of `file` (a walk's Solidity file, under `root`) would not find a library the
 * reader installs with Foundry: the nearest `remappings.txt` above the file must map the library's
 * prefix to where `forge install` puts it. Undefined when it does.
 */
export function remappingProblem(root: string, file: string, library: DeclaredLibrary): string | undefined {
  for (let dir = dirname(join(root, file)); ; dir = dirname(dir)) {
    const remappings = join(dir, 'remappings.txt');
    if (existsSync(remappings)) {
      const targets = readFileSync(remappings, 'utf8')
        .split('\n')
        .map((line) => line.trim().split('='))
        .filter(([prefix]) => prefix === library.prefix)
        .map(([, target]) => (target ?? '').replace(/\/?$/, '/'));
      if (targets.includes(library.installed)) return undefined;
      return `${relative(root, remappings)} does not map ${library.prefix} to ${library.installed}, where \`forge install\` puts it`;
    }
    if (dir === root || relative(root, dir).startsWith('..')) return `no remappings.txt maps ${library.prefix} for ${file}`;
  }
}
