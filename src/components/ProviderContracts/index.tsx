import React, { type ReactNode } from 'react';
import { networks, primaryExplorer } from '@site/src/data/networks';
import { providerById } from '@site/src/data/tooling';
import { DataTable } from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

export interface Props {
  /** Provider id in src/data/tooling. */
  id: string;
}

/**
 * The contracts a provider lists for Linea, each linked to the network's official explorer.
 * Addresses live in src/data/tooling (checksum-validated), never in page prose.
 */
export default function ProviderContracts({ id }: Props): ReactNode {
  const provider = providerById(id);
  const contracts = provider.contracts ?? [];
  if (contracts.length === 0) throw new Error(`${provider.name} has no contracts to list`);
  return (
    <DataTable caption={`${provider.name} contracts on Linea`} hideCaption>
      <thead>
        <tr>
          <th scope="col">Contract</th>
          <th scope="col">Network</th>
          <th scope="col">Address</th>
        </tr>
      </thead>
      <tbody>
        {contracts.map((c) => {
          const network = networks[c.network];
          const explorer = primaryExplorer(network);
          return (
            <tr key={`${c.network}-${c.label}`}>
              <td>{c.label}</td>
              <td>{network.name}</td>
              <td>
                <a href={`${explorer.url}/address/${c.address}`} className={styles.address}>
                  <code>{c.address}</code>
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
