import type { SearchPluginOptions } from '../plugins/search';

/**
 * Site search (`src/plugins/search`). The index URL carries a hash of everything that renders or
 * indexes the pages, so a deploy that changes any of them busts caches.
 */
export const searchPluginOptions: SearchPluginOptions = {
  hashInputs: ['docs', 'src', 'package-lock.json'],
};
