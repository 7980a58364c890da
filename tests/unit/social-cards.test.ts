import { describe, expect, it } from 'vitest';
import { cardElement, renderCard } from '../../src/plugins/social-cards';
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
});
