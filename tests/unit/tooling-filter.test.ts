import { describe, expect, it } from 'vitest';
import type { ToolingProvider } from '../../src/data/tooling';
import {
  emptyFilter,
  filterProviders,
  historyStep,
  isEmptyFilter,
  maxQueryLength,
  normalize,
  parseFilter,
  serializeFilter,
  unappliedFilterNotes,
  type FilterChange,
  type ToolingFilter,
} from '../../src/lib/toolingFilter';

function provider(partial: Partial<ToolingProvider> & Pick<ToolingProvider, 'id' | 'name'>): ToolingProvider {
  return {
    categories: ['libraries'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://example.com',
    docs: 'https://example.com/docs',
    summary: 'A provider used only by this test file.',
    docIds: [`get-started/tooling/libraries/${partial.id}`],
    ...partial,
  };
}

const sample: ToolingProvider[] = [
  provider({ id: 'viem', name: 'Viem' }),
  provider({ id: 'pimlico', name: 'Pimlico', categories: ['account-abstraction'] }),
  provider({ id: 'dune', name: 'Dune', categories: ['analytics', 'data-indexers'], networks: ['mainnet'] }),
  provider({ id: 'etherspot', name: 'Etherspot', categories: ['account-abstraction'], networks: ['mainnet'] }),
  provider({ id: 'station', name: 'Station', categories: ['account-abstraction'], networks: [], status: 'unconfirmed', statusNote: 'Not confirmed by the vendor for this test.' }),
  provider({ id: 'ethereum-lists', name: 'ethereum-lists/chains' }),
];

const ids = (list: ToolingProvider[]) => list.map((p) => p.id);

describe('parseFilter', () => {
  it('reads category, network and name', () => {
    expect(parseFilter('?category=analytics&network=sepolia&q=dune')).toEqual({ category: 'analytics', network: 'sepolia', query: 'dune' });
  });

  it('ignores unknown or malformed values instead of failing', () => {
    expect(parseFilter('?category=wizardry&network=goerli&q=')).toEqual(emptyFilter);
    expect(parseFilter('?category=&network=%E0%A4%A')).toEqual(emptyFilter);
    expect(parseFilter('category=ANALYTICS')).toEqual(emptyFilter);
    expect(parseFilter('')).toEqual(emptyFilter);
  });

  it('says which of the link\'s values it left out', () => {
    expect(unappliedFilterNotes('?category=wizardry&network=goerli')).toEqual([
      'The link\'s category "wizardry" is not one of the choices under Category, so every category is shown.',
      'The link\'s network "goerli" is not Linea Mainnet or Linea Sepolia, so every network is shown.',
    ]);
    expect(unappliedFilterNotes(`?q=${'a'.repeat(maxQueryLength + 1)}`)).toEqual([expect.stringContaining(`only its first ${maxQueryLength}`)]);
    expect(unappliedFilterNotes(`?category=${'x'.repeat(500)}`)[0]!.length).toBeLessThan(140);
    // Nothing to say for empty values, valid ones, or a valid value next to a broken one.
    expect(unappliedFilterNotes('?category=&network=&q=')).toEqual([]);
    expect(unappliedFilterNotes('?category=analytics&network=sepolia&q=dune')).toEqual([]);
    expect(unappliedFilterNotes('?category=wizardry&category=analytics')).toEqual([]);
  });

  it('takes the first valid value when a key repeats', () => {
    expect(parseFilter('?category=nope&category=gas&category=ai').category).toBe('gas');
  });

  it('trims the name and bounds its length', () => {
    expect(parseFilter('?q=%20%20viem%20').query).toBe('viem');
    expect(parseFilter(`?q=${'a'.repeat(500)}`).query).toHaveLength(maxQueryLength);
    // Cut between characters: an emoji that ends at the limit is kept whole, never split in half.
    const cut = parseFilter(`?q=${'a'.repeat(maxQueryLength - 1)}${encodeURIComponent('😀b')}`).query;
    expect(Array.from(cut)).toHaveLength(maxQueryLength);
    expect(cut.endsWith('😀')).toBe(true);
    const shared = serializeFilter({ category: null, network: null, query: `${'a'.repeat(maxQueryLength - 1)}😀😀` });
    expect(new URLSearchParams(shared).get('q')).toBe(`${'a'.repeat(maxQueryLength - 1)}😀`);
  });
});

describe('serializeFilter', () => {
  it('round-trips through parseFilter', () => {
    const filter = { category: 'account-abstraction', network: 'mainnet', query: 'pim lico' } as const;
    expect(parseFilter(serializeFilter(filter))).toEqual(filter);
  });

  it('writes nothing for an empty filter and keeps parameters it does not own', () => {
    expect(serializeFilter(emptyFilter)).toBe('');
    expect(serializeFilter({ ...emptyFilter, network: 'sepolia' }, '?ref=newsletter&q=old')).toBe('?ref=newsletter&network=sepolia');
  });
});

describe('filterProviders', () => {
  it('keeps everything with an empty filter', () => {
    expect(ids(filterProviders(sample, emptyFilter))).toEqual(ids(sample));
    expect(isEmptyFilter(emptyFilter)).toBe(true);
  });

  it('narrows by category, including secondary categories', () => {
    expect(ids(filterProviders(sample, { ...emptyFilter, category: 'account-abstraction' }))).toEqual(['pimlico', 'etherspot', 'station']);
    expect(ids(filterProviders(sample, { ...emptyFilter, category: 'data-indexers' }))).toEqual(['dune']);
  });

  it('narrows by network and leaves out providers whose support is not confirmed', () => {
    expect(ids(filterProviders(sample, { ...emptyFilter, network: 'sepolia' }))).toEqual(['viem', 'pimlico', 'ethereum-lists']);
  });

  it('matches every typed word against name or slug, ignoring case and accents', () => {
    expect(ids(filterProviders(sample, { ...emptyFilter, query: 'ETHER' }))).toEqual(['etherspot', 'ethereum-lists']);
    expect(ids(filterProviders(sample, { ...emptyFilter, query: 'éthereum lists' }))).toEqual(['ethereum-lists']);
    expect(ids(filterProviders(sample, { ...emptyFilter, query: 'zzz' }))).toEqual([]);
    expect(normalize('Émile')).toBe('emile');
  });

  it('combines all three', () => {
    expect(ids(filterProviders(sample, { category: 'account-abstraction', network: 'mainnet', query: 'spot' }))).toEqual(['etherspot']);
  });
});

describe('historyStep', () => {
  /** The browser's entries for the directory, as the component writes them with `historyStep`. */
  function browse() {
    const entries: { search: string; state: unknown }[] = [{ search: '', state: undefined }];
    let index = 0;
    let filter: ToolingFilter = emptyFilter;
    return {
      change(kind: FilterChange, next: Partial<ToolingFilter>) {
        filter = kind === 'clear' ? emptyFilter : { ...filter, ...next };
        const { mode, state } = historyStep(kind, entries[index]!.state);
        const entry = { search: serializeFilter(filter), state };
        if (mode === 'push') {
          entries.splice(index + 1, entries.length, entry);
          index += 1;
        } else {
          entries[index] = entry;
        }
      },
      back() {
        index -= 1;
        filter = parseFilter(entries[index]!.search);
      },
      get search() {
        return entries[index]!.search;
      },
      get length() {
        return entries.length;
      },
    };
  }

  it('makes the first keystroke of a name a step of its own, and the next ones part of it', () => {
    const b = browse();
    b.change('category', { category: 'account-abstraction' });
    b.change('network', { network: 'mainnet' });
    for (const typed of ['p', 'pi', 'pim']) b.change('name', { query: typed });
    expect(b.search).toBe('?category=account-abstraction&network=mainnet&q=pim');
    expect(b.length).toBe(4);
    b.back();
    expect(b.search).toBe('?category=account-abstraction&network=mainnet');
    b.back();
    expect(b.search).toBe('?category=account-abstraction');
  });

  it('starts a new step for a name typed after another kind of change, or after going back', () => {
    const b = browse();
    b.change('name', { query: 'v' });
    b.change('name', { query: 'vi' });
    b.change('network', { network: 'sepolia' });
    b.change('name', { query: 'vie' });
    expect(b.length).toBe(4);
    b.back();
    expect(b.search).toBe('?network=sepolia&q=vi');
    b.change('name', { query: 'w' });
    expect(b.length).toBe(4);
    b.back();
    expect(b.search).toBe('?network=sepolia&q=vi');
  });

  it('pushes every select change and every clear, and ignores state it did not write', () => {
    expect(historyStep('category', { toolingFilterChange: 'category' }).mode).toBe('push');
    expect(historyStep('network', { toolingFilterChange: 'name' }).mode).toBe('push');
    expect(historyStep('clear', { toolingFilterChange: 'name' }).mode).toBe('push');
    expect(historyStep('name', null).mode).toBe('push');
    expect(historyStep('name', 'name').mode).toBe('push');
    expect(historyStep('name', { toolingFilterChange: 'name' })).toEqual({ mode: 'replace', state: { toolingFilterChange: 'name' } });
  });
});
