import type { ThemeConfig } from '@docusaurus/preset-classic';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The bar above the navbar. Change `id` whenever the message changes: readers who dismissed the
 * previous message then see the new one (the theme resets dismissal when the id differs).
 * Set `announcement` to `undefined` to switch the bar off.
 */
export const announcement: AnnouncementBar | undefined = {
  id: 'beta-v5-0-eip-7702',
  content:
    'EIP-7702 is live on Linea Mainnet since the Beta v5.0 upgrade: accounts can delegate to contract code for batched and sponsored transactions. <a href="/release-notes#beta-v50">Read the release notes</a>.',
  backgroundColor: '#61dfff',
  textColor: '#121212',
  isCloseable: true,
};
