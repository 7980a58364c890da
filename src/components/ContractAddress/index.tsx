import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { addressUrl, contractAddress, contractInfo, layerExplorers, type ContractKey } from '@site/src/data/deployments';
import type { NetworkId } from '@site/src/data/networks';
import styles from './styles.module.css';

export interface Props {
  network: NetworkId;
  contract: ContractKey;
}

/** One deployed contract address, in full, linked to the explorer of the layer it lives on. */
export default function ContractAddress({ network, contract }: Props): ReactNode {
  const address = contractAddress(network, contract);
  const explorer = layerExplorers[network][contractInfo[contract].layer];
  return (
    <Link to={addressUrl(network, contract)} className={styles.link} title={`${contractInfo[contract].name} on ${explorer.name}`}>
      <code className={styles.address}>{address}</code>
    </Link>
  );
}
