/**
 * The TOML configuration keys of the Linea Coordinator ("v2" configuration), rendered by the
 * LineaCoordinatorOptions component on /technology/lineth-stack/coordinator-options and validated by
 * tests/unit/linea-coordinator-options.test.ts.
 *
 * Read from LFDT-Lineth/lineth-monorepo at commit cb180134d7b7904ca588e6d99264b7b10fe06929
 * (12 June 2026), in coordinator/app/src/main/kotlin/linea/coordinator/config/v2/:
 * - toml/*.kt: every key (a property of the TOML data classes; the loader matches it ignoring case,
 *   dashes and underscores, and the samples write it in kebab-case, as here), its Kotlin type, whether
 *   it may be left out (nullable, or with a default) and its default; the `init` checks;
 * - *.kt: the checks the domain configuration adds;
 * - toml/ConfigLoaderHelper.kt and toml/decoders/: how files are loaded, merged and decoded.
 * The descriptions are ours, written from the code that reads each value. Each section's `sources`
 * names the main files, shown under its table; the comments of the page list every file read.
 *
 * `default` is the value the coordinator runs with when the key is left out, written as in TOML (null:
 * none). For a table that falls back to another one when left out, `default` is null and the
 * description names the table it falls back to.
 */
import { repositories, repositoryFile } from './repositories';
import type { OptionsSource } from './linea-besu-plugin-options';

export type CoordinatorSectionId =
  | 'defaults'
  | 'protocol'
  | 'conflation'
  | 'blob-compression'
  | 'proof-aggregation'
  | 'prover'
  | 'traces'
  | 'state-manager'
  | 'type2-state-proof-provider'
  | 'l1-finalization-monitor'
  | 'l1-submission'
  | 'dynamic-gas-price-cap'
  | 'blob-submission'
  | 'aggregation-submission'
  | 'forced-transactions'
  | 'message-anchoring'
  | 'l2-network-gas-pricing'
  | 'database'
  | 'api'
  | 'retry-table'
  | 'signer-table'
  | 'companion-files';

export interface CoordinatorSection {
  id: CoordinatorSectionId;
  title: string;
  /**
   * The TOML table the section's keys sit in, or null for the keys every retry or signer table
   * holds (written relative to their table) and for the tables of the companion files.
   */
  table: string | null;
  /** Monorepo files, from its root, that the keys, defaults, checks and descriptions come from. */
  sources: readonly string[];
}

/** The Kotlin type of the property the key fills (`?` left out: see `required` and `default`). */
export type CoordinatorValueType =
  | 'Boolean'
  | 'Int'
  | 'UInt'
  | 'ULong'
  | 'Double'
  | 'String'
  | 'URL'
  | 'Path'
  | 'Duration'
  | 'Instant'
  | 'Masked'
  | 'ByteArray'
  | 'List<URL>'
  | 'List<UInt>'
  | 'List<ULong>'
  | 'List<Instant>'
  | 'BlockParameter'
  | 'BlockParameter.Tag'
  | 'DataAvailability'
  | 'BlobCompressorVersion'
  | 'SignerType'
  | 'RequestRetriesToml'
  | 'SignerConfigToml'
  | 'ProverToml'
  | 'TracesToml'
  | 'Map<TracingModuleV5, UInt>'
  | 'Map<String, Double>'
  | 'Map<String, String>';

/** What a table-valued key holds: its keys are those of the retry or signer table, or of `[prover]` or `[traces]`. */
export type NestedTable = 'retries' | 'signer' | 'prover' | 'traces';

export interface CoordinatorKey {
  /** The full key, tables and name joined with dots, in kebab-case; relative to its table in the shared sections. */
  key: string;
  section: CoordinatorSectionId;
  type: CoordinatorValueType;
  /** The range the configuration checks accept, where they narrow the type. */
  range?: string;
  /** The only values the checks accept, where they list them. */
  values?: readonly string[];
  /** The value the coordinator runs with when the key is left out, as written in TOML; null when there is none. */
  default: string | null;
  /** true: loading fails without it. 'conditional': it fails without it in the case the description names. */
  required?: true | 'conditional';
  /** A password or private key: no value is shown. */
  secret?: true;
  /** Read and checked, but nothing uses the value at this commit. */
  unused?: true;
  /** The key is a table whose keys are those of another table. */
  holds?: NestedTable;
  /** Plain text; `backticks` for code, [text](#key) for links to other keys, [text](/path) for pages. */
  description: string;
}

export const coordinatorOptionsSource: OptionsSource = {
  repository: repositories.monorepo,
  commit: 'cb180134d7b7904ca588e6d99264b7b10fe06929',
  committedAt: '2026-06-12',
};

const toml = 'coordinator/app/src/main/kotlin/linea/coordinator/config/v2/toml';
const domain = 'coordinator/app/src/main/kotlin/linea/coordinator/config/v2';
const app = 'coordinator/app/src/main/kotlin/linea/coordinator/app';
const l1App = `${app}/L1DependentApp.kt`;
const conflationApp = `${app}/conflation/ConflationApp.kt`;
const calculators = 'coordinator/core/src/main/kotlin/linea/conflation/calculators';
const proverClient = 'coordinator/clients/prover-client/file-based-client/src/main/kotlin/linea/coordinator/clients/prover';
const dynamicCap = 'coordinator/ethereum/gas-pricing/dynamic-cap/src/main/kotlin/net/consensys/linea/ethereum/gaspricing/dynamiccap';
const staticCap = 'coordinator/ethereum/gas-pricing/static-cap/src/main/kotlin/net/consensys/linea/ethereum/gaspricing/staticcap';
const blobSubmitter = 'coordinator/ethereum/blob-submitter/src/main/kotlin/linea';
const submission = `${toml}/L1SubmissionConfigToml.kt`;
const wmaGasProvider = 'coordinator/ethereum/gas-pricing/src/main/kotlin/net/consensys/linea/ethereum/gaspricing/WMAGasProvider.kt';

