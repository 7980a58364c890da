import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ServerMarkup from '@site/src/components/ServerMarkup';
import { unpackAbi, type PackedAbi } from '@site/src/lib/contractAbiIndex';
import ScrollTable from '@site/src/components/ScrollTable';
import { styles } from './shared';

/** A signature with break opportunities after commas and opening parentheses. */
function BreakableSignature({ signature }: { signature: string }): ReactNode {
  const parts = signature.split(/(?<=[,(])/);
  return parts.map((part, i) => (
    <React.Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <wbr /> : null}
    </React.Fragment>
  ));
}

/**
 * Every function, event and error of a contract's ABI, inherited ones included, with where each is
 * documented. The rows are server-only (the plugin imports them so that the browser bundle gets
 * null): the table is in the page's HTML, and ServerMarkup keeps or copies it in the browser.
 */
export function ContractAbiIndex({ title, abi }: { title: string; abi: PackedAbi | null }): ReactNode {
  return (
    <>
      <p>
        Every function, event and error in the ABI of <code>{title}</code>, inherited ones included, with the page that documents it.
        Function and error selectors are the first four bytes of the signature&apos;s keccak-256 hash; an event&apos;s topic 0 is the
        whole hash.
      </p>
      <ServerMarkup id="selector-index-table" className={styles.selectorIndex} unavailable="The selector index could not be loaded. Reload the page to see it.">
        {abi ? <AbiTable abi={abi} /> : null}
      </ServerMarkup>
    </>
  );
}

function AbiTable({ abi }: { abi: PackedAbi }): ReactNode {
  return (
    <ScrollTable label="Selector index">
      <table className={styles.index}>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Signature</th>
            <th scope="col">Selector or topic</th>
            <th scope="col">Declared in</th>
          </tr>
        </thead>
        <tbody>
          {unpackAbi(abi).map((r) => (
            <tr key={`${r.kind}-${r.signature}`}>
              <td>{r.kind}</td>
              <td>
                <Link to={r.href}>
                  <code className={styles.signature}>
                    <BreakableSignature signature={r.signature} />
                  </code>
                </Link>
              </td>
              <td>
                <code className={styles.hash}>{r.hash}</code>
              </td>
              <td>{r.from}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
