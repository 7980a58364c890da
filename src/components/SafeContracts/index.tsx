import React, { type ReactNode } from 'react';
import AddressTable from '@site/src/components/AddressTable';
import { networks, primaryExplorer, type NetworkId } from '@site/src/data/networks';
import { safeRelease, type SafeVersion } from '@site/src/data/safe-deployments';

export interface Props {
  version: SafeVersion;
  network: NetworkId;
}

/** The Safe contracts of one release on one Linea network, linked to the network's explorer. */
export default function SafeContracts({ version, network }: Props): ReactNode {
  const release = safeRelease(version);
  const n = networks[network];
  if (!release.networks.includes(network)) throw new Error(`Safe ${version} is not deployed on ${n.name}`);
  const explorer = primaryExplorer(n).url;
  return (
    <AddressTable
      caption={`Safe ${version} contracts on ${n.name}`}
      rows={release.contracts.map((c) => ({ name: c.name, address: c.address, href: `${explorer}/address/${c.address}` }))}
    />
  );
}
