/**
 * Which files a link's target page needs, worked out once per site rather than once per link.
 * Pure functions, shared by the browser module (./client.ts) and its tests.
 */

/** The page a link leads to, without its query or fragment; '' for a link within the current page. */
export function targetPath(link: string): string {
  const end = link.search(/[?#]/);
  return end === -1 ? link : link.slice(0, end);
}

/**
 * Route path → names of the chunks its components need. The generated table is keyed
 * `<route path>-<hash>` with the chunk names as a tree (component, content, sidebar, …).
 */
export function chunkNamesByRoute(routesChunkNames: Record<string, unknown>): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const route = key.replace(/-[^-]+$/, '');
    byRoute.set(route, [...(byRoute.get(route) ?? []), ...leaves(tree)]);
  }
  return byRoute;
}

function leaves(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(leaves);
  return [];
}
