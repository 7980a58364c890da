import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { RenderedError } from '@site/src/lib/contractReference';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import { DeclaredIn, Fact, Facts, memberBlock, memberName, ParamTable, styles } from './shared';

function ContractErrorBody({ value: error }: { value: RenderedError }): ReactNode {
  return (
    <>
      <CodeBlock language="solidity">{error.declaration}</CodeBlock>
      <Facts>
        <Fact term="Selector">
          <code className={styles.hash}>{error.selector}</code>
        </Fact>
        <Fact term="Signature">
          <code>{error.signature}</code>
        </Fact>
        <Fact term="New in">{error.addedIn ? <code>{error.addedIn}</code> : null}</Fact>
        <Fact term="Declared in">{error.declaredIn ? <DeclaredIn name={error.declaredIn} /> : null}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={error.description} />
      </p>
      <ParamTable caption="Parameters" of={memberName(error)} params={error.params} />
    </>
  );
}

export const ContractError = memberBlock(ContractErrorBody);
