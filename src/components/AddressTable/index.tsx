import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { DataTable } from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

export interface AddressRow {
  name: string;
  address: `0x${string}`;
  /** Page of the address on a block explorer. */
  href: string;
  description?: string;
}

export interface Props {
  caption: string;
  rows: readonly AddressRow[];
}

/** Contract names and addresses, each address linked to its explorer page. */
export default function AddressTable({ caption, rows }: Props): ReactNode {
  const withDescriptions = rows.some((r) => r.description);
  return (
    <DataTable caption={caption}>
        <thead>
          <tr>
            <th scope="col">Contract</th>
            {withDescriptions && <th scope="col">Role</th>}
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.name}-${r.address}`}>
              <th scope="row">
                <code>{r.name}</code>
              </th>
              {withDescriptions && <td>{r.description}</td>}
              <td>
                <Link to={r.href} className={styles.address}>
                  {r.address}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
    </DataTable>
  );
}
