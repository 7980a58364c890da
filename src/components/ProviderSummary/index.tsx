import React, { type ReactNode } from 'react';
import NetworkSupport from '@site/src/components/NetworkSupport';
import { providerById, statusLabel, statusOf } from '@site/src/data/tooling';
import styles from './styles.module.css';

export interface Props {
  /** Provider id in src/data/tooling. */
  id: string;
}

/** The facts box at the top of a provider page: summary, status, networks and the vendor's links. */
export default function ProviderSummary({ id }: Props): ReactNode {
  const provider = providerById(id);
  const status = statusOf(provider);
  return (
    <aside className={styles.box} aria-label={`${provider.name} at a glance`}>
      <p className={styles.summary}>{provider.summary}</p>
      {status !== 'active' && (
        <p className={styles.status} data-status={status}>
          <strong>{statusLabel[status]}.</strong> {provider.statusNote}
        </p>
      )}
      <NetworkSupport supported={provider.networks} unconfirmed={status === 'unconfirmed'} />
      <p className={styles.links}>
        <a href={provider.homepage}>{provider.name} website</a>
        <a href={provider.docs}>{provider.name} documentation</a>
      </p>
    </aside>
  );
}
