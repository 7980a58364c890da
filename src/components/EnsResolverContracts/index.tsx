import React, { type ReactNode } from 'react';
import AddressTable from '@site/src/components/AddressTable';
import { L1_EXPLORER, l1ResolutionContracts } from '@site/src/data/linea-names';

/** Ethereum Mainnet contracts that resolve ENS names through Linea state proofs. */
export default function EnsResolverContracts(): ReactNode {
  return (
    <AddressTable
      caption="Resolution contracts on Ethereum Mainnet"
      rows={l1ResolutionContracts.map((c) => ({
        name: c.name,
        address: c.address,
        description: c.role,
        href: `${L1_EXPLORER}/address/${c.address}`,
      }))}
    />
  );
}
