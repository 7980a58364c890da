import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Cards, { type CardItem } from '@site/src/components/Cards';
import { getSection, type SectionId } from '@site/src/config/sections';
import styles from './index.module.css';

const sectionBlurbs: Record<SectionId, string> = {
  'get-started': 'Connect to Linea, deploy and verify contracts, bridge assets, run a node, and pick your tooling.',
  technology: 'How the sequencer, prover, coordinator and message service turn transactions into proofs on Ethereum.',
  api: 'JSON-RPC methods, the Linea SDK and the reference for every core smart contract.',
  learn: 'Longer, step-by-step tutorials that build complete projects on Linea.',
  'release-notes': 'What changed in each network release, newest first.',
};

const sectionCards: CardItem[] = (Object.keys(sectionBlurbs) as SectionId[]).map((id) => {
  const section = getSection(id);
  return { title: section.label, href: section.entryPath, description: sectionBlurbs[id] };
});

/** The shortest path from nothing to a working dapp on Linea Sepolia, in the order a newcomer needs it. */
const startHere: { title: string; href: string; text: string }[] = [
  { title: 'Add Linea to your wallet', href: '/get-started/build/network-info', text: 'Chain IDs and RPC endpoints, with a one-click button for each network.' },
  { title: 'Get testnet ETH', href: '/get-started/how-to/get-testnet-eth', text: 'Free Linea Sepolia ETH from a faucet, to pay for gas while you test.' },
  { title: 'Deploy your first contract', href: '/get-started/build/quickstart/deploy', text: 'Write, deploy and verify a small contract with Foundry in about 15 minutes.' },
  { title: 'Build the app', href: '/get-started/build/quickstart/app', text: 'A web page that connects a wallet, reads your contract and sends a transaction.' },
  { title: 'Bridge ETH and tokens', href: '/get-started/how-to/bridge', text: 'Move assets between Ethereum and Linea, and know why withdrawals take hours.' },
  { title: 'Check the risks', href: '/risk-disclosures', text: 'What building on a rollup still in beta means for you and your users.' },
];

export default function Home(): ReactNode {
  return (
    <Layout
      title="Linea developer documentation"
      description="Build on Linea, the zkEVM layer-2 network secured by Ethereum: guides, API and contract reference, and how the rollup works."
    >
      <Head>
        <link rel="alternate" type="text/markdown" href="/index.md" />
      </Head>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            Build on Linea
          </Heading>
          <p className={styles.lead}>
            Linea is a layer-2 network that runs the Ethereum Virtual Machine and proves every batch of its
            blocks on Ethereum with zero-knowledge proofs. Contracts and tools written for Ethereum work here
            unchanged, with lower fees and faster confirmations.
          </p>
          <p className={styles.audience}>
            These docs are for developers who deploy contracts, build dapps, bridge assets, run nodes and
            integrate tooling on Linea Mainnet and Linea Sepolia.
          </p>
          <div className={styles.actions} data-llms="skip">
            <Link className="button button--primary button--lg" to="/get-started">
              Get started
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/api">
              API & SDK
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section aria-labelledby="sections-heading">
          <Heading as="h2" id="sections-heading">
            Explore the docs
          </Heading>
          <Cards items={sectionCards} />
        </section>
        <section aria-labelledby="start-heading" className={styles.start}>
          <Heading as="h2" id="start-heading">
            Start here
          </Heading>
          <ol className={`${styles.steps} markdown-links`}>
            {startHere.map((step) => (
              <li key={step.href}>
                <Link to={step.href}>{step.title}</Link>
                <span>: {step.text}</span>
              </li>
            ))}
          </ol>
        </section>
      </main>
    </Layout>
  );
}
