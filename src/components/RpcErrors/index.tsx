import React, { type ReactNode } from 'react';
import { getRpcMethod } from '@site/src/data/rpc-methods';
import ScrollTable from '../ScrollTable';
import styles from './styles.module.css';

export interface Props {
  method: string;
}

/** Errors a method returns in the JSON-RPC `error` object: code, message as sent, and what to do. */
export default function RpcErrors({ method }: Props): ReactNode {
  const spec = getRpcMethod(method);
  const hasStandard = spec.errors.some((e) => e.standard);
  return (
    <>
      <ScrollTable label={`Errors of ${spec.name}`}>
        <table className={styles.table}>
        <caption className={styles.caption}>Errors of {spec.name}; parts in angle brackets vary</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Message</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {spec.errors.map((error) => (
            <tr key={`${error.code} ${error.message}`}>
              <td data-label="Code">
                <code>{error.code}</code>
              </td>
              <th scope="row" className={styles.message}>
                <code>{error.message}</code>
                {error.standard && <span className={styles.standard}> (standard)</span>}
              </th>
              <td>{error.meaning}</td>
            </tr>
          ))}
        </tbody>
        </table>
      </ScrollTable>
      {hasStandard && <p className={styles.note}>Errors marked standard come from the Ethereum client itself and are not specific to Linea.</p>}
    </>
  );
}
