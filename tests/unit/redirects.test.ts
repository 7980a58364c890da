import { describe, expect, it } from 'vitest';
import legacy from '../fixtures/legacy-redirects.json';
import routes from '../fixtures/routes.json';
import { officialPathRedirects } from '../../src/config/official-paths';
import { clientRedirects, legacyRedirects } from '../../src/config/redirects';

type FixtureEntry = { to: string; from: string | string[] };

function pairs(entries: readonly { to: string; from: string | readonly string[] }[]): string[] {
  return entries.flatMap((e) => (typeof e.from === 'string' ? [e.from] : e.from).map((from) => `${from} -> ${e.to}`)).sort();
}

describe('legacy redirect table', () => {
  it('holds exactly the legacy paths of the inventory, each with its target', () => {
    expect(pairs(legacyRedirects)).toEqual(pairs(legacy.redirects as FixtureEntry[]));
  });

  it('redirects every old path once', () => {
    const froms = legacyRedirects.flatMap((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
  });

  it('never shadows a live page and always points at one', () => {
    const live = new Set(routes.routes.map((r) => r.path));
    for (const r of legacyRedirects) {
      expect(live.has(r.to.split('#')[0] ?? r.to), `target ${r.to}`).toBe(true);
      for (const from of r.from) expect(live.has(from), `old path ${from}`).toBe(false);
    }
  });
});

describe('official path table', () => {
  const froms = officialPathRedirects.flatMap((r) => r.from);

  it('redirects each path once, never one the legacy table has, never to itself', () => {
    expect(froms.length).toBeGreaterThan(0);
    expect(new Set(froms).size).toBe(froms.length);
    const legacyFroms = new Set(legacyRedirects.flatMap((r) => r.from));
    for (const from of froms) expect(legacyFroms.has(from), from).toBe(false);
    for (const r of officialPathRedirects) expect(r.from, r.to).not.toContain(r.to);
  });

  it('never shadows a live page of the inventory; paths are absolute, without a trailing slash', () => {
    const live = new Set(routes.routes.map((r) => r.path));
    for (const r of officialPathRedirects) {
      for (const path of [r.to, ...r.from]) expect(path, path).toMatch(/^\/([^/?#\s]+(\/[^/?#\s]+)*)?$/);
      for (const from of r.from) expect(live.has(from), from).toBe(false);
    }
  });
});

describe('client redirects', () => {
  it('generates every legacy and official redirect', () => {
    expect(pairs(clientRedirects())).toEqual(pairs([...legacyRedirects, ...officialPathRedirects]));
  });
});
