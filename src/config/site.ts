import { networks, primaryExplorer, statusPageUrl } from '../data/networks';
import { repositories } from '../data/repositories';

/**
 * Site-wide facts used by several config blocks (navbar, footer, docs plugin, metadata).
 * One place, so a changed URL is changed once.
 */
export const site = {
  title: 'Linea',
  tagline: 'Developer documentation for Linea, the zkEVM layer-2 network on Ethereum',
  url: 'https://docs.linea.build',
  baseUrl: '/',
  /** The public repository these docs are written in: edit links and the footer point here. */
  sourceRepository: repositories.docs,
  editUrl: `${repositories.docs}/tree/main/`,
  links: {
    home: 'https://linea.build/',
    status: statusPageUrl,
    mainnetExplorer: primaryExplorer(networks.mainnet).url,
    communityChat: 'https://discord.gg/linea',
    /** The page of this site that lists where to ask (the official docs replaced the old help centre with one, June 2026). */
    support: '/support',
    /** Linea's community forum; feedback is one of its categories. */
    community: 'https://community.linea.build/',
    feedback: 'https://community.linea.build/c/feedback',
  },
  copyrightHolder: 'Consensys, Inc.',
} as const;
