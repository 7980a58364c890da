/**
 * The logic of the "Try it" console, free of React and of the network: reading and writing its
 * state in the query string, turning the form into a request (each field checked against its
 * JSON Schema), and classifying what came back.
 */
import { CONSOLE_QUERY, LOCAL_HTTP_HOSTS } from '../config/rpc-console';
import { networks, type NetworkId } from '../data/networks';
import type { JsonSchema, JsonValue, RpcError, RpcMethodSpec } from '../data/rpc/types';
import { buildRpcRequest, exampleRequest, JSON_RPC_ID, type RpcRequest } from './rpc-request';
import { cleanText, quotedLinkValue } from './linkValue';
import { joinList, readFieldText, schemaErrorMessage, valueText, type SchemaError } from './rpc-schema';
import { inexactJsonIntegers } from './numbers';

export type NetworkChoice = NetworkId | 'custom';

/** A compiled JSON Schema check, as Ajv returns it: true or false, with the reasons in `errors`. */
export interface SchemaValidator {
  (value: unknown): boolean;
  errors?: readonly SchemaError[] | null;
}

/** The checks of one method: one per parameter, in order, and one for the result. */
export interface MethodValidators {
  params: readonly SchemaValidator[];
  result: SchemaValidator;
}

export interface ConsoleState {
  network: NetworkChoice;
  /** What the reader typed as custom endpoint (kept even while another network is selected). */
  customUrl: string;
  /** What is in each parameter field, by parameter name. */
  paramTexts: Record<string, string>;
  /** Why shared values from the link were replaced by defaults. */
  notices: string[];
}

const networkChoices: readonly NetworkChoice[] = ['mainnet', 'sepolia', 'custom'];

export function isNetworkChoice(value: string): value is NetworkChoice {
  return (networkChoices as readonly string[]).includes(value);
}

/** A URL's scheme and `//`: what a host typed alone lacks. */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** A host typed without a scheme, with an optional port and path: `localhost:8545`, `rpc.linea.build/v1`, `[::1]:8545`. */
const BARE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#].*)?$/i;
/** A scheme with nothing where the host goes: `https://`, `http://:8545`. */
const NO_HOST = /^[a-z][a-z0-9+.-]*:\/\/\/*(?:[:/?#]|$)/i;
/** The loopback address in IPv6, as URL writes its hostname. */
const IPV6_LOOPBACK = '[::1]';

function joinAnd(items: readonly string[]): string {
  return joinList(items, 'and');
}

/** The URL a reader most likely meant by a host typed without a scheme: http on this machine, https elsewhere. */
function withScheme(bare: string): string | null {
  let url: URL;
  try {
    url = new URL(`http://${bare}`);
  } catch {
    return null;
  }
  if (url.hostname === IPV6_LOOPBACK) return `http://${bare.replace(/^\[[^\]]*\]/, 'localhost')}`;
  return `${LOCAL_HTTP_HOSTS.includes(url.hostname) ? 'http' : 'https'}://${bare}`;
}

