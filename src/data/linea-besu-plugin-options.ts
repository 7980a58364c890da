/**
 * The `--plugin-linea-*` command-line options of the Linea Besu plugins, rendered by the
 * LineaBesuPluginOptions component on /get-started/how-to/run-a-node/linea-besu-options and
 * validated by tests/unit/linea-besu-plugin-options.test.ts.
 *
 * Read from the picocli `@CommandLine.Option` declarations of LFDT-Lineth/lineth-monorepo at commit
 * cb180134d7b7904ca588e6d99264b7b10fe06929 (12 June 2026), one option class per group (each group's
 * `path` below):
 * - linea-besu/plugins/linea-sequencer/sequencer/src/main/java/net/consensys/linea/config/*CliOptions.java
 * - tracer/arithmetization/src/main/java/net/consensys/linea/plugins/{config,readiness,rpc,rpc/tracegeneration}/*CliOptions.java
 * Which plugins register which class: AbstractLineaSharedOptionsPlugin, AbstractLineaPrivateOptionsPlugin
 * (tracer/arithmetization) and AbstractLineaSharedPrivateOptionsPlugin (linea-sequencer); the
 * profile values come from linea-besu/package/linea-besu/profiles/advanced-{mainnet,sepolia}.toml.
 *
 * `type` is the option's parameter label in the code, `default` the value the code gives the field
 * (null: none). Descriptions are ours, written from the code's own descriptions and from what the
 * plugins do with the value. Options the code hides from `--help` are listed when the official
 * reference documents them; the two hidden forced-transaction options are left out, as that
 * feature is not released.
 */
import { repositories, repositoryFile } from './repositories';

export type PluginFamily = 'sequencer' | 'tracer';

export type OptionGroupId =
  | 'bundles'
  | 'liveness'
  | 'profitability'
  | 'rejected-tx-reporting'
  | 'estimate-gas'
  | 'module-limits'
  | 'transaction-pool'
  | 'transaction-selection'
  | 'transaction-types'
  | 'bridge'
  | 'tracer-shared'
  | 'tracer-rpc'
  | 'tracer-readiness'
  | 'traces-endpoint';

export interface OptionGroup {
  id: OptionGroupId;
  family: PluginFamily;
  title: string;
  /** The Java class that declares the options. */
  className: string;
  /** Its path in the monorepo. */
  path: string;
  /** The key the plugins file the group's configuration under. */
  configKey: string;
}

export interface PluginOption {
  name: `--plugin-linea-${string}`;
  group: OptionGroupId;
  /** The parameter label the code declares, without its angle brackets. */
  type: string;
  /** The value the code starts from, as written on the command line; null when it sets none. */
  default: string | null;
  /** picocli arity, where the code declares one. */
  arity?: string;
  /** Hidden from `besu --help`. */
  hidden: boolean;
  /** Declared `required = true` in the code. */
  required?: boolean;
  /** The plugins log a deprecation warning when it is set. */
  deprecated?: boolean;
  description: string;
  /** What Linea's `advanced-mainnet` and `advanced-sepolia` profiles set it to, where they do. */
  profiles?: { mainnet?: string; sepolia?: string };
}

export interface OptionsSource {
  repository: string;
  commit: string;
  /** Date of that commit (ISO 8601). */
  committedAt: string;
}

export const pluginOptionsSource: OptionsSource = {
  repository: repositories.monorepo,
  commit: 'cb180134d7b7904ca588e6d99264b7b10fe06929',
  committedAt: '2026-06-12',
};

const sequencerConfig = 'linea-besu/plugins/linea-sequencer/sequencer/src/main/java/net/consensys/linea/config';
const tracerPlugins = 'tracer/arithmetization/src/main/java/net/consensys/linea/plugins';

