// @ts-check
/* global require, module, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- the loader runner require()s this file, so it is CommonJS */
/**
 * Bundler loader that turns a contract page's data module (src/data/contracts/<page>.ts) into the
 * reference that page renders, with every selector, event topic and role hash computed here, in
 * Node, at build time. Pages import it inline:
 *
 *   import reference from '!!<relative path>/src/plugins/contract-reference/loader.cjs!@site/src/data/contracts/<page>';
 *
 * so keccak (viem, on @noble/hashes) never reaches the browser and each page ships only its own
 * JSON. An inline loader needs no change to the site config; `importModule` compiles the
 * TypeScript data and src/lib/contractReference.ts with the site's own loaders and records them
 * as dependencies, so the dev server rebuilds a page when its data changes.
 *
 * This file is CommonJS because the bundler's loader runner loads it with require().
 */
const path = require('node:path');
const { keccak256, stringToHex, toEventSelector, toFunctionSelector } = require('viem');

/** @type {import('../../lib/contractReference').Hashers} */
const hashers = {
  functionSelector: (signature) => toFunctionSelector(signature),
  eventTopic: (signature) => toEventSelector(signature),
  keccakOfString: (text) => keccak256(stringToHex(text)),
};

const dataIndex = path.join(__dirname, '..', '..', 'data', 'contracts', 'index.ts');
const builder = path.join(__dirname, '..', '..', 'lib', 'contractReference.ts');

/** @this {{ async(): (error: unknown, result?: string) => void; importModule(request: string): Promise<any>; resourcePath: string; _compiler?: { options?: { name?: string; mode?: string } } }} */
module.exports = function contractReferenceLoader() {
  const callback = this.async();
  Promise.all([this.importModule(this.resourcePath), this.importModule(dataIndex), this.importModule(builder)])
    .then(([pageModule, indexModule, lib]) => {
      const page = pageModule.default;
      if (!page || typeof page.path !== 'string') {
        throw new Error(`${this.resourcePath} must export a ContractPage as its default export`);
      }
      const reference = lib.buildReference(indexModule.contractData, page.path, hashers);
      // The selector index (every ABI member with its hash, the largest and least compressible part
      // of a reference) goes only into the production server build, which writes it into the page's
      // HTML; the browser bundle carries its row count, keeps that HTML as it is when it hydrates,
      // and reads the rows from the page's HTML when it renders the page itself (client-side
      // navigation). The dev server has no server build, so there the browser gets the rows.
      const options = (this._compiler && this._compiler.options) || {};
      const shipRows = options.name === 'server' || options.mode === 'development';
      const shipped = shipRows ? reference : { ...reference, abi: { pages: [], units: [], rows: [], count: reference.abi.rows.length } };
      callback(null, `export default JSON.parse(${JSON.stringify(JSON.stringify(shipped))});`);
    })
    .catch(callback);
};
