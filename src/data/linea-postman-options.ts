/**
 * The environment variables of the Linea Postman, rendered by the LineaPostmanOptions component on
 * /technology/lineth-stack/postman-options and validated by tests/unit/linea-postman-options.test.ts.
 *
 * Read from LFDT-Lineth/lineth-monorepo at commit cb180134d7b7904ca588e6d99264b7b10fe06929
 * (12 June 2026), in postman/src/application/postman/app/config/:
 * - envLoader.ts: every name the Postman reads (loadPostmanOptionsFromEnv, with the L1_/L2_ names
 *   built from a prefix), how each value is parsed, and the fallbacks it writes itself;
 * - schema.ts: the zod checks getConfig runs before anything starts (types, ranges, what must be set);
 * - utils.ts (getConfig): the values used for what envLoader.ts leaves undefined, most of them the
 *   DEFAULT_* constants of postman/src/core/constants/common.ts.
 * The descriptions are ours, written from the code that reads each value (each group's `sources`).
 *
 * `default` is the value the Postman runs with when the variable is unset, as it would be written
 * in the variable (null: none). Secrets show none even where the code has a development fallback.
 * Names follow the code's order within a group, except that L1_ and L2_ twins are kept together.
 */
import { repositories, repositoryFile } from './repositories';
import type { OptionsSource } from './linea-besu-plugin-options';

export type PostmanGroupId =
  | 'general'
  | 'l1-network'
  | 'l2-network'
  | 'listener'
  | 'claiming'
  | 'signer'
  | 'database'
  | 'database-cleaner'
  | 'api';

/** How the Postman parses the value: parseInt, parseFloat, BigInt, `=== "true"` or as text; url, address and hex are strings schema.ts checks further. */
export type PostmanValueType = 'boolean' | 'integer' | 'number' | 'bigint' | 'string' | 'url' | 'address' | 'hex';

export interface PostmanGroup {
  id: PostmanGroupId;
  title: string;
  /** Monorepo files, from its root, that the group's names, types, defaults and descriptions come from. */
  sources: readonly string[];
}

export interface PostmanVariable {
  name: string;
  group: PostmanGroupId;
  type: PostmanValueType;
  /** The values schema.ts accepts where it narrows the type. */
  range?: string;
  /** The value used when the variable is unset, as written in the variable; null when there is none. */
  default: string | null;
  /**
   * true: the configuration check fails without it. 'conditional': it fails without it in some
   * setups, which the description names.
   */
  required?: true | 'conditional';
  /** A credential, or an endpoint that may carry one: listed by name, never with a value. */
  secret?: boolean;
  /** Plain text; `backticks` for code and [text](#NAME) for links to other variables. */
  description: string;
}

export const postmanOptionsSource: OptionsSource = {
  repository: repositories.monorepo,
  commit: 'cb180134d7b7904ca588e6d99264b7b10fe06929',
  committedAt: '2026-06-12',
};

const config = 'postman/src/application/postman/app/config';
const app = 'postman/src/application/postman/app';
const services = 'postman/src/services';
const viem = 'postman/src/infrastructure/blockchain/viem';
const envLoader = `${config}/envLoader.ts`;
const schema = `${config}/schema.ts`;
const getConfig = `${config}/utils.ts`;
const constants = 'postman/src/core/constants/common.ts';
const repository = 'postman/src/infrastructure/persistence/repositories/TypeOrmMessageRepository.ts';

