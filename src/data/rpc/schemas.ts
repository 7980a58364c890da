/**
 * Reusable JSON Schemas of the JSON-RPC reference: the value types (address, hash, quantity, ...)
 * and the objects standard methods take and return (call object, filter, log, block, transaction,
 * receipt, fee history, ...). Method records compose these; every schema has a `title` so tables
 * and the console can name the type.
 *
 * Facts (field names, which fields are required, value formats) come from ethereum/execution-apis
 * `src/schemas/*.yaml` at 033ca6e69da000445840d2060ff47e5e56172a86 (2026-08-07), Linea's own
 * shapes from the sources named where they are defined. Descriptions are ours.
 *
 * Hex patterns accept upper- and lower-case digits: nodes answer in lower case, but readers paste
 * checksummed addresses, and both are valid input.
 */
import type { JsonSchema } from './types';

/** Adds or replaces the description of a reusable schema for one use of it. */
export function describe(schema: JsonSchema, description: string): JsonSchema {
  return { ...schema, description };
}

/** A schema that also accepts `null` (results that may be absent). */
export function nullable(schema: JsonSchema, description?: string): JsonSchema {
  return {
    title: `${schema.title ?? 'value'} or null`,
    ...(description ? { description } : {}),
    anyOf: [schema, { title: 'null', type: 'null' }],
  };
}

