import type { ToolingProvider } from '../types';

/** Providers whose primary category is security (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'goplus',
    name: 'GoPlus Security',
    categories: ['security'],
    networks: ['mainnet'],
    homepage: 'https://gopluslabs.io',
    docs: 'https://docs.gopluslabs.io',
    summary: 'Risk APIs that flag honeypot tokens, malicious addresses and risky approvals before your users sign.',
    docIds: ['get-started/tooling/security/goplus-security-api'],
  },
  {
    id: 'hexagate',
    name: 'Hexagate',
    categories: ['security'],
    networks: ['mainnet'],
    homepage: 'https://www.hexagate.com',
    docs: 'https://www.hexagate.com',
    summary: 'Real-time threat detection and automated response for protocols and wallets, now part of Chainalysis.',
    docIds: ['get-started/tooling/security/hexagate'],
  },
  {
    id: 'hypernative',
    name: 'Hypernative',
    categories: ['security'],
    networks: ['mainnet'],
    homepage: 'https://www.hypernative.io',
    docs: 'https://www.hypernative.io',
    summary: 'Monitoring platform that predicts hacks, economic attacks and governance threats and can trigger automated responses.',
    docIds: ['get-started/tooling/security/hypernative'],
  },
  {
    id: 'scamfari',
    name: 'Scamfari',
    categories: ['security'],
    networks: ['mainnet'],
    homepage: 'https://scamfari.com',
    docs: 'https://scamfari.com',
    summary: 'Community reporting of scam and phishing addresses, reviewed by analysts and shared through the HAPI Protocol.',
    docIds: ['get-started/tooling/security/scamfari'],
  },
  {
    id: 'spherex',
    name: 'SphereX',
    categories: ['security'],
    networks: [],
    status: 'unconfirmed',
    statusNote: 'No current public source from SphereX confirms support for Linea.',
    homepage: 'https://www.spherex.xyz',
    docs: 'https://docs.spherex.xyz',
    summary: 'Onchain firewall inherited by your contracts that reverts transactions outside their learned behavior; Linea no longer lists it.',
    docIds: ['get-started/tooling/security/spherex'],
  },
];

export default providers;
