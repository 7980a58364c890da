/**
 * One JSON-RPC request as the console sends it and the samples show it: the endpoint and the exact
 * body text. Building it in one place is what keeps the samples and the console in step.
 */

import { networks } from '../data/networks';
import type { RpcMethodSpec } from '../data/rpc/types';

/** Every request the docs build uses this id; responses are matched by it. */
export const JSON_RPC_ID = 1;

export interface JsonRpcRequestBody {
  jsonrpc: '2.0';
  id: number;
  method: string;
  params: unknown[];
}

export interface RpcRequest {
  url: string;
  /** The body exactly as sent: the request object as JSON, indented by two spaces. */
  body: string;
}

export function requestBody(method: string, params: readonly unknown[]): JsonRpcRequestBody {
  return { jsonrpc: '2.0', id: JSON_RPC_ID, method, params: [...params] };
}

export function buildRpcRequest(url: string, method: string, params: readonly unknown[]): RpcRequest {
  return { url, body: JSON.stringify(requestBody(method, params), null, 2) };
}

/**
 * A method's first example, sent to its default network: what the page shows before the console
 * loads. Kept here, apart from the console's logic, so the page's own code stays small.
 */
export function exampleRequest(spec: Pick<RpcMethodSpec, 'name' | 'defaultNetwork' | 'examples'>): RpcRequest {
  return buildRpcRequest(networks[spec.defaultNetwork].rpcUrls.http, spec.name, spec.examples[0]?.params ?? []);
}

/** Problems with a value as a JSON-RPC 2.0 request object, for the data test and the samples test. */
export function jsonRpcRequestProblems(value: unknown): string[] {
  const problems: string[] = [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['the request is not a JSON object'];
  const request = value as Record<string, unknown>;
  if (request.jsonrpc !== '2.0') problems.push('jsonrpc must be "2.0"');
  if (typeof request.method !== 'string' || request.method === '') problems.push('method must be a non-empty string');
  if (!('id' in request) || !(typeof request.id === 'number' || typeof request.id === 'string' || request.id === null)) {
    problems.push('id must be a number, a string or null');
  }
  if ('params' in request && !(Array.isArray(request.params) || (typeof request.params === 'object' && request.params !== null))) {
    problems.push('params must be an array or an object');
  }
  const extra = Object.keys(request).filter((k) => !['jsonrpc', 'id', 'method', 'params'].includes(k));
  if (extra.length > 0) problems.push(`unexpected members: ${extra.join(', ')}`);
  return problems;
}
