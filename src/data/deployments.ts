/**
 * Deployed addresses of Linea's core contracts, per network and per layer. Pages render them
 * through components that link each address to its explorer; tests/unit/deployments-data.test.ts
 * checks every address is EIP-55 checksummed and unique per chain.
 *
 * Sources: Consensys/doc.linea network/build/contracts.mdx and the Linea monorepo's
 * contracts/docs/mainnet-address-book.csv (which also lists WETH9 on Linea Mainnet); the SDK's
 * ts-libs/sdk/sdk-core/src/constants/address.ts repeats the bridge and message service addresses;
 * Multicall3 from viem's `linea` and `lineaSepolia` chain definitions. The Linea Sepolia Security
 * Council Safes and USDC come from the monorepo's contracts/deployments/addresses/sepolia.json and
 * linea_sepolia.json (read at LFDT-Lineth/lineth-monorepo cb180134, files last changed in 74b12bc,
 * 3 June 2026). The fee burn's contracts and the LINEA token on Ethereum come from the same four
 * registry files (L1 LINEA token, RollupRevenueVault, V3 DEX swap adapter, L1 LINEA token burner;
 * the registry files a Sepolia swap adapter under Ethereum Sepolia, so it is left out) and match
 * Consensys-Incorporated/doc.linea network/overview/tokenomics.mdx at 8d91af8f for Mainnet. The
 * Yield Boost contracts on Ethereum Mainnet come from Consensys-Incorporated/doc.linea
 * changelog/security-council-record.mdx at 645011bf (nonce 67 sets the yield manager; nonce 76's
 * EIP-7002 request names the staking vault; nonce 77 sets LineaRollup's address filter). On
 * Ethereum Sepolia only the yield manager is published: YIELD_MANAGER_ADDRESS ("Yield Manager -
 * Sepolia") in the monorepo's contracts/deployments/addresses/sepolia.json (same commit as above).
 * PohVerifier comes from Consensys/linea-ens at 94f38090 (its Linea Mainnet and Linea Sepolia
 * deployment files); the Mainnet address matches Consensys/doc.linea's Proof of Humanity page at
 * 994028bc, which documents no Sepolia deployment. USDC on Ethereum and Circle's CCTP V2 contracts
 * (the same address on Ethereum and on Linea, one pair for mainnets and one for testnets) come from
 * Circle's @circle-fin/bridge-kit 1.15.1 (chains.mjs) and circlefin/circle-cctp-crosschain-transfer,
 * and match developers.circle.com's contract-addresses page (read 2026-11-27) where it is stored.
 */
import type { NetworkId } from './networks';

export type Layer = 'L1' | 'L2';

export type ContractKey =
  | 'lineaRollup'
  | 'l2MessageService'
  | 'l1TokenBridge'
  | 'l2TokenBridge'
  | 'l1SecurityCouncil'
  | 'l2SecurityCouncil'
  | 'l1Timelock'
  | 'l2Timelock'
  | 'l2Usdc'
  | 'lineaToken'
  | 'l1LineaToken'
  | 'l2Weth'
  | 'multicall3'
  | 'rollupRevenueVault'
  | 'dexSwapAdapter'
  | 'l1LineaTokenBurner'
  | 'yieldManager'
  | 'yieldStakingVault'
  | 'addressFilter'
  | 'pohVerifier'
  | 'l1Usdc'
  | 'l1CctpTokenMessenger'
  | 'l2CctpTokenMessenger'
  | 'l1CctpMessageTransmitter'
  | 'l2CctpMessageTransmitter';

/**
 * How pages group contracts: the rollup and bridge, who governs them, tokens, utilities, the fee
 * burn, Yield Boost, Proof of Humanity, Circle's CCTP.
 */
export type ContractGroup = 'core' | 'governance' | 'token' | 'utility' | 'burn' | 'yield' | 'identity' | 'cctp';

export interface DeployedContract {
  key: ContractKey;
  name: string;
  group: ContractGroup;
  /** What the contract is for, in a few words. */
  role: string;
  /** L1: on Ethereum (Mainnet or Sepolia); L2: on Linea. */
  layer: Layer;
  /** Path of the contract's reference page, when it has one. */
  referencePath?: string;
}

