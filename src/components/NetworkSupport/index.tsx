import React, { type ReactNode } from 'react';
import { networkList, type NetworkId } from '@site/src/data/networks';
import styles from './styles.module.css';

export interface Props {
  supported: readonly NetworkId[];
}

/** Which Linea networks something supports, as a short list a screen reader reads in full. */
export default function NetworkSupport({ supported }: Props): ReactNode {
  return (
    <ul className={styles.list} aria-label="Networks supported">
      {networkList.map((n) => {
        const yes = supported.includes(n.id);
        return (
          <li key={n.id} className={yes ? styles.yes : styles.no}>
            <span aria-hidden="true">{yes ? '✓' : '✕'}</span> {n.name}
            <span className="sr-only">{yes ? ': supported' : ': not supported'}</span>
          </li>
        );
      })}
    </ul>
  );
}
