import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';

/** Paths of every doc in this build, so components can link only to pages that exist. */
export function useDocPaths(): Set<string> {
  const all = useAllDocsData();
  return new Set(Object.values(all).flatMap((plugin) => plugin.versions.flatMap((v) => v.docs.map((d) => d.path))));
}
