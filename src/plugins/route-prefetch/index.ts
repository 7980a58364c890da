/**
 * Route prefetching without work at hydration: swaps @docusaurus/core's client module that links
 * call to prefetch and preload their target page (`window.docusaurus`) for ./client.ts, in the
 * browser build only. The swapped file is internal to @docusaurus/core, which this site pins to one
 * exact version; a unit test checks that the file is still where this plugin expects it.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(__filename);

/** The module of @docusaurus/core that `window.docusaurus` comes from. */
export const coreRouteClient = require.resolve('@docusaurus/core/lib/client/docusaurus.js');

export default function routePrefetchPlugin(): Plugin {
  return {
    name: 'linea-route-prefetch',
    configureWebpack: (_config, isServer) => (isServer ? {} : { resolve: { alias: { [coreRouteClient]: join(__dirname, 'client.ts') } } }),
  };
}
