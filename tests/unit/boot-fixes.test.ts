import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootFixesScript } from '../../src/plugins/boot-fixes';

/** Runs the script against a fake document and storage, as the browser would at first paint. */
function run(initial: Record<string, string>, stored: Record<string, string> | 'throws', announcementId?: string) {
  const attributes = new Map(Object.entries(initial));
  const localStorage = {
    getItem(key: string) {
      if (stored === 'throws') throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const document = {
    documentElement: {
      getAttribute: (k: string) => attributes.get(k) ?? null,
      setAttribute: (k: string, v: string) => attributes.set(k, v),
    },
  };
  runInNewContext(bootFixesScript({ defaultMode: 'dark', ...(announcementId ? { announcementId } : {}) }), { document, localStorage });
  return Object.fromEntries(attributes);
}

describe('boot fixes', () => {
  it('falls back to the default mode when the theme script could not read storage', () => {
    expect(run({ 'data-theme': 'undefined' }, 'throws')['data-theme']).toBe('dark');
  });

  it('keeps a valid stored mode', () => {
    expect(run({ 'data-theme': 'light' }, {})['data-theme']).toBe('light');
  });

  it('shows a new announcement even if an older one was dismissed', () => {
    const attrs = run({ 'data-theme': 'dark', 'data-announcement-bar-initially-dismissed': 'true' }, { 'docusaurus.announcement.id': 'old' }, 'new');
    expect(attrs['data-announcement-bar-initially-dismissed']).toBe('false');
  });

  it('keeps the current announcement hidden once dismissed', () => {
    const attrs = run({ 'data-theme': 'dark', 'data-announcement-bar-initially-dismissed': 'true' }, { 'docusaurus.announcement.id': 'same' }, 'same');
    expect(attrs['data-announcement-bar-initially-dismissed']).toBe('true');
  });
});
