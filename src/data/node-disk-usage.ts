/**
 * Disk space used by Linea nodes, as measured by the Linea team on the volumes of its own
 * production nodes. Each figure keeps the date it was measured and where it was published, so a
 * reader can judge how fresh it is; the NodeDiskUsage component renders them as a table and
 * derives the average daily growth from two measurements of the same volume.
 * tests/unit/node-disk-usage.test.ts validates the data.
 *
 * Source: Consensys/doc.linea `linea-node-size/data.json`, weekly snapshots of the persistent
 * volumes `data-linea-besu-full-0`, `data-linea-besu-archive-v3-0`,
 * `data-linea-geth-archive-v2-0` and `data-linea-geth-full-snapshot-0` (cluster
 * `linea-prod-eks`). Linea publishes no measurement for Erigon or Nethermind, and none for
 * Linea Sepolia.
 *
 * These are the newest figures at Consensys/doc.linea 994028bc (6 August 2026): the last update of
 * data.json is 84fe7bba (3 November 2025), and doc.linea retired the scheduled updater in May 2026
 * (567e2ed6, scripts/stale/node-size-updater/README.md); the Geth full volume is not among the
 * targets of its last version (scripts/fetchNodeSize.js). The Lineth monorepo (cb180134) publishes no disk figures. Do not extrapolate them.
 */
import type { NetworkId } from './networks';
import { repositories, repositoryFile } from './repositories';

/** Execution clients Linea has measured. Linea Besu stores its data the way Besu does. */
export type MeasuredClient = 'besu' | 'geth';

/** Full nodes keep recent state; archive nodes keep the state at every block. */
export type NodeMode = 'full' | 'archive';

export interface DiskMeasurement {
  /** Bytes used on the volume. */
  bytes: number;
  /** Day of the measurement, ISO 8601 (YYYY-MM-DD, UTC). */
  measuredOn: string;
}

export interface DiskUsageFigure {
  id: string;
  client: MeasuredClient;
  mode: NodeMode;
  network: NetworkId;
  /** The newest published measurement. */
  latest: DiskMeasurement;
  /** An earlier measurement of the same volume, used to derive the average daily growth. */
  earlier: DiskMeasurement;
  source: { name: string; url: string };
}

export const clientLabels: Record<MeasuredClient, string> = {
  besu: 'Besu and Linea Besu',
  geth: 'Geth',
};

const lineaNodeSize = {
  name: 'Linea node size measurements (Consensys/doc.linea)',
  url: repositoryFile(repositories.docs, 'linea-node-size/data.json'),
} as const;

export const diskUsage: readonly DiskUsageFigure[] = [
  {
    id: 'besu-full-mainnet',
    client: 'besu',
    mode: 'full',
    network: 'mainnet',
    latest: { bytes: 508_880_302_080, measuredOn: '2025-11-03' },
    earlier: { bytes: 500_235_812_864, measuredOn: '2025-10-13' },
    source: lineaNodeSize,
  },
  {
    id: 'besu-archive-mainnet',
    client: 'besu',
    mode: 'archive',
    network: 'mainnet',
    latest: { bytes: 3_869_318_721_536, measuredOn: '2025-11-03' },
    earlier: { bytes: 3_811_821_080_576, measuredOn: '2025-10-13' },
    source: lineaNodeSize,
  },
  {
    id: 'geth-full-mainnet',
    client: 'geth',
    mode: 'full',
    network: 'mainnet',
    latest: { bytes: 747_780_227_072, measuredOn: '2025-05-19' },
    earlier: { bytes: 722_132_893_696, measuredOn: '2025-02-24' },
    source: lineaNodeSize,
  },
  {
    id: 'geth-archive-mainnet',
    client: 'geth',
    mode: 'archive',
    network: 'mainnet',
    latest: { bytes: 3_967_006_654_464, measuredOn: '2025-11-03' },
    earlier: { bytes: 3_886_857_310_208, measuredOn: '2025-10-13' },
    source: lineaNodeSize,
  },
];

export function figuresFor(filter: { clients?: readonly MeasuredClient[]; network?: NetworkId } = {}): DiskUsageFigure[] {
  return diskUsage.filter(
    (f) => (filter.clients === undefined || filter.clients.includes(f.client)) && (filter.network === undefined || f.network === filter.network),
  );
}