export const coordinatorSections: readonly CoordinatorSection[] = [
  { id: 'defaults', title: 'Defaults', table: 'defaults', sources: [`${toml}/DefaultsToml.kt`, `${toml}/CoordinatorConfigFilesToml.kt`] },
  { id: 'protocol', title: 'Protocol', table: 'protocol', sources: [`${toml}/ProtocolToml.kt`, l1App, conflationApp] },
  {
    id: 'conflation',
    title: 'Conflation',
    table: 'conflation',
    sources: [`${toml}/ConflationToml.kt`, conflationApp, 'coordinator/app/src/main/kotlin/linea/coordinator/blockcreation/BlockCreationMonitor.kt', `${app}/LastFinalizedBlockProvider.kt`],
  },
  {
    id: 'blob-compression',
    title: 'Blob compression',
    table: 'conflation.blob-compression',
    sources: [`${toml}/ConflationToml.kt`, `${calculators}/CalculatorsFactory.kt`, 'jvm-libs/linea/blob-compressor/src/main/kotlin/linea/blob/GoNativeBlobCompressor.kt'],
  },
  {
    id: 'proof-aggregation',
    title: 'Proof aggregation',
    table: 'conflation.proof-aggregation',
    sources: [
      `${toml}/ConflationToml.kt`,
      `${calculators}/CalculatorsFactory.kt`,
      `${calculators}/GlobalAggregationCalculator.kt`,
      'coordinator/app/src/main/kotlin/linea/coordinator/blockcreation/ConflationTargetCheckpointPauseController.kt',
    ],
  },
  { id: 'prover', title: 'Prover', table: 'prover', sources: [`${toml}/ProverToml.kt`, `${proverClient}/ProverClientFactory.kt`, `${proverClient}/GenericFileBasedProverClient.kt`, `${app}/CoordinatorApp.kt`] },
  {
    id: 'traces',
    title: 'Traces',
    table: 'traces',
    sources: [`${toml}/TracesToml.kt`, `${app}/conflation/TracesClientFactory.kt`, 'coordinator/clients/traces-generator-api-client/src/main/kotlin/linea/coordinator/clients/TracesGeneratorJsonRpcClientV2.kt'],
  },
  { id: 'state-manager', title: 'State manager', table: 'state-manager', sources: [`${toml}/StateManagerToml.kt`, conflationApp] },
  { id: 'type2-state-proof-provider', title: 'Type-2 state proof provider', table: 'type2-state-proof-provider', sources: [`${toml}/Type2StateProofManagerToml.kt`, l1App] },
  { id: 'l1-finalization-monitor', title: 'L1 finalization monitor', table: 'l1-finalization-monitor', sources: [`${toml}/L1FinalizationMonitorConfigToml.kt`, l1App] },
  { id: 'l1-submission', title: 'L1 submission', table: 'l1-submission', sources: [submission, l1App, wmaGasProvider] },
  {
    id: 'dynamic-gas-price-cap',
    title: 'Dynamic gas price cap',
    table: 'l1-submission.dynamic-gas-price-cap',
    sources: [submission, `${dynamicCap}/GasPriceCapProviderImpl.kt`, `${dynamicCap}/GasPriceCapCalculatorImpl.kt`, `${dynamicCap}/FeeHistoryCachingService.kt`],
  },
  { id: 'blob-submission', title: 'Blob submission', table: 'l1-submission.blob', sources: [submission, l1App, `${blobSubmitter}/submission/BlobSubmissionCoordinator.kt`] },
  { id: 'aggregation-submission', title: 'Aggregation submission', table: 'l1-submission.aggregation', sources: [submission, l1App, `${blobSubmitter}/finalization/AggregationFinalizationCoordinator.kt`] },
  { id: 'forced-transactions', title: 'Forced transactions', table: 'forced-transactions', sources: [`${toml}/ForcedTransactionsConfigToml.kt`, `${domain}/ForcedTransactionsConfig.kt`, conflationApp] },
  { id: 'message-anchoring', title: 'Message anchoring', table: 'message-anchoring', sources: [`${toml}/MessageAnchoringConfigToml.kt`, `${app}/MessageAnchoringAppConfigurator.kt`] },
  {
    id: 'l2-network-gas-pricing',
    title: 'L2 network gas pricing',
    table: 'l2-network-gas-pricing',
    sources: [`${toml}/L2NetworkGasPricingConfigToml.kt`, l1App, `${staticCap}/VariableFeesCalculator.kt`, `${staticCap}/L2CalldataBasedVariableFeesCalculator.kt`],
  },
  { id: 'database', title: 'Database', table: 'database', sources: [`${toml}/DatabaseToml.kt`, `${app}/CoordinatorApp.kt`, 'jvm-libs/generic/persistence/db/src/main/kotlin/linea/persistence/db/PersistenceRetryer.kt'] },
  { id: 'api', title: 'API', table: 'api', sources: [`${toml}/ApiConfigToml.kt`, 'coordinator/app/src/main/kotlin/linea/coordinator/api/Api.kt', 'jvm-libs/generic/vertx-helper/src/main/kotlin/net/consensys/linea/vertx/ObservabilityServer.kt'] },
  {
    id: 'retry-table',
    title: 'Retry tables',
    table: null,
    sources: [
      `${toml}/RequestRetriesToml.kt`,
      'jvm-libs/linea/core/domain-models/src/main/kotlin/linea/domain/RetryConfig.kt',
      'jvm-libs/generic/json-rpc/src/main/kotlin/net/consensys/linea/jsonrpc/client/JsonRpcRequestRetryer.kt',
      'jvm-libs/generic/persistence/db/src/main/kotlin/linea/persistence/db/PersistenceRetryer.kt',
    ],
  },
  { id: 'signer-table', title: 'Signer tables', table: null, sources: [`${toml}/SignerConfigToml.kt`, `${domain}/SignerConfig.kt`, `${app}/BlockchainClientHelper.kt`] },
  {
    id: 'companion-files',
    title: 'Companion files',
    table: null,
    sources: [`${app}/CoordinatorAppCli.kt`, `${toml}/CoordinatorConfigFilesToml.kt`, 'jvm-libs/linea/core/traces/src/main/kotlin/net/consensys/linea/traces/TracesCounters.kt'],
  },
];

type Layer = 'L1' | 'L2';

/** A retry table as written in TOML when it takes the code's own defaults: `{ backoff-delay = "PT1S", ... }`. */
function retryDefault(parts: { timeout?: string; warnings?: number }): string {
  const entries = ['backoff-delay = "PT1S"'];
  if (parts.timeout) entries.push(`timeout = "${parts.timeout}"`);
  if (parts.warnings) entries.push(`failures-warning-threshold = ${parts.warnings}`);
  return `{ ${entries.join(', ')} }`;
}

/** The endless retries with a warning every three failures that most retry tables default to. */
const endlessRetries = retryDefault({ warnings: 3 });

/** An endpoint key that falls back to the `[defaults]` endpoint of its layer. */
function endpoint(section: CoordinatorSectionId, key: string, layer: Layer, what: string): CoordinatorKey {
  const fallback = layer === 'L1' ? 'defaults.l1-endpoint' : 'defaults.l2-endpoint';
  return { section, key, type: 'URL', default: null, description: `${what} Unset: [\`${fallback}\`](#${fallback}).` };
}

/** A retry table that falls back to the `[defaults]` retries of its layer when left out. */
function retriesFallback(section: CoordinatorSectionId, key: string, layer: Layer, what: string): CoordinatorKey {
  const fallback = layer === 'L1' ? 'defaults.l1-request-retries' : 'defaults.l2-request-retries';
  return { section, key, type: 'RequestRetriesToml', holds: 'retries', default: null, description: `${what} Unset: [\`${fallback}\`](#${fallback}).` };
}

/** A retry table with a default of its own. */
function retries(section: CoordinatorSectionId, key: string, defaultValue: string, description: string, extra: Partial<CoordinatorKey> = {}): CoordinatorKey {
  return { section, key, type: 'RequestRetriesToml', holds: 'retries', default: defaultValue, description, ...extra };
}

/** A table that is read and checked but that nothing uses at this commit. */
function unusedRetries(section: CoordinatorSectionId, key: string, defaultValue: string | null): CoordinatorKey {
  return { section, key, type: 'RequestRetriesToml', holds: 'retries', default: defaultValue, unused: true, description: 'Read, but no client uses it at this commit.' };
}

const defaults: CoordinatorKey[] = [
  {
    section: 'defaults',
    key: 'defaults.l1-endpoint',
    type: 'URL',
    default: null,
    required: 'conditional',
    description: 'JSON-RPC endpoint of an L1 node, for every section that names none of its own. Loading fails if a section needs one and neither is set.',
  },
  {
    section: 'defaults',
    key: 'defaults.l2-endpoint',
    type: 'URL',
    default: null,
    required: 'conditional',
    description: 'JSON-RPC endpoint of a node of your network, for every section that names none of its own. Loading fails if a section needs one and neither is set.',
  },
  retries('defaults', 'defaults.l1-request-retries', endlessRetries, 'Retries of L1 requests in the sections that set none: the finalization monitor, the fee-history fetcher, forced transactions and L2 gas pricing.'),
  retries('defaults', 'defaults.l2-request-retries', endlessRetries, 'Retries of L2 requests in the sections that set none: conflation, the finalization monitor, L2 gas pricing and the sequencer calls of forced transactions.'),
];

const protocol: CoordinatorKey[] = [
  {
    section: 'protocol',
    key: 'protocol.genesis.genesis-state-root-hash',
    type: 'ByteArray',
    default: null,
    required: true,
    unused: true,
    description: 'State root of your genesis block, in hex. Required, but nothing reads it at this commit.',
  },
  {
    section: 'protocol',
    key: 'protocol.genesis.genesis-shnarf',
    type: 'ByteArray',
    default: null,
    required: true,
    description: 'The shnarf, in hex, that the first blob’s commitment builds on; see [shnarfs](/technology/coordinator#posting-data-to-ethereum).',
  },
  {
    section: 'protocol',
    key: 'protocol.l1.contract-address',
    type: 'String',
    default: null,
    required: true,
    description: 'The finalization contract on L1, `LineaRollup` or `Validium`: blobs and finalizations go to it, and the finalization monitor, message anchoring and forced transactions read it.',
  },
  {
    section: 'protocol',
    key: 'protocol.l1.block-time',
    type: 'Duration',
    default: '"PT12S"',
    description: 'L1 block time. The dynamic gas price cap divides its time spans by it to count blocks.',
  },
  {
    section: 'protocol',
    key: 'protocol.l2.contract-address',
    type: 'String',
    default: null,
    required: true,
    description: '`L2MessageService` on your network: messages are anchored on it, and each aggregation reads the last anchored message from it.',
  },
  {
    section: 'protocol',
    key: 'protocol.l2.contract-deployment-block-number',
    type: 'ULong',
    default: null,
    description: 'Block in which `L2MessageService` was deployed. Unset, the coordinator finds it from the contract’s events.',
  },
];

