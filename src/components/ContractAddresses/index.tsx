import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import {
  contractInfo,
  deployments,
  type ContractGroup,
  type ContractKey,
  type Layer,
} from '@site/src/data/deployments';
import { networks, type NetworkId } from '@site/src/data/networks';
import ContractAddress from '@site/src/components/ContractAddress';
import CopyButton from '@site/src/components/CopyButton';
import ScrollTable from '@site/src/components/ScrollTable';
import stacked from '@site/src/components/ScrollTable/stacked.module.css';
import styles from './styles.module.css';

export interface Props {
  network: NetworkId;
  /** Only contracts of these groups (default: all). */
  groups?: readonly ContractGroup[];
  /**
   * Only these contracts, in this order (overrides `groups`). Such a table is an excerpt of the
   * contracts page, and search leaves the contracts its rows name to that page.
   */
  contracts?: readonly ContractKey[];
}

const GROUP_NAMES: Record<ContractGroup, string> = {
  core: 'Core',
  governance: 'Governance',
  token: 'Token',
  utility: 'Utility',
  burn: 'Fee burn',
  yield: 'Yield',
  identity: 'Identity',
  cctp: 'CCTP',
};

/** Names the table's region, telling apart the tables of one page: what it lists, on which network. */
function tableName(network: NetworkId, groups: Props['groups'], contracts: Props['contracts']): string {
  const where = networks[network].name;
  if (contracts) return `${contracts.map((key) => contractInfo[key].name).join(', ')} on ${where}`;
  if (groups) return `${groups.map((group) => GROUP_NAMES[group]).join(' and ')} contracts on ${where}`;
  return `Contracts on ${where}`;
}

/** Deployed contracts of one network as a table: where each lives, its address, what it does. */
export default function ContractAddresses({ network, groups, contracts }: Props): ReactNode {
  const published = deployments[network];
  const keys = (contracts ?? (Object.keys(contractInfo) as ContractKey[])).filter(
    (key) => published[key] && (contracts || !groups || groups.includes(contractInfo[key].group)),
  );
  const layerName: Record<Layer, string> = { L1: networks[network].settlement.name, L2: networks[network].name };

  return (
    <ScrollTable label={tableName(network, groups, contracts)}>
      <table className={stacked.stacked} data-search={contracts?.length ? 'excerpt' : undefined}>
        <thead>
          <tr>
            <th scope="col">Contract</th>
            <th scope="col">Deployed on</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const info = contractInfo[key];
            const address = published[key] ?? '';
            return (
              <tr key={key}>
                <th scope="row" className={styles.contract}>
                  {info.referencePath ? (
                    <Link to={info.referencePath}>{info.name}</Link>
                  ) : (
                    info.name
                  )}
                  <div className={styles.role}>{info.role}</div>
                </th>
                <td data-label="Deployed on">{layerName[info.layer]}</td>
                <td className={styles.address}>
                  <ContractAddress network={network} contract={key} />
                  <CopyButton value={address} label={`${info.name} address on ${layerName[info.layer]}`} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}
