import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { networks, type NetworkId } from '@site/src/data/networks';

export interface Props {
  network?: NetworkId;
}

/** The faucets of a test network, read from src/data/networks.ts. */
export default function FaucetList({ network = 'sepolia' }: Props): ReactNode {
  const net = networks[network];
  if (net.faucets.length === 0) return <p>{net.name} has no faucet: its ETH has real value.</p>;
  return (
    <ul>
      {net.faucets.map((faucet) => (
        <li key={faucet.url}>
          <Link to={faucet.url}>{faucet.name}</Link> <span>({new URL(faucet.url).host})</span>
        </li>
      ))}
    </ul>
  );
}