const conflation: CoordinatorKey[] = [
  { section: 'conflation', key: 'conflation.disabled', type: 'Boolean', default: 'false', unused: true, description: 'Read, but nothing checks it at this commit: conflation always runs.' },
  { section: 'conflation', key: 'conflation.blocks-limit', type: 'UInt', default: null, description: 'Most blocks in one batch. Unset: only the other limits close a batch.' },
  { section: 'conflation', key: 'conflation.force-stop-conflation-at-block-inclusive', type: 'ULong', default: null, description: 'Last block to conflate: block import stops after it.' },
  { section: 'conflation', key: 'conflation.force-stop-conflation-at-block-timestamp-inclusive', type: 'Instant', default: null, description: 'Block import stops after the first block whose timestamp reaches this time.' },
  {
    section: 'conflation',
    key: 'conflation.conflation-deadline',
    type: 'Duration',
    default: null,
    description: 'Closes the open batch once its first block is this old and the chain has stopped producing blocks. Unset: only limits close batches.',
  },
  { section: 'conflation', key: 'conflation.conflation-deadline-check-interval', type: 'Duration', range: '> 0', default: '"PT30S"', description: 'How often the deadline is checked.' },
  {
    section: 'conflation',
    key: 'conflation.conflation-deadline-last-block-confirmation-delay',
    type: 'Duration',
    default: '"PT30S"',
    description: 'How long the newest block must stay the newest before the deadline closes a batch with it.',
  },
  {
    section: 'conflation',
    key: 'conflation.consistent-number-of-blocks-on-l1-to-wait',
    type: 'UInt',
    default: '32',
    description: 'At start, the coordinator reads the last finalized block from the finalization contract every 2 seconds until it gets the same answer this many times in a row, and resumes after it.',
  },
  { section: 'conflation', key: 'conflation.new-blocks-polling-interval', type: 'Duration', default: '"PT1S"', description: 'How often the next block is requested from the L2 node.' },
  { section: 'conflation', key: 'conflation.l2-fetch-blocks-limit', type: 'UInt', default: null, description: 'How many blocks block import may run ahead of the highest proven block. Unset: no limit.' },
  endpoint('conflation', 'conflation.l2-endpoint', 'L2', 'The L2 node blocks are read from.'),
  retriesFallback('conflation', 'conflation.l2-request-retries', 'L2', 'Retries of those reads.'),
  { section: 'conflation', key: 'conflation.l2-logs-endpoint', type: 'URL', default: null, unused: true, description: 'Read, with a fallback to the L2 endpoints, but not used at this commit.' },
  {
    section: 'conflation',
    key: 'conflation.backtesting-directory',
    type: 'Path',
    default: null,
    description: 'Where backtesting jobs started through the JSON-RPC API write their prover requests, a folder per job. Jobs fail while it is unset.',
  },
];

const blobCompression: CoordinatorKey[] = [
  { section: 'blob-compression', key: 'conflation.blob-compression.blob-size-limit', type: 'UInt', default: '102400', description: 'Room for compressed data in one blob, in bytes. A block that no longer fits closes the batch and the blob.' },
  { section: 'blob-compression', key: 'conflation.blob-compression.handler-polling-interval', type: 'Duration', default: '"PT1S"', description: 'How often new blobs are picked up for their compression proof requests.' },
  {
    section: 'blob-compression',
    key: 'conflation.blob-compression.batches-limit',
    type: 'UInt',
    default: null,
    description: 'Most batches in one blob. Unset: [`proofs-limit`](#conflation.proof-aggregation.proofs-limit) minus 1.',
  },
  {
    section: 'blob-compression',
    key: 'conflation.blob-compression.blob-compressor-version',
    type: 'BlobCompressorVersion',
    values: ['V2', 'V3', 'V4'],
    default: '"V3"',
    description: 'Compressor and shnarf calculation the blobs are made with. `V3` and `V4` load the same compressor library at this commit.',
  },
];

const proofAggregation: CoordinatorKey[] = [
  {
    section: 'proof-aggregation',
    key: 'conflation.proof-aggregation.proofs-limit',
    type: 'UInt',
    default: '300',
    description: 'Most proofs in one aggregation, a blob counting for its batches plus one. At least [`batches-limit`](#conflation.blob-compression.batches-limit) + 1, or 2.',
  },
  { section: 'proof-aggregation', key: 'conflation.proof-aggregation.blobs-limit', type: 'UInt', default: null, description: 'Most blobs in one aggregation. Unset: no limit of its own.' },
  { section: 'proof-aggregation', key: 'conflation.proof-aggregation.deadline', type: 'Duration', default: null, description: 'Closes the aggregation once its first block is this old. Unset: only limits and targets close aggregations.' },
  { section: 'proof-aggregation', key: 'conflation.proof-aggregation.deadline-check-interval', type: 'Duration', default: '"PT30S"', description: 'How often that deadline is checked.' },
  { section: 'proof-aggregation', key: 'conflation.proof-aggregation.coordinator-polling-interval', type: 'Duration', default: '"PT3S"', description: 'How often newly proven blobs are looked for to aggregate.' },
  {
    section: 'proof-aggregation',
    key: 'conflation.proof-aggregation.target-end-blocks',
    type: 'List<ULong>',
    default: null,
    description: 'Blocks that must end a batch, a blob and an aggregation, such as the last one before an upgrade.',
  },
  {
    section: 'proof-aggregation',
    key: 'conflation.proof-aggregation.aggregation-size-multiple-of',
    type: 'UInt',
    default: '1',
    description: 'An aggregation with more blobs than this is cut to a multiple of it; the rest waits for the next one.',
  },
  {
    section: 'proof-aggregation',
    key: 'conflation.proof-aggregation.timestamp-based-hard-forks',
    type: 'List<Instant>',
    range: 'ascending, no duplicates',
    default: '[]',
    description: 'Times that end a batch, a blob and an aggregation: the first block at or after each starts new ones.',
  },
  {
    section: 'proof-aggregation',
    key: 'conflation.proof-aggregation.wait-for-no-l2-activity-to-trigger-aggregation',
    type: 'Boolean',
    default: 'false',
    description: 'The deadline also waits until the newest block is older than [`conflation-deadline-last-block-confirmation-delay`](#conflation.conflation-deadline-last-block-confirmation-delay).',
  },
  {
    section: 'proof-aggregation',
    key: 'conflation.proof-aggregation.wait-target-block-l1-finalization',
    type: 'Boolean',
    default: 'false',
    description: 'Past a target block or time, block import pauses until L1 has finalized up to it.',
  },
  {
    section: 'proof-aggregation',
    key: 'conflation.proof-aggregation.wait-api-resume-after-target-block',
    type: 'Boolean',
    default: 'false',
    description: 'Past a target block or time, block import pauses until `conflation_signalTargetCheckpointResume` is called on the JSON-RPC API.',
  },
];

/** The prover's request folder a coordinator folder matches: `requests` or `responses` under a queue root. */
function proverFolder(key: string, kind: string, proverKey: string, what: 'requests' | 'responses', required: true | 'conditional' = true): CoordinatorKey {
  const link = `[\`${proverKey}\`](/technology/lineth-stack/prover-options#${proverKey})`;
  const description =
    what === 'requests'
      ? `Where ${kind} proof requests are written, created if missing: \`requests\` under the prover’s ${link}.`
      : `Where ${kind} proofs are read from: \`responses\` under the same root.`;
  return { section: 'prover', key, type: 'String', default: null, required, description };
}

