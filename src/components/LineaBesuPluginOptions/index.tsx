import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {
  groupSourceUrl,
  optionAnchor,
  optionGroups,
  optionsIn,
  type OptionGroupId,
  type PluginOption,
} from '@site/src/data/linea-besu-plugin-options';
import { DataTable } from '../ScrollTable';
import styles from './styles.module.css';

export interface Props {
  /** The option group to list, as named in src/data/linea-besu-plugin-options.ts. */
  group: OptionGroupId;
}

function ProfileValues({ profiles }: Pick<PluginOption, 'profiles'>): ReactNode {
  const { mainnet, sepolia } = profiles ?? {};
  if (mainnet === undefined && sepolia === undefined) return <span className={styles.none}>not set</span>;
  const unset = <span className={styles.none}>not set</span>;
  if (mainnet === sepolia) {
    return (
      <>
        <code>{mainnet}</code> <span className={styles.network}>(both)</span>
      </>
    );
  }
  return (
    <ul className={styles.values}>
      <li>
        <span className={styles.network}>Mainnet:</span> {mainnet === undefined ? unset : <code>{mainnet}</code>}
      </li>
      <li>
        <span className={styles.network}>Sepolia:</span> {sepolia === undefined ? unset : <code>{sepolia}</code>}
      </li>
    </ul>
  );
}

/** One group of Linea Besu plugin options as a table: type, default, profile values, purpose. */
export default function LineaBesuPluginOptions({ group }: Props): ReactNode {
  const meta = optionGroups.find((g) => g.id === group);
  if (!meta) throw new Error(`Unknown Linea Besu option group: ${group}`);
  const rows = optionsIn(group);
  // Each row is a link target (`…#plugin-linea-max-tx-gas-limit`): register it, so the build's
  // broken-anchor check knows it exists.
  const brokenLinks = useBrokenLinks();
  for (const option of rows) brokenLinks.collectAnchor(optionAnchor(option.name));
  return (
    <div className={styles.wrapper}>
      <DataTable
        caption={`${meta.title} options`}
        hideCaption
        className={styles.options}
      >
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">
              <code>advanced-*</code> profiles
            </th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((option) => (
            <tr key={option.name} id={optionAnchor(option.name)}>
              <th scope="row">
                <code className={styles.name}>{option.name}</code>{' '}
                {(option.hidden || option.required || option.deprecated) && (
                  <span className={styles.flags}>
                    {option.hidden && <span className={styles.flag}>hidden</span>}{' '}
                    {option.required && <span className={styles.flag}>required</span>}{' '}
                    {option.deprecated && <span className={styles.flag}>deprecated</span>}
                  </span>
                )}
              </th>
              <td>
                <code className={styles.type}>{option.type}</code>
              </td>
              <td className={styles.value}>
                {option.default === null ? <span className={styles.none}>none</span> : <code>{option.default}</code>}
              </td>
              <td className={styles.value}>
                <ProfileValues profiles={option.profiles} />
              </td>
              <td>{option.description}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p className={styles.source}>
        Declared in{' '}
        <a href={groupSourceUrl(meta)}>
          <code>{meta.className}</code>
        </a>
        .
      </p>
    </div>
  );
}
