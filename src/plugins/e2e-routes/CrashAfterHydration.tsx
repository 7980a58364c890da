// Test-only page: its content renders on the server, then throws in the browser, so the end-to-end tests can see the crash page.
import React, { type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';

function ContentThatThrowsInTheBrowser(): ReactNode {
  // False on the server and during hydration, true on the render that follows.
  if (useIsBrowser()) {
    throw new Error('Deliberate crash for the end-to-end test', { cause: new Error('Thrown by the test-only crash route') });
  }
  return <p>This page crashes once it hydrates.</p>;
}

export default function CrashAfterHydration(): ReactNode {
  return (
    <Layout title="Crash test">
      <main className="container margin-vert--lg">
        <ContentThatThrowsInTheBrowser />
      </main>
    </Layout>
  );
}
