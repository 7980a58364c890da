/**
 * The client's route prefetching (`window.docusaurus`), in place of @docusaurus/core's
 * lib/client/docusaurus.js (./index.ts swaps it in). Same contract: every internal link that comes
 * into view prefetches the chunks of the page it leads to; hovering or touching it preloads them;
 * nothing is fetched on a slow (2G) or Save-Data connection.
 *
 * Differences, because the original does its work inside the hydration of every page: a link to a
 * place on the current page (the heading anchors, the table of contents, in-page indexes) fetches
 * nothing; the route → chunks table is built once instead of scanned for every link; each file is
 * requested once, however many links lead to it (a reference page asked for the same 19 files 302
 * times); and the work waits for the browser to be idle.
 */
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import prefetchFile from '@docusaurus/core/lib/client/prefetch';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import { chunkNamesByRoute, targetPath } from './chunks';

declare const __webpack_require__: { gca(chunkName: string): string | undefined };

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const whenIdle: (work: () => void) => void =
  typeof requestIdleCallback === 'function' ? (work) => requestIdleCallback(work, { timeout: 2000 }) : (work) => setTimeout(work, 1);

let chunksOf: Map<string, string[]> | undefined;
const prefetchedRoutes = new Set<string>();
const preloadedRoutes = new Set<string>();
const prefetchedFiles = new Set<string>();

function filesFor(path: string): string[] {
  chunksOf ??= chunkNamesByRoute(routesChunkNames);
  return matchRoutes(routes, path)
    .flatMap((match) => chunksOf!.get(match.route.path as string) ?? [])
    .map((chunk) => __webpack_require__.gca(chunk))
    // A chunk merged into another has no file of its own.
    .filter((file): file is string => Boolean(file) && !file!.includes('undefined'));
}

function prefetch(link: string): false | Promise<void> {
  const path = targetPath(link);
  if (path === '' || path === window.location.pathname) return false;
  if (isSlowConnection() || preloadedRoutes.has(path) || prefetchedRoutes.has(path)) return false;
  prefetchedRoutes.add(path);
  return new Promise((resolve) => {
    whenIdle(() => {
      const files = [...new Set(filesFor(path))].filter((file) => !prefetchedFiles.has(file));
      files.forEach((file) => prefetchedFiles.add(file));
      void Promise.all(files.map((file) => prefetchFile(file))).then(() => resolve());
    });
  });
}

function preload(link: string): false | Promise<unknown> {
  const path = targetPath(link);
  if (path === '' || isSlowConnection() || preloadedRoutes.has(path)) return false;
  preloadedRoutes.add(path);
  return preloadRoute(path);
}

const docusaurus = Object.freeze({ prefetch, preload });
export default docusaurus;
