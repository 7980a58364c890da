/**
 * Where the documented Solidity comes from: the public Linea monorepo
 * (https://github.com/Consensys/linea-monorepo). Current contracts are documented as of `HEAD`;
 * contracts that were renamed or removed since are documented at the last commit that had them.
 */
import type { SourceRef } from './types';

/** The newest monorepo commit these pages were checked against. */
export const HEAD = { commit: 'cb180134d7b7904ca588e6d99264b7b10fe06929', date: '2026-06-12' } as const;

/** A file of the monorepo's contracts/src at HEAD. */
export function atHead(file: string, pragma: string): SourceRef {
  return { path: `contracts/src/${file}`, commit: HEAD.commit, pragma };
}

/** Last monorepo commits that still had contracts renamed or removed since. */
export const HISTORICAL = {
  /** Parent of a89790d5ed (2025-11-27), which renamed L1MessageServiceV1 to L1MessageServiceBase. */
  l1MessageServiceV1: { commit: '270a68d809ae4afe57c20cd1ae0c5a90a84dad66', date: '2025-11-26' },
  /** Parent of 89e9c2cbca (2025-05-19), which replaced the library with Solidity's `transient` keyword. */
  transientStorageHelpers: { commit: 'd995d9d37e2259ae69168d8346f26cc1569ed6de', date: '2025-05-16' },
  /** Parent of d9353756ee (2025-01-29), which moved contracts/contracts to contracts/src and renamed Utils. */
  utils: { commit: 'e4256a5c595480bc9762c7eb2b41417f89e41fca', date: '2025-01-28' },
} as const;

/** A file of the monorepo at an earlier commit (path relative to the repository root). */
export function atCommit(path: string, commit: string, pragma: string): SourceRef {
  return { path, commit, pragma };
}
