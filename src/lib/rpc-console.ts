/**
 * The logic of the "Try it" console, free of React and of the network: reading and writing its
 * state in the query string, turning the form into a request, and classifying what came back.
 */
import { CONSOLE_QUERY, LOCAL_HTTP_HOSTS } from '../config/rpc-console';
import type { RpcMethod } from '../data/rpc-methods';
import { networks, type NetworkId } from '../data/networks';
import { buildRpcRequest, type RpcRequest } from './rpc-request';
import { isScalar, typeLabel, validateValue, type FieldSpec } from './rpc-values';

export type NetworkChoice = NetworkId | 'custom';

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

/** An endpoint the console may call: https anywhere, http only on this machine. */
export function checkEndpointUrl(text: string): { ok: true; url: string } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Enter the URL of a JSON-RPC endpoint.' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, error: 'This is not a URL. Start it with https://.' };
  }
  if (url.protocol === 'https:') return { ok: true, url: trimmed };
  if (url.protocol === 'http:' && LOCAL_HTTP_HOSTS.includes(url.hostname)) return { ok: true, url: trimmed };
  if (url.protocol === 'http:') return { ok: false, error: `Use https://. Plain http:// is allowed only for ${LOCAL_HTTP_HOSTS.join(' and ')}.` };
  return { ok: false, error: 'Use an https:// URL.' };
}

/** The text a parameter field shows for a value: the bare string for scalars, indented JSON otherwise. */
export function paramText(value: unknown, spec: FieldSpec): string {
  if (value === undefined) return '';
  if (isScalar(spec.type) && typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

export type ParsedParam = { ok: true; value: unknown } | { ok: true; value: undefined; empty: true } | { ok: false; error: string };

/** Reads a parameter field: JSON for composite types, the trimmed text for scalars, then type-checks it. */
export function parseParam(text: string, spec: FieldSpec): ParsedParam {
  const trimmed = text.trim();
  if (trimmed === '') {
    return spec.required ? { ok: false, error: `${spec.name} is required.` } : { ok: true, value: undefined, empty: true };
  }
  let value: unknown = trimmed;
  if (!isScalar(spec.type)) {
    try {
      value = JSON.parse(trimmed);
    } catch (e) {
      return { ok: false, error: `Invalid JSON: ${(e as Error).message}. Expected ${withArticle(typeLabel(spec.type))}.` };
    }
  }
  const problem = validateValue(value, spec.type, spec.name);
  return problem ? { ok: false, error: `${problem}.` } : { ok: true, value };
}

function withArticle(label: string): string {
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}

export function defaultParamTexts(method: RpcMethod): Record<string, string> {
  return Object.fromEntries(method.params.map((spec, i) => [spec.name, paramText(method.example.params[i], spec)]));
}

export function defaultConsoleState(method: RpcMethod): ConsoleState {
  return { network: method.defaultNetwork, customUrl: '', paramTexts: defaultParamTexts(method), notices: [] };
}

/**
 * The console state a link describes. Anything malformed (an unknown network, a custom URL the
 * console may not call, a parameter that does not parse or fit its type) falls back to the
 * default, with a notice saying so.
 */
export function consoleStateFromQuery(method: RpcMethod, search: string): ConsoleState {
  const query = new URLSearchParams(search);
  const state = defaultConsoleState(method);
  const defaultName = networks[method.defaultNetwork].name;

  const network = query.get(CONSOLE_QUERY.network);
  const customUrl = query.get(CONSOLE_QUERY.customUrl);
  if (network !== null && !isNetworkChoice(network)) {
    state.notices.push(`The link names an unknown network ("${truncate(network)}"), so ${defaultName} is selected.`);
  } else if (network === 'custom' || (network === null && customUrl !== null)) {
    const checked = checkEndpointUrl(customUrl ?? '');
    if (checked.ok) {
      state.network = 'custom';
      state.customUrl = checked.url;
    } else {
      state.notices.push(`The link's custom endpoint ("${truncate(customUrl ?? '')}") cannot be used: ${checked.error} ${defaultName} is selected instead.`);
    }
  } else if (network !== null) {
    state.network = network;
  }

  for (const spec of method.params) {
    const shared = query.get(CONSOLE_QUERY.paramPrefix + spec.name);
    if (shared === null) continue;
    const parsed = parseParam(shared, spec);
    if (parsed.ok) state.paramTexts[spec.name] = shared;
    else state.notices.push(`The link's value for ${spec.name} is not valid (${parsed.error.replace(/\.$/, '')}), so the example value is used.`);
  }
  return state;
}

/**
 * The query string for a console state: keys that equal the defaults are left out, and keys the
 * console does not own (such as the selected code tab) are kept as they are.
 */
export function consoleQueryString(method: RpcMethod, state: ConsoleState, currentSearch: string): string {
  const query = new URLSearchParams(currentSearch);
  const defaults = defaultConsoleState(method);
  const set = (key: string, value: string | null) => (value === null ? query.delete(key) : query.set(key, value));

  set(CONSOLE_QUERY.network, state.network === defaults.network ? null : state.network);
  set(CONSOLE_QUERY.customUrl, state.network === 'custom' && state.customUrl.trim() !== '' ? state.customUrl.trim() : null);
  for (const spec of method.params) {
    const text = state.paramTexts[spec.name] ?? '';
    set(CONSOLE_QUERY.paramPrefix + spec.name, text === defaults.paramTexts[spec.name] ? null : text);
  }
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
export function evaluateConsole(method: RpcMethod, state: ConsoleState): ConsoleEvaluation {
  const endpoint = endpointOf(state);
  const paramErrors: Record<string, string> = {};
  const values: unknown[] = [];
  for (const spec of method.params) {
    const parsed = parseParam(state.paramTexts[spec.name] ?? '', spec);
    if (!parsed.ok) paramErrors[spec.name] = parsed.error;
    else values.push(parsed.value);
  }
  // Optional parameters left empty at the end are omitted; one left empty before a filled one is sent as null.
  while (values.length > 0 && values.at(-1) === undefined) values.pop();
  const params = values.map((v) => (v === undefined ? null : v));
  const ok = endpoint.ok && Object.keys(paramErrors).length === 0;
  return {
    request: ok && endpoint.ok ? buildRpcRequest(endpoint.url, method.name, params) : null,
    endpointError: endpoint.ok ? null : endpoint.error,
    paramErrors,
  };
}

export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

interface HttpInfo {
  status: number;
  statusText: string;
  /** The reply body, indented when it is JSON. */
  body: string;
}

export type RpcOutcome =
  | ({ kind: 'result'; result: unknown } & HttpInfo)
  | ({ kind: 'rpc-error'; error: JsonRpcErrorObject } & HttpInfo)
  | ({ kind: 'http-error'; error: JsonRpcErrorObject | null } & HttpInfo)
  | ({ kind: 'not-json' } & HttpInfo)
  | ({ kind: 'not-json-rpc' } & HttpInfo)
  | { kind: 'network-error'; message: string }
  | { kind: 'timeout'; timeoutMs: number };

function asRpcError(value: unknown): JsonRpcErrorObject | null {
  if (typeof value !== 'object' || value === null) return null;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, data } = error as Record<string, unknown>;
  if (typeof code !== 'number' || typeof message !== 'string') return null;
  return data === undefined ? { code, message } : { code, message, data };
}

/** What an HTTP reply to a JSON-RPC request amounts to. */
export function classifyReply(status: number, statusText: string, bodyText: string): RpcOutcome {
  let parsed: unknown;
  let isJson = true;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    isJson = false;
  }
  const body = isJson ? JSON.stringify(parsed, null, 2) : bodyText;
  const http = { status, statusText, body };
  const rpcError = isJson ? asRpcError(parsed) : null;
  if (status < 200 || status > 299) return { kind: 'http-error', error: rpcError, ...http };
  if (!isJson) return { kind: 'not-json', ...http };
  if (rpcError) return { kind: 'rpc-error', error: rpcError, ...http };
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'result' in parsed) {
    return { kind: 'result', result: (parsed as { result: unknown }).result, ...http };
  }
  return { kind: 'not-json-rpc', ...http };
}