export const contractInfo: Record<ContractKey, DeployedContract> = {
  lineaRollup: {
    key: 'lineaRollup',
    name: 'LineaRollup (L1 message service)',
    group: 'core',
    role: 'Verifies proofs, finalizes Linea state and sends and receives L1 messages.',
    layer: 'L1',
    referencePath: '/api/linea-smart-contracts/linearollup',
  },
  l2MessageService: {
    key: 'l2MessageService',
    name: 'L2MessageService',
    group: 'core',
    role: 'Sends messages to Ethereum and delivers messages from it.',
    layer: 'L2',
    referencePath: '/api/linea-smart-contracts/messageservice/l2/l2messageservice',
  },
  l1TokenBridge: {
    key: 'l1TokenBridge',
    name: 'TokenBridge (Ethereum side)',
    group: 'core',
    role: 'Locks ERC-20 tokens on Ethereum for the canonical bridge.',
    layer: 'L1',
    referencePath: '/api/linea-smart-contracts/tokenbridge',
  },
  l2TokenBridge: {
    key: 'l2TokenBridge',
    name: 'TokenBridge (Linea side)',
    group: 'core',
    role: 'Mints and burns bridged tokens on Linea.',
    layer: 'L2',
    referencePath: '/api/linea-smart-contracts/tokenbridge',
  },
  l1SecurityCouncil: { key: 'l1SecurityCouncil', name: 'Security Council Safe (Ethereum)', group: 'governance', role: 'Multisig that can upgrade and pause the L1 contracts.', layer: 'L1' },
  l2SecurityCouncil: { key: 'l2SecurityCouncil', name: 'Security Council Safe (Linea)', group: 'governance', role: 'Multisig that can upgrade and pause the L2 contracts.', layer: 'L2' },
  // The timelocks' minimum delay binds only what goes through them: contracts.mdx,
  // security-council.mdx and risk-disclosures.mdx of this site say the council can upgrade without a
  // waiting period, and no source used here publishes the minimum delay (the TimeLock reference page
  // reads it with getMinDelay).
  l1Timelock: { key: 'l1Timelock', name: 'Timelock controller (Ethereum)', group: 'governance', role: 'Schedules upgrades of the L1 contracts and executes them once its minimum delay has passed; the Security Council can also upgrade without any delay.', layer: 'L1', referencePath: '/api/linea-smart-contracts/messageservice/lib/timelock' },
  l2Timelock: { key: 'l2Timelock', name: 'Timelock controller (Linea)', group: 'governance', role: 'Schedules upgrades of the L2 contracts and executes them once its minimum delay has passed; the Security Council can also upgrade without any delay.', layer: 'L2', referencePath: '/api/linea-smart-contracts/messageservice/lib/timelock' },
  l2Usdc: { key: 'l2Usdc', name: 'USDC (Linea)', group: 'token', role: 'Circle USD Coin on Linea, moved with CCTP.', layer: 'L2', referencePath: '/get-started/how-to/bridge/usdc-cctp' },
  l1Usdc: { key: 'l1Usdc', name: 'USDC (Ethereum)', group: 'token', role: 'Circle USD Coin on Ethereum, moved with CCTP.', layer: 'L1', referencePath: '/get-started/how-to/bridge/usdc-cctp' },
  l1CctpTokenMessenger: { key: 'l1CctpTokenMessenger', name: 'TokenMessengerV2 (Ethereum)', group: 'cctp', role: 'Burns USDC on Ethereum for a CCTP transfer.', layer: 'L1', referencePath: '/get-started/how-to/bridge/usdc-cctp' },
  l2CctpTokenMessenger: { key: 'l2CctpTokenMessenger', name: 'TokenMessengerV2 (Linea)', group: 'cctp', role: 'Burns USDC on Linea for a CCTP transfer.', layer: 'L2', referencePath: '/get-started/how-to/bridge/usdc-cctp' },
  l1CctpMessageTransmitter: { key: 'l1CctpMessageTransmitter', name: 'MessageTransmitterV2 (Ethereum)', group: 'cctp', role: 'Takes an attested CCTP message and mints USDC on Ethereum.', layer: 'L1', referencePath: '/get-started/how-to/bridge/usdc-cctp' },
  l2CctpMessageTransmitter: { key: 'l2CctpMessageTransmitter', name: 'MessageTransmitterV2 (Linea)', group: 'cctp', role: 'Takes an attested CCTP message and mints USDC on Linea.', layer: 'L2', referencePath: '/get-started/how-to/bridge/usdc-cctp' },
  pohVerifier: {
    key: 'pohVerifier',
    name: 'PohVerifier',
    group: 'identity',
    role: 'Checks a signed Proof of Humanity status onchain.',
    layer: 'L2',
  },
  lineaToken: { key: 'lineaToken', name: 'LINEA token (Linea)', group: 'token', role: 'The LINEA token bridged to Linea; the same address as on Ethereum.', layer: 'L2', referencePath: '/technology/fee-burn' },
  l1LineaToken: { key: 'l1LineaToken', name: 'LINEA token (Ethereum)', group: 'token', role: 'The LINEA token on its home chain, where its supply is minted and burned.', layer: 'L1', referencePath: '/technology/fee-burn' },
  l2Weth: { key: 'l2Weth', name: 'WETH9', group: 'token', role: 'Wrapped ETH on Linea.', layer: 'L2' },
  multicall3: { key: 'multicall3', name: 'Multicall3', group: 'utility', role: 'Batches many read calls into one request.', layer: 'L2' },
  rollupRevenueVault: { key: 'rollupRevenueVault', name: 'RollupRevenueVault', group: 'burn', role: 'Collects the fees, pays invoiced costs, burns ETH and swaps the rest for LINEA.', layer: 'L2', referencePath: '/technology/fee-burn' },
  dexSwapAdapter: { key: 'dexSwapAdapter', name: 'V3DexSwapAdapter', group: 'burn', role: 'Swaps the vault’s ETH for LINEA on a V3-style DEX.', layer: 'L2', referencePath: '/technology/fee-burn' },
  l1LineaTokenBurner: { key: 'l1LineaTokenBurner', name: 'L1LineaTokenBurner', group: 'burn', role: 'Claims the bridged LINEA on Ethereum and burns it.', layer: 'L1', referencePath: '/technology/fee-burn' },
  yieldManager: { key: 'yieldManager', name: 'YieldManager', group: 'yield', role: 'Moves bridge ETH to staking, enforces the withdrawal reserve and computes the yield.', layer: 'L1', referencePath: '/technology/yield-boost' },
  addressFilter: { key: 'addressFilter', name: 'AddressFilter', group: 'core', role: 'Lists the addresses that forced transactions may not use; finalization checks filtered ones against it.', layer: 'L1', referencePath: '/technology/forced-transactions' },
  yieldStakingVault: { key: 'yieldStakingVault', name: 'StakingVault (Lido stVault)', group: 'yield', role: 'Holds the staked ETH of Yield Boost.', layer: 'L1', referencePath: '/technology/yield-boost' },
};

