import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { RpcMethod } from '@site/src/data/rpc-methods';
import styles from './styles.module.css';

/** Pieces shared by the static example and the live console. */

export function Heading({ level, children }: { level: 3 | 4; children: ReactNode }): ReactNode {
  const Tag = `h${level}` as const;
  return <Tag className={styles.heading}>{children}</Tag>;
}

export function ExampleResponse({ spec }: { spec: RpcMethod }): ReactNode {
  return (
    <>
      <CodeBlock language="json" title="Example response">
        {JSON.stringify(spec.example.response, null, 2)}
      </CodeBlock>
      {spec.example.note && <p className={styles.hint}>{spec.example.note}</p>}
    </>
  );
}
