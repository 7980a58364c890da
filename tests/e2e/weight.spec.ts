import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test, expect } from './support/fixtures';
import { budgets, firstLoadWeight, kb, pageTypes } from '../../scripts/lib/weight';
import { INDEX_FILE, SNIPPETS_FILE } from '../../src/plugins/search/engine/urls';

/** Weight budgets on first-load bytes (deterministic for a given build). */
for (const [type, path] of Object.entries(pageTypes)) {
  test(`${type} page ${path} stays within its weight budget`, async ({ page, baseURL }) => {
    const w = await firstLoadWeight(page, `${baseURL}${path}`);
    test.info().annotations.push({ type: 'weight', description: `JS ${kb(w.js)}, CSS ${kb(w.css)}, fonts ${kb(w.font)}, total ${kb(w.total)}` });
    if (type === 'landing') {
      expect(w.total, 'landing total').toBeLessThanOrEqual(budgets.landingTotal);
    } else {
      expect(w.js, 'first-load JS').toBeLessThanOrEqual(budgets.docs.js);
      expect(w.css, 'CSS').toBeLessThanOrEqual(budgets.docs.css);
      expect(w.font, 'fonts').toBeLessThanOrEqual(budgets.docs.font);
    }
  });
}

// The files as the server compresses them (gzip level 6, as the weight benchmark measures): every
// page adds to both, so a new page can push one over.
for (const [name, file, budget] of [
  ['search index the first search downloads', INDEX_FILE, budgets.searchIndex],
  ['search snippets file', SNIPPETS_FILE, budgets.searchSnippets],
] as const) {
  test(`the ${name} stays within its budget`, () => {
    const gzipped = gzipSync(readFileSync(join(__dirname, '..', '..', 'build', file)), { level: 6 }).length;
    test.info().annotations.push({ type: 'weight', description: `${file} ${kb(gzipped)}` });
    expect(gzipped, `${file}, gzip`).toBeLessThanOrEqual(budget);
  });
}
