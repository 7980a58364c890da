/**
 * The TOML configuration keys of the Linea Prover (its controller and its `prover` binary),
 * rendered by the LineaProverOptions component on /technology/lineth-stack/prover-options and
 * validated by tests/unit/linea-prover-options.test.ts.
 *
 * Read from LFDT-Lineth/lineth-monorepo at commit cb180134d7b7904ca588e6d99264b7b10fe06929
 * (12 June 2026), in prover/config/:
 * - config.go: every key a deployment sets (the `mapstructure` tags, or the field name where a
 *   field has none, which viper matches without regard to case; the untagged fields the prover
 *   fills itself or uses in tests are named on the page, under "Not set through the file", not
 *   listed here), its Go type, the `validate` tags the loader checks, and
 *   the checks newConfigFromFile adds (base_fee present, templates and addresses parse, kzgsrs
 *   folder exists);
 * - config_default.go: the defaults, set with viper.SetDefault before the file is unmarshalled;
 * - traces_limit.go: the [traces_limits] entries and how a module name finds its limit;
 * - constants.go and types.go: folder names, file suffixes, prover modes.
 * The descriptions are ours, written from the code that reads each value (each section's
 * `sources`); the sample values come from config-mainnet-limitless.toml and
 * config-sepolia-limitless.toml in the same folder. A sample value is never a default.
 *
 * `default` is the value config_default.go gives the key, written as in TOML (null: none, so the
 * key keeps Go's zero value unless the file sets it).
 */
import { repositories, repositoryFile } from './repositories';
import type { OptionsSource } from './linea-besu-plugin-options';

export type ProverSectionId =
  | 'top-level'
  | 'controller'
  | 'execution'
  | 'data-availability'
  | 'invalidity'
  | 'aggregation'
  | 'public-input-interconnection'
  | 'debug'
  | 'layer2'
  | 'traces-limits';

export interface ProverSection {
  id: ProverSectionId;
  title: string;
  /** The TOML table the section's keys sit in; null for the keys at the top of the file. */
  table: string | null;
  /** Monorepo files, from its root, that the keys, defaults, checks and descriptions come from. */
  sources: readonly string[];
}

/** The Go type of the field the key fills. */
export type ProverValueType = 'string' | 'bool' | 'int' | 'uint' | 'uint8' | 'uint64' | '[]int' | '[]string' | 'time.Duration' | '[]ModuleLimit';

export interface ProverKey {
  /** The full key: table and name joined with dots; `[]` marks the fields of each list entry. */
  key: string;
  section: ProverSectionId;
  type: ProverValueType;
  /** The range the configuration checks accept, where they narrow the type. */
  range?: string;
  /** The only values the checks accept, where they list them. */
  values?: readonly string[];
  /** The value config_default.go sets, as written in TOML; null when it sets none. */
  default: string | null;
  /** The configuration does not load without it. */
  required?: true;
  /** Compiled into a circuit by `prover setup`: changing it means setting up that circuit again. */
  setup?: true;
  /** Plain text; `backticks` for code, [text](#key) for links to other keys, [text](/path) for pages. */
  description: string;
}

export const proverOptionsSource: OptionsSource = {
  repository: repositories.monorepo,
  commit: 'cb180134d7b7904ca588e6d99264b7b10fe06929',
  committedAt: '2026-06-12',
};

const cfg = 'prover/config/config.go';
const defaults = 'prover/config/config_default.go';
const controllerDir = 'prover/cmd/controller/controller';
const proveCmd = 'prover/cmd/prover/cmd/prove.go';
const setupCmd = 'prover/cmd/prover/cmd/setup.go';
const executionProve = 'prover/backend/execution/prove.go';
const invalidityProve = 'prover/backend/invalidity/prove.go';
const aggregationProve = 'prover/backend/aggregation/prove.go';
const aggregationCraft = 'prover/backend/aggregation/craft.go';
const tracesLimit = 'prover/config/traces_limit.go';