export const optionGroups: readonly OptionGroup[] = [
  { id: 'bundles', family: 'sequencer', title: 'Bundle forwarding', className: 'LineaBundleCliOptions', path: `${sequencerConfig}/LineaBundleCliOptions.java`, configKey: 'bundle-sequencer' },
  { id: 'liveness', family: 'sequencer', title: 'Liveness service', className: 'LineaLivenessServiceCliOptions', path: `${sequencerConfig}/LineaLivenessServiceCliOptions.java`, configKey: 'liveness-config' },
  { id: 'profitability', family: 'sequencer', title: 'Profitability and pricing', className: 'LineaProfitabilityCliOptions', path: `${sequencerConfig}/LineaProfitabilityCliOptions.java`, configKey: 'profitability-config' },
  { id: 'rejected-tx-reporting', family: 'sequencer', title: 'Rejected transaction reports', className: 'LineaRejectedTxReportingCliOptions', path: `${sequencerConfig}/LineaRejectedTxReportingCliOptions.java`, configKey: 'rejected-tx-reporting-config' },
  { id: 'estimate-gas', family: 'sequencer', title: 'linea_estimateGas compatibility mode', className: 'LineaRpcCliOptions', path: `${sequencerConfig}/LineaRpcCliOptions.java`, configKey: 'rpc-config-sequencer' },
  { id: 'module-limits', family: 'sequencer', title: 'Module limits', className: 'LineaTracerCliOptions', path: `${sequencerConfig}/LineaTracerCliOptions.java`, configKey: 'tracer-sequencer-config' },
  { id: 'transaction-pool', family: 'sequencer', title: 'Transaction pool checks', className: 'LineaTransactionPoolValidatorCliOptions', path: `${sequencerConfig}/LineaTransactionPoolValidatorCliOptions.java`, configKey: 'transaction-pool-validator-config' },
  { id: 'transaction-selection', family: 'sequencer', title: 'Block building', className: 'LineaTransactionSelectorCliOptions', path: `${sequencerConfig}/LineaTransactionSelectorCliOptions.java`, configKey: 'transaction-selector-config' },
  { id: 'transaction-types', family: 'sequencer', title: 'Transaction types', className: 'LineaTransactionValidatorCliOptions', path: `${sequencerConfig}/LineaTransactionValidatorCliOptions.java`, configKey: 'transaction-validator-config' },
  { id: 'bridge', family: 'tracer', title: 'Message service bridge', className: 'LineaL1L2BridgeSharedCliOptions', path: `${tracerPlugins}/config/LineaL1L2BridgeSharedCliOptions.java`, configKey: 'l1-l2-bridge-shared-config' },
  { id: 'tracer-shared', family: 'tracer', title: 'Line counting', className: 'LineaTracerSharedCliOptions', path: `${tracerPlugins}/config/LineaTracerSharedCliOptions.java`, configKey: 'tracer-shared-config' },
  { id: 'tracer-rpc', family: 'tracer', title: 'Tracer RPC', className: 'RpcCliOptions', path: `${tracerPlugins}/rpc/RpcCliOptions.java`, configKey: 'rpc-config' },
  { id: 'tracer-readiness', family: 'tracer', title: 'Tracer readiness', className: 'TracerReadinessCliOptions', path: `${tracerPlugins}/readiness/TracerReadinessCliOptions.java`, configKey: 'tracer-readiness' },
  { id: 'traces-endpoint', family: 'tracer', title: 'Trace generation', className: 'TracesEndpointCliOptions', path: `${tracerPlugins}/rpc/tracegeneration/TracesEndpointCliOptions.java`, configKey: 'traces-endpoint-config' },
];

