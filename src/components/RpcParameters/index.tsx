import React, { type ReactNode } from 'react';
import { getRpcMethod } from '@site/src/data/rpc-methods';
import { parameterRows } from '@site/src/lib/rpc-tables';
import RpcFieldTable from '../RpcFieldTable';

export interface Props {
  method: string;
}

/** The parameters of a method, in the order they go in `params`, with the fields of objects below them. */
export default function RpcParameters({ method }: Props): ReactNode {
  const spec = getRpcMethod(method);
  return <RpcFieldTable caption={`Parameters of ${spec.name}, in order`} rows={parameterRows(spec.params)} requiredLabel="Required" />;
}