/** An endpoint the console may call: https anywhere, http only on this machine, nothing else. */
export function checkEndpointUrl(text: string): { ok: true; url: string } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Enter the URL of a JSON-RPC endpoint.' };
  // `localhost:8545` parses as a URL of the scheme "localhost:", so a missing scheme is caught first.
  const meant = !SCHEME.test(trimmed) && BARE_HOST.test(trimmed) ? withScheme(trimmed) : null;
  if (meant) return { ok: false, error: `This is not a URL: it has no scheme. Did you mean ${meant}?` };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    if (NO_HOST.test(trimmed)) {
      return { ok: false, error: `The URL has no host: put the endpoint's host name after the scheme, as in ${networks.mainnet.rpcUrls.http}.` };
    }
    if (SCHEME.test(trimmed)) return { ok: false, error: 'This URL cannot be read: check its host name, and its port (at most 65535).' };
    return { ok: false, error: 'This is not a URL. Start it with https://.' };
  }
  // The browser reads such text more leniently than curl and the other samples do (`http:host` even
  // as a path on this site): the URL sent must be the URL checked and shown.
  if (/[\s\\]/.test(trimmed)) return { ok: false, error: 'Take the spaces and backslashes out of the URL.' };
  if ((url.protocol === 'https:' || url.protocol === 'http:') && !SCHEME.test(trimmed)) {
    return { ok: false, error: `Write the scheme with two slashes: ${url.protocol}//${trimmed.slice(url.protocol.length).replace(/^\/*/, '')}.` };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, error: 'Take the user name and password out of the URL: browsers refuse to send a request to a URL with credentials in it. Use an endpoint that carries its key in the path instead.' };
  }
  if (url.protocol === 'https:') return { ok: true, url: trimmed };
  if (url.protocol === 'http:' && LOCAL_HTTP_HOSTS.includes(url.hostname)) return { ok: true, url: trimmed };
  if (url.protocol === 'http:' && url.hostname === IPV6_LOOPBACK) {
    // A Content Security Policy cannot name an IPv6 address (Chromium drops `http://[::1]:*` as
    // invalid), so the page could not reach it; localhost reaches a node listening on [::1] too.
    return {
      ok: false,
      error: `Use ${trimmed.replace(/^(http:\/\/)\[[^\]]*\]/i, '$1localhost')} instead: the site's security policy cannot name IPv6 addresses such as [::1], and localhost reaches a node listening on [::1] as well.`,
    };
  }
  if (url.protocol === 'http:') return { ok: false, error: `Use https://. Plain http:// is allowed only for ${joinAnd(LOCAL_HTTP_HOSTS)}.` };
  return { ok: false, error: `The console sends JSON-RPC over HTTP only, so ${url.protocol}// endpoints cannot be used. Use an https:// URL.` };
}

/** A URL with its password, if any, blanked out, so a note repeating it does not show the secret. */
function withoutPassword(text: string): string {
  try {
    const url = new URL(text.trim());
    if (url.password === '') return text;
    url.password = '***';
    return url.toString();
  } catch {
    return text;
  }
}

export type ParsedParam = { ok: true; value: JsonValue | undefined } | { ok: false; error: string };

/** Reads a parameter field and checks the value against the parameter's schema. */
export function parseParam(text: string, param: { name: string; required: boolean; schema: JsonSchema }, validate: SchemaValidator): ParsedParam {
  const read = readFieldText(text, param.name, param.schema, param.required);
  if (!read.ok) return read;
  if (read.value === undefined) return { ok: true, value: undefined };
  if (validate(read.value)) return { ok: true, value: read.value };
  return { ok: false, error: schemaErrorMessage(param.name, param.schema, read.value, validate.errors ?? []) };
}

export function defaultParamTexts(spec: RpcMethodSpec): Record<string, string> {
  const example = spec.examples[0]?.params ?? [];
  return Object.fromEntries(spec.params.map((p, i) => [p.name, valueText(example[i], p.schema)]));
}

export function defaultConsoleState(spec: RpcMethodSpec): ConsoleState {
  return { network: spec.defaultNetwork, customUrl: '', paramTexts: defaultParamTexts(spec), notices: [] };
}

/**
 * The console state a link describes. Anything malformed (another method, an unknown network, a
 * custom URL the console may not call, a parameter that does not parse or fit its schema) falls
 * back to the example, with a notice saying so.
 */
