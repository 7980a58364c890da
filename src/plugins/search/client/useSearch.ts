import { useCallback, useEffect, useMemo, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { SearchRequest } from '../engine/engine';
import type { SearchResult } from '../engine/types';
import { searchIndexUrls, type IndexUrls } from '../engine/urls';
import { SEARCH_PLUGIN_NAME, type SearchGlobalData } from '../globalData';
import { loadIndex, onIndexLoaded, onSnippets, search } from './client';
import type { Channel } from './protocol';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** Why the index could not be loaded or searched. */
  error?: string;
  results: SearchResult[];
  /** Words of the query that no page has, left out to find `results`. */
  missing: string[];
  /** The query `results` answer (null before the first answer). */
  answeredQuery: string | null;
  /** Loads the index again after an error. */
  retry: () => void;
}

/** The index URLs under `versionUrl`; an error when they would leave the site's origin. */
function useIndexUrls(versionUrl: string): { urls: IndexUrls | null; error?: string } {
  const { indexHash } = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  return useMemo(() => {
    try {
      return { urls: searchIndexUrls(versionUrl, indexHash, window.location.origin) };
    } catch (error) {
      return { urls: null, error: error instanceof Error ? error.message : String(error) };
    }
  }, [versionUrl, indexHash]);
}

export function useBaseUrl(): string {
  return useDocusaurusContext().siteConfig.baseUrl;
}

/**
 * Loads the index under `versionUrl` (the base URL, or the results page's `version` path below it)
 * when `enabled`, and searches it for `query`. Only the answer to the newest query is kept: an
 * answer that arrives after the query changed is dropped.
 */
export function useSearch(versionUrl: string, query: string, request: SearchRequest, channel: Channel, enabled: boolean): SearchState {
  const { urls, error: urlError } = useIndexUrls(versionUrl);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [error, setError] = useState<string>();
  const [answer, setAnswer] = useState<{ query: string | null; results: SearchResult[]; missing: string[] }>({ query: null, results: [], missing: [] });
  const [attempt, setAttempt] = useState(0);
  const [snippets, setSnippets] = useState(0);
  // A failed load or search puts the box in its error state with the reason.
  const fail = useCallback((e: Error) => {
    setStatus('error');
    setError(e.message);
  }, []);
  const { limit, maxPerPage, contextLength } = request;

  useEffect(() => {
    if (!enabled) return undefined;
    if (!urls) {
      setStatus('error');
      setError(urlError);
      return undefined;
    }
    let live = true;
    setStatus('loading');
    loadIndex(urls).then(
      () => live && setStatus('ready'),
      (e: Error) => live && fail(e),
    );
    return () => {
      live = false;
    };
  }, [enabled, urls, urlError, attempt, fail]);

  useEffect(() => (urls ? onSnippets((index) => index === urls.index && setSnippets((n) => n + 1)) : undefined), [urls]);

  // The index loaded for another box (the results page's Retry): one that failed to load it is ready too.
  useEffect(
    () =>
      urls
        ? onIndexLoaded((index) => {
            if (index !== urls.index) return;
            setStatus((current) => (current === 'error' ? 'ready' : current));
            setError(undefined);
          })
        : undefined,
    [urls],
  );

  useEffect(() => {
    if (status !== 'ready' || !urls) return undefined;
    if (!query.trim()) {
      setAnswer({ query, results: [], missing: [] });
      return undefined;
    }
    let live = true;
    search(urls, query, { limit, maxPerPage, contextLength }, channel).then(
      (found) => {
        if (live && found) setAnswer({ query, results: found.results, missing: found.missing });
      },
      (e: Error) => live && fail(e),
    );
    return () => {
      live = false;
    };
  }, [status, urls, query, limit, maxPerPage, contextLength, channel, snippets, fail]);

  return {
    status,
    ...(error !== undefined ? { error } : {}),
    results: answer.results,
    missing: answer.missing,
    answeredQuery: answer.query,
    retry: () => {
      setError(undefined);
      setAttempt((n) => n + 1);
    },
  };
}
