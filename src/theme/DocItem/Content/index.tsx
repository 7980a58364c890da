// Adds the page actions above every doc's content and "Was this page helpful?" below it.
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type { Props } from '@theme/DocItem/Content';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import Feedback from '@site/src/components/Feedback';

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <PageActions />
      <Content {...props} />
      <Feedback key={metadata.permalink} title={metadata.title} />
    </>
  );
}
