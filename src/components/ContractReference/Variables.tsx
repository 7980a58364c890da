import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { RenderedVariable } from '@site/src/lib/contractReference';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import { DeclaredIn, Fact, Facts, memberBlock, styles } from './shared';

function ContractVariableBody({ value: variable }: { value: RenderedVariable }): ReactNode {
  return (
    <>
      <CodeBlock language="solidity">{variable.declaration}</CodeBlock>
      <Facts>
        <Fact term="Getter selector">{variable.selector ? <code className={styles.hash}>{variable.selector}</code> : null}</Fact>
        <Fact term="Getter signature">{variable.signature ? <code>{variable.signature}</code> : null}</Fact>
        <Fact term="Value">{variable.hashedValue ? <code className={styles.hash}>{variable.hashedValue}</code> : null}</Fact>
        <Fact term="New in">{variable.addedIn ? <code>{variable.addedIn}</code> : null}</Fact>
        <Fact term="Declared in">{variable.declaredIn ? <DeclaredIn name={variable.declaredIn} /> : null}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={variable.description} />
      </p>
    </>
  );
}

export const ContractVariable = memberBlock(ContractVariableBody);
