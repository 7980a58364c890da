/**
 * The parts of a generated JSON-RPC method page. Each renders one section of the method's record;
 * the page (written by the rpc-reference plugin) supplies the headings, so they reach the table
 * of contents.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import { KeptMarkup } from '@site/src/components/ServerMarkup';
import { DataTable } from '@site/src/components/ScrollTable';
import { networks } from '@site/src/data/networks';
import type { RpcMethodSpec } from '@site/src/data/rpc/types';
import { parameterRows, resultRows, schemaLabel } from '@site/src/lib/rpc-schema';
import { RpcConsole } from './Console';
import { ExampleResponse, ExampleRequest, Heading } from './Console/parts';
import FieldTable from './FieldTable';
import stacked from '@site/src/components/ScrollTable/stacked.module.css';
import styles from './styles.module.css';
import tables from './tables.module.css';

export { RpcConsole };

export interface Props {
  spec: RpcMethodSpec;
}

const MAX_SIGNATURE_FIELDS = 6;

/**
 * A section of the page that the browser keeps from the server's HTML when it hydrates (see
 * `KeptMarkup`): the record's tables and lists are static, and a method page has hundreds of their
 * elements, which hydration would otherwise walk on a phone's main thread.
 */
function kept<P extends Props>(Content: (props: P) => ReactNode, id: string) {
  return function Kept(props: P): ReactNode {
    return (
      <KeptMarkup id={id}>
        <Content {...props} />
      </KeptMarkup>
    );
  };
}

function resultShape(spec: RpcMethodSpec): string {
  const { schema } = spec.result;
  const fields = schema.properties ? Object.keys(schema.properties) : null;
  if (fields && fields.length > 0) {
    const shown = fields.slice(0, MAX_SIGNATURE_FIELDS);
    return `{ ${shown.join(', ')}${fields.length > shown.length ? ', …' : ''} }`;
  }
  return schemaLabel(schema);
}

/** A list of the record's one-line texts (`inline code` allowed). */
function InlineList({ items }: { items: readonly string[] }): ReactNode {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <InlineMarkdown text={item} />
        </li>
      ))}
    </ul>
  );
}

/** The call at a glance: parameters in order (optional ones marked `?`) and the shape of the result. */
export function RpcSignature({ spec }: Props): ReactNode {
  const params = spec.params.map((p) => `${p.name}${p.required ? '' : '?'}`).join(', ');
  return (
    <figure className={styles.signature}>
      <pre className={styles.code}>
        <code>
          <span className={styles.name}>{spec.name}</span>({params}) → {resultShape(spec)}
        </code>
      </pre>
      <figcaption className={styles.summary}>
        <InlineMarkdown text={spec.summary} />
        {spec.description && (
          <>
            {' '}
            <InlineMarkdown text={spec.description} />
          </>
        )}
      </figcaption>
    </figure>
  );
}

/** What developers call the method for, under its signature. */
function RpcUseCasesContent({ spec }: Props): ReactNode {
  return (
    <div className={styles.useCases}>
      <p>Use it to:</p>
      <InlineList items={spec.useCases} />
    </div>
  );
}

/** The parameters of a method, in the order they go in `params`, with the fields of objects below them. */
function RpcParametersContent({ spec }: Props): ReactNode {
  if (spec.params.length === 0) {
    return (
      <p>
        None: send <code>&quot;params&quot;: []</code>.
      </p>
    );
  }
  return <FieldTable caption={`Parameters of ${spec.name}, in order`} rows={parameterRows(spec.params)} requiredLabel="Required" />;
}

/** What `result` holds: a sentence for its type, a table for the fields of an object. */
function RpcResultContent({ spec }: Props): ReactNode {
  const { result } = spec;
  const rows = resultRows(result.schema);
  return (
    <>
      <p>
        <strong>{schemaLabel(result.schema)}</strong>: <InlineMarkdown text={result.description} />
      </p>
      {rows.length > 0 && <FieldTable caption={`Fields of the result of ${spec.name}`} rows={rows} requiredLabel="Always present" />}
    </>
  );
}

