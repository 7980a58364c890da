/**
 * The rows of the JSON-RPC index table and its filters, which live in the query string so a
 * filtered list can be shared: `namespace`, `public` and `console` (`yes`/`no`), and `filter` (words
 * matched against the name and summary).
 */
import type { RpcNamespace } from '../data/rpc/types';
import { quotedLinkValue } from './linkValue';
import { foldText } from '../plugins/search/engine/tokenize';

export interface MethodIndexRow {
  name: string;
  namespace: RpcNamespace;
  summary: string;
  path: string;
  /** Served by the public Mainnet or Sepolia endpoint. */
  publicEndpoint: boolean;
  /** The page's console can call it on a public endpoint without a confirmation step. */
  liveConsole: boolean;
}

export type YesNo = 'yes' | 'no' | '';

export interface IndexFilters {
  text: string;
  namespace: RpcNamespace | '';
  publicEndpoint: YesNo;
  liveConsole: YesNo;
}

export const INDEX_QUERY = { text: 'filter', namespace: 'namespace', publicEndpoint: 'public', liveConsole: 'console' } as const;

export const noFilters: IndexFilters = { text: '', namespace: '', publicEndpoint: '', liveConsole: '' };

function yesNo(value: string | null): YesNo {
  return value === 'yes' || value === 'no' ? value : '';
}

/** Filters from a query string; unknown values are ignored rather than matching nothing. */
export function filtersFromQuery(search: string, namespaces: readonly RpcNamespace[]): IndexFilters {
  const query = new URLSearchParams(search);
  const namespace = query.get(INDEX_QUERY.namespace) ?? '';
  return {
    text: query.get(INDEX_QUERY.text) ?? '',
    namespace: (namespaces as readonly string[]).includes(namespace) ? (namespace as RpcNamespace) : '',
    publicEndpoint: yesNo(query.get(INDEX_QUERY.publicEndpoint)),
    liveConsole: yesNo(query.get(INDEX_QUERY.liveConsole)),
  };
}

/** What a link asked for that `filtersFromQuery` ignored, one sentence each. */
export function unappliedFilterNotes(search: string, namespaces: readonly RpcNamespace[]): string[] {
  const query = new URLSearchParams(search);
  const notes: string[] = [];
  const namespace = query.get(INDEX_QUERY.namespace);
  if (namespace !== null && namespace !== '' && !(namespaces as readonly string[]).includes(namespace)) {
    notes.push(`The link's namespace ${quotedLinkValue(namespace)} is not one of ${namespaces.join(', ')}, so every namespace is shown.`);
  }
  for (const [key, label] of [
    [INDEX_QUERY.publicEndpoint, 'public endpoint'],
    [INDEX_QUERY.liveConsole, 'live console'],
  ] as const) {
    const value = query.get(key);
    if (value !== null && value !== '' && yesNo(value) === '') notes.push(`The link's ${label} filter ${quotedLinkValue(value)} is not yes or no, so it is not applied.`);
  }
  return notes;
}

/** The text filter the URL holds for a typed text: none for blank text, else the text as typed. */
export function textInUrl(typed: string): string {
  return typed.trim() === '' ? '' : typed;
}

/** The query string for some filters, keeping keys the table does not own. */
export function filtersQueryString(filters: IndexFilters, currentSearch: string): string {
  const query = new URLSearchParams(currentSearch);
  for (const key of Object.keys(INDEX_QUERY) as (keyof IndexFilters)[]) {
    const value = filters[key].trim();
    if (value === '') query.delete(INDEX_QUERY[key]);
    else query.set(INDEX_QUERY[key], filters[key]);
  }
  return query.toString();
}

/** Words of letters and digits of any script, folded as the search folds them ("gás" is "gas"), camelCase split. */
function words(text: string): string[] {
  return foldText(text)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

function matchesText(row: MethodIndexRow, text: string): boolean {
  if (text.trim() === '') return true;
  const wanted = words(text);
  // Text with no letter or digit ("🔥", "!!!") names no method: nothing matches, rather than all.
  if (wanted.length === 0) return false;
  const haystack = `${row.name.toLowerCase()} ${words(row.name).join(' ')} ${words(row.summary).join(' ')}`;
  return wanted.every((w) => haystack.includes(w));
}

export function filterRows(rows: readonly MethodIndexRow[], filters: IndexFilters): MethodIndexRow[] {
  const flag = (value: boolean, wanted: YesNo) => wanted === '' || (wanted === 'yes') === value;
  return rows.filter(
    (row) =>
      (filters.namespace === '' || row.namespace === filters.namespace) &&
      flag(row.publicEndpoint, filters.publicEndpoint) &&
      flag(row.liveConsole, filters.liveConsole) &&
      matchesText(row, filters.text),
  );
}