const prover: CoordinatorKey[] = [
  {
    section: 'prover',
    key: 'prover.fs-inprogress-request-writing-suffix',
    type: 'String',
    default: '".inprogress_coordinator_writing"',
    description: 'Suffix of a request file while it is written; the file loses it once complete. Leftovers are deleted at start and stop.',
  },
  {
    section: 'prover',
    key: 'prover.fs-inprogress-proving-suffix-pattern',
    type: 'String',
    default: "'\\.inprogress\\.prover.*'",
    description: 'Regular expression for the suffix a prover adds to a request it claims, so that a claimed request is not written again.',
  },
  { section: 'prover', key: 'prover.fs-polling-interval', type: 'Duration', default: '"PT15S"', description: 'How often a response folder is checked for an awaited proof.' },
  { section: 'prover', key: 'prover.fs-polling-timeout', type: 'Duration', default: null, description: 'How long one proof is awaited before its request fails. Unset: no limit.' },
  proverFolder('prover.execution.fs-requests-directory', 'execution', 'execution.requests_root_dir', 'requests'),
  proverFolder('prover.execution.fs-responses-directory', 'execution', 'execution.requests_root_dir', 'responses'),
  proverFolder('prover.blob-compression.fs-requests-directory', 'compression', 'data_availability.requests_root_dir', 'requests'),
  proverFolder('prover.blob-compression.fs-responses-directory', 'compression', 'data_availability.requests_root_dir', 'responses'),
  {
    ...proverFolder('prover.invalidity.fs-requests-directory', 'invalidity', 'invalidity.requests_root_dir', 'requests', 'conditional'),
    description:
      'Where invalidity proof requests are written: `requests` under the prover’s [`invalidity.requests_root_dir`](/technology/lineth-stack/prover-options#invalidity.requests_root_dir). Only forced transactions need this table.',
  },
  proverFolder('prover.invalidity.fs-responses-directory', 'invalidity', 'invalidity.requests_root_dir', 'responses', 'conditional'),
  proverFolder('prover.proof-aggregation.fs-requests-directory', 'aggregation', 'aggregation.requests_root_dir', 'requests'),
  proverFolder('prover.proof-aggregation.fs-responses-directory', 'aggregation', 'aggregation.requests_root_dir', 'responses'),
  {
    section: 'prover',
    key: 'prover.switch-block-number-inclusive',
    type: 'ULong',
    default: null,
    description: 'Requests whose first block is at or above this number go to the folders of [`prover.new`](#prover.new). Set this or `switch-block-timestamp`, not both.',
  },
  { section: 'prover', key: 'prover.switch-block-timestamp', type: 'Instant', default: null, description: 'The same switch, by the timestamp of a request’s first block.' },
  {
    section: 'prover',
    key: 'prover.enable-request-files-cleanup',
    type: 'Boolean',
    default: 'false',
    description: 'Also deletes, at start and stop, the requests no prover has claimed in the execution, compression and aggregation folders.',
  },
  {
    section: 'prover',
    key: 'prover.new',
    type: 'ProverToml',
    holds: 'prover',
    default: null,
    description: 'A second set of folders, with the keys of `[prover]`, for requests past the switch. Its `switch-*` keys stand in for the ones above when those are unset; its `enable-request-files-cleanup` is ignored.',
  },
];

/** The keys of `[traces.counters]` and `[traces.conflation]`, each falling back to `[traces]`. */
function tracesClient(name: 'counters' | 'conflation', what: string): CoordinatorKey[] {
  const section = 'traces';
  const prefix = `traces.${name}`;
  return [
    { section, key: `${prefix}.endpoints`, type: 'List<URL>', default: null, description: `Endpoints for ${what}. Unset: [\`traces.endpoints\`](#traces.endpoints).` },
    { section, key: `${prefix}.request-limit-per-endpoint`, type: 'UInt', default: null, description: 'Unset: [`traces.request-limit-per-endpoint`](#traces.request-limit-per-endpoint).' },
    { section, key: `${prefix}.request-timeout`, type: 'Duration', default: null, description: 'Unset: [`traces.request-timeout`](#traces.request-timeout).' },
    { section, key: `${prefix}.request-retries`, type: 'RequestRetriesToml', holds: 'retries', default: null, description: 'Unset: [`traces.request-retries`](#traces.request-retries).' },
  ];
}

const traces: CoordinatorKey[] = [
  {
    section: 'traces',
    key: 'traces.endpoints',
    type: 'List<URL>',
    default: null,
    required: 'conditional',
    description: 'Endpoints of the tracer’s JSON-RPC API, used in turn. Required unless both `[traces.counters]` and `[traces.conflation]` name endpoints.',
  },
  { section: 'traces', key: 'traces.request-limit-per-endpoint', type: 'UInt', default: '4294967295', description: 'Most requests in flight per endpoint.' },
  { section: 'traces', key: 'traces.request-timeout', type: 'Duration', default: null, description: 'Timeout of one request. Unset: none.' },
  retries('traces', 'traces.request-retries', endlessRetries, 'Retries of traces requests.'),
  {
    section: 'traces',
    key: 'traces.ignore-traces-generator-errors',
    type: 'Boolean',
    default: 'false',
    description: 'On an error from the traces API, carry on with placeholder answers (zero counts, a made-up trace file) instead of failing.',
  },
  { section: 'traces', key: 'traces.switch-block-number-inclusive', type: 'UInt', default: null, unused: true, description: 'Read, but not used at this commit.' },
  {
    section: 'traces',
    key: 'traces.new',
    type: 'TracesToml',
    holds: 'traces',
    default: null,
    unused: true,
    description: 'Read and checked like `[traces]`, so it needs endpoints too, but not used at this commit.',
  },
  ...tracesClient('counters', 'trace counts, which decide when a batch is full'),
  ...tracesClient('conflation', 'the conflated trace file of each batch'),
];

const stateManager: CoordinatorKey[] = [
  { section: 'state-manager', key: 'state-manager.endpoints', type: 'List<URL>', default: null, required: true, description: 'Shomei endpoints the state proofs of each batch come from, used in turn.' },
  { section: 'state-manager', key: 'state-manager.request-limit-per-endpoint', type: 'UInt', default: '4294967295', description: 'Most requests in flight per endpoint.' },
  { section: 'state-manager', key: 'state-manager.request-timeout', type: 'Duration', default: null, description: 'Timeout of one request. Unset: none.' },
  retries('state-manager', 'state-manager.request-retries', endlessRetries, 'Retries of Shomei requests.'),
];

const type2: CoordinatorKey[] = [
  {
    section: 'type2-state-proof-provider',
    key: 'type2-state-proof-provider.disabled',
    type: 'Boolean',
    default: 'false',
    description: 'Stops telling these Shomei instances which block L1 has finalized, which `linea_getProof` depends on.',
  },
  {
    section: 'type2-state-proof-provider',
    key: 'type2-state-proof-provider.endpoints',
    type: 'List<URL>',
    default: null,
    required: true,
    description: 'Shomei instances sent `rollup_forkChoiceUpdated` for each finalization. Required even when disabled.',
  },
  retries('type2-state-proof-provider', 'type2-state-proof-provider.request-retries', endlessRetries, 'Retries of those calls.'),
  {
    section: 'type2-state-proof-provider',
    key: 'type2-state-proof-provider.l1-query-block-tag',
    type: 'BlockParameter.Tag',
    default: '"FINALIZED"',
    description: 'L1 block the finalization contract is read at.',
  },
  { section: 'type2-state-proof-provider', key: 'type2-state-proof-provider.l1-polling-interval', type: 'Duration', default: '"PT6S"', description: 'How often the contract is read.' },
];

