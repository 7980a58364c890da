/**
 * Where Linea's EVM and protocol behave differently from Ethereum Mainnet, as typed rows that the
 * Ethereum differences page renders (src/components/EthereumDifferences). Anything not listed
 * behaves as on Ethereum at the same hard fork (see `networks[*].evm`). Every row names its source;
 * tests/unit/ethereum-differences.test.ts checks the rows.
 */
import { groupedInteger } from '../lib/numbers';
import { moduleLimits } from './prover-limits';
import { repositories, repositoryFile } from './repositories';

export interface Source {
  label: string;
  url: string;
}

const doc = (path: string, label: string): Source => ({
  label,
  url: repositoryFile(repositories.docs, `docs/${path}`),
});

export const sources = {
  differences: doc('network/overview/ethereum-differences.mdx', 'doc.linea: Ethereum differences'),
  releaseNotes: doc('changelog/release-notes.mdx', 'doc.linea: release notes'),
  finality: doc('network/overview/transaction-finality.mdx', 'doc.linea: transaction finality'),
  pricing: doc('network/overview/predictable-pricing.mdx', 'doc.linea: predictable pricing'),
  gasFees: doc('network/how-to/gas-fees.mdx', 'doc.linea: estimate gas costs'),
  traceLimits: {
    label: 'lineth-monorepo: trace-limits.mainnet.toml',
    url: 'https://github.com/LFDT-Lineth/lineth-monorepo/blob/main/linea-besu/package/linea-besu/config/trace-limits.mainnet.toml',
  },
  modexp: {
    label: 'lineth-monorepo: ModexpMetadata.java',
    url: repositoryFile(
      repositories.monorepo,
      'tracer/arithmetization/src/main/java/net/consensys/linea/zktracer/module/hub/precompiles/ModexpMetadata.java',
      'cb180134d7b7904ca588e6d99264b7b10fe06929',
    ),
  },
  eip7825: { label: 'EIP-7825', url: 'https://eips.ethereum.org/EIPS/eip-7825' },
  eip7934: { label: 'EIP-7934', url: 'https://eips.ethereum.org/EIPS/eip-7934' },
} satisfies Record<string, Source>;

export interface OpcodeDifference {
  opcode: string;
  /** Opcode byte. */
  hex: `0x${string}`;
  ethereum: string;
  linea: string;
  source: Source;
}

export const opcodeDifferences: OpcodeDifference[] = [
  {
    opcode: 'BLOBBASEFEE',
    hex: '0x4a',
    ethereum: 'Blob base fee of the current block.',
    linea: 'Always the minimum blob base fee: Linea blocks carry no blobs.',
    source: sources.differences,
  },
  {
    opcode: 'BLOBHASH',
    hex: '0x49',
    ethereum: 'Versioned hash of the transaction blob at the given index, or zero.',
    linea: 'Always zero, because Linea accepts no blob transactions.',
    source: sources.differences,
  },
  {
    opcode: 'BLOCKHASH',
    hex: '0x40',
    ethereum: 'Hash of one of the 256 most recent blocks.',
    linea: 'Returns the right hash, but the validity proof does not cover it: do not rely on it for anything the proof must guarantee.',
    source: sources.differences,
  },
  {
    opcode: 'PREVRANDAO',
    hex: '0x44',
    ethereum: 'RANDAO mix from the beacon chain.',
    linea: "A value derived by Linea's own block production, not Ethereum's RANDAO. Never use it as a source of unpredictable randomness.",
    source: sources.differences,
  },
];

export type PrecompileStatus = 'same' | 'limited' | 'unsupported';

export interface Precompile {
  name: string;
  address: `0x${string}`;
  /** The EIP or hard fork that introduced it on Ethereum. */
  origin: string;
  status: PrecompileStatus;
  /** How Linea differs; empty when it behaves as on Ethereum. */
  note: string;
  source: Source;
}

/** A per-block figure of src/data/prover-limits.ts, by its name in the limits file. */
function cap(name: string): string {
  const module = moduleLimits.find((m) => m.name === name);
  if (!module) throw new Error(`No module limit named ${name} in src/data/prover-limits.ts`);
  // Not toLocaleString: pages import this module, and a locale API at load fetches locale data.
  return groupedInteger(module.limit);
}

