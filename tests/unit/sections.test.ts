import { describe, expect, it } from 'vitest';
import { sections } from '../../src/config/sections';
import { sectionActivePattern, sectionForPath } from '../../src/lib/sections';

describe('navbar section highlight', () => {
  it('matches a section base path and everything below it', () => {
    const re = new RegExp(sectionActivePattern({ basePath: '/get-started' }));
    expect(re.test('/get-started')).toBe(true);
    expect(re.test('/get-started/how-to/bridge')).toBe(true);
    expect(re.test('/get-started-later')).toBe(false);
    expect(re.test('/api/get-started')).toBe(false);
  });

  it('escapes regular-expression characters in base paths', () => {
    expect(new RegExp(sectionActivePattern({ basePath: '/a.b' })).test('/axb')).toBe(false);
  });

  it('finds the section of deep pages and none for pages outside the sections', () => {
    expect(sectionForPath('/get-started/tooling/oracles/pyth', sections)?.id).toBe('get-started');
    expect(sectionForPath('/technology/prover/proving', sections)?.id).toBe('technology');
    expect(sectionForPath('/api/reference/linea-estimategas', sections)?.id).toBe('api');
    expect(sectionForPath('/release-notes', sections)?.id).toBe('release-notes');
    expect(sectionForPath('/', sections)).toBeUndefined();
    expect(sectionForPath('/search', sections)).toBeUndefined();
  });
});
