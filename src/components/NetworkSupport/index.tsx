import React, { type ReactNode } from 'react';
import { networkList, type NetworkId } from '@site/src/data/networks';
import styles from './styles.module.css';

export interface Props {
  supported: readonly NetworkId[];
  /**
   * When support could not be confirmed from the provider's own sources, networks it does not
   * list read as "not confirmed" instead of "not supported", which would claim more than we know.
   */
  unconfirmed?: boolean;
}

/** Which Linea networks something supports, as a short list a screen reader reads in full. */
export default function NetworkSupport({ supported, unconfirmed = false }: Props): ReactNode {
  return (
    <ul className={styles.list} aria-label="Networks supported">
      {networkList.map((n) => {
        const yes = supported.includes(n.id);
        const mark = yes ? '✓' : unconfirmed ? '?' : '✕';
        const text = yes ? ': supported' : unconfirmed ? ': not confirmed' : ': not supported';
        return (
          <li key={n.id} className={yes ? styles.yes : styles.no}>
            <span aria-hidden="true">{mark}</span> {n.name}
            <span className="sr-only">{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
