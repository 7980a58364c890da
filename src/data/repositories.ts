/**
 * The public repositories the site links to and takes facts from. Each URL is written here
 * once; pages, data and config build their links from it.
 */
export const repositories = {
  /** The repository these docs are written in: edit links, the footer and doc sources. */
  docs: 'https://github.com/Consensys/doc.linea',
  /**
   * Linea's monorepo: the smart contracts, sequencer plugins, coordinator, Maru, the audit catalog
   * and the trace limits. It moved from Consensys/linea-monorepo (which GitHub redirects) to the
   * LF Decentralized Trust organisation when the stack became Lineth; commits kept their hashes.
   */
  monorepo: 'https://github.com/LFDT-Lineth/lineth-monorepo',
} as const;

/** The web address of a file of a repository at a branch or commit. */
export function repositoryFile(repository: string, path: string, ref = 'main'): string {
  return `${repository}/blob/${ref}/${path.replace(/^\/+/, '')}`;
}
