import { describe, expect, it } from 'vitest';
import {
  disabledPrecompiles,
  limitGroups,
  moduleLimits,
  powerOfTwoExponent,
  proverLimitsSource,
  sourceFileUrl,
} from '../../src/data/prover-limits';

describe('prover limits data', () => {
  it('names every limit once, across the table and the disabled precompiles', () => {
    const names = [...moduleLimits.map((m) => m.name), ...disabledPrecompiles.flatMap((d) => d.names)];
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z0-9_]+$/);
  });

  it('gives every listed limit a positive integer and a description', () => {
    for (const m of moduleLimits) {
      expect(Number.isSafeInteger(m.limit) && m.limit > 0, `${m.name} = ${m.limit}`).toBe(true);
      expect(m.counts.length, m.name).toBeGreaterThan(5);
      expect(m.counts, m.name).toMatch(/\.$/);
    }
  });

  it('sizes arithmetization modules in powers of two, as the prover requires', () => {
    for (const m of moduleLimits.filter((l) => l.group === 'arithmetization')) {
      expect(powerOfTwoExponent(m.limit), m.name).toBeDefined();
    }
    expect(powerOfTwoExponent(2097152)).toBe(21);
    expect(powerOfTwoExponent(120000)).toBeUndefined();
    expect(powerOfTwoExponent(0)).toBeUndefined();
  });

  it('fills every group and knows a title for each', () => {
    for (const { group } of limitGroups) expect(moduleLimits.some((m) => m.group === group), group).toBe(true);
    for (const m of moduleLimits) expect(limitGroups.map((g) => g.group)).toContain(m.group);
  });

  it('records where and when the figures were read', () => {
    const s = proverLimitsSource;
    expect(s.repository).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(s.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(s.lastChangedCommit).toMatch(/^[0-9a-f]{40}$/);
    expect(s.path).toMatch(/\.toml$/);
    expect(s.profile).not.toBe('');
    for (const date of [s.readAt, s.lastChanged]) expect(Number.isNaN(Date.parse(date)), date).toBe(false);
    expect(Date.parse(s.lastChanged)).toBeLessThanOrEqual(Date.parse(s.readAt));
    expect(sourceFileUrl()).toBe(`${s.repository}/blob/${s.commit}/${s.path}`);
  });

  it('lists the precompiles Linea does not support', () => {
    expect(disabledPrecompiles.map((d) => d.precompile).sort()).toEqual(['BLAKE2f', 'RIPEMD-160']);
  });
});