/** An array of a reusable schema. */
export function arrayOf(items: JsonSchema, title: string, description?: string): JsonSchema {
  return { title, type: 'array', items, ...(description ? { description } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Value types

export const address: JsonSchema = {
  title: 'address',
  type: 'string',
  pattern: '^0x[0-9a-fA-F]{40}$',
  description: '20 bytes: 0x and 40 hex digits.',
};

export const hash32: JsonSchema = {
  title: '32-byte hash',
  type: 'string',
  pattern: '^0x[0-9a-fA-F]{64}$',
  description: '32 bytes: 0x and 64 hex digits.',
};

export const bytes: JsonSchema = {
  title: 'hex data',
  type: 'string',
  pattern: '^0x([0-9a-fA-F]{2})*$',
  description: 'Any byte string: 0x and an even number of hex digits.',
};

export const bytes8: JsonSchema = {
  title: '8-byte data',
  type: 'string',
  pattern: '^0x[0-9a-fA-F]{16}$',
};

export const bytes256: JsonSchema = {
  title: '256-byte data',
  type: 'string',
  pattern: '^0x[0-9a-fA-F]{512}$',
  description: 'A 2048-bit bloom filter: 0x and 512 hex digits.',
};

export const quantity: JsonSchema = {
  title: 'hex quantity',
  type: 'string',
  pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$',
  description: 'An unsigned integer in hex without leading zeros, such as 0x0 or 0x5208.',
};

/** A storage key or value: up to 32 bytes, leading zeros allowed. */
export const word32: JsonSchema = {
  title: '32-byte word',
  type: 'string',
  pattern: '^0x[0-9a-fA-F]{1,64}$',
  description: 'Up to 32 bytes in hex (0x and 1 to 64 hex digits), leading zeros allowed.',
};

/** A transaction type byte (`0x0` legacy, `0x1` access list, `0x2` EIP-1559, `0x3` blob, `0x4` set code). */
export const txType: JsonSchema = {
  title: 'transaction type',
  type: 'string',
  pattern: '^0x[0-9a-fA-F]{1,2}$',
  description: 'The EIP-2718 type: 0x0 legacy, 0x1 access list, 0x2 EIP-1559, 0x3 blob, 0x4 EIP-7702.',
};

export const blockTag: JsonSchema = {
  title: 'block tag',
  type: 'string',
  enum: ['earliest', 'finalized', 'safe', 'latest', 'pending'],
  description:
    'earliest: the oldest block the node has; finalized and safe: the newest block the node considers final or safe; latest: the head of the chain; pending: the next block as the node would build it.',
};

/** Block tags that name an existing block (log ranges take no `pending`). */
export const blockTagForRange: JsonSchema = {
  title: 'block tag',
  type: 'string',
  enum: ['earliest', 'finalized', 'safe', 'latest'],
};

export const blockNumber: JsonSchema = { ...quantity, title: 'block number', description: 'A block number as a hex quantity.' };

export const blockNumberOrTag: JsonSchema = {
  title: 'block number or tag',
  anyOf: [blockNumber, blockTag],
};

export const blockNumberOrTagForRange: JsonSchema = {
  title: 'block number or tag',
  anyOf: [blockNumber, blockTagForRange],
};

/**
 * Block number, tag or hash. `anyOf` rather than `oneOf`: a hash that does not start with a zero
 * digit is also a well-formed quantity.
 */
export const blockNumberOrTagOrHash: JsonSchema = {
  title: 'block number, tag or hash',
  anyOf: [blockNumber, blockTag, { ...hash32, title: 'block hash' }],
};

export const uintDecimalString: JsonSchema = {
  title: 'decimal string',
  type: 'string',
  pattern: '^(0|[1-9][0-9]*)$',
};

// ---------------------------------------------------------------------------------------------
// Transactions sent to the node

export const accessList: JsonSchema = {
  title: 'access list',
  type: 'array',
  description: 'EIP-2930 access list: the accounts and storage slots the transaction touches.',
  items: {
    title: 'access list entry',
    type: 'object',
    required: ['address', 'storageKeys'],
    properties: {
      address: describe(address, 'An account the transaction touches.'),
      storageKeys: arrayOf(hash32, 'array of 32-byte hashes', 'Storage slots of that account the transaction touches.'),
    },
  },
};

export const authorizationList: JsonSchema = {
  title: 'authorization list',
  type: 'array',
  description: 'EIP-7702 authorizations: each lets an account delegate its code to a contract.',
  items: {
    title: 'authorization',
    type: 'object',
    required: ['chainId', 'nonce', 'address', 'yParity', 'r', 's'],
    properties: {
      chainId: describe(quantity, 'Chain the authorization is valid on (0x0 for any chain).'),
      nonce: describe(quantity, 'Nonce of the authorizing account.'),
      address: describe(address, 'Contract whose code the account delegates to.'),
      yParity: describe(quantity, 'Parity of the y coordinate of the signature.'),
      r: describe(quantity, 'Signature r value.'),
      s: describe(quantity, 'Signature s value.'),
    },
  },
};

/**
 * The transaction object `eth_call`, `eth_estimateGas`, `linea_estimateGas` and the tracers
 * simulate. Every field is optional; fields not listed are passed through to the node.
 */
export const callObject: JsonSchema = {
  title: 'call object',
  type: 'object',
  properties: {
    from: describe(address, 'Sender. Give it whenever the call depends on who sends it (a transfer, an allowance); the node also caps the estimate by what this account can pay for.'),
    to: describe(address, 'Recipient or contract. Leave it out to estimate a contract deployment.'),
    gas: describe(quantity, 'Gas limit to simulate with. The estimate itself costs nothing; set it only when the call needs a ceiling.'),
    gasPrice: describe(quantity, 'Legacy gas price in wei. Cannot be combined with the EIP-1559 fee fields.'),
    maxFeePerGas: describe(quantity, 'EIP-1559 cap on the total fee per gas, in wei.'),
    maxPriorityFeePerGas: describe(quantity, 'EIP-1559 cap on the tip per gas, in wei.'),
    value: describe(quantity, 'Wei sent with the call.'),
    data: describe(bytes, 'Calldata: the 4-byte function selector followed by the ABI-encoded arguments, or the init code of a deployment.'),
    input: describe(bytes, 'Newer name of data; give one of the two, not both with different values.'),
    nonce: describe(quantity, 'Nonce to simulate with.'),
    type: txType,
    chainId: describe(quantity, 'Chain ID the transaction is meant for.'),
    accessList,
    authorizationList,
  },
};

/** Storage slots set by an override, keyed by slot. */
const storageSlots: JsonSchema = {
  title: 'map of 32-byte word to 32-byte word',
  type: 'object',
  propertyNames: word32,
  additionalProperties: word32,
};

export const accountOverride: JsonSchema = {
  title: 'account override',
  type: 'object',
  properties: {
    balance: describe(quantity, 'Balance in wei to pretend the account holds.'),
    nonce: describe(quantity, 'Nonce to pretend the account has.'),
    code: describe(bytes, 'Runtime bytecode to place at the address for the simulation.'),
    state: describe(storageSlots, 'Replaces the whole storage of the account with these slots.'),
    stateDiff: describe(storageSlots, 'Overrides only these storage slots and keeps the rest.'),
  },
};

export const stateOverride: JsonSchema = {
  title: 'map of address to account override',
  type: 'object',
  description: 'Temporary changes to account state, keyed by address, applied only while simulating.',
  propertyNames: address,
  additionalProperties: accountOverride,
};

// ---------------------------------------------------------------------------------------------
// Logs and filters

const topic: JsonSchema = { ...hash32, title: 'topic' };

export const filterTopics: JsonSchema = {
  title: 'topics',
  type: 'array',
  description:
    'Topic conditions by position: null matches anything, a topic matches exactly, an array of topics matches any of them. The first position is the event signature hash.',
  items: {
    title: 'topic condition',
    anyOf: [{ title: 'any topic', type: 'null' }, topic, arrayOf(topic, 'any of these topics')],
  },
};

const filterAddress: JsonSchema = {
  title: 'address or array of addresses',
  description: 'Only logs emitted by this contract, or by any of these contracts.',
  anyOf: [address, arrayOf(address, 'array of addresses')],
};

export const logFilter: JsonSchema = {
  title: 'log filter',
  type: 'object',
  description: 'Which logs to match: a block range (fromBlock and toBlock) or a single block (blockHash), narrowed by address and topics.',
  properties: {
    fromBlock: describe(blockNumberOrTagForRange, 'First block of the range (inclusive); "latest" when left out.'),
    toBlock: describe(blockNumberOrTagForRange, 'Last block of the range (inclusive); "latest" when left out.'),
    blockHash: describe(hash32, 'Only this block. Cannot be combined with fromBlock or toBlock.'),
    address: filterAddress,
    topics: filterTopics,
  },
};

export const log: JsonSchema = {
  title: 'log',
  type: 'object',
  required: ['transactionHash'],
  properties: {
    removed: { title: 'boolean', type: 'boolean', description: 'True when the log was dropped by a chain reorganisation.' },
    logIndex: describe(quantity, 'Position of the log in the block.'),
    transactionIndex: describe(quantity, 'Position of the transaction in the block.'),
    transactionHash: describe(hash32, 'Transaction that emitted the log.'),
    blockHash: describe(hash32, 'Block holding the transaction.'),
    blockNumber: describe(quantity, 'Number of that block.'),
    blockTimestamp: describe(quantity, 'Timestamp of that block, where the node includes it.'),
    address: describe(address, 'Contract that emitted the log.'),
    data: describe(bytes, 'Non-indexed event arguments, ABI-encoded.'),
    topics: arrayOf(topic, 'array of topics', 'Event signature hash followed by the indexed arguments.'),
  },
};

export const logs: JsonSchema = arrayOf(log, 'array of logs');

/** `eth_getFilterChanges` and `eth_getFilterLogs`: hashes for block and transaction filters, logs for log filters. */
export const filterResults: JsonSchema = {
  title: 'filter results',
  anyOf: [arrayOf(hash32, 'array of 32-byte hashes'), logs],
};

export const filterId: JsonSchema = { ...quantity, title: 'filter ID', description: 'Identifier of a filter installed on the node.' };

// ---------------------------------------------------------------------------------------------
// Transactions, receipts and blocks returned by the node

export const transaction: JsonSchema = {
  title: 'transaction',
  type: 'object',
  required: ['hash', 'from', 'nonce', 'gas', 'input', 'value', 'type'],
  properties: {
    blockHash: nullable(hash32, 'Block holding the transaction; null while pending.'),
    blockNumber: nullable(quantity, 'Number of that block; null while pending.'),
    blockTimestamp: describe(quantity, 'Timestamp of that block, where the node includes it.'),
    transactionIndex: nullable(quantity, 'Position in the block; null while pending.'),
    hash: describe(hash32, 'Transaction hash.'),
    type: txType,
    from: describe(address, 'Sender, recovered from the signature.'),
    to: nullable(address, 'Recipient; null for a contract deployment.'),
    nonce: describe(quantity, 'Sender nonce.'),
    gas: describe(quantity, 'Gas limit.'),
    gasPrice: describe(quantity, 'Legacy and access-list transactions: the gas price; EIP-1559 ones: the price actually paid once included.'),
    maxFeePerGas: describe(quantity, 'EIP-1559 cap on the total fee per gas.'),
    maxPriorityFeePerGas: describe(quantity, 'EIP-1559 cap on the tip per gas.'),
    value: describe(quantity, 'Wei transferred.'),
    input: describe(bytes, 'Calldata or init code.'),
    chainId: describe(quantity, 'Chain ID the transaction was signed for.'),
    accessList,
    authorizationList,
    v: describe(quantity, 'Signature v value.'),
    r: describe(quantity, 'Signature r value.'),
    s: describe(quantity, 'Signature s value.'),
    yParity: describe(quantity, 'Parity of the signature y coordinate (typed transactions).'),
  },
};

export const receipt: JsonSchema = {
  title: 'receipt',
  type: 'object',
  required: [
    'blockHash',
    'blockNumber',
    'from',
    'cumulativeGasUsed',
    'gasUsed',
    'logs',
    'logsBloom',
    'transactionHash',
    'transactionIndex',
    'effectiveGasPrice',
  ],
  properties: {
    type: txType,
    transactionHash: describe(hash32, 'Transaction hash.'),
    transactionIndex: describe(quantity, 'Position of the transaction in the block.'),
    blockHash: describe(hash32, 'Block holding the transaction.'),
    blockNumber: describe(quantity, 'Number of that block.'),
    from: describe(address, 'Sender.'),
    to: nullable(address, 'Recipient; null for a contract deployment.'),
    cumulativeGasUsed: describe(quantity, 'Gas used by this transaction and every one before it in the block.'),
    gasUsed: describe(quantity, 'Gas used by this transaction alone.'),
    contractAddress: nullable(address, 'Address of the contract created, or null when the transaction deployed none.'),
    logs: describe(logs, 'Logs the transaction emitted.'),
    logsBloom: describe(bytes256, 'Bloom filter of those logs.'),
    status: describe(quantity, '0x1 when the transaction succeeded, 0x0 when it reverted.'),
    effectiveGasPrice: describe(quantity, 'Wei paid per unit of gas.'),
    blobGasUsed: describe(quantity, 'Blob gas used (blob transactions only).'),
    blobGasPrice: describe(quantity, 'Price paid per unit of blob gas (blob transactions only).'),
    root: describe(hash32, 'Post-transaction state root (pre-Byzantium receipts only).'),
  },
};

export const withdrawal: JsonSchema = {
  title: 'withdrawal',
  type: 'object',
  required: ['index', 'validatorIndex', 'address', 'amount'],
  properties: {
    index: quantity,
    validatorIndex: quantity,
    address,
    amount: describe(quantity, 'Amount in Gwei.'),
  },
};

function blockSchema(title: string, transactions: JsonSchema): JsonSchema {
  return {
    title,
    type: 'object',
    required: [
      'hash',
      'parentHash',
      'sha3Uncles',
      'miner',
      'stateRoot',
      'transactionsRoot',
      'receiptsRoot',
      'logsBloom',
      'number',
      'gasLimit',
      'gasUsed',
      'timestamp',
      'extraData',
      'mixHash',
      'nonce',
      'size',
      'transactions',
      'uncles',
    ],
    properties: {
      hash: describe(hash32, 'Block hash.'),
      parentHash: describe(hash32, 'Hash of the parent block.'),
      sha3Uncles: describe(hash32, 'Hash of the (empty) ommers list.'),
      miner: describe(address, 'Fee recipient of the block.'),
      stateRoot: describe(hash32, 'Root of the state trie after the block.'),
      transactionsRoot: describe(hash32, 'Root of the transactions trie.'),
      receiptsRoot: describe(hash32, 'Root of the receipts trie.'),
      logsBloom: describe(bytes256, 'Bloom filter of the logs of the block.'),
      difficulty: describe(quantity, 'Difficulty field of the header.'),
      totalDifficulty: describe(quantity, 'Sum of difficulties up to this block, where the node still reports it.'),
      number: describe(quantity, 'Block number.'),
      gasLimit: describe(quantity, 'Gas limit of the block.'),
      gasUsed: describe(quantity, 'Gas used by all its transactions.'),
      timestamp: describe(quantity, 'Unix time in seconds.'),
      extraData: describe(bytes, 'Extra data field of the header.'),
      mixHash: describe(hash32, 'Mix hash field of the header.'),
      nonce: describe(bytes8, 'Nonce field of the header.'),
      baseFeePerGas: describe(quantity, 'Base fee per gas of the block, in wei.'),
      withdrawalsRoot: describe(hash32, 'Root of the withdrawals list.'),
      blobGasUsed: describe(quantity, 'Blob gas used by the block.'),
      excessBlobGas: describe(quantity, 'Excess blob gas of the block.'),
      parentBeaconBlockRoot: describe(hash32, 'Parent beacon block root field of the header.'),
      requestsHash: describe(hash32, 'EIP-7685 requests hash.'),
      size: describe(quantity, 'Size of the block in bytes.'),
      transactions,
      withdrawals: arrayOf(withdrawal, 'array of withdrawals'),
      uncles: arrayOf(hash32, 'array of 32-byte hashes', 'Ommer hashes (always empty after the Merge).'),
    },
  };
}

/** A block whose `transactions` are hashes or full objects, depending on the second parameter. */
export const block: JsonSchema = blockSchema('block', {
  title: 'transaction hashes or objects',
  description: 'Hashes of the transactions, or the full transaction objects when asked for.',
  anyOf: [arrayOf(hash32, 'array of transaction hashes'), arrayOf(transaction, 'array of transactions')],
});

export const feeHistory: JsonSchema = {
  title: 'fee history',
  type: 'object',
  required: ['oldestBlock', 'baseFeePerGas', 'gasUsedRatio'],
  properties: {
    oldestBlock: describe(quantity, 'Number of the first block of the range returned.'),
    baseFeePerGas: arrayOf(quantity, 'array of hex quantities', 'Base fee per gas of each block, plus one entry for the block after the range.'),
    gasUsedRatio: arrayOf(
      { title: 'ratio', type: 'number', minimum: 0, maximum: 1 },
      'array of numbers',
      'Gas used divided by gas limit, for each block.',
    ),
    baseFeePerBlobGas: arrayOf(quantity, 'array of hex quantities', 'Base fee per blob gas of each block, plus the next.'),
    blobGasUsedRatio: arrayOf({ title: 'ratio', type: 'number', minimum: 0, maximum: 1 }, 'array of numbers', 'Blob gas used divided by the blob gas limit, for each block.'),
    reward: arrayOf(
      arrayOf(quantity, 'array of hex quantities'),
      'array of arrays of hex quantities',
      'For each block, the priority fee per gas at each requested percentile of the gas used. Present when percentiles were asked for.',
    ),
  },
};

export const syncStatus: JsonSchema = {
  title: 'sync status or false',
  anyOf: [
    { title: 'false', type: 'boolean', const: false, description: 'The node is not syncing.' },
    {
      title: 'sync status',
      type: 'object',
      required: ['startingBlock', 'currentBlock', 'highestBlock'],
      properties: {
        startingBlock: describe(quantity, 'Block the sync started from.'),
        currentBlock: describe(quantity, 'Block the node has reached.'),
        highestBlock: describe(quantity, 'Highest block the node knows of.'),
      },
    },
  ],
};

/** `eth_getProof`: Merkle-Patricia proofs of an account and its storage (EIP-1186). */
export const accountProof: JsonSchema = {
  title: 'account proof',
  type: 'object',
  required: ['address', 'accountProof', 'balance', 'codeHash', 'nonce', 'storageHash', 'storageProof'],
  properties: {
    address: describe(address, 'The account proved.'),
    accountProof: arrayOf(bytes, 'array of hex data', 'RLP-encoded trie nodes from the state root down to the account.'),
    balance: describe(quantity, 'Balance in wei.'),
    codeHash: describe(hash32, 'Keccak-256 hash of the account code.'),
    nonce: describe(quantity, 'Account nonce.'),
    storageHash: describe(hash32, 'Root of the account storage trie.'),
    storageProof: arrayOf(
      {
        title: 'storage proof',
        type: 'object',
        required: ['key', 'value', 'proof'],
        properties: {
          key: describe(word32, 'The storage key.'),
          value: describe(quantity, 'The value in the slot.'),
          proof: arrayOf(bytes, 'array of hex data', 'RLP-encoded trie nodes from the storage root down to the slot.'),
        },
      },
      'array of storage proofs',
      'One proof per requested key.',
    ),
  },
};