const finalizationMonitor: CoordinatorKey[] = [
  endpoint(
    'l1-finalization-monitor',
    'l1-finalization-monitor.l1-endpoint',
    'L1',
    'L1 node the finalization contract is read from. It also gives the L1 chain ID and carries the finalization transactions.',
  ),
  endpoint('l1-finalization-monitor', 'l1-finalization-monitor.l2-endpoint', 'L2', 'L2 node for the finalized blocks, also read by the dynamic gas price cap.'),
  {
    section: 'l1-finalization-monitor',
    key: 'l1-finalization-monitor.l1-polling-interval',
    type: 'Duration',
    default: '"PT6S"',
    description: 'How often the last finalized block is read. Each new one lets the coordinator clean finalized records from its database.',
  },
  { section: 'l1-finalization-monitor', key: 'l1-finalization-monitor.l1-query-block-tag', type: 'BlockParameter.Tag', default: '"FINALIZED"', description: 'L1 block the contract is read at.' },
  retriesFallback('l1-finalization-monitor', 'l1-finalization-monitor.l1-request-retries', 'L1', 'Retries of the contract reads.'),
  retriesFallback('l1-finalization-monitor', 'l1-finalization-monitor.l2-request-retries', 'L2', 'Retries of the L2 reads.'),
];

const l1Submission: CoordinatorKey[] = [
  {
    section: 'l1-submission',
    key: 'l1-submission.disabled',
    type: 'Boolean',
    default: 'false',
    unused: true,
    description: 'Read, but not used at this commit: turn off [`blob.disabled`](#l1-submission.blob.disabled) and [`aggregation.disabled`](#l1-submission.aggregation.disabled) instead.',
  },
  {
    section: 'l1-submission',
    key: 'l1-submission.data-availability',
    type: 'DataAvailability',
    values: ['ROLLUP', 'VALIDIUM'],
    default: '"ROLLUP"',
    description: '`ROLLUP` posts blobs to `LineaRollup` in EIP-4844 transactions; `VALIDIUM` sends only their commitments to `Validium`.',
  },
  {
    section: 'l1-submission',
    key: 'l1-submission.fallback-gas-price.fee-history-block-count',
    type: 'UInt',
    range: '> 0',
    default: null,
    required: true,
    description: 'L1 blocks of fee history the fallback price reads.',
  },
  {
    section: 'l1-submission',
    key: 'l1-submission.fallback-gas-price.fee-history-reward-percentile',
    type: 'UInt',
    range: '0 to 100',
    default: null,
    required: true,
    description: 'Reward percentile it reads; the priority fee is their gas-weighted average.',
  },
];

const dynamicGasPriceCap: CoordinatorKey[] = [
  { section: 'dynamic-gas-price-cap', key: 'l1-submission.dynamic-gas-price-cap.disabled', type: 'Boolean', default: 'false', description: 'Off: only the fallback price and the static caps apply.' },
  ...(
    [
      ['adjustment-constant', 'UInt', 'How fast the base and priority fee caps rise with the wait: historic value × (1 + constant × time-of-day multiplier × (wait ÷ target delay)²).'],
      ['blob-adjustment-constant', 'UInt', 'The same constant for the blob fee cap, which ignores the time of day.'],
      ['finalization-target-max-delay', 'Duration', 'The target delay of that formula; the wait counts from the block’s timestamp. Above 0.'],
      ['base-fee-per-gas-percentile-window', 'Duration', 'Span of L1 fee history the historic values come from, counted in blocks of [`protocol.l1.block-time`](#protocol.l1.block-time).'],
      ['base-fee-per-gas-percentile-window-leeway', 'Duration', 'How much of that span may be missing: with less history, no dynamic cap is set.'],
      ['base-fee-per-gas-percentile', 'UInt', 'Percentile of the base fee and blob base fee over the span that serves as their historic value.'],
      ['gas-price-caps-check-coefficient', 'Double', 'Factor on the caps for the `eth_call` test run before each blob submission. Above 0.'],
      ['historic-base-fee-per-blob-gas-lower-bound', 'ULong', 'Floor of the historic blob base fee, in wei.'],
      ['historic-avg-reward-constant', 'ULong', 'Historic value of the priority fee cap, in wei, used in place of the measured average.'],
    ] as const
  ).map(
    ([name, type, description]): CoordinatorKey => ({
      section: 'dynamic-gas-price-cap',
      key: `l1-submission.dynamic-gas-price-cap.gas-price-cap-calculation.${name}`,
      type,
      default: null,
      required: true,
      description,
    }),
  ),
  endpoint('dynamic-gas-price-cap', 'l1-submission.dynamic-gas-price-cap.fee-history-fetcher.l1-endpoint', 'L1', 'L1 node fee history is read from, for the caps and the fallback price.'),
  retriesFallback('dynamic-gas-price-cap', 'l1-submission.dynamic-gas-price-cap.fee-history-fetcher.l1-request-retries', 'L1', 'Retries of those reads.'),
  { section: 'dynamic-gas-price-cap', key: 'l1-submission.dynamic-gas-price-cap.fee-history-fetcher.fetch-interval', type: 'Duration', default: '"PT3S"', description: 'How often new fee history is stored in the database.' },
  { section: 'dynamic-gas-price-cap', key: 'l1-submission.dynamic-gas-price-cap.fee-history-fetcher.max-block-count', type: 'UInt', default: '1000', description: 'Most blocks per `eth_feeHistory` call.' },
  {
    section: 'dynamic-gas-price-cap',
    key: 'l1-submission.dynamic-gas-price-cap.fee-history-fetcher.reward-percentiles',
    type: 'List<UInt>',
    range: 'each 0 to 100',
    default: '[10, 20, 30, 40, 50, 60, 70, 80, 90, 100]',
    description: 'Reward percentiles fetched and stored.',
  },
  { section: 'dynamic-gas-price-cap', key: 'l1-submission.dynamic-gas-price-cap.fee-history-fetcher.num-of-blocks-before-latest', type: 'UInt', default: '4', description: 'Fetching stops this many blocks short of the L1 head.' },
  { section: 'dynamic-gas-price-cap', key: 'l1-submission.dynamic-gas-price-cap.fee-history-fetcher.storage-period', type: 'Duration', default: '"P10D"', description: 'How long fee history stays in the database.' },
];

/** The `[gas]` keys of blob or aggregation submission. */
function gas(section: 'blob-submission' | 'aggregation-submission'): CoordinatorKey[] {
  const blob = section === 'blob-submission';
  const prefix = blob ? 'l1-submission.blob.gas' : 'l1-submission.aggregation.gas';
  const what = blob ? 'blob transactions' : 'finalizations';
  return [
    {
      section,
      key: `${prefix}.gas-limit`,
      type: 'ULong',
      default: null,
      required: true,
      description: blob ? 'Gas limit of each blob transaction; no estimate is made.' : 'Gas limit of a finalization when the node’s `eth_estimateGas` fails.',
    },
    { section, key: `${prefix}.max-fee-per-gas-cap`, type: 'ULong', default: null, required: true, description: `Ceiling of the max fee per gas of ${what}, in wei; dynamic caps stay under it.` },
    blob
      ? {
          section,
          key: `${prefix}.max-fee-per-blob-gas-cap`,
          type: 'ULong',
          default: '0',
          description: 'Ceiling of the fee per blob gas, in wei, and the bid itself without a dynamic cap: keep it above 0 in `ROLLUP` mode.',
        }
      : { section, key: `${prefix}.max-fee-per-blob-gas-cap`, type: 'ULong', default: '0', unused: true, description: 'Not used: finalizations carry no blobs.' },
    { section, key: `${prefix}.max-priority-fee-per-gas-cap`, type: 'ULong', default: null, required: true, description: `Ceiling of the priority fee of ${what}, in wei.` },
    blob
      ? { section, key: `${prefix}.fallback.priority-fee-per-gas-upper-bound`, type: 'ULong', default: null, required: true, description: 'Highest priority fee the fallback price bids, in wei.' }
      : {
          section,
          key: `${prefix}.fallback.priority-fee-per-gas-upper-bound`,
          type: 'ULong',
          default: null,
          required: true,
          description: 'Priority fee the fallback price bids, in wei: at this commit it serves as both bounds.',
        },
    blob
      ? { section, key: `${prefix}.fallback.priority-fee-per-gas-lower-bound`, type: 'ULong', default: null, required: true, description: 'Lowest priority fee the fallback price bids, in wei; at most the upper bound.' }
      : { section, key: `${prefix}.fallback.priority-fee-per-gas-lower-bound`, type: 'ULong', default: null, required: true, unused: true, description: 'Required, but the upper bound stands in for it.' },
  ];
}

