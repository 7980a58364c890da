import React, { type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** Names the region for screen readers: usually the table's caption. */
  label: string;
  children: ReactNode;
}

/**
 * A wide table's horizontal scroller. It can take focus, so keyboard users can scroll it with the
 * arrow keys (WCAG 2.1.1), and it is a named region, so screen readers announce what it holds.
 * Once the page runs, only while the table is wider than the box (src/clientModules/scrollBoxes.ts).
 */
export default function ScrollTable({ label, children }: Props): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0} data-scroll-box="">
      {children}
    </div>
  );
}

type DataTableProps = {
  /** Shows the caption to screen readers only. */
  hideCaption?: boolean;
  /** Extra class of the table element, for the cell styles of one component. */
  className?: string;
  /** The table's head and body. */
  children: ReactNode;
} & (
  | {
      /** What the table holds, shown above it; also names the scroll region unless `label` does. */
      caption: string;
      label?: string;
    }
  | {
      /** A caption with markup: the scroll region then needs `label`, its name as plain text. */
      caption: ReactElement;
      label: string;
    }
);

/**
 * A data table with the site's table styles and its caption, in a {@link ScrollTable} so that a
 * table wider than the page scrolls on its own instead of widening the page.
 */
export function DataTable({ caption, label, hideCaption = false, className, children }: DataTableProps): ReactNode {
  return (
    <ScrollTable label={label ?? (typeof caption === 'string' ? caption : '')}>
      <table className={clsx(styles.table, className)}>
        <caption className={hideCaption ? 'sr-only' : styles.caption}>{caption}</caption>
        {children}
      </table>
    </ScrollTable>
  );
}
