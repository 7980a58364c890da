import { describe, expect, it } from 'vitest';
import { excludedDocIds, withoutExcludedDocs } from '../../src/lib/sidebar';

describe('sidebar exclusion', () => {
  it('drops docs marked sidebar_exclude at any depth and keeps the rest', () => {
    const excluded = excludedDocIds([
      { id: 'a', frontMatter: {} },
      { id: 'hidden', frontMatter: { sidebar_exclude: true } },
      { id: 'not-quite', frontMatter: { sidebar_exclude: 'yes' } },
    ]);
    expect([...excluded]).toEqual(['hidden']);
    const items = [
      { type: 'doc', id: 'a' },
      { type: 'doc', id: 'hidden' },
      { type: 'category', label: 'C', items: [{ type: 'doc', id: 'hidden' }, { type: 'doc', id: 'not-quite' }] },
    ];
    expect(withoutExcludedDocs(items, excluded)).toEqual([
      { type: 'doc', id: 'a' },
      { type: 'category', label: 'C', items: [{ type: 'doc', id: 'not-quite' }] },
    ]);
  });
});
