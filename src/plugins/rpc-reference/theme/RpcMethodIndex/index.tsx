import React, { useId, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import LinkNote from '@site/src/components/LinkNote';
import WordBreaks from '@site/src/components/WordBreaks';
import { DataTable } from '@site/src/components/ScrollTable';
import type { RpcNamespace } from '@site/src/data/rpc/types';
import { currentSearch } from '@site/src/lib/currentSearch';
import { useChosenBeforeHydration } from '@site/src/lib/useChosenBeforeHydration';
import { useUrlBackedText } from '@site/src/lib/useUrlBackedText';
import { INDEX_QUERY, filterRows, filtersFromQuery, filtersQueryString, noFilters, textInUrl, unappliedFilterNotes, type IndexFilters, type MethodIndexRow, type YesNo } from '@site/src/lib/rpc-index';
import stacked from '@site/src/components/ScrollTable/stacked.module.css';
import tables from '../RpcReference/tables.module.css';
import styles from './styles.module.css';

export interface Props {
  /** The rows the rpc-reference plugin writes, one per method. */
  rows: readonly MethodIndexRow[];
}

/**
 * Every method in one table, filtered by namespace, by whether a public endpoint serves it and by
 * whether its console can call it live. The filters are ordinary form controls mirrored into the
 * query string, so a filtered list can be bookmarked or shared; the server-rendered page lists
 * every method.
 */
export default function RpcMethodIndex({ rows }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const id = useId();
  const namespaces = [...new Set(rows.map((r) => r.namespace))];
  // Until hydration is over, render what the server rendered: the unfiltered table.
  const search = currentSearch(history, location);
  const filters = isBrowser ? filtersFromQuery(search, namespaces) : noFilters;
  const shown = filterRows(rows, filters);
  const unapplied = isBrowser ? unappliedFilterNotes(search, namespaces) : [];
  const update = (change: Partial<IndexFilters>) => {
    const next = filtersQueryString({ ...filters, ...change }, search);
    history.replace({ ...location, search: next ? `?${next}` : '' });
  };
  const filtered = shown.length !== rows.length;
  const textRef = useRef<HTMLInputElement>(null);
  // The box shows the text as typed while the URL catches up (see useUrlBackedText).
  const [text, setText] = useUrlBackedText(filters.text, textInUrl);
  // Before hydration `filters` is the server's (none): what the reader set then goes into the URL.
  const ids = { text: `${id}-text`, namespace: `${id}-namespace`, publicEndpoint: `${id}-public`, liveConsole: `${id}-console` };
  useChosenBeforeHydration(Object.values(ids), (chosen) => {
    // Read back through the query string, so only values the filters know are kept.
    const params = new URLSearchParams(window.location.search);
    for (const key of Object.keys(ids) as (keyof IndexFilters)[]) {
      const value = chosen.get(ids[key]);
      if (value !== undefined) params.set(INDEX_QUERY[key], value);
    }
    const typed = chosen.get(ids.text);
    if (typed !== undefined) setText(typed);
    const next = filtersQueryString(filtersFromQuery(params.toString(), namespaces), window.location.search);
    history.replace({ ...location, search: next ? `?${next}` : '' });
  });

  return (
    <div>
      <form className={styles.filters} role="search" aria-label="Filter the methods" onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={ids.text}>Name or summary contains</label>
          <input
            id={ids.text}
            ref={textRef}
            type="search"
            value={text}
            placeholder="getLogs, fee history…"
            onChange={(e) => {
              setText(e.target.value);
              update({ text: e.target.value });
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.namespace}>Namespace</label>
          <select id={ids.namespace} value={filters.namespace} onChange={(e) => update({ namespace: e.target.value as RpcNamespace | '' })}>
            <option value="">All</option>
            {namespaces.map((ns) => (
              <option key={ns} value={ns}>
                {ns}
              </option>
            ))}
          </select>
        </div>
        <YesNoSelect id={ids.publicEndpoint} label="Public endpoint" value={filters.publicEndpoint} onChange={(v) => update({ publicEndpoint: v })} />
        <YesNoSelect id={ids.liveConsole} label="Live console" value={filters.liveConsole} onChange={(v) => update({ liveConsole: v })} />
        <button type="button" className="button button--secondary button--sm" disabled={!filtered && filters.text === ''}
          onClick={() => {
            // The button disables itself: focus goes to the box rather than to the page's body.
            textRef.current?.focus();
            update(noFilters);
          }}
        >
          Clear filters
        </button>
      </form>
      <p role="status" className={styles.count}>
        {filtered ? `${shown.length} of ${rows.length} methods match.` : `${rows.length} methods.`}
      </p>
      <LinkNote notes={unapplied} />
      <DataTable
        label="JSON-RPC methods"
        caption="JSON-RPC methods: namespace, what each does, whether a public endpoint serves it, and whether its console calls it live"
        className={clsx(stacked.stacked, stacked.inline)}
      >
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">Namespace</th>
            <th scope="col">Summary</th>
            <th scope="col">Public endpoint</th>
            <th scope="col">Live console</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={tables.name}>
                <Link to={row.path}>
                  <code>
                    <WordBreaks text={row.name} />
                  </code>
                </Link>
              </th>
              <td data-label="Namespace">{row.namespace}</td>
              <td>{row.summary}</td>
              <td data-label="Public endpoint">{row.publicEndpoint ? 'yes' : 'no'}</td>
              <td data-label="Live console">{row.liveConsole ? 'yes' : 'no'}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {shown.length === 0 && <p>No method matches these filters.</p>}
    </div>
  );
}

function YesNoSelect({ id, label, value, onChange }: { id: string; label: string; value: YesNo; onChange: (value: YesNo) => void }): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as YesNo)}>
        <option value="">Any</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </select>
    </div>
  );
}
