import type { SearchRequest } from '../engine/engine';
import type { SearchResult } from '../engine/types';
import type { IndexUrls } from '../engine/urls';

/** Messages between the page and the search worker, and the fetch both sides use. */

/** Who asks: each asker's newer query supersedes its older ones, not the other asker's. */
export type Channel = 'box' | 'page';

export type WorkerRequest =
  /** `body`: the index file, which the page downloads while the worker starts (transferred, not copied). */
  | { kind: 'load'; id: number; urls: IndexUrls; body?: ArrayBuffer }
  | { kind: 'search'; id: number; urls: IndexUrls; channel: Channel; query: string; request: SearchRequest };

export type WorkerResponse =
  | { kind: 'loaded'; id: number }
  /** `missing`: words typed that no page has, left out to find the results (see `SearchEngine.answer`). */
  | { kind: 'results'; id: number; results: SearchResult[]; missing: string[]; withSnippets: boolean }
  /** A newer query of the same channel arrived first; this one was never run. */
  | { kind: 'superseded'; id: number }
  | { kind: 'error'; id: number; message: string }
  /** Section texts arrived: results asked for again now come with snippets. */
  | { kind: 'snippets'; index: string };

/** Fetches a search file; rejects with the HTTP status when the server does not answer 2xx. */
export async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
  return response;
}