export const proverSections: readonly ProverSection[] = [
  { id: 'top-level', title: 'Top-level', table: null, sources: [cfg, 'prover/cmd/prover/main.go', setupCmd, executionProve] },
  {
    id: 'controller',
    title: 'Controller',
    table: 'controller',
    sources: [cfg, defaults, `${controllerDir}/command.go`, `${controllerDir}/controller.go`, `${controllerDir}/executor.go`, `${controllerDir}/fs_watcher.go`, `${controllerDir}/jobs.go`, `${controllerDir}/metrics/server.go`],
  },
  {
    id: 'execution',
    title: 'Execution',
    table: 'execution',
    sources: [
      cfg,
      defaults,
      proveCmd,
      executionProve,
      'prover/backend/execution/craft.go',
      'prover/backend/execution/limitless/prove.go',
      'prover/zkevm/arithmetization/arithmetization.go',
      `${controllerDir}/controller.go`,
      `${controllerDir}/executor.go`,
      `${controllerDir}/job_definition.go`,
      setupCmd,
    ],
  },
  {
    id: 'data-availability',
    title: 'Data availability',
    table: 'data_availability',
    sources: [cfg, defaults, 'prover/backend/dataavailability/prove.go', 'prover/lib/compressor/blob/v1/blob_maker.go', 'prover/circuits/dataavailability/v2/circuit.go', setupCmd],
  },
  { id: 'invalidity', title: 'Invalidity', table: 'invalidity', sources: [cfg, defaults, proveCmd, invalidityProve, 'prover/backend/invalidity/request.go', 'prover/backend/invalidity/limitless/prove.go', setupCmd] },
  { id: 'aggregation', title: 'Aggregation', table: 'aggregation', sources: [cfg, defaults, aggregationProve, aggregationCraft, 'prover/circuits/registry.go', setupCmd] },
  {
    id: 'public-input-interconnection',
    title: 'Public input interconnection',
    table: 'public_input_interconnection',
    sources: [cfg, 'prover/circuits/pi-interconnection/circuit.go', 'prover/circuits/pi-interconnection/assign.go', setupCmd],
  },
  { id: 'debug', title: 'Debug', table: 'debug', sources: [cfg, defaults, 'prover/utils/profiling/profiling.go', 'prover/utils/profiling/performance_log.go', 'prover/protocol/wizard/prover.go'] },
  {
    id: 'layer2',
    title: 'Layer 2',
    table: 'layer2',
    sources: [cfg, 'prover/backend/execution/craft.go', aggregationCraft, invalidityProve, 'prover/public-input/aggregation.go', 'prover/zkevm/prover/publicInput/fetchers_arithmetization/block_data_fetcher.go'],
  },
  {
    id: 'traces-limits',
    title: 'Traces limits',
    table: 'traces_limits',
    sources: [cfg, tracesLimit, 'prover/zkevm/arithmetization/definition.go', 'prover/zkevm/limitless.go', executionProve, setupCmd],
  },
];

const topLevel: ProverKey[] = [
  { section: 'top-level', key: 'environment', type: 'string', default: null, description: 'A label for the network the file is written for, such as `mainnet` or `sepolia`. No part of the prover reads it: assets, proofs and folders are the same whatever it says.' },
  {
    section: 'top-level',
    key: 'version',
    type: 'string',
    range: 'semantic version',
    default: null,
    required: true,
    description: 'The version of the setup assets. `prover setup` writes them to, and proving reads them from, `<assets_dir>/<version>/<circuit>`, and every response carries the value as the prover version. A new value points the prover at another set of assets.',
  },
  {
    section: 'top-level',
    key: 'log_level',
    type: 'uint8',
    range: '1 to 6',
    default: null,
    required: true,
    description: 'How much the controller and the prover log: 1 fatal, 2 error, 3 warn, 4 info (the samples), 5 debug, 6 trace. 0 is refused, since the check counts a zero as unset.',
  },
  {
    section: 'top-level',
    key: 'assets_dir',
    type: 'string',
    default: null,
    description: 'The folder of the setup assets: a `kzgsrs` folder with the structured reference strings, and a folder per [`version`](#version) with one folder per circuit. The configuration does not load unless `<assets_dir>/kzgsrs` exists. The `--assets-dir` flag of `prover setup` overrides it.',
  },
];

const enable = (key: string, what: string, dir: string): ProverKey => ({
  section: 'controller',
  key: `controller.enable_${key}`,
  type: 'bool',
  default: 'true',
  description: `Lets the controller take ${what} requests from [\`${dir}\`](#${dir}). Turn the others off to keep a machine for one kind of job.`,
});

