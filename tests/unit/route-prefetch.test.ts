import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkNamesByRoute, targetPath } from '../../src/plugins/route-prefetch/chunks';
import { coreRouteClient } from '../../src/plugins/route-prefetch';

describe('route prefetching', () => {
  it('reduces a link to the page it leads to; in-page links lead nowhere new', () => {
    expect(targetPath('/api/reference/eth-getlogs')).toBe('/api/reference/eth-getlogs');
    expect(targetPath('/api/reference/eth-getlogs#parameters')).toBe('/api/reference/eth-getlogs');
    expect(targetPath('/search?q=bridge#results')).toBe('/search');
    expect(targetPath('#functions')).toBe('');
    expect(targetPath('?tab=python')).toBe('');
  });

  it('indexes every chunk of a route once, under the route path without its hash', () => {
    const table = chunkNamesByRoute({
      '/-a1b': { component: 'c1', plugin: 'p1' },
      '/api/reference/eth-call-9f3': { component: 'c2', content: 'd2', props: { sidebar: 's1' } },
      '/-77e': { component: 'c3' },
    });
    expect(table.get('/')).toEqual(['c1', 'p1', 'c3']);
    expect(table.get('/api/reference/eth-call')).toEqual(['c2', 'd2', 's1']);
    expect(table.has('/api/reference/eth-call-9f3')).toBe(false);
  });

  it('replaces a core module that is still there and still exports the same object', () => {
    // @docusaurus/core is pinned to one version; this fails first if an upgrade moves the file.
    expect(existsSync(coreRouteClient)).toBe(true);
    const source = readFileSync(coreRouteClient, 'utf8');
    expect(source).toMatch(/const docusaurus = \{\s*prefetch,\s*preload,\s*\}/);
    expect(source).toContain('export default Object.freeze(docusaurus)');
  });
});
