import React, { type ReactNode } from 'react';
import { networks, type NetworkId } from '@site/src/data/networks';
import { labelInSentence, networkFact, networkFactRows, type NetworkField } from '@site/src/lib/networkFacts';
import CopyButton from '@site/src/components/CopyButton';
import ScrollTable from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

export interface Props {
  networks?: readonly NetworkId[];
  /**
   * Only these rows, in this order (default: all). Such a table is an excerpt of the whole one on
   * the network information page, and search leaves the facts its rows state to that page.
   */
  fields?: readonly NetworkField[];
}

/** Side-by-side details of Linea Mainnet and Linea Sepolia, read from src/data/networks.ts. */
export default function NetworkFacts({ networks: ids = ['mainnet', 'sepolia'], fields }: Props): ReactNode {
  const columns = ids.map((id) => networks[id]);
  const rows = fields
    ? fields.map((field) => networkFactRows.find((r) => r.field === field) ?? { field, label: field })
    : networkFactRows;
  return (
    <ScrollTable label={columns.map((n) => n.name).join(' and ')}>
      <table data-search={fields?.length ? 'excerpt' : undefined}>
        <thead>
          <tr>
            <th scope="col">Property</th>
            {columns.map((n) => (
              <th scope="col" key={n.id}>
                {n.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ field, label }) => (
            <tr key={field}>
              <th scope="row">{label}</th>
              {columns.map((n) => {
                const fact = networkFact(n, field);
                return (
                  <td key={n.id} className={styles.value}>
                    {fact.literal ? (
                      <>
                        <code>{fact.text}</code>
                        <CopyButton value={fact.text} label={`${labelInSentence(label)} of ${n.name}`} />
                      </>
                    ) : (
                      fact.text.charAt(0).toUpperCase() + fact.text.slice(1)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
