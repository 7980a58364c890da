import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import NetworkSupport from '@site/src/components/NetworkSupport';
import { providerPagePath, providersIn, type ToolingCategory } from '@site/src/data/tooling';
import styles from './styles.module.css';

export interface Props {
  category: ToolingCategory;
}

/** The providers of one tooling category as cards, read from src/data/tooling. */
export default function ToolingProviders({ category }: Props): ReactNode {
  const list = providersIn(category);
  return (
    <ul className={styles.grid}>
      {list.map((p) => (
        <li key={p.id} className={styles.card}>
          <h3 className={styles.name}>
            <Link to={providerPagePath(p, category)}>{p.name}</Link>
          </h3>
          <p className={styles.summary}>{p.summary}</p>
          <NetworkSupport supported={p.networks} />
        </li>
      ))}
    </ul>
  );
}
