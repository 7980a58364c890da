// Ejected: the classic tab panel keeps only its class; this one also takes the id and the label the tab set gives it, so each tab names the panel it controls and each panel is named by its tab.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props as ClassicProps } from '@theme/TabItem';
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';

export interface Props extends ClassicProps {
  /** The panel's id, which its tab's `aria-controls` names; set by the tab set. */
  readonly id?: string;
  /** The id of the tab that names the panel; set by the tab set. */
  readonly labelledBy?: string;
}

export default function TabItem({ children, hidden, className, id, labelledBy }: Props): ReactNode {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className={clsx(styles.tabItem, className)} hidden={hidden}>
      {children}
    </div>
  );
}
