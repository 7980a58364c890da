/**
 * The `debug` namespace: replaying transactions with a tracer, and reading raw (RLP) chain data.
 * The tracing methods are those the official Linea reference documents on the public endpoints,
 * with their tracer restrictions; the raw getters are the ones ethereum/execution-apis specifies
 * (`src/debug/getters.yaml`) and Besu serves. Descriptions are ours.
 */
import { address, arrayOf, blockNumberOrTag, bytes, callObject, describe, hash32, nullable, quantity } from '../schemas';
import type { JsonSchema, RpcError, RpcMethodSpec, RpcParam } from '../types';
import { BESU_BLOCK_PARAMETER_SOURCE, FINALITY_SOURCE, FINALIZED_TAG, besu, docLineaReference, executionApis, ownNodeOnly, publicAndOwnNode, TRACING_ON_SEPOLIA } from './common';
import { blockNotFound, invalidBlockHashParams, invalidBlockParams, invalidTransactionHashParams } from './errors';
import { BALANCE_OF_CALLDATA, EXAMPLE_BLOCK_HASH, EXAMPLE_BLOCK_NUMBER, EXAMPLE_FROM, EXAMPLE_TO, EXAMPLE_TX_HASH, USDC } from './examples';

const TRACER_REQUIRED =
  'The public endpoints do not support the default tracer, whose struct log has one entry per executed opcode: name callTracer or prestateTracer in the options (flatCallTracer is not supported either). For an opcode-level trace, call a node you run.';

const tracerOptions: RpcParam = {
  name: 'options',
  required: true,
  description: 'The tracer to run. The public endpoints need one of callTracer or prestateTracer.',
  schema: {
    title: 'tracer options',
    type: 'object',
    required: ['tracer'],
    properties: {
      tracer: {
        title: 'tracer',
        type: 'string',
        enum: ['callTracer', 'prestateTracer'],
        description: 'callTracer returns the tree of calls; prestateTracer the state of every account touched, before execution.',
      },
      tracerConfig: { title: 'object', type: 'object', description: 'Options of the tracer, passed to it as is.' },
    },
  },
};

const callFields = (calls: JsonSchema): Record<string, JsonSchema> => ({
  type: { title: 'string', type: 'string', description: 'CALL, STATICCALL, DELEGATECALL, CALLCODE, CREATE, CREATE2 or SELFDESTRUCT.' },
  from: describe(address, 'Caller.'),
  to: describe(address, 'Callee, or the created contract.'),
  value: describe(quantity, 'Wei sent with the call.'),
  gas: describe(quantity, 'Gas given to the call.'),
  gasUsed: describe(quantity, 'Gas the call used.'),
  input: describe(bytes, 'Calldata or init code.'),
  output: describe(bytes, 'Return data.'),
  error: { title: 'string', type: 'string', description: 'Why the call failed, when it did.' },
  revertReason: { title: 'string', type: 'string', description: 'Decoded revert reason, when there is one.' },
  calls,
});

/**
 * A frame of callTracer's tree. JSON Schema without references cannot recurse, so frames below
 * the second level are checked as plain objects.
 */
const callFrame: JsonSchema = {
  title: 'call frame',
  type: 'object',
  required: ['type', 'from', 'gas', 'gasUsed', 'input'],
  properties: callFields(
    arrayOf(
      { title: 'call frame', type: 'object', required: ['type', 'from'], properties: callFields(arrayOf({ title: 'call frame', type: 'object' }, 'array of call frames')) },
      'array of call frames',
      'Calls this call made, in order.',
    ),
  ),
};

const prestate: JsonSchema = {
  title: 'prestate',
  type: 'object',
  description: 'State before execution of every account touched, keyed by address.',
  propertyNames: address,
  additionalProperties: {
    title: 'account state',
    type: 'object',
    properties: {
      balance: describe(quantity, 'Balance in wei.'),
      nonce: { title: 'integer', type: 'integer', minimum: 0, description: 'Nonce, as a JSON number.' },
      code: describe(bytes, 'Runtime bytecode.'),
      storage: { title: 'map of 32-byte hash to 32-byte hash', type: 'object', propertyNames: hash32, additionalProperties: hash32, description: 'Storage slots read or written.' },
    },
  },
};

const traceResult: JsonSchema = {
  title: 'call frame or prestate',
  description: 'A call frame with callTracer, a prestate map with prestateTracer.',
  anyOf: [callFrame, prestate],
};

