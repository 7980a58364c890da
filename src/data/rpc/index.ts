/**
 * Every JSON-RPC method of the API reference, one typed record each, collected from one file per
 * namespace and sorted by namespace, then name. Pages, `/openrpc.json`, the console and search
 * read this list.
 */
import { withServiceSources } from './methods/common';
import { debugMethods } from './methods/debug';
import { ethMethods } from './methods/eth';
import { lineaMethods } from './methods/linea';
import { netMethods } from './methods/net';
import { traceMethods } from './methods/trace';
import { txpoolMethods } from './methods/txpool';
import { web3Methods } from './methods/web3';
import type { RpcMethodSpec, RpcNamespace } from './types';

/** Order of the namespaces in the sidebar and the index: the everyday ones first. */
export const rpcNamespaces: readonly RpcNamespace[] = ['eth', 'linea', 'net', 'web3', 'debug', 'trace', 'txpool'];

function byNamespaceThenName(a: RpcMethodSpec, b: RpcMethodSpec): number {
  const ns = rpcNamespaces.indexOf(a.namespace) - rpcNamespaces.indexOf(b.namespace);
  if (ns !== 0) return ns;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

export const rpcMethods: readonly RpcMethodSpec[] = withServiceSources([
  ...ethMethods,
  ...lineaMethods,
  ...netMethods,
  ...web3Methods,
  ...debugMethods,
  ...traceMethods,
  ...txpoolMethods,
]).sort(byNamespaceThenName);

/** The record of a method; throws on an unknown name so a typo fails the build. */
export function getRpcMethodSpec(name: string): RpcMethodSpec {
  const method = rpcMethods.find((m) => m.name === name);
  if (!method) throw new Error(`Unknown JSON-RPC method "${name}": add it under src/data/rpc/methods/`);
  return method;
}
