import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** Names the region for screen readers: usually the table's caption. */
  label: string;
  children: ReactNode;
}

/**
 * A wide table's horizontal scroller. It can take focus, so keyboard users can scroll it with the
 * arrow keys (WCAG 2.1.1), and it is a named region, so screen readers announce what it holds.
 */
export default function ScrollTable({ label, children }: Props): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
