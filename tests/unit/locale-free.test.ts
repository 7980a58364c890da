import { describe, expect, it } from 'vitest';
import { glossary } from '../../src/data/glossary';
import { providers } from '../../src/data/tooling';
import { categoriesByLabel } from '../../src/data/tooling/categories';
import { networks } from '../../src/data/networks';
import { compareText } from '../../src/lib/collation';
import { longUtcDate, shortUtcDate } from '../../src/lib/dates';
import { groupedInteger } from '../../src/lib/numbers';

// The helpers that stand in for Intl in the browser (src/lib/collation.ts, dates.ts, numbers.ts),
// held to the Intl output they replace. Node carries full ICU, so Intl here is the reference.

const sign = (n: number) => Math.sign(n);

describe('compareText orders as the English collator at base strength', () => {
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const loose = new Intl.Collator('en', { sensitivity: 'base', ignorePunctuation: true });
  const agreeOn = (texts: string[], options: { ignorePunctuation?: boolean }, reference: Intl.Collator) => {
    const disagreements: string[] = [];
    for (const a of texts) {
      for (const b of texts) {
        if (sign(compareText(a, b, options)) !== sign(reference.compare(a, b))) disagreements.push(`${a} | ${b}`);
      }
    }
    expect(disagreements).toEqual([]);
  };

  it('on every tooling provider name', () => {
    agreeOn(providers.map((p) => p.name), {}, collator);
  });

  it('on every tooling category label', () => {
    agreeOn(categoriesByLabel.map((c) => c.label), {}, collator);
  });

  it('on every glossary term, punctuation ignored', () => {
    agreeOn(glossary.map((g) => g.term), { ignorePunctuation: true }, loose);
  });

  const cases = ['zkEVM', 'zk-SNARK', 'ZK rollup', 'zkrollup', 'Zero-knowledge proof', 'éclair', 'Eclair', 'eclairs', 'a b', 'a-b', 'ab', 'a.b', 'a1', 'a10', 'a2', '1inch', '0x', 'Ångström', 'angstrom', 'ü', 'u', 'Über', 'uber', 'A', 'a', '', ' ', 'B', 'API3', 'api', 'Ω', 'z', 'Naïve', 'naive'];

  it('on cases of case, accents, spaces, punctuation and digits', () => {
    agreeOn(cases, {}, collator);
  });

  it('on the same cases with punctuation ignored', () => {
    agreeOn(cases, { ignorePunctuation: true }, loose);
  });

  it('sorts a list as the collator does', () => {
    const names = providers.map((p) => p.name).reverse();
    expect([...names].sort(compareText)).toEqual([...names].sort(collator.compare));
  });
});

describe('dates without Intl', () => {
  const short = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  it('read as Intl writes them, in UTC, on every day of a leap year and at the edges of a day', () => {
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 366; day++) {
      for (const offset of [0, 23 * 3600_000 + 59 * 60_000]) {
        const date = new Date(start + day * 86_400_000 + offset);
        expect(shortUtcDate(date)).toBe(short.format(date));
        expect(longUtcDate(date)).toBe(long.format(date));
      }
    }
  });

  it('are the UTC day, wherever the reader is', () => {
    expect(shortUtcDate(new Date('2026-11-24T23:30:00-05:00'))).toBe('Nov 25, 2026');
    expect(longUtcDate(new Date('2026-11-24T23:30:00-05:00'))).toBe('25 November 2026');
  });

  it('for every network activation date the site shows', () => {
    for (const network of Object.values(networks)) {
      const date = new Date(network.evm.activatedAt);
      expect(longUtcDate(date)).toBe(long.format(date));
    }
  });
});

describe('grouped integers without Intl', () => {
  const intl = new Intl.NumberFormat('en-US');

  it('read as Intl writes them, around every power of ten and for negatives', () => {
    const values = [0, 1, -1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];
    for (let power = 1; power <= 1e15; power *= 10) values.push(power - 1, power, power + 1, -power, 3 * power + 7);
    for (const value of values) expect(groupedInteger(value)).toBe(intl.format(value));
  });

  it('refuses what is not a safe integer, rather than writing it wrongly', () => {
    expect(() => groupedInteger(1.5)).toThrow(/safe integer/);
    expect(() => groupedInteger(2 ** 60)).toThrow(/safe integer/);
    expect(() => groupedInteger(Number.NaN)).toThrow(/safe integer/);
  });
});