export const postmanGroups: readonly PostmanGroup[] = [
  { id: 'general', title: 'General', sources: [envLoader, schema, `${app}/PostmanContainer.ts`] },
  { id: 'l1-network', title: 'L1 network', sources: [envLoader, schema, getConfig, `${services}/processors/MessageSentEventProcessor.ts`] },
  { id: 'l2-network', title: 'L2 network', sources: [envLoader, schema, getConfig, constants, `${services}/processors/MessageSentEventProcessor.ts`, `${viem}/gas/ViemLineaGasProvider.ts`] },
  {
    id: 'listener',
    title: 'Listener',
    sources: [envLoader, schema, getConfig, constants, `${app}/L1ToL2App.ts`, `${app}/L2ToL1App.ts`, `${services}/pollers/MessageSentEventPoller.ts`, `${services}/processors/MessageSentEventProcessor.ts`],
  },
  {
    id: 'claiming',
    title: 'Claiming',
    sources: [
      envLoader,
      schema,
      getConfig,
      constants,
      `${viem}/gas/ViemEthereumGasProvider.ts`,
      `${viem}/gas/ViemLineaGasProvider.ts`,
      `${services}/BaseTransactionValidationService.ts`,
      `${services}/processors/MessageClaimingProcessor.ts`,
      `${services}/processors/MessageClaimingPersister.ts`,
      `${viem}/ViemTransactionRetrier.ts`,
      `${viem}/signers/NonceManager.ts`,
      repository,
    ],
  },
  { id: 'signer', title: 'Signer', sources: [envLoader, schema, `${viem}/signers/SignerConfig.ts`, `${viem}/signers/createSignerClient.ts`] },
  { id: 'database', title: 'Database', sources: [envLoader, 'postman/src/infrastructure/persistence/dataSource.ts'] },
  { id: 'database-cleaner', title: 'Database cleaner', sources: [envLoader, schema, getConfig, `${services}/processors/DatabaseCleanerProcessor.ts`, repository] },
  { id: 'api', title: 'API', sources: [envLoader, schema, getConfig, 'ts-libs/linea-shared-utils/src/applications/ExpressApiApplication.ts'] },
];

type Layer = 'L1' | 'L2';
const layers: readonly Layer[] = ['L1', 'L2'];

/** The direction of the messages a layer's settings concern: those sent from it, or those claimed on it. */
const sentFrom = (layer: Layer): string => (layer === 'L1' ? 'L1-to-L2' : 'L2-to-L1');
const claimedOn = (layer: Layer): string => (layer === 'L1' ? 'L2-to-L1' : 'L1-to-L2');
const contract = (layer: Layer): string => (layer === 'L1' ? 'the finalization contract (`LineaRollup`, or `Validium` in a validium)' : 'the `L2MessageService` contract');

/** The variables the code reads once per layer, from the same template with an L1_ or L2_ prefix. */
function perLayer(build: (layer: Layer) => PostmanVariable | readonly PostmanVariable[]): PostmanVariable[] {
  return layers.flatMap((layer) => build(layer));
}

const general: PostmanVariable[] = [
  { group: 'general', name: 'L1_L2_AUTO_CLAIM_ENABLED', type: 'boolean', default: 'false', description: 'Runs the L1-to-L2 side of the Postman: it records `MessageSent` events on L1, waits until L2 reports each message claimable, and claims it on L2. Without it, none of those pollers start.' },
  { group: 'general', name: 'L2_L1_AUTO_CLAIM_ENABLED', type: 'boolean', default: 'false', description: 'Runs the L2-to-L1 side: it records `MessageSent` events on L2, waits until the finalization on L1 makes each message claimable, and claims it on L1 with its Merkle proof.' },
  { group: 'general', name: 'LOG_LEVEL', type: 'string', default: 'info', description: 'The least severe Winston level that still reaches the log, such as `debug`, `info`, `warn` or `error`.' },
];

function network(layer: Layer): PostmanVariable[] {
  const group = layer === 'L1' ? 'l1-network' : 'l2-network';
  const direction = sentFrom(layer);
  const flag = layer === 'L1' ? 'L1_L2' : 'L2_L1';
  return [
    { group, name: `${layer}_RPC_URL`, type: 'url', default: null, required: true, secret: true, description: `JSON-RPC endpoint of a ${layer} node. Every read on ${layer} (events, message status, fees, nonces) and every claim sent there goes through it. At start the Postman asks it for the chain ID and keeps trying for up to a minute before it gives up.` },
    { group, name: `${layer}_CONTRACT_ADDRESS`, type: 'address', default: null, required: true, description: `The message service on ${layer}, ${contract(layer)}: the Postman reads the \`MessageSent\` events of ${direction} messages from it and sends claims of ${claimedOn(layer)} messages to it.` },
    { group, name: `${flag}_EOA_ENABLED`, type: 'boolean', default: 'false', description: `Handles ${direction} messages whose calldata is empty, such as plain ETH transfers. The test is on the calldata, not on whether the recipient is an account. Messages it does not handle are stored as \`EXCLUDED\` and never claimed.` },
    { group, name: `${flag}_CALLDATA_ENABLED`, type: 'boolean', default: 'false', description: `Handles ${direction} messages that carry calldata, narrowed by the [\`${layer}_EVENT_FILTER_CALLDATA\`](#${layer}_EVENT_FILTER_CALLDATA) expression when one is set. Otherwise they are stored as \`EXCLUDED\`.` },
  ];
}

