import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { RenderedFunction } from '@site/src/lib/contractReference';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import { DeclaredIn, Fact, Facts, memberBlock, memberName, MemberIndexTable, ParamTable, RefLinks, serverKept, styles, type IndexRow } from './shared';

/** The functions' summary table, and a note when none of them has a selector. */
function FunctionIndex({ rows, allInternal }: { rows: readonly IndexRow[]; allInternal: boolean }): ReactNode {
  return (
    <>
      <MemberIndexTable hashLabel="Selector" label="Functions summary" rows={rows} />
      {allInternal ? <p>Every function here is internal: it is available to contracts that inherit this one and has no selector.</p> : null}
    </>
  );
}

function ContractFunctionBody({ value: fn }: { value: RenderedFunction }): ReactNode {
  return (
    <>
      <CodeBlock language="solidity">{fn.declaration}</CodeBlock>
      <Facts>
        <Fact term="Selector">{fn.selector ? <code className={styles.hash}>{fn.selector}</code> : null}</Fact>
        <Fact term="Signature">{fn.signature ? <code>{fn.signature}</code> : null}</Fact>
        <Fact term="New in">{fn.addedIn ? <code>{fn.addedIn}</code> : null}</Fact>
        <Fact term="Declared in">{fn.declaredIn ? <DeclaredIn name={fn.declaredIn} /> : null}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={fn.description} />
      </p>
      <p>
        <strong>Who can call it:</strong> <InlineMarkdown text={fn.access} />
      </p>
      <ParamTable caption="Parameters" of={memberName(fn)} params={fn.params} />
      <ParamTable caption="Returns" of={memberName(fn)} params={fn.returns} />
      {fn.reverts.length > 0 ? (
        <p>
          <strong>Reverts with:</strong> <RefLinks links={fn.reverts} />
        </p>
      ) : null}
      {fn.emits.length > 0 ? (
        <p>
          <strong>Emits:</strong> <RefLinks links={fn.emits} />
        </p>
      ) : null}
    </>
  );
}

export const ContractFunction = memberBlock(ContractFunctionBody);
export const ContractFunctionIndex = serverKept(FunctionIndex, 'function summary');
