// @ts-check
/* global module */
/**
 * Loader for the SVG rendering of a diagram, which the diagrams remark step imports into the page.
 * The production server build gets the markup as a string and writes it into the page's HTML. The
 * production browser bundle gets null: the theme's Mermaid component keeps the server's markup when
 * it hydrates and copies it from the page's HTML after a client-side navigation, so the drawings
 * (the largest part of a page with diagrams) are never JavaScript. The dev server has no server
 * build, so there the browser gets the markup.
 *
 * This file is CommonJS because the bundler's loader runner loads it with require().
 */

/** @this {{ _compiler?: { options?: { name?: string; mode?: string } } }} @param {string | Buffer} source */
module.exports = function diagramSvgLoader(source) {
  const options = (this._compiler && this._compiler.options) || {};
  const ship = options.name === 'server' || options.mode === 'development';
  return `export default ${ship ? JSON.stringify(String(source).trim()) : 'null'};`;
};
