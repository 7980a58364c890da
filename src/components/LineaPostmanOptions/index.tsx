import React, { type ReactNode } from 'react';
import {
  postmanGroups,
  postmanOptionsSource,
  sourceFileUrl,
  variableAnchor,
  variablesIn,
  type PostmanGroupId,
  type PostmanVariable,
} from '@site/src/data/linea-postman-options';
import InlineMarkdown from '../InlineMarkdown';
import OptionsTable, { DefaultValue, TypeName, type OptionsColumn } from '../OptionsTable';
import styles from './styles.module.css';

export interface Props {
  /** The group of variables to list, as named in src/data/linea-postman-options.ts. */
  group: PostmanGroupId;
}

const columns: readonly OptionsColumn<PostmanVariable>[] = [
  {
    key: 'type',
    header: 'Type',
    cell: (v) => (
      <>
        <TypeName>{v.type}</TypeName>
        {v.range && <div className={styles.range}>{v.range}</div>}
      </>
    ),
  },
  { key: 'default', header: 'Default', values: true, cell: (v) => <DefaultValue value={v.default} /> },
  { key: 'description', header: 'What it does', cell: (v) => <InlineMarkdown text={v.description} /> },
];

const flags = (variable: PostmanVariable) => [
  variable.required === true && 'required',
  variable.required === 'conditional' && 'sometimes required',
  variable.secret && 'secret',
];

const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** One group of the Linea Postman's environment variables as a table: type, default, purpose. */
export default function LineaPostmanOptions({ group }: Props): ReactNode {
  const meta = postmanGroups.find((g) => g.id === group);
  if (!meta) throw new Error(`Unknown Linea Postman variable group: ${group}`);
  return (
    <OptionsTable
      caption={`${meta.title} variables`}
      nameHeader="Variable"
      rows={variablesIn(group)}
      name={(v) => v.name}
      anchor={(v) => variableAnchor(v.name)}
      flags={flags}
      columns={columns}
      source={
        <>
          Sources, in the Lineth monorepo at <code>{postmanOptionsSource.commit.slice(0, 7)}</code>:{' '}
          {meta.sources.map((path, i) => (
            <React.Fragment key={path}>
              {i > 0 && ', '}
              <a href={sourceFileUrl(path)} title={path}>
                <code>{fileName(path)}</code>
              </a>
            </React.Fragment>
          ))}
          .
        </>
      }
    />
  );
}
