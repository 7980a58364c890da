/**
 * The `txpool` namespace: what waits in the node's own transaction pool. Besu's methods, enabled in
 * every Linea Besu profile; the official Linea reference does not list them for the public
 * endpoints. Shapes from Besu's result classes; descriptions are ours.
 */
import { arrayOf, describe, hash32, quantity } from '../schemas';
import type { RpcMethodSpec } from '../types';
import { FINALITY_SOURCE, besu, ownNodeOnly } from './common';
import { EXAMPLE_TX_HASH } from './examples';

const txpoolClass = (name: string): string => besu(`ethereum/api/.../jsonrpc/internal/methods/${name}.java`);
const count = (description: string) => ({ title: 'integer', type: 'integer' as const, minimum: 0, description });
const POOL_IS_LOCAL = 'The answer describes the pool of the node you ask, not the sequencer’s: on Linea only the sequencer builds blocks.';

export const txpoolMethods: readonly RpcMethodSpec[] = [
  {
    name: 'txpool_besuStatistics',
    namespace: 'txpool',
    summary: 'Returns the capacity of the node’s transaction pool (mempool) and how many of its transactions arrived locally or from peers.',
    useCases: [
      'monitor how full your node’s transaction pool is against its limit',
      'see how many pooled transactions came in over your API versus from peers',
    ],
    searchPhrases: ['mempool size limit', 'is the txpool full', 'local vs remote pooled transactions', 'txpool fill level'],
    params: [],
    result: {
      name: 'statistics',
      description: 'Pool size limit and counts.',
      schema: {
        title: 'pool statistics',
        type: 'object',
        required: ['maxSize', 'localCount', 'remoteCount'],
        properties: {
          maxSize: count('Most transactions the pool holds.'),
          localCount: count('Transactions submitted to this node over its API.'),
          remoteCount: count('Transactions received from peers.'),
        },
      },
    },
    errors: [],
    examples: [{ params: [], result: { maxSize: 4096, localCount: 1, remoteCount: 37 }, constructed: true }],
    lineaDifferences: [POOL_IS_LOCAL],
    servedBy: ownNodeOnly('txpool'),
    liveSafety: 'read-only',
    sources: [txpoolClass('TxPoolBesuStatistics'), besu('ethereum/api/.../jsonrpc/internal/results/PendingTransactionsStatisticsResult.java'), FINALITY_SOURCE],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'txpool_besuTransactions',
    namespace: 'txpool',
    summary: 'Lists the hashes of the transactions in the node’s pool (mempool), with when and from where each arrived.',
    useCases: [
      'check whether a transaction you sent is still waiting in your node’s mempool',
      'see how long transactions have been sitting in the pool',
      'tell transactions submitted through your node from those received from peers',
    ],
    searchPhrases: ['mempool contents', 'pending transaction hashes list', 'transaction age in txpool', 'dump the transaction pool'],
    params: [],
    result: {
      name: 'transactions',
      description: 'One entry per pooled transaction.',
      schema: arrayOf(
        {
          title: 'pooled transaction',
          type: 'object',
          required: ['hash', 'isReceivedFromLocalSource', 'addedToPoolAt'],
          properties: {
            hash: describe(hash32, 'Transaction hash.'),
            isReceivedFromLocalSource: { title: 'boolean', type: 'boolean', description: 'true when it was submitted to this node over its API.' },
            addedToPoolAt: { title: 'string', type: 'string', description: 'When it entered the pool, in ISO 8601.' },
          },
        },
        'array of pooled transactions',
      ),
    },
    errors: [],
    examples: [{ params: [], result: [{ hash: EXAMPLE_TX_HASH, isReceivedFromLocalSource: false, addedToPoolAt: '2026-04-20T05:47:33.918Z' }], constructed: true }],
    lineaDifferences: [POOL_IS_LOCAL],
    servedBy: ownNodeOnly('txpool'),
    liveSafety: 'read-only',
    sources: [txpoolClass('TxPoolBesuTransactions'), besu('ethereum/api/.../jsonrpc/internal/results/PendingTransactionResult.java'), FINALITY_SOURCE],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'txpool_status',
    namespace: 'txpool',
    summary: 'Returns how many transactions in the node’s pool (mempool) are ready to run and how many wait for an earlier nonce.',
    useCases: [
      'count pending and queued transactions in your node’s mempool',
      'spot transactions stuck behind a missing nonce (queued)',
      'watch for a growing backlog in the pool of a node you run',
    ],
    searchPhrases: ['cast tx-pool status', 'nonce gap in the pool', 'mempool congestion check'],
    params: [],
    result: {
      name: 'status',
      description: 'Counts of pending and queued transactions.',
      schema: {
        title: 'pool status',
        type: 'object',
        required: ['pending', 'queued'],
        properties: {
          pending: describe(quantity, 'Transactions that can run next.'),
          queued: describe(quantity, 'Transactions waiting for a missing earlier nonce.'),
        },
      },
    },
    errors: [],
    examples: [{ params: [], result: { pending: '0x26', queued: '0x3' }, constructed: true }],
    lineaDifferences: [POOL_IS_LOCAL],
    servedBy: ownNodeOnly('txpool'),
    liveSafety: 'read-only',
    sources: [txpoolClass('TxPoolStatus'), besu('ethereum/api/.../jsonrpc/internal/results/TransactionPoolStatusResult.java'), FINALITY_SOURCE],
    defaultNetwork: 'mainnet',
  },
];
