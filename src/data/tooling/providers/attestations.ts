import type { ToolingProvider } from '../types';

/** Providers whose primary category is attestations (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'primus',
    name: 'Primus',
    categories: ['attestations'],
    networks: ['mainnet'],
    homepage: 'https://primuslabs.xyz',
    docs: 'https://docs.primuslabs.xyz',
    summary: 'Proofs, built with zkTLS, that let users show facts from any website to a verifier contract on Linea Mainnet.',
    docIds: ['get-started/tooling/attestations/primus'],
    contracts: [{ label: 'Primus zkTLS verifier', network: 'mainnet', address: '0xe6a7E3d26B898e96fA8bC00fFE6e51b25Dc24d6a' }],
  },
  {
    id: 'verax',
    name: 'Verax',
    categories: ['attestations'],
    networks: ['mainnet', 'sepolia'],
    homepage: 'https://github.com/Consensys/linea-attestation-registry',
    docs: 'https://docs.ver.ax',
    summary: 'A shared onchain registry where issuers publish attestations and any contract or app can read them.',
    docIds: ['get-started/tooling/attestations/verax'],
    contracts: [
      { label: 'Router', network: 'mainnet', address: '0x4d3a380A03f3a18A5dC44b01119839D8674a552E' },
      { label: 'AttestationRegistry', network: 'mainnet', address: '0x3de3893aa4Cdea029e84e75223a152FD08315138' },
      { label: 'PortalRegistry', network: 'mainnet', address: '0xd5d61e4ECDf6d46A63BfdC262af92544DFc19083' },
      { label: 'SchemaRegistry', network: 'mainnet', address: '0x0f95dCec4c7a93F2637eb13b655F2223ea036B59' },
      { label: 'ModuleRegistry', network: 'mainnet', address: '0xf851513A732996F22542226341748f3C9978438f' },
      { label: 'Router', network: 'sepolia', address: '0xAfA952790492DDeB474012cEA12ba34B788ab39F' },
      { label: 'AttestationRegistry', network: 'sepolia', address: '0xDaf3C3632327343f7df0Baad2dc9144fa4e1001F' },
      { label: 'PortalRegistry', network: 'sepolia', address: '0xF35fe79104e157703dbCC3Baa72a81A99591744D' },
      { label: 'SchemaRegistry', network: 'sepolia', address: '0x90b8542d7288a83EC887229A7C727989C3b56209' },
      { label: 'ModuleRegistry', network: 'sepolia', address: '0x3C443B9f0c8ed3A3270De7A4815487BA3223C2Fa' },
    ],
  },
];

export default providers;