const blockTraces: JsonSchema = arrayOf(
  {
    title: 'transaction trace',
    type: 'object',
    required: ['result'],
    properties: { txHash: describe(hash32, 'The transaction traced.'), result: traceResult },
  },
  'array of transaction traces',
  'One entry per transaction of the block, in order.',
);

const exampleCallTrace = {
  type: 'CALL',
  from: EXAMPLE_FROM,
  to: EXAMPLE_TO,
  value: '0x0',
  gas: '0x2635a',
  gasUsed: '0x1458e',
  input: '0x455ee4aa',
  output: '0x',
  calls: [
    { type: 'DELEGATECALL', from: EXAMPLE_TO, to: '0xc76cabfb0d247b4dc0b38b00b2ca92f8e8c9d32b', gas: '0x1ee7d', gasUsed: '0x12364', input: '0x455ee4aa', output: '0x' },
  ],
};

const TRACE_NOTE = 'From the official Linea reference’s example, which is abbreviated: the input is shortened.';

const invalidTraceParams: RpcError = {
  code: -32602,
  message: 'Invalid transaction trace params',
  meaning: 'The options object could not be parsed, or names a tracer the node does not know.',
  standard: true,
};

const DEBUG_SOURCES = (besuClass: string): string[] => [executionApis('src/debug/trace.yaml'), besu(`ethereum/api/.../jsonrpc/internal/methods/${besuClass}.java`)];

interface RawGetter {
  name: string;
  summary: string;
  useCases: readonly string[];
  searchPhrases: readonly string[];
  param: RpcParam;
  result: string;
  schema: JsonSchema;
  errors: readonly RpcError[];
  besuClass: string;
  example: { param: string; result: string | string[] };
}

function rawGetter({ name, summary, useCases, searchPhrases, param, result, schema, errors, besuClass, example }: RawGetter): RpcMethodSpec {
  return {
    name,
    namespace: 'debug',
    summary,
    useCases,
    searchPhrases,
    params: [param],
    result: { name: 'raw', description: result, schema },
    errors,
    examples: [{ params: [example.param], result: example.result, constructed: true, note: 'Shortened and made up: real values are the full RLP encoding.' }],
    lineaDifferences: [],
    servedBy: ownNodeOnly('debug'),
    liveSafety: 'read-only',
    sources: [executionApis('src/debug/getters.yaml'), besu(`ethereum/api/.../jsonrpc/internal/methods/${besuClass}.java`)],
    defaultNetwork: 'mainnet',
  };
}

const rawBlockParam: RpcParam = { name: 'blockParameter', required: true, description: 'The block: a hex number or a tag.', schema: blockNumberOrTag };

