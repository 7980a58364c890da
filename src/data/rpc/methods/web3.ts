/**
 * The `web3` namespace: the client's version and a Keccak-256 helper. Besu serves both with the
 * namespace enabled; the official Linea reference does not list them for the public endpoints.
 */
import { bytes, hash32 } from '../schemas';
import type { RpcMethodSpec } from '../types';
import { besu, ownNodeOnly } from './common';

const web3Class = (name: string): string => besu(`ethereum/api/.../jsonrpc/internal/methods/${name}.java`);

export const web3Methods: readonly RpcMethodSpec[] = [
  {
    name: 'web3_clientVersion',
    namespace: 'web3',
    summary: 'Returns the name and version of the node software.',
    useCases: [
      'check which client and version a node runs, for example after an upgrade',
      'record the node version in bug reports or monitoring dashboards',
      'confirm a node runs Linea Besu rather than another client',
    ],
    searchPhrases: ['cast client', 'web3.py w3.client_version', 'Besu release number', 'client build string'],
    params: [],
    result: { name: 'clientVersion', description: 'Client name, version, platform and runtime, separated by slashes.', schema: { title: 'string', type: 'string' } },
    errors: [],
    examples: [{ params: [], result: 'besu/v25.4.1-linea3/linux-x86_64/openjdk-java-21', constructed: true, note: 'The shape of a Linea Besu answer; the version is made up.' }],
    lineaDifferences: [],
    servedBy: ownNodeOnly('web3'),
    liveSafety: 'read-only',
    sources: [web3Class('Web3ClientVersion')],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'web3_sha3',
    namespace: 'web3',
    summary: 'Returns the Keccak-256 hash of the given bytes (not the standardised SHA3-256).',
    useCases: [
      'compute a Keccak-256 hash on the node, such as an event topic or function selector',
      'check a Keccak-256 hash your own code computes against the node’s',
    ],
    searchPhrases: ['keccak256 hash over RPC', 'topic0 of an event signature', 'Solidity keccak256 equivalent', 'hash hex-encoded text'],
    params: [{ name: 'data', required: true, description: 'The bytes to hash.', schema: bytes }],
    result: { name: 'hash', description: 'Keccak-256 of the data.', schema: hash32 },
    errors: [
      { code: -32602, message: 'Invalid data params', meaning: 'The data is not 0x followed by an even number of hex digits.', standard: true },
      { code: -32602, message: 'Invalid number of params', meaning: 'Pass exactly one parameter.', standard: true },
    ],
    examples: [
      {
        name: 'Empty input',
        params: ['0x'],
        result: '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
        constructed: true,
        note: 'The Keccak-256 hash of no bytes, a well-known constant.',
      },
    ],
    lineaDifferences: [],
    servedBy: ownNodeOnly('web3'),
    liveSafety: 'read-only',
    sources: [web3Class('Web3Sha3'), besu('ethereum/api/.../jsonrpc/internal/response/RpcErrorType.java')],
    defaultNetwork: 'mainnet',
  },
];