const l2Only: PostmanVariable[] = [
  { group: 'l2-network', name: 'L2_MESSAGE_TREE_DEPTH', type: 'integer', range: '> 0', default: '5', description: 'Meant as the depth of the Merkle trees of L2-to-L1 messages. The value is checked and kept in the configuration, but no part of the Postman reads it at this commit.' },
  { group: 'l2-network', name: 'ENABLE_LINEA_ESTIMATE_GAS', type: 'boolean', default: 'false', description: 'Prices claims on L2 with one `linea_estimateGas` call, which returns the gas limit, base fee and priority fee together. Off, the Postman calls `eth_estimateGas` and derives the fees from the fee history, as [`GAS_ESTIMATION_PERCENTILE`](#GAS_ESTIMATION_PERCENTILE) describes.' },
];

const listener: PostmanVariable[] = [
  ...perLayer((layer) => {
    const other: Layer = layer === 'L1' ? 'L2' : 'L1';
    return [
      { group: 'listener', name: `${layer}_LISTENER_INTERVAL`, type: 'integer', range: '> 0', default: '4000', description: `Milliseconds between two runs of each poller that works on ${layer}: the reader of ${sentFrom(layer)} \`MessageSent\` events, and for ${claimedOn(layer)} messages the claimability check${layer === 'L2' ? ', the transaction size step' : ''} and the claiming loop.` },
      { group: 'listener', name: `${layer}_LISTENER_RECEIPT_POLLING_INTERVAL`, type: 'integer', range: '> 0', default: '4000', description: `Milliseconds between two looks for the receipts of pending claims on ${layer}, and between two polls while a fee bump or a cancellation waits to be mined. Unset, it stays at 4000 whatever \`${layer}_LISTENER_INTERVAL\` is.` },
      { group: 'listener', name: `${layer}_LISTENER_INITIAL_FROM_BLOCK`, type: 'integer', default: '-1', description: `The ${layer} block where reading \`MessageSent\` events starts. A value of 0 or more always wins, even over messages already in the database. When it is unset or negative, the Postman continues from the block of the last ${sentFrom(layer)} message it stored, or from the current head when it has stored none.` },
      { group: 'listener', name: `${layer}_LISTENER_BLOCK_CONFIRMATION`, type: 'integer', range: '≥ 0', default: '4', description: `How many blocks the event reader stays behind the head of ${layer}. A negative value is ignored and the default applies.` },
      { group: 'listener', name: `${layer}_MAX_BLOCKS_TO_FETCH_LOGS`, type: 'integer', range: '> 0', default: '1000', description: `How far past its starting block one \`MessageSent\` log query on ${layer} may reach.` },
      { group: 'listener', name: `${layer}_EVENT_FILTER_FROM_ADDRESS`, type: 'address', default: null, description: `Reads only the ${sentFrom(layer)} messages sent by this address. The filter is part of the log query, so other messages are not stored at all.` },
      { group: 'listener', name: `${layer}_EVENT_FILTER_TO_ADDRESS`, type: 'address', default: null, description: `Reads only the ${sentFrom(layer)} messages addressed to this recipient on ${other}, in the same way.` },
      { group: 'listener', name: `${layer}_EVENT_FILTER_CALLDATA`, type: 'string', default: null, description: `A Filtrex expression that a ${sentFrom(layer)} message with calldata must satisfy to be claimed; the others are stored as \`EXCLUDED\`. It sees \`calldata.funcSignature\` (the 4-byte selector) and each decoded argument by its name, as in \`calldata.amount > 0\`. Ignored unless the function interface below is set too.` },
      { group: 'listener', name: `${layer}_EVENT_FILTER_CALLDATA_FUNCTION_INTERFACE`, type: 'string', default: null, description: 'The Solidity signature the calldata is decoded with, in human-readable form such as `function transfer(address to, uint256 amount)`. Name the parameters, since the expression refers to them by name. The Postman refuses to start if the signature or the expression does not parse.' },
    ];
  }),
  { group: 'listener', name: 'MAX_FETCH_MESSAGES_FROM_DB', type: 'integer', range: '> 0', default: '1000', description: 'How many stored messages, still waiting to become claimable, the claimability check takes from the database on each run, in each direction.' },
];