/**
 * A precompile whose use the sequencer caps per block: `what` says how much a block may use, with
 * figures from `cap` (see prover-limits.ts).
 */
const capped = (name: string, address: Precompile['address'], origin: string, what: string): Precompile => ({
  name,
  address,
  origin,
  status: 'limited',
  note: `At most ${what} per block; see [module limits](/technology/prover/prover-limits).`,
  source: sources.traceLimits,
});

export const precompiles: Precompile[] = [
  capped('ECRECOVER', '0x01', 'Frontier', `${cap('PRECOMPILE_ECRECOVER_EFFECTIVE_CALLS')} calls that run the recovery`),
  capped('SHA2-256', '0x02', 'Frontier', `${cap('PRECOMPILE_SHA2_BLOCKS')} chunks of hashed input, 64 bytes each with padding,`),
  {
    name: 'RIPEMD-160',
    address: '0x03',
    origin: 'Frontier',
    status: 'unsupported',
    note: 'Not supported on Linea: its prover limit is 0, so no call to it can be proven. A contract that depends on it needs another implementation.',
    source: sources.traceLimits,
  },
  { name: 'IDENTITY', address: '0x04', origin: 'Frontier', status: 'same', note: '', source: sources.traceLimits },
  // The 1,024-byte bound is the tracer's: ModexpMetadata.getMaxInputSize() returns
  // EIP_7823_MODEXP_UPPER_BYTE_SIZE_BOUND, 1024 in tracer-constraints/constants/evm.zkasm, and the
  // prover's prover/zkevm/prover/modexp/module.go sizes large instances at largeModExpSize = 8192
  // bits (all at LFDT-Lineth/lineth-monorepo cb180134, 12 June 2026). ModexpMetadata.largeModexp()
  // counts a call as large when its base, exponent or modulus is longer than 32 bytes.
  // Consensys/doc.linea network/overview/ethereum-differences.mdx (994028bc) still gives 512 bytes.
  {
    name: 'MODEXP',
    address: '0x05',
    origin: 'EIP-198',
    status: 'limited',
    note: `Base, exponent and modulus may each be up to 1,024 bytes long, the cap Ethereum also has since Osaka (EIP-7823); Linea's own differences page still says 512 bytes, but the tracer and prover code accept 1,024. A block holds at most ${cap('PRECOMPILE_MODEXP_EFFECTIVE_CALLS')} calls that run the exponentiation, and at most ${cap('PRECOMPILE_LARGE_MODEXP_EFFECTIVE_CALLS')} of them may have a base, exponent or modulus longer than 32 bytes; see [module limits](/technology/prover/prover-limits).`,
    source: sources.modexp,
  },
  capped('ECADD (BN254)', '0x06', 'EIP-196', `${cap('PRECOMPILE_ECADD_EFFECTIVE_CALLS')} calls`),
  capped('ECMUL (BN254)', '0x07', 'EIP-196', `${cap('PRECOMPILE_ECMUL_EFFECTIVE_CALLS')} calls`),
  capped('ECPAIRING (BN254)', '0x08', 'EIP-197', `${cap('PRECOMPILE_ECPAIRING_FINAL_EXPONENTIATIONS')} final exponentiations, ${cap('PRECOMPILE_ECPAIRING_MILLER_LOOPS')} Miller loops (one per input pair) and ${cap('PRECOMPILE_ECPAIRING_G2_MEMBERSHIP_CALLS')} G2 subgroup checks`),
  {
    name: 'BLAKE2F',
    address: '0x09',
    origin: 'EIP-152',
    status: 'unsupported',
    note: 'Not supported on Linea: its prover limits are 0, so no call to it can be proven. A contract that depends on it needs another implementation.',
    source: sources.traceLimits,
  },
  capped('POINT_EVALUATION (KZG)', '0x0a', 'EIP-4844', `${cap('PRECOMPILE_BLS_POINT_EVALUATION_EFFECTIVE_CALLS')} successful calls and ${cap('PRECOMPILE_POINT_EVALUATION_FAILURE_EFFECTIVE_CALLS')} that fail verification`),
  capped('BLS12_G1ADD', '0x0b', 'EIP-2537', `${cap('PRECOMPILE_BLS_G1_ADD_EFFECTIVE_CALLS')} calls`),
  capped('BLS12_G1MSM', '0x0c', 'EIP-2537', `${cap('PRECOMPILE_BLS_G1_MSM_EFFECTIVE_CALLS')} calls`),
  capped('BLS12_G2ADD', '0x0d', 'EIP-2537', `${cap('PRECOMPILE_BLS_G2_ADD_EFFECTIVE_CALLS')} calls`),
  capped('BLS12_G2MSM', '0x0e', 'EIP-2537', `${cap('PRECOMPILE_BLS_G2_MSM_EFFECTIVE_CALLS')} calls`),
  capped('BLS12_PAIRING_CHECK', '0x0f', 'EIP-2537', `${cap('PRECOMPILE_BLS_PAIRING_CHECK_MILLER_LOOPS')} Miller loops and ${cap('PRECOMPILE_BLS_FINAL_EXPONENTIATIONS')} final exponentiations`),
  capped('BLS12_MAP_FP_TO_G1', '0x10', 'EIP-2537', `${cap('PRECOMPILE_BLS_MAP_FP_TO_G1_EFFECTIVE_CALLS')} calls`),
  capped('BLS12_MAP_FP2_TO_G2', '0x11', 'EIP-2537', `${cap('PRECOMPILE_BLS_MAP_FP2_TO_G2_EFFECTIVE_CALLS')} calls`),
  capped('P256VERIFY (secp256r1)', '0x100', 'EIP-7951', `${cap('PRECOMPILE_P256_VERIFY_EFFECTIVE_CALLS')} calls`),
];

