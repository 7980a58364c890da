import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { networks, primaryExplorer, type NetworkId } from '@site/src/data/networks';

export type LinkField = 'explorer' | 'bridge' | 'rpc';

export interface Props {
  network: NetworkId;
  to: LinkField;
  /** Link text; defaults to the URL itself. */
  children?: ReactNode;
}

/** A link to one of a network's sites, with the URL read from src/data/networks.ts. */
export default function NetworkLink({ network, to, children }: Props): ReactNode {
  const net = networks[network];
  const url = { explorer: primaryExplorer(net).url, bridge: net.bridgeUrl, rpc: net.rpcUrls.http }[to];
  return <Link to={url}>{children ?? url}</Link>;
}
