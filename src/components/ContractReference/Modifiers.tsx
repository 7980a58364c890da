import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { RenderedModifier } from '@site/src/lib/contractReference';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import { DeclaredIn, Fact, Facts, memberBlock, memberName, ParamTable, RefLinks } from './shared';

function ContractModifierBody({ value: modifier }: { value: RenderedModifier }): ReactNode {
  return (
    <>
      <CodeBlock language="solidity">{modifier.declaration}</CodeBlock>
      <Facts>
        <Fact term="Declared in">{modifier.declaredIn ? <DeclaredIn name={modifier.declaredIn} /> : null}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={modifier.description} />
      </p>
      <ParamTable caption="Parameters" of={memberName(modifier)} params={modifier.params} />
      {modifier.reverts.length > 0 ? (
        <p>
          <strong>Reverts with:</strong> <RefLinks links={modifier.reverts} />
        </p>
      ) : null}
    </>
  );
}

export const ContractModifier = memberBlock(ContractModifierBody);
