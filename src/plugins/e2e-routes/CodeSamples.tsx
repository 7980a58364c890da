// Test-only page: one code block per highlighted language, so the end-to-end tests can check each grammar is loaded.
import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/Layout';
import { highlightedLanguages } from '@site/src/config/prism';

type PrismLanguage = (typeof highlightedLanguages)[number];

/** Snippets that only tokenize when their grammar is present; typed so a new language needs one. */
const samples: Record<PrismLanguage, string> = {
  solidity: '// Counts calls.\npragma solidity ^0.8.24;\ncontract Counter {\n  uint256 public count;\n  event Bumped(address indexed by);\n  function bump() external { count += 1; emit Bumped(msg.sender); }\n}',
  toml: '# Foundry profile\n[profile.default]\nsrc = "src"\noptimizer_runs = 200\nvia_ir = true',
  bash: '# Linea Mainnet\nexport RPC_URL="https://rpc.linea.build"\nif [ -n "$RPC_URL" ]; then echo "$RPC_URL" | wc -c; fi',
  json: '{ "jsonrpc": "2.0", "id": 1, "result": null, "ok": true, "gas": 21000 }',
  typescript: '// Linea Mainnet\nconst chainId: number = 59144;\nexport async function id(url: string): Promise<string> {\n  return (await fetch(url)).statusText ?? "none";\n}',
  javascript: '/* Linea Mainnet */\nconst chainId = 59144;\nconst hex = `0x${chainId.toString(16)}`;\nconsole.log(hex === "0xe708", /e7/.test(hex));',
  python: '# Linea Mainnet\ndef chain_id() -> int:\n    """The chain ID."""\n    return 59144 if True else None',
  go: '// Linea Mainnet\npackage main\nimport "fmt"\nfunc main() { fmt.Println(59144, true, nil) }',
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
