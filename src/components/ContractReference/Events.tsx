import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { RenderedEvent } from '@site/src/lib/contractReference';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import { DeclaredIn, Fact, Facts, memberBlock, memberName, ParamTable, styles } from './shared';

function ContractEventBody({ value: event }: { value: RenderedEvent }): ReactNode {
  return (
    <>
      <CodeBlock language="solidity">{event.declaration}</CodeBlock>
      <Facts>
        <Fact term="Topic 0">
          <code className={styles.hash}>{event.topic}</code>
        </Fact>
        <Fact term="Signature">
          <code>{event.signature}</code>
        </Fact>
        <Fact term="New in">{event.addedIn ? <code>{event.addedIn}</code> : null}</Fact>
        <Fact term="Declared in">{event.declaredIn ? <DeclaredIn name={event.declaredIn} /> : null}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={event.description} />
      </p>
      <ParamTable caption="Parameters" of={memberName(event)} params={event.params} showIndexed />
    </>
  );
}

export const ContractEvent = memberBlock(ContractEventBody);