const controller: ProverKey[] = [
  {
    section: 'controller',
    key: 'controller.retry_delays',
    type: '[]int',
    default: '[0, 1, 2, 3, 5, 8, 13, 21, 44, 85]',
    description: 'Seconds the controller waits before each look at the request folders: the first entry before its first look after start or after a job, the next entry after each empty look, and the last entry for as long as the queue then stays empty. An empty list crashes the controller at its first look.',
  },
  {
    section: 'controller',
    key: 'controller.defer_to_other_large_codes',
    type: '[]int',
    default: '[137]',
    description: 'Exit codes that hand a failed execution job to a large prover: the controller renames the request with a `.large` suffix and the exit code, in the same folder, where only a controller with [`execution.can_run_full_large`](#execution.can_run_full_large) picks it up. A request that already had the suffix gets it twice, and no controller takes it again. 137 is what the controller records for a worker killed by signal 9, as the out-of-memory killer does. Other job types are never deferred.',
  },
  {
    section: 'controller',
    key: 'controller.retry_locally_with_large_codes',
    type: '[]int',
    default: '[77, 333, 2]',
    description: 'Exit codes after which the controller runs a failed execution job once more, on the same machine, with [`worker_cmd_large_tmpl`](#controller.worker_cmd_large_tmpl) and so with the large limits. 77 is the code of a trace that overflows its limits. Other job types are never retried.',
  },
  {
    section: 'controller',
    key: 'controller.spot_instance_reclaim_time_seconds',
    type: 'int',
    default: '120',
    description: 'On SIGUSR1, the signal of a spot instance being reclaimed, the controller stops the running worker at once, puts its request back in the queue, and waits this many seconds before it exits.',
  },
  {
    section: 'controller',
    key: 'controller.termination_grace_period_seconds',
    type: 'int',
    default: '2700',
    description: 'On SIGTERM the controller takes no new job and gives the running one this many seconds to finish. After that it stops the worker and puts the request back in the queue; with no job running, it exits at once.',
  },
  enable('execution', 'execution proof', 'execution.requests_root_dir'),
  enable('data_availability', 'compression proof', 'data_availability.requests_root_dir'),
  enable('aggregation', 'aggregation proof', 'aggregation.requests_root_dir'),
  enable('invalidity', 'invalidity proof', 'invalidity.requests_root_dir'),
  {
    section: 'controller',
    key: 'controller.worker_cmd_tmpl',
    type: 'string',
    default: '"prover prove --config {{.ConfFile}} --in {{.InFile}} --out {{.OutFile}}"',
    description: 'The shell command (run with `sh -c`) the controller starts for each job, as a Go template: `{{.ConfFile}}` is the file given to the controller’s `--config`, `{{.InFile}}` the locked request and `{{.OutFile}}` a temporary response file, which the controller renames once the job succeeds. The configuration does not load if the template does not parse.',
  },
  {
    section: 'controller',
    key: 'controller.worker_cmd_large_tmpl',
    type: 'string',
    default: '"prover prove --config {{.ConfFile}} --in {{.InFile}} --out {{.OutFile}} --large"',
    description: 'The command for large runs: `.large` requests on a large prover, and the retries of [`retry_locally_with_large_codes`](#controller.retry_locally_with_large_codes). Outside `limitless` mode, the `--large` flag of the default makes the prover use `limit_large` and the large circuits.',
  },
  { section: 'controller', key: 'controller.prometheus.enabled', type: 'bool', default: null, description: 'Starts an HTTP server with the controller’s Prometheus metrics. Off unless set.' },
  { section: 'controller', key: 'controller.prometheus.port', type: 'int', default: null, description: 'Port of the metrics server. Unset, 0, negative or above 65535, the controller uses 9090.' },
  { section: 'controller', key: 'controller.prometheus.route', type: 'string', default: null, description: 'Path the metrics are served on. Unset or empty, `/metrics`; a path without a leading `/` gets one.' },
];

const queue = (what: string) =>
  `Root folder of the ${what} queue. At start the controller creates \`requests\`, \`responses\` and \`requests-done\` in it: it takes request files from \`requests\`, writes proofs to \`responses\`, and moves each handled request to \`requests-done\` with a \`.success\` or \`.failure.code_<N>\` suffix.`;