export interface TransactionType {
  /** EIP-2718 type byte. */
  type: number;
  name: string;
  eip: string;
  supported: boolean;
  note: string;
  source: Source;
}

export const transactionTypes: TransactionType[] = [
  { type: 0, name: 'Legacy', eip: 'EIP-155', supported: true, note: 'Signed with the chain ID (replay protected).', source: sources.pricing },
  { type: 1, name: 'Access list', eip: 'EIP-2930', supported: true, note: '', source: sources.pricing },
  { type: 2, name: 'Dynamic fee', eip: 'EIP-1559', supported: true, note: 'The default for wallets and libraries.', source: sources.pricing },
  {
    type: 3,
    name: 'Blob',
    eip: 'EIP-4844',
    supported: false,
    note: 'Rejected. Blobs are how rollups post data to Ethereum; Linea itself has no use for them.',
    source: sources.differences,
  },
  {
    type: 4,
    name: 'Set code',
    eip: 'EIP-7702',
    supported: true,
    note: 'Since Beta v5.0: 6 March 2026 on Linea Sepolia, 23 March 2026 on Linea Mainnet.',
    source: sources.releaseNotes,
  },
];

export interface ProtocolDifference {
  topic: string;
  ethereum: string;
  linea: string;
  source: Source;
}

/** Protocol-level behaviour other than opcodes, precompiles and transaction types. */
export const protocolDifferences: ProtocolDifference[] = [
  {
    topic: 'Block time',
    ethereum: '12-second slots.',
    linea: 'About 1 second per block.',
    source: sources.finality,
  },
  {
    topic: 'Base fee',
    ethereum: 'EIP-1559: moves by up to 12.5% per block with demand.',
    linea: 'Same rule, but blocks rarely fill past half of their limit, so the base fee settles at 7 wei, where a 12.5% step rounds down to nothing.',
    source: sources.pricing,
  },
  {
    topic: 'Priority fee',
    ethereum: 'A tip chosen by the sender.',
    linea: 'Must also cover the cost of publishing the transaction on Ethereum, which grows with its compressed size. `linea_estimateGas` returns a priority fee that does.',
    source: sources.gasFees,
  },
  {
    topic: 'Call data',
    ethereum: 'Bounded by the gas it costs and, since Osaka, by the 8 MiB cap on an encoded block (EIP-7934).',
    linea: 'The sequencer accepts at most 60,000 bytes of call data per transaction, so every transaction fits in the data Linea posts to Ethereum.',
    source: sources.differences,
  },
  {
    topic: 'Beacon block root (EIP-4788)',
    ethereum: 'The beacon roots contract serves roots of recent beacon blocks.',
    linea: 'Available, but only the root of the previous block can be read, because Linea blocks are far more frequent than beacon slots.',
    source: sources.differences,
  },
  {
    topic: 'Transaction ordering',
    ethereum: 'Builders and proposers order transactions.',
    linea: 'A single sequencer orders transactions; once a block is produced, Linea does not reorganize it.',
    source: sources.finality,
  },
];

