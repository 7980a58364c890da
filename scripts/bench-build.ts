/**
 * Times a clean production build and reports what it produced: pages, HTML files, total size.
 *   npm run bench:build
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

rmSync('build', { recursive: true, force: true });
rmSync('.docusaurus', { recursive: true, force: true });
rmSync('node_modules/.cache', { recursive: true, force: true });
const started = process.hrtime.bigint();
const result = spawnSync('npx', ['docusaurus', 'build'], { stdio: 'inherit', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } });
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
if (result.status !== 0) process.exit(result.status ?? 1);

const files = walk('build');
const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
const html = files.filter((f) => f.endsWith('.html'));
const pages = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>/g)].length;
const redirects = html.filter((f) => readFileSync(f, 'utf8').includes('http-equiv="refresh"') || /http-equiv=refresh/.test(readFileSync(f, 'utf8'))).length;

console.log('\nProduction build (clean: no .docusaurus, no cache)');
console.log(`  build time        ${seconds.toFixed(1)} s`);
console.log(`  pages (sitemap)   ${pages}`);
console.log(`  HTML files        ${html.length} (${redirects} legacy redirects, plus 404 and search)`);
console.log(`  files             ${files.length}`);
console.log(`  built size        ${(bytes / 1024 / 1024).toFixed(2)} MB`);
