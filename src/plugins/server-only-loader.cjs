// @ts-check
/* global module */
/**
 * Loader for data that only the server build needs: the largest markup of some pages (a diagram's
 * SVG drawing, a contract's selector index), which the server writes into the page's HTML. The
 * production server build gets the file's content (as a string, or as the value of its JSON with
 * the `?json` option); the production browser bundle gets null, and the component that shows it keeps the
 * server's HTML when it hydrates and copies it from the page's HTML after a client-side navigation
 * (src/components/ServerMarkup). The dev server has no server build, so there the browser gets the
 * content. Remark steps import files through it with an inline `!!<this file>!<file>` request (give
 * JSON files another extension than `.json`, which the bundler would parse as JSON itself).
 *
 * This file is CommonJS because the bundler's loader runner loads it with require().
 */

/** @this {{ query: string; _compiler?: { options?: { name?: string; mode?: string } } }} @param {string | Buffer} source */
module.exports = function serverOnlyLoader(source) {
  const options = (this._compiler && this._compiler.options) || {};
  const ship = options.name === 'server' || options.mode === 'development';
  if (!ship) return 'export default null;';
  const text = String(source);
  return `export default ${this.query === '?json' ? `JSON.parse(${JSON.stringify(text)})` : JSON.stringify(text.trim())};`;
};
