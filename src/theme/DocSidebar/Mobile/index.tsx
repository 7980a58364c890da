// Ejected: the classic mobile doc sidebar, handing the navbar's secondary menu one memoised prop instead of the sidebar's props: the classic filler sorts its props' keys with `localeCompare`, and a browser's first `localeCompare` loads its collation data (about 10 ms of a fast machine's main thread, four times that on a phone) right after every doc page hydrates.
import React, { memo, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { NavbarSecondaryMenuFiller, ThemeClassNames } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { Props } from '@theme/DocSidebar/Mobile';

function DocSidebarMobileSecondaryMenu({ menu: { sidebar, path } }: { menu: Props }): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // The menu closes on a link, and on a category only when the category is a page of its own.
          if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile({ sidebar, path, onCollapse, isHidden }: Props): ReactNode {
  // A single key: the filler's shallow memo then has nothing to sort.
  const props = useMemo(() => ({ menu: { sidebar, path, onCollapse, isHidden } }), [sidebar, path, onCollapse, isHidden]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={props} />;
}

export default memo(DocSidebarMobile);
