import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { networks, type Explorer, type NetworkId } from '@site/src/data/networks';
import CopyButton from '@site/src/components/CopyButton';
import ScrollTable from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

export interface Props {
  network: NetworkId;
  /** Only official or only community explorers (default: both). */
  kind?: Explorer['kind'];
}

function ApiCell({ explorer, networkName }: { explorer: Explorer; networkName: string }): ReactNode {
  if (explorer.apiUrl) {
    return (
      <>
        <code>{explorer.apiUrl}</code>
        <CopyButton value={explorer.apiUrl} label={`${explorer.name} API URL for ${networkName}`} />
      </>
    );
  }
  if (explorer.apiDocsUrl) return <Link to={explorer.apiDocsUrl}>Own API (documentation)</Link>;
  return <>None</>;
}

/** Block explorers of one network with their API endpoints, read from src/data/networks.ts. */
export default function ExplorerList({ network, kind }: Props): ReactNode {
  const net = networks[network];
  const list = net.explorers.filter((e) => !kind || e.kind === kind);
  // Two lists of one network on a page are two regions: their names must differ.
  const label = `${kind === 'official' ? 'Official b' : kind === 'community' ? 'Community b' : 'B'}lock explorers of ${net.name}`;
  return (
    <ScrollTable label={label}>
      <table>
        <thead>
          <tr>
            <th scope="col">Explorer</th>
            <th scope="col">Website</th>
            <th scope="col">Etherscan-compatible API</th>
            {!kind && <th scope="col">Kind</th>}
          </tr>
        </thead>
        <tbody>
          {list.map((explorer) => (
            <tr key={explorer.url}>
              <th scope="row">{explorer.name}</th>
              <td>
                <Link to={explorer.url}>{new URL(explorer.url).host + new URL(explorer.url).pathname.replace(/\/$/, '')}</Link>
              </td>
              <td className={styles.value}>
                <ApiCell explorer={explorer} networkName={net.name} />
              </td>
              {!kind && <td>{explorer.kind === 'official' ? 'Official' : 'Community'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