const claiming: PostmanVariable[] = [
  { group: 'claiming', name: 'MESSAGE_SUBMISSION_TIMEOUT', type: 'integer', range: '> 0', default: '300000', description: 'Milliseconds a claim may stay unmined before the Postman acts on it: it resends it with higher fees or, once the bumps of a cycle are used up, cancels it. It is also the longest wait for the receipt of such a replacement.' },
  { group: 'claiming', name: 'MAX_NONCE_DIFF', type: 'integer', range: '> 0', default: '10000', description: 'How far the nonce a claiming account would use next may run ahead of its pending nonce on chain (or of the nonce after the highest one the database holds for pending claims, when that is larger). Beyond that, no new claim is sent until earlier ones are mined.' },
  { group: 'claiming', name: 'MAX_FEE_PER_GAS_CAP', type: 'bigint', range: '> 0', default: '100000000000', description: 'Ceiling, in wei, on the max fee and the priority fee of fee bumps and cancellations on both layers. On L1 it also clips every fee estimate, and a claim is held back while the estimated priority fee alone exceeds it; on L2 it clips estimates only with [`L2_MAX_GAS_FEE_ENFORCED`](#L2_MAX_GAS_FEE_ENFORCED).' },
  { group: 'claiming', name: 'GAS_ESTIMATION_PERCENTILE', type: 'integer', range: '0 to 100', default: '20', description: 'Which percentile of the priority fees paid in the last four blocks sets a claim’s priority fee, averaged over those blocks; the max fee is then twice the latest base fee plus that priority fee. Used on L1 unless [`L1_MAX_GAS_FEE_ENFORCED`](#L1_MAX_GAS_FEE_ENFORCED) is on, and on L2 when [`ENABLE_LINEA_ESTIMATE_GAS`](#ENABLE_LINEA_ESTIMATE_GAS) is off.' },
  { group: 'claiming', name: 'PROFIT_MARGIN', type: 'number', range: '≥ 0', default: '1', description: 'Multiplies the estimated cost of a claim before it is compared with the fee the sender paid: below that, the message counts as underpriced and waits. On L2 the cost uses the gas price of Linea’s variable fee formula for the claim’s compressed size. Only two decimal places count. With `0`, fees are not checked, and messages without a fee are claimed too.' },
  { group: 'claiming', name: 'MAX_NUMBER_OF_RETRIES', type: 'integer', range: '≥ 0', default: '100', description: 'The claiming loop no longer picks a message whose retry count has reached this number. The count grows with each fee bump and each new attempt at an underpriced message, and returns to zero when a cycle ends in a cancellation.' },
  { group: 'claiming', name: 'RETRY_DELAY_IN_SECONDS', type: 'integer', range: '> 0', default: '30', description: 'Seconds that must pass after the last retry of a message before the claiming loop picks it again.' },
  { group: 'claiming', name: 'MAX_CLAIM_GAS_LIMIT', type: 'bigint', range: '> 0', default: '500000', description: 'The most gas a claim may be estimated to need. A message above it is marked `NON_EXECUTABLE` and left alone.' },
  { group: 'claiming', name: 'MAX_BUMPS_PER_CYCLE', type: 'integer', range: '≥ 0', default: '5', description: 'Fee bumps in one cycle. Each bump resends the claim with the same nonce and both fees raised over the previous attempt, by 10 % on the first retry and twice as much on each one after, never above [`MAX_FEE_PER_GAS_CAP`](#MAX_FEE_PER_GAS_CAP). When they are used up, the Postman cancels the claim with an empty transfer to itself and starts a new cycle.' },
  { group: 'claiming', name: 'MAX_RETRY_CYCLES', type: 'integer', range: '≥ 0', default: '2', description: 'Cycles of bumps and cancellation one message may use. A claim still unmined after the last one marks the message `NEEDS_MANUAL_INTERVENTION`.' },
  { group: 'claiming', name: 'MAX_POSTMAN_SPONSOR_GAS_LIMIT', type: 'bigint', range: '> 0', default: '250000', description: 'The most gas a sponsored claim may be estimated to need. Above it, a message without a fee or with too low a fee is handled as if sponsoring were off.' },
  ...perLayer((layer) => {
    const other: Layer = layer === 'L1' ? 'L2' : 'L1';
    return [
      {
        group: 'claiming',
        name: `${layer}_MAX_GAS_FEE_ENFORCED`,
        type: 'boolean',
        default: 'false',
        description:
          layer === 'L1'
            ? 'Skips fee estimation on L1: every claim offers [`MAX_FEE_PER_GAS_CAP`](#MAX_FEE_PER_GAS_CAP) as both its max fee and its priority fee.'
            : 'Clips the estimated max fee of claims on L2 to [`MAX_FEE_PER_GAS_CAP`](#MAX_FEE_PER_GAS_CAP). Without it, L2 estimates are used as they come.',
      },
      { group: 'claiming', name: `${other}_${layer}_ENABLE_POSTMAN_SPONSORING`, type: 'boolean', default: 'false', description: `Claims ${claimedOn(layer)} messages on ${layer} at the Postman’s expense when their fee does not cover the cost: a message without a fee, or an underpriced one, is claimed anyway when the claim needs no more than [\`MAX_POSTMAN_SPONSOR_GAS_LIMIT\`](#MAX_POSTMAN_SPONSOR_GAS_LIMIT) gas.` },
      { group: 'claiming', name: `${layer}_CLAIM_VIA_ADDRESS`, type: 'address', default: null, description: `Sends claims on ${layer} to this contract, for example a proxy, in place of \`${layer}_CONTRACT_ADDRESS\`. It receives the same \`${layer === 'L1' ? 'claimMessageWithProof' : 'claimMessage'}\` call.` },
    ];
  }),
];

