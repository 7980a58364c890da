// Adds "Copy page" and "View as Markdown" above every doc's content.
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type { Props } from '@theme/DocItem/Content';
import PageActions from '@site/src/components/PageActions';

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <Content {...props} />
    </>
  );
}
