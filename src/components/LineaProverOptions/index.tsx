import React, { type ReactNode } from 'react';
import {
  keyAnchor,
  keysIn,
  proverCircuits,
  proverCircuitsPath,
  proverOptionsSource,
  proverSections,
  sampleModuleLimits,
  sampleModuleLimitsPath,
  sourceFileUrl,
  type ProverKey,
  type ProverSectionId,
} from '@site/src/data/linea-prover-options';
import { groupedInteger } from '@site/src/lib/numbers';
import OptionsTable, { SourceFiles, settingColumns } from '../OptionsTable';
import { DataTable } from '../ScrollTable';
import WordBreaks from '../WordBreaks';
import styles from './styles.module.css';

export interface Props {
  /** The section of keys to list, as named in src/data/linea-prover-options.ts. */
  section: ProverSectionId;
}

const columns = settingColumns<ProverKey>();

const flags = (key: ProverKey) => [key.required && 'required', key.setup && 'set at setup'];

const monorepo = 'the Lineth monorepo';

/** One section of the Linea Prover's TOML keys as a table: type, default, purpose. */
export default function LineaProverOptions({ section }: Props): ReactNode {
  const meta = proverSections.find((s) => s.id === section);
  if (!meta) throw new Error(`Unknown Linea Prover configuration section: ${section}`);
  return (
    <OptionsTable
      caption={meta.table === null ? 'Top-level keys' : `Keys of [${meta.table}]`}
      nameHeader="Key"
      rows={keysIn(section)}
      name={(k) => k.key}
      anchor={(k) => keyAnchor(k.key)}
      flags={flags}
      columns={columns}
      source={<SourceFiles repository={monorepo} source={proverOptionsSource} paths={meta.sources} />}
    />
  );
}

/** A sentence naming the one file a table was copied from, at the commit it was read at. */
function ReadFrom({ path }: { path: string }): ReactNode {
  return (
    <p className={styles.source}>
      Read from{' '}
      <a href={sourceFileUrl(path)} title={path}>
        <code>{path}</code>
      </a>{' '}
      in {monorepo} at <code>{proverOptionsSource.commit.slice(0, 7)}</code>.
    </p>
  );
}

/** The circuits an aggregation may take, by their bit in `aggregation.is_allowed_circuit_id`. */
export function ProverCircuitIds(): ReactNode {
  return (
    <div className={styles.wrapper}>
      <DataTable caption="Circuit IDs and their bits" hideCaption className={styles.compact}>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              Bit
            </th>
            <th scope="col" className={styles.number}>
              Value
            </th>
            <th scope="col">Circuit</th>
            <th scope="col">Kind</th>
          </tr>
        </thead>
        <tbody>
          {proverCircuits.map((c) => (
            <tr key={c.bit}>
              <td className={styles.number}>{c.bit}</td>
              <td className={styles.number}>{groupedInteger(2 ** c.bit)}</td>
              <th scope="row">
                <code>
                  <WordBreaks text={c.name} />
                </code>
              </th>
              <td>{c.dummy ? 'Dummy, for test networks' : 'Production'}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <ReadFrom path={proverCircuitsPath} />
    </div>
  );
}

/** The `[traces_limits]` list of the Linea Mainnet sample file: sample values, not defaults. */
export function SampleModuleLimits(): ReactNode {
  return (
    <div className={styles.wrapper}>
      <DataTable caption="Module limits in the Linea Mainnet sample" hideCaption className={styles.compact}>
        <thead>
          <tr>
            <th scope="col">
              <code>module</code>
            </th>
            <th scope="col" className={styles.number}>
              <code>limit</code>
            </th>
            <th scope="col" className={styles.number}>
              <code>limit_large</code>
            </th>
            <th scope="col">
              <code>is_not_scalable</code>
            </th>
          </tr>
        </thead>
        <tbody>
          {sampleModuleLimits.map((m) => (
            <tr key={m.module}>
              <th scope="row">{m.module === '' ? <span className={styles.fallback}>empty (fallback)</span> : <code><WordBreaks text={m.module} /></code>}</th>
              <td className={styles.number}>{groupedInteger(m.limit)}</td>
              <td className={styles.number}>{groupedInteger(m.limitLarge)}</td>
              <td>{m.notScalable ? <code>true</code> : ''}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <ReadFrom path={sampleModuleLimitsPath} />
    </div>
  );
}
