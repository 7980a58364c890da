import type { ThemeConfig } from '@docusaurus/preset-classic';
import { sectionActivePattern } from '../lib/sections';
import { getSection, type SectionId } from './sections';
import { site } from './site';

type Navbar = NonNullable<ThemeConfig['navbar']>;
type NavbarItem = NonNullable<Navbar['items']>[number];

/** A navbar link that stays highlighted on every page of its section, not only on its entry page. */
function sectionItem(id: SectionId, position: 'left' | 'right'): NavbarItem {
  const section = getSection(id);
  return {
    to: section.entryPath,
    label: section.label,
    position,
    activeBaseRegex: sectionActivePattern(section),
  };
}

export const navbar = {
  title: 'Linea Docs',
  logo: {
    alt: 'Linea logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    href: '/',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    sectionItem('get-started', 'left'),
    sectionItem('technology', 'left'),
    sectionItem('api', 'left'),
    sectionItem('release-notes', 'right'),
    { href: site.links.communityChat, label: 'Support', position: 'right' },
    // One version today; its item must not compete with the section highlight.
    { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
    { type: 'localeDropdown', position: 'right' },
    { type: 'search', position: 'right' },
  ],
} satisfies Navbar;
