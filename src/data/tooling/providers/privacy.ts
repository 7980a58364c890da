import type { ToolingProvider } from '../types';

/** Providers whose primary category is privacy (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'secret',
    name: 'Secret Network',
    categories: ['privacy'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://scrt.network',
    docs: 'https://docs.scrt.network/secret-network-documentation/confidential-computing-layer/ethereum-evm-developer-toolkit/basics/overview',
    summary: 'Confidential computing layer: a Linea contract sends encrypted work to Secret Network and receives the result through a gateway.',
    docIds: ['get-started/tooling/privacy/secret'],
    // SecretFoundation/docs confidential-computing-layer/ethereum-evm-developer-toolkit/supported-networks/evm/
    // evm-mainnet-gateway-contracts.md (0cf429cb) and evm-testnet-gateway-contracts.md (1e157df9): Linea 59144 and Linea Sepolia 59141.
    contracts: [
      { label: 'SecretPath gateway', network: 'mainnet', address: '0xfaFCfceC4e29e9b4ECc8C0a3f7df1011580EEEf2' },
      { label: 'SecretPath gateway', network: 'sepolia', address: '0x8EaAB5e8551781F3E8eb745E7fcc7DAeEFd27b1f' },
    ],
  },
];

export default providers;