function truncate(s: string, max = 60): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
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
}

function exampleRequest(method: RpcMethod): RpcRequest {
  return buildRpcRequest(networks[method.defaultNetwork].rpcUrls.http, method.name, method.example.params);
}

function withShownRequest(method: RpcMethod, form: ConsoleState, previous: RpcRequest): ConsoleModel {
  return { form, shownRequest: evaluateConsole(method, form).request ?? previous };
}

export function initConsoleModel(method: RpcMethod, search: string): ConsoleModel {
  return withShownRequest(method, consoleStateFromQuery(method, search), exampleRequest(method));
}

export function reduceConsole(method: RpcMethod, model: ConsoleModel, action: ConsoleAction): ConsoleModel {
  const { form } = model;
  switch (action.type) {
    case 'network':
      return withShownRequest(method, { ...form, network: action.network }, model.shownRequest);
    case 'customUrl':
      return withShownRequest(method, { ...form, customUrl: action.url }, model.shownRequest);
    case 'param':
      return withShownRequest(method, { ...form, paramTexts: { ...form.paramTexts, [action.name]: action.text } }, model.shownRequest);
    case 'dismissNotices':
      return { ...model, form: { ...form, notices: [] } };
    case 'reset':
      return { form: { ...defaultConsoleState(method), customUrl: form.customUrl }, shownRequest: exampleRequest(method) };
  }
}
