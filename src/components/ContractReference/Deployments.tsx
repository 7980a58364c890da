import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Cards from '@site/src/components/Cards';
import { addressUrl, contractAddress, contractInfo, deployments, type ContractKey } from '@site/src/data/deployments';
import { networks, type NetworkId } from '@site/src/data/networks';
import type { ContractReference } from '@site/src/lib/contractReference';
import ScrollTable from '@site/src/components/ScrollTable';
import { styles } from './shared';

/** The pages of the sidebar category this page is the index of. */
export function ContractSectionPages({ pages }: { pages: ContractReference['sectionPages'] }): ReactNode {
  return <Cards items={pages} />;
}

/** The addresses of the page's contract on every network, each linked to its explorer. */
export function ContractDeployments({ keys }: { keys: readonly ContractKey[] }): ReactNode {
  const rows = (Object.keys(deployments) as NetworkId[]).flatMap((network) =>
    keys.filter((key) => deployments[network][key]).map((key) => ({ network, key })),
  );
  return (
    <>
      <p>
        Each address links to the block explorer of the chain it is deployed on. The addresses are proxies: read the implementation behind
        them on the explorer. <Link to="/get-started/build/contracts">Contracts</Link> lists every core contract of both networks in one
        place.
      </p>
      <ScrollTable label="Deployed addresses">
        <table>
          <thead>
            <tr>
              <th scope="col">Contract</th>
              <th scope="col">Network</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ network, key }) => {
              const info = contractInfo[key];
              const chain = info.layer === 'L1' ? networks[network].settlement.name : networks[network].name;
              return (
                <tr key={`${network}-${key}`}>
                  <td>{info.name}</td>
                  <td>{chain}</td>
                  <td>
                    <Link to={addressUrl(network, key)} className={styles.address}>
                      <code>{contractAddress(network, key)}</code>
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollTable>
    </>
  );
}
