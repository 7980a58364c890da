import type { SocialCardsOptions } from '../plugins/social-cards';
import { sectionForPath } from '../lib/sections';
import { sections } from './sections';

export const socialCardsOptions: SocialCardsOptions = {
  sectionOf: (path) => (path.startsWith('/get-started/tooling') ? 'Tooling' : (sectionForPath(path, sections)?.label ?? 'Reference')),
  home: {
    title: 'Build on Linea',
    section: 'Developer docs',
    description: 'Guides, API and smart-contract reference for Linea, the zkEVM layer-2 network secured by Ethereum.',
  },
};
