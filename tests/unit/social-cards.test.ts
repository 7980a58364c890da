import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardCacheKey, cardElement, renderCard, writeCards } from '../../src/plugins/social-cards';
import { socialCardPath } from '../../src/lib/socialCardPath';

describe('social cards', () => {
  it('live at a path derived from the page path', () => {
    expect(socialCardPath('/')).toBe('/img/social/index.png');
    expect(socialCardPath('/get-started/how-to/bridge')).toBe('/img/social/get-started/how-to/bridge.png');
    expect(socialCardPath('/api/')).toBe('/img/social/api.png');
  });

  it('shorten long titles and descriptions instead of overflowing', () => {
    const json = JSON.stringify(cardElement({ title: 'x'.repeat(200), section: 'S', description: 'y'.repeat(400) }));
    expect(json).toContain(`${'x'.repeat(89)}…`);
    expect(json).not.toContain('x'.repeat(90));
    expect(json).toContain(`${'y'.repeat(159)}…`);
  });

  it('render to a 1200×630 PNG', async () => {
    const png = await renderCard({ title: 'Network information', section: 'Get started', description: 'Chain IDs and endpoints.' });
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 20_000);

  it('render from a second copy of the plugin in the same process, as a test that resets modules loads one', async () => {
    await renderCard({ title: 'First', section: 'S', description: 'D' });
    vi.resetModules();
    const again = await import('../../src/plugins/social-cards');
    const png = await again.renderCard({ title: 'Second', section: 'S', description: 'D' });
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  }, 20_000);

  describe('cache', () => {
    const dirs: string[] = [];
    const tempDir = () => {
      const dir = mkdtempSync(join(tmpdir(), 'social-cards-'));
      dirs.push(dir);
      return dir;
    };
    afterEach(() => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    it('keys a card by everything drawn on it', () => {
      const text = { title: 'Bridge', section: 'Get started', description: 'Move ETH.' };
      expect(cardCacheKey(text)).toBe(cardCacheKey({ ...text }));
      expect(cardCacheKey(text)).not.toBe(cardCacheKey({ ...text, section: 'Tooling directory' }));
      expect(cardCacheKey(text)).not.toBe(cardCacheKey({ ...text, description: 'Move ETH and tokens.' }));
      expect(cardCacheKey(text, 'satori@1')).not.toBe(cardCacheKey(text, 'satori@2'));
    });

    it('draws a card once and copies it on the next build; draws again what changed', async () => {
      const cache = tempDir();
      const out = tempDir();
      const bridge = { title: 'Bridge', section: 'Get started', description: 'Move ETH.' };
      const node = { title: 'Run a node', section: 'Get started', description: 'Sync Linea.' };
      const first = await writeCards([[join(out, 'a/bridge.png'), bridge], [join(out, 'node.png'), node]], cache);
      expect(first).toBe(2);
      expect(readdirSync(cache).filter((f) => f.endsWith('.png'))).toHaveLength(2);

      const again = tempDir();
      const second = await writeCards([[join(again, 'a/bridge.png'), bridge], [join(again, 'node.png'), { ...node, title: 'Run a Linea node' }]], cache);
      expect(second).toBe(1);
      expect(readFileSync(join(again, 'a/bridge.png')).equals(readFileSync(join(out, 'a/bridge.png')))).toBe(true);
      expect(existsSync(join(again, 'node.png'))).toBe(true);
      expect(readdirSync(cache).some((f) => f.endsWith('.tmp'))).toBe(false);
    }, 30_000);
  });
});
