// Re-mounts the locale dropdown in the browser so its links keep the page's query string and hash (hydration keeps the server's bare links).
import React, { type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/LocaleDropdownNavbarItem';

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  // The server renders without ?query#hash; React does not patch attributes that differ at
  // hydration, so a new key forces a fresh client render once the real location is known.
  const isBrowser = useIsBrowser();
  return <LocaleDropdownNavbarItem key={isBrowser ? 'browser' : 'server'} {...props} />;
}
