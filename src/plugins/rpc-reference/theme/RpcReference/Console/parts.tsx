import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { RpcExample, RpcMethodSpec } from '@site/src/data/rpc/types';
import { requestBody, JSON_RPC_ID } from '@site/src/lib/rpc-request';
import styles from './styles.module.css';

/** Pieces shared by the static example and the live console. */

export function Heading({ level, id, children }: { level: 3 | 4; id?: string; children: ReactNode }): ReactNode {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles.heading}>
      {children}
    </Tag>
  );
}

/** Where an example comes from: written for the page, or captured from an endpoint; and its note. */
function ExampleNote({ example }: { example: RpcExample }): ReactNode {
  if (!example.constructed && !example.note) return null;
  return (
    <p className={styles.hint}>
      {example.constructed && <strong>Constructed example: </strong>}
      {example.constructed && 'the values were written for this page and fit the schemas; a node gives its own. '}
      {example.note}
    </p>
  );
}

export function ExampleRequest({ spec, example }: { spec: RpcMethodSpec; example: RpcExample }): ReactNode {
  return (
    <CodeBlock language="json" title="Request body">
      {JSON.stringify(requestBody(spec.name, example.params), null, 2)}
    </CodeBlock>
  );
}

export function ExampleResponse({ example }: { example: RpcExample }): ReactNode {
  return (
    <>
      <CodeBlock language="json" title="Example response">
        {JSON.stringify({ jsonrpc: '2.0', id: JSON_RPC_ID, result: example.result }, null, 2)}
      </CodeBlock>
      <ExampleNote example={example} />
    </>
  );
}
