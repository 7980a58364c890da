/**
 * The `trace` namespace: OpenEthereum-style (Parity) traces. The three methods the official
 * Linea reference documents on the public endpoints, plus trace_filter, which Besu serves when the
 * namespace is enabled. Field names and types follow Besu's trace results; descriptions are ours.
 */
import { address, arrayOf, blockNumberOrTag, bytes, callObject, describe, hash32, quantity } from '../schemas';
import type { JsonSchema, RpcMethodSpec } from '../types';
import { BESU_BLOCK_PARAMETER_SOURCE, FINALITY_SOURCE, FINALIZED_TAG, besu, docLineaReference, ownNodeOnly, publicAndOwnNode, TRACING_ON_SEPOLIA } from './common';
import { blockNotFound, invalidBlockParams, invalidTransactionHashParams } from './errors';
import { BALANCE_OF_CALLDATA, EXAMPLE_BLOCK_HASH, EXAMPLE_BLOCK_NUMBER, EXAMPLE_FROM, EXAMPLE_TO, EXAMPLE_TX_HASH, USDC } from './examples';

const integer = (description: string): JsonSchema => ({ title: 'integer', type: 'integer', minimum: 0, description });

const traceFields: Record<string, JsonSchema> = {
  action: {
    title: 'trace action',
    type: 'object',
    description: 'What was done: for a call its type, caller, callee, gas, input and value; for a creation the init code instead of input.',
    properties: {
      callType: { title: 'string', type: 'string', description: 'call, staticcall, delegatecall or callcode.' },
      from: describe(address, 'Caller or creator.'),
      to: describe(address, 'Callee.'),
      gas: describe(quantity, 'Gas given.'),
      input: describe(bytes, 'Calldata.'),
      init: describe(bytes, 'Init code of a creation.'),
      value: describe(quantity, 'Wei sent.'),
    },
  },
  result: {
    title: 'trace result or null',
    description: 'Gas used and output (or the created address and code); null when the action failed.',
    anyOf: [
      {
        title: 'trace result',
        type: 'object',
        properties: {
          gasUsed: describe(quantity, 'Gas used.'),
          output: describe(bytes, 'Return data.'),
          address: describe(address, 'Contract created.'),
          code: describe(bytes, 'Code of the contract created.'),
        },
      },
      { title: 'null', type: 'null' },
    ],
  },
  error: { title: 'string', type: 'string', description: 'Why the action failed, when it did.' },
  subtraces: integer('Number of actions this one made directly.'),
  traceAddress: arrayOf(integer('Index among its siblings.'), 'array of integers', 'Position in the call tree: the index at each level, empty for the top call.'),
  type: { title: 'string', type: 'string', description: 'call, create, suicide or reward.' },
};

const blockTrace: JsonSchema = {
  title: 'trace',
  type: 'object',
  required: ['action', 'subtraces', 'traceAddress', 'type'],
  properties: {
    ...traceFields,
    blockHash: describe(hash32, 'Block of the transaction.'),
    blockNumber: integer('Number of that block, as a JSON number.'),
    transactionHash: describe(hash32, 'The transaction.'),
    transactionPosition: integer('Position of the transaction in the block.'),
  },
};

const traces: JsonSchema = arrayOf(blockTrace, 'array of traces');

const exampleTrace = {
  action: { callType: 'call', from: EXAMPLE_FROM, to: EXAMPLE_TO, gas: '0x209ae', input: '0x455ee4aa', value: '0x0' },
  result: { gasUsed: '0x136e2', output: '0x' },
  blockHash: EXAMPLE_BLOCK_HASH,
  blockNumber: 30299101,
  transactionHash: EXAMPLE_TX_HASH,
  transactionPosition: 0,
  subtraces: 1,
  traceAddress: [],
  type: 'call',
};

const TRACE_NOTE = 'From the official Linea reference’s example, which is abbreviated: the input is shortened and the subtrace left out.';


const traceClass = (name: string): string => besu(`ethereum/api/.../jsonrpc/internal/methods/${name}.java`);

