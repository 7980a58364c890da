import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  postmanGroups,
  postmanOptionsSource,
  postmanVariables,
  sourceFileUrl,
  variableAnchor,
  variablesIn,
} from '../../src/data/linea-postman-options';
import { repoRoot } from './support/docs';

const names = postmanVariables.map((v) => v.name);
const page = readFileSync(join(repoRoot, 'docs/technology/lineth-stack/postman-options.mdx'), 'utf8');

describe('Linea Postman variables data', () => {
  it('names every variable once, in upper snake case', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('gives every variable a known group, a type and a description', () => {
    const groups = new Set(postmanGroups.map((g) => g.id));
    for (const v of postmanVariables) {
      expect(groups.has(v.group), `${v.name}: group ${v.group}`).toBe(true);
      expect(v.description.length, v.name).toBeGreaterThan(10);
      expect(v.description, v.name).toMatch(/[.)]$/);
      if (v.default !== null) expect(v.default.trim(), v.name).not.toBe('');
    }
  });

  it('keeps defaults consistent with the type', () => {
    for (const v of postmanVariables.filter((p) => p.default !== null)) {
      const value = v.default as string;
      if (v.type === 'boolean') expect(['true', 'false'], v.name).toContain(value);
      if (v.type === 'integer') expect(value, v.name).toMatch(/^-?\d+$/);
      if (v.type === 'bigint') expect(value, v.name).toMatch(/^\d+$/);
      if (v.type === 'number') expect(value, v.name).toMatch(/^\d+(\.\d+)?$/);
      if (v.type === 'address') expect(value, v.name).toMatch(/^0x[0-9a-fA-F]{40}$/);
    }
  });

  it('shows no value for a secret, and none for a variable the Postman cannot start without', () => {
    for (const v of postmanVariables.filter((p) => p.secret || p.required === true)) expect(v.default, v.name).toBeNull();
    for (const v of postmanVariables.filter((p) => /PRIVATE_KEY|PASSWORD|RPC_URL/.test(p.name))) expect(v.secret, v.name).toBe(true);
  });

  it('lists the per-layer settings for both layers', () => {
    for (const name of names.filter((n) => n.startsWith('L1_') && !n.startsWith('L1_L2_'))) {
      expect(names, name).toContain(name.replace(/^L1_/, 'L2_'));
    }
    for (const name of names.filter((n) => n.startsWith('L2_') && !n.startsWith('L2_L1_') && n !== 'L2_MESSAGE_TREE_DEPTH')) {
      expect(names, name).toContain(name.replace(/^L2_/, 'L1_'));
    }
  });

  it('fills every group once, and every group has a table on the page', () => {
    const ids = postmanGroups.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of postmanGroups) {
      expect(variablesIn(g.id).length, g.id).toBeGreaterThan(0);
      expect(g.sources.length, g.id).toBeGreaterThan(0);
      for (const path of g.sources) expect(path, g.id).toMatch(/^[\w.-]+(\/[\w.-]+)*\.ts$/);
      expect(page, g.id).toContain(`<LineaPostmanOptions group="${g.id}" />`);
    }
  });

  it('links descriptions only to variables that have a row', () => {
    for (const v of postmanVariables) {
      for (const [, target] of v.description.matchAll(/\]\(#([^)]+)\)/g)) expect(names, `${v.name} links to #${target}`).toContain(target);
    }
  });

  it('records where the variables were read', () => {
    const s = postmanOptionsSource;
    expect(s.repository).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(s.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(Number.isNaN(Date.parse(s.committedAt))).toBe(false);
    const path = postmanGroups[0]!.sources[0]!;
    expect(sourceFileUrl(path)).toBe(`${s.repository}/blob/${s.commit}/${path}`);
    expect(variableAnchor('L1_RPC_URL')).toBe('L1_RPC_URL');
  });
});
