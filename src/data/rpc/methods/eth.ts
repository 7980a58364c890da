/**
 * The `eth` namespace. Standard methods take their parameter and result shapes from
 * ethereum/execution-apis `src/eth/*.yaml` at 033ca6e69da000445840d2060ff47e5e56172a86
 * (2026-08-07); what differs on Linea and which endpoint serves them from the sources each record
 * names. Descriptions are ours.
 */
import { bytes, hash32 } from '../schemas';
import type { RpcMethodSpec } from '../types';

export const ethMethods: readonly RpcMethodSpec[] = [
  {
    name: 'eth_sendRawTransaction',
    namespace: 'eth',
    summary: 'Submits a signed transaction to the node, which checks it against Linea’s limits before it enters the transaction pool.',
    params: [
      {
        name: 'transaction',
        required: true,
        description: 'The signed transaction, serialized (RLP for legacy transactions, the typed envelope for EIP-2930 and EIP-1559 ones).',
        schema: bytes,
      },
    ],
    result: {
      name: 'transactionHash',
      description: 'The hash of the transaction. Accepted into the pool does not mean included: poll eth_getTransactionReceipt for the outcome.',
      schema: hash32,
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
    examples: [
      {
        params: [
          '0xf869018203e882520894f17f52151ebef6c7334fad080c5704d77216b732881bc16d674ec80000801ba02da1c48b670996dcb1f447ef9ef00b33033c48a4fe938f420bec3e56bfd24071a062e0aa78a81bf0290afbc3a9d8e9a068e6d74caa66c5e0fa8a46deaae96b0833',
        ],
        result: '0xb40ca2b75e7312bfa842991b14bc7cac495736a4fcf18e70240c9702525c2ade',
        constructed: true,
        note: 'The result is the Keccak-256 hash of the example transaction, which is what a node returns when it accepts it.',
      },
    ],
    lineaDifferences: [
      'Before a transaction enters the pool, Linea nodes check it against the prover’s trace limits, the per-transaction gas and calldata caps, the deny list and a minimum fee that covers posting its data to Ethereum, and refuse it with the errors listed here.',
    ],
    servedBy: { publicMainnet: true, publicSepolia: true, ownNode: { namespace: 'eth' } },
    liveSafety: 'state-changing',
    sources: [
      'Consensys/doc.linea docs/api/reference/eth-sendrawtransaction.mdx @ 994028bcdd5f4a8d307464972364e2f8944eb8b6 (2026-08-06)',
      'Consensys/doc.linea docs/network/build/tools/node-providers/index.mdx @ 994028bcdd5f4a8d307464972364e2f8944eb8b6 (public endpoints of both networks)',
      'Consensys/linea-monorepo besu-plugins/linea-sequencer transaction pool validators',
      'hyperledger/besu RpcErrorType.java (codes of the standard errors)',
    ],
    defaultNetwork: 'sepolia',
  },
];