const signer: PostmanVariable[] = perLayer((layer) => {
  const claims = `claims on ${layer}`;
  return [
    { group: 'signer', name: `${layer}_SIGNER_TYPE`, type: 'string', default: 'private-key', description: `How ${claims} are signed: \`private-key\`, \`web3signer\` or \`aws-kms\`. Any other value counts as \`private-key\`.` },
    { group: 'signer', name: `${layer}_SIGNER_PRIVATE_KEY`, type: 'hex', default: null, required: 'conditional', secret: true, description: `The claiming account’s key on ${layer}, 32 bytes in hex; the Postman adds a missing \`0x\`. Needed with \`private-key\`, the default type.` },
    { group: 'signer', name: `${layer}_WEB3_SIGNER_ENDPOINT`, type: 'string', default: null, required: 'conditional', description: `URL of the Web3Signer that signs ${claims}. Needed with \`web3signer\`.` },
    { group: 'signer', name: `${layer}_WEB3_SIGNER_PUBLIC_KEY`, type: 'hex', default: null, required: 'conditional', description: 'The public key, in hex, by which Web3Signer knows the signing key. Needed with `web3signer`.' },
    { group: 'signer', name: `${layer}_WEB3_SIGNER_TLS_KEYSTORE_PATH`, type: 'string', default: null, description: 'A PKCS12 keystore with the client certificate the Postman shows Web3Signer. Setting it switches to mutual TLS, and the three variables after it become mandatory.' },
    { group: 'signer', name: `${layer}_WEB3_SIGNER_TLS_KEYSTORE_PASSWORD`, type: 'string', default: null, required: 'conditional', secret: true, description: 'Password of that keystore. Needed with TLS.' },
    { group: 'signer', name: `${layer}_WEB3_SIGNER_TLS_TRUSTSTORE_PATH`, type: 'string', default: null, required: 'conditional', description: 'A PKCS12 truststore with the certificate that Web3Signer’s server certificate must chain to. Needed with TLS.' },
    { group: 'signer', name: `${layer}_WEB3_SIGNER_TLS_TRUSTSTORE_PASSWORD`, type: 'string', default: null, required: 'conditional', secret: true, description: 'Password of that truststore. Needed with TLS.' },
    { group: 'signer', name: `${layer}_AWS_KMS_KEY_ID`, type: 'string', default: null, required: 'conditional', description: 'The AWS KMS key that signs, given as a key ID, key ARN, alias name or alias ARN; it must be an `ECC_SECG_P256K1` key. Needed with `aws-kms`.' },
    { group: 'signer', name: `${layer}_AWS_KMS_REGION`, type: 'string', default: null, description: 'The AWS region of that key. Unset, the AWS SDK’s own region lookup applies; the credentials always come from the SDK’s usual chain.' },
  ];
});