const execution: ProverKey[] = [
  {
    section: 'execution',
    key: 'execution.prover_mode',
    type: 'string',
    values: ['dev', 'partial', 'full', 'proofless', 'bench', 'check-only', 'limitless'],
    default: null,
    required: true,
    description: 'How execution requests are proven. `full` makes the real proof; `limitless` cuts the trace into segments proven apart and then joined, as the Mainnet sample does. `partial` checks the constraints and returns a dummy proof, `dev` returns a dummy proof without checking, `check-only` checks and returns no proof, `proofless` returns the response without a proof. `bench` passes the check, but the prover panics on it at this commit.',
  },
  { section: 'execution', key: 'execution.requests_root_dir', type: 'string', range: 'not empty', default: '"/shared/prover-execution"', description: `${queue('execution')} The controller also creates the three folders of every other queue, whether or not it takes those jobs.` },
  {
    section: 'execution',
    key: 'execution.conflated_traces_dir',
    type: 'string',
    range: 'not empty',
    default: '"/shared/traces/conflated"',
    description: 'Where the prover finds the conflated trace files that execution requests name, written by the [traces generator](/technology/sequencer/traces-generator#writing-conflated-traces). Invalidity proofs of the precompile and too-many-logs kinds read their traces here too. After a successful execution proof the controller deletes the trace file, unless [`keep_traces_until_block`](#execution.keep_traces_until_block) keeps it.',
  },
  {
    section: 'execution',
    key: 'execution.can_run_full_large',
    type: 'bool',
    default: null,
    description: 'Makes the machine a large prover. Its controller then takes only execution requests with the `.large` suffix, which other provers deferred, and runs them with [`worker_cmd_large_tmpl`](#controller.worker_cmd_large_tmpl). Outside `limitless` mode, the prover also proves any request whose path contains `large` with the large limits.',
  },
  {
    section: 'execution',
    key: 'execution.ignore_compatibility_check',
    type: 'bool',
    default: 'false',
    description: 'Skips two checks: that the constraints built into the prover (`zkevm.bin`) and the trace file come from the same commit of the constraints, and, in `full` mode, that the trace limits of this file match the checksum the setup recorded in its manifest. With the checks on, either mismatch stops the job.',
  },
  { section: 'execution', key: 'execution.limitless_with_debug', type: 'bool', default: null, description: 'In `limitless` mode only: runs the limitless prover’s debugging checks on the batch instead of proving it, and returns a response without a proof.' },
  {
    section: 'execution',
    key: 'execution.keep_traces_until_block',
    type: 'int',
    default: null,
    description: 'Keeps the trace file of a successful execution job whose last block is at or below this number. Above it the controller deletes the file once the proof is written; unset (0), it deletes every one.',
  },
  {
    section: 'execution',
    key: 'execution.serialization',
    type: 'bool',
    default: 'false',
    description: 'On, `prover setup` also writes the compiled inner circuit of the execution circuits to `execution-circuit.bin` in their asset folders, and `full` proving maps that file into memory instead of compiling the circuit for each job; a missing or unreadable file falls back to compiling. Invalidity proofs of the precompile and too-many-logs kinds reuse it. In `limitless` mode, on loads the segment assets written at setup, and off compiles them in memory for each job.',
  },
];

const dataAvailability: ProverKey[] = [
  {
    section: 'data-availability',
    key: 'data_availability.prover_mode',
    type: 'string',
    values: ['dev', 'full'],
    default: null,
    required: true,
    description: 'How compression requests are proven: `full` with the compression circuit and its setup, `dev` with a dummy proof. Both first rebuild the circuit’s inputs from the blob and check them against the hash in the request.',
  },
  { section: 'data-availability', key: 'data_availability.requests_root_dir', type: 'string', range: 'not empty', default: '"/shared/prover-compression"', description: queue('compression (data availability)') },
  { section: 'data-availability', key: 'data_availability.max_nb_batches', type: 'int', range: '> 0', default: '100', setup: true, description: 'The most batches one blob may hold: the compression circuit has room for this many batch checksums.' },
  {
    section: 'data-availability',
    key: 'data_availability.max_uncompressed_nb_bytes',
    type: 'int',
    range: '> 0',
    default: '780000',
    setup: true,
    description: 'The largest blob payload, in bytes once decompressed, the circuit takes. The default is `MaxUncompressedBytes` of the blob library, the ceiling the compressor applies when it fills a blob. In `full` mode a value other than the one in the setup’s manifest fails the job.',
  },
  {
    section: 'data-availability',
    key: 'data_availability.dict_paths',
    type: '[]string',
    default: null,
    description: 'Dictionary files used to decompress blobs, loaded together; aggregation reads them too. Unset, the prover loads `compressor_dict.bin` from the compression circuit’s asset folder. The Docker image ships two dictionaries under `/opt/linea/prover/lib/compressor/`, the two files the samples list.',
  },
  { section: 'data-availability', key: 'data_availability.dict_nb_bytes', type: 'int', range: '> 0', default: '65536', setup: true, description: 'Size in bytes of the dictionary the compression circuit is built for; the dictionary in use must be exactly this long.' },
];

const invalidity: ProverKey[] = [
  {
    section: 'invalidity',
    key: 'invalidity.prover_mode',
    type: 'string',
    values: ['dev', 'partial', 'full', 'limitless'],
    default: null,
    required: true,
    description: 'How invalidity requests are proven. `full` makes real proofs; `partial` checks the circuit’s constraints and returns a dummy proof; `dev` returns a dummy proof without running the circuit; `limitless` proves the precompile and too-many-logs cases with the limitless prover and the others as `full` does. Outside `dev`, a typed transaction whose chain ID differs from [`layer2.chain_id`](#layer2.chain_id) stops the job.',
  },
  { section: 'invalidity', key: 'invalidity.requests_root_dir', type: 'string', range: 'not empty', default: '"/shared/prover-invalidity"', description: queue('invalidity') },
  {
    section: 'invalidity',
    key: 'invalidity.can_run_full_large',
    type: 'bool',
    default: null,
    description: 'Proves the precompile and too-many-logs cases with the large limits and circuit when the request’s path contains `large`. The controller neither retries nor defers invalidity jobs: unlike execution requests, they have no large route through it.',
  },
  {
    section: 'invalidity',
    key: 'invalidity.max_rlp_byte_size',
    type: 'int',
    range: '≥ 0',
    default: null,
    setup: true,
    description: 'Room, in bytes, for the transaction’s RLP encoding without its signature in the bad-nonce, bad-balance and filtered-address circuits, which hash it with Keccak. The samples use 4096.',
  },
  { section: 'invalidity', key: 'invalidity.limitless_with_debug', type: 'bool', default: null, description: 'In `limitless` mode only: runs debugging checks on the precompile and too-many-logs cases instead of proving them.' },
];

