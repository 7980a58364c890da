import React, { type ReactNode } from 'react';
import { getRpcMethod } from '@site/src/data/rpc-methods';
import { resultRows } from '@site/src/lib/rpc-tables';
import RpcFieldTable from '../RpcFieldTable';

export interface Props {
  method: string;
}

/** What `result` holds: a sentence for a plain value, a table for an object. */
export default function RpcResult({ method }: Props): ReactNode {
  const { name, result } = getRpcMethod(method);
  return (
    <>
      <p>
        <strong>{result.type}</strong>: {result.description}
      </p>
      {result.fields && <RpcFieldTable caption={`Fields of the result of ${name}`} rows={resultRows(result.fields)} requiredLabel="Always present" />}
    </>
  );
}
