// @ts-check
/* global module */
/**
 * Bundler loader for the docs plugin's route props (`.docusaurus/docusaurus-plugin-content-docs/
 * <id>/p/*.json`), which every docs page loads before it hydrates. Their `version.docs` map repeats
 * the title and description of every doc; in the theme only DocCard reads them (through
 * useDocById), and this site renders no DocCard (no generated-index category, no DocCardList:
 * tests/unit/slim-docs-metadata.test.ts fails if one appears). Dropping the two fields takes about
 * 11 KB gzipped off every docs page's first load. Pages keep their own title and description in
 * their own metadata, so nothing a reader or a crawler sees changes.
 */

/**
 * @param {string} source JSON text of a route-props module
 * @returns {string} the same JSON, without title and description in `version.docs`
 */
function slimDocsMetadata(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) {
    delete doc.title;
    delete doc.description;
  }
  return JSON.stringify(data);
}

/** @param {string} source */
module.exports = function slimDocsMetadataLoader(source) {
  return slimDocsMetadata(source);
};
module.exports.slimDocsMetadata = slimDocsMetadata;