const aggregation: ProverKey[] = [
  {
    section: 'aggregation',
    key: 'aggregation.prover_mode',
    type: 'string',
    values: ['dev', 'full'],
    default: null,
    required: true,
    description: '`full` proves the public-input circuit, aggregates every proof of the request on BW6-761 and wraps the result on BN254 for the verifier contract. `dev` returns a dummy proof.',
  },
  { section: 'aggregation', key: 'aggregation.requests_root_dir', type: 'string', range: 'not empty', default: '"/shared/prover-aggregation"', description: queue('aggregation') },
  {
    section: 'aggregation',
    key: 'aggregation.num_proofs',
    type: '[]int',
    range: 'each > 0',
    default: null,
    required: true,
    setup: true,
    description: 'The sizes of the aggregation circuits, in proofs each can take. Setup builds `aggregation-<n>` for every entry; a job uses the smallest listed size that fits its proofs and accepts their verifying keys, and fails when none does. The samples list 10, 20, 50, 100, 200 and 400.',
  },
  {
    section: 'aggregation',
    key: 'aggregation.is_allowed_circuit_id',
    type: 'uint64',
    range: 'not 0',
    default: null,
    required: true,
    description: 'Bitmask of the circuits whose proofs an aggregation may contain: bit n admits circuit ID n, listed under [circuit IDs](#circuit-ids). The prover checks every proof against it before aggregating, and the value is part of the chain configuration in the public input.',
  },
  {
    section: 'aggregation',
    key: 'aggregation.verifier_id',
    type: 'int',
    range: '≥ 0',
    default: null,
    description: 'The proof type under which the finalization contract holds the verifier for these proofs. It is written into aggregation and execution responses, and the coordinator passes it to the contract with the proof. The Mainnet sample sets 1.',
  },
];

const pi = (key: string, description: string): ProverKey => ({
  section: 'public-input-interconnection',
  key: `public_input_interconnection.${key}`,
  type: 'int',
  range: '≥ 0',
  default: null,
  setup: true,
  description,
});

const publicInput: ProverKey[] = [
  pi('max_nb_data_availability', 'The most compression proofs one aggregation can contain.'),
  pi('max_nb_execution', 'The most execution proofs one aggregation can contain.'),
  pi('max_nb_invalidity', 'The most invalidity proofs one aggregation can contain.'),
  pi('max_nb_circuits', 'A cap on the three counts together. 0 leaves the total uncapped.'),
  pi('execution_max_nb_msg', 'The most L2-to-L1 messages one execution proof may carry. An aggregation that includes a batch with more fails.'),
  pi('l2_msg_merkle_depth', 'Depth of each Merkle tree of L2-to-L1 messages whose root the aggregation commits to; a tree holds 2 to the power of the depth messages. The samples use 5.'),
  pi(
    'l2_msg_max_nb_merkle',
    'The most such trees per aggregation. 0 lets the prover work it out: as many trees as [`max_nb_execution`](#public_input_interconnection.max_nb_execution) times [`execution_max_nb_msg`](#public_input_interconnection.execution_max_nb_msg) messages fill.',
  ),
];

const debug: ProverKey[] = [
  {
    section: 'debug',
    key: 'debug.profiling',
    type: 'bool',
    default: 'false',
    description: 'Meant to record a pprof CPU profile of each execution job outside `limitless` mode, in `profiling/execution` under the working folder. At this commit the helper that reads it skips profiling whatever the value, and logs a warning.',
  },
  { section: 'debug', key: 'debug.tracing', type: 'bool', default: 'false', description: 'Meant to record Go runtime traces, a new file every 20 seconds, in the same folder. Skipped at this commit in the same way.' },
  {
    section: 'debug',
    key: 'debug.performance_monitor.active',
    type: 'bool',
    default: 'false',
    description: 'Profiles the inner prover of execution and invalidity jobs: each profiled step gets a folder under [`profile_dir`](#debug.performance_monitor.profile_dir) with a CPU and a heap profile, and its CPU and memory use goes into `runtime_performance_logs.csv` there.',
  },
  { section: 'debug', key: 'debug.performance_monitor.sample_duration', type: 'time.Duration', default: '"1s"', description: 'How often CPU and memory use are sampled while a step is profiled, as a Go duration such as `"500ms"`.' },
  { section: 'debug', key: 'debug.performance_monitor.profile_dir', type: 'string', default: '"/shared/prover-execution/profiling"', description: 'Where the profiles and the CSV file are written.' },
  {
    section: 'debug',
    key: 'debug.performance_monitor.profile',
    type: 'string',
    values: ['prover-steps', 'prover-rounds', 'all'],
    default: '"prover-rounds"',
    description: 'What is profiled: `prover-rounds` the work of each round as a whole, `prover-steps` each prover action on its own, `all` both.',
  },
];

