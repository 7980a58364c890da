import React, { type ReactNode } from 'react';
import {
  groupSourceUrl,
  optionAnchor,
  optionGroups,
  optionsIn,
  type OptionGroupId,
  type PluginOption,
} from '@site/src/data/linea-besu-plugin-options';
import OptionsTable, { DefaultValue, NoValue, TypeName, type OptionsColumn } from '../OptionsTable';
import styles from './styles.module.css';

export interface Props {
  /** The option group to list, as named in src/data/linea-besu-plugin-options.ts. */
  group: OptionGroupId;
}

function ProfileValues({ profiles }: Pick<PluginOption, 'profiles'>): ReactNode {
  const { mainnet, sepolia } = profiles ?? {};
  const unset = <NoValue>not set</NoValue>;
  if (mainnet === undefined && sepolia === undefined) return unset;
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

const columns: readonly OptionsColumn<PluginOption>[] = [
  { key: 'type', header: 'Type', cell: (o) => <TypeName>{o.type}</TypeName> },
  { key: 'default', header: 'Default', values: true, cell: (o) => <DefaultValue value={o.default} /> },
  {
    key: 'profiles',
    header: (
      <>
        <code>advanced-*</code> profiles
      </>
    ),
    values: true,
    cell: (o) => <ProfileValues profiles={o.profiles} />,
  },
  { key: 'description', header: 'What it does', searched: true, cell: (o) => o.description },
];

const flags = (option: PluginOption) => [option.hidden && 'hidden', option.required && 'required', option.deprecated && 'deprecated'];

/** One group of Linea Besu plugin options as a table: type, default, profile values, purpose. */
export default function LineaBesuPluginOptions({ group }: Props): ReactNode {
  const meta = optionGroups.find((g) => g.id === group);
  if (!meta) throw new Error(`Unknown Linea Besu option group: ${group}`);
  return (
    <OptionsTable
      caption={`${meta.title} options`}
      nameHeader="Option"
      rows={optionsIn(group)}
      name={(o) => o.name}
      anchor={(o) => optionAnchor(o.name)}
      flags={flags}
      columns={columns}
      source={
        <>
          Declared in{' '}
          <a href={groupSourceUrl(meta)}>
            <code>{meta.className}</code>
          </a>
          .
        </>
      }
    />
  );
}
