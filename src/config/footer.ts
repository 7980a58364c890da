import type { ThemeConfig } from '@docusaurus/preset-classic';
import { site } from './site';

type Footer = NonNullable<ThemeConfig['footer']>;

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Links',
      items: [
        { label: 'Home', href: site.links.home },
        { label: 'Status', href: site.links.status },
        { label: 'Mainnet block explorer', href: site.links.mainnetExplorer },
        { label: 'Risk disclosures', to: '/risk-disclosures' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Community chat', href: site.links.communityChat },
        { label: 'Get support', href: site.links.support },
        { label: 'Give feedback', href: site.links.feedback },
      ],
    },
    {
      title: 'Contribute',
      items: [{ label: 'Docs source on GitHub', href: site.sourceRepository }],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} ${site.copyrightHolder}`,
} satisfies Footer;