const layer2: ProverKey[] = [
  {
    section: 'layer2',
    key: 'layer2.chain_id',
    type: 'uint',
    range: 'not 0',
    default: null,
    required: true,
    description: 'Chain ID of your network. Execution proofs and the aggregation’s public input carry it, and aggregation refuses a proof made for another chain ID.',
  },
  {
    section: 'layer2',
    key: 'layer2.base_fee',
    type: 'uint',
    default: null,
    required: true,
    description: 'The base fee per gas, in wei, that every block of your network carries: the execution proof checks the blocks against it. The key must be present, and 0 is accepted for chains without gas fees. The Linea samples set 7.',
  },
  { section: 'layer2', key: 'layer2.coin_base', type: 'string', range: 'address', default: null, required: true, description: 'The coinbase address every block names; the execution proof checks the blocks against it.' },
  {
    section: 'layer2',
    key: 'layer2.message_service_contract',
    type: 'string',
    range: 'address',
    default: null,
    required: true,
    description: 'Address of `L2MessageService` on your network. The execution proof collects the L2-to-L1 messages from the logs this contract emits.',
  },
];

const tracesLimits: ProverKey[] = [
  {
    section: 'traces-limits',
    key: 'traces_limits.modules',
    type: '[]ModuleLimit',
    default: null,
    required: true,
    setup: true,
    description: 'The limits, one inline table per module or name prefix. A module takes the longest entry that is a prefix of its name, compared without regard to case, and the entry with an empty `module` catches every name the others miss. A name that matches nothing stops the job; two entries with the same name stop the loading.',
  },
  { section: 'traces-limits', key: 'traces_limits.modules[].module', type: 'string', default: null, description: 'A module name, such as `HUB` or `PRECOMPILE_SHA2_BLOCKS`, or a prefix shared by several; empty for the fallback entry.' },
  {
    section: 'traces-limits',
    key: 'traces_limits.modules[].limit',
    type: 'int',
    default: null,
    description: 'The limit in normal runs. For a module of the arithmetization it is the number of rows its columns get, rounded up to a power of two where the module multiplies it; for the prover’s own counters, such as `BLOCK_L2_L1_LOGS`, a count. A trace that needs more while it is proven outside `limitless` mode makes the job exit with code 77.',
  },
  { section: 'traces-limits', key: 'traces_limits.modules[].limit_large', type: 'int', default: null, description: 'The limit in large runs, and in the large execution and invalidity circuits that setup builds.' },
  {
    section: 'traces-limits',
    key: 'traces_limits.modules[].is_not_scalable',
    type: 'bool',
    default: null,
    description: 'Keeps the entry fixed when the limitless prover multiplies the limits to fit a batch that overflows them. The samples set it on `BLOCK_L1_SIZE`, `BLOCK_L2_L1_LOGS`, `BIN_REFERENCE_TABLE`, `SHF_REFERENCE_TABLE` and `INSTRUCTION_DECODER`.',
  },
];

export const proverKeys: readonly ProverKey[] = [
  ...topLevel,
  ...controller,
  ...execution,
  ...dataAvailability,
  ...invalidity,
  ...aggregation,
  ...publicInput,
  ...debug,
  ...layer2,
  ...tracesLimits,
];

/** The keys of one section, in page order. */
export function keysIn(section: ProverSectionId): readonly ProverKey[] {
  return proverKeys.filter((k) => k.section === section);
}

/** The anchor of a key's row: the key as written, without the list marker, so `#execution.prover_mode` links work. */
export function keyAnchor(key: string): string {
  return key.replace('[]', '');
}

/** Link to one of a section's source files at the commit the keys were read at. */
export function sourceFileUrl(path: string, source: OptionsSource = proverOptionsSource): string {
  return repositoryFile(source.repository, path, source.commit);
}

/** A circuit whose proofs an aggregation may take, by the bit it has in `aggregation.is_allowed_circuit_id`. */
export interface ProverCircuit {
  bit: number;
  /** The circuit's name in prover/circuits/registry.go, and its asset folder. */
  name: string;
  /** A dummy circuit stands in for a real one in test networks: its proofs prove nothing. */
  dummy: boolean;
}