export function consoleStateFromQuery(spec: RpcMethodSpec, validators: MethodValidators, search: string): ConsoleState {
  const query = new URLSearchParams(search);
  const state = defaultConsoleState(spec);
  const defaultName = networks[spec.defaultNetwork].name;

  const method = query.get(CONSOLE_QUERY.method);
  const sameMethod = method === null || method === spec.name;
  if (!sameMethod) {
    state.notices.push(`The link is for the method ${quotedLinkValue(method)}, but this page documents ${spec.name}, so its example request is shown instead.`);
  }

  const network = query.get(CONSOLE_QUERY.network);
  const customUrl = query.get(CONSOLE_QUERY.customUrl);
  if (network !== null && !isNetworkChoice(network)) {
    state.notices.push(`The link names an unknown network (${quotedLinkValue(network)}), so ${defaultName} is selected.`);
  } else if (network === 'custom' || (network === null && customUrl !== null)) {
    const checked = checkEndpointUrl(customUrl ?? '');
    if (checked.ok) {
      state.network = 'custom';
      state.customUrl = checked.url;
    } else {
      state.notices.push(`The link's custom endpoint (${quotedLinkValue(withoutPassword(customUrl ?? ''))}) cannot be used: ${checked.error} ${defaultName} is selected instead.`);
    }
  } else if (network !== null) {
    state.network = network;
  }

  if (!sameMethod) return state;
  spec.params.forEach((param, i) => {
    const shared = query.get(CONSOLE_QUERY.paramPrefix + param.name);
    if (shared === null) return;
    const parsed = parseParam(shared, param, validators.params[i]!);
    if (parsed.ok) state.paramTexts[param.name] = shared;
    else state.notices.push(`The link's value for ${param.name} is not valid (${parsed.error.replace(/\.$/, '')}), so the example value is used.`);
  });
  const unknown = unknownParamKeys(spec, query);
  if (unknown.length > 0) state.notices.push(unknownParamsNotice(spec, unknown));
  return state;
}

/** How many unknown parameter keys a notice names; the rest are counted. */
const MAX_NAMED_KEYS = 5;

/** The `param.*` keys of a link that name no parameter of the method (names are case-sensitive), each once. */
function unknownParamKeys(spec: RpcMethodSpec, query: URLSearchParams): string[] {
  const known = new Set(spec.params.map((p) => CONSOLE_QUERY.paramPrefix + p.name));
  return [...new Set([...query.keys()].filter((key) => key.startsWith(CONSOLE_QUERY.paramPrefix) && !known.has(key)))];
}

function unknownParamsNotice(spec: RpcMethodSpec, keys: readonly string[]): string {
  const named = keys.slice(0, MAX_NAMED_KEYS).map((key) => {
    const name = key.slice(CONSOLE_QUERY.paramPrefix.length).toLowerCase();
    const sameButCase = spec.params.find((p) => p.name.toLowerCase() === name);
    return sameButCase ? `${quotedLinkValue(key)} (did you mean ${CONSOLE_QUERY.paramPrefix}${sameButCase.name}?)` : quotedLinkValue(key);
  });
  const more = keys.length > MAX_NAMED_KEYS ? ` and ${keys.length - MAX_NAMED_KEYS} more` : '';
  const one = keys.length === 1;
  const takes =
    spec.params.length === 0
      ? `${spec.name} takes no parameters`
      : `${spec.name} takes ${joinAnd(spec.params.map((p) => CONSOLE_QUERY.paramPrefix + p.name))}`;
  return `The link sets ${one ? 'a parameter' : 'parameters'} this method does not have (${named.join(', ')}${more}), so ${one ? 'it is' : 'they are'} ignored: ${takes}.`;
}

/**
 * The query string for a console state: keys that equal the defaults are left out, and keys the
 * console does not own (such as the selected code tab) are kept as they are.
 */
export function consoleQueryString(spec: RpcMethodSpec, state: ConsoleState, currentSearch: string): string {
  const query = new URLSearchParams(currentSearch);
  const defaults = defaultConsoleState(spec);
  const set = (key: string, value: string | null) => (value === null ? query.delete(key) : query.set(key, value));

  set(CONSOLE_QUERY.network, state.network === defaults.network ? null : state.network);
  set(CONSOLE_QUERY.customUrl, state.network === 'custom' && state.customUrl.trim() !== '' ? state.customUrl.trim() : null);
  let edited = false;
  for (const param of spec.params) {
    const text = state.paramTexts[param.name] ?? '';
    const changed = text !== defaults.paramTexts[param.name];
    edited ||= changed;
    set(CONSOLE_QUERY.paramPrefix + param.name, changed ? text : null);
  }
  // The method travels with edited parameters, so a link opened on another page is recognised.
  set(CONSOLE_QUERY.method, edited ? spec.name : null);
  return query.toString();
}

