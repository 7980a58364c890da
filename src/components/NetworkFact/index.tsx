import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { chainIdHex, networks, primaryExplorer, type NetworkId } from '@site/src/data/networks';

export type Fact = 'name' | 'chainId' | 'chainIdHex' | 'rpc' | 'webSocket' | 'explorer' | 'explorerApi' | 'settlement';

export interface Props {
  network: NetworkId;
  fact: Fact;
  /** For `explorer` and `explorerApi`: the explorer's name; the primary official one when omitted. */
  explorer?: string;
}

/**
 * One parameter of a Linea network, read from src/data/networks.ts so that prose never retypes
 * a chain ID, endpoint or explorer URL.
 */
export default function NetworkFact({ network, fact, explorer }: Props): ReactNode {
  const n = networks[network];
  const pickExplorer = () => {
    const found = explorer ? n.explorers.find((e) => e.name === explorer) : primaryExplorer(n);
    if (!found) throw new Error(`${n.name} has no explorer named ${explorer}`);
    return found;
  };
  switch (fact) {
    case 'name':
      return n.name;
    case 'settlement':
      return n.settlement.name;
    case 'chainId':
      return <code>{n.chainId}</code>;
    case 'chainIdHex':
      return <code>{chainIdHex(n)}</code>;
    case 'rpc':
      return <code>{n.rpcUrls.http}</code>;
    case 'webSocket':
      return <code>{n.rpcUrls.webSocket}</code>;
    case 'explorer': {
      const e = pickExplorer();
      return <Link to={e.url}>{e.name}</Link>;
    }
    case 'explorerApi': {
      const e = pickExplorer();
      if (!e.apiUrl) throw new Error(`${e.name} on ${n.name} has no API URL`);
      return <code>{e.apiUrl}</code>;
    }
  }
}
