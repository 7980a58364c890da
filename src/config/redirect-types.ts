/** A page of this site and the old or outside paths that lead to it (redirects.ts, official-paths.ts). */
export interface LegacyRedirect {
  /** Current path of the page. */
  to: string;
  /** Old paths that lead to it. */
  from: readonly string[];
}
