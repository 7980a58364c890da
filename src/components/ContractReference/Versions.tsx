import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { DeploymentNetwork } from '@site/src/data/contracts/types';
import type { DeploymentStatus, VersionRecord } from '@site/src/lib/contractReference';
import { DataTable } from '@site/src/components/ScrollTable';
import WordBreaks from '@site/src/components/WordBreaks';
import { styles } from './shared';

const NETWORK_NAMES: Record<DeploymentNetwork, string> = {
  ethereumMainnet: 'Ethereum Mainnet',
  ethereumSepolia: 'Ethereum Sepolia',
  lineaMainnet: 'Linea Mainnet',
  lineaSepolia: 'Linea Sepolia',
};

const STATUS: Record<DeploymentStatus, string> = {
  same: 'Deployed: the version on this page',
  newer: 'Upcoming: this page documents a newer version',
  older: 'This page documents an older version',
  unversioned: 'No version published',
};

/**
 * The version a page documents and its source commit, then, for every deployed contract built
 * from that code, the version Linea last published for each network and how the two compare.
 */
export function ContractVersions({ versions: v, title }: { versions: VersionRecord; title: string }): ReactNode {
  const rows = v.deployedIn.flatMap((host) => host.networks.map((n) => ({ host, ...n })));
  const upcoming = rows.filter((r) => r.status === 'newer');
  return (
    <>
      <p>
        <strong>Version:</strong> this page documents{' '}
        {v.version ? (
          <>
            contract version <code>{v.version}</code>
            {v.deployedIn[0] && v.deployedIn[0].name !== title ? <> of {v.deployedIn[0].name}</> : null}, as
          </>
        ) : (
          'the code as'
        )}{' '}
        of monorepo commit <code>{v.commit.slice(0, 10)}</code> ({v.date}).{' '}
        {rows.length === 0 ? <>No contract that Linea lists as deployed is built from it.</> : null}
        {upcoming.length > 0 ? (
          <>
            On {[...new Set(upcoming.map((r) => NETWORK_NAMES[r.network]))].join(' and ')}, an earlier version runs
            {v.marksAdditions ? <>: the members marked &ldquo;New in&rdquo; are upcoming there, in the documented source but not yet deployed</> : null}.
          </>
        ) : null}
      </p>
      {rows.length > 0 ? (
        <DataTable caption="Deployed versions, as Linea last published them">
          <thead>
            <tr>
              <th scope="col">Contract</th>
              <th scope="col">Documented</th>
              <th scope="col">Network</th>
              <th scope="col">Deployed version</th>
              <th scope="col">Compared with this page</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.host.name}-${r.network}`}>
                <td>
                  {r.host.name === title ? (
                    <code>
                      <WordBreaks text={r.host.name} />
                    </code>
                  ) : (
                    <Link to={r.host.href}>
                      <code>
                        <WordBreaks text={r.host.name} />
                      </code>
                    </Link>
                  )}
                </td>
                <td>{r.host.version ? <code>{r.host.version}</code> : <span className={styles.muted}>not versioned</span>}</td>
                <td>{NETWORK_NAMES[r.network]}</td>
                <td>
                  {r.version ? <code>{r.version}</code> : <span className={styles.muted}>not versioned</span>}
                  {r.since ? `, since ${r.since}` : null}
                </td>
                <td>{STATUS[r.status]}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </>
  );
}
