/**
 * Solidity libraries that Foundry projects pull in as git submodules and resolve through
 * remappings, which npm cannot install: tests/samples/solidity-api/ declares the part of their API
 * the docs' samples use (README.md there names the versions read), and this maps an import path to
 * those declarations the way the project's remappings would.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const declared = join(__dirname, 'solidity-api');

/** Import prefix → folder, as in a Foundry `remappings.txt`. */
const remappings: ReadonlyArray<readonly [prefix: string, dir: string]> = [
  ['credible-std/', join(declared, 'credible-std')],
];

/** The source of a remapped import, or undefined when no declared library provides it. */
export function remappedImport(path: string): { contents: string } | undefined {
  for (const [prefix, dir] of remappings) {
    if (!path.startsWith(prefix)) continue;
    const file = join(dir, path.slice(prefix.length));
    if (existsSync(file)) return { contents: readFileSync(file, 'utf8') };
  }
  return undefined;
}
