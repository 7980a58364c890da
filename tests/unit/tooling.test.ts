import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoryInfo, providerPagePath, providers, toolingCategories } from '../../src/data/tooling';
import { docFiles, repoRoot } from './support/docs';

const toolingDir = 'docs/get-started/tooling/';
/** Provider pages: every page under a category folder except the category's own index. */
const providerPages = docFiles()
  .map((d) => d.file)
  .filter((f) => f.startsWith(toolingDir) && f.slice(toolingDir.length).includes('/') && !/\/index\.mdx?$/.test(f))
  .map((f) => f.replace(/\.mdx?$/, ''));

function docExists(docId: string): boolean {
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((ext) => existsSync(join(repoRoot, 'docs', docId + ext)));
}

describe('tooling directory data', () => {
  it('has a label for every category', () => {
    expect(Object.keys(categoryInfo).sort()).toEqual([...toolingCategories].sort());
  });

  it('uses unique ids and names', () => {
    const ids = providers.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = providers.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(providers.map((p) => [p.id, p] as const))('%s is complete and consistent', (_id, p) => {
    expect(p.categories.length).toBeGreaterThan(0);
    for (const c of p.categories) expect(toolingCategories).toContain(c);
    expect(p.networks.length).toBeGreaterThan(0);
    for (const n of p.networks) expect(['mainnet', 'sepolia']).toContain(n);
    for (const url of [p.homepage, p.docs]) expect(new URL(url).protocol).toBe('https:');
    expect(p.summary).toMatch(/^[A-Z].{19,199}[.]$/);
    expect(p.docIds.length).toBeGreaterThan(0);
    for (const docId of p.docIds) {
      expect(docExists(docId), `${docId} has no page`).toBe(true);
      const category = docId.slice('get-started/tooling/'.length).split('/')[0];
      expect(p.categories, `${docId} sits in a category ${p.name} is not listed in`).toContain(category);
    }
    // A provider has a page in each of its categories.
    for (const c of p.categories) expect(providerPagePath(p, c)).toContain(`/tooling/${c}/`);
  });

  it('gives every provider page a record', () => {
    const claimed = new Set(providers.flatMap((p) => p.docIds));
    expect(providerPages.filter((page) => !claimed.has(page.slice('docs/'.length)))).toEqual([]);
  });
});
