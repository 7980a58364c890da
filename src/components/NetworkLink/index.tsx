import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { bridgeAppUrl, networks, primaryExplorer, statusPageUrl, type NetworkId } from '@site/src/data/networks';

/**
 * `bridge` is the network's native (canonical) bridge; `bridge-app` is the whole bridge app,
 * whose "All bridges" tab is the aggregator.
 */
export type LinkTarget = 'explorer' | 'bridge' | 'bridge-app' | 'rpc' | 'status';

export interface Props {
  to: LinkTarget;
  /** Network whose site to link to (the status page covers both). */
  network?: NetworkId;
  /** For `to="explorer"`: the explorer's name; defaults to the network's first official explorer. */
  explorer?: string;
  /** Link text; defaults to the explorer's name for explorers and to the URL otherwise. */
  children?: ReactNode;
}

/** A link to one of Linea's sites, with the URL read from src/data/networks.ts. */
export default function NetworkLink({ to, network = 'mainnet', explorer, children }: Props): ReactNode {
  const net = networks[network];
  const pickExplorer = () => {
    if (!explorer) return primaryExplorer(net);
    const found = net.explorers.find((e) => e.name === explorer);
    if (!found) throw new Error(`${net.name} has no explorer named ${explorer}`);
    return found;
  };
  if (to === 'explorer') {
    const e = pickExplorer();
    return <Link to={e.url}>{children ?? e.name}</Link>;
  }
  const urls: Record<Exclude<LinkTarget, 'explorer'>, string> = {
    bridge: net.bridgeUrl,
    'bridge-app': bridgeAppUrl,
    rpc: net.rpcUrls.http,
    status: statusPageUrl,
  };
  const url = urls[to];
  return <Link to={url}>{children ?? url}</Link>;
}
