/**
 * Settings of the "Try it" console on the JSON-RPC reference pages. The e2e tests import them, so
 * a change here is a change the tests follow.
 */

/** A request with no answer after this long is cancelled and reported as timed out. */
export const RPC_REQUEST_TIMEOUT_MS = 15_000;

/** Query string keys that hold the console's state, so a request can be shared as a link. */
export const CONSOLE_QUERY = {
  /** The method the shared request is for; written with edited parameters. */
  method: 'method',
  network: 'network',
  customUrl: 'rpcUrl',
  /** Followed by the parameter name: `param.txHash`. */
  paramPrefix: 'param.',
} as const;

/** Whether a page's query string carries a console request: a shared link, opened to use the console. */
export function linksToConsole(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some(
    (key) => key === CONSOLE_QUERY.method || key === CONSOLE_QUERY.network || key === CONSOLE_QUERY.customUrl || key.startsWith(CONSOLE_QUERY.paramPrefix),
  );
}

/**
 * Longest query string the console writes into the address bar. Web servers refuse longer request
 * lines (nginx's default buffers stop at 8 KB and answer 414), so a link past it would not open:
 * the address bar keeps the last shorter request instead, and the console says why.
 */
export const MAX_SHARED_QUERY_CHARS = 6_000;

/** Hosts the console may reach over plain http (a node or a test server on this machine). */
export const LOCAL_HTTP_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/** Longest reply body the console prints (highlighting more would stall the page); the rest is cut with a note and can be copied whole. */
export const MAX_SHOWN_REPLY_CHARS = 20_000;

/** After a failed request, how long the console waits for the probe that tells a CORS refusal from an unreachable endpoint. */
export const CORS_PROBE_TIMEOUT_MS = 5_000;
