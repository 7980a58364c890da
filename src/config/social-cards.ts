import type { SocialCardsOptions } from '../plugins/social-cards';
import { areaLabelOf } from './sections';

export const socialCardsOptions: SocialCardsOptions = {
  sectionOf: (path) => areaLabelOf(path) ?? 'Reference',
  home: {
    title: 'Build on Linea',
    section: 'Developer docs',
    description: 'Guides, API and smart-contract reference for Linea, the zkEVM layer-2 network secured by Ethereum.',
  },
};
