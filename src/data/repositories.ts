/**
 * The public repositories the site links to and takes facts from. Each URL is written here
 * once; pages, data and config build their links from it.
 */
export const repositories = {
  /** The repository these docs are written in: edit links, the footer and doc sources. */
  docs: 'https://github.com/Consensys/doc.linea',
  /** Linea's monorepo: the smart contracts, sequencer plugins and coordinator. */
  monorepo: 'https://github.com/Consensys/linea-monorepo',
  /** The monorepo where Linea's newest sources publish it: the audit catalog, the trace limits. */
  lineth: 'https://github.com/LFDT-Lineth/lineth-monorepo',
} as const;

/** The web address of a file of a repository at a branch or commit. */
export function repositoryFile(repository: string, path: string, ref = 'main'): string {
  return `${repository}/blob/${ref}/${path.replace(/^\/+/, '')}`;
}