export const proverCircuits: readonly ProverCircuit[] = [
  { bit: 0, name: 'execution-dummy', dummy: true },
  { bit: 1, name: 'data-availability-dummy', dummy: true },
  { bit: 2, name: 'execution', dummy: false },
  { bit: 3, name: 'execution-large', dummy: false },
  { bit: 4, name: 'execution-limitless', dummy: false },
  { bit: 5, name: 'data-availability-v2', dummy: false },
  { bit: 6, name: 'invalidity-nonce-balance-dummy', dummy: true },
  { bit: 7, name: 'invalidity-precompile-logs-dummy', dummy: true },
  { bit: 8, name: 'invalidity-filtered-address-dummy', dummy: true },
  { bit: 9, name: 'invalidity-nonce-balance', dummy: false },
  { bit: 10, name: 'invalidity-precompile-logs', dummy: false },
  { bit: 11, name: 'invalidity-filtered-address', dummy: false },
  { bit: 12, name: 'invalidity-precompile-logs-limitless', dummy: false },
  { bit: 13, name: 'invalidity-precompile-logs-large', dummy: false },
];

/** The file the circuit IDs were read from. */
export const proverCircuitsPath = 'prover/circuits/registry.go';

/** The bitmasks the two Linea samples set in `aggregation.is_allowed_circuit_id`. */
export const sampleAllowedCircuits = { mainnet: 15932, sepolia: 16383 } as const;

/** One entry of `[traces_limits]` in a sample file. */
export interface SampleModuleLimit {
  module: string;
  limit: number;
  limitLarge: number;
  notScalable?: true;
}

/** The sample file the module limits below come from; config-sepolia-limitless.toml holds the same list. */
export const sampleModuleLimitsPath = 'prover/config/config-mainnet-limitless.toml';

