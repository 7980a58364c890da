import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { auditSet, monthLabel, type Audit, type AuditSetId } from '@site/src/data/audits';
import { DataTable } from '../ScrollTable';
import styles from './styles.module.css';

export interface Props {
  /** Which set of audits to show. */
  set: AuditSetId;
}

function AuditDate({ audit }: { audit: Audit }): ReactNode {
  if (!audit.month) return <span className={styles.muted}>Not stated</span>;
  return (
    <>
      <span className={styles.month}>{monthLabel(audit.month)}</span>
      {audit.monthFrom === 'report-address' && <span className={styles.muted}> (from the report link)</span>}
    </>
  );
}

function reportLabel(audit: Audit): string {
  return /\.pdf$/i.test(audit.url) ? 'Report (PDF)' : 'Report';
}

/** One component's audits, or one round of the core contracts: firm, month, scope and report. */
export default function AuditTable({ set: id }: Props): ReactNode {
  const set = auditSet(id);
  return (
    <div className={styles.wrapper} data-audit-set={set.id}>
      {(set.release || set.auditedCode) && (
        <ul className={styles.facts}>
          {set.release && (
            <li>
              Shipped with <Link to={`/release-notes#${set.release.anchor}`}>{set.release.label}</Link> in the release
              notes.
            </li>
          )}
          {set.auditedCode && (
            <li>
              Audited code: <a href={set.auditedCode.url}>{set.auditedCode.label}</a>. {set.auditedCode.from}
            </li>
          )}
        </ul>
      )}
      <DataTable caption={set.title} hideCaption className={styles.audits}>
        <thead>
          <tr>
            <th scope="col">Firm</th>
            <th scope="col">Month</th>
            <th scope="col">What it covered</th>
            <th scope="col">Report</th>
          </tr>
        </thead>
        <tbody>
          {set.audits.map((audit) => (
            <tr key={audit.url} data-audit>
              <th scope="row">{audit.firm}</th>
              <td>
                <AuditDate audit={audit} />
              </td>
              <td>
                {audit.scope}
                {audit.contractedBy && <> (contracted by {audit.contractedBy})</>}
                {audit.note && <div className={styles.note}>{audit.note}</div>}
              </td>
              <td>
                {/* The visible text is the same on every row; the name says whose report it is. */}
                <a href={audit.url} aria-label={`${reportLabel(audit)}: ${audit.firm}, ${audit.scope}`}>
                  {reportLabel(audit)}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}