const blobSubmission: CoordinatorKey[] = [
  { section: 'blob-submission', key: 'l1-submission.blob.disabled', type: 'Boolean', default: 'false', description: 'Stops posting blobs.' },
  endpoint('blob-submission', 'l1-submission.blob.l1-endpoint', 'L1', 'L1 node blob transactions go through.'),
  unusedRetries('blob-submission', 'l1-submission.blob.l1-request-retries', null),
  { section: 'blob-submission', key: 'l1-submission.blob.submission-delay', type: 'Duration', default: '"PT0S"', description: 'Posts only blobs whose last block is at least this old.' },
  { section: 'blob-submission', key: 'l1-submission.blob.submission-tick-interval', type: 'Duration', default: '"PT12S"', description: 'How often blobs to post are looked for.' },
  {
    section: 'blob-submission',
    key: 'l1-submission.blob.max-submission-transactions-per-tick',
    type: 'UInt',
    default: '2',
    description: 'Most transactions per look: times `target-blobs-per-transaction`, the most blobs posted each time.',
  },
  { section: 'blob-submission', key: 'l1-submission.blob.target-blobs-per-transaction', type: 'UInt', default: '7', description: 'Blobs per transaction. Loading does not check it, but a transaction must carry 1 to 9 blobs: above 9, posting fails whenever more than 9 are waiting.' },
  { section: 'blob-submission', key: 'l1-submission.blob.db-max-blobs-to-return', type: 'UInt', default: '100', description: 'Most blob records one database query returns.' },
  ...gas('blob-submission'),
  { section: 'blob-submission', key: 'l1-submission.blob.signer', type: 'SignerConfigToml', holds: 'signer', default: null, required: true, description: 'Signs the blob transactions; the account needs `OPERATOR_ROLE`.' },
];

const aggregationSubmission: CoordinatorKey[] = [
  { section: 'aggregation-submission', key: 'l1-submission.aggregation.disabled', type: 'Boolean', default: 'false', description: 'Stops sending finalizations.' },
  endpoint(
    'aggregation-submission',
    'l1-submission.aggregation.l1-endpoint',
    'L1',
    'L1 node the finalization signer takes its nonce from; the transactions go through [`l1-finalization-monitor.l1-endpoint`](#l1-finalization-monitor.l1-endpoint).',
  ),
  unusedRetries('aggregation-submission', 'l1-submission.aggregation.l1-request-retries', null),
  { section: 'aggregation-submission', key: 'l1-submission.aggregation.submission-delay', type: 'Duration', default: '"PT0S"', description: 'Finalizes only aggregations whose last block is at least this old.' },
  { section: 'aggregation-submission', key: 'l1-submission.aggregation.submission-tick-interval', type: 'Duration', default: '"PT24S"', description: 'How often aggregations to finalize are looked for.' },
  { section: 'aggregation-submission', key: 'l1-submission.aggregation.max-submissions-per-tick', type: 'UInt', default: '1', unused: true, description: 'Read, but not used at this commit.' },
  ...gas('aggregation-submission'),
  { section: 'aggregation-submission', key: 'l1-submission.aggregation.signer', type: 'SignerConfigToml', holds: 'signer', default: null, required: true, description: 'Signs the finalizations; the account needs `OPERATOR_ROLE`.' },
];

/** The `l1-event-scraping` keys of forced transactions and message anchoring. */
function eventScraping(section: 'forced-transactions' | 'message-anchoring', pollingDefault: string, used: boolean): CoordinatorKey[] {
  const prefix = `${section}.l1-event-scraping`;
  const unused = used ? {} : { unused: true as const };
  return [
    { section, key: `${prefix}.polling-interval`, type: 'Duration', range: '≥ 1 ms', default: pollingDefault, description: 'How often new L1 events are searched for.' },
    { section, key: `${prefix}.polling-timeout`, type: 'Duration', range: '≥ 1 ms', default: '"PT5S"', ...unused, description: used ? 'Timeout of one fetch of events.' : 'Checked, but not used at this commit.' },
    {
      section,
      key: `${prefix}.eth-logs-search-success-backoff-delay`,
      type: 'Duration',
      range: '≥ 1 ms',
      default: '"PT0.001S"',
      ...unused,
      description: used ? 'Pause between two successful log searches.' : 'Checked, but not used at this commit.',
    },
    { section, key: `${prefix}.eth-logs-search-block-chunk-size`, type: 'UInt', range: '≥ 1', default: '1000', description: 'Blocks per `eth_getLogs` request.' },
  ];
}

const forcedTransactions: CoordinatorKey[] = [
  {
    section: 'forced-transactions',
    key: 'forced-transactions.disabled',
    type: 'Boolean',
    default: 'false',
    description: 'Turns the feature off, as leaving out the section does. On, it needs [`[prover.invalidity]`](#prover.invalidity.fs-requests-directory).',
  },
  endpoint('forced-transactions', 'forced-transactions.l1-endpoint', 'L1', 'L1 node forced transactions are read from.'),
  retriesFallback('forced-transactions', 'forced-transactions.l1-request-retries', 'L1', 'Retries of those reads.'),
  {
    section: 'forced-transactions',
    key: 'forced-transactions.l1-highest-block-tag',
    type: 'BlockParameter',
    default: '"FINALIZED"',
    description: 'Newest L1 block whose forced transactions are read: a tag or a number.',
  },
  {
    section: 'forced-transactions',
    key: 'forced-transactions.sequencer-endpoint',
    type: 'URL',
    default: null,
    required: 'conditional',
    description: 'Sequencer the forced transactions are sent to. Required when the section is there.',
  },
  retriesFallback('forced-transactions', 'forced-transactions.sequencer-request-retries', 'L2', 'Retries of those calls.'),
  { section: 'forced-transactions', key: 'forced-transactions.processing-tick-interval', type: 'Duration', range: '≥ 1 ms', default: '"PT2M"', description: 'How often pending forced transactions are sent.' },
  { section: 'forced-transactions', key: 'forced-transactions.processing-delay', type: 'Duration', range: '≥ 0', default: '"PT0S"', description: 'A forced transaction is sent only once its L1 block is this old.' },
  { section: 'forced-transactions', key: 'forced-transactions.processing-batch-size', type: 'UInt', range: '≥ 1', default: '10', description: 'Most forced transactions sent per run.' },
  {
    section: 'forced-transactions',
    key: 'forced-transactions.invalidity-proof-check-interval',
    type: 'Duration',
    range: '≥ 1 ms',
    default: '"PT2M"',
    description: 'Polling interval of the service that requests and collects invalidity proofs.',
  },
  ...eventScraping('forced-transactions', '"PT12S"', false),
];

const messageAnchoring: CoordinatorKey[] = [
  { section: 'message-anchoring', key: 'message-anchoring.disabled', type: 'Boolean', default: 'false', description: 'Stops anchoring L1-to-L2 messages on your network.' },
  { section: 'message-anchoring', key: 'message-anchoring.anchoring-tick-interval', type: 'Duration', range: '≥ 1 ms', default: '"PT10S"', description: 'How often queued messages are anchored.' },
  { section: 'message-anchoring', key: 'message-anchoring.message-queue-capacity', type: 'UInt', range: '≥ 1', default: '10000', description: 'Most messages held in memory for anchoring.' },
  {
    section: 'message-anchoring',
    key: 'message-anchoring.max-messages-to-anchor-per-l2-transaction',
    type: 'UInt',
    range: '≥ 1',
    default: '100',
    description: 'Most message hashes per anchoring transaction; each L1 read fetches at most twice as many.',
  },
  endpoint('message-anchoring', 'message-anchoring.l1-endpoint', 'L1', 'L1 node the `MessageSent` events are read from.'),
  { section: 'message-anchoring', key: 'message-anchoring.l1-highest-block-tag', type: 'BlockParameter', default: '"FINALIZED"', description: 'Newest L1 block whose messages are anchored: a tag or a number.' },
  retries('message-anchoring', 'message-anchoring.l1-request-retries', endlessRetries, 'Retries of those reads. It does not fall back to `[defaults]`.'),
  endpoint('message-anchoring', 'message-anchoring.l2-endpoint', 'L2', 'L2 node the anchoring transactions go to.'),
  { section: 'message-anchoring', key: 'message-anchoring.l2-highest-block-tag', type: 'BlockParameter', default: '"LATEST"', description: 'L2 block the anchoring state of `L2MessageService` is read at.' },
  unusedRetries('message-anchoring', 'message-anchoring.l2-request-retries', retryDefault({ timeout: 'PT8S', warnings: 3 })),
  {
    section: 'message-anchoring',
    key: 'message-anchoring.signer',
    type: 'SignerConfigToml',
    holds: 'signer',
    default: null,
    required: true,
    description: 'Signs the anchoring transactions on L2; the account needs `L1_L2_MESSAGE_SETTER_ROLE`.',
  },
  ...eventScraping('message-anchoring', '"PT6S"', true),
  { section: 'message-anchoring', key: 'message-anchoring.gas.max-fee-per-gas-cap', type: 'ULong', default: '100000000000', description: 'Ceiling of the max fee per gas of anchoring transactions, in wei.' },
  { section: 'message-anchoring', key: 'message-anchoring.gas.gas-limit', type: 'ULong', default: '2500000', description: 'Gas limit of anchoring transactions.' },
  { section: 'message-anchoring', key: 'message-anchoring.gas.fee-history-block-count', type: 'UInt', default: '4', description: 'L2 blocks of fee history their fees come from.' },
  { section: 'message-anchoring', key: 'message-anchoring.gas.fee-history-reward-percentile', type: 'UInt', default: '15', description: 'Reward percentile read from that history.' },
];

