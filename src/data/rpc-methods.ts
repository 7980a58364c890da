/**
 * The JSON-RPC methods with Linea-specific behaviour that have a reference page. The pages render
 * their signature, parameter, result and error tables, the request samples and the console from
 * this data; tests/unit/rpc-methods-data.test.ts validates it.
 *
 * Facts (method and parameter names, types, error codes and messages, example values) come from:
 * - Consensys/doc.linea `docs/api/reference/*.mdx` (head and 2025-03): parameters, results,
 *   example requests and responses;
 * - Consensys/linea-monorepo `besu-plugins/linea-sequencer` (`LineaEstimateGas.java`, the
 *   transaction pool validators) for `linea_estimateGas` and `eth_sendRawTransaction` errors;
 * - Consensys/linea-monorepo `transaction-exclusion-api` (`RequestHandlersV1.kt`,
 *   `ArgumentParser.kt`, `TransactionExclusionErrorCodes.kt`);
 * - Consensys/shomei `LineaGetProof.java` (state manager serving `linea_getProof`);
 * - hyperledger/besu `RpcErrorType.java` for the codes of standard errors.
 * Every description is ours.
 */
import type { NetworkId } from './networks';
import type { FieldSpec, ValueType } from '../lib/rpc-values';

export interface ResultField {
  name: string;
  /** Type as shown in the result table. */
  type: string;
  description: string;
  /** Present only in some responses (the description says when). */
  optional?: boolean;
  /** The field is an array and `fields` describe each of its items. */
  array?: boolean;
  fields?: readonly ResultField[];
}

