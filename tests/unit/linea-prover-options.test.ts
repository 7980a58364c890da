import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import {
  keyAnchor,
  keysIn,
  proverCircuits,
  proverKeys,
  proverOptionsSource,
  proverSections,
  sampleAllowedCircuits,
  sampleModuleLimits,
  sourceFileUrl,
} from '../../src/data/linea-prover-options';
import { repoRoot } from './support/docs';
import { tomlBlocks, tomlLeaves } from './support/toml';

const keys = proverKeys.map((k) => k.key);
const anchors = keys.map(keyAnchor);
const page = readFileSync(join(repoRoot, 'docs/technology/lineth-stack/prover-options.mdx'), 'utf8');

/** The keys prover/config/config_default.go gives a value with viper.SetDefault at cb180134. */
const setDefaultKeys = [
  'debug.profiling',
  'debug.tracing',
  'debug.performance_monitor.active',
  'debug.performance_monitor.sample_duration',
  'debug.performance_monitor.profile',
  'debug.performance_monitor.profile_dir',
  'controller.enable_execution',
  'controller.enable_data_availability',
  'controller.enable_aggregation',
  'controller.enable_invalidity',
  'controller.retry_delays',
  'controller.defer_to_other_large_codes',
  'controller.retry_locally_with_large_codes',
  'controller.spot_instance_reclaim_time_seconds',
  'controller.termination_grace_period_seconds',
  'controller.worker_cmd_tmpl',
  'controller.worker_cmd_large_tmpl',
  'execution.ignore_compatibility_check',
  'execution.serialization',
  'execution.conflated_traces_dir',
  'execution.requests_root_dir',
  'data_availability.requests_root_dir',
  'data_availability.max_nb_batches',
  'data_availability.max_uncompressed_nb_bytes',
  'data_availability.dict_nb_bytes',
  'aggregation.requests_root_dir',
  'invalidity.requests_root_dir',
];

