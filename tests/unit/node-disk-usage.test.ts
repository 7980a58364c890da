import { describe, expect, it } from 'vitest';
import { clientLabels, diskUsage, figuresFor, type MeasuredClient } from '../../src/data/node-disk-usage';
import { networks } from '../../src/data/networks';
import { averageDailyGrowth, daysBetween, formatBytes, formatIsoDate } from '../../src/lib/diskUsage';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const knownClients = Object.keys(clientLabels) as MeasuredClient[];

describe('node disk-usage data', () => {
  it('has unique ids and only known clients and networks', () => {
    expect(new Set(diskUsage.map((f) => f.id)).size).toBe(diskUsage.length);
    for (const f of diskUsage) {
      expect(knownClients).toContain(f.client);
      expect(Object.keys(networks)).toContain(f.network);
    }
  });

  it('gives every figure positive sizes measured on real ISO dates, the earlier one first', () => {
    for (const f of diskUsage) {
      for (const m of [f.earlier, f.latest]) {
        expect(m.measuredOn, f.id).toMatch(isoDate);
        expect(Number.isNaN(Date.parse(`${m.measuredOn}T00:00:00Z`)), f.id).toBe(false);
        expect(Number.isSafeInteger(m.bytes) && m.bytes > 0, f.id).toBe(true);
      }
      expect(daysBetween(f.earlier.measuredOn, f.latest.measuredOn), f.id).toBeGreaterThan(0);
      expect(f.latest.bytes, f.id).toBeGreaterThanOrEqual(f.earlier.bytes);
    }
  });

  it('cites an https source for every figure', () => {
    for (const f of diskUsage) expect(new URL(f.source.url).protocol).toBe('https:');
  });

  it('covers full and archive nodes of every measured client on Linea Mainnet', () => {
    for (const client of knownClients) {
      for (const mode of ['full', 'archive'] as const) {
        expect(diskUsage.some((f) => f.client === client && f.mode === mode && f.network === 'mainnet'), `${client} ${mode}`).toBe(true);
      }
    }
  });

  it('keeps one figure per client, mode and network, on both networks where Linea publishes them', () => {
    const keys = diskUsage.map((f) => `${f.client}/${f.mode}/${f.network}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Linea publishes no Linea Sepolia figures today; when it does, each must pair with a Mainnet one.
    for (const f of diskUsage.filter((x) => x.network === 'sepolia')) {
      expect(keys).toContain(`${f.client}/${f.mode}/mainnet`);
    }
  });

  it('filters by client and network', () => {
    expect(figuresFor({ clients: ['geth'] }).every((f) => f.client === 'geth')).toBe(true);
    expect(figuresFor({ network: 'sepolia' })).toEqual(diskUsage.filter((f) => f.network === 'sepolia'));
    expect(figuresFor()).toHaveLength(diskUsage.length);
  });
});

describe('disk-usage arithmetic', () => {
  it('formats sizes in decimal units', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(508_880_302_080)).toBe('508.9 GB');
    expect(formatBytes(3_869_318_721_536)).toBe('3.87 TB');
    expect(formatBytes(411_642_358)).toBe('411.6 MB');
    expect(() => formatBytes(-1)).toThrow();
  });

  it('derives the average daily growth between two measurements', () => {
    expect(daysBetween('2025-10-13', '2025-11-03')).toBe(21);
    expect(averageDailyGrowth({ bytes: 100, measuredOn: '2025-01-01' }, { bytes: 310, measuredOn: '2025-01-08' })).toBe(30);
    expect(() => averageDailyGrowth({ bytes: 1, measuredOn: '2025-01-08' }, { bytes: 2, measuredOn: '2025-01-01' })).toThrow();
  });

  it('formats dates the same way everywhere', () => {
    expect(formatIsoDate('2025-11-03')).toBe('3 Nov 2025');
    expect(() => formatIsoDate('03/11/2025')).toThrow();
  });
});
