/** What `get_rpc_method` answers from: the JSON-RPC method records the reference pages render. */
import { rpcMethods } from '../../src/data/rpc';
import { rpcMethodPath, type RpcMethodSpec } from '../../src/data/rpc/types';

export function findRpcMethod(name: string): { spec: RpcMethodSpec; path: string } | undefined {
  const wanted = name.trim().toLowerCase();
  const spec = rpcMethods.find((m) => m.name.toLowerCase() === wanted);
  return spec && { spec, path: rpcMethodPath(spec.name) };
}

export function rpcMethodNames(): string[] {
  return rpcMethods.map((m) => m.name);
}