const l2GasPricing: CoordinatorKey[] = [
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.disabled', type: 'Boolean', default: 'false', description: 'Stops sending prices to the sequencer.' },
  endpoint('l2-network-gas-pricing', 'l2-network-gas-pricing.l1-endpoint', 'L1', 'L1 node the fee history comes from.'),
  retriesFallback('l2-network-gas-pricing', 'l2-network-gas-pricing.l1-request-retries', 'L1', 'Retries of those reads.'),
  endpoint('l2-network-gas-pricing', 'l2-network-gas-pricing.l2-endpoint', 'L2', 'L2 node whose block sizes calldata pricing reads.'),
  retriesFallback('l2-network-gas-pricing', 'l2-network-gas-pricing.l2-request-retries', 'L2', 'Retries of those reads.'),
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.price-update-interval', type: 'Duration', default: '"PT12S"', description: 'How often prices are computed and sent.' },
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.fee-history-block-count', type: 'UInt', range: '> 0', default: '1000', description: 'L1 blocks of fee history each computation averages.' },
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.fee-history-reward-percentile', type: 'UInt', range: '1 to 100', default: '15', description: 'Reward percentile read from that history.' },
  {
    section: 'l2-network-gas-pricing',
    key: 'l2-network-gas-pricing.gas-price-fixed-cost',
    type: 'ULong',
    default: null,
    required: true,
    description: 'Fixed cost per gas, in wei: written into `extraData` in kwei and added into the flat-rate price.',
  },
  {
    section: 'l2-network-gas-pricing',
    key: 'l2-network-gas-pricing.extra-data-update-endpoint',
    type: 'URL',
    default: null,
    required: true,
    description: 'Sequencer node that receives the prices through `miner_setExtraData`.',
  },
  retries('l2-network-gas-pricing', 'l2-network-gas-pricing.extra-data-update-request-retries', retryDefault({ timeout: 'PT8S', warnings: 3 }), 'Retries of that call.'),
  {
    section: 'l2-network-gas-pricing',
    key: 'l2-network-gas-pricing.dynamic-gas-pricing.l1-blob-gas',
    type: 'ULong',
    default: null,
    required: true,
    description: 'Blob gas of one submission, and the bytes its cost is spread over: variable cost = (L1 fee × execution gas + blob fee × this) × margin ÷ this.',
  },
  {
    section: 'l2-network-gas-pricing',
    key: 'l2-network-gas-pricing.dynamic-gas-pricing.blob-submission-expected-execution-gas',
    type: 'ULong',
    default: null,
    required: true,
    description: 'L1 execution gas of one submission, in that formula.',
  },
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.dynamic-gas-pricing.variable-cost-upper-bound', type: 'ULong', default: null, required: true, description: 'Ceiling of the variable cost, in wei.' },
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.dynamic-gas-pricing.variable-cost-lower-bound', type: 'ULong', default: null, required: true, description: 'Floor of the variable cost, in wei.' },
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.dynamic-gas-pricing.margin', type: 'Double', default: null, required: true, description: 'Multiplier in the formula.' },
  {
    section: 'l2-network-gas-pricing',
    key: 'l2-network-gas-pricing.dynamic-gas-pricing.calldata-based-pricing.calldata-sum-size-block-count',
    type: 'UInt',
    range: '0 to 60',
    default: '5',
    description: 'Recent L2 blocks whose calldata is summed. Calldata pricing is on when the table is there and this is above 0.',
  },
  {
    section: 'l2-network-gas-pricing',
    key: 'l2-network-gas-pricing.dynamic-gas-pricing.calldata-based-pricing.fee-change-denominator',
    type: 'UInt',
    range: '> 0',
    default: '32',
    description: 'The calldata-based floor is the previous variable cost times 1 + delta / this value, delta (-1 to 1) being how far recent calldata is from its target. The cost never falls below the floor; it can rise above it freely.',
  },
  {
    section: 'l2-network-gas-pricing',
    key: 'l2-network-gas-pricing.dynamic-gas-pricing.calldata-based-pricing.calldata-sum-size-target',
    type: 'ULong',
    range: '> 0',
    default: '109000',
    description: 'Calldata size of a full block, in bytes; the sum is compared with half of it per block.',
  },
  {
    section: 'l2-network-gas-pricing',
    key: 'l2-network-gas-pricing.dynamic-gas-pricing.calldata-based-pricing.block-size-non-calldata-overhead',
    type: 'UInt',
    default: '540',
    description: 'Bytes taken off each block’s size to estimate its calldata.',
  },
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.flat-rate-gas-pricing.gas-price-lower-bound', type: 'ULong', default: null, required: true, description: 'Floor of the flat-rate price, in wei.' },
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.flat-rate-gas-pricing.gas-price-upper-bound', type: 'ULong', default: null, required: true, description: 'Ceiling of the flat-rate price, in wei.' },
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.flat-rate-gas-pricing.plain-transfer-cost-multiplier', type: 'Double', default: '1.0', description: 'Multiplier of the flat-rate price.' },
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.flat-rate-gas-pricing.compressed-tx-size', type: 'UInt', default: '125', description: 'Compressed size of a transaction, in bytes, in that price.' },
  { section: 'l2-network-gas-pricing', key: 'l2-network-gas-pricing.flat-rate-gas-pricing.expected-gas', type: 'UInt', default: '21000', description: 'Gas of the transaction that price is for.' },
];

const database: CoordinatorKey[] = [
  { section: 'database', key: 'database.hostname', type: 'String', default: null, required: true, description: 'PostgreSQL host.' },
  { section: 'database', key: 'database.port', type: 'UInt', default: '5432', description: 'PostgreSQL port.' },
  { section: 'database', key: 'database.username', type: 'String', default: null, required: true, description: 'PostgreSQL user.' },
  { section: 'database', key: 'database.password', type: 'Masked', default: null, required: true, secret: true, description: 'Its password, masked when the configuration is logged.' },
  { section: 'database', key: 'database.schema', type: 'String', default: '"linea_coordinator"', description: 'Name of the PostgreSQL database the coordinator uses, despite the key’s name.' },
  { section: 'database', key: 'database.schema-version', type: 'Int', range: '4 to 5', default: '4', description: 'Migration version the database is brought to at start.' },
  { section: 'database', key: 'database.read-pool-size', type: 'Int', default: '10', unused: true, description: 'Read, but not used at this commit.' },
  { section: 'database', key: 'database.read-pipelining-limit', type: 'Int', default: '10', description: 'Pipelining limit of each connection.' },
  { section: 'database', key: 'database.transactional-pool-size', type: 'Int', default: '10', description: 'Size of the connection pool.' },
  retries('database', 'database.persistence-retries', retryDefault({ timeout: 'PT10M', warnings: 3 }), 'Retries of failed queries; duplicate-key errors are not retried.'),
];