/** Addresses by network; a contract missing from a network is not deployed there (or not published). */
export const deployments: Record<NetworkId, Partial<Record<ContractKey, `0x${string}`>>> = {
  mainnet: {
    lineaRollup: '0xd19d4B5d358258f05D7B411E21A1460D11B0876F',
    l2MessageService: '0x508Ca82Df566dCD1B0DE8296e70a96332cD644ec',
    l1TokenBridge: '0x051F1D88f0aF5763fB888eC4378b4D8B29ea3319',
    l2TokenBridge: '0x353012dc4a9A6cF55c941bADC267f82004A8ceB9',
    l1SecurityCouncil: '0x892bb7EeD71efB060ab90140e7825d8127991DD3',
    l2SecurityCouncil: '0xf5cc7604a5ef3565b4D2050D65729A06B68AA0bD',
    l1Timelock: '0xd6B95c960779c72B8C6752119849318E5d550574',
    l2Timelock: '0xc808BfCBeD34D90fa9579CAa664e67B9A03C56ca',
    l2Usdc: '0x176211869cA2b568f2A7D4EE941E073a821EE1ff',
    l1Usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    l1CctpTokenMessenger: '0x28b5a0e9C621a5BadaA536219b3a228C8168cf5d',
    l2CctpTokenMessenger: '0x28b5a0e9C621a5BadaA536219b3a228C8168cf5d',
    l1CctpMessageTransmitter: '0x81D40F21F12A8F0E3252Bccb954D722d4c464B64',
    l2CctpMessageTransmitter: '0x81D40F21F12A8F0E3252Bccb954D722d4c464B64',
    pohVerifier: '0xBf14cFAFD7B83f6de881ae6dc10796ddD7220831',
    lineaToken: '0x1789e0043623282D5DCc7F213d703C6D8BAfBB04',
    l1LineaToken: '0x1789e0043623282D5DCc7F213d703C6D8BAfBB04',
    l2Weth: '0xe5D7C2a44FfDDf6b295A15c148167daaAf5Cf34f',
    multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    rollupRevenueVault: '0xFD5FB23e06e46347d8724486cDb681507592e237',
    dexSwapAdapter: '0x30A20a3a9991c939290f4329cb52daac8e97F353',
    l1LineaTokenBurner: '0x5Ad9369254F29b724d98F6ce98Cb7bAD729969F3',
    yieldManager: '0xeb63cABDd78537b9b72A2AFB573F7caa91bd8D94',
    yieldStakingVault: '0x2df8CCb91c80c9600EA9436b1f940c48cC008ca7',
    addressFilter: '0x526AE78F0103Ae73F05449ae30eb626C1003784E',
  },
  sepolia: {
    lineaRollup: '0xB218f8A4Bc926cF1cA7b3423c154a0D627Bdb7E5',
    l2MessageService: '0x971e727e956690b9957be6d51Ec16E73AcAC83A7',
    l1TokenBridge: '0x5A0a48389BB0f12E5e017116c1105da97E129142',
    l2TokenBridge: '0x93DcAdf238932e6e6a85852caC89cBd71798F463',
    l1SecurityCouncil: '0xCaBfaEE33dF7a94d8FECA5fAfE977DcaB069C91B',
    l2SecurityCouncil: '0x30B45d3fB50B33996f4Db6F0e4Fe82fa6CF8d753',
    l2Usdc: '0xFEce4462D57bD51A6A552365A011b95f0E16d9B7',
    l1Usdc: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
    l1CctpTokenMessenger: '0x8FE6B999Dc680CcFDD5Bf7EB0974218be2542DAA',
    l2CctpTokenMessenger: '0x8FE6B999Dc680CcFDD5Bf7EB0974218be2542DAA',
    l1CctpMessageTransmitter: '0xE737e5cEBEEBa77EFE34D4aa090756590b1CE275',
    l2CctpMessageTransmitter: '0xE737e5cEBEEBa77EFE34D4aa090756590b1CE275',
    pohVerifier: '0x576754D133C02B2E229F2630Baa2F06110cE9a9A',
    multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    rollupRevenueVault: '0xC86A8FC26e1b6f76b01944064163d804A63b9a96',
    l1LineaTokenBurner: '0xdeE416C6EaDa6646E6ab50bfC86386A7128E18E2',
    yieldManager: '0x26Df1c9C70f3aCf9B75632e08d075Cd7e06c67e5',
  },
};

/** Explorer of the layer a contract lives on, for a given Linea network. */
export const layerExplorers: Record<NetworkId, Record<Layer, { name: string; url: string }>> = {
  mainnet: { L1: { name: 'Etherscan', url: 'https://etherscan.io' }, L2: { name: 'Lineascan', url: 'https://lineascan.build' } },
  sepolia: { L1: { name: 'Sepolia Etherscan', url: 'https://sepolia.etherscan.io' }, L2: { name: 'Lineascan Sepolia', url: 'https://sepolia.lineascan.build' } },
};

export function contractAddress(network: NetworkId, key: ContractKey): `0x${string}` {
  const address = deployments[network][key];
  if (!address) throw new Error(`${contractInfo[key].name} has no published address on ${network}`);
  return address;
}

export function addressUrl(network: NetworkId, key: ContractKey): string {
  return `${layerExplorers[network][contractInfo[key].layer].url}/address/${contractAddress(network, key)}`;
}