/**
 * How long hard finality takes today: doc.linea network/overview/transaction-finality.mdx, revised
 * in June 2026 (Consensys/doc.linea 78bbf011). Every withdrawal time on this site reads these
 * values. doc.linea's bridge how-to still gives "~2-12 hours" for Linea to Ethereum, a figure from
 * September 2025 (dcdce47e) that the finality page supersedes; Circle's CCTP block-confirmation
 * table lists 6 to 32 hours for Linea Standard attestations, the hard-finality figure doc.linea
 * gave until January 2026 (f21fcdae).
 */
export const hardFinality = {
  median: 'about 2 hours',
  ceiling: '16 hours',
} as const;

export interface FinalityStage {
  stage: string;
  reached: string;
  /** Typical time after submission. */
  typical: string;
  guarantee: string;
  useFor: string;
  source: Source;
}

export const finalityStages: FinalityStage[] = [
  {
    stage: 'Soft finality',
    reached: 'The sequencer includes the transaction in a Linea block.',
    typical: 'About 1 second',
    guarantee: 'Linea does not remove or reorder the transaction; it is not yet proven on Ethereum.',
    useFor: 'In-app actions, swaps, transfers, mints, games.',
    source: sources.finality,
  },
  {
    stage: 'Hard finality',
    reached: "A proof covering the block is verified on Ethereum, and the Ethereum block holding that verification is itself finalized (two epochs, about 12.8 minutes).",
    typical: `Median ${hardFinality.median}; under ${hardFinality.ceiling} in normal operation`,
    guarantee: 'As final as Ethereum itself. The `finalized` block tag points here.',
    useFor: 'Exchange deposits, payouts on other chains, anything that needs Ethereum-level settlement. Withdrawals to Ethereum can be claimed a little before it, once the proof is verified.',
    source: sources.finality,
  },
];

/** Planned change to hard finality, stated separately so pages can date it. */
export const plannedFinality = {
  release: 'Beta v5.4',
  target: 'under 30 minutes',
  source: sources.releaseNotes,
} as const;

export interface RpcDifference {
  method: string;
  note: string;
  /** The method's reference page, where the site has one. */
  reference?: string;
}

/** Methods that exist only on Linea, or answer differently there. */
export const rpcDifferences: RpcDifference[] = [
  { method: 'linea_estimateGas', note: 'Returns a gas limit, base fee and priority fee that account for the cost of posting the transaction to Ethereum.', reference: '/api/reference/linea-estimategas' },
  { method: 'linea_getProof', note: "Merkle proofs of accounts and storage against Linea's own state tree, which differs from Ethereum's.", reference: '/api/reference/linea-getproof' },
  { method: 'linea_getTransactionExclusionStatusV1', note: 'Tells you whether the sequencer or an RPC node refused a transaction in the last seven days, and why.', reference: '/api/reference/linea-gettransactionexclusionstatusv1' },
  { method: 'eth_sendRawTransaction', note: 'Same call, with extra Linea-specific error responses.', reference: '/api/reference/eth-sendrawtransaction' },
  { method: 'eth_sendBundle', note: 'Submits transactions to run atomically, in a set order; in private beta, through Infura only.' },
];

/**
 * Ethereum Mainnet's side of the limits table; Linea's side comes from src/data/networks.ts. The
 * block size cap is EIP-7934 (`sources.eip7934`), part of Osaka: an execution block may be at most
 * MAX_BLOCK_SIZE (10 MiB) less SAFETY_MARGIN (2 MiB, kept for the beacon block) when RLP-encoded,
 * 8,388,608 bytes; ethereum/execution-specs lists it among the Osaka changes.
 */
export const ethereumLimits = {
  evmFork: 'Osaka (Fusaka), since 3 December 2025',
  blockTime: '12 seconds',
  blockGasLimit: 'Set by validators; changes over time',
  transactionGasLimit: '16,777,216 gas (EIP-7825)',
  transactionCalldata: 'No separate cap; bounded by gas and by the block size cap',
  blockCalldata: 'No separate cap; bounded by gas and, since Osaka, by the 8 MiB cap on the RLP-encoded block (EIP-7934: 10 MiB less a 2 MiB margin for the beacon block)',
} as const;
