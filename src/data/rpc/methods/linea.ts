/**
 * The `linea` namespace: methods only Linea serves. `linea_estimateGas` comes from the
 * linea-sequencer Besu plugin, `linea_getProof` from the Shomei state manager, and
 * `linea_getTransactionExclusionStatusV1` from the transaction exclusion API; the public endpoints
 * route each to its service.
 */
import { address, arrayOf, bytes, describe, hash32, quantity, stateOverride, callObject, word32 } from '../schemas';
import type { JsonSchema, RpcMethodSpec } from '../types';
import { PUBLIC_ENDPOINTS_SOURCE, docLinea, docLineaReference, lineaMonorepo, publicAndOwnNode } from './common';

const merkleProof: JsonSchema = {
  title: 'sparse Merkle proof',
  type: 'object',
  required: ['proofRelatedNodes', 'value'],
  properties: {
    proofRelatedNodes: arrayOf(bytes, 'array of hex data', 'Sibling nodes from the leaf up to the root of the sparse Merkle tree; with the leaf they rebuild the root.'),
    value: describe(bytes, 'The leaf the proof opens: the encoded account, or the storage value.'),
  },
};

/** How linea_getProof proves an item: its own leaf when it exists, its two neighbours when it does not. */
function existenceProof(title: string, key: JsonSchema, item: string, tree: string): JsonSchema {
  const index = (description: string): JsonSchema => ({ title: 'integer', type: 'integer', minimum: 0, description });
  return {
    title,
    type: 'object',
    required: ['key'],
    properties: {
      key,
      leafIndex: index(`Position of the leaf of ${item} in the ${tree}; present when ${item} exists.`),
      proof: describe(merkleProof, `Proof that ${item} exists; present with leafIndex.`),
      leftLeafIndex: index(`Position of the leaf just before where ${item} would be; present when ${item} does not exist.`),
      leftProof: describe(merkleProof, 'Proof of that left neighbour, shaped like proof.'),
      rightLeafIndex: index(`Position of the leaf just after where ${item} would be; present when ${item} does not exist.`),
      rightProof: describe(merkleProof, 'Proof of that right neighbour, shaped like proof.'),
    },
  };
}