export const traceMethods: readonly RpcMethodSpec[] = [
  {
    name: 'trace_block',
    namespace: 'trace',
    summary: 'Returns the Parity-style (OpenEthereum) traces of every action of every transaction in a block.',
    description: TRACING_ON_SEPOLIA,
    useCases: [
      'extract every internal call and ETH transfer in a block for an indexer',
      'find the contracts created in a block, including those deployed by other contracts',
      'analyse a block’s activity in the flat Parity trace format',
    ],
    searchPhrases: ['internal txs of a whole block', 'factory created contracts per block', 'selfdestruct in a block'],
    params: [{ name: 'blockParameter', required: true, description: 'The block: a hex number or a tag.', schema: blockNumberOrTag }],
    result: { name: 'traces', description: 'All traces of the block; transactionHash and transactionPosition say which transaction each belongs to.', schema: traces },
    errors: [invalidBlockParams],
    examples: [{ params: [EXAMPLE_BLOCK_NUMBER], result: [exampleTrace], constructed: true, note: TRACE_NOTE }],
    lineaDifferences: [FINALIZED_TAG],
    servedBy: publicAndOwnNode('trace'),
    liveSafety: 'read-only',
    sources: [docLineaReference('trace_block'), FINALITY_SOURCE, BESU_BLOCK_PARAMETER_SOURCE, traceClass('TraceBlock'), traceClass('AbstractTraceByBlock')],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'trace_call',
    namespace: 'trace',
    summary: 'Runs a call against the state of a block and returns its Parity-style (OpenEthereum) trace and, on request, the state changes it makes.',
    description: TRACING_ON_SEPOLIA,
    useCases: [
      'simulate a transaction and see its internal calls in the flat Parity format',
      'preview the balance, nonce and storage changes a call would make (`stateDiff`)',
      'check which nested call would fail before sending a transaction',
    ],
    searchPhrases: ['what will my transaction change', 'storage diff of a dry run', 'before and after storage values'],
    params: [
      { name: 'transaction', required: true, description: 'The call to trace; the same fields as eth_call.', schema: callObject },
      {
        name: 'traceTypes',
        required: true,
        description: 'What to return: trace (the actions) and stateDiff (the state changes). The public endpoints do not support vmTrace.',
        schema: arrayOf({ title: 'trace type', type: 'string', enum: ['trace', 'stateDiff'] }, 'array of trace types'),
      },
      { name: 'blockParameter', required: true, description: 'The block whose state to run the call on: a hex number or a tag.', schema: blockNumberOrTag },
    ],
    result: {
      name: 'traceResult',
      description: 'The call’s output with the requested parts; parts not requested are null.',
      schema: {
        title: 'trace call result',
        type: 'object',
        required: ['output'],
        properties: {
          output: describe(bytes, 'Return data of the call.'),
          trace: arrayOf({ title: 'trace', type: 'object', required: ['action', 'subtraces', 'traceAddress', 'type'], properties: traceFields }, 'array of traces', 'The actions, when trace was requested.'),
          stateDiff: {
            title: 'object or null',
            description: 'Changes to balances, nonces, code and storage, keyed by address, when stateDiff was requested.',
            anyOf: [{ title: 'state diff', type: 'object' }, { title: 'null', type: 'null' }],
          },
          vmTrace: { title: 'null', type: 'null', description: 'Always null on the public endpoints.' },
        },
      },
    },
    errors: [
      { code: -32602, message: 'Invalid trace type params', meaning: 'traceTypes is not an array of known trace types.', standard: true },
      blockNotFound,
    ],
    examples: [
      {
        params: [{ to: USDC, data: BALANCE_OF_CALLDATA }, ['trace'], 'latest'],
        result: {
          output: '0x000000000000000000000000000000000000000000000000000000000026009c',
          stateDiff: null,
          trace: [
            {
              action: { callType: 'call', from: '0x0000000000000000000000000000000000000000', to: USDC, gas: '0xffac48', input: BALANCE_OF_CALLDATA, value: '0x0' },
              result: { gasUsed: '0x25fe', output: '0x000000000000000000000000000000000000000000000000000000000026009c' },
              subtraces: 1,
              traceAddress: [],
              type: 'call',
            },
          ],
        },
        constructed: true,
        note: 'balanceOf on USDC, from the official Linea reference’s example, which leaves out the subtrace.',
      },
    ],
    lineaDifferences: ['The public endpoints support the trace and stateDiff trace types, not vmTrace.', FINALIZED_TAG],
    servedBy: publicAndOwnNode('trace'),
    liveSafety: 'read-only',
    sources: [docLineaReference('trace_call'), FINALITY_SOURCE, traceClass('TraceCall'), traceClass('AbstractTraceCall')],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'trace_filter',
    namespace: 'trace',
    summary: 'Returns the Parity-style (OpenEthereum) traces over a block range whose sender or recipient matches the given addresses.',
    useCases: [
      'find every internal call sent to or from an address over a block range',
      'build an address history that includes internal ETH transfers',
      'page through the traces of a contract on a node you run',
    ],
    searchPhrases: ['transaction history of an address', 'internal transactions of an address', 'who called my contract', 'incoming internal ETH to a wallet'],
    params: [
      {
        name: 'filter',
        required: true,
        description: 'The block range and the addresses to match, with paging.',
        schema: {
          title: 'trace filter',
          type: 'object',
          properties: {
            fromBlock: describe(blockNumberOrTag, 'First block of the range.'),
            toBlock: describe(blockNumberOrTag, 'Last block of the range.'),
            fromAddress: arrayOf(address, 'array of addresses', 'Only actions sent by these addresses.'),
            toAddress: arrayOf(address, 'array of addresses', 'Only actions sent to these addresses.'),
            after: integer('Skip this many matching traces (paging).'),
            count: integer('Return at most this many traces.'),
          },
        },
      },
    ],
    result: { name: 'traces', description: 'Matching traces, in block order.', schema: traces },
    errors: [
      { code: -32005, message: 'Requested range exceeds maximum RPC range limit', meaning: 'The block range is wider than the node allows in one request. Split it into smaller ranges.', standard: true },
      { code: -32602, message: 'Invalid filter params', meaning: 'The filter object could not be parsed.', standard: true },
      { code: -32602, message: 'Invalid params', meaning: 'fromBlock is after toBlock, or toBlock is beyond the latest block.', standard: true },
    ],
    examples: [
      { params: [{ fromBlock: EXAMPLE_BLOCK_NUMBER, toBlock: EXAMPLE_BLOCK_NUMBER, toAddress: [EXAMPLE_TO], count: 10 }], result: [exampleTrace], constructed: true, note: TRACE_NOTE },
    ],
    lineaDifferences: [FINALIZED_TAG],
    servedBy: ownNodeOnly('trace'),
    liveSafety: 'read-only',
    sources: [traceClass('TraceFilter'), besu('ethereum/api/.../jsonrpc/internal/parameters/FilterParameter.java'), besu('ethereum/api/.../jsonrpc/execution/BaseJsonRpcProcessor.java'), FINALITY_SOURCE],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'trace_transaction',
    namespace: 'trace',
    summary: 'Returns the Parity-style (OpenEthereum) traces of every action of one transaction, internal calls included.',
    description: TRACING_ON_SEPOLIA,
    useCases: [
      'list the internal calls and ETH transfers a transaction made',
      'find contracts that a contract deployed during a transaction',
      'locate the failing subcall of a reverted transaction',
    ],
    searchPhrases: ['flat list of internal calls', 'contract ETH transfers in a tx', 'delegatecalls made by a transaction'],
    params: [{ name: 'transactionHash', required: true, description: 'Hash of the transaction.', schema: hash32 }],
    result: { name: 'traces', description: 'The transaction’s actions: the top call first, then the calls it made.', schema: traces },
    errors: [invalidTransactionHashParams],
    examples: [{ params: [EXAMPLE_TX_HASH], result: [exampleTrace], constructed: true, note: TRACE_NOTE }],
    lineaDifferences: [],
    servedBy: publicAndOwnNode('trace'),
    liveSafety: 'read-only',
    sources: [docLineaReference('trace_transaction'), traceClass('TraceTransaction')],
    defaultNetwork: 'mainnet',
  },
];
