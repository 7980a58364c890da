/**
 * The `net` namespace: what the node knows about its network connection. Besu serves these with
 * the namespace enabled; the official Linea reference does not list them for the public
 * endpoints. Result shapes from ethereum/execution-apis (net_version) and Besu's implementation.
 */
import { quantity, uintDecimalString } from '../schemas';
import type { RpcMethodSpec } from '../types';
import { networks } from '../../networks';
import { besu, executionApis, ownNodeOnly } from './common';

const netClass = (name: string): string => besu(`ethereum/api/.../jsonrpc/internal/methods/${name}.java`);

export const netMethods: readonly RpcMethodSpec[] = [
  {
    name: 'net_listening',
    namespace: 'net',
    summary: 'Tells whether the node is accepting peer-to-peer connections.',
    useCases: [
      'check that a node you run accepts peer-to-peer connections',
      'add a basic networking check to a node health probe',
    ],
    searchPhrases: ['web3.py w3.net.listening', 'web3.js net.isListening', 'p2p port open', 'inbound peer connections enabled'],
    params: [],
    result: { name: 'listening', description: 'true when the node listens for peers.', schema: { title: 'boolean', type: 'boolean' } },
    errors: [],
    examples: [{ params: [], result: true, constructed: true }],
    lineaDifferences: [],
    servedBy: ownNodeOnly('net'),
    liveSafety: 'read-only',
    sources: [netClass('NetListening')],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'net_peerCount',
    namespace: 'net',
    summary: 'Returns how many peers the node is connected to.',
    useCases: [
      'check that your node is connected to peers and can stay in sync',
      'alert when a node you run loses its peers',
    ],
    searchPhrases: ['web3.py w3.net.peer_count', 'web3.js net.getPeerCount', 'node has zero peers', 'p2p connectivity health'],
    params: [],
    result: { name: 'peerCount', description: 'Number of connected peers.', schema: quantity },
    errors: [],
    examples: [{ params: [], result: '0x19', constructed: true }],
    lineaDifferences: [],
    servedBy: ownNodeOnly('net'),
    liveSafety: 'read-only',
    sources: [netClass('NetPeerCount')],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'net_version',
    namespace: 'net',
    summary: 'Returns the network ID the node is configured with, as a decimal string.',
    useCases: [
      'check which network a node you run is configured for',
      'support older tooling that identifies the network by ID instead of `eth_chainId`',
    ],
    searchPhrases: ['web3.py w3.net.version', 'web3.js net.getId', 'network id vs chain id', 'Besu network-id option'],
    params: [],
    result: { name: 'networkId', description: 'The network ID, in decimal. Sign transactions with eth_chainId, not this value.', schema: uintDecimalString },
    errors: [],
    examples: [{ params: [], result: String(networks.mainnet.chainId), constructed: true, note: `The value of a node whose network ID equals ${networks.mainnet.name}’s chain ID.` }],
    lineaDifferences: [],
    servedBy: ownNodeOnly('net'),
    liveSafety: 'read-only',
    sources: [executionApis('src/eth/client.yaml'), netClass('NetVersion')],
    defaultNetwork: 'mainnet',
  },
];
