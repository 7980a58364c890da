/**
 * Example values several records share: one Linea Mainnet block, one of its transactions, its
 * receipt and a log. The block number, hashes, addresses, gas figures and fees are those of the
 * official Linea reference's examples (Consensys/doc.linea `docs/api/reference/`, block 0x1ce53dd);
 * the fields those examples leave out (roots, bloom, signature, sizes) are made up to complete the
 * objects, so every example using them is marked constructed.
 */
import type { JsonValue } from '../types';

export const EXAMPLE_BLOCK_NUMBER = '0x1ce53dd';
export const EXAMPLE_BLOCK_HASH = '0x8ebe90fa04dbbf92199c07cbb56c1f908343c69f3dd246a2f7d95272589dc550';
export const EXAMPLE_TX_HASH = '0x972fd73b83ee0d567143ebc67509d4fc98fa1b1941c2c145a342d3d10715c259';
export const EXAMPLE_FROM = '0xd26c8000ec8778de5257305c9acdd79f16f87867';
export const EXAMPLE_TO = '0x6d7ac5d23266c9fea16463b877005bff6de531a7';
/** USDC on Linea Mainnet, the contract the official examples read. */
export const USDC = '0x176211869ca2b568f2a7d4ee941e073a821ee1ff';
/** `balanceOf(0xd8dA…6045)` calldata, as in the official eth_call example. */
export const BALANCE_OF_CALLDATA = '0x70a08231000000000000000000000000d8da6bf26964af9d7eed9e03e53415d37aa96045';
export const ERC20_TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
export const EMPTY_BLOOM = `0x${'0'.repeat(512)}`;
const ZERO_HASH = `0x${'0'.repeat(64)}`;
/** Keccak-256 of the RLP of an empty list: the ommers hash of every block without ommers. */
const EMPTY_OMMERS_HASH = '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347';

export const exampleLog: { [key: string]: JsonValue } = {
  address: '0xdb3a3929269281f157a58d91289185f21e30a1e0',
  topics: [
    '0x3e393433c9275f1194d1ed44cea161cd2d35166f1906855d6119da515057537d',
    '0x00000000000000000000000008ede5c20c6cb3b5f84f918322126ab207ac6cd0',
  ],
  data: '0x',
  blockNumber: EXAMPLE_BLOCK_NUMBER,
  blockHash: EXAMPLE_BLOCK_HASH,
  transactionHash: EXAMPLE_TX_HASH,
  transactionIndex: '0x0',
  logIndex: '0x0',
  removed: false,
};

export const exampleTransaction: { [key: string]: JsonValue } = {
  blockHash: EXAMPLE_BLOCK_HASH,
  blockNumber: EXAMPLE_BLOCK_NUMBER,
  transactionIndex: '0x0',
  hash: EXAMPLE_TX_HASH,
  type: '0x2',
  chainId: '0xe708',
  from: EXAMPLE_FROM,
  to: EXAMPLE_TO,
  nonce: '0xc824c',
  gas: '0x2635a',
  gasPrice: '0x257e36f',
  maxFeePerGas: '0x257e371',
  maxPriorityFeePerGas: '0x257e368',
  value: '0x0',
  input: '0x455ee4aa',
  accessList: [],
  v: '0x1',
  yParity: '0x1',
  r: '0x2c90bde8db80b164001e9c5b443e6689ed063ea91c9b374d2b879169ca230479',
  s: '0x7b7d554bb06131ac50b0bcd064570d81377a241f2b09ed6e0a8da1d24f950b40',
};

export const exampleReceipt: { [key: string]: JsonValue } = {
  transactionHash: EXAMPLE_TX_HASH,
  transactionIndex: '0x0',
  blockHash: EXAMPLE_BLOCK_HASH,
  blockNumber: EXAMPLE_BLOCK_NUMBER,
  from: EXAMPLE_FROM,
  to: EXAMPLE_TO,
  gasUsed: '0x1458e',
  cumulativeGasUsed: '0x1458e',
  effectiveGasPrice: '0x257e36f',
  status: '0x1',
  type: '0x2',
  contractAddress: null,
  logs: [exampleLog],
  logsBloom: EMPTY_BLOOM,
};

export function exampleBlock(fullTransactions: boolean): { [key: string]: JsonValue } {
  return {
    number: EXAMPLE_BLOCK_NUMBER,
    hash: EXAMPLE_BLOCK_HASH,
    parentHash: '0x23498a882e8897c7e936846951d66744ba0da6052e23a76c23b8c7d98bc30d14',
    sha3Uncles: EMPTY_OMMERS_HASH,
    miner: '0x8f81e2e3f8b46467523463835f965ffe476e1c9e',
    stateRoot: '0x4a07d90f72b93d16b8b26ab01792b5f6843f689c68f160af2aa266c73667aa95',
    transactionsRoot: '0x207cdf3bdce42d4689a2af0eabe61a54c61e155b65e43b7f82d399d8babe2973',
    receiptsRoot: '0x45c4e54ae302c1fc3e1b914a663565215d263112989124753aec1203beb5c3e7',
    logsBloom: EMPTY_BLOOM,
    timestamp: '0x69e5bc55',
    gasUsed: '0x1458e',
    gasLimit: '0x77359400',
    baseFeePerGas: '0x7',
    extraData: '0x',
    mixHash: ZERO_HASH,
    nonce: '0x0000000000000000',
    size: '0x2f4',
    transactions: fullTransactions ? [exampleTransaction] : [EXAMPLE_TX_HASH],
    uncles: [],
  };
}