export const debugMethods: readonly RpcMethodSpec[] = [
  rawGetter({
    name: 'debug_getRawBlock',
    summary: 'Returns a whole block, header and body, RLP-encoded.',
    useCases: [
      'get a block’s exact encoded bytes to archive it or check its hash',
      'feed raw blocks to tools that decode or import RLP chain data',
    ],
    searchPhrases: ['serialized full block', 'hex dump of a block', 'recursive length prefix block encoding', 'binary block for offline verification'],
    param: rawBlockParam,
    result: 'The RLP encoding of the block.',
    schema: bytes,
    errors: [invalidBlockParams, blockNotFound],
    besuClass: 'DebugGetRawBlock',
    example: { param: EXAMPLE_BLOCK_NUMBER, result: '0xf9025ff90219a023498a882e8897c7e936846951d66744ba0da6052e23a76c23b8c7d98bc30d14' },
  }),
  rawGetter({
    name: 'debug_getRawHeader',
    summary: 'Returns a block header, RLP-encoded.',
    useCases: [
      'get a block header’s encoded bytes to recompute and check the block hash',
      'supply raw headers to light clients or proof tooling',
    ],
    searchPhrases: ['serialized block header', 'block hash from header bytes', 'verify parent hash linkage', 'header hex bytes'],
    param: rawBlockParam,
    result: 'The RLP encoding of the header.',
    schema: bytes,
    errors: [invalidBlockParams, blockNotFound],
    besuClass: 'DebugGetRawHeader',
    example: { param: EXAMPLE_BLOCK_NUMBER, result: '0xf90219a023498a882e8897c7e936846951d66744ba0da6052e23a76c23b8c7d98bc30d14' },
  }),
  rawGetter({
    name: 'debug_getRawReceipts',
    summary: 'Returns the receipts of every transaction in a block, each in its network encoding.',
    useCases: [
      'get a block’s encoded receipts to rebuild and check its receipts root',
      'prove a receipt or log against the block header with your own tooling',
    ],
    searchPhrases: ['serialized block receipts', 'receipts trie verification', 'receipt inclusion proof', 'EIP-2718 receipt bytes'],
    param: rawBlockParam,
    result: 'One encoded receipt per transaction, in block order.',
    schema: arrayOf(bytes, 'array of hex data'),
    errors: [invalidBlockParams],
    besuClass: 'DebugGetRawReceipts',
    example: { param: EXAMPLE_BLOCK_NUMBER, result: ['0x02f901090183014658b9010000000000'] },
  }),
  rawGetter({
    name: 'debug_getRawTransaction',
    summary: 'Returns a transaction in its signed, serialized form, the bytes eth_sendRawTransaction took.',
    useCases: [
      'get the signed bytes of a transaction to rebroadcast it elsewhere',
      'recover the sender or check the signature from the raw transaction',
      'debug how a wallet or library serialized a transaction',
    ],
    searchPhrases: ['raw tx hex from hash', 'EIP-2718 transaction envelope', 'rlp of a mined transaction'],
    param: { name: 'transactionHash', required: true, description: 'Hash of the transaction.', schema: hash32 },
    result: 'The serialized signed transaction, or null when the node does not know the hash.',
    schema: nullable(bytes),
    errors: [invalidTransactionHashParams],
    besuClass: 'DebugGetRawTransaction',
    example: { param: EXAMPLE_TX_HASH, result: '0x02f8b382e708830c824c84' },
  }),
  {
    name: 'debug_traceBlockByHash',
    namespace: 'debug',
    summary: 'Replays every transaction of a block found by its hash and returns one trace per transaction.',
    description: TRACING_ON_SEPOLIA,
    useCases: [
      'trace every transaction of a block known by hash, internal calls included',
      'capture the state every account a block touched had before it ran (`prestateTracer`)',
      'extract the internal ETH transfers of a block',
    ],
    searchPhrases: ['geth style trace by block hash', 'call tree of every block tx', 'internal transactions by block hash'],
    params: [{ name: 'blockHash', required: true, description: 'Hash of the block.', schema: hash32 }, tracerOptions],
    result: { name: 'traces', description: 'One trace per transaction, in block order.', schema: blockTraces },
    errors: [
      invalidBlockHashParams,
      invalidTraceParams,
    ],
    examples: [{ params: [EXAMPLE_BLOCK_HASH, { tracer: 'callTracer' }], result: [{ txHash: EXAMPLE_TX_HASH, result: exampleCallTrace }], constructed: true, note: TRACE_NOTE }],
    lineaDifferences: [TRACER_REQUIRED],
    servedBy: publicAndOwnNode('debug'),
    liveSafety: 'read-only',
    sources: [docLineaReference('debug_traceBlockByHash'), ...DEBUG_SOURCES('DebugTraceBlockByHash')],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'debug_traceBlockByNumber',
    namespace: 'debug',
    summary: 'Replays every transaction of a block found by number or tag and returns one trace per transaction.',
    description: TRACING_ON_SEPOLIA,
    useCases: [
      'index internal calls and ETH transfers for each new block',
      'trace a whole block by height with `callTracer` or `prestateTracer`',
      'investigate what every transaction in a block did, for example after an incident',
    ],
    searchPhrases: ['geth style block trace', 'trace the latest block', 'internal transactions per block number', 'trace a finalized block'],
    params: [{ name: 'blockParameter', required: true, description: 'The block: a hex number or a tag.', schema: blockNumberOrTag }, tracerOptions],
    result: { name: 'traces', description: 'One trace per transaction, in block order.', schema: blockTraces },
    errors: [invalidBlockParams, invalidTraceParams],
    examples: [{ params: [EXAMPLE_BLOCK_NUMBER, { tracer: 'callTracer' }], result: [{ txHash: EXAMPLE_TX_HASH, result: exampleCallTrace }], constructed: true, note: TRACE_NOTE }],
    lineaDifferences: [TRACER_REQUIRED, FINALIZED_TAG],
    servedBy: publicAndOwnNode('debug'),
    liveSafety: 'read-only',
    sources: [docLineaReference('debug_traceBlockByNumber'), FINALITY_SOURCE, BESU_BLOCK_PARAMETER_SOURCE, ...DEBUG_SOURCES('DebugTraceBlockByNumber')],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'debug_traceCall',
    namespace: 'debug',
    summary: 'Runs a call against the state of a block, as eth_call does, and returns its trace instead of its return data.',
    description: TRACING_ON_SEPOLIA,
    useCases: [
      'see the internal calls a transaction would make, without sending it',
      'find which nested call reverts in a simulated transaction',
      'list the accounts and storage a call would touch before running it (`prestateTracer`)',
    ],
    searchPhrases: ['geth style call simulation trace', 'dry run with call tree', 'which subcall fails in eth_call'],
    params: [
      { name: 'transaction', required: true, description: 'The call to trace; the same fields as eth_call.', schema: callObject },
      { name: 'blockParameter', required: true, description: 'The block whose state to run the call on: a hex number or a tag.', schema: blockNumberOrTag },
      tracerOptions,
    ],
    result: { name: 'trace', description: 'The call frame (callTracer) or the prestate of the accounts touched (prestateTracer).', schema: traceResult },
    errors: [invalidBlockParams, invalidTraceParams],
    examples: [
      {
        name: 'callTracer',
        params: [{ to: USDC, data: BALANCE_OF_CALLDATA }, 'latest', { tracer: 'callTracer' }],
        result: {
          type: 'CALL',
          from: '0x0000000000000000000000000000000000000000',
          to: USDC,
          value: '0x0',
          gas: '0x2faf080',
          gasUsed: '0x79b6',
          input: BALANCE_OF_CALLDATA,
          output: '0x000000000000000000000000000000000000000000000000000000000026009c',
          calls: [
            {
              type: 'DELEGATECALL',
              from: USDC,
              to: '0xab838fe7d492c621a5b1b23952af99cc37a2e0d3',
              value: '0x0',
              gas: '0x2ee96d1',
              gasUsed: '0x9e1',
              input: BALANCE_OF_CALLDATA,
              output: '0x000000000000000000000000000000000000000000000000000000000026009c',
            },
          ],
        },
        constructed: true,
        note: 'balanceOf on USDC, from the official Linea reference’s example.',
      },
    ],
    lineaDifferences: [TRACER_REQUIRED, FINALIZED_TAG],
    servedBy: publicAndOwnNode('debug'),
    liveSafety: 'read-only',
    sources: [docLineaReference('debug_traceCall'), FINALITY_SOURCE, ...DEBUG_SOURCES('DebugTraceCall')],
    defaultNetwork: 'mainnet',
  },
  {
    name: 'debug_traceTransaction',
    namespace: 'debug',
    summary: 'Replays an included transaction and returns its trace: the call tree or the state it started from.',
    description: TRACING_ON_SEPOLIA,
    useCases: [
      'find which internal call made a transaction fail, and its revert reason',
      'see every internal call, value transfer and gas use of a mined transaction',
      'get the state of the accounts a transaction touched just before it ran',
    ],
    searchPhrases: ['why did my transaction revert', 'geth style transaction trace', 'internal transactions of a tx hash', 'internal call ran out of gas', 'debug a failed tx'],
    params: [{ name: 'transactionHash', required: true, description: 'Hash of the transaction to replay.', schema: hash32 }, tracerOptions],
    result: { name: 'trace', description: 'The call frame (callTracer) or the prestate of the accounts touched (prestateTracer).', schema: traceResult },
    errors: [
      invalidTransactionHashParams,
      invalidTraceParams,
    ],
    examples: [
      { name: 'callTracer', params: [EXAMPLE_TX_HASH, { tracer: 'callTracer' }], result: exampleCallTrace, constructed: true, note: TRACE_NOTE },
      {
        name: 'prestateTracer',
        params: [EXAMPLE_TX_HASH, { tracer: 'prestateTracer' }],
        result: {
          [EXAMPLE_FROM]: { balance: '0x1b1ae4d6e2ef5000', nonce: 820300 },
          [EXAMPLE_TO]: { balance: '0x0', code: '0x6080604052' },
        },
        constructed: true,
        note: 'Abbreviated like the official Linea reference’s example: the balance and code are made up and shortened.',
      },
    ],
    lineaDifferences: [TRACER_REQUIRED],
    servedBy: publicAndOwnNode('debug'),
    liveSafety: 'read-only',
    sources: [docLineaReference('debug_traceTransaction'), ...DEBUG_SOURCES('DebugTraceTransaction')],
    defaultNetwork: 'mainnet',
  },
];
