/**
 * Linea Mainnet and Linea Sepolia: the one place their parameters live. Pages render them through
 * components (never typed into prose), and tests/unit/networks.test.ts validates them.
 *
 * Sources: Consensys/doc.linea (network/build/connect.mdx, block-explorers.mdx, bridge.mdx,
 * get-testnet-eth.mdx, overview/transaction-finality.mdx) and viem's chain definitions
 * (`linea`, `lineaSepolia`) for the WebSocket endpoints.
 */

export type NetworkId = 'mainnet' | 'sepolia';

export interface Explorer {
  name: string;
  url: string;
  /** Etherscan-compatible API, where the explorer offers one. */
  apiUrl?: string;
  /** Official explorers are run by or with Linea; community ones are listed for convenience. */
  kind: 'official' | 'community';
}

export interface Faucet {
  name: string;
  url: string;
}

export interface Network {
  id: NetworkId;
  /** Name as used in these docs and offered to wallets. */
  name: string;
  chainId: number;
  /** The layer-1 network this network settles on. */
  settlement: { name: string; chainId: number };
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { http: string; webSocket: string };
  explorers: Explorer[];
  /** Where users bridge ETH and tokens through the canonical bridge. */
  bridgeUrl: string;
  /** Faucets for test ETH (testnets only). */
  faucets: Faucet[];
  /** Typical time between blocks, in seconds. */
  blockTimeSeconds: number;
  testnet: boolean;
}

export const networks: Record<NetworkId, Network> = {
  mainnet: {
    id: 'mainnet',
    name: 'Linea Mainnet',
    chainId: 59144,
    settlement: { name: 'Ethereum Mainnet', chainId: 1 },
    nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { http: 'https://rpc.linea.build', webSocket: 'wss://rpc.linea.build' },
    explorers: [
      { name: 'Lineascan', url: 'https://lineascan.build', apiUrl: 'https://api.lineascan.build/api', kind: 'official' },
      { name: 'Blockscout', url: 'https://explorer.linea.build', apiUrl: 'https://explorer.linea.build/api', kind: 'official' },
      { name: 'OKLink', url: 'https://oklink.com/linea', kind: 'community' },
      { name: 'Socialscan', url: 'https://linea.socialscan.io', apiUrl: 'https://api.socialscan.io/linea', kind: 'community' },
    ],
    bridgeUrl: 'https://linea.build/hub/bridge',
    faucets: [],
    blockTimeSeconds: 1,
    testnet: false,
  },
  sepolia: {
    id: 'sepolia',
    name: 'Linea Sepolia',
    chainId: 59141,
    settlement: { name: 'Ethereum Sepolia', chainId: 11155111 },
    nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { http: 'https://rpc.sepolia.linea.build', webSocket: 'wss://rpc.sepolia.linea.build' },
    explorers: [
      { name: 'Lineascan', url: 'https://sepolia.lineascan.build', apiUrl: 'https://api-sepolia.lineascan.build/api', kind: 'official' },
      { name: 'Blockscout', url: 'https://explorer.sepolia.linea.build', apiUrl: 'https://explorer.sepolia.linea.build/api', kind: 'official' },
    ],
    bridgeUrl: 'https://linea.build/hub/bridge/native-bridge',
    faucets: [
      { name: 'MetaMask faucet', url: 'https://docs.metamask.io/developer-tools/faucet/' },
      { name: 'HackQuest', url: 'https://hackquest.io/en/faucets/59141' },
      { name: 'ethfaucet.com', url: 'https://ethfaucet.com' },
    ],
    blockTimeSeconds: 1,
    testnet: true,
  },
};

export const networkList: Network[] = [networks.mainnet, networks.sepolia];

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