describe('Linea Prover configuration data', () => {
  it('names every key once, in lower snake case, under its section’s table', () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const k of proverKeys) {
      expect(k.key).toMatch(/^[a-z0-9_]+(\.[a-z0-9_]+|\[\]\.[a-z0-9_]+)*$/);
      const table = proverSections.find((s) => s.id === k.section)!.table;
      if (table === null) expect(k.key, k.key).not.toContain('.');
      else expect(k.key.startsWith(`${table}.`), k.key).toBe(true);
    }
  });

  it('gives every key a known section and a description', () => {
    const sections = new Set(proverSections.map((s) => s.id));
    for (const k of proverKeys) {
      expect(sections.has(k.section), `${k.key}: section ${k.section}`).toBe(true);
      expect(k.description.length, k.key).toBeGreaterThan(10);
      expect(k.description, k.key).toMatch(/[.)]$/);
    }
  });

  it('gives a default to exactly the keys config_default.go sets', () => {
    expect(proverKeys.filter((k) => k.default !== null).map((k) => k.key).sort()).toEqual([...setDefaultKeys].sort());
    for (const name of setDefaultKeys) expect(keys, name).toContain(name);
  });

  it('writes each default as TOML of the key’s type', () => {
    for (const k of proverKeys.filter((p) => p.default !== null)) {
      const { value } = parseToml(`value = ${k.default!}`);
      if (k.type === 'bool') expect(typeof value, k.key).toBe('boolean');
      if (k.type === 'int' || k.type === 'uint') expect(Number.isInteger(value), k.key).toBe(true);
      if (k.type === 'string') expect(typeof value, k.key).toBe('string');
      if (k.type === 'time.Duration') expect(value, k.key).toMatch(/^\d+(ns|us|µs|ms|s|m|h)$/);
      if (k.type === '[]int') expect(Array.isArray(value) && value.every((v) => Number.isInteger(v)), k.key).toBe(true);
      if (k.values) expect(k.values, k.key).toContain(value);
    }
  });

  it('shows no default for a key the configuration cannot load without', () => {
    for (const k of proverKeys.filter((p) => p.required)) expect(k.default, k.key).toBeNull();
  });

  it('fills every section once, and every section has a table on the page', () => {
    const ids = proverSections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of proverSections) {
      expect(keysIn(s.id).length, s.id).toBeGreaterThan(0);
      expect(s.sources.length, s.id).toBeGreaterThan(0);
      expect(new Set(s.sources).size, s.id).toBe(s.sources.length);
      for (const path of s.sources) expect(path, s.id).toMatch(/^prover\/[\w.-]+(\/[\w.-]+)*\.go$/);
      expect(page, s.id).toContain(`<LineaProverOptions section="${s.id}" />`);
    }
  });

  it('keeps the keys of a section together, in section order', () => {
    const order = proverKeys.map((k) => proverSections.findIndex((s) => s.id === k.section));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('links descriptions only to keys that have a row or to anchors the page has', () => {
    const headingIds = [...page.matchAll(/^#{2,5} .*?\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]);
    for (const k of proverKeys) {
      for (const [, target] of k.description.matchAll(/\]\(#([^)]+)\)/g)) {
        expect([...anchors, ...headingIds], `${k.key} links to #${target}`).toContain(target);
      }
    }
  });

  it('records where the keys were read', () => {
    const s = proverOptionsSource;
    expect(s.repository).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(s.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(Number.isNaN(Date.parse(s.committedAt))).toBe(false);
    expect(page).toContain(s.commit);
    const path = proverSections[0]!.sources[0]!;
    expect(sourceFileUrl(path)).toBe(`${s.repository}/blob/${s.commit}/${path}`);
    expect(keyAnchor('traces_limits.modules[].limit')).toBe('traces_limits.modules.limit');
  });
});

describe('Linea Prover circuit IDs and sample limits', () => {
  it('numbers the fourteen aggregatable circuits by bit, 0 to 13', () => {
    expect(proverCircuits.map((c) => c.bit)).toEqual([...Array(14).keys()]);
    expect(new Set(proverCircuits.map((c) => c.name)).size).toBe(14);
  });

  it('matches the sample bitmasks: production circuits on Mainnet, all of them on Sepolia', () => {
    const mask = (circuits: typeof proverCircuits) => circuits.reduce((sum, c) => sum + 2 ** c.bit, 0);
    expect(mask(proverCircuits.filter((c) => !c.dummy))).toBe(sampleAllowedCircuits.mainnet);
    expect(mask(proverCircuits)).toBe(sampleAllowedCircuits.sepolia);
  });

  it('lists each sample module once, with a fallback entry and whole, non-negative limits', () => {
    const names = sampleModuleLimits.map((m) => m.module.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('');
    for (const m of sampleModuleLimits) {
      expect(Number.isSafeInteger(m.limit) && m.limit >= 0, m.module).toBe(true);
      expect(Number.isSafeInteger(m.limitLarge) && m.limitLarge >= m.limit, m.module).toBe(true);
    }
  });
});

describe('Linea Prover sample file on the page', () => {
  const blocks = tomlBlocks(page);

  it('parses, sets only keys the prover reads, and every key it cannot load without', () => {
    expect(blocks.length).toBeGreaterThan(0);
    const set = new Set(blocks.flatMap((block) => tomlLeaves(block)));
    for (const leaf of set) expect(keys, leaf).toContain(leaf);
    for (const k of proverKeys.filter((c) => c.required && !c.key.includes('[]'))) expect(set.has(k.key), k.key).toBe(true);
    // The module entries use only the entry fields the reference lists.
    const entryFields = new Set(keys.filter((k) => k.startsWith('traces_limits.modules[].')).map((k) => k.slice('traces_limits.modules[].'.length)));
    for (const block of blocks) {
      const modules = (block as { traces_limits?: { modules?: Record<string, unknown>[] } }).traces_limits?.modules ?? [];
      for (const entry of modules) for (const field of Object.keys(entry)) expect(entryFields.has(field), field).toBe(true);
    }
  });
});