/** The `[traces_limits]` list of the Mainnet sample, in its order. Sample values, not defaults. */
export const sampleModuleLimits: readonly SampleModuleLimit[] = [
  { module: '', limit: 131072, limitLarge: 262144 },
  { module: 'ADD', limit: 262144, limitLarge: 524288 },
  { module: 'BIN', limit: 262144, limitLarge: 524288 },
  { module: 'BLAKE_MODEXP_DATA', limit: 16384, limitLarge: 32768 },
  { module: 'BLOCK_DATA', limit: 4096, limitLarge: 8192 },
  { module: 'BLOCK_HASH', limit: 2048, limitLarge: 4096 },
  { module: 'EC_DATA', limit: 65536, limitLarge: 131072 },
  { module: 'EUC', limit: 65536, limitLarge: 131072 },
  { module: 'EXP', limit: 65536, limitLarge: 131072 },
  { module: 'EXT', limit: 524288, limitLarge: 1048576 },
  { module: 'GAS', limit: 65536, limitLarge: 131072 },
  { module: 'HUB', limit: 2097152, limitLarge: 4194304 },
  { module: 'HUB×4', limit: 8388608, limitLarge: 16777216 },
  { module: 'LOG_DATA', limit: 65536, limitLarge: 131072 },
  { module: 'LOG_INFO', limit: 4096, limitLarge: 8192 },
  { module: 'MMIO', limit: 2097152, limitLarge: 4194304 },
  { module: 'MMIO×3', limit: 8388608, limitLarge: 16777216 },
  { module: 'MMU', limit: 1048576, limitLarge: 2097152 },
  { module: 'MOD', limit: 131072, limitLarge: 262144 },
  { module: 'MUL', limit: 65536, limitLarge: 131072 },
  { module: 'MXP', limit: 1048576, limitLarge: 2097152 },
  { module: 'OOB', limit: 262144, limitLarge: 524288 },
  { module: 'RLP_ADDR', limit: 4096, limitLarge: 8192 },
  { module: 'RLP_TXN', limit: 131072, limitLarge: 262144 },
  { module: 'RLP_TXN_RCPT', limit: 65536, limitLarge: 131072 },
  { module: 'RLP_AUTH', limit: 16384, limitLarge: 32768 },
  { module: 'ROM', limit: 8388608, limitLarge: 8388608 },
  { module: 'ROM_LEX', limit: 1024, limitLarge: 2048 },
  { module: 'SHAKIRA_DATA', limit: 65536, limitLarge: 65536 },
  { module: 'SHF', limit: 262144, limitLarge: 524288 },
  { module: 'STP', limit: 16384, limitLarge: 32768 },
  { module: 'TRM', limit: 32768, limitLarge: 65536 },
  { module: 'TXN_DATA', limit: 8192, limitLarge: 16384 },
  { module: 'WCP', limit: 262144, limitLarge: 524288 },
  { module: 'PRECOMPILE_ECRECOVER_EFFECTIVE_CALLS', limit: 128, limitLarge: 256 },
  { module: 'PRECOMPILE_SHA2_BLOCKS', limit: 200, limitLarge: 400 },
  { module: 'PRECOMPILE_RIPEMD_BLOCKS', limit: 0, limitLarge: 0 },
  { module: 'PRECOMPILE_MODEXP_EFFECTIVE_CALLS', limit: 32, limitLarge: 64 },
  { module: 'PRECOMPILE_MODEXP_EFFECTIVE_CALLS_4096', limit: 1, limitLarge: 1 },
  { module: 'PRECOMPILE_ECADD_EFFECTIVE_CALLS', limit: 256, limitLarge: 512 },
  { module: 'PRECOMPILE_ECMUL_EFFECTIVE_CALLS', limit: 40, limitLarge: 80 },
  { module: 'PRECOMPILE_ECPAIRING_FINAL_EXPONENTIATIONS', limit: 16, limitLarge: 32 },
  { module: 'PRECOMPILE_ECPAIRING_MILLER_LOOPS', limit: 64, limitLarge: 128 },
  { module: 'PRECOMPILE_ECPAIRING_G2_MEMBERSHIP_CALLS', limit: 64, limitLarge: 128 },
  { module: 'PRECOMPILE_BLAKE_EFFECTIVE_CALLS', limit: 0, limitLarge: 0 },
  { module: 'PRECOMPILE_BLAKE_ROUNDS', limit: 0, limitLarge: 0 },
  { module: 'BLOCK_KECCAK', limit: 8192, limitLarge: 8192 },
  { module: 'BLOCK_L1_SIZE', limit: 1000000, limitLarge: 1000000, notScalable: true },
  { module: 'BLOCK_L2_L1_LOGS', limit: 16, limitLarge: 16, notScalable: true },
  { module: 'BLOCK_TRANSACTIONS', limit: 300, limitLarge: 300 },
  { module: 'BIN_REFERENCE_TABLE', limit: 262144, limitLarge: 262144, notScalable: true },
  { module: 'SHF_REFERENCE_TABLE', limit: 4096, limitLarge: 4096, notScalable: true },
  { module: 'INSTRUCTION_DECODER', limit: 512, limitLarge: 512, notScalable: true },
  { module: 'U20', limit: 4194304, limitLarge: 8388608 },
  { module: 'U32', limit: 4194304, limitLarge: 8388608 },
  { module: 'U36', limit: 4194304, limitLarge: 8388608 },
  { module: 'U64', limit: 4194304, limitLarge: 8388608 },
  { module: 'U128', limit: 4194304, limitLarge: 8388608 },
  { module: 'SHOMEI_MERKLE_PROOFS', limit: 8192, limitLarge: 16384 },
  { module: 'PRECOMPILE_BLS_G1_ADD_EFFECTIVE_CALLS', limit: 256, limitLarge: 512 },
  { module: 'PRECOMPILE_BLS_G2_ADD_EFFECTIVE_CALLS', limit: 16, limitLarge: 32 },
  { module: 'PRECOMPILE_BLS_G1_MSM_EFFECTIVE_CALLS', limit: 32, limitLarge: 64 },
  { module: 'PRECOMPILE_BLS_G2_MSM_EFFECTIVE_CALLS', limit: 16, limitLarge: 32 },
  { module: 'PRECOMPILE_BLS_PAIRING_CHECK_MILLER_LOOPS', limit: 64, limitLarge: 128 },
  { module: 'PRECOMPILE_BLS_FINAL_EXPONENTIATIONS', limit: 16, limitLarge: 32 },
  { module: 'PRECOMPILE_BLS_G1_MEMBERSHIP_CALLS', limit: 64, limitLarge: 128 },
  { module: 'PRECOMPILE_BLS_G2_MEMBERSHIP_CALLS', limit: 64, limitLarge: 128 },
  { module: 'PRECOMPILE_BLS_MAP_FP_TO_G1_EFFECTIVE_CALLS', limit: 64, limitLarge: 128 },
  { module: 'PRECOMPILE_BLS_MAP_FP2_TO_G2_EFFECTIVE_CALLS', limit: 64, limitLarge: 128 },
  { module: 'PRECOMPILE_BLS_C1_MEMBERSHIP_CALLS', limit: 64, limitLarge: 128 },
  { module: 'PRECOMPILE_BLS_C2_MEMBERSHIP_CALLS', limit: 64, limitLarge: 128 },
  { module: 'PRECOMPILE_BLS_POINT_EVALUATION_EFFECTIVE_CALLS', limit: 16, limitLarge: 32 },
  { module: 'PRECOMPILE_POINT_EVALUATION_FAILURE_EFFECTIVE_CALLS', limit: 4, limitLarge: 8 },
  { module: 'PRECOMPILE_P256_VERIFY_EFFECTIVE_CALLS', limit: 128, limitLarge: 256 },
];
