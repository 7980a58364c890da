// The classic theme leaves the navbar's search slot empty; this is the site's search box: a light shell that loads the search code later.
import React, { useCallback, useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePluginData } from '@docusaurus/useGlobalData';
import { translate } from '@docusaurus/Translate';
import { loadIndex } from '../../client/client';
import { slowConnection } from '../../client/connection';
import { highlightTerms, searchIndexUrls, searchPageUrl } from '../../engine/urls';
import { SEARCH_PLUGIN_NAME, type SearchGlobalData } from '../../globalData';
import type { SuggestionsProps, SuggestionsState } from './Suggestions';
import RetryButton from './RetryButton';
import styles from './styles.module.css';

/**
 * Everything that must be there at first paint, and nothing more: the input, its icon, the
 * shortcut hint and the Ctrl/Cmd+K shortcut. The suggestions, the worker client and the index
 * come in a separate chunk, loaded when the browser is idle after the page has rendered, or at
 * once on the first hover, focus or shortcut. The input is this component's own from the first
 * paint, so nothing typed before the chunk arrives is lost, and nothing moves when it arrives.
 *
 * A page opened from a result (`?_highlight=...`) loads the small highlighter instead.
 */

type SuggestionsComponent = ComponentType<SuggestionsProps>;

/**
 * Milliseconds after render before the search code and index load while the browser is idle:
 * late enough to stay out of the page's own first load.
 */
const PRELOAD_DELAY_MS = 1500;

let suggestionsChunk: Promise<SuggestionsComponent> | undefined;
function loadSuggestions(): Promise<SuggestionsComponent> {
  suggestionsChunk ??= import('./Suggestions').then((m) => m.default);
  // A failed chunk load is retried on the next interaction.
  suggestionsChunk.catch(() => (suggestionsChunk = undefined));
  return suggestionsChunk;
}

/**
 * Starts the worker and its index download while the suggestions' chunk is on its way, rather
 * than once it has arrived and rendered: the first suggestion waits for the longer of the two,
 * not for both in turn. `loadIndex` loads an index once; the suggestions ask for the same one and
 * report any failure themselves.
 */
function startIndexLoad(baseUrl: string, indexHash: string): void {
  try {
    loadIndex(searchIndexUrls(baseUrl, indexHash, window.location.origin)).catch(() => undefined);
  } catch {
    // A URL off the site's origin: the suggestions say so.
  }
}