export const lineaMethods: readonly RpcMethodSpec[] = [
  {
    name: 'linea_estimateGas',
    namespace: 'linea',
    summary:
      'Estimates the gas limit of a transaction and the base fee and priority fee that get it included on Linea, including the cost of its data on Ethereum.',
    description:
      'The node first runs `eth_estimateGas` on the pending block, then simulates the transaction again on the pending block with the prover’s line counters to check it fits the trace limits, and finally prices it: the priority fee grows with the compressed size of the signed transaction. Errors of the first step come back as `eth_estimateGas` returns them.',
    useCases: [
      'get the gas limit, base fee and priority fee to sign a Linea transaction with',
      'price a transaction including the cost of posting its data to Ethereum',
      'check before sending that a transaction fits the prover’s trace limits',
      'avoid rejections for fees too low by signing with the fees it returns',
    ],
    searchPhrases: ['viem/linea estimateGas', 'L1 data availability cost', 'recommended gas price on Linea', 'compressed transaction size fee', 'tip too low on Linea'],
    params: [
      { name: 'call', required: true, description: 'The transaction to estimate, in the shape eth_estimateGas takes.', schema: callObject },
      { name: 'stateOverride', required: false, description: 'Temporary changes to account state, keyed by address, applied only while simulating.', schema: stateOverride },
    ],
    result: {
      name: 'estimate',
      description: 'Three hex quantities to sign the transaction with.',
      schema: {
        title: 'Linea gas estimate',
        type: 'object',
        required: ['gasLimit', 'baseFeePerGas', 'priorityFeePerGas'],
        properties: {
          gasLimit: describe(quantity, 'Gas the transaction needs, found by simulating it on the pending block.'),
          baseFeePerGas: describe(quantity, 'Base fee of the next block, in wei.'),
          priorityFeePerGas: describe(
            quantity,
            'Tip per gas, in wei, that makes the transaction profitable for the sequencer to include. It grows with the compressed size of the transaction, because that data is posted to Ethereum.',
          ),
        },
      },
    },
    errors: [
      {
        code: 3,
        message: 'Execution reverted (<reason>)',
        meaning:
          'The call reverts. The error’s data field holds the revert data; decode it with the contract ABI. The reason in brackets appears only when the contract reverted with a plain Error(string) message.',
      },
      {
        code: -32004,
        message: 'Upfront cost exceeds account balance',
        meaning: 'The account in from cannot pay, after the value it sends, even the gas of the cheapest transaction at the fee given in the call. Fund the account, or leave the fee fields out: the node checks the balance only when a fee is given.',
      },
      {
        code: -32000,
        message: 'Transaction processing could not be completed due to an exception (<reason>)',
        meaning: 'Execution stopped abnormally even at the highest gas limit tried, for example an invalid opcode or running out of gas. The reason in brackets names the cause.',
      },
      {
        code: -32000,
        message: 'Transaction line count for module <MODULE>=<count> is above the limit <limit>',
        meaning: 'The simulated execution exceeds a prover module’s trace limit, so the sequencer would never include it. Split the work across transactions.',
      },
      {
        code: -32000,
        message: 'Failed simulation, reason: <reason>',
        meaning: 'The estimate succeeded, but the transaction failed without revert data when the node simulated it again with the prover’s line counters; the reason, when there is one, says why.',
      },
      {
        code: -32000,
        message: '<reason the transaction is invalid>',
        meaning: 'That second simulation found the transaction invalid (for example its nonce or its fees), and the message is the node’s reason as is.',
      },
      { code: -32602, message: 'Invalid call params', meaning: 'The call object could not be parsed: check field names and that every value is hex.' },
      {
        code: -32602,
        message: 'Invalid params',
        meaning: 'The call mixes gasPrice with maxFeePerGas, maxPriorityFeePerGas or maxFeePerBlobGas, or asks for more gas than the per-transaction maximum the node enforces.',
      },
      {
        code: -32603,
        message: 'Internal error',
        meaning: 'The node could not complete the estimate. A state override that cannot be parsed also ends here, so check that parameter first.',
        standard: true,
      },
    ],
    examples: [
      {
        params: [{ to: '0x176211869ca2b568f2a7d4ee941e073a821ee1ff', data: '0x70a08231000000000000000000000000d8da6bf26964af9d7eed9e03e53415d37aa96045' }],
        result: { baseFeePerGas: '0x7', gasLimit: '0xcf08', priorityFeePerGas: '0x43a82a4' },
        constructed: true,
        note: 'The request and response published in the official Linea API reference; fees change with every block.',
      },
    ],
    lineaDifferences: [
      'Returns the fees to sign with as well as the gas limit, and its priority fee covers the cost of posting the transaction’s data to Ethereum, which eth_estimateGas does not account for.',
    ],
    servedBy: {
      ...publicAndOwnNode(
        'linea',
        'Needs the linea-sequencer plugin LineaEstimateGasEndpointPlugin, which the advanced Linea Besu profiles load; the basic profiles disable plugins.',
      ),
      providers:
        'Of the public endpoints the official list names, only rpc.linea.build and rpc.sepolia.linea.build are marked as serving the Linea methods; Infura serves it too (the official gas guide’s example calls it there).',
    },
    liveSafety: 'read-only',
    sources: [
      docLineaReference('linea_estimateGas'),
      docLinea('docs/network/how-to/gas-fees.mdx'),
      PUBLIC_ENDPOINTS_SOURCE,
      'Consensys/linea-monorepo linea-besu/plugins/linea-sequencer/sequencer/src/main/java/net/consensys/linea/rpc/methods/LineaEstimateGas.java @ f37b846142486ff31ac94da6caed8221be41494e (2026-05-12; unchanged at cb180134d7b7904ca588e6d99264b7b10fe06929, 2026-06-12): simulation on the pending block, error codes and messages',
      lineaMonorepo('linea-besu/package/linea-besu/profiles/advanced-mainnet.toml (plugins, rpc-http-api)'),
      'hyperledger/besu ethereum/api/.../methods/AbstractEstimateGas.java, EthEstimateGas.java, response/RpcErrorType.java, response/JsonRpcError.java, BaseJsonRpcProcessor.java @ 3fd224e2e49ddd68aa61755525593a0a60c65507 (2026-03-29): the eth_estimateGas errors passed through, messages as returned',
    ],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'linea_getProof',
    namespace: 'linea',
    summary: 'Returns an account and some of its storage slots with sparse Merkle proofs against Linea’s state at a block finalized on Ethereum.',
    useCases: [
      'prove an account or storage value against Linea state that Ethereum has verified',
      'prove that an account or storage slot does not exist at a finalized block',
      'supply state proofs to a contract or cross-chain app that checks Linea state',
    ],
    searchPhrases: ['Shomei state proof', 'account non-inclusion proof', 'verify Linea storage on L1', 'storage proof for a bridge'],
    params: [
      { name: 'address', required: true, description: 'The account to prove.', schema: address },
      { name: 'storageKeys', required: true, description: 'Storage slots of the account to prove. Pass an empty array to prove the account alone.', schema: arrayOf(word32, 'array of 32-byte words') },
      {
        name: 'blockParameter',
        required: true,
        description: 'The block whose state to prove. It must be a block the proof service holds: one finalized on Ethereum. "latest" means the most recent of those.',
        schema: {
          title: 'block number, "latest" or block hash',
          anyOf: [{ ...quantity, title: 'block number' }, { title: 'block tag', type: 'string', enum: ['latest'] }, { ...hash32, title: 'block hash' }],
        },
      },
    ],
    result: {
      name: 'proofs',
      description:
        'Proofs of the account and of each requested slot. An item that exists comes with its leaf index and one proof; one that does not exist comes with proofs of its two neighbours in the tree, which shows nothing sits between them.',
      schema: {
        title: 'Linea state proof',
        type: 'object',
        required: ['accountProof', 'storageProofs'],
        properties: {
          accountProof: describe(existenceProof('account proof', describe(address, 'The account address.'), 'the account', 'world-state tree'), 'Proof for the account.'),
          storageProofs: arrayOf(
            existenceProof('storage proof', describe(word32, 'The storage key.'), 'the slot', 'account’s storage tree'),
            'array of storage proofs',
            'One entry per requested storage key, in the same order.',
          ),
        },
      },
    },
    errors: [
      {
        code: -32600,
        message: 'BLOCK_MISSING_IN_CHAIN - block is missing',
        meaning: 'The proof service holds no state for that block: it is not finalized on Ethereum yet, it is not a block it kept, or the tag is not one it serves. Use "latest" or the number of a finalized block.',
      },
    ],
    examples: [
      {
        params: ['0x87f21c771EAC9c547Eb22312997153D3A1fC40F6', ['0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421'], 'latest'],
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
        constructed: true,
        note: 'Illustrative and shortened: real proofRelatedNodes arrays hold one node per level of the tree, and every value depends on the state at the block you ask for.',
      },
    ],
    lineaDifferences: [
      'Linea’s state is a sparse Merkle tree rather than Ethereum’s Merkle-Patricia trie, so proofs of Linea state come from linea_getProof, not eth_getProof, and only for blocks finalized on Ethereum.',
    ],
    servedBy: { publicMainnet: true, publicSepolia: true, ownNode: null },
    liveSafety: 'read-only',
    sources: [
      docLineaReference('linea_getProof'),
      docLinea('docs/protocol/architecture/state-manager.mdx'),
      PUBLIC_ENDPOINTS_SOURCE,
      'Consensys/shomei LineaGetProof.java (state manager serving linea_getProof)',
    ],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'linea_getTransactionExclusionStatusV1',
    namespace: 'linea',
    summary: 'Tells you whether, where and why Linea rejected a transaction because proving it would exceed the prover’s limits.',
    useCases: [
      'find out whether a transaction that never got mined was rejected for prover limits',
      'see which prover module overflowed, and at which stage the transaction was dropped',
      'decide whether to split the work into smaller transactions before retrying',
    ],
    searchPhrases: ['sequencer dropped my transaction', 'transaction vanished without receipt', 'line count limit exceeded', 'transaction too big to prove'],
    params: [{ name: 'txHash', required: true, description: 'Hash of the transaction you sent.', schema: hash32 }],
    result: {
      name: 'exclusionStatus',
      description:
        'The rejection record, or null when there is none: the transaction was not rejected for its trace size, or the rejection is older than the seven days records are kept.',
      schema: {
        title: 'exclusion record or null',
        anyOf: [
          {
            title: 'exclusion record',
            type: 'object',
            required: ['txHash', 'from', 'nonce', 'txRejectionStage', 'reasonMessage', 'timestamp'],
            properties: {
              txHash: describe(hash32, 'Hash of the rejected transaction.'),
              from: describe(address, 'Sender of the transaction.'),
              nonce: describe(quantity, 'Nonce of the transaction.'),
              txRejectionStage: {
                title: 'rejection stage',
                type: 'string',
                enum: ['SEQUENCER', 'RPC', 'P2P'],
                description: 'Where it was turned away: by the sequencer while building a block, by the RPC node you sent it to, or by a node that received it from a peer.',
              },
              reasonMessage: { title: 'string', type: 'string', description: 'Why: which prover module overflowed, with its line count and limit.' },
              blockNumber: describe(quantity, 'Block the sequencer was building when it dropped the transaction (SEQUENCER stage only).'),
              timestamp: { title: 'string', type: 'string', description: 'When it was rejected, in ISO 8601.' },
            },
          },
          { title: 'null', type: 'null' },
        ],
      },
    },
    errors: [
      { code: -32602, message: 'Hex string of transaction hash cannot be parsed: <detail>', meaning: 'The parameter is not a 32-byte hex hash.' },
      { code: -32602, message: 'The given request params list should have one argument', meaning: 'Pass exactly one parameter, the hash, in the params array.' },
      { code: -32602, message: 'params should be a list', meaning: 'params must be an array holding the hash, not an object.' },
      { code: -32000, message: 'Server error', meaning: 'The exclusion service failed to answer (its data field has the detail). Retry later.' },
    ],
    examples: [
      {
        params: ['0x526e56101cf39c1e717cef9cedf6fdddb42684711abda35bae51136dbb350ad7'],
        result: {
          txHash: '0x526e56101cf39c1e717cef9cedf6fdddb42684711abda35bae51136dbb350ad7',
          from: '0x4d144d7b9c96b26361d6ac74dd1d8267edca4fc2',
          nonce: '0x64',
          txRejectionStage: 'SEQUENCER',
          reasonMessage: 'Transaction line count for module ADD=402 is above the limit 70',
          blockNumber: '0x3039',
          timestamp: '2024-08-22T09:18:51Z',
        },
        constructed: true,
        note: 'A sample record: rejections are kept for seven days, so this hash returns null today.',
      },
    ],
    lineaDifferences: ['Exists only on Linea: Ethereum has no prover limits, so no transaction is rejected for its trace size.'],
    servedBy: { publicMainnet: true, publicSepolia: true, ownNode: null },
    liveSafety: 'read-only',
    sources: [
      docLineaReference('linea_getTransactionExclusionStatusV1'),
      PUBLIC_ENDPOINTS_SOURCE,
      lineaMonorepo('transaction-exclusion-api (RequestHandlersV1.kt, ArgumentParser.kt, TransactionExclusionErrorCodes.kt)'),
    ],
    defaultNetwork: 'mainnet',
  },
];
