import React, { type ReactNode } from 'react';
import {
  disabledPrecompiles,
  limitGroups,
  limitsIn,
  powerOfTwoExponent,
  proverLimitsSource,
  sourceFileUrl,
  type LimitGroup,
} from '@site/src/data/prover-limits';
import { longUtcDate } from '@site/src/lib/dates';
import { groupedInteger } from '@site/src/lib/numbers';
import { DataTable } from '../ScrollTable';
import WordBreaks from '../WordBreaks';
import styles from './styles.module.css';

export interface Props {
  /** Which groups to show, in order; all of them by default. */
  groups?: readonly LimitGroup[];
}

function formatDate(iso: string): string {
  // In UTC: the server-rendered and hydrated text must be identical.
  return longUtcDate(new Date(`${iso}T00:00:00Z`));
}

/** The Linea Mainnet module limits, one table per group, with the file and commit they come from. */
export default function ProverLimitsTable({ groups = limitGroups.map((g) => g.group) }: Props): ReactNode {
  const source = proverLimitsSource;
  return (
    <div className={styles.wrapper}>
      <p className={styles.source}>
        {source.network} limits from{' '}
        <a href={sourceFileUrl(source)}>
          <code>{source.path}</code>
        </a>{' '}
        (Linea Besu <code>{source.profile}</code> profile), unchanged since {formatDate(source.lastChanged)}; read on{' '}
        {formatDate(source.readAt)} at commit <code>{source.commit.slice(0, 7)}</code>.
      </p>
      {groups.map((group) => {
        const meta = limitGroups.find((g) => g.group === group);
        if (!meta) return null;
        const rows = limitsIn(group);
        return (
          <DataTable
            key={group}
            label={meta.title}
            className={styles.limits}
            caption={
              <>
                {meta.title} <span className={styles.unit}>({meta.unit})</span>
              </>
            }
          >
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className={styles.number}>
                  Limit per block
                </th>
                <th scope="col">What it counts</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const exponent = group === 'arithmetization' ? powerOfTwoExponent(row.limit) : undefined;
                return (
                  <tr key={row.name} id={`limit-${row.name.toLowerCase()}`}>
                    <th scope="row">
                      <code>
                        <WordBreaks text={row.name} />
                      </code>
                    </th>
                    <td className={styles.number}>
                      {groupedInteger(row.limit)}
                      {exponent !== undefined && (
                        <span className={styles.power}>
                          {' '}
                          (2<sup>{exponent}</sup>)
                        </span>
                      )}
                    </td>
                    <td>{row.counts}</td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        );
      })}
      {groups.includes('precompile') && (
        <p className={styles.note}>
          Set to zero, so any call is rejected:{' '}
          {disabledPrecompiles.map((d, i) => (
            <React.Fragment key={d.precompile}>
              {i > 0 && '; '}
              {d.precompile} ({d.names.map((n, j) => (
                <React.Fragment key={n}>
                  {j > 0 && ', '}
                  <code>{n}</code>
                </React.Fragment>
              ))})
            </React.Fragment>
          ))}
          .
        </p>
      )}
    </div>
  );
}
