import { test, expect } from './support/fixtures';
import { sitemapPaths } from './support/build';
import { socialCardPath } from '../../src/lib/socialCardPath';

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const txt = await (await request.get('/robots.txt')).text();
  expect(txt).toContain('User-agent: *');
  expect(txt).toContain('Sitemap: https://docs.linea.build/sitemap.xml');
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
});

test('every page has its own 1200×630 PNG social card', async ({ request }) => {
  for (const path of sitemapPaths().filter((p) => p !== '/search')) {
    const res = await request.get(socialCardPath(path));
    expect(res.status(), path).toBe(200);
    const png = await res.body();
    // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
    expect(png.subarray(1, 4).toString('ascii'), path).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
  }
});
