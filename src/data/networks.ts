/**
 * Linea Mainnet and Linea Sepolia: the one place their parameters live. Pages render them through
 * components (never typed into prose), and tests/unit/networks.test.ts validates them.
 *
 * Sources: Consensys/doc.linea (network/build/connect.mdx, block-explorers.mdx, bridge.mdx,
 * get-testnet-eth.mdx, overview/transaction-finality.mdx, build/tools/node-providers/index.mdx:
 * the public endpoints serve no WebSocket). Lineascan's API is Etherscan's API V2 with the chain's
 * ID (Etherscan retired the per-explorer V1 endpoints such as api.lineascan.build in August 2025).
 *
 * Limits and EVM level:
 * - block gas limit 2,000,000,000: doc.linea changelog/release-notes.mdx (Beta v1.3) and the
 *   `gasLimit` (0x77359400) in api/reference/eth-getblockbynumber.mdx; on Linea Sepolia since
 *   block 9572301 (network/how-to/recover-state.mdx);
 * - transaction gas limit 16,777,216 (2^24): EIP-7825, part of Osaka, which both networks run, so
 *   Linea Besu rejects larger transactions as a protocol rule, and Linea's tracer checks every
 *   transaction against the same cap (Consensys/linea-monorepo at cb180134d7b7904ca588e6d99264b7b10fe06929,
 *   tracer/arithmetization/.../module/txndata/transactions/UserTransaction.java, constant
 *   `EIP_7825_TRANSACTION_GAS_LIMIT_CAP`, 0x1000000 per tracer/testing/.../BytecodeRunner.java).
 *   The sequencer plugin's own `--plugin-linea-max-tx-gas-limit` (default 30,000,000,
 *   LineaTransactionPoolValidatorCliOptions.java) is looser, so the EIP-7825 cap is the binding one;
 * - call data: 60,000 bytes per transaction (network/overview/ethereum-differences.mdx) and
 *   109,000 bytes per block (network/how-to/gas-fees.mdx);
 * - Osaka activation times: `osakaTime` in the genesis files the Linea monorepo publishes
 *   (docs/getting-started/linea-{mainnet,sepolia}/geth/geth-genesis.json), matching the Fusaka
 *   upgrade dates in changelog/release-notes.mdx (Beta v4.4).
 */

export type NetworkId = 'mainnet' | 'sepolia';

export interface Explorer {
  name: string;
  url: string;
  /** Etherscan-compatible API, where the explorer offers one. */
  apiUrl?: string;
  /** Documentation of the explorer's own (non-Etherscan) API, where it offers one. */
  apiDocsUrl?: string;
  /** Official explorers are run by or with Linea; community ones are listed for convenience. */
  kind: 'official' | 'community';
}

export interface Faucet {
  name: string;
  url: string;
}

/** Hard limits a transaction or block must fit in; the same on both networks today. */
export interface NetworkLimits {
  /** Gas limit of every block. */
  blockGasLimit: number;
  /** Most gas a single transaction may use (EIP-7825). */
  transactionGasLimit: number;
  /** Largest call data the sequencer accepts in one transaction, in bytes. */
  transactionCalldataBytes: number;
  /** Largest total call data the sequencer packs into one block, in bytes. */
  blockCalldataBytes: number;
}

/** The Ethereum hard fork whose EVM rules the network follows, and when it switched to them. */
export interface EvmLevel {
  /** Execution-layer fork name, as in genesis files and `evm_version` settings. */
  fork: string;
  /** The network upgrade that brought it (execution and consensus names combined). */
  upgrade: string;
  /** Activation time, ISO 8601 in UTC. */
  activatedAt: string;
}

export interface Network {
  id: NetworkId;
  /** Name as used in these docs and offered to wallets. */
  name: string;
  chainId: number;
  /** The layer-1 network this network settles on. */
  settlement: { name: string; chainId: number };
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /**
   * Public JSON-RPC endpoint. Linea's public endpoints serve HTTPS only (no WebSocket, per the
   * node-provider table in the Linea docs); WebSocket access comes from node providers.
   */
  rpcUrls: { http: string };
  explorers: Explorer[];
  /**
   * The native bridge of Linea's bridge app, which drives the canonical bridge; one page serves
   * both networks (doc.linea network/build/get-testnet-eth.mdx). The aggregator is bridgeAppUrl.
   */
  bridgeUrl: string;
  /** Faucets for test ETH (testnets only). */
  faucets: Faucet[];
  /**
   * Typical time between blocks, in seconds: the `blockTimeSeconds` of every fork in Maru's
   * genesis file for the network (maru/app/src/main/resources/beacon-genesis-files/, LFDT-Lineth/
   * lineth-monorepo at cb18013). Linea's gas-fees page still counts 2-second blocks.
   */
  blockTimeSeconds: number;
  limits: NetworkLimits;
  evm: EvmLevel;
  testnet: boolean;
}

