import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const buildDir = join(__dirname, '..', '..', '..', 'build');

/** Paths listed in the production build's sitemap, relative to the site root. */
export function sitemapPaths(): string[] {
  let xml: string;
  try {
    xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  } catch {
    throw new Error('build/sitemap.xml is missing: run `npm run build` before the end-to-end tests.');
  }
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

/** The year the production build was made in (local time, as the footer's copyright line counts it). */
export function buildYear(): number {
  return statSync(join(buildDir, 'index.html')).mtime.getFullYear();
}
