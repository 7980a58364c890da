/**
 * What the server answers to a message it cannot read, the same over stdio and HTTP (JSON-RPC 2.0,
 * section 5.1): text that is not JSON is a parse error (-32700); JSON that is not a JSON-RPC 2.0
 * message is an invalid request (-32600), with the message's id when it has a usable one; a request
 * whose params do not have the method's shape is invalid params (-32602). Each error is one
 * readable sentence naming what is wrong, never a dump of validation issues.
 *
 * Batches are checked as the SDK's HTTP transport checks them (it answers a batch of valid messages
 * with the array of its responses): a batch is 1 to MAX_BATCH_SIZE valid messages, with an
 * initialize request only on its own, and one bad member rejects the whole batch.
 *
 * A message nested deeper than MAX_DEPTH is refused before anything walks it: the SDK's checks and
 * JSON.stringify recurse, and a 12 KB line of brackets overflowed the stack and ended the process.
 */
import { MAX_BATCH_SIZE } from '@modelcontextprotocol/sdk/server/requestBody.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  JSONRPCMessageSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
  RequestIdSchema,
  isInitializeRequest,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';

export function errorResponse(code: number, message: string, id: RequestId | null = null): JSONRPCErrorResponse {
  // The SDK's type leaves the id out rather than null; JSON-RPC 2.0 says null when it is unknown.
  return { jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCErrorResponse;
}

export function parseError(what: string): JSONRPCErrorResponse {
  return errorResponse(ErrorCode.ParseError, `Parse error: ${what} is not JSON.`);
}

/** How deep a message may nest arrays and objects: far more than any MCP message needs. */
export const MAX_DEPTH = 64;

/** Whether `value` nests arrays and objects deeper than `limit`, found without recursion. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** A value named in a message, briefly: a short JSON scalar as written, else what kind of value it is. */
function described(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const members = {
  request: ['jsonrpc', 'id', 'method', 'params'],
  notification: ['jsonrpc', 'method', 'params'],
  response: ['jsonrpc', 'id', 'result', 'error'],
};

/** Why a parsed value is not a JSON-RPC 2.0 message, in words (it has already failed the schema). */
function whyInvalid(value: unknown): string {
  if (!isObject(value)) return `a message must be a JSON object, not ${Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`}`;
  if (value.jsonrpc !== '2.0') return `"jsonrpc" must be "2.0"${'jsonrpc' in value ? `, not ${described(value.jsonrpc)}` : ''}`;
  if ('id' in value && !RequestIdSchema.safeParse(value.id).success) return '"id" must be a string or an integer';
  const isResponse = 'result' in value || 'error' in value;
  if (!('method' in value) && !isResponse) return 'a message needs a "method" (a request or notification), or a "result" or "error" (a response)';
  if ('method' in value && typeof value.method !== 'string') return '"method" must be a string';
  if ('params' in value && !isObject(value.params)) return '"params" must be an object';
  const meta = isObject(value.params) && '_meta' in value.params ? value.params._meta : undefined;
  if (meta !== undefined && !isObject(meta)) return '"params._meta" must be an object';
  if (isObject(meta) && 'progressToken' in meta && !RequestIdSchema.safeParse(meta.progressToken).success) return '"params._meta.progressToken" must be a string or an integer';
  const allowed = 'method' in value ? ('id' in value ? members.request : members.notification) : members.response;
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  if (extra !== undefined) return `unexpected member ${JSON.stringify(extra.slice(0, 40))}`;
  if ('result' in value && 'error' in value) return 'a response has a "result" or an "error", not both';
  return 'it is not a valid JSON-RPC 2.0 message';
}

/** The id to answer an invalid message with: its own when it is a usable one, else null. */
function idOf(value: unknown): RequestId | null {
  if (!isObject(value)) return null;
  const id = RequestIdSchema.safeParse(value.id);
  return id.success ? id.data : null;
}

/**
 * `messages` as the SDK reads them; `members`, for a batch, the same messages as they arrived, to
 * hand on one by one.
 */
export type Checked = { messages: JSONRPCMessage[]; batch: false } | { messages: JSONRPCMessage[]; members: unknown[]; batch: true } | { error: JSONRPCErrorResponse };

function isCancellation(message: JSONRPCMessage): boolean {
  return 'method' in message && message.method === 'notifications/cancelled' && !('id' in message);
}

/** The id of the request a cancellation names. */
export function cancelledId(message: JSONRPCMessage): RequestId | undefined {
  if (!isCancellation(message)) return undefined;
  const id = ((message as { params?: { requestId?: unknown } }).params ?? {}).requestId;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/**
 * A parsed body or line: the messages to hand to the server, or the error to answer with.
 *
 * A batch that cancels one of its own requests gets that request's response all the same: the
 * cancellation is dropped. The server would otherwise send nothing for the request, and the
 * batch's answer, which waits for every request's response, would never come.
 */
export function checkMessages(value: unknown): Checked {
  const invalid = (why: string, id: RequestId | null = null) => ({ error: errorResponse(ErrorCode.InvalidRequest, `Invalid Request: ${why}.`, id) });
  if (nestedDeeperThan(value, MAX_DEPTH)) return invalid(`the message nests arrays or objects more than ${MAX_DEPTH} levels deep`, Array.isArray(value) ? null : idOf(value));
  if (!Array.isArray(value)) {
    const parsed = JSONRPCMessageSchema.safeParse(value);
    return parsed.success ? { messages: [parsed.data], batch: false } : invalid(whyInvalid(value), idOf(value));
  }
  if (value.length === 0) return invalid('an empty batch');
  if (value.length > MAX_BATCH_SIZE) return invalid(`a batch must not exceed ${MAX_BATCH_SIZE} messages`);
  const messages: JSONRPCMessage[] = [];
  for (const [i, member] of value.entries()) {
    const parsed = JSONRPCMessageSchema.safeParse(member);
    if (!parsed.success) return invalid(`batch member ${i}: ${whyInvalid(member)}`);
    messages.push(parsed.data);
  }
  if (messages.length > 1 && messages.some(isInitializeRequest)) return invalid('an initialize request must be sent on its own, not in a batch');
  // Responses are matched to requests by id: two requests with one id could not be told apart.
  const ids = messages.filter((m) => 'method' in m && 'id' in m).map((m) => (m as JSONRPCRequest).id);
  const repeated = ids.find((id, k) => ids.indexOf(id) !== k);
  if (repeated !== undefined) return invalid(`two requests in the batch have the id ${JSON.stringify(repeated)}`);
  const kept = messages.map((message) => {
    const cancelled = cancelledId(message);
    return cancelled === undefined || !ids.includes(cancelled);
  });
  return { messages: messages.filter((_, i) => kept[i]), members: value.filter((_, i) => kept[i]), batch: true };
}

/**
 * The shape of each request the docs server answers, as the SDK checks it. The SDK turns a failed
 * check into an internal error (-32603) whose message is the raw list of issues; `paramsProblem`
 * finds the same problems first and says them in a line.
 */
const requestSchemas = new Map<string, z.ZodType>([
  ['initialize', InitializeRequestSchema],
  ['ping', PingRequestSchema],
  ['tools/list', ListToolsRequestSchema],
  ['tools/call', CallToolRequestSchema],
  ['resources/list', ListResourcesRequestSchema],
  ['resources/read', ReadResourceRequestSchema],
]);

/** Why a request's params do not fit its method, or undefined when they do (or the method is not one of these). */
export function paramsProblem(request: JSONRPCRequest): string | undefined {
  const parsed = requestSchemas.get(request.method)?.safeParse(request);
  if (!parsed || parsed.success) return undefined;
  return `Invalid params for ${request.method}: ${issuesText(parsed.error.issues, 'params')}.`;
}

/**
 * Validation issues in a line: the first issue of each field (up to three fields), in plain words
 * ("query: missing (expected string)", not "Invalid input: expected string, received undefined").
 */
export function issuesText(issues: readonly z.core.$ZodIssue[], whole: string): string {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || whole;
    if (!byPath.has(path)) byPath.set(path, issue.message.replace(/^Invalid input: /, '').replace(/^expected (.+), received undefined$/, 'missing (expected $1)'));
  }
  return [...byPath].slice(0, 3).map(([path, message]) => `${path}: ${message}`).join('; ');
}
