// Test-only page: one code block per highlighted language, so the end-to-end tests can check each grammar is loaded.
import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/Layout';
import { highlightedLanguages } from '@site/src/config/prism';

type PrismLanguage = (typeof highlightedLanguages)[number];

/** Snippets that only tokenize when their grammar is present; typed so a new language needs one. */
const samples: Record<PrismLanguage, string> = {
  solidity: 'pragma solidity ^0.8.24;\ncontract Counter { uint256 public count; }',
  toml: '[profile.default]\nsrc = "src"',
  bash: 'export RPC_URL="https://rpc.linea.build"\necho "$RPC_URL"',
  json: '{ "jsonrpc": "2.0", "id": 1 }',
  typescript: 'const chainId: number = 59144;',
  javascript: 'const chainId = 59144;',
  python: 'def chain_id() -> int:\n    return 59144',
  go: 'package main\nfunc main() {}',
};

export default function CodeSamples(): ReactNode {
  return (
    <Layout title="Code samples">
      <main className="container margin-vert--lg">
        <h1>Code samples</h1>
        {highlightedLanguages.map((language) => (
          <section key={language} data-language={language}>
            <h2>{language}</h2>
            <CodeBlock language={language}>{samples[language]}</CodeBlock>
          </section>
        ))}
      </main>
    </Layout>
  );
}
