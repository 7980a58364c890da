import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import NetworkSupport from '@site/src/components/NetworkSupport';
import { providerPagePath, providersIn, statusLabel, statusOf, type ToolingCategory } from '@site/src/data/tooling';
import styles from './styles.module.css';

export interface Props {
  category: ToolingCategory;
  /** Heading level of each card title, so cards fit the outline of the page they sit in. */
  headingLevel?: 2 | 3 | 4;
}

/** The providers of one tooling category as cards, read from src/data/tooling. */
export default function ToolingProviders({ category, headingLevel = 3 }: Props): ReactNode {
  const Heading = `h${headingLevel}` as const;
  const list = providersIn(category);
  return (
    <ul className={styles.grid}>
      {list.map((p) => {
        const status = statusOf(p);
        return (
          <li key={p.id} className={styles.card}>
            <Heading className={styles.name}>
              <Link to={providerPagePath(p, category)}>{p.name}</Link>
            </Heading>
            {status !== 'active' && <p className={styles.status}>{statusLabel[status]}</p>}
            <p className={styles.summary}>{p.summary}</p>
            <NetworkSupport supported={p.networks} unconfirmed={status === 'unconfirmed'} />
          </li>
        );
      })}
    </ul>
  );
}
