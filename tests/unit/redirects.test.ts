import { describe, expect, it } from 'vitest';
import legacy from '../fixtures/legacy-redirects.json';
import routes from '../fixtures/routes.json';
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

describe('client redirects', () => {
  it('generates every legacy redirect', () => {
    expect(pairs(clientRedirects())).toEqual(pairs(legacyRedirects));
  });
});
