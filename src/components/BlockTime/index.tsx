import type { ReactNode } from 'react';
import { networks, type NetworkId } from '@site/src/data/networks';

export interface Props {
  network?: NetworkId;
}

/** A network's typical block time from src/data/networks.ts, as inline text ("1 second"). */
export default function BlockTime({ network = 'mainnet' }: Props): ReactNode {
  const seconds = networks[network].blockTimeSeconds;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
