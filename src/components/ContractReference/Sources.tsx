import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { UnitInfo } from '@site/src/lib/contractReference';
import { repositories } from '@site/src/data/repositories';
import { sourceUrl } from '@site/src/lib/contractSections';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import ScrollTable from '@site/src/components/ScrollTable';
import WordBreaks from '@site/src/components/WordBreaks';
import { RefLinks, serverKept, styles } from './shared';

function UnitAnchor({ id }: { id: string }): null {
  useBrokenLinks().collectAnchor(id);
  return null;
}

/** Every unit of the page with its source file at the documented commit and what it inherits. */
function Sources({ units }: { units: readonly UnitInfo[] }): ReactNode {
  return (
    <>
      <p>
        Signatures on this page come from the public <Link to={repositories.monorepo}>Linea monorepo</Link>; the descriptions are ours. Selectors
        and topics are computed from the signatures when the site is built, and checked against the ABI the Solidity compiler emits for
        the same sources.
      </p>
      <ScrollTable label="Sources and inheritance">
        <table>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">Kind</th>
              <th scope="col">Source at commit</th>
              <th scope="col">Inherits</th>
            </tr>
          </thead>
          <tbody>
            {units.map((u) => (
              <tr key={u.id} id={u.id}>
                <th scope="row">
                  <UnitAnchor id={u.id} />
                  <code>
                    <WordBreaks text={u.name} />
                  </code>
                  <div className={styles.unitSummary}>
                    <InlineMarkdown text={u.summary} />
                  </div>
                </th>
                <td>{u.kind}</td>
                <td>
                  <Link to={sourceUrl(u)}>
                    <code>
                      <WordBreaks text={u.sourcePath} />
                    </code>
                  </Link>{' '}
                  at <code>{u.commit.slice(0, 10)}</code>
                </td>
                <td>{u.inherits.length > 0 ? <RefLinks links={u.inherits} /> : <span className={styles.muted}>none</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </>
  );
}

export const ContractSources = serverKept(Sources, 'sources table');
