/**
 * Peers a new Linea node can dial first: enodes of Linea's execution-layer nodes and libp2p
 * multiaddresses of its Maru consensus nodes, per network. The Bootnodes page renders them and
 * tests/unit/bootnodes.test.ts checks their format.
 *
 * Sources (Linea monorepo, LFDT-Lineth/lineth-monorepo, `docs/getting-started/`):
 * - `linea-mainnet/execution-layer-static-nodes.json`, `linea-sepolia/execution-layer-static-nodes.json`
 * - `linea-mainnet/maru/maru-config.toml`, `linea-sepolia/maru/maru-config.toml` (`[p2p] static-peers`)
 * Regions of the Linea Mainnet nodes: Consensys/doc.linea `network/how-to/run-a-node/bootnodes.mdx`.
 */
import type { NetworkId } from './networks';

/**
 * Where Linea runs its Mainnet peers, as Linea labels them: AWS regions for execution peers
 * (`us-east-2`, ...), wider areas for Maru peers (`us-east`, ...). Linea publishes no regions
 * for Linea Sepolia.
 */
export type PeerArea = 'us' | 'asia-pacific' | 'europe';

export const areaLabels: Record<PeerArea, string> = {
  us: 'United States',
  'asia-pacific': 'Asia-Pacific',
  europe: 'Europe',
};

export interface Peer {
  /** `enode://…` for execution clients, `/ip4/…/p2p/…` for Maru. */
  address: string;
  area?: PeerArea;
  /** The region label Linea gives the peer. */
  region?: string;
}

export const bootnodeSources = {
  mainnet: {
    executionLayer: 'https://github.com/LFDT-Lineth/lineth-monorepo/blob/main/docs/getting-started/linea-mainnet/execution-layer-static-nodes.json',
    maru: 'https://github.com/LFDT-Lineth/lineth-monorepo/blob/main/docs/getting-started/linea-mainnet/maru/maru-config.toml',
  },
  sepolia: {
    executionLayer: 'https://github.com/LFDT-Lineth/lineth-monorepo/blob/main/docs/getting-started/linea-sepolia/execution-layer-static-nodes.json',
    maru: 'https://github.com/LFDT-Lineth/lineth-monorepo/blob/main/docs/getting-started/linea-sepolia/maru/maru-config.toml',
  },
} as const satisfies Record<NetworkId, { executionLayer: string; maru: string }>;

