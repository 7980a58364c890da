/**
 * Per-block trace limits ("module limits") that Linea Besu applies on Linea Mainnet, rendered by
 * the ProverLimitsTable component on /technology/prover/prover-limits and validated by
 * tests/unit/prover-limits-data.test.ts.
 *
 * Figures are copied from the Linea Besu package's Mainnet limits file in the Lineth monorepo (see
 * `proverLimitsSource`). Descriptions are ours, written from the constraint definitions in the
 * monorepo's tracer-constraints/ folder and the line counters in tracer/arithmetization.
 */
import { repositories, repositoryFile } from './repositories';

export type LimitGroup = 'arithmetization' | 'precompile' | 'block';

export interface ModuleLimit {
  /** Name exactly as it appears in the limits file and in rejection messages. */
  name: string;
  /** Maximum count per block. */
  limit: number;
  /** What one unit of the count stands for. */
  counts: string;
  group: LimitGroup;
}

/** A precompile whose limit is zero: any transaction that calls it is rejected. */
export interface DisabledPrecompile {
  /** Names of the zero-valued entries in the limits file. */
  names: readonly string[];
  precompile: string;
}

export interface LimitsSource {
  repository: string;
  path: string;
  /** Commit the figures were read at. */
  commit: string;
  /** Date of that commit (ISO 8601). */
  readAt: string;
  /** Date the file's content last changed (ISO 8601). */
  lastChanged: string;
  /** Commit that made that last change. */
  lastChangedCommit: string;
  /** Linea Besu profile that loads the file. */
  profile: string;
  network: 'Linea Mainnet';
}

export const proverLimitsSource: LimitsSource = {
  repository: repositories.monorepo,
  path: 'linea-besu/package/linea-besu/config/trace-limits.mainnet.toml',
  commit: 'cb180134d7b7904ca588e6d99264b7b10fe06929',
  readAt: '2026-06-12',
  lastChanged: '2026-04-10',
  lastChangedCommit: '65c618f82d534c520239965e839748c054fc2c46',
  profile: 'advanced-mainnet',
  network: 'Linea Mainnet',
};

/** Link to the limits file at the commit the figures were read at. */
export function sourceFileUrl(source: LimitsSource = proverLimitsSource): string {
  return repositoryFile(source.repository, source.path, source.commit);
}

