import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * Why some values of a shared link were not applied, under the control they were meant for (see
 * `unappliedFilterNotes` in src/lib). Nothing renders when every value applied.
 */
export default function LinkNote({ notes }: { notes: readonly string[] }): ReactNode {
  if (notes.length === 0) return null;
  return <p className={styles.note}>{notes.join(' ')}</p>;
}
