import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { DataTable } from '@site/src/components/ScrollTable';
import type { SchemaRow } from '@site/src/lib/rpc-schema';
import stacked from '@site/src/components/ScrollTable/stacked.module.css';
import styles from './tables.module.css';

export interface Props {
  caption: string;
  rows: readonly SchemaRow[];
  /** Column header of the yes/no column: "Required" for parameters, "Always present" for results. */
  requiredLabel: string;
}

/** A dotted path with its parents dimmed and a line-break opportunity after every dot. */
function FieldPath({ path }: { path: string }): ReactNode {
  const segments = path.split('.');
  const leaf = segments.pop();
  return (
    <code>
      {segments.map((segment, i) => (
        <React.Fragment key={i}>
          <span className={styles.parent}>{segment}.</span>
          <wbr />
        </React.Fragment>
      ))}
      {leaf}
    </code>
  );
}

/** A table of named, typed fields, nested ones indented under their parent. */
export default function FieldTable({ caption, rows, requiredLabel }: Props): ReactNode {
  return (
    <DataTable caption={caption} className={clsx(stacked.stacked, stacked.inline)}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">{requiredLabel}</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <th scope="row" className={styles.name} style={{ paddingLeft: `${0.75 + row.depth}rem` }}>
              <FieldPath path={row.path} />
            </th>
            <td className={styles.type} data-label="Type">
              {row.type}
            </td>
            <td data-label={requiredLabel}>{row.required ? 'yes' : 'no'}</td>
            <td>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
