import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import {
  allMainKeys,
  coordinatorKeys,
  coordinatorOptionsSource,
  coordinatorSections,
  keyAnchor,
  keysIn,
  keysInside,
  sharedKeyAnchor,
  sourceFileUrl,
  type CoordinatorKey,
} from '../../src/data/linea-coordinator-options';
import { proverKeys } from '../../src/data/linea-prover-options';
import { repoRoot } from './support/docs';
import { tomlBlocks, tomlLeaves } from './support/toml';

const page = readFileSync(join(repoRoot, 'docs/technology/lineth-stack/coordinator-options.mdx'), 'utf8');
const tableOf = (k: CoordinatorKey) => coordinatorSections.find((s) => s.id === k.section)!.table;
const mainKeys = coordinatorKeys.filter((k) => tableOf(k) !== null);
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const isoDuration = /^P(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;

/** The anchors of the page: every row, every key inside a table-valued row, every heading. */
function pageAnchors(): string[] {
  const rows = coordinatorKeys.map((k) => (k.section === 'retry-table' || k.section === 'signer-table' ? sharedKeyAnchor(k.section, k.key) : keyAnchor(k.key)));
  const headings = [...page.matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1]!.toLowerCase().replace(/[^a-z0-9 -]/g, '').trim().replace(/ +/g, '-'));
  return [...rows, ...coordinatorKeys.flatMap(keysInside), ...headings];
}

