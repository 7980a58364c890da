/** What the search plugin hands the browser as global data (`usePluginData('linea-search')`). */
export interface SearchGlobalData {
  /** Cache-busting value of the index URLs: a hash of everything the index is made from. */
  indexHash: string;
}

export const SEARCH_PLUGIN_NAME = 'linea-search';
