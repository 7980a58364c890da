import type { ToolingProvider } from '../types';

/** Providers whose primary category is cross-chain (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'axelar',
    name: 'Axelar',
    categories: ['cross-chain'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://axelar.network',
    docs: 'https://docs.axelar.dev',
    summary: 'General message passing and token transfers between Linea and the other chains connected to the Axelar network.',
    docIds: ['get-started/tooling/cross-chain/axelar'],
    contracts: [
      { label: 'AxelarGateway', network: 'mainnet', address: '0xe432150cce91c13a887f7D836923d5597adD8E31' },
      { label: 'AxelarGasService', network: 'mainnet', address: '0x2d5d7d31F671F86C782533cc367F14109a082712' },
      { label: 'InterchainTokenService', network: 'mainnet', address: '0xB5FB4BE02232B1bBA4dC8f81dc24C26980dE9e3C' },
      { label: 'AxelarGateway', network: 'sepolia', address: '0xe432150cce91c13a887f7D836923d5597adD8E31' },
      { label: 'AxelarGasService', network: 'sepolia', address: '0xbE406F0189A0B4cf3A05C286473D23791Dd44Cc6' },
      { label: 'InterchainTokenService', network: 'sepolia', address: '0xB5FB4BE02232B1bBA4dC8f81dc24C26980dE9e3C' },
    ],
  },
  {
    id: 'ccip-read',
    name: 'CCIP Read',
    categories: ['cross-chain'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://eips.ethereum.org/EIPS/eip-3668',
    docs: 'https://gateway-docs.unruggable.com',
    summary: 'The EIP-3668 pattern that lets an Ethereum contract answer with Linea state, fetched by a gateway and checked against a proof.',
    docIds: ['get-started/tooling/cross-chain/ccip-read'],
  },
  {
    id: 'layerzero',
    name: 'LayerZero',
    categories: ['cross-chain'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://layerzero.network',
    docs: 'https://docs.layerzero.network/v2',
    summary: 'Omnichain messaging with application-chosen verifier networks, plus standards for tokens that live on many chains.',
    docIds: ['get-started/tooling/cross-chain/layerzero'],
    contracts: [
      { label: 'EndpointV2', network: 'mainnet', address: '0x1a44076050125825900e736c501f859c50fE728c' },
      { label: 'EndpointV2', network: 'sepolia', address: '0x6EDCE65403992e310A62460808c4b910D972f10f' },
    ],
  },
  {
    id: 'onthis',
    name: 'Onthis Shortcuts',
    categories: ['cross-chain'],
    networks: ['mainnet'],
    homepage: 'https://www.onthis.xyz',
    docs: 'https://docs.onthis.xyz',
    summary: 'Single-purpose contracts behind ENS names: send ETH on Ethereum Mainnet and it arrives bridged, swapped or deposited on Linea.',
    docIds: ['get-started/tooling/cross-chain/shortcuts'],
  },
];

export default providers;
