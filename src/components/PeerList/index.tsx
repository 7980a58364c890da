import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { areaLabels, executionPeers, maruPeers, type Peer, type PeerArea } from '@site/src/data/bootnodes';
import { networks, type NetworkId } from '@site/src/data/networks';

export interface Props {
  network: NetworkId;
  layer: 'execution' | 'consensus';
  /**
   * `lines`: one address per line; `flag`: comma-separated, ready for a `--bootnodes` flag;
   * `json`: a JSON array, the shape of a `static-nodes.json` file.
   */
  format?: 'lines' | 'flag' | 'json';
  /** Only the peers Linea runs in this area. */
  area?: PeerArea;
}

/** Peers of a Linea network, from src/data/bootnodes.ts, as a copyable code block. */
export default function PeerList({ network, layer, format = 'lines', area }: Props): ReactNode {
  const all: readonly Peer[] = (layer === 'execution' ? executionPeers : maruPeers)[network];
  const peers = area ? all.filter((p) => p.area === area) : all;
  if (peers.length === 0) throw new Error(`No ${layer} peers for ${network}${area ? ` in ${area}` : ''}`);
  const addresses = peers.map((p) => p.address);
  const what = layer === 'execution' ? 'Execution-layer peers' : 'Maru peers';
  const regions = [...new Set(peers.map((p) => p.region).filter(Boolean))].join(', ');
  const where = area ? `, ${areaLabels[area]}${regions ? ` (${regions})` : ''}` : '';
  const title = `${what}, ${networks[network].name}${where}`;
  if (format === 'json') {
    return (
      <CodeBlock language="json" title={title}>
        {JSON.stringify(addresses, null, 2)}
      </CodeBlock>
    );
  }
  return (
    <CodeBlock language="text" title={title}>
      {format === 'flag' ? addresses.join(',') : addresses.join('\n')}
    </CodeBlock>
  );
}