function isMac(): boolean {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

const closed: SuggestionsState = { expanded: false, loading: false };

export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const keyHandler = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const registerKeyHandler = useCallback((handler: ((event: KeyboardEvent<HTMLInputElement>) => void) | null) => {
    keyHandler.current = handler;
  }, []);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [Suggestions, setSuggestions] = useState<SuggestionsComponent | null>(null);
  const [requested, setRequested] = useState(false);
  const [state, setState] = useState<SuggestionsState>(closed);
  /** Why the search code could not be loaded ('' for a failed download), until a retry loads it. */
  const [loadError, setLoadError] = useState<string | null>(null);

  const { indexHash } = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  const load = useCallback(() => {
    setRequested(true);
    // A new attempt clears the last failure; if it fails too, the message comes back (and is announced again).
    setLoadError(null);
    startIndexLoad(baseUrl, indexHash);
  }, [baseUrl, indexHash]);

  useEffect(() => {
    if (!requested || Suggestions) return;
    loadSuggestions().then(
      (component) => {
        setLoadError(null);
        setSuggestions(() => component);
      },
      (error: unknown) => {
        setRequested(false);
        // webpack's ChunkLoadError names the chunk's URL: the reader needs only to know the download failed.
        setLoadError(error instanceof Error && error.name === 'ChunkLoadError' ? '' : String(error));
      },
    );
  }, [requested, Suggestions]);

  // Preload while the browser is idle, well after the page's own first load; on a slow or
  // metered connection the first hover, focus or shortcut loads it instead.
  useEffect(() => {
    if (slowConnection()) return undefined;
    const hasIdle = typeof window.requestIdleCallback === 'function';
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      idle = hasIdle ? window.requestIdleCallback(load, { timeout: 5000 }) : window.setTimeout(load, 0);
    }, PRELOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle === undefined) return;
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [load]);

  // Focus anywhere in the box (input, suggestions' links, Retry) keeps it open; focus anywhere but
  // on the failure message loads the search.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      setFocused(true);
      // Tabbing onto Retry must not retry by itself: the message, and the focused button with it, would go.
      if (!failureRef.current?.contains(event.target as Node | null)) load();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!container.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [load]);

  // Ctrl+K / Cmd+K focuses the box from anywhere on the page.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        load();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [load]);

  // Terms of the result that led here are marked in the article and shown in the box, so that
  // clearing the box clears the marks; a page without them empties the box (as before). The
  // marking waits a macrotask, until code blocks have re-rendered.
  const firstLocation = useRef(true);
  useEffect(() => {
    const terms = highlightTerms(location.search);
    if (terms.length > 0 || !firstLocation.current) setQuery(terms.join(' '));
    firstLocation.current = false;
    if (terms.length === 0) return undefined;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      import('../../client/highlightArticle').then(
        ({ highlightArticle }) => {
          if (!cancelled) cleanup = highlightArticle(terms);
        },
        // The marks are a help, not the page: if their code cannot load, the article stays as it is.
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      cleanup?.();
    };
  }, [location.pathname, location.search]);

  // Whatever was typed, or focused, before React took over the server-rendered input is kept.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value && highlightTerms(window.location.search).length === 0) setQuery(input.value);
    if (document.activeElement === input) {
      setFocused(true);
      load();
    }
  }, [load]);

  const clear = () => {
    const params = new URLSearchParams(location.search);
    params.delete('_highlight');
    const search = params.toString();
    const target = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
    if (target !== `${location.pathname}${location.search}${location.hash}`) history.push(target);
    setQuery('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (keyHandler.current) {
      keyHandler.current(event);
    } else if (event.key === 'Enter' && query.trim()) {
      // Before the suggestions have loaded, Enter opens the results page.
      event.preventDefault();
      history.push(searchPageUrl(baseUrl, query));
    }
  };

  const showHint = query === '';
  // The ring shows while the search code or the index is on its way and something was typed.
  const loading = (requested && !Suggestions) || state.loading;
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button' });
  return (
    <div
      className={clsx('navbar__search', styles.container, focused && styles.focused, loading && query && styles.loading)}
      dir="ltr"
      role="search"
      ref={containerRef}>
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22-4.82-4.82A5.88 5.88 0 0 0 12.06 6.03a6 6 0 1 0-2.46 4.87l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z"
        />
      </svg>
      <input
        ref={inputRef}
        className={clsx('navbar__search-input', styles.input)}
        placeholder={label}
        aria-label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={state.expanded}
        aria-controls={state.expanded ? listboxId : undefined}
        aria-activedescendant={state.expanded ? state.activeId : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        onMouseEnter={load}
      />
      <span className={styles.ring} aria-hidden="true" />
      {query !== '' ? (
        <button type="button" className={clsx('clean-btn', styles.clear)} onClick={clear} aria-label={translate({ id: 'theme.SearchBar.clear', message: 'Clear search' })}>
          ✕
        </button>
      ) : (
        showHint && (
          <span className={styles.hints} aria-hidden="true">
            <kbd className={styles.hint}>{isBrowser && isMac() ? '⌘' : 'Ctrl'}</kbd>
            <kbd className={styles.hint}>K</kbd>
          </span>
        )
      )}
      {!Suggestions && !requested && loadError !== null && focused && query.trim() !== '' && (
        <div ref={failureRef} className={clsx(styles.panel, styles.failure)} role="alert">
          <p>
            {loadError === ''
              ? translate({ id: 'theme.SearchBar.codeNotDownloaded', message: 'Search is unavailable: its code could not be downloaded.' })
              : translate({ id: 'theme.SearchBar.codeFailed', message: 'Search is unavailable: its code could not be loaded ({error}).' }, { error: loadError })}{' '}
            {translate({ id: 'theme.SearchBar.codeUnavailableHelp', message: 'Press Enter for the results page, or try again.' })}
          </p>
          <RetryButton inputRef={inputRef} onRetry={load} />
        </div>
      )}
      {Suggestions && (
        <Suggestions
          query={query}
          focused={focused}
          listboxId={listboxId}
          inputRef={inputRef}
          registerKeyHandler={registerKeyHandler}
          onStateChange={setState}
        />
      )}
    </div>
  );
}
