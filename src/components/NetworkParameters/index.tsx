import React, { type ReactNode } from 'react';
import { manualParameters, networks, type NetworkId } from '@site/src/data/networks';
import CopyButton from '@site/src/components/CopyButton';
import { labelInSentence } from '@site/src/lib/networkFacts';
import { DataTable } from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

export interface Props {
  /** Networks to show, one column each. */
  networks?: readonly NetworkId[];
}

/**
 * The five values a wallet asks for when you add a network by hand, with a copy button beside
 * each, read from src/data/networks.ts.
 */
export default function NetworkParameters({ networks: ids = ['mainnet', 'sepolia'] }: Props): ReactNode {
  const columns = ids.map((id) => networks[id]);
  const rows = manualParameters(columns[0] ?? networks.mainnet).map((p) => p.label);

  return (
    <DataTable caption={`Parameters to add ${columns.map((n) => n.name).join(' and ')} to a wallet by hand`}>
      <thead>
        <tr>
          <th scope="col">Parameter</th>
          {columns.map((n) => (
            <th scope="col" key={n.id}>
              {n.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((label, row) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {columns.map((n) => {
              const value = manualParameters(n)[row]?.value ?? '';
              return (
                <td key={n.id} className={styles.value}>
                  <code>{value}</code>
                  <CopyButton value={value} label={`${labelInSentence(label)} of ${n.name}`} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