export interface ConsoleEvaluation {
  /** The request Send would make, when every field is valid. */
  request: RpcRequest | null;
  endpointError: string | null;
  paramErrors: Record<string, string>;
}

export function endpointOf(state: ConsoleState): { ok: true; url: string } | { ok: false; error: string } {
  return state.network === 'custom' ? checkEndpointUrl(state.customUrl) : { ok: true, url: networks[state.network].rpcUrls.http };
}

/** Checks every field and, if all are valid, builds the request. */
export function evaluateConsole(spec: RpcMethodSpec, validators: MethodValidators, state: ConsoleState): ConsoleEvaluation {
  const endpoint = endpointOf(state);
  const paramErrors: Record<string, string> = {};
  const values: (JsonValue | undefined)[] = [];
  spec.params.forEach((param, i) => {
    const parsed = parseParam(state.paramTexts[param.name] ?? '', param, validators.params[i]!);
    if (!parsed.ok) paramErrors[param.name] = parsed.error;
    else values.push(parsed.value);
  });
  // Optional parameters left empty at the end are omitted; one left empty before a filled one is sent as null.
  while (values.length > 0 && values.at(-1) === undefined) values.pop();
  const params = values.map((v) => (v === undefined ? null : v));
  const ok = endpoint.ok && Object.keys(paramErrors).length === 0;
  return {
    request: ok && endpoint.ok ? buildRpcRequest(endpoint.url, spec.name, params) : null,
    endpointError: endpoint.ok ? null : endpoint.error,
    paramErrors,
  };
}

export interface JsonRpcErrorObject {
  code: number;
  /** Empty when the node sent none (JSON-RPC requires one, some servers leave it out). */
  message: string;
  data?: unknown;
}

interface HttpInfo {
  status: number;
  statusText: string;
  /** The reply body, indented when it is JSON of a size worth indenting. */
  body: string;
  /** Whether the body parsed as JSON. */
  json: boolean;
  /** What is odd about the reply (another id, another JSON-RPC version, …): each a sentence shown with it. */
  notes: string[];
}

/** Longer JSON replies are shown as sent: re-indenting megabytes would hold up the page for nothing. */
const MAX_INDENTED_CHARS = 1_000_000;

/** JSON-RPC's "method not found": the endpoint does not serve the method. */
export const METHOD_NOT_FOUND = -32601;

export type RpcOutcome =
  | ({ kind: 'result'; result: unknown } & HttpInfo)
  | ({ kind: 'rpc-error'; error: JsonRpcErrorObject } & HttpInfo)
  | ({ kind: 'method-not-found'; error: JsonRpcErrorObject } & HttpInfo)
  | ({ kind: 'rate-limited'; retryAfter: string | null } & HttpInfo)
  | ({ kind: 'http-error'; error: JsonRpcErrorObject | null } & HttpInfo)
  | ({ kind: 'not-json' } & HttpInfo)
  | ({ kind: 'not-json-rpc' } & HttpInfo)
  /** A JSON array: a batch reply, which a single request should not get. */
  | ({ kind: 'batch' } & HttpInfo)
  /** The endpoint redirected the request (to `finalUrl`, empty when the browser does not say). */
  | ({ kind: 'redirected'; finalUrl: string } & HttpInfo)
  /** The reply arrived but could not be read or shown as JSON-RPC; `reason` says why. */
  | ({ kind: 'unreadable'; reason: string } & HttpInfo)
  /** The status and headers arrived, then the body broke off (the connection dropped, or the time ran out). */
  | { kind: 'cut-off'; status: number; statusText: string; message: string; timedOut: boolean }
  | { kind: 'cors'; message: string }
  | { kind: 'network-error'; message: string }
  | { kind: 'timeout'; timeoutMs: number };

function asRpcError(value: unknown): JsonRpcErrorObject | null {
  if (typeof value !== 'object' || value === null) return null;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, data } = error as Record<string, unknown>;
  // The code is what identifies an error; a missing or non-text message still leaves it an error.
  if (typeof code !== 'number') return null;
  const text = typeof message === 'string' ? message : '';
  return data === undefined ? { code, message: text } : { code, message: text, data };
}