const limits: NetworkLimits = {
  blockGasLimit: 2_000_000_000,
  transactionGasLimit: 16_777_216,
  transactionCalldataBytes: 60_000,
  blockCalldataBytes: 109_000,
};

/** Etherscan's multichain API (V2), which serves Lineascan's data for the given chain ID. */
function etherscanV2(chainId: number): string {
  return `https://api.etherscan.io/v2/api?chainid=${chainId}`;
}

export const networks: Record<NetworkId, Network> = {
  mainnet: {
    id: 'mainnet',
    name: 'Linea Mainnet',
    chainId: 59144,
    settlement: { name: 'Ethereum Mainnet', chainId: 1 },
    nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { http: 'https://rpc.linea.build' },
    explorers: [
      { name: 'Lineascan', url: 'https://lineascan.build', apiUrl: etherscanV2(59144), kind: 'official' },
      { name: 'Blockscout', url: 'https://explorer.linea.build', apiUrl: 'https://explorer.linea.build/api', kind: 'official' },
      { name: 'Lineaplorer', url: 'https://lineaplorer.build', apiUrl: 'https://lineaplorer.build/api', kind: 'community' },
      { name: 'OKLink', url: 'https://oklink.com/linea', apiDocsUrl: 'https://oklink.com/docs/en/#welcome-to-oklink-api', kind: 'community' },
      { name: 'Linea for Humans', url: 'https://linea.forhumans.app', kind: 'community' },
    ],
    bridgeUrl: 'https://linea.build/hub/bridge/native-bridge',
    faucets: [],
    blockTimeSeconds: 1,
    limits,
    evm: { fork: 'Osaka', upgrade: 'Fusaka', activatedAt: '2025-12-03T21:49:11Z' },
    testnet: false,
  },
  sepolia: {
    id: 'sepolia',
    name: 'Linea Sepolia',
    chainId: 59141,
    settlement: { name: 'Ethereum Sepolia', chainId: 11155111 },
    nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { http: 'https://rpc.sepolia.linea.build' },
    explorers: [
      { name: 'Lineascan', url: 'https://sepolia.lineascan.build', apiUrl: etherscanV2(59141), kind: 'official' },
      { name: 'Blockscout', url: 'https://explorer.sepolia.linea.build', apiUrl: 'https://explorer.sepolia.linea.build/api', kind: 'official' },
    ],
    bridgeUrl: 'https://linea.build/hub/bridge/native-bridge',
    faucets: [
      { name: 'MetaMask faucet', url: 'https://docs.metamask.io/developer-tools/faucet/' },
      { name: 'HackQuest', url: 'https://hackquest.io/en/faucets/59141' },
      { name: 'ethfaucet.com', url: 'https://ethfaucet.com' },
    ],
    blockTimeSeconds: 1,
    limits,
    evm: { fork: 'Osaka', upgrade: 'Fusaka', activatedAt: '2025-12-01T10:00:00Z' },
    testnet: true,
  },
};

export const networkList: Network[] = [networks.mainnet, networks.sepolia];

/**
 * Linea's bridge app as a whole. Its "All bridges" tab is a third-party bridge aggregator for
 * Linea Mainnet, not the canonical bridge (doc.linea network/how-to/bridge.mdx); link the native
 * bridge with Network.bridgeUrl.
 */
export const bridgeAppUrl = 'https://linea.build/hub/bridge';

/** Incidents and maintenance of both networks (doc.linea network/build/connect.mdx). */
export const statusPageUrl = 'https://linea.statuspage.io';

/** Chain ID as the 0x-prefixed hex string wallets expect (EIP-3085, EIP-3326). */
export function chainIdHex(network: Pick<Network, 'chainId'>): `0x${string}` {
  return `0x${network.chainId.toString(16)}`;
}

/** The first official explorer of a network: where transactions and addresses link to. */
export function primaryExplorer(network: Network): Explorer {
  const explorer = network.explorers.find((e) => e.kind === 'official');
  if (!explorer) throw new Error(`${network.name} has no official explorer`);
  return explorer;
}

/** Everything a wallet needs to add the network (EIP-3085) or a reader needs to add it by hand. */
export function manualParameters(network: Network): { label: string; value: string }[] {
  return [
    { label: 'Network name', value: network.name },
    { label: 'RPC URL', value: network.rpcUrls.http },
    { label: 'Chain ID', value: String(network.chainId) },
    { label: 'Currency symbol', value: network.nativeCurrency.symbol },
    { label: 'Block explorer URL', value: primaryExplorer(network).url },
  ];
}
