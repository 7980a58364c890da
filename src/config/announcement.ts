import type { ThemeConfig } from '@docusaurus/preset-classic';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The bar above the navbar. Change `id` whenever the message changes: readers who dismissed the
 * previous message then see the new one (the theme resets dismissal when the id differs).
 * Set `announcement` to `undefined` to switch the bar off.
 */
export const announcement: AnnouncementBar | undefined = {
  id: 'beta-v5-2-small-fields',
  content:
    'Beta v5.2 is live on Linea Mainnet: faster proving and 200 Mgas/s. If you resolve Linea names on Ethereum, switch to the new ENS resolver. <a href="/release-notes#beta-v52">Read the release notes</a>.',
  backgroundColor: '#61dfff',
  textColor: '#121212',
  isCloseable: true,
};