export interface RpcErrorSpec {
  code: number;
  /** The message as the node returns it; `<...>` marks the parts that vary. */
  message: string;
  /** What it means and what to do about it. */
  meaning: string;
  /** Standard Ethereum client errors are listed for completeness; Linea's own are flagged false. */
  standard?: boolean;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface RpcMethod {
  /** The method name, exactly as sent in `method`. */
  name: string;
  /** Path of the method's page. */
  path: `/api/reference/${string}`;
  /** One sentence: what the method does. */
  summary: string;
  params: readonly FieldSpec[];
  result: {
    type: string;
    description: string;
    /** The method answers `null` in some cases (the description says which). */
    nullable?: boolean;
    fields?: readonly ResultField[];
  };
  errors: readonly RpcErrorSpec[];
  example: {
    params: readonly JsonValue[];
    response: { jsonrpc: '2.0'; id: number; result: JsonValue };
    /** Whether the example response was shortened or is illustrative rather than captured. */
    note?: string;
  };
  /** The network the console starts on. */
  defaultNetwork: NetworkId;
}

const address: ValueType = { kind: 'address' };
const hash: ValueType = { kind: 'hash' };
const bytes: ValueType = { kind: 'bytes' };
const quantity: ValueType = { kind: 'quantity' };
const word: ValueType = { kind: 'word' };

const callObject: ValueType = {
  kind: 'object',
  fields: [
    { name: 'from', type: address, required: false, description: 'Sender. Give it whenever the call depends on who sends it (a transfer, an allowance); the node also caps the estimate by what this account can pay for.' },
    { name: 'to', type: address, required: false, description: 'Recipient or contract. Leave it out to estimate a contract deployment.' },
    { name: 'gas', type: quantity, required: false, description: 'Gas limit to simulate with. The estimate itself costs nothing; set it only when the call needs a ceiling.' },
    { name: 'gasPrice', type: quantity, required: false, description: 'Legacy gas price in wei. Cannot be combined with the EIP-1559 fee fields.' },
    { name: 'maxFeePerGas', type: quantity, required: false, description: 'EIP-1559 cap on the total fee per gas, in wei.' },
    { name: 'maxPriorityFeePerGas', type: quantity, required: false, description: 'EIP-1559 cap on the tip per gas, in wei.' },
    { name: 'value', type: quantity, required: false, description: 'Wei sent with the call.' },
    { name: 'data', type: bytes, required: false, description: 'Calldata: the 4-byte function selector followed by the ABI-encoded arguments, or the init code of a deployment.' },
  ],
};

const storageSlots: ValueType = { kind: 'map', key: word, value: word };

const accountOverride: ValueType = {
  kind: 'object',
  fields: [
    { name: 'balance', type: quantity, required: false, description: 'Balance in wei to pretend the account holds.' },
    { name: 'nonce', type: quantity, required: false, description: 'Nonce to pretend the account has.' },
    { name: 'code', type: bytes, required: false, description: 'Runtime bytecode to place at the address for the simulation.' },
    { name: 'state', type: storageSlots, required: false, description: 'Replaces the whole storage of the account with these slots.' },
    { name: 'stateDiff', type: storageSlots, required: false, description: 'Overrides only these storage slots and keeps the rest.' },
  ],
};

const merkleProof: readonly ResultField[] = [
  { name: 'proofRelatedNodes', type: 'array of hex data', description: 'Sibling nodes from the leaf up to the root of the sparse Merkle tree; with the leaf they rebuild the root.' },
  { name: 'value', type: 'hex data', description: 'The leaf the proof opens: the encoded account, or the storage value.' },
];

/** How linea_getProof proves an item: its own leaf when it exists, its two neighbours when it does not. */
function existenceFields(item: string, tree: string): ResultField[] {
  return [
    { name: 'leafIndex', type: 'number', optional: true, description: `Position of the leaf of ${item} in the ${tree}; present when ${item} exists.` },
    { name: 'proof', type: 'object', optional: true, description: `Proof that ${item} exists; present with leafIndex.`, fields: merkleProof },
    { name: 'leftLeafIndex', type: 'number', optional: true, description: `Position of the leaf just before where ${item} would be; present when ${item} does not exist.` },
    { name: 'leftProof', type: 'object', optional: true, description: 'Proof of that left neighbour, shaped like proof.' },
    { name: 'rightLeafIndex', type: 'number', optional: true, description: `Position of the leaf just after where ${item} would be; present when ${item} does not exist.` },
    { name: 'rightProof', type: 'object', optional: true, description: 'Proof of that right neighbour, shaped like proof.' },
  ];
}

export const rpcMethods: readonly RpcMethod[] = [
  {
    name: 'eth_sendRawTransaction',
    path: '/api/reference/eth-sendrawtransaction',
    summary: 'Submits a signed transaction to the node, which checks it against Linea’s limits before it enters the transaction pool.',
    params: [
      { name: 'transaction', type: bytes, required: true, description: 'The signed transaction, serialized (RLP for legacy transactions, the typed envelope for EIP-2930 and EIP-1559 ones).' },
    ],
    result: {
      type: '32-byte hash',
      description: 'The hash of the transaction. Accepted into the pool does not mean included: poll eth_getTransactionReceipt for the outcome.',
    },
    errors: [
      { code: -32000, message: 'Gas price too low', meaning: 'The fees offered do not cover what the transaction costs Linea, including posting its data to Ethereum. Estimate again with linea_estimateGas and sign with its fees.' },
      { code: -32000, message: 'Transaction <hash> line count for module <MODULE>=<count> is above the limit <limit>', meaning: 'Executing the transaction would produce more trace lines in one prover module than a block may hold, so no block can include it. Split the work into smaller transactions.' },
      { code: -32000, message: 'Gas limit of transaction is greater than the allowed max of <limit>', meaning: 'The gas limit is above the per-transaction cap the node enforces. Lower it; linea_estimateGas returns a limit that fits.' },
      { code: -32000, message: 'Calldata of transaction is greater than the allowed max of <limit>', meaning: 'The calldata is larger than the node accepts for one transaction. Send less data per transaction.' },
      { code: -32000, message: '<sender|recipient> <address> is blocked as appearing on the SDN or other legally prohibited list', meaning: 'The sender, the recipient or an EIP-7702 authorization involves an address on the deny list. The transaction is never accepted.' },
      { code: -32000, message: 'Reverted transaction: <revert data>', meaning: 'Nodes that simulate incoming transactions found that this one reverts. Decode the revert data to see why.' },
      { code: -32001, message: 'Nonce too low', meaning: 'The account already used this nonce. Fetch the pending nonce and sign again.', standard: true },
      { code: -32004, message: 'Upfront cost exceeds account balance', meaning: 'The account cannot pay value plus gas limit × max fee.', standard: true },
      { code: -32000, message: 'Replacement transaction underpriced', meaning: 'A transaction with the same nonce is pending and this one does not bump its fees enough to replace it.', standard: true },
    ],
    example: {
      params: [
        '0xf869018203e882520894f17f52151ebef6c7334fad080c5704d77216b732881bc16d674ec80000801ba02da1c48b670996dcb1f447ef9ef00b33033c48a4fe938f420bec3e56bfd24071a062e0aa78a81bf0290afbc3a9d8e9a068e6d74caa66c5e0fa8a46deaae96b0833',
      ],
      response: { jsonrpc: '2.0', id: 1, result: '0xb40ca2b75e7312bfa842991b14bc7cac495736a4fcf18e70240c9702525c2ade' },
      note: 'The result is the Keccak-256 hash of the example transaction, which is what a node returns when it accepts it.',
    },
    defaultNetwork: 'sepolia',
  },
  {
    name: 'linea_estimateGas',
    path: '/api/reference/linea-estimategas',
    summary: 'Estimates the gas limit of a transaction and the base fee and priority fee that get it included on Linea, including the cost of its data on Ethereum.',
    params: [
      { name: 'call', type: callObject, required: true, description: 'The transaction to estimate, in the shape eth_estimateGas takes.' },
      { name: 'stateOverride', type: { kind: 'map', key: address, value: accountOverride }, required: false, description: 'Temporary changes to account state, keyed by address, applied only while simulating.' },
    ],
    result: {
      type: 'object',
      description: 'Three hex quantities to sign the transaction with.',
      fields: [
        { name: 'gasLimit', type: 'hex quantity', description: 'Gas the transaction needs, found by simulating it against the latest state.' },
        { name: 'baseFeePerGas', type: 'hex quantity', description: 'Base fee of the next block, in wei.' },
        { name: 'priorityFeePerGas', type: 'hex quantity', description: 'Tip per gas, in wei, that makes the transaction profitable for the sequencer to include. It grows with the compressed size of the transaction, because that data is posted to Ethereum.' },
      ],
    },
    errors: [
      { code: -32000, message: 'Transaction line count for module <MODULE>=<count> is above the limit <limit>', meaning: 'The simulated execution exceeds a prover module’s trace limit, so the sequencer would never include it. Split the work across transactions.' },
      { code: -32000, message: 'Execution reverted', meaning: 'The call reverts. The error’s data field holds the revert data; decode it with the contract ABI.' },
      { code: -32000, message: 'Failed transaction, reason: <reason>', meaning: 'The simulation failed for a reason other than a revert, such as running out of gas at the highest limit tried.' },
      { code: -32602, message: 'Invalid call params', meaning: 'The call object or the state override could not be parsed: check field names and that every value is hex.' },
      { code: -32602, message: 'Invalid params', meaning: 'The call mixes gasPrice with maxFeePerGas or maxPriorityFeePerGas, or asks for more gas than the per-transaction maximum.' },
    ],
    example: {
      params: [{ to: '0x176211869ca2b568f2a7d4ee941e073a821ee1ff', data: '0x70a08231000000000000000000000000d8da6bf26964af9d7eed9e03e53415d37aa96045' }],
      response: { jsonrpc: '2.0', id: 1, result: { baseFeePerGas: '0x7', gasLimit: '0xcf08', priorityFeePerGas: '0x43a82a4' } },
    },
    defaultNetwork: 'mainnet',
  },
  {
    name: 'linea_getProof',
    path: '/api/reference/linea-getproof',
    summary: 'Returns an account and some of its storage slots with sparse Merkle proofs against Linea’s state at a block finalized on Ethereum.',
    params: [
      { name: 'address', type: address, required: true, description: 'The account to prove.' },
      { name: 'storageKeys', type: { kind: 'array', items: word }, required: true, description: 'Storage slots of the account to prove. Pass an empty array to prove the account alone.' },
      { name: 'blockParameter', type: { kind: 'block', tags: ['latest'], hash: true }, required: true, description: 'The block whose state to prove. It must be a block the proof service holds: one finalized on Ethereum. "latest" means the most recent of those.' },
    ],
    result: {
      type: 'object',
      description: 'Proofs of the account and of each requested slot. An item that exists comes with its leaf index and one proof; one that does not exist comes with proofs of its two neighbours in the tree, which shows nothing sits between them.',
      fields: [
        {
          name: 'accountProof',
          type: 'object',
          description: 'Proof for the account.',
          fields: [
            { name: 'key', type: 'address', description: 'The account address.' },
            ...existenceFields('the account', 'world-state tree'),
          ],
        },
        {
          name: 'storageProofs',
          type: 'array of object',
          array: true,
          description: 'One entry per requested storage key, in the same order.',
          fields: [
            { name: 'key', type: '32-byte word', description: 'The storage key.' },
            ...existenceFields('the slot', 'account’s storage tree'),
          ],
        },
      ],
    },
    errors: [
      { code: -32600, message: 'BLOCK_MISSING_IN_CHAIN - block is missing', meaning: 'The proof service holds no state for that block: it is not finalized on Ethereum yet, it is not a block it kept, or the tag is not one it serves. Use "latest" or the number of a finalized block.' },
    ],
    example: {
      params: ['0x87f21c771EAC9c547Eb22312997153D3A1fC40F6', ['0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421'], 'latest'],
      response: {
        jsonrpc: '2.0',
        id: 1,
        result: {
          accountProof: {
            key: '0x87f21c771eac9c547eb22312997153d3a1fc40f6',
            leafIndex: 2410424,
            proof: {
              proofRelatedNodes: [
                '0x000000000000000000000000000000000000000000000000000000000075965e0a85198ef8a5f75a15db565de5bff89b409ff5e507a7be546149c32b99044df3',
                '0x008a47a2a53dd5183a2dc127c399a004e2a6c7e60f73e104d7d79e6a2bd7e809008a47a2a53dd5183a2dc127c399a004e2a6c7e60f73e104d7d79e6a2bd7e809',
                '0x060f08aed06ffb90efc9705dc38d37a7000da1add99cef1b8a84b9e72e7c8b7b060f08aed06ffb90efc9705dc38d37a7000da1add99cef1b8a84b9e72e7c8b7b',
              ],
              value:
                '0x0000000000000000000000000000000000000000000000000000000000000001000000000000000000000000000000000000000000000000000000000000000001f2f46337996eabca16927c459f3fbdb8fb82672c464aa332b613a3c08db27c03dcbfed33825518e0122265146c2948b3bcb9b173348556e13c462f7a6b1a86f7d11acadc51eaeba164e92ebb5ecbe6c64ebc7d0190f93bf0edebeadf610ad80000000000000000000000000000000000000000000000000000000000001c85',
            },
          },
          storageProofs: [
            {
              key: '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421',
              leftLeafIndex: 0,
              leftProof: { proofRelatedNodes: [], value: '0x0000000000000000000000000000000000000000000000000000000000000000' },
              rightLeafIndex: 2,
              rightProof: { proofRelatedNodes: [], value: '0x0000000000000000000000000000000000000000000000000000000000000064' },
            },
          ],
        },
      },
      note: 'Illustrative and shortened: real proofRelatedNodes arrays hold one node per level of the tree, and every value depends on the state at the block you ask for.',
    },
    defaultNetwork: 'mainnet',
  },
  {
    name: 'linea_getTransactionExclusionStatusV1',
    path: '/api/reference/linea-gettransactionexclusionstatusv1',
    summary: 'Tells you whether, where and why Linea rejected a transaction because proving it would exceed the prover’s limits.',
    params: [{ name: 'txHash', type: hash, required: true, description: 'Hash of the transaction you sent.' }],
    result: {
      type: 'object or null',
      nullable: true,
      description: 'The rejection record, or null when there is none: the transaction was not rejected for its trace size, or the rejection is older than the seven days records are kept.',
      fields: [
        { name: 'txHash', type: '32-byte hash', description: 'Hash of the rejected transaction.' },
        { name: 'from', type: 'address', description: 'Sender of the transaction.' },
        { name: 'nonce', type: 'hex quantity', description: 'Nonce of the transaction.' },
        { name: 'txRejectionStage', type: '"SEQUENCER", "RPC" or "P2P"', description: 'Where it was turned away: by the sequencer while building a block, by the RPC node you sent it to, or by a node that received it from a peer.' },
        { name: 'reasonMessage', type: 'string', description: 'Why: which prover module overflowed, with its line count and limit.' },
        { name: 'blockNumber', type: 'hex quantity', optional: true, description: 'Block the sequencer was building when it dropped the transaction (SEQUENCER stage only).' },
        { name: 'timestamp', type: 'string', description: 'When it was rejected, in ISO 8601.' },
      ],
    },
    errors: [
      { code: -32602, message: 'Hex string of transaction hash cannot be parsed: <detail>', meaning: 'The parameter is not a 32-byte hex hash.' },
      { code: -32602, message: 'Parameters list is empty!', meaning: 'The request has no parameters; pass the hash in the params array.' },
      { code: -32000, message: 'Server error', meaning: 'The exclusion service failed to answer (its data field has the detail). Retry later.' },
    ],
    example: {
      params: ['0x526e56101cf39c1e717cef9cedf6fdddb42684711abda35bae51136dbb350ad7'],
      response: {
        jsonrpc: '2.0',
        id: 1,
        result: {
          txHash: '0x526e56101cf39c1e717cef9cedf6fdddb42684711abda35bae51136dbb350ad7',
          from: '0x4d144d7b9c96b26361d6ac74dd1d8267edca4fc2',
          nonce: '0x64',
          txRejectionStage: 'SEQUENCER',
          reasonMessage: 'Transaction line count for module ADD=402 is above the limit 70',
          blockNumber: '0x3039',
          timestamp: '2024-08-22T09:18:51Z',
        },
      },
      note: 'A sample record: rejections are kept for seven days, so this hash returns null today.',
    },
    defaultNetwork: 'mainnet',
  },
];

export function getRpcMethod(name: string): RpcMethod {
  const method = rpcMethods.find((m) => m.name === name);
  if (!method) throw new Error(`Unknown JSON-RPC method "${name}": add it to src/data/rpc-methods.ts`);
  return method;
}
