/**
 * First-load weight per page type of the production build (see scripts/lib/weight.ts for
 * what counts), against the budgets. Reads build/; run `npm run build` first.
 *
 *   npm run bench:weight            prints the table
 *   npm run bench:weight -- --json  prints JSON
 *   npm run bench:weight -- --build build-before  measures another build folder
 *   npm run bench:weight -- --files  also lists each page's files, largest first
 */
import { budgets, firstLoadWeight, kb, pageTypes, type PageType, type Weight } from './lib/weight';
import { launchChromium } from './lib/browser';
import { serveBuild } from './lib/serve';

async function main(): Promise<void> {
  const i = process.argv.indexOf('--build');
  const server = await serveBuild(i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : 'build');
  const browser = await launchChromium();
  const results: Partial<Record<PageType, Weight & { path: string }>> = {};
  try {
    for (const [type, path] of Object.entries(pageTypes) as [PageType, string][]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      results[type] = { path, ...(await firstLoadWeight(page, server.url + path)) };
      await context.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ results, budgets }, null, 2));
    return;
  }
  console.log('First-load weight, gzipped (level 6) per file, cold cache, until hydration (no prefetch)\n');
  console.log(['page type', 'path', 'JS', 'CSS', 'fonts', 'images', 'HTML', 'total', 'requests'].join('\t'));
  for (const [type, w] of Object.entries(results)) {
    console.log([type, w.path, kb(w.js), kb(w.css), kb(w.font), kb(w.image), kb(w.html), kb(w.total), w.requests].join('\t'));
  }
  if (process.argv.includes('--files')) {
    for (const [type, w] of Object.entries(results)) {
      console.log(`\n${type} ${w.path}`);
      for (const f of w.files) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.kind.padEnd(5)} ${f.path}`);
    }
  }
  console.log(`\nBudgets: docs pages JS ≤ ${kb(budgets.docs.js)}, CSS ≤ ${kb(budgets.docs.css)}, fonts ≤ ${kb(budgets.docs.font)}; landing total ≤ ${kb(budgets.landingTotal)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
