import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { DataTable } from '@site/src/components/ScrollTable';
import ContractAddress from '@site/src/components/ContractAddress';
import WordBreaks from '@site/src/components/WordBreaks';
import { contractInfo } from '@site/src/data/deployments';
import {
  councilChains,
  councilExplorer,
  councilTransactionsOn,
  executionUrl,
  safeHistoryUrl,
  safeTransactionUrl,
  type ActedOn,
  type CouncilChain,
  type CouncilTransaction,
} from '@site/src/data/security-council';
import { longUtcDate } from '@site/src/lib/dates';
import styles from './styles.module.css';

export interface Props {
  chain: CouncilChain;
}

function Contract({ chain, item }: { chain: CouncilChain; item: ActedOn }): ReactNode {
  if ('contract' in item) {
    return (
      <div className={styles.contract}>
        {contractInfo[item.contract].name}{' '}
        <ContractAddress network="mainnet" contract={item.contract} />
      </div>
    );
  }
  return (
    <div className={styles.contract}>
      <WordBreaks text={item.name} />{' '}
      <Link to={`${councilExplorer(chain).url}/address/${item.address}`} className={styles.plain} title={`${item.name} on ${councilExplorer(chain).name}`}>
        <code>{item.address}</code>
      </Link>
    </div>
  );
}

function Nonce({ tx }: { tx: CouncilTransaction }): ReactNode {
  if (!tx.safeTxHash) {
    return (
      <>
        {tx.nonce}
        <div className={styles.note}>
          No Safe hash in the record: find the nonce in the <Link to={safeHistoryUrl(tx.chain)}>Safe’s history</Link>.
        </div>
      </>
    );
  }
  return (
    <>
      <Link to={safeTransactionUrl(tx.chain, tx.safeTxHash)} aria-label={`Nonce ${tx.nonce} in Safe{Wallet}`}>
        {tx.nonce}
      </Link>
    </>
  );
}

function Check({ tx }: { tx: CouncilTransaction }): ReactNode {
  return (
    <>
      {/* The hashes sit here with a visible label, not in the row header, which a screen reader repeats before every cell. */}
      {tx.safeTxHash && (
        <div className={styles.note}>
          Safe transaction hash: <code className={styles.hash}>{tx.safeTxHash}</code>
        </div>
      )}
      {/* Inline and comma-separated rather than a list, so the page's Markdown copy keeps one line per row. */}
      {tx.events.map((event, i) => (
        <React.Fragment key={event}>
          {i > 0 && ', '}
          <code className={styles.event}>{event}</code>
        </React.Fragment>
      ))}
      {tx.calls && (
        <div className={styles.note}>
          The{' '}
          {tx.calls.map((call, i) => (
            <React.Fragment key={call}>
              {i > 0 && ' and '}
              <code>{call}</code>
            </React.Fragment>
          ))}
          {' calls, in Safe{Wallet}.'}
        </div>
      )}
      {tx.txHash && (
        <div className={styles.note}>
          <Link to={executionUrl(tx.chain, tx.txHash)} aria-label={`Event log on ${councilExplorer(tx.chain).name}, nonce ${tx.nonce}`}>
            Event log on {councilExplorer(tx.chain).name}
          </Link>
          {' '}(transaction hash: <code className={styles.hash}>{tx.txHash}</code>)
        </div>
      )}
      {tx.events.length === 0 && !tx.calls && !tx.txHash && <div className={styles.note}>The record names no events.</div>}
    </>
  );
}

/** One chain's Security Council transactions, oldest first: what each did, to which contracts, and what to check. */
export default function SecurityCouncilRecord({ chain }: Props): ReactNode {
  return (
    <DataTable caption={`Security Council transactions on ${councilChains[chain].name}`} hideCaption className={styles.record}>
      <thead>
        <tr>
          <th scope="col">Nonce</th>
          <th scope="col">Date</th>
          <th scope="col">What it did</th>
          <th scope="col">Contracts</th>
          <th scope="col">What to check</th>
        </tr>
      </thead>
      <tbody>
        {councilTransactionsOn(chain).map((tx) => (
          <tr key={tx.nonce}>
            <th scope="row">
              <Nonce tx={tx} />
            </th>
            <td>{longUtcDate(new Date(`${tx.date}T00:00:00Z`))}</td>
            <td>
              {tx.summary}
              {tx.explainedAt && (
                <div className={styles.note}>
                  <Link to={tx.explainedAt} aria-label={`Background, nonce ${tx.nonce}`}>
                    Background
                  </Link>
                </div>
              )}
            </td>
            <td>
              {tx.actedOn.map((item) => (
                <Contract key={'contract' in item ? item.contract : item.address} chain={chain} item={item} />
              ))}
            </td>
            <td>
              <Check tx={tx} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
