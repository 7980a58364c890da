import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { RenderedError } from '@site/src/lib/contractReference';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import { DeclaredIn, Fact, Facts, MemberSection, ParamTable, styles } from './shared';

export function ContractError({ value: error, children }: { value: RenderedError; children: ReactNode }): ReactNode {
  return (
    <MemberSection id={error.id} heading={children}>
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
      <ParamTable caption="Parameters" params={error.params} />
    </MemberSection>
  );
}