export const pluginOptions: readonly PluginOption[] = [
  // Bundle forwarding
  { group: 'bundles', name: '--plugin-linea-bundles-forward-urls', type: 'SET<URL>', default: null, hidden: false, description: 'Comma-separated URLs that receive a copy of each bundle the node accepts. The set starts empty, and ForwardBundlesPlugin refuses to start while it is.' },
  { group: 'bundles', name: '--plugin-linea-bundles-forward-retry-delay', type: 'INTEGER', default: '1000', hidden: false, description: 'Milliseconds to wait before sending a failed forward again.' },
  { group: 'bundles', name: '--plugin-linea-bundles-forward-timeout', type: 'INTEGER', default: '5000', hidden: false, description: 'Milliseconds a forward request may take before it is abandoned.' },

  // Liveness service
  { group: 'liveness', name: '--plugin-linea-liveness-enabled', type: 'BOOLEAN', default: 'false', arity: '0..1', hidden: true, description: 'Switches the liveness service on. It then needs the contract address and the three Web3Signer settings below.' },
  { group: 'liveness', name: '--plugin-linea-liveness-max-block-age-seconds', type: 'LONG', default: '60', hidden: true, description: 'How old, in seconds, the newest block may grow before the service reports.' },
  { group: 'liveness', name: '--plugin-linea-liveness-bundle-max-timestamp-surplus-seconds', type: 'LONG', default: '12', hidden: true, description: 'Seconds added to the latest timestamp allowed for the bundle that carries a report.' },
  { group: 'liveness', name: '--plugin-linea-liveness-contract-address', type: 'SMC_ADDRESS', default: null, arity: '1', hidden: true, description: 'The LineaSequencerUptimeFeed contract that receives the reports. Needed when the service is on.' },
  { group: 'liveness', name: '--plugin-linea-liveness-signer-url', type: 'URL', default: null, arity: '1', hidden: true, description: 'The Web3Signer endpoint that signs the reports, over http or https (https once TLS is on). Needed when the service is on.' },
  { group: 'liveness', name: '--plugin-linea-liveness-signer-key-id', type: 'PUBLIC_KEY_HEX', default: null, arity: '1', hidden: true, description: 'The key Web3Signer signs with, named by its public key in hex. Needed when the service is on.' },
  { group: 'liveness', name: '--plugin-linea-liveness-signer-address', type: 'EOA_ADDRESS', default: null, arity: '1', hidden: true, description: 'The Ethereum address of that key. Needed when the service is on.' },
  { group: 'liveness', name: '--plugin-linea-liveness-tls-enabled', type: 'BOOLEAN', default: 'false', arity: '0..1', hidden: true, description: 'Talks to Web3Signer over TLS; the two stores and their passwords below then become mandatory.' },
  { group: 'liveness', name: '--plugin-linea-liveness-tls-key-store-path', type: 'FILE_PATH', default: null, arity: '1', hidden: true, description: 'Key store file for the TLS connection.' },
  { group: 'liveness', name: '--plugin-linea-liveness-tls-key-store-password', type: 'PASSWORD', default: null, arity: '1', hidden: true, description: 'Password of the key store.' },
  { group: 'liveness', name: '--plugin-linea-liveness-tls-trust-store-path', type: 'FILE_PATH', default: null, arity: '1', hidden: true, description: 'Trust store file for the TLS connection.' },
  { group: 'liveness', name: '--plugin-linea-liveness-tls-trust-store-password', type: 'PASSWORD', default: null, arity: '1', hidden: true, description: 'Password of the trust store.' },
  { group: 'liveness', name: '--plugin-linea-liveness-gas-limit', type: 'LONG', default: '100000', arity: '1', hidden: true, description: 'Gas limit of each report transaction, from 21,000 to 10,000,000.' },
  { group: 'liveness', name: '--plugin-linea-liveness-gas-price', type: 'LONG', default: '7', arity: '1', hidden: true, description: 'Gas price, in wei, of each report transaction.' },

  // Profitability and pricing
  { group: 'profitability', name: '--plugin-linea-fixed-gas-cost-wei', type: 'INTEGER', default: '0', hidden: true, description: 'The fixed cost per unit of gas, in wei, in the profitability formula. With extra-data pricing on, each block replaces it with its own value.', profiles: { mainnet: '30000000', sepolia: '0' } },
  { group: 'profitability', name: '--plugin-linea-variable-gas-cost-wei', type: 'INTEGER', default: '1000000000', hidden: true, description: "The cost per byte of compressed transaction data, in wei, in the profitability formula. Read only with extra-data pricing on, where each block replaces it; otherwise the node's minimum gas price stands in.", profiles: { mainnet: '10000000', sepolia: '10000000' } },
  { group: 'profitability', name: '--plugin-linea-min-margin', type: 'FLOAT', default: '1', hidden: true, description: 'The smallest profitability margin a transaction needs to be picked for a block.', profiles: { mainnet: '1.0', sepolia: '1.0' } },
  { group: 'profitability', name: '--plugin-linea-estimate-gas-min-margin', type: 'FLOAT', default: '1', hidden: true, description: 'The margin built into the gas price that linea_estimateGas recommends.', profiles: { mainnet: '1.2', sepolia: '1.2' } },
  { group: 'profitability', name: '--plugin-linea-tx-pool-min-margin', type: 'FLOAT', default: '0.5', hidden: true, description: 'The smallest margin an incoming transaction needs to enter the pool.', profiles: { mainnet: '0.8', sepolia: '0.8' } },
  { group: 'profitability', name: '--plugin-linea-tx-pool-profitability-check-api-enabled', type: 'BOOLEAN', default: 'true', arity: '0..1', hidden: true, description: 'Applies the profitability check to transactions sent to this node over JSON-RPC.', profiles: { mainnet: 'true', sepolia: 'true' } },
  { group: 'profitability', name: '--plugin-linea-tx-pool-profitability-check-p2p-enabled', type: 'BOOLEAN', default: 'false', arity: '0..1', hidden: true, description: 'Applies the profitability check to transactions gossiped by peers.', profiles: { mainnet: 'true', sepolia: 'true' } },
  { group: 'profitability', name: '--plugin-linea-extra-data-pricing-enabled', type: 'BOOLEAN', default: 'false', arity: '0..1', hidden: true, description: "Reads the fixed cost, variable cost and gas price from the extra-data field of new blocks and prices with them.", profiles: { mainnet: 'true', sepolia: 'true' } },
  { group: 'profitability', name: '--plugin-linea-extra-data-set-min-gas-price-enabled', type: 'BOOLEAN', default: 'true', arity: '0..1', hidden: true, description: "Uses the gas price found in the extra-data field as the node's minimum gas price.", profiles: { mainnet: 'true', sepolia: 'true' } },
  { group: 'profitability', name: '--plugin-linea-profitability-metrics-buckets', type: 'FLOAT[]', default: '0.1,0.3,0.5,0.7,0.9,1.0,1.1,1.2,1.5,2.0,5.0,10.0', arity: '1..*', hidden: true, description: 'Comma-separated bucket bounds of the metrics histogram that compares the priority fee a transaction pays with the one it needs to be profitable.' },
  { group: 'profitability', name: '--plugin-linea-compressed-tx-cache-size', type: 'INTEGER', default: '10000', hidden: true, description: 'How many compressed transactions the compression cache of the profitability checks keeps.' },

  // Rejected transaction reports
  { group: 'rejected-tx-reporting', name: '--plugin-linea-rejected-tx-endpoint', type: 'URL', default: null, hidden: true, description: 'Where the node reports each transaction it rejects. No reports are sent until it is set.' },
  { group: 'rejected-tx-reporting', name: '--plugin-linea-node-type', type: 'NODE_TYPE', default: null, hidden: true, description: 'The role the node gives itself in those reports: SEQUENCER, RPC or P2P.' },

  // linea_estimateGas compatibility mode
  { group: 'estimate-gas', name: '--plugin-linea-estimate-gas-compatibility-mode-enabled', type: 'BOOLEAN', default: 'false', hidden: false, description: 'Makes linea_estimateGas answer with the lowest price a block would include, times the multiplier below, in place of the profitable price.', profiles: { mainnet: 'false', sepolia: 'false' } },
  { group: 'estimate-gas', name: '--plugin-linea-estimate-gas-compatibility-mode-multiplier', type: 'FLOAT', default: '1.2', hidden: false, description: 'The factor applied to the minimum priority fee per gas in compatibility mode.', profiles: { mainnet: '1.2' } },

  // Module limits
  { group: 'module-limits', name: '--plugin-linea-module-limit-file-path', type: 'STRING', default: 'moduleLimitFile.toml', hidden: true, description: 'The TOML file of per-block module limits that line counting checks against.', profiles: { mainnet: 'config/trace-limits.mainnet.toml', sepolia: 'config/trace-limits.sepolia.toml' } },

  // Transaction pool checks
  { group: 'transaction-pool', name: '--plugin-linea-deny-list-path', type: 'STRING', default: 'lineaDenyList.txt', hidden: true, description: 'A file of denied addresses; the pool turns away transactions that involve one.', profiles: { mainnet: 'config/denylist.mainnet.txt', sepolia: 'config/denylist.sepolia.txt' } },
  { group: 'transaction-pool', name: '--plugin-linea-bundle-overriding-deny-list-path', type: 'STRING', default: null, hidden: true, description: 'A separate deny list for transactions in bundles. Without it, bundles use the file of --plugin-linea-deny-list-path.' },
  { group: 'transaction-pool', name: '--plugin-linea-max-tx-gas-limit', type: 'INT', default: '30000000', hidden: true, description: 'The highest gas limit one transaction may ask for.', profiles: { mainnet: '24000000', sepolia: '24000000' } },
  { group: 'transaction-pool', name: '--plugin-linea-max-tx-calldata-size', type: 'INTEGER', default: null, hidden: true, description: 'The largest call data one transaction may carry. The check runs only when this is set.', profiles: { mainnet: '60000', sepolia: '60000' } },
  { group: 'transaction-pool', name: '--plugin-linea-tx-pool-simulation-check-api-enabled', type: 'BOOLEAN', default: 'false', arity: '0..1', hidden: true, description: 'Simulates transactions sent over JSON-RPC before admitting them to the pool.', profiles: { mainnet: 'true', sepolia: 'true' } },
  { group: 'transaction-pool', name: '--plugin-linea-tx-pool-simulation-check-p2p-enabled', type: 'BOOLEAN', default: 'false', arity: '0..1', hidden: true, description: 'Simulates transactions gossiped by peers before admitting them to the pool.', profiles: { mainnet: 'false', sepolia: 'true' } },

  // Block building
  { group: 'transaction-selection', name: '--plugin-linea-max-block-calldata-size', type: 'INTEGER', default: null, hidden: true, deprecated: true, description: "A cap on the call data of a whole block; setting it turns on the raw call data selector. Deprecated: use --plugin-linea-blob-size-limit.", profiles: { mainnet: '109000', sepolia: '109000' } },
  { group: 'transaction-selection', name: '--plugin-linea-blob-size-limit', type: 'INTEGER', default: null, hidden: true, description: 'The most bytes a block may take once compressed, so that it fits in a blob. Setting it turns on the compression-aware selector.' },
  { group: 'transaction-selection', name: '--plugin-linea-compressed-block-header-overhead', type: 'INTEGER', default: '1024', hidden: true, description: "Bytes set aside for the compressed block header, taken off the blob size limit in the quick compression check because per-transaction estimates leave the header out." },
  { group: 'transaction-selection', name: '--plugin-linea-over-line-count-limit-cache-size', type: 'INTEGER', default: '10000', hidden: true, description: 'How many transactions that broke the line-count limits the node remembers.' },
  { group: 'transaction-selection', name: '--plugin-linea-max-block-gas', type: 'LONG', default: '30000000', hidden: true, description: 'The most gas the transactions of one block may use.', profiles: { mainnet: '55000000', sepolia: '55000000' } },
  { group: 'transaction-selection', name: '--plugin-linea-max-bundle-pool-size-bytes', type: 'LONG', default: '16777216', hidden: true, description: 'The memory, in bytes, the bundle pool may fill (16 MiB by default).' },
  { group: 'transaction-selection', name: '--plugin-linea-max-bundle-block-gas', type: 'LONG', default: '15000000', hidden: true, description: 'The most block gas that bundle transactions may use together.' },
  { group: 'transaction-selection', name: '--plugin-linea-events-deny-list-path', type: 'STRING', default: null, hidden: true, description: 'A file of event filters; a transaction that emits a matching event is left out of the block.' },
  { group: 'transaction-selection', name: '--plugin-linea-events-bundle-deny-list-path', type: 'STRING', default: null, hidden: true, description: 'The same kind of file, applied to transactions in bundles.' },
  { group: 'transaction-selection', name: '--plugin-linea-blob-compressor-version-timestamps', type: 'MAP', default: 'V3=-100001-12-31T23:59:59.999999999Z', hidden: true, description: 'Comma-separated VERSION=instant pairs (ISO 8601, UTC) giving the moment each blob compressor version takes over; the versions are V2, V3 and V4. By default V3 applies from the start of time.' },

  // Transaction types
  { group: 'transaction-types', name: '--plugin-linea-blob-tx-enabled', type: 'BOOLEAN', default: 'false', arity: '0..1', hidden: true, description: 'Accepts blob-carrying transactions (EIP-4844, type 3).' },
  { group: 'transaction-types', name: '--plugin-linea-delegate-code-tx-enabled', type: 'BOOLEAN', default: 'true', arity: '0..1', hidden: true, description: 'Accepts set-code transactions (EIP-7702, type 4).' },

  // Message service bridge
  { group: 'bridge', name: '--plugin-linea-l1l2-bridge-contract', type: 'ADDRESS', default: '0x0000000000000000000000000000000000000000', hidden: false, description: 'The bridge (message service) contract on Linea whose logs line counting tracks.', profiles: { mainnet: '0x508Ca82Df566dCD1B0DE8296e70a96332cD644ec', sepolia: '0x33bf916373159A8c1b54b025202517BfDbB7863D' } },
  { group: 'bridge', name: '--plugin-linea-l1l2-bridge-topic', type: 'HEX_STRING', default: '0x0000000000000000000000000000000000000000000000000000000000000000', hidden: false, description: "The topic of that contract's message event, 32 bytes in hex.", profiles: { mainnet: 'e856c2b8bd4eb0027ce32eeaf595c21b0b6b4644b326e5b7bd80a1cf8db72e6c', sepolia: 'e856c2b8bd4eb0027ce32eeaf595c21b0b6b4644b326e5b7bd80a1cf8db72e6c' } },

  // Line counting
  { group: 'tracer-shared', name: '--plugin-linea-limitless-enabled', type: 'BOOLEAN', default: 'false', hidden: true, description: "Tells the plugins that blocks go to Linea's limitless prover." },
  { group: 'tracer-shared', name: '--plugin-linea-count-historical-blockhash-enabled', type: 'BOOLEAN', default: 'false', hidden: true, description: 'Includes the lines of historical block hash lookups in the line counts of the sequencer and the coordinator.' },

  // Tracer RPC
  { group: 'tracer-rpc', name: '--plugin-linea-rpc-concurrent-requests-limit', type: 'REQUEST_COUNT_LIMIT', default: '1', hidden: true, required: true, description: 'How many line-count and trace requests the node serves at once.' },

  // Tracer readiness
  { group: 'tracer-readiness', name: '--plugin-linea-tracer-readiness-server-port', type: 'SERVER_PORT', default: '8548', hidden: true, required: true, description: 'Port of the readiness HTTP server.' },
  { group: 'tracer-readiness', name: '--plugin-linea-tracer-readiness-server-host', type: 'SERVER_HOST', default: '0.0.0.0', hidden: true, required: true, description: 'Address that server listens on.' },
  { group: 'tracer-readiness', name: '--plugin-linea-tracer-readiness-max-blocks-behind', type: 'BLOCK_COUNT', default: '0', hidden: true, required: true, description: 'How many blocks behind the chain head the node may be and still count as ready. The check that reads it is switched off in this version.' },

  // Trace generation
  { group: 'traces-endpoint', name: '--plugin-linea-conflated-trace-generation-traces-output-path', type: 'PATH', default: null, hidden: true, required: true, description: 'The folder that generated trace files go to.' },
  { group: 'traces-endpoint', name: '--plugin-linea-rpc-caching', type: 'CACHING', default: 'true', hidden: true, description: 'Answers with an existing trace file, when there is one, instead of generating it again.' },
  { group: 'traces-endpoint', name: '--plugin-linea-conflated-trace-generation-trace-compression', type: 'BOOL', default: 'true', hidden: true, description: 'Compresses the trace files it writes.' },
  { group: 'traces-endpoint', name: '--plugin-linea-conflated-trace-generation-trace-file-version', type: 'INT', default: '2', hidden: true, description: 'Major version of the trace file format to write, 1 or 2.' },
];

/** The options of one group, in the order the code declares them. */
export function optionsIn(group: OptionGroupId): readonly PluginOption[] {
  return pluginOptions.filter((o) => o.group === group);
}

/** The groups of one plugin family, in page order. */
export function groupsOf(family: PluginFamily): readonly OptionGroup[] {
  return optionGroups.filter((g) => g.family === family);
}

/** Link to a group's option class at the commit the options were read at. */
export function groupSourceUrl(group: OptionGroup, source: OptionsSource = pluginOptionsSource): string {
  return repositoryFile(source.repository, group.path, source.commit);
}

/** The anchor of an option's row: its name without the leading dashes. */
export function optionAnchor(name: string): string {
  return name.replace(/^-+/, '');
}