const api: CoordinatorKey[] = [
  { section: 'api', key: 'api.observability-port', type: 'UInt', default: '9545', description: 'Port of `/live`, `/ready`, `/health` and `/metrics`.' },
  {
    section: 'api',
    key: 'api.json-rpc-port',
    type: 'UInt',
    default: '0',
    description: 'Port of the JSON-RPC API, which starts backtesting jobs and resumes checkpoints. 0 takes any free port.',
  },
  { section: 'api', key: 'api.json-rpc-path', type: 'String', default: '"/"', description: 'HTTP path of the JSON-RPC API.' },
  { section: 'api', key: 'api.json-rpc-server-verticles', type: 'Int', default: '1', description: 'Server instances of the JSON-RPC API; 0 or less: one per processor.' },
];

/** The keys of every retry table, relative to the table. */
const retryTable: CoordinatorKey[] = [
  { section: 'retry-table', key: 'max-retries', type: 'UInt', range: '≥ 1', default: null, description: 'How many times a failed request is tried again. Unset: no limit.' },
  { section: 'retry-table', key: 'timeout', type: 'Duration', range: '≥ 1 ms', default: null, description: 'How long the retries of one request may take in all. Unset: no limit.' },
  { section: 'retry-table', key: 'backoff-delay', type: 'Duration', range: '≥ 1 ms', default: '"PT1S"', description: 'Wait between two attempts.' },
  {
    section: 'retry-table',
    key: 'failures-warning-threshold',
    type: 'UInt',
    range: '> 0',
    default: null,
    description: 'A warning every this many failures, from the JSON-RPC clients of the tracer, Shomei, the sequencer and `miner_setExtraData`. Keep it under `max-retries`.',
  },
  {
    section: 'retry-table',
    key: 'ignore-first-exceptions-until-time-elapsed',
    type: 'Duration',
    range: '≥ 1 ms',
    default: null,
    description: 'Read from `database.persistence-retries` only: errors in this first span are retried without a warning.',
  },
];

/** The keys of every signer table, relative to the table. */
const signerTable: CoordinatorKey[] = [
  { section: 'signer-table', key: 'type', type: 'SignerType', values: ['web3j', 'web3signer'], default: null, required: true, description: '`web3j` signs with the key below; `web3signer` asks a Web3Signer. Any case.' },
  { section: 'signer-table', key: 'web3j.private-key', type: 'Masked', range: '32 bytes, hex', default: null, required: 'conditional', secret: true, description: 'The key, for `web3j`.' },
  {
    section: 'signer-table',
    key: 'web3signer.endpoint',
    type: 'URL',
    default: null,
    required: 'conditional',
    description: 'Web3Signer’s address, for `web3signer`; its host and port are used. `https` when `tls` is set.',
  },
  { section: 'signer-table', key: 'web3signer.public-key', type: 'ByteArray', range: '64 bytes, hex', default: null, required: 'conditional', description: 'Public key of the key Web3Signer signs with.' },
  { section: 'signer-table', key: 'web3signer.max-pool-size', type: 'Int', range: '> 0', default: '10', description: 'Most HTTP connections to Web3Signer.' },
  { section: 'signer-table', key: 'web3signer.keep-alive', type: 'Boolean', default: 'true', description: 'Keeps those connections open.' },
  {
    section: 'signer-table',
    key: 'web3signer.tls.key-store-path',
    type: 'Path',
    default: null,
    required: 'conditional',
    description: 'PKCS #12 keystore with the client certificate for mutual TLS. The `tls` table is optional; with it, its four keys are required and both files must exist.',
  },
  { section: 'signer-table', key: 'web3signer.tls.key-store-password', type: 'Masked', default: null, required: 'conditional', secret: true, description: 'Its password.' },
  { section: 'signer-table', key: 'web3signer.tls.trust-store-path', type: 'Path', default: null, required: 'conditional', description: 'PKCS #12 truststore Web3Signer’s certificate is checked against.' },
  { section: 'signer-table', key: 'web3signer.tls.trust-store-password', type: 'Masked', default: null, required: 'conditional', secret: true, description: 'Its password.' },
];

/** The one table each companion file holds. */
const companionFiles: CoordinatorKey[] = [
  {
    section: 'companion-files',
    key: 'traces-limits',
    type: 'Map<TracingModuleV5, UInt>',
    default: null,
    required: true,
    description: 'From `--traces-limits-v5` (or `--traces-limits-v4`, with v4 modules): a limit per trace module, every module listed. Batches close before one is exceeded.',
  },
  {
    section: 'companion-files',
    key: 'gas-price-cap-time-of-day-multipliers',
    type: 'Map<String, Double>',
    default: null,
    required: true,
    description: 'From `--gas-price-cap-time-of-day-multipliers`: a multiplier per UTC day and hour, `SUNDAY_0` to `SATURDAY_23`, for the dynamic cap.',
  },
  {
    section: 'companion-files',
    key: 'smart-contract-errors',
    type: 'Map<String, String>',
    default: null,
    required: true,
    description: 'From `--smart-contract-errors`: error names by 4-byte selector in hex, to name the reason of a revert.',
  },
];

export const coordinatorKeys: readonly CoordinatorKey[] = [
  ...defaults,
  ...protocol,
  ...conflation,
  ...blobCompression,
  ...proofAggregation,
  ...prover,
  ...traces,
  ...stateManager,
  ...type2,
  ...finalizationMonitor,
  ...l1Submission,
  ...dynamicGasPriceCap,
  ...blobSubmission,
  ...aggregationSubmission,
  ...forcedTransactions,
  ...messageAnchoring,
  ...l2GasPricing,
  ...database,
  ...api,
  ...retryTable,
  ...signerTable,
  ...companionFiles,
];

/** The keys of one section, in page order. */
export function keysIn(section: CoordinatorSectionId): readonly CoordinatorKey[] {
  return coordinatorKeys.filter((k) => k.section === section);
}

/** The anchor of a key's row: the key as written, so `#conflation.blocks-limit` links work. */
export function keyAnchor(key: string): string {
  return key;
}

/** The anchor of a key of the shared retry and signer tables, which are written relative to their table. */
export function sharedKeyAnchor(section: 'retry-table' | 'signer-table', key: string): string {
  return `${section === 'retry-table' ? 'retries' : 'signer'}.${key}`;
}

/** The keys a table of `[prover]` or `[traces]` holds, relative to it: the section's own keys, without `new`. */
function relativeKeys(table: 'prover' | 'traces'): string[] {
  return keysIn(table)
    .filter((k) => k.key !== `${table}.new`)
    .flatMap((k) => [k.key.slice(table.length + 1), ...nestedKeys(k).map((nested) => `${k.key.slice(table.length + 1)}.${nested}`)]);
}

/** The keys inside a table-valued key, relative to it, all the way down (one `new` level, as the loader uses). */
function nestedKeys(key: CoordinatorKey): string[] {
  switch (key.holds) {
    case 'retries':
      return keysIn('retry-table').map((k) => k.key);
    case 'signer':
      return keysIn('signer-table').map((k) => k.key);
    case 'prover':
    case 'traces':
      return relativeKeys(key.holds);
    default:
      return [];
  }
}

/**
 * The full keys inside a table-valued key (`database.persistence-retries.timeout`): each is an
 * anchor on the table's row, so that a link to any key the loader reads lands on the row that
 * explains it.
 */
export function keysInside(key: CoordinatorKey): string[] {
  return nestedKeys(key).map((nested) => `${key.key}.${nested}`);
}

/** Every full key of the main configuration the loader reads at this commit, tables inside tables included. */
export function allMainKeys(): string[] {
  return coordinatorKeys.filter((k) => coordinatorSections.find((s) => s.id === k.section)!.table !== null).flatMap((k) => [k.key, ...keysInside(k)]);
}

/** Link to one of a section's source files at the commit the keys were read at. */
export function sourceFileUrl(path: string, source: OptionsSource = coordinatorOptionsSource): string {
  return repositoryFile(source.repository, path, source.commit);
}
