import type { ReactNode } from 'react';
import {
  postmanGroups,
  postmanOptionsSource,
  variableAnchor,
  variablesIn,
  type PostmanGroupId,
  type PostmanVariable,
} from '@site/src/data/linea-postman-options';
import OptionsTable, { SourceFiles, settingColumns } from '../OptionsTable';

export interface Props {
  /** The group of variables to list, as named in src/data/linea-postman-options.ts. */
  group: PostmanGroupId;
}

const columns = settingColumns<PostmanVariable>();

const flags = (variable: PostmanVariable) => [
  variable.required === true && 'required',
  variable.required === 'conditional' && 'sometimes required',
  variable.secret && 'secret',
];

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
      source={<SourceFiles repository="the Lineth monorepo" source={postmanOptionsSource} paths={meta.sources} />}
    />
  );
}