/** What a reply that cannot be shown indented is shown as: the text as sent. */
const TOO_DEEP_NOTE = 'The reply is nested too deeply to be displayed indented, so it is shown as sent.';

/** JSON text, indented; null when the value is nested too deeply for JSON.stringify (it recurses). */
function indentedJson(value: unknown): string | null {
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return null;
  }
}

/** A member of a reply (an id, a version), as short clean JSON for a note. */
function shortJson(value: unknown): string {
  try {
    return cleanText(JSON.stringify(value) ?? String(value), 40);
  } catch {
    return 'a value nested too deeply to show';
  }
}

/** Whether a reply body is a JSON object with the request's id. */
function repliesTo(bodyText: string, requestId: JsonValue): boolean {
  try {
    const reply: unknown = JSON.parse(bodyText);
    return typeof reply === 'object' && reply !== null && !Array.isArray(reply) && (reply as Record<string, unknown>).id === requestId;
  } catch {
    return false;
  }
}

/** What is odd about a JSON-RPC reply object: an id other than the request's, a version other than 2.0. */
function replyNotes(reply: Record<string, unknown>, requestId: JsonValue): string[] {
  const notes: string[] = [];
  const expected = JSON.stringify(requestId);
  if (!('id' in reply)) notes.push(`The reply has no id, but the request's id was ${expected}, so it may not answer this request.`);
  else if (reply.id !== requestId) notes.push(`The reply's id is ${shortJson(reply.id)}, but the request's id was ${expected}, so it may answer another request.`);
  if (!('jsonrpc' in reply)) notes.push('The reply has no "jsonrpc" member: a JSON-RPC 2.0 reply carries "jsonrpc": "2.0".');
  else if (reply.jsonrpc !== '2.0') notes.push(`The reply says "jsonrpc": ${shortJson(reply.jsonrpc)}, not "2.0", so the endpoint may speak another version of JSON-RPC.`);
  return notes;
}

/**
 * What an HTTP reply to a JSON-RPC request amounts to. `requestId` is the id the request carried
 * (the console always sends JSON_RPC_ID); a reply with another one is flagged.
 */
export function classifyReply(status: number, statusText: string, bodyText: string, retryAfter: string | null = null, requestId: JsonValue = JSON_RPC_ID): RpcOutcome {
  let parsed: unknown;
  let isJson = true;
  try {
    parsed = JSON.parse(bodyText);
  } catch (error) {
    isJson = false;
    // A SyntaxError means it is not JSON; anything else (a RangeError) means the parser gave up on valid JSON.
    if (!(error instanceof SyntaxError)) {
      return { kind: 'unreadable', reason: 'nested too deeply', status, statusText, body: bodyText, json: false, notes: [] };
    }
  }
  const notes: string[] = [];
  let body = bodyText;
  if (isJson && bodyText.length <= MAX_INDENTED_CHARS) {
    // Re-indenting goes through JavaScript numbers, which would change an integer too large for them.
    const inexact = inexactJsonIntegers(bodyText);
    if (inexact.length > 0) {
      notes.push(`The reply is shown as it arrived, not re-indented: it has integers larger than JavaScript numbers hold exactly (${cleanText(inexact[0]!, 40)}).`);
    } else {
      const indented = indentedJson(parsed);
      if (indented === null) notes.push(TOO_DEEP_NOTE);
      else body = indented;
    }
  }
  const rpcError = isJson ? asRpcError(parsed) : null;
  const reply = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  if (status !== 429 && reply && (rpcError || 'result' in reply)) notes.push(...replyNotes(reply, requestId));
  const http = { status, statusText, body, json: isJson, notes };
  if (status === 429) return { kind: 'rate-limited', retryAfter, ...http };
  if (rpcError?.code === METHOD_NOT_FOUND) return { kind: 'method-not-found', error: rpcError, ...http };
  if (status < 200 || status > 299) return { kind: 'http-error', error: rpcError, ...http };
  if (!isJson) return { kind: 'not-json', ...http };
  if (Array.isArray(parsed)) return { kind: 'batch', ...http };
  if (rpcError) return { kind: 'rpc-error', error: rpcError, ...http };
  if (reply && 'result' in reply) return { kind: 'result', result: reply.result, ...http };
  return { kind: 'not-json-rpc', ...http };
}

