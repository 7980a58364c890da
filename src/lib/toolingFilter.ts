/**
 * The tooling directory's filter: what a reader has chosen (category, network, a name), how it
 * reads from and writes to the URL query string, and which providers it keeps. No React here, so
 * the rules are unit-tested on their own (tests/unit/tooling-filter.test.ts).
 */
import { networks, type NetworkId } from '../data/networks';
import { toolingCategories, type ToolingCategory, type ToolingProvider } from '../data/tooling/types';
import { quotedLinkValue } from './linkValue';

export interface ToolingFilter {
  category: ToolingCategory | null;
  network: NetworkId | null;
  /** What the reader typed, trimmed; matched against provider names. */
  query: string;
}

export const emptyFilter: ToolingFilter = { category: null, network: null, query: '' };

/** Query-string keys, kept short so shared links stay readable. */
export const filterParams = { category: 'category', network: 'network', query: 'q' } as const;

const networkIds: readonly NetworkId[] = ['mainnet', 'sepolia'];
/** Longer input is cut: no provider name comes close, and it keeps URLs bounded. */
export const maxQueryLength = 60;

/** The first `maxQueryLength` characters, cut between code points (never inside an emoji's surrogate pair). */
function cutQuery(text: string): string {
  return Array.from(text).slice(0, maxQueryLength).join('');
}

/** The name filter the URL holds for a typed name: trimmed, and cut to `maxQueryLength`. */
export function queryInUrl(typed: string): string {
  return cutQuery(typed.trim());
}

function isCategory(value: string): value is ToolingCategory {
  return (toolingCategories as readonly string[]).includes(value);
}

function isNetwork(value: string): value is NetworkId {
  return (networkIds as readonly string[]).includes(value);
}

/**
 * Reads a filter from a query string. Anything unknown or malformed is ignored rather than
 * rejected: an old or hand-edited link still opens the directory, just less narrowed.
 */
export function parseFilter(search: string): ToolingFilter {
  const params = new URLSearchParams(search);
  const category = params.getAll(filterParams.category).find(isCategory) ?? null;
  const network = params.getAll(filterParams.network).find(isNetwork) ?? null;
  const query = queryInUrl(params.get(filterParams.query) ?? '');
  return { category, network, query };
}

/**
 * What a link asked for that `parseFilter` left out, one sentence each, so the reader knows why
 * the directory is less narrowed than the link suggests. Changing any filter rewrites the query
 * string, and the notes go with the values.
 */
export function unappliedFilterNotes(search: string): string[] {
  const params = new URLSearchParams(search);
  const notes: string[] = [];
  const given = (key: string) => params.getAll(key).filter((value) => value !== '');
  const categories = given(filterParams.category);
  if (categories.length > 0 && !categories.some(isCategory)) {
    notes.push(`The link's category ${quotedLinkValue(categories[0]!)} is not one of the choices under Category, so every category is shown.`);
  }
  const networksGiven = given(filterParams.network);
  if (networksGiven.length > 0 && !networksGiven.some(isNetwork)) {
    notes.push(`The link's network ${quotedLinkValue(networksGiven[0]!)} is not ${networkIds.map((id) => networks[id].name).join(' or ')}, so every network is shown.`);
  }
  if (Array.from((params.get(filterParams.query) ?? '').trim()).length > maxQueryLength) {
    notes.push(`The link's name filter is longer than ${maxQueryLength} characters, so only its first ${maxQueryLength} are used.`);
  }
  return notes;
}

/**
 * Writes a filter into a query string, keeping any parameter the filter does not own. Returns
 * '' or a string starting with '?', ready to append to a path.
 */
export function serializeFilter(filter: ToolingFilter, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of Object.values(filterParams)) params.delete(key);
  if (filter.category) params.set(filterParams.category, filter.category);
  if (filter.network) params.set(filterParams.network, filter.network);
  const query = queryInUrl(filter.query);
  if (query) params.set(filterParams.query, query);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The kinds of change a reader makes to the filter. */
export type FilterChange = 'category' | 'network' | 'name' | 'clear';

/** What the directory stores in a history entry it writes: the kind of change that made it. */
export interface FilterHistoryState {
  toolingFilterChange: FilterChange;
}

/**
 * How a change reaches the browser history, given the state of the entry the reader is on. Every
 * choice is a step Back undoes: a new entry for each category, network or clear, and one for a
 * name, made by its first keystroke. The keystrokes that follow in the same entry replace it, so
 * Back goes to the view before the name was typed rather than un-typing it letter by letter.
 */
export function historyStep(change: FilterChange, currentState: unknown): { mode: 'push' | 'replace'; state: FilterHistoryState } {
  const current = typeof currentState === 'object' && currentState !== null ? (currentState as Partial<FilterHistoryState>).toolingFilterChange : undefined;
  const mode = change === 'name' && current === 'name' ? 'replace' : 'push';
  return { mode, state: { toolingFilterChange: change } };
}

/** Lower case without accents, so "etherspot", "EtherSpot" and "éthers" compare as readers expect. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Every word the reader typed must appear in the provider's name or slug. */
function matchesQuery(provider: ToolingProvider, query: string): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${normalize(provider.name)} ${provider.id}`;
  return words.every((w) => haystack.includes(w));
}

export function matchesFilter(provider: ToolingProvider, filter: ToolingFilter): boolean {
  if (filter.category && !provider.categories.includes(filter.category)) return false;
  if (filter.network && !provider.networks.includes(filter.network)) return false;
  return matchesQuery(provider, filter.query);
}

export function filterProviders(providers: readonly ToolingProvider[], filter: ToolingFilter): ToolingProvider[] {
  return providers.filter((p) => matchesFilter(p, filter));
}

export function isEmptyFilter(filter: ToolingFilter): boolean {
  return !filter.category && !filter.network && filter.query.trim() === '';
}
