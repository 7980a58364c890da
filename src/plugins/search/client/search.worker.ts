/**
 * The search worker: loads an index once per URL (from the bytes the page downloaded, or fetching
 * it itself when asked to search an index it has not loaded), keeps it in memory, and answers
 * queries off the main thread so typing never waits for a search. Of the queries that pile up
 * while one runs, only the newest of each asker is answered.
 */
import { assertSearchIndex, isSnippetTexts, rankingOptions, SearchEngine } from '../engine';
import type { IndexUrls } from '../engine/urls';
import { fetchOk, type Channel, type WorkerRequest, type WorkerResponse } from './protocol';

// The project compiles against the DOM library; the worker uses only this much of its global scope.
const scope = self as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  location: Location;
};

const engines = new Map<string, Promise<SearchEngine>>();

function post(message: WorkerResponse): void {
  scope.postMessage(message);
}

async function fetchJson(url: string): Promise<unknown> {
  // The page checked the URL already; the worker refuses other origins as well.
  if (new URL(url, scope.location.origin).origin !== scope.location.origin) throw new Error('Unexpected version url');
  return (await fetchOk(url)).json();
}

/** The engine of an index, from the bytes the page downloaded (`body`) or fetched here. */
function engineFor(urls: IndexUrls, body?: ArrayBuffer): Promise<SearchEngine> {
  let engine = engines.get(urls.index);
  if (!engine) {
    const parsed = body ? Promise.resolve().then(() => JSON.parse(new TextDecoder().decode(body)) as unknown) : fetchJson(urls.index);
    engine = parsed.then((data) => {
      assertSearchIndex(data);
      return new SearchEngine(data, rankingOptions);
    });
    // A failed load is forgotten, so asking again retries it.
    engine.catch(() => engines.delete(urls.index));
    engines.set(urls.index, engine);
  }
  return engine;
}

const snippetsRequested = new Set<string>();

/**
 * Section texts only feed snippets, so they are fetched after the first answer, not with the
 * index: the first suggestion waits for the index alone, and results asked for again once the
 * texts arrive come with snippets.
 */
function loadSnippets(urls: IndexUrls, engine: SearchEngine): void {
  if (engine.hasTexts || snippetsRequested.has(urls.snippets)) return;
  snippetsRequested.add(urls.snippets);
  fetchJson(urls.snippets)
    .then((texts) => {
      if (!isSnippetTexts(texts)) throw new Error('The search snippets are malformed');
      engine.setTexts(texts);
      post({ kind: 'snippets', index: urls.index });
    })
    // Without snippets the results still work; the next search tries again.
    .catch(() => snippetsRequested.delete(urls.snippets));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const newest = new Map<Channel, number>();

async function search(request: Extract<WorkerRequest, { kind: 'search' }>): Promise<void> {
  try {
    const engine = await engineFor(request.urls);
    if (newest.get(request.channel) !== request.id) {
      post({ kind: 'superseded', id: request.id });
      return;
    }
    const { results, missing } = engine.answer(request.query, request.request);
    post({ kind: 'results', id: request.id, results, missing, withSnippets: engine.hasTexts });
    loadSnippets(request.urls, engine);
  } catch (error) {
    post({ kind: 'error', id: request.id, message: message(error) });
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  if (request.kind === 'load') {
    engineFor(request.urls, request.body).then(
      () => post({ kind: 'loaded', id: request.id }),
      (error: unknown) => post({ kind: 'error', id: request.id, message: message(error) }),
    );
    return;
  }
  newest.set(request.channel, request.id);
  // Run after the messages already queued, so a burst of keystrokes is answered once.
  setTimeout(() => void search(request), 0);
};