/** Errors a method returns in the JSON-RPC `error` object: code, message as sent, and what to do. */
function RpcErrorsContent({ spec }: Props): ReactNode {
  if (spec.errors.length === 0) {
    return (
      <p>
        No errors specific to this method are documented. A malformed request gets the standard JSON-RPC errors, such as <code>-32602</code> for invalid
        parameters.
      </p>
    );
  }
  const hasStandard = spec.errors.some((e) => e.standard);
  return (
    <>
      <DataTable label={`Errors of ${spec.name}`} caption={`Errors of ${spec.name}; parts in angle brackets vary`} className={clsx(stacked.stacked, stacked.inline)}>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Message</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {spec.errors.map((error) => (
            <tr key={`${error.code} ${error.message}`}>
              <td data-label="Code">
                <code>{error.code}</code>
              </td>
              <th scope="row" className={tables.message}>
                <code>{error.message}</code>
                {error.standard && <span className={tables.standard}> (standard)</span>}
              </th>
              <td>
                <InlineMarkdown text={error.meaning} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {hasStandard && <p className={tables.note}>Errors marked standard come from the Ethereum client itself and are not specific to Linea.</p>}
    </>
  );
}

/** What a Linea node does differently from Ethereum's description of the method. */
function RpcDifferencesContent({ spec }: Props): ReactNode {
  return <InlineList items={spec.lineaDifferences} />;
}

const safetyText: Record<RpcMethodSpec['liveSafety'], string> = {
  'read-only': 'It only reads state, so the console below sends it when you press Send.',
  'filter-creating': 'It creates a filter on the node, so the console shows the request and sends it only after you confirm.',
  'state-changing': 'It submits or changes something, so the console shows the request and sends it only after you confirm.',
};

/** Which endpoints answer the method, and what a node needs to serve it. */
function RpcServedByContent({ spec }: Props): ReactNode {
  const { servedBy } = spec;
  const yesNo = (served: boolean) => (served ? 'Served' : 'Not served');
  return (
    <>
      <ul>
        <li>
          {networks.mainnet.name} public endpoint (<code>{networks.mainnet.rpcUrls.http}</code>): {yesNo(servedBy.publicMainnet)}.
        </li>
        <li>
          {networks.sepolia.name} public endpoint (<code>{networks.sepolia.rpcUrls.http}</code>): {yesNo(servedBy.publicSepolia)}.
        </li>
        <li>
          Your own node:{' '}
          {servedBy.ownNode ? (
            <>
              served with the <code>{servedBy.ownNode.namespace.toUpperCase()}</code> API enabled (<code>--rpc-http-api</code> on Besu)
              {servedBy.ownNode.note ? (
                <>
                  . <InlineMarkdown text={servedBy.ownNode.note} />
                </>
              ) : (
                '.'
              )}
            </>
          ) : (
            'not served.'
          )}
        </li>
        {servedBy.providers && (
          <li>
            Node providers: <InlineMarkdown text={servedBy.providers} />
          </li>
        )}
      </ul>
      <p>{safetyText[spec.liveSafety]}</p>
    </>
  );
}

/** Examples after the first (which the console shows): request body and response, each with its notes. */
function RpcExamplesContent({ spec, from = 0 }: Props & { from?: number }): ReactNode {
  return spec.examples.slice(from).map((example, i) => (
    <section key={example.name ?? i} aria-label={example.name ?? `Example ${from + i + 1}`}>
      <Heading level={3}>{example.name ?? `Example ${from + i + 1}`}</Heading>
      <ExampleRequest spec={spec} example={example} />
      <ExampleResponse example={example} />
    </section>
  ));
}

export const RpcUseCases = kept(RpcUseCasesContent, 'rpc-use-cases');

export const RpcParameters = kept(RpcParametersContent, 'rpc-parameters');

export const RpcResult = kept(RpcResultContent, 'rpc-result');

export const RpcErrors = kept(RpcErrorsContent, 'rpc-errors');

export const RpcDifferences = kept(RpcDifferencesContent, 'rpc-differences');

export const RpcServedBy = kept(RpcServedByContent, 'rpc-served-by');

/** Examples after the first (which the console shows), kept from the server's HTML as the tables are. */
export const RpcExamples = kept(RpcExamplesContent, 'rpc-more-examples');
