import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import {
  ethereumLimits,
  finalityStages,
  opcodeDifferences,
  precompiles,
  protocolDifferences,
  rpcDifferences,
  transactionTypes,
  type PrecompileStatus,
  type Source,
} from '@site/src/data/ethereum-differences';
import { networks } from '@site/src/data/networks';
import { networkFact, type NetworkField } from '@site/src/lib/networkFacts';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import ScrollTable from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

export type Table = 'opcodes' | 'precompiles' | 'transactionTypes' | 'limits' | 'protocol' | 'finality' | 'rpc';

export interface Props {
  table: Table;
}

/** Inline code for `backticked` words (and links) in data strings, so data stays plain text. */
function withCode(text: string): ReactNode {
  return <InlineMarkdown text={text} />;
}

function Sources({ list }: { list: Source[] }): ReactNode {
  const unique = [...new Map(list.map((s) => [s.url, s])).values()];
  return (
    <p className={styles.sources}>
      Sources:{' '}
      {unique.map((s, i) => (
        <React.Fragment key={s.url}>
          {i > 0 && ', '}
          <Link to={s.url}>{s.label}</Link>
        </React.Fragment>
      ))}
      .
    </p>
  );
}

const statusLabel: Record<PrecompileStatus, string> = {
  same: 'Same as Ethereum',
  limited: 'Limited',
  unsupported: 'Not supported',
};

function Opcodes(): ReactNode {
  return (
    <>
      <ScrollTable label="Opcodes that differ from Ethereum">
        <table>
          <thead>
            <tr>
              <th scope="col">Opcode</th>
              <th scope="col">On Ethereum</th>
              <th scope="col">On Linea</th>
            </tr>
          </thead>
          <tbody>
            {opcodeDifferences.map((o) => (
              <tr key={o.opcode}>
                <th scope="row">
                  <code>{o.opcode}</code> <span className={styles.muted}>({o.hex})</span>
                </th>
                <td>{withCode(o.ethereum)}</td>
                <td>{withCode(o.linea)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Sources list={opcodeDifferences.map((o) => o.source)} />
    </>
  );
}

function Precompiles(): ReactNode {
  return (
    <>
      <ScrollTable label="Precompiles on Linea">
        <table>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Precompile</th>
              <th scope="col">Introduced by</th>
              <th scope="col">On Linea</th>
            </tr>
          </thead>
          <tbody>
            {precompiles.map((p) => (
              <tr key={p.address} className={p.status !== 'same' ? styles.highlight : undefined}>
                <td>
                  <code>{p.address}</code>
                </td>
                <th scope="row">{p.name}</th>
                <td>{p.origin}</td>
                <td>
                  <strong>{statusLabel[p.status]}</strong>
                  {p.note && <>. {withCode(p.note)}</>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Sources list={precompiles.map((p) => p.source)} />
    </>
  );
}

function TransactionTypes(): ReactNode {
  return (
    <>
      <ScrollTable label="Transaction types on Linea">
        <table>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Name</th>
              <th scope="col">Specification</th>
              <th scope="col">On Linea</th>
            </tr>
          </thead>
          <tbody>
            {transactionTypes.map((t) => (
              <tr key={t.type} className={t.supported ? undefined : styles.highlight}>
                <td>
                  <code>{`0x${t.type.toString(16).padStart(2, '0')}`}</code>
                </td>
                <th scope="row">{t.name}</th>
                <td>{t.eip}</td>
                <td>
                  <strong>{t.supported ? 'Supported' : 'Not supported'}</strong>
                  {t.note && <>. {withCode(t.note)}</>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Sources list={transactionTypes.map((t) => t.source)} />
    </>
  );
}

const limitRows: { field: keyof typeof ethereumLimits & NetworkField; label: string }[] = [
  { field: 'evmFork', label: 'EVM rules (hard fork)' },
  { field: 'blockTime', label: 'Block time' },
  { field: 'blockGasLimit', label: 'Block gas limit' },
  { field: 'transactionGasLimit', label: 'Gas limit per transaction' },
  { field: 'transactionCalldata', label: 'Call data per transaction' },
  { field: 'blockCalldata', label: 'Call data per block' },
];

function Limits(): ReactNode {
  const { mainnet, sepolia } = networks;
  return (
    <ScrollTable label="Limits on Ethereum and Linea">
      <table>
        <thead>
          <tr>
            <th scope="col">Limit</th>
            <th scope="col">Ethereum Mainnet</th>
            <th scope="col">{mainnet.name}</th>
            <th scope="col">{sepolia.name}</th>
          </tr>
        </thead>
        <tbody>
          {limitRows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.label}</th>
              <td>{ethereumLimits[row.field]}</td>
              {[mainnet, sepolia].map((n) => {
                const text = networkFact(n, row.field).text;
                const extra = row.field === 'evmFork' ? `, since ${networkFact(n, 'evmActivated').text}` : '';
                return <td key={n.id}>{text.charAt(0).toUpperCase() + text.slice(1) + extra}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function Protocol(): ReactNode {
  return (
    <>
      <ScrollTable label="Protocol differences">
        <table>
          <thead>
            <tr>
              <th scope="col">Topic</th>
              <th scope="col">On Ethereum</th>
              <th scope="col">On Linea</th>
            </tr>
          </thead>
          <tbody>
            {protocolDifferences.map((d) => (
              <tr key={d.topic}>
                <th scope="row">{d.topic}</th>
                <td>{withCode(d.ethereum)}</td>
                <td>{withCode(d.linea)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Sources list={protocolDifferences.map((d) => d.source)} />
    </>
  );
}

function Finality(): ReactNode {
  return (
    <>
      <ScrollTable label="Finality stages">
        <table>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Reached when</th>
              <th scope="col">Typical time</th>
              <th scope="col">What it guarantees</th>
              <th scope="col">Enough for</th>
            </tr>
          </thead>
          <tbody>
            {finalityStages.map((s) => (
              <tr key={s.stage}>
                <th scope="row">{s.stage}</th>
                <td>{withCode(s.reached)}</td>
                <td>{s.typical}</td>
                <td>{withCode(s.guarantee)}</td>
                <td>{s.useFor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Sources list={finalityStages.map((s) => s.source)} />
    </>
  );
}

function Rpc(): ReactNode {
  return (
    <ScrollTable label="JSON-RPC methods that differ">
      <table>
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">What differs</th>
          </tr>
        </thead>
        <tbody>
          {rpcDifferences.map((m) => (
            <tr key={m.method}>
              <th scope="row">
                {m.reference ? (
                  <Link to={m.reference}>
                    <code>{m.method}</code>
                  </Link>
                ) : (
                  <code>{m.method}</code>
                )}
              </th>
              <td>{withCode(m.note)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

const tables: Record<Table, () => ReactNode> = {
  opcodes: Opcodes,
  precompiles: Precompiles,
  transactionTypes: TransactionTypes,
  limits: Limits,
  protocol: Protocol,
  finality: Finality,
  rpc: Rpc,
};

/** One of the Ethereum-versus-Linea tables, rendered from src/data/ethereum-differences.ts. */
export default function EthereumDifferences({ table }: Props): ReactNode {
  const Render = tables[table];
  return <Render />;
}
