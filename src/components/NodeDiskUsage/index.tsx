import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { clientLabels, figuresFor, type MeasuredClient } from '@site/src/data/node-disk-usage';
import { networks, type NetworkId } from '@site/src/data/networks';
import { averageDailyGrowth, formatBytes, formatIsoDate } from '@site/src/lib/diskUsage';
import { DataTable } from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

export interface Props {
  /** Clients to show; all measured clients when omitted. */
  clients?: readonly MeasuredClient[];
  /** Network to show; every network with figures when omitted. */
  network?: NetworkId;
}

const modeLabels = { full: 'Full', archive: 'Archive' } as const;

/** Disk space measured on Linea's own nodes, with the date and source of every figure. */
export default function NodeDiskUsage({ clients, network }: Props): ReactNode {
  const figures = figuresFor({ clients, network });
  if (figures.length === 0) {
    throw new Error(`No disk-usage figures for ${clients?.join(', ') ?? 'any client'} on ${network ?? 'any network'}`);
  }
  // One network for every row: name it in the caption and save the table a column.
  const shownNetworks = [...new Set(figures.map((f) => f.network))];
  const singleNetwork = shownNetworks.length === 1 ? networks[shownNetworks[0]!].name : undefined;
  return (
    <DataTable className={styles.cells} caption={`Disk space used by ${singleNetwork ?? 'Linea'} nodes, as measured by Linea`}>
        <thead>
          <tr>
            <th scope="col">Client</th>
            <th scope="col">Node type</th>
            {!singleNetwork && <th scope="col">Network</th>}
            <th scope="col">Disk used</th>
            <th scope="col">Growth per day</th>
            <th scope="col">Measured</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((f) => (
            <tr key={f.id}>
              <th scope="row">{clientLabels[f.client]}</th>
              <td>{modeLabels[f.mode]}</td>
              {!singleNetwork && <td className={styles.nowrap}>{networks[f.network].name}</td>}
              <td className={styles.number}>{formatBytes(f.latest.bytes)}</td>
              <td className={styles.number}>
                {formatBytes(averageDailyGrowth(f.earlier, f.latest))}
                <div className={styles.note}>average since {formatIsoDate(f.earlier.measuredOn)}</div>
              </td>
              <td className={styles.nowrap}>
                <time dateTime={f.latest.measuredOn}>{formatIsoDate(f.latest.measuredOn)}</time>
                <div className={styles.note}>
                  <Link to={f.source.url}>source</Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
    </DataTable>
  );
}
