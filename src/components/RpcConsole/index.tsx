import React, { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { getRpcMethod, type RpcMethod } from '@site/src/data/rpc-methods';
import { networkList } from '@site/src/data/networks';
import { buildRpcRequest, type RpcRequest } from '@site/src/lib/rpc-request';
import RpcCodeSamples from '../RpcCodeSamples';
import { ExampleResponse, Heading } from './parts';
import styles from './styles.module.css';

export interface Props {
  /** The JSON-RPC method, as named in src/data/rpc-methods.ts. */
  method: string;
  /** Heading level of the "Request" and "Response" titles, to fit the page outline. */
  headingLevel?: 3 | 4;
}

/**
 * The form is only useful once the page runs, so its code loads in a chunk of its own when the
 * browser is idle after hydration; until then, and for good if that chunk fails to load, the example request and
 * response are shown, with a note in the second case.
 */
/**
 * Resolves a second after the console first renders, once the browser is also idle: the page's
 * own first load (what the weight budget counts) never includes the console's code.
 */
function afterFirstLoad(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
      else resolve();
    }, 1000);
  });
}

const LiveConsole = lazy(() =>
  afterFirstLoad().then(() => import('./LiveConsole')).catch(() => ({
    default: function ConsoleUnavailable({ spec, headingLevel }: { spec: RpcMethod; headingLevel: 3 | 4 }): ReactNode {
      const request = exampleRequest(spec);
      return (
        <>
          <p className={styles.error} role="status">
            The live console could not be loaded. Reload the page to try again; the example below still works with curl.
          </p>
          <StaticExample spec={spec} request={request} headingLevel={headingLevel} />
        </>
      );
    },
  })),
);

function exampleRequest(spec: RpcMethod): RpcRequest {
  return buildRpcRequest(networkList.find((n) => n.id === spec.defaultNetwork)!.rpcUrls.http, spec.name, spec.example.params);
}

/**
 * "Try it": edit the example request, send it to Linea Mainnet, Linea Sepolia or an endpoint of
 * your own, and read the reply. The samples above the response always show the request Send
 * makes, and the form lives in the query string so a request can be shared as a link. Without
 * JavaScript (and while the page hydrates) the example request and response are shown instead.
 */
export default function RpcConsole({ method, headingLevel = 3 }: Props): ReactNode {
  const spec = getRpcMethod(method);
  const fallback = <StaticExample spec={spec} request={exampleRequest(spec)} headingLevel={headingLevel} />;
  return (
    <BrowserOnly fallback={fallback}>
      {() => (
        <Suspense fallback={fallback}>
          <LiveConsole spec={spec} headingLevel={headingLevel} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}

function StaticExample({ spec, request, headingLevel }: { spec: RpcMethod; request: RpcRequest; headingLevel: 3 | 4 }): ReactNode {
  return (
    <div className={styles.console}>
      <Heading level={headingLevel}>Request</Heading>
      <RpcCodeSamples request={request} />
      <Heading level={headingLevel}>Response</Heading>
      <ExampleResponse spec={spec} />
    </div>
  );
}
