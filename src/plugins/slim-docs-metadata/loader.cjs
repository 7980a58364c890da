// @ts-check
/* global module */
/**
 * Bundler loader for the docs plugin's route props (`.docusaurus/docusaurus-plugin-content-docs/
 * <id>/p/*.json`), which every docs page loads before it hydrates. Their `version.docs` map lists
 * every doc with its title and description; in the theme only DocCard reads it (through
 * useDocById), and this site renders no DocCard (no generated-index category, no DocCardList:
 * tests/unit/slim-docs-metadata.test.ts fails if one appears), so the map is emptied, and sidebar
 * links lose the docId only DocCard reads. Pages keep their own title and description in
 * their own metadata, so nothing a reader or a crawler sees changes.
 */

/**
 * @param {string} source JSON text of a route-props module
 * @returns {string} the same JSON, with an empty `version.docs` and slimmer sidebar links
 */
function slimDocsMetadata(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  // Only useDocById reads this map, and only DocCard calls it: the map goes, not just its titles.
  data.version.docs = {};
  // Sidebar links: the theme reads a link's href, label and unlisted flag; docId only feeds
  // DocCard, and an absent unlisted flag reads as false.
  const slimItems = (/** @type {any[]} */ items) => {
    for (const item of items) {
      if (item.type === 'link') {
        delete item.docId;
        if (item.unlisted === false) delete item.unlisted;
      }
      if (Array.isArray(item.items)) slimItems(item.items);
    }
  };
  for (const items of Object.values(data.version.docsSidebars || {})) if (Array.isArray(items)) slimItems(items);
  return JSON.stringify(data);
}

/** @param {string} source */
module.exports = function slimDocsMetadataLoader(source) {
  return slimDocsMetadata(source);
};
module.exports.slimDocsMetadata = slimDocsMetadata;
