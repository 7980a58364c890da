import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import { CODE_LANGUAGE_GROUP_ID, DEFAULT_CODE_LANGUAGE, codeLanguages } from '@site/src/config/code-languages';
import { codeSampleGenerators } from '@site/src/lib/rpc-code-samples';
import type { RpcRequest } from '@site/src/lib/rpc-request';

export interface Props {
  request: RpcRequest;
}

/**
 * One request as a program in each language, in tabs that share a group and a query string key,
 * so the language a reader picks stays picked on every reference page. Only the selected tab is
 * rendered (`lazy`): the others are highlighted when a reader opens them, which keeps the page's
 * DOM and hydration small.
 */
export default function CodeSamples({ request }: Props): ReactNode {
  return (
    <Tabs groupId={CODE_LANGUAGE_GROUP_ID} queryString defaultValue={DEFAULT_CODE_LANGUAGE} lazy>
      {codeLanguages.map((lang) => (
        <TabItem key={lang.id} value={lang.id} label={lang.label}>
          <CodeBlock language={lang.prism} title={lang.fileName}>
            {codeSampleGenerators[lang.id](request)}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
