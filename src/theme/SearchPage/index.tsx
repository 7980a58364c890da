// Gives the search results page the meta description every page carries (the plugin's page sets none).
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content="Search the Linea developer documentation: guides, API and smart-contract reference, and how Linea works." />
      </Head>
      <SearchPage />
    </>
  );
}
