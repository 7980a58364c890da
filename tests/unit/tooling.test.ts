import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { categoryInfo, providerPagePath, providers, providerStatuses, statusOf, toolingCategories } from '../../src/data/tooling';
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
    expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(p.categories.length).toBeGreaterThan(0);
    expect(new Set(p.categories).size).toBe(p.categories.length);
    for (const c of p.categories) expect(toolingCategories).toContain(c);
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

  it.each(providers.map((p) => [p.id, p] as const))('%s states its Linea support honestly', (_id, p) => {
    const status = statusOf(p);
    expect(providerStatuses).toContain(status);
    if (status === 'active') {
      // An active provider supports at least one Linea network, by its own docs.
      expect(p.networks.length).toBeGreaterThan(0);
      expect(p.statusNote).toBeUndefined();
    } else {
      // Anything else says why, in one sentence a reader sees on the provider's page.
      expect(p.statusNote ?? '').toMatch(/^[A-Z].{19,299}[.]$/);
    }
    if (status === 'unconfirmed') expect(p.networks).toEqual([]);
  });

  it.each(providers.filter((p) => p.contracts).map((p) => [p.id, p] as const))('%s lists checksummed contracts on networks it supports', (_id, p) => {
    const contracts = p.contracts ?? [];
    expect(contracts.length).toBeGreaterThan(0);
    for (const c of contracts) {
      expect(getAddress(c.address), `${c.label} on ${c.network}`).toBe(c.address);
      expect(p.networks).toContain(c.network);
    }
    const keys = contracts.map((c) => `${c.network}/${c.label}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every provider page a record', () => {
    const claimed = new Set(providers.flatMap((p) => p.docIds));
    expect(providerPages.filter((page) => !claimed.has(page.slice('docs/'.length)))).toEqual([]);
  });
});
