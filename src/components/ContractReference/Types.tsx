import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { RenderedEnum, RenderedStruct } from '@site/src/lib/contractReference';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import ScrollTable from '@site/src/components/ScrollTable';
import WordBreaks from '@site/src/components/WordBreaks';
import { DeclaredIn, Fact, Facts, memberBlock, memberName, ParamTable, styles } from './shared';

function ContractStructBody({ value: struct }: { value: RenderedStruct }): ReactNode {
  return (
    <>
      <CodeBlock language="solidity">{struct.declaration}</CodeBlock>
      <Facts>
        <Fact term="ABI tuple">{struct.tuple ? <code>{struct.tuple}</code> : null}</Fact>
        <Fact term="Declared in">{struct.declaredIn ? <DeclaredIn name={struct.declaredIn} /> : null}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={struct.description} />
      </p>
      <ParamTable caption="Fields" of={memberName(struct)} params={struct.fields} />
    </>
  );
}

export const ContractStruct = memberBlock(ContractStructBody);

function ContractEnumBody({ value: entry }: { value: RenderedEnum }): ReactNode {
  return (
    <>
      <CodeBlock language="solidity">{entry.declaration}</CodeBlock>
      <Facts>
        <Fact term="ABI type">
          <code>uint8</code>
        </Fact>
        <Fact term="Declared in">{entry.declaredIn ? <DeclaredIn name={entry.declaredIn} /> : null}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={entry.description} />
      </p>
      <ScrollTable label={`Values of ${memberName(entry)}`}>
        <table className={styles.params}>
          <caption>Values</caption>
          <thead>
            <tr>
              <th scope="col">Value</th>
              <th scope="col">Member</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {entry.values.map((v) => (
              <tr key={v.name}>
                <td>
                  <code>{v.index}</code>
                </td>
                <td>
                  <code>
                    <WordBreaks text={v.name} />
                  </code>
                </td>
                <td>
                  <InlineMarkdown text={v.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </>
  );
}

export const ContractEnum = memberBlock(ContractEnumBody);