describe('Linea Coordinator configuration data', () => {
  it('names every key once, in kebab-case, under its section’s table', () => {
    const anchors = pageAnchors();
    expect(new Set(coordinatorKeys.map((k) => `${k.section}:${k.key}`)).size).toBe(coordinatorKeys.length);
    expect(new Set(allMainKeys()).size).toBe(allMainKeys().length);
    for (const k of coordinatorKeys) {
      for (const part of k.key.split('.')) expect(part, k.key).toMatch(kebab);
      const table = tableOf(k);
      if (table !== null) expect(k.key.startsWith(`${table}.`), k.key).toBe(true);
    }
    expect(new Set(anchors.filter((a) => !a.includes(' '))).size).toBeGreaterThan(coordinatorKeys.length);
  });

  it('gives every key a known section, a short description and sound flags', () => {
    const sections = new Set(coordinatorSections.map((s) => s.id));
    for (const k of coordinatorKeys) {
      expect(sections.has(k.section), `${k.key}: section ${k.section}`).toBe(true);
      expect(k.description.length, k.key).toBeGreaterThan(10);
      expect(k.description.length, `${k.key}: keep descriptions short`).toBeLessThanOrEqual(240);
      expect(k.description, k.key).toMatch(/[.)]$/);
      if (k.required === true || k.secret) expect(k.default, k.key).toBeNull();
      if (k.holds === 'retries') expect(k.type, k.key).toBe('RequestRetriesToml');
      if (k.holds === 'signer') expect(k.type, k.key).toBe('SignerConfigToml');
    }
  });

  it('writes each default as TOML of the key’s type', () => {
    const retryKeys = new Set(keysIn('retry-table').map((k) => k.key));
    for (const k of coordinatorKeys.filter((c) => c.default !== null)) {
      const { value } = parseToml(`value = ${k.default!}`);
      if (k.type === 'Boolean') expect(typeof value, k.key).toBe('boolean');
      if (k.type === 'Int') expect(Number.isInteger(value), k.key).toBe(true);
      if (k.type === 'UInt' || k.type === 'ULong') expect(Number.isSafeInteger(value) && (value as number) >= 0, k.key).toBe(true);
      if (k.type === 'Double') expect(typeof value, k.key).toBe('number');
      if (k.type === 'String') expect(typeof value, k.key).toBe('string');
      if (k.type === 'Duration') expect(value, k.key).toMatch(isoDuration);
      if (k.type.startsWith('List<')) expect(Array.isArray(value), k.key).toBe(true);
      if (k.type === 'RequestRetriesToml') {
        for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
          expect(retryKeys.has(name), `${k.key}.${name}`).toBe(true);
          if (name === 'backoff-delay' || name === 'timeout') expect(inner, `${k.key}.${name}`).toMatch(isoDuration);
        }
      }
      if (k.values) expect(k.values, k.key).toContain(value);
    }
  });

  it('says where a retry table left out comes from', () => {
    for (const k of mainKeys.filter((c) => c.holds === 'retries' && c.default === null && !c.unused)) {
      expect(k.description, k.key).toMatch(/Unset: \[`(defaults|traces)\.[a-z0-9-]+`\]/);
    }
  });

  it('fills every section once, in order, and every section has a table on the page', () => {
    const ids = coordinatorSections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const order = coordinatorKeys.map((k) => ids.indexOf(k.section));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const s of coordinatorSections) {
      expect(keysIn(s.id).length, s.id).toBeGreaterThan(0);
      expect(new Set(s.sources).size, s.id).toBe(s.sources.length);
      for (const path of s.sources) expect(path, s.id).toMatch(/^(coordinator|jvm-libs)\/[\w.-]+(\/[\w.-]+)*\.kt$/);
      expect(page, s.id).toContain(`<LineaCoordinatorOptions section="${s.id}" />`);
    }
  });

  it('gives every key inside a table an anchor of its own', () => {
    const inside = keysInside(coordinatorKeys.find((k) => k.key === 'database.persistence-retries')!);
    expect(inside).toContain('database.persistence-retries.timeout');
    expect(keysInside(coordinatorKeys.find((k) => k.key === 'message-anchoring.signer')!)).toContain('message-anchoring.signer.web3signer.tls.key-store-path');
    expect(allMainKeys()).toContain('prover.new.execution.fs-requests-directory');
    expect(allMainKeys()).toContain('traces.new.counters.request-retries.max-retries');
    expect(allMainKeys().some((k) => k.includes('.new.new'))).toBe(false);
  });

  it('links descriptions only to anchors the page has', () => {
    const anchors = new Set(pageAnchors());
    for (const k of coordinatorKeys) {
      for (const [, target] of k.description.matchAll(/\]\(#([^)]+)\)/g)) expect(anchors.has(target!), `${k.key} links to #${target}`).toBe(true);
    }
  });

  it('records where the keys were read', () => {
    const s = coordinatorOptionsSource;
    expect(s.repository).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(s.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(Number.isNaN(Date.parse(s.committedAt))).toBe(false);
    expect(page).toContain(s.commit);
    const path = coordinatorSections[0]!.sources[0]!;
    expect(sourceFileUrl(path)).toBe(`${s.repository}/blob/${s.commit}/${path}`);
  });
});

describe('Linea Coordinator sample file on the page', () => {
  const blocks = tomlBlocks(page);
  const known = new Set(allMainKeys());

  it('parses, and sets only keys the coordinator reads', () => {
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) for (const leaf of tomlLeaves(block)) expect(known.has(leaf), leaf).toBe(true);
  });

  it("hands requests to the folders a prover with default settings watches (the prover reference's defaults)", () => {
    const sample = Object.assign({}, ...blocks) as { prover: Record<string, Record<string, string>> };
    const queues = { execution: 'execution', 'blob-compression': 'data_availability', 'proof-aggregation': 'aggregation' };
    for (const [coordinatorTable, proverTable] of Object.entries(queues)) {
      const root = JSON.parse(proverKeys.find((k) => k.key === `${proverTable}.requests_root_dir`)!.default!) as string;
      expect(sample.prover[coordinatorTable]!['fs-requests-directory'], coordinatorTable).toBe(`${root}/requests`);
      expect(sample.prover[coordinatorTable]!['fs-responses-directory'], coordinatorTable).toBe(`${root}/responses`);
    }
  });

  it('sets every key the coordinator cannot load without', () => {
    const set = new Set(blocks.flatMap((block) => tomlLeaves(block)));
    for (const k of mainKeys.filter((c) => c.required === true)) {
      const present = k.holds ? [...set].some((leaf) => leaf.startsWith(`${k.key}.`)) : set.has(k.key);
      expect(present, k.key).toBe(true);
      if (k.holds === 'signer') expect(set.has(`${k.key}.type`), k.key).toBe(true);
    }
  });
});
