import type { RpcReferenceOptions } from '../plugins/rpc-reference';
import { networkList } from '../data/networks';
import { version } from '../../package.json';
import { site } from './site';

/** What the generated JSON-RPC reference links to, and how `/openrpc.json` describes the API. */
export const rpcReferenceOptions: RpcReferenceOptions = {
  editUrl: site.editUrl,
  openRpc: {
    title: 'Linea JSON-RPC API',
    description:
      'The JSON-RPC methods served by the public endpoints of Linea Mainnet and Linea Sepolia and by Linea nodes, with what differs from Ethereum. Generated from the records behind the Linea developer documentation.',
    // The document changes with the docs that publish it, so it carries the site's version.
    version,
    servers: networkList.map((n) => ({ network: n.id, name: n.name, url: n.rpcUrls.http, summary: `Public endpoint of ${n.name} (rate limited).` })),
  },
};
