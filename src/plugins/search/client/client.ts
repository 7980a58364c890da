/**
 * The page's side of the search worker: one worker per page, started on first use, with
 * promise-returning calls. Results of a query that a newer one superseded resolve to null.
 */
import type { SearchRequest } from '../engine/engine';
import type { SearchResult } from '../engine/types';
import type { IndexUrls } from '../engine/urls';
import { fetchOk, type Channel, type WorkerRequest, type WorkerResponse } from './protocol';

export interface SearchAnswer {
  results: SearchResult[];
  /** Words typed that no page has, left out to find the results. */
  missing: string[];
  withSnippets: boolean;
}

type Pending = { resolve: (value: SearchAnswer | null) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();
const snippetListeners = new Set<(index: string) => void>();

function failAll(error: Error): void {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

function getWorker(): Worker {
  if (!worker) {
    // One named chunk with everything the worker runs (see the plugin's webpack config): the
    // worker starts after one download, not two in turn.
    const created = new Worker(/* webpackChunkName: "search-worker" */ new URL('./search.worker.ts', import.meta.url));
    created.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.kind === 'snippets') {
        for (const listener of snippetListeners) listener(message.index);
        return;
      }
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.kind === 'error') waiting.reject(new Error(message.message));
      else if (message.kind === 'results') waiting.resolve({ results: message.results, missing: message.missing, withSnippets: message.withSnippets });
      else waiting.resolve(null);
    };
    created.onerror = (event) => {
      // A worker that cannot start (blocked script, old browser) fails every call; the next call starts a new one.
      event.preventDefault();
      created.terminate();
      worker = undefined;
      failAll(new Error(event.message || 'The search worker stopped'));
    };
    worker = created;
  }
  return worker;
}

type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

function call(message: Unnumbered<WorkerRequest>, transfer: Transferable[] = []): Promise<SearchAnswer | null> {
  return new Promise((resolve, reject) => {
    const id = nextId;
    nextId += 1;
    pending.set(id, { resolve, reject });
    try {
      getWorker().postMessage({ ...message, id } as WorkerRequest, transfer);
    } catch (error) {
      pending.delete(id);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

const loads = new Map<string, Promise<void>>();
const loadListeners = new Set<(index: string) => void>();

/**
 * Loads an index into the worker, once per URL; rejects when it cannot be loaded, and a failed
 * load is tried again on the next call. The page starts the worker and downloads the index at the
 * same time, then hands the bytes over: the worker has started by the time they arrive, where
 * fetching them itself would have waited for its own script first.
 */
export function loadIndex(urls: IndexUrls): Promise<void> {
  let loading = loads.get(urls.index);
  if (!loading) {
    try {
      getWorker();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    loading = fetchOk(urls.index)
      .then((response) => response.arrayBuffer())
      .then(async (body) => {
        await call({ kind: 'load', urls, body }, [body]);
        for (const listener of loadListeners) listener(urls.index);
      });
    loading.catch(() => loads.delete(urls.index));
    loads.set(urls.index, loading);
  }
  return loading;
}

/** Searches an index; null when a newer query of the same channel superseded this one. */
export function search(urls: IndexUrls, query: string, request: SearchRequest, channel: Channel): Promise<SearchAnswer | null> {
  return call({ kind: 'search', urls, query, request, channel });
}

/**
 * Calls `listener` when an index has loaded, whoever asked for it; returns the unsubscribe
 * function. A search box whose own load failed recovers when another (the results page's Retry)
 * loads the index.
 */
export function onIndexLoaded(listener: (index: string) => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** Calls `listener` when the section texts of an index arrive; returns the unsubscribe function. */
export function onSnippets(listener: (index: string) => void): () => void {
  snippetListeners.add(listener);
  return () => snippetListeners.delete(listener);
}
