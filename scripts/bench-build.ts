/**
 * Times a clean production build and reports what it cost and what it produced: wall time, peak
 * resident memory, CPU time, pages, HTML files, total size.
 *   npm run bench:build             clean: no build/, no .docusaurus/, no node_modules/.cache
 *   npm run bench:build -- --warm   keeps node_modules/.cache (the social-card and bundler caches)
 *
 * CPU time and peak memory come from GNU time (Debian's `time` package; without it those lines
 * say so). Peak memory is its "Maximum resident set size": the largest single process of the
 * build, the one where Docusaurus bundles and renders the pages. The build script caps that
 * process's JavaScript heap at 1 GB: below the cap V8 lets garbage pile up rather than collect it
 * (a clean build peaked at 1.38 GB uncapped, 0.99 GB capped, with the same wall time; it still
 * builds with a 384 MB heap, so the cap leaves room for the site to grow). Compare CPU time between runs
 * on a shared machine: it barely moves with the load of other processes, wall time does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TIME = '/usr/bin/time';
const warm = process.argv.includes('--warm');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

rmSync('build', { recursive: true, force: true });
rmSync('.docusaurus', { recursive: true, force: true });
if (!warm) rmSync('node_modules/.cache', { recursive: true, force: true });

// `npm run build`, exactly as CI and the README build (same Node options).
const build = ['npm', 'run', 'build', '--silent'];
const timed = existsSync(TIME);
const started = process.hrtime.bigint();
const result = spawnSync(timed ? TIME : build[0]!, timed ? ['-v', ...build] : build.slice(1), {
  stdio: ['inherit', 'inherit', 'pipe'],
  encoding: 'utf8',
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
// GNU time writes its report after the build's own stderr: pass the build's part through.
const stderr = result.stderr ?? '';
const reportStart = timed ? stderr.lastIndexOf('\tCommand being timed:') : -1;
process.stderr.write(reportStart >= 0 ? stderr.slice(0, reportStart) : stderr);
if (result.status !== 0) process.exit(result.status ?? 1);

const maxRssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? NaN);
const cpuSeconds = Number(/User time \(seconds\): ([\d.]+)/.exec(stderr)?.[1] ?? NaN) + Number(/System time \(seconds\): ([\d.]+)/.exec(stderr)?.[1] ?? NaN);
const files = walk('build');
const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
const html = files.filter((f) => f.endsWith('.html'));
const pages = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>/g)].length;
const redirects = html.filter((f) => /http-equiv="?refresh/.test(readFileSync(f, 'utf8'))).length;

console.log(`\nProduction build (${warm ? 'warm: node_modules/.cache kept' : 'clean: no .docusaurus, no cache'})`);
console.log(`  wall time         ${seconds.toFixed(1)} s`);
console.log(`  CPU time          ${Number.isFinite(cpuSeconds) ? `${cpuSeconds.toFixed(1)} s (user + system)` : 'not measured'}`);
console.log(`  peak RSS          ${Number.isFinite(maxRssKb) ? `${(maxRssKb / 1024 / 1024).toFixed(2)} GB` : `not measured (install ${TIME})`}`);
console.log(`  pages (sitemap)   ${pages}`);
console.log(`  HTML files        ${html.length} (${redirects} legacy redirects, plus 404 and search)`);
console.log(`  files             ${files.length}`);
console.log(`  built size        ${(bytes / 1024 / 1024).toFixed(2)} MB`);
