import React, { useEffect, useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import NetworkSupport from '@site/src/components/NetworkSupport';
import { KeptMarkup } from '@site/src/components/ServerMarkup';
import { networkList, type NetworkId } from '@site/src/data/networks';
import {
  categoryInfo,
  providerPagePath,
  providers as allProviders,
  statusLabel,
  statusOf,
  toolingCategories,
  type ToolingCategory,
  type ToolingProvider,
} from '@site/src/data/tooling';
import {
  emptyFilter,
  filterParams,
  filterProviders,
  historyStep,
  isEmptyFilter,
  maxQueryLength,
  parseFilter,
  queryInUrl,
  serializeFilter,
  unappliedFilterNotes,
  type FilterChange,
  type ToolingFilter,
} from '@site/src/lib/toolingFilter';
import LinkNote from '@site/src/components/LinkNote';
import { currentSearch } from '@site/src/lib/currentSearch';
import { useChosenBeforeHydration } from '@site/src/lib/useChosenBeforeHydration';
import { useUrlBackedText } from '@site/src/lib/useUrlBackedText';
import styles from './styles.module.css';

export interface Props {
  /** Heading level of each provider name, so cards fit the outline of the page they sit in. */
  headingLevel?: 2 | 3 | 4;
  /** Defaults to the whole directory; tests pass a fixed list. */
  providers?: readonly ToolingProvider[];
}

function pageFor(provider: ToolingProvider, category: ToolingCategory | null): string {
  const docId = provider.docIds[0];
  if (category) return providerPagePath(provider, category);
  if (!docId) throw new Error(`${provider.name} has no page`);
  return `/${docId}`;
}

/**
 * Every tooling provider, narrowed by category, network and name. The URL query string is the
 * single source of truth for the filter, so a filtered view can be shared, reloaded, and stepped
 * through with the browser's back and forward buttons.
 */
export default function ToolingDirectory({ headingLevel = 3, providers = allProviders }: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const ids = { category: useId(), network: useId(), name: useId() };
  const Heading = `h${headingLevel}` as const;
  const nameInput = useRef<HTMLInputElement>(null);

  // The static HTML is built without a query string; reading it only once hydration is over keeps
  // the first client render identical to the server's and avoids a hydration mismatch.
  const isBrowser = useIsBrowser();
  const search = currentSearch(history, location);
  const filter = isBrowser ? parseFilter(search) : emptyFilter;
  const unapplied = isBrowser ? unappliedFilterNotes(search) : [];

  // The URL keeps the name trimmed, the text box keeps what the reader typed (trailing space
  // included). When the URL changes under it (back, forward, a shared link), the URL wins.
  const [shownName, setTyped] = useUrlBackedText(filter.query, queryInUrl);

  // The server's HTML has no filter: what the reader set in it before hydration goes into the URL,
  // over what the URL says, read back through the query string so only known values are kept.
  useChosenBeforeHydration([ids.category, ids.network, ids.name], (chosen) => {
    const params = new URLSearchParams(window.location.search);
    for (const key of ['category', 'network'] as const) {
      const value = chosen.get(ids[key]);
      if (value !== undefined) params.set(filterParams[key], value);
    }
    const typed = chosen.get(ids.name);
    if (typed !== undefined) setTyped(typed);
    const early = { ...parseFilter(params.toString()), ...(typed !== undefined ? { query: typed } : {}) };
    history.replace({ pathname: location.pathname, search: serializeFilter(early, window.location.search), hash: location.hash, state: history.location.state });
  });

  // Docusaurus moves focus to the top of the page after every pushed navigation, which would throw
  // a keyboard user out of the control they just changed. Put focus back once that has happened.
  // The URL changes only once the router has preloaded the route, so a quick reader may already
  // have tabbed on to the next control: focus goes back to wherever it is when the new URL
  // renders. This effect runs before the layout's (children's effects run first), so focus has not
  // moved yet; the microtask runs once every effect of the render is done, before any further key.
  const refocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const changed = refocus.current;
    refocus.current = null;
    if (!changed) return undefined;
    const active = document.activeElement;
    const element = active instanceof HTMLElement && active !== document.body ? active : changed;
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled && element.isConnected) element.focus();
    });
    return () => {
      cancelled = true;
    };
  }, [location.search]);

  function navigate(next: ToolingFilter, change: FilterChange, keepFocusOn?: HTMLElement | null): void {
    const target = { pathname: location.pathname, search: serializeFilter(next, search), hash: location.hash };
    // `history.location` is the entry the browser is on now; the rendered `location` lags behind it
    // while the router loads the route, and a quick typist's next keystroke lands in that gap.
    const { mode, state } = historyStep(change, history.location.state);
    if (mode === 'push') {
      refocus.current = keepFocusOn ?? null;
      history.push({ ...target, state });
    } else {
      history.replace({ ...target, state });
    }
  }

  function onCategory(event: ChangeEvent<HTMLSelectElement>): void {
    const value = event.target.value;
    const category = (toolingCategories as readonly string[]).includes(value) ? (value as ToolingCategory) : null;
    navigate({ ...filter, category }, 'category', event.target);
  }

  function onNetwork(event: ChangeEvent<HTMLSelectElement>): void {
    const value = event.target.value;
    const network = networkList.some((n) => n.id === value) ? (value as NetworkId) : null;
    navigate({ ...filter, network }, 'network', event.target);
  }

  function onName(event: ChangeEvent<HTMLInputElement>): void {
    setTyped(event.target.value);
    navigate({ ...filter, query: event.target.value }, 'name', event.target);
  }

  function clear(): void {
    setTyped('');
    // The button disappears with the filters; send focus to the name box rather than losing it.
    navigate(emptyFilter, 'clear', nameInput.current);
  }

  const results = filterProviders(providers, filter);
  const categoriesOffered = toolingCategories.filter((c) => c === filter.category || providers.some((p) => p.categories.includes(c)));
  const total = providers.length;
  const noun = total === 1 ? 'provider' : 'providers';

  return (
    <div className={styles.directory}>
      <form className={styles.controls} role="search" aria-label="Filter tooling providers" onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={ids.category}>Category</label>
          <select id={ids.category} value={filter.category ?? ''} onChange={onCategory}>
            <option value="">All categories</option>
            {categoriesOffered.map((c) => (
              <option key={c} value={c}>
                {categoryInfo[c].label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.network}>Network</label>
          <select id={ids.network} value={filter.network ?? ''} onChange={onNetwork}>
            <option value="">Any network</option>
            {networkList.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.name}>Provider name</label>
          <input
            ref={nameInput}
            id={ids.name}
            type="search"
            value={shownName}
            maxLength={maxQueryLength}
            autoComplete="off"
            spellCheck={false}
            placeholder="For example, viem"
            onChange={onName}
          />
        </div>
        {!isEmptyFilter(filter) && (
          <button type="button" className={styles.clear} onClick={clear}>
            Clear filters
          </button>
        )}
      </form>

      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        {isEmptyFilter(filter) ? `Showing all ${total} ${noun}.` : `Showing ${results.length} of ${total} ${noun}.`}
      </p>
      <LinkNote notes={unapplied} />

      {results.length === 0 ? (
        <p className={styles.empty}>No provider matches these filters. Widen the network, pick another category, or clear the name.</p>
      ) : isEmptyFilter(filter) ? (
        // The whole directory, as the server rendered it: kept from the HTML when the page hydrates
        // (80-odd cards the phone need not hydrate), rendered when the reader clears a filter.
        <KeptMarkup id="tooling-directory-all">
          <ProviderGrid providers={results} category={null} Heading={Heading} />
        </KeptMarkup>
      ) : (
        <ProviderGrid providers={results} category={filter.category} Heading={Heading} />
      )}
    </div>
  );
}

/** The providers' cards; each links to the provider's page in the chosen category, if any. */
function ProviderGrid({ providers, category, Heading }: { providers: readonly ToolingProvider[]; category: ToolingCategory | null; Heading: 'h2' | 'h3' | 'h4' }): ReactNode {
  return (
    <ul className={styles.grid} aria-label="Providers">
      {providers.map((p) => {
        const status = statusOf(p);
        return (
          <li key={p.id} className={styles.card} data-provider={p.id}>
            <Heading className={styles.name}>
              <Link to={pageFor(p, category)}>{p.name}</Link>
            </Heading>
            {status !== 'active' && <p className={styles.status}>{statusLabel[status]}</p>}
            <p className={styles.summary}>{p.summary}</p>
            <p className={styles.categories}>
              <span className="sr-only">Categories: </span>
              {p.categories.map((c) => categoryInfo[c].label).join(' · ')}
            </p>
            <NetworkSupport supported={p.networks} unconfirmed={status === 'unconfirmed'} />
          </li>
        );
      })}
    </ul>
  );
}