/** The part of a fetch Response the console reads (structural, so tests can hand in their own). */
export interface ArrivedReply {
  status: number;
  statusText: string;
  /** The URL the reply came from: another one than the request's after a redirect. */
  url: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

function errorText(error: unknown): string {
  return cleanText(error instanceof Error ? error.message || error.name : String(error), 200);
}

/**
 * What a reply amounts to once its status has arrived. From here on nothing is a network failure:
 * a body that breaks off is a reply cut off after its status, a reply that cannot be classified is
 * one that could not be displayed, and a redirect (which a browser follows turning the POST into a
 * GET, for 301 and 302) is named with where it led.
 */
export async function readReply(response: ArrivedReply, timedOut: () => boolean = () => false): Promise<RpcOutcome> {
  const { status, statusText } = response;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (response.redirected) text = '';
    else return { kind: 'cut-off', status, statusText, message: errorText(error), timedOut: timedOut() };
  }
  let outcome: RpcOutcome;
  try {
    outcome = classifyReply(status, statusText, text, response.headers.get('Retry-After'));
  } catch (error) {
    const reason = error instanceof RangeError ? 'nested too deeply' : errorText(error);
    outcome = { kind: 'unreadable', reason, status, statusText, body: text, json: false, notes: [] };
  }
  if (!response.redirected) return outcome;
  // A 307 or 308 redirect keeps the POST and its body; after a 301 or 302 the browser sent a GET
  // without the body, and the browser does not say which it was. A JSON-RPC reply that carries the
  // request's id can only come from a node that read the body: that is an answer, with a note to
  // use the final URL. Anything else is what the GET got.
  const answersRequest = (outcome.kind === 'result' || outcome.kind === 'rpc-error' || outcome.kind === 'method-not-found') && repliesTo(text, JSON_RPC_ID);
  if (answersRequest && 'notes' in outcome) {
    return { ...outcome, notes: [...outcome.notes, `The endpoint redirected the request to ${cleanText(response.url, 200)}: use that URL as the endpoint.`] };
  }
  return { kind: 'redirected', finalUrl: response.url, status, statusText, body: text, json: false, notes: [] };
}

/** Longest part of a JSON-RPC error message the console prints in its sentence; the reply body shows all of it. */
export const MAX_ERROR_MESSAGE_CHARS = 300;

/**
 * A JSON-RPC error's message, as printed after its code: line breaks become spaces, control and
 * bidirectional formatting characters are dropped, and a long one is cut with a pointer to the
 * reply body, which keeps the whole text.
 */
export function errorMessageText(message: string): string {
  const full = cleanText(message.replace(/[\t\n\r\u2028\u2029]+/g, ' '), Infinity).trim();
  if (full === '') return ' (with no message text).';
  const shown = cleanText(full, MAX_ERROR_MESSAGE_CHARS);
  return shown === full ? `: ${full}` : `: ${shown} (cut; the whole message is in the reply body below)`;
}

/** An HTTP date as RFC 9110 has servers send it (IMF-fixdate): `Thu, 26 Nov 2026 12:00:00 GMT`. */
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * What a 429 reply's Retry-After header asks for, as a sentence: a number of seconds, or an HTTP
 * date turned into seconds from `now`. Browsers hide the header unless the endpoint exposes it to
 * pages (Access-Control-Expose-Headers); then, as for a value it cannot read, general advice.
 */
export function retryAdvice(retryAfter: string | null, now = Date.now()): string {
  const value = retryAfter?.trim() ?? '';
  let seconds: number | null = null;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else if (HTTP_DATE.test(value)) seconds = Math.max(0, Math.ceil((Date.parse(value) - now) / 1000));
  if (seconds === null) return 'Wait a little before sending again.';
  if (seconds === 0) return 'It allows sending again now.';
  return `It asks you to wait ${seconds} second${seconds === 1 ? '' : 's'} before sending again.`;
}

