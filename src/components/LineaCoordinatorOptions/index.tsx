import type { ReactNode } from 'react';
import {
  coordinatorOptionsSource,
  coordinatorSections,
  keyAnchor,
  keysIn,
  keysInside,
  sharedKeyAnchor,
  type CoordinatorKey,
  type CoordinatorSectionId,
} from '@site/src/data/linea-coordinator-options';
import OptionsTable, { SourceFiles, settingColumns } from '../OptionsTable';

export interface Props {
  /** The section of keys to list, as named in src/data/linea-coordinator-options.ts. */
  section: CoordinatorSectionId;
}

const columns = settingColumns<CoordinatorKey>();

const flags = (key: CoordinatorKey) => [
  key.required === true && 'required',
  key.required === 'conditional' && 'sometimes required',
  key.secret && 'secret',
  key.unused && 'unused',
];

/** The anchor of a row: its full key, or, in the retry and signer tables, `retries.` or `signer.` and the key. */
function anchorOf(key: CoordinatorKey): string {
  return key.section === 'retry-table' || key.section === 'signer-table' ? sharedKeyAnchor(key.section, key.key) : keyAnchor(key.key);
}

/** One section of the Linea Coordinator's TOML keys as a table: type, default, purpose. */
export default function LineaCoordinatorOptions({ section }: Props): ReactNode {
  const meta = coordinatorSections.find((s) => s.id === section);
  if (!meta) throw new Error(`Unknown Linea Coordinator configuration section: ${section}`);
  return (
    <OptionsTable
      caption={meta.table === null ? `${meta.title}: keys` : `Keys of [${meta.table}]`}
      nameHeader="Key"
      rows={keysIn(section)}
      name={(k) => k.key}
      anchor={anchorOf}
      aliases={keysInside}
      flags={flags}
      columns={columns}
      source={<SourceFiles repository="the Lineth monorepo" source={coordinatorOptionsSource} paths={meta.sources} />}
    />
  );
}
