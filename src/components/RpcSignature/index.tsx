import React, { type ReactNode } from 'react';
import { getRpcMethod } from '@site/src/data/rpc-methods';
import styles from './styles.module.css';

export interface Props {
  method: string;
}

/** The call at a glance: parameters in order (optional ones marked `?`) and the shape of the result. */
export default function RpcSignature({ method }: Props): ReactNode {
  const spec = getRpcMethod(method);
  const params = spec.params.map((p) => `${p.name}${p.required ? '' : '?'}`).join(', ');
  const fields = spec.result.fields?.map((f) => f.name);
  const result = fields ? `{ ${fields.join(', ')} }` : spec.result.type;
  return (
    <figure className={styles.signature}>
      <pre className={styles.code}>
        <code>
          <span className={styles.name}>{spec.name}</span>({params}) → {result}
          {spec.result.nullable ? ' | null' : ''}
        </code>
      </pre>
      <figcaption className={styles.summary}>{spec.summary}</figcaption>
    </figure>
  );
}