export const moduleLimits: readonly ModuleLimit[] = [
  // Arithmetization modules: rows each module may add to the trace of one block.
  { group: 'arithmetization', name: 'ADD', limit: 524288, counts: 'Rows for 256-bit ADD and SUB.' },
  { group: 'arithmetization', name: 'BLAKE_MODEXP_DATA', limit: 32768, counts: 'Rows holding the operands and results of MODEXP (and BLAKE2f) calls.' },
  { group: 'arithmetization', name: 'BLOCK_DATA', limit: 8192, counts: 'Rows for block header values such as number, timestamp, coinbase, gas limit and base fee.' },
  { group: 'arithmetization', name: 'BLOCK_HASH', limit: 8192, counts: 'Rows for BLOCKHASH lookups.' },
  { group: 'arithmetization', name: 'BLS_DATA', limit: 131072, counts: 'Rows for the inputs and outputs of BLS12-381 precompiles and KZG point evaluation.' },
  { group: 'arithmetization', name: 'EC_DATA', limit: 131072, counts: 'Rows for the inputs and outputs of ECRECOVER, ECADD, ECMUL, ECPAIRING and P256VERIFY.' },
  { group: 'arithmetization', name: 'EUC', limit: 131072, counts: 'Rows for small (64-bit) divisions used in gas and size arithmetic.' },
  { group: 'arithmetization', name: 'EXP', limit: 131072, counts: 'Rows for the logarithms that price the EXP opcode and MODEXP.' },
  { group: 'arithmetization', name: 'EXT', limit: 1048576, counts: 'Rows for ADDMOD and MULMOD.' },
  { group: 'arithmetization', name: 'GAS', limit: 131072, counts: 'Rows checking that each instruction had enough gas, or ran out as claimed.' },
  { group: 'arithmetization', name: 'HUB', limit: 2097152, counts: 'Rows of the central module: every executed instruction plus account, storage and call-context operations.' },
  { group: 'arithmetization', name: 'LOG_DATA', limit: 131072, counts: 'Rows for the data bytes of emitted logs.' },
  { group: 'arithmetization', name: 'LOG_INFO', limit: 8192, counts: 'Rows for each log entry: emitter and topics.' },
  { group: 'arithmetization', name: 'MMIO', limit: 4194304, counts: 'Rows for byte-level reads and writes of memory, call data and return data.' },
  { group: 'arithmetization', name: 'MMU', limit: 2097152, counts: 'Rows for instructions that move data in or out of memory (MLOAD, MSTORE, the COPY family, RETURN and others).' },
  { group: 'arithmetization', name: 'MOD', limit: 262144, counts: 'Rows for DIV, SDIV, MOD and SMOD.' },
  { group: 'arithmetization', name: 'MUL', limit: 131072, counts: 'Rows for MUL and the EXP opcode.' },
  { group: 'arithmetization', name: 'MXP', limit: 1048576, counts: 'Rows for memory expansion and its gas cost.' },
  { group: 'arithmetization', name: 'OOB', limit: 524288, counts: 'Rows for out-of-bounds checks: jump targets, call data sizes, precompile arguments.' },
  { group: 'arithmetization', name: 'RLP_ADDR', limit: 8192, counts: 'Rows deriving contract addresses for CREATE and CREATE2.' },
  { group: 'arithmetization', name: 'RLP_AUTH', limit: 16384, counts: 'Rows for EIP-7702 authorization tuples.' },
  { group: 'arithmetization', name: 'RLP_TXN', limit: 262144, counts: 'Rows for the RLP encoding of each transaction.' },
  { group: 'arithmetization', name: 'RLP_TXN_RCPT', limit: 131072, counts: 'Rows for the RLP encoding of each receipt and its logs.' },
  { group: 'arithmetization', name: 'RLP_UTILS', limit: 262144, counts: 'Rows for helper RLP computations shared by the other RLP modules.' },
  { group: 'arithmetization', name: 'ROM', limit: 16777216, counts: 'Rows for the bytecode of every contract executed or deployed in the block.' },
  { group: 'arithmetization', name: 'ROM_LEX', limit: 2048, counts: 'Rows ordering the distinct bytecodes loaded into ROM.' },
  { group: 'arithmetization', name: 'SHAKIRA_DATA', limit: 131072, counts: 'Rows for the inputs and outputs of KECCAK-256, SHA2-256 and RIPEMD-160.' },
  { group: 'arithmetization', name: 'SHF', limit: 524288, counts: 'Rows for SHL, SHR and SAR.' },
  { group: 'arithmetization', name: 'STP', limit: 32768, counts: 'Rows for the up-front gas of CALL-type and CREATE-type instructions.' },
  { group: 'arithmetization', name: 'TRM', limit: 65536, counts: 'Rows trimming 256-bit words to addresses and recognising precompile addresses.' },
  { group: 'arithmetization', name: 'TXN_DATA', limit: 16384, counts: 'Rows for per-transaction values: nonce, gas, fees, type.' },
  { group: 'arithmetization', name: 'WCP', limit: 524288, counts: 'Rows for LT, GT, SLT, SGT, EQ, ISZERO and the comparisons other modules request.' },

  // Precompiles: calls or rounds per block.
  { group: 'precompile', name: 'PRECOMPILE_ECRECOVER_EFFECTIVE_CALLS', limit: 256, counts: 'ECRECOVER calls that run the recovery.' },
  { group: 'precompile', name: 'PRECOMPILE_SHA2_BLOCKS', limit: 400, counts: '512-bit blocks hashed by SHA2-256.' },
  { group: 'precompile', name: 'PRECOMPILE_MODEXP_EFFECTIVE_CALLS', limit: 64, counts: 'MODEXP calls that run the exponentiation.' },
  { group: 'precompile', name: 'PRECOMPILE_LARGE_MODEXP_EFFECTIVE_CALLS', limit: 2, counts: 'MODEXP calls whose base, exponent or modulus is longer than 32 bytes.' },
  { group: 'precompile', name: 'PRECOMPILE_ECADD_EFFECTIVE_CALLS', limit: 512, counts: 'ECADD (alt_bn128) calls.' },
  { group: 'precompile', name: 'PRECOMPILE_ECMUL_EFFECTIVE_CALLS', limit: 80, counts: 'ECMUL (alt_bn128) calls.' },
  { group: 'precompile', name: 'PRECOMPILE_ECPAIRING_FINAL_EXPONENTIATIONS', limit: 32, counts: 'Final exponentiations in ECPAIRING calls.' },
  { group: 'precompile', name: 'PRECOMPILE_ECPAIRING_G2_MEMBERSHIP_CALLS', limit: 128, counts: 'G2 subgroup checks in ECPAIRING calls.' },
  { group: 'precompile', name: 'PRECOMPILE_ECPAIRING_MILLER_LOOPS', limit: 128, counts: 'Miller loops (one per input pair) in ECPAIRING calls.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_POINT_EVALUATION_EFFECTIVE_CALLS', limit: 2, counts: 'Successful KZG point evaluation calls.' },
  { group: 'precompile', name: 'PRECOMPILE_POINT_EVALUATION_FAILURE_EFFECTIVE_CALLS', limit: 4, counts: 'KZG point evaluation calls that fail verification.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_G1_ADD_EFFECTIVE_CALLS', limit: 16, counts: 'BLS12-381 G1 addition calls.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_G1_MSM_EFFECTIVE_CALLS', limit: 8, counts: 'BLS12-381 G1 multi-scalar multiplication calls.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_G2_ADD_EFFECTIVE_CALLS', limit: 16, counts: 'BLS12-381 G2 addition calls.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_G2_MSM_EFFECTIVE_CALLS', limit: 8, counts: 'BLS12-381 G2 multi-scalar multiplication calls.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_PAIRING_CHECK_MILLER_LOOPS', limit: 16, counts: 'Miller loops in BLS12-381 pairing checks.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_FINAL_EXPONENTIATIONS', limit: 4, counts: 'Final exponentiations in BLS12-381 pairing checks.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_MAP_FP_TO_G1_EFFECTIVE_CALLS', limit: 8, counts: 'BLS12-381 map-field-element-to-G1 calls.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_MAP_FP2_TO_G2_EFFECTIVE_CALLS', limit: 8, counts: 'BLS12-381 map-Fp2-element-to-G2 calls.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_C1_MEMBERSHIP_CALLS', limit: 16, counts: 'Checks that a point lies on the BLS12-381 G1 curve.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_C2_MEMBERSHIP_CALLS', limit: 16, counts: 'Checks that a point lies on the BLS12-381 G2 curve.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_G1_MEMBERSHIP_CALLS', limit: 16, counts: 'BLS12-381 G1 subgroup checks.' },
  { group: 'precompile', name: 'PRECOMPILE_BLS_G2_MEMBERSHIP_CALLS', limit: 16, counts: 'BLS12-381 G2 subgroup checks.' },
  { group: 'precompile', name: 'PRECOMPILE_P256_VERIFY_EFFECTIVE_CALLS', limit: 256, counts: 'P256VERIFY (secp256r1 signature) calls.' },

  // Whole-block budgets.
  { group: 'block', name: 'BLOCK_KECCAK', limit: 8192, counts: 'Keccak-f permutations (136-byte blocks) for hashing in the block, including transaction signatures.' },
  { group: 'block', name: 'BLOCK_L1_SIZE', limit: 120000, counts: 'Bytes the block adds to the data posted on Ethereum, counted before compression: RLP-encoded transactions, sender addresses and per-block fields.' },
  { group: 'block', name: 'BLOCK_L2_L1_LOGS', limit: 16, counts: 'Messages to Ethereum (MessageSent events of the L2 message service).' },
  { group: 'block', name: 'BLOCK_TRANSACTIONS', limit: 300, counts: 'Transactions.' },
];

/** Precompiles Linea does not prove: their limits are zero, so calling them gets a transaction rejected. */
export const disabledPrecompiles: readonly DisabledPrecompile[] = [
  { precompile: 'RIPEMD-160', names: ['PRECOMPILE_RIPEMD_BLOCKS'] },
  { precompile: 'BLAKE2f', names: ['PRECOMPILE_BLAKE_EFFECTIVE_CALLS', 'PRECOMPILE_BLAKE_ROUNDS'] },
];

export const limitGroups: readonly { group: LimitGroup; title: string; unit: string }[] = [
  { group: 'arithmetization', title: 'Arithmetization modules', unit: 'trace rows' },
  { group: 'precompile', title: 'Precompiles', unit: 'calls or rounds' },
  { group: 'block', title: 'Block-wide limits', unit: 'as stated' },
];

export function limitsIn(group: LimitGroup): ModuleLimit[] {
  return moduleLimits.filter((m) => m.group === group);
}

/** log2 of a power of two, or undefined for any other number. */
export function powerOfTwoExponent(n: number): number | undefined {
  if (!Number.isInteger(n) || n < 1) return undefined;
  const exponent = Math.log2(n);
  return Number.isInteger(exponent) ? exponent : undefined;
}
