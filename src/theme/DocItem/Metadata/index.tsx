// Points each doc's Open Graph and Twitter image at its own social card, generated at build time,
// and names the page's Markdown twin as its text/markdown alternate.
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import { socialCardPath } from '@site/src/lib/socialCardPath';
import { markdownPath } from '@site/src/lib/markdownPath';

export default function MetadataWrapper(): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const image = `${siteConfig.url}${socialCardPath(metadata.permalink)}`;
  return (
    <>
      <Metadata />
      <Head>
        <meta property="og:image" content={image} />
        <meta name="twitter:image" content={image} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:alt" content={`${metadata.title}: Linea documentation`} />
        <link rel="alternate" type="text/markdown" href={markdownPath(metadata.permalink)} />
      </Head>
    </>
  );
}