export const executionPeers: Record<NetworkId, readonly Peer[]> = {
  mainnet: [
    {
      address:
        'enode://069800db9e6e0ec9cadca670994ef1aea2cfd3d88133e63ecadbc1cdbd1a5847b09838ee08d8b5f02a9c32ee13abeb4d4104bb5514e5322c9d7ee19f41ff3e51@3.132.73.210:31002',
      area: 'us',
      region: 'us-east-2',
    },
    {
      address:
        'enode://97706526cf79df9d930003644f9156805f6c8bd964fc79e083444f7014ce10c9bdd2c5049e63b58040dca1d4c82ebef970822198cf0714de830cff4111534ff1@18.223.198.165:31004',
      area: 'us',
      region: 'us-east-2',
    },
    {
      address:
        'enode://328a18615d5bd7993b2d6af452fd316be6e3a85716faedf4448b3f77713383a872d9f8f62f36407053b368872b109f65c3a74069a71204d3242aa283ff33312e@18.223.198.165:31000',
      area: 'us',
      region: 'us-east-2',
    },
    {
      address:
        'enode://228e1b8a4931e46f383e30721dac21fb8fb4e5e1b32c870e13b25478c82db3dc1cd9e7ceb93d302a766466b55638cc9c5cbfc43aa48fa41ced19baf365951f76@3.1.142.64:31002',
      area: 'asia-pacific',
      region: 'ap-southeast-1',
    },
    {
      address:
        'enode://c22eb0d40fc3ad5ea710aeddea906567778166bfe18c157955e8c39b23a46c45db18a0fa2ba07f2b64c81178a8c796aec2a29151533920ead06fcdfc6d8d03c6@47.128.192.57:31004',
      area: 'asia-pacific',
      region: 'ap-southeast-1',
    },
    {
      address:
        'enode://b7c1b2bed65a855f7a2104aac9a14674dfdf018fdac763415b373b29ce18cdb81d36328ba4e5c9f12629f3a50c3e8f9ee048f22dbdbe93a82813da89c6b81334@51.20.235.126:31004',
      area: 'europe',
      region: 'eu-north-1',
    },
    {
      address:
        'enode://c92b454bed3028c8dfafe0251cd00fc6bc5462a091c03c53569651c17782df88edc7722b29925e66c60bf8c516be00a47f252d9007cd1805653150f492527573@13.50.94.193:31000',
      area: 'europe',
      region: 'eu-north-1',
    },
  ],
  sepolia: [
    {
      address:
        'enode://6f20afbe4397e51b717a7c1ad3095e79aee48c835eebd9237a3e8a16951ade1fe0e66e981e30ea269849fcb6ba03d838da37f524fabd2a557474194a2e2604fa@18.221.100.27:31002',
    },
    {
      address:
        'enode://f88736df958261009d5ad40bde172c67abf68b8881200a4d717a8afd72e4cebf044bd3f35c373d45e8a0d6dbc730506b0699be5f16f5d8df2d63a8252d8b5b52@3.23.75.47:31000',
    },
    {
      address:
        'enode://1b026a5eb0ae74300f58987d235ef0e3a550df963345cb3574be3b0b54378bd11f14dfd515a8976f2c2d2826090e9507b8ccc24f896a9ffffffcabcfd996a733@3.129.120.128:31001',
    },
    {
      address:
        'enode://ef6ffc19e44c3e6db7cff9a4c2ba5c88d8a6a9372c85bd2c5e8be9950e43faa6f19bd3ed2d126a6fb2e213eb6568eb0d5cc4c933bdadde5bee23401d3a721365@3.129.120.128:31003',
    },
  ],
};

export const maruPeers: Record<NetworkId, readonly Peer[]> = {
  mainnet: [
    { address: '/ip4/18.223.198.165/tcp/31005/p2p/16Uiu2HAmSJSpgBxVoMcRZ4u8CQbTgfPrbw6u7xH1BnMgwAQZAm91', area: 'us', region: 'us-east' },
    { address: '/ip4/18.190.136.59/tcp/31006/p2p/16Uiu2HAm5DpcTYVLzZf45unDDrY9wYVbqeFnPo4CrpnF3tyXV3o8', area: 'us', region: 'us-east' },
    { address: '/ip4/3.1.142.64/tcp/31000/p2p/16Uiu2HAkuaxfz8ftqSSfG6hKG7B7MCUD9boXvawxKXz9eq7R6Tmi', area: 'asia-pacific', region: 'ap-southeast' },
    { address: '/ip4/52.77.66.99/tcp/31001/p2p/16Uiu2HAmGNP9fqUnfCb5v8VAWczW12qmsEnYhNUw2v652Px9Kz5V', area: 'asia-pacific', region: 'ap-southeast' },
    { address: '/ip4/13.50.94.193/tcp/31003/p2p/16Uiu2HAmVcX8oB9KxmJdVAGybMyxuqtbY959i6uaew1agDBv9wk3', area: 'europe', region: 'eu-north' },
  ],
  sepolia: [
    { address: '/ip4/3.129.120.128/tcp/31005/p2p/16Uiu2HAmR33t8RZiAHovuH9iH2UuUrajrbfyYowiYDAQo3D5Y9wg' },
    { address: '/ip4/3.129.120.128/tcp/31006/p2p/16Uiu2HAm9HB5oNmnmj8yY6T7dfhLVidVzYqa8QVDtEthkMr6b8tx' },
  ],
};

/** On Linea Mainnet, execution peers listening on this port only help others find peers. */
export const DISCOVERY_ONLY_PORT = 31004;

export function enodePort(enode: string): number {
  const match = /:(\d+)(?:\?.*)?$/.exec(enode);
  if (!match?.[1]) throw new Error(`No port in ${enode}`);
  return Number(match[1]);
}