/**
 * The documented error a JSON-RPC error object matches: same code, and a message that fits the
 * pattern. A code alone identifies the error only outside -32099 to -32000, which JSON-RPC 2.0
 * leaves to each server for errors of its own: a node answers -32000 for many unrelated failures.
 */
export function documentedError(spec: RpcMethodSpec, error: JsonRpcErrorObject): RpcError | null {
  const sameCode = spec.errors.filter((e) => e.code === error.code);
  const pattern = (message: string) =>
    new RegExp(`^${message.split(/<[^>]*>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i');
  const serverDefined = error.code >= -32099 && error.code <= -32000;
  return sameCode.find((e) => pattern(e.message).test(error.message)) ?? (sameCode.length === 1 && !serverDefined ? sameCode[0]! : null);
}

/** Where a method is served, as phrases for the "this endpoint does not serve it" message. */
export function servedWhere(spec: RpcMethodSpec): string[] {
  const { servedBy } = spec;
  const places: string[] = [];
  if (servedBy.publicMainnet) places.push(`the ${networks.mainnet.name} public endpoint (${networks.mainnet.rpcUrls.http})`);
  if (servedBy.publicSepolia) places.push(`the ${networks.sepolia.name} public endpoint (${networks.sepolia.rpcUrls.http})`);
  if (servedBy.ownNode) places.push(`a node of your own with the ${servedBy.ownNode.namespace.toUpperCase()} API enabled`);
  if (servedBy.providers) places.push(`node providers (${servedBy.providers.replace(/\.$/, '')})`);
  return places;
}

/** The result checked against the documented schema: null when it fits, else what is wrong. */
export function resultMismatch(spec: RpcMethodSpec, validators: MethodValidators, result: unknown): string | null {
  if (validators.result(result)) return null;
  return schemaErrorMessage('result', spec.result.schema, result, validators.result.errors ?? []);
}

export type ConsoleAction =
  | { type: 'network'; network: NetworkChoice }
  | { type: 'customUrl'; url: string }
  | { type: 'param'; name: string; text: string }
  | { type: 'dismissNotices' }
  | { type: 'reset' };

/** The form, plus the request the samples show: the current one, or the last valid one while a field is being fixed. */
export interface ConsoleModel {
  form: ConsoleState;
  shownRequest: RpcRequest;
  /**
   * Whether the reader has changed the form since it was read from the link. Until then the
   * address bar keeps the link as it came, so values the form had to replace are not lost.
   */
  changed: boolean;
}

function withShownRequest(spec: RpcMethodSpec, validators: MethodValidators, form: ConsoleState, previous: RpcRequest): ConsoleModel {
  return { form, shownRequest: evaluateConsole(spec, validators, form).request ?? previous, changed: true };
}

export function initConsoleModel(spec: RpcMethodSpec, validators: MethodValidators, search: string): ConsoleModel {
  return { ...withShownRequest(spec, validators, consoleStateFromQuery(spec, validators, search), exampleRequest(spec)), changed: false };
}

export function reduceConsole(spec: RpcMethodSpec, validators: MethodValidators, model: ConsoleModel, action: ConsoleAction): ConsoleModel {
  const { form } = model;
  switch (action.type) {
    case 'network':
      return withShownRequest(spec, validators, { ...form, network: action.network }, model.shownRequest);
    case 'customUrl':
      return withShownRequest(spec, validators, { ...form, customUrl: action.url }, model.shownRequest);
    case 'param':
      return withShownRequest(spec, validators, { ...form, paramTexts: { ...form.paramTexts, [action.name]: action.text } }, model.shownRequest);
    case 'dismissNotices':
      return { ...model, form: { ...form, notices: [] } };
    case 'reset':
      return { form: { ...defaultConsoleState(spec), customUrl: form.customUrl }, shownRequest: exampleRequest(spec), changed: true };
  }
}
