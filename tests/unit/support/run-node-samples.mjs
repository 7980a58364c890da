// Runs the Node.js request samples one after another in this one process, each as the ES module
// `node <file>` would run (top-level await included), and writes what each printed or threw, as
// JSON, to the path given first. A process per sample cost more than the samples.
//
//   node run-node-samples.mjs <results.json> <file> ...
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';

const [resultsPath, ...files] = process.argv.slice(2);
const results = {};
const log = console.log;
for (const file of files) {
  let stdout = '';
  console.log = (...args) => {
    stdout += `${format(...args)}\n`;
  };
  try {
    await import(pathToFileURL(file).href);
    results[file] = { stdout };
  } catch (error) {
    results[file] = { stdout, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  } finally {
    console.log = log;
  }
}
writeFileSync(resultsPath, JSON.stringify(results));
