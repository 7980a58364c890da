import React, { type ReactNode } from 'react';
import { networks, type NetworkId } from '@site/src/data/networks';
import { networkFact, type NetworkField } from '@site/src/lib/networkFacts';

export interface Props {
  network: NetworkId;
  field: NetworkField;
}

/** One network fact inside a sentence, read from src/data/networks.ts. */
export default function NetworkValue({ network, field }: Props): ReactNode {
  const fact = networkFact(networks[network], field);
  return fact.literal ? <code>{fact.text}</code> : <>{fact.text}</>;
}