const database: PostmanVariable[] = [
  { group: 'database', name: 'POSTGRES_HOST', type: 'string', default: '127.0.0.1', description: 'Host of the PostgreSQL server that stores the messages and their claim state.' },
  { group: 'database', name: 'POSTGRES_PORT', type: 'integer', default: '5432', description: 'Port of that server.' },
  { group: 'database', name: 'POSTGRES_USER', type: 'string', default: 'postgres', description: 'The role the Postman logs in as.' },
  { group: 'database', name: 'POSTGRES_PASSWORD', type: 'string', default: null, secret: true, description: 'Password of that role. The code falls back to a development password when it is unset, so always set your own.' },
  { group: 'database', name: 'POSTGRES_DB', type: 'string', default: 'postman_db', description: 'The database to use. The Postman applies its pending schema migrations to it at start.' },
  { group: 'database', name: 'POSTGRES_SSL', type: 'boolean', default: 'false', description: 'Connects over TLS. The next two variables are read only when it is on.' },
  { group: 'database', name: 'POSTGRES_SSL_REJECT_UNAUTHORIZED', type: 'boolean', default: 'false', description: 'Refuses a server certificate that does not verify. It is off unless set, so a TLS connection does not authenticate the server by default.' },
  { group: 'database', name: 'POSTGRES_SSL_CA_PATH', type: 'string', default: null, description: 'A file with the certificate authority to verify the server against, read once at start.' },
];

const databaseCleaner: PostmanVariable[] = [
  { group: 'database-cleaner', name: 'DB_CLEANER_ENABLED', type: 'boolean', default: 'false', description: 'Runs a periodic job that deletes messages in a final state (`CLAIMED_SUCCESS`, `CLAIMED_REVERTED`, `EXCLUDED`, `ZERO_FEE` and `NEEDS_MANUAL_INTERVENTION`) once their last update is old enough.' },
  { group: 'database-cleaner', name: 'DB_CLEANING_INTERVAL', type: 'integer', range: '> 0', default: '43200000', description: 'Milliseconds between two runs of that job; the default is 12 hours.' },
  { group: 'database-cleaner', name: 'DB_DAYS_BEFORE_NOW_TO_DELETE', type: 'integer', range: '> 0', default: '14', description: 'Age, in days since its last update, after which a message in a final state is deleted.' },
];

const api: PostmanVariable[] = [
  { group: 'api', name: 'API_PORT', type: 'integer', range: '1 to 65535', default: '3000', description: 'Port of the HTTP server whose only route at this commit is `/metrics`, the Prometheus metrics of the Postman.' },
];

export const postmanVariables: readonly PostmanVariable[] = [
  ...general,
  ...network('L1'),
  ...network('L2'),
  ...l2Only,
  ...listener,
  ...claiming,
  ...signer,
  ...database,
  ...databaseCleaner,
  ...api,
];

/** The variables of one group, in page order. */
export function variablesIn(group: PostmanGroupId): readonly PostmanVariable[] {
  return postmanVariables.filter((v) => v.group === group);
}

/** The anchor of a variable's row: its name as written, so `#L1_RPC_URL` links work. */
export function variableAnchor(name: string): string {
  return name;
}

/** Link to one of a group's source files at the commit the variables were read at. */
export function sourceFileUrl(path: string, source: OptionsSource = postmanOptionsSource): string {
  return repositoryFile(source.repository, path, source.commit);
}
