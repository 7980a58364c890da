import React, { useEffect, useId, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import { MAX_SHOWN_REPLY_CHARS, RPC_REQUEST_TIMEOUT_MS } from '@site/src/config/rpc-console';
import type { RpcMethod } from '@site/src/data/rpc-methods';
import { networkList } from '@site/src/data/networks';
import {
  classifyReply,
  consoleQueryString,
  evaluateConsole,
  initConsoleModel,
  isNetworkChoice,
  reduceConsole,
  type ConsoleModel,
  type RpcOutcome,
} from '@site/src/lib/rpc-console';
import type { RpcRequest } from '@site/src/lib/rpc-request';
import { isScalar, typeLabel } from '@site/src/lib/rpc-values';
import RpcCodeSamples from '../RpcCodeSamples';
import { ExampleResponse, Heading } from './parts';
import styles from './styles.module.css';

/** The interactive console, loaded in its own chunk once the page has hydrated. */

type Run =
  | { status: 'idle' }
  | { status: 'invalid' }
  | { status: 'loading'; request: RpcRequest }
  | { status: 'done'; request: RpcRequest; outcome: RpcOutcome; elapsedMs: number };

const timeoutSeconds = RPC_REQUEST_TIMEOUT_MS / 1000;

export default function LiveConsole({ spec, headingLevel }: { spec: RpcMethod; headingLevel: 3 | 4 }): ReactNode {
  const history = useHistory();
  const [model, dispatch] = useReducer(
    (m: ConsoleModel, action: Parameters<typeof reduceConsole>[2]) => reduceConsole(spec, m, action),
    history.location.search,
    (search: string) => initConsoleModel(spec, search),
  );
  const { form, shownRequest } = model;
  const evaluation = useMemo(() => evaluateConsole(spec, form), [spec, form]);
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  // The form is mirrored into the query string (replacing, not pushing, history entries) so the
  // address bar always holds a link to this exact request.
  useEffect(() => {
    const next = consoleQueryString(spec, form, history.location.search);
    if (next !== history.location.search.replace(/^\?/, '')) {
      history.replace({ ...history.location, search: next ? `?${next}` : '' });
    }
  }, [spec, form, history]);

  useEffect(() => {
    const current = inFlight;
    return () => current.current?.abort();
  }, []);

  async function send(): Promise<void> {
    const request = evaluation.request;
    if (!request) {
      setRun({ status: 'invalid' });
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    // A new Send supersedes the request in flight: it is cancelled and its reply, if any, ignored.
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    let timedOut = false;
    const timer = window.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, RPC_REQUEST_TIMEOUT_MS);
    const started = performance.now();
    setRun({ status: 'loading', request });

    let outcome: RpcOutcome;
    try {
      const response = await fetch(request.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: request.body,
        signal: controller.signal,
      });
      outcome = classifyReply(response.status, response.statusText, await response.text());
    } catch (error) {
      outcome = timedOut
        ? { kind: 'timeout', timeoutMs: RPC_REQUEST_TIMEOUT_MS }
        : { kind: 'network-error', message: error instanceof Error ? error.message : String(error) };
    } finally {
      window.clearTimeout(timer);
    }
    if (inFlight.current !== controller) return;
    inFlight.current = null;
    setRun({ status: 'done', request, outcome, elapsedMs: performance.now() - started });
  }

  const endpointErrorId = `${id}-endpoint-error`;
  const selectedNetwork = networkList.find((n) => n.id === form.network);

  return (
    <div className={styles.console}>
      {form.notices.length > 0 && (
        <div className={styles.notice} role="status">
          <ul>
            {form.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
          <button type="button" className="button button--sm button--secondary" onClick={() => dispatch({ type: 'dismissNotices' })}>
            Dismiss
          </button>
        </div>
      )}

      <form
        ref={formRef}
        className={styles.form}
        aria-label={`Try ${spec.name}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-network`}>Network</label>
          <select
            id={`${id}-network`}
            value={form.network}
            onChange={(event) => {
              if (isNetworkChoice(event.target.value)) dispatch({ type: 'network', network: event.target.value });
            }}
          >
            {networkList.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name} ({n.rpcUrls.http})
              </option>
            ))}
            <option value="custom">Custom endpoint</option>
          </select>
        </div>

        {form.network === 'custom' && (
          <div className={styles.field}>
            <label htmlFor={`${id}-endpoint`}>Endpoint URL</label>
            <input
              id={`${id}-endpoint`}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              value={form.customUrl}
              aria-invalid={evaluation.endpointError !== null}
              aria-describedby={`${id}-endpoint-hint${evaluation.endpointError ? ` ${endpointErrorId}` : ''}`}
              onChange={(event) => dispatch({ type: 'customUrl', url: event.target.value })}
            />
            <p id={`${id}-endpoint-hint`} className={styles.hint}>
              An https URL, such as your node provider&apos;s endpoint with its key. Plain http works only for localhost.
            </p>
            {evaluation.endpointError && (
              <p id={endpointErrorId} className={styles.error}>
                {evaluation.endpointError}
              </p>
            )}
          </div>
        )}

        {spec.params.map((param) => {
          const inputId = `${id}-param-${param.name}`;
          const hintId = `${inputId}-hint`;
          const errorId = `${inputId}-error`;
          const error = evaluation.paramErrors[param.name];
          const text = form.paramTexts[param.name] ?? '';
          const common = {
            id: inputId,
            value: text,
            spellCheck: false,
            autoComplete: 'off',
            'aria-invalid': error !== undefined,
            'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
          } as const;
          return (
            <div key={param.name} className={styles.field}>
              <label htmlFor={inputId}>
                <code>{param.name}</code> <span className={styles.badge}>{param.required ? 'required' : 'optional'}</span>
              </label>
              {isScalar(param.type) ? (
                <input {...common} type="text" className={styles.mono} onChange={(e) => dispatch({ type: 'param', name: param.name, text: e.target.value })} />
              ) : (
                <textarea
                  {...common}
                  className={styles.mono}
                  rows={Math.min(14, Math.max(3, text.split('\n').length + 1))}
                  onChange={(e) => dispatch({ type: 'param', name: param.name, text: e.target.value })}
                />
              )}
              <p id={hintId} className={styles.hint}>
                {isScalar(param.type) ? `${capitalize(typeLabel(param.type))}, without quotes.` : `JSON: ${withArticle(typeLabel(param.type))}.`}
                {!param.required && ' Leave empty to omit it.'}
              </p>
              {error && (
                <p id={errorId} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}

        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Send request
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              inFlight.current?.abort();
              inFlight.current = null;
              dispatch({ type: 'reset' });
              setRun({ status: 'idle' });
            }}
          >
            Reset to example
          </button>
        </div>
      </form>

      <Heading level={headingLevel}>Request</Heading>
      {evaluation.request === null && (
        <p className={styles.hint}>The samples show the last valid request until the fields marked above are fixed.</p>
      )}
      <RpcCodeSamples request={shownRequest} />

      <Heading level={headingLevel}>Response</Heading>
      <div className={styles.response} aria-live="polite" aria-busy={run.status === 'loading'} data-state={run.status === 'done' ? run.outcome.kind : run.status}>
        <ResponseView spec={spec} run={run} networkName={selectedNetwork?.name ?? 'your endpoint'} />
      </div>
    </div>
  );
}

function ResponseView({ spec, run, networkName }: { spec: RpcMethod; run: Run; networkName: string }): ReactNode {
  switch (run.status) {
    case 'idle':
      return (
        <>
          <p>
            Press <strong>Send request</strong> to call <code>{spec.name}</code> on {networkName}. Until then, here is what an answer looks like.
          </p>
          <ExampleResponse spec={spec} />
        </>
      );
    case 'invalid':
      return (
        <p className={styles.error}>
          Nothing was sent: fix the fields marked above first.
        </p>
      );
    case 'loading':
      return (
        <p>
          Waiting for {new URL(run.request.url).host} to answer (at most {timeoutSeconds} seconds)…
        </p>
      );
    case 'done':
      return <OutcomeView outcome={run.outcome} elapsedMs={run.elapsedMs} url={run.request.url} />;
  }
}

function OutcomeView({ outcome, elapsedMs, url }: { outcome: RpcOutcome; elapsedMs: number; url: string }): ReactNode {
  const host = new URL(url).host;
  if (outcome.kind === 'timeout') {
    return (
      <p className={styles.error}>
        Timed out: {host} sent no reply within {outcome.timeoutMs / 1000} seconds, so the request was cancelled. Try again, or use another endpoint.
      </p>
    );
  }
  if (outcome.kind === 'network-error') {
    return (
      <p className={styles.error}>
        Network error: the request did not reach {host} or its reply was refused ({outcome.message}). Check the URL and your connection; the endpoint must also
        accept requests from web pages (CORS).
      </p>
    );
  }
  const status = (
    <p className={styles.status}>
      <span>
        HTTP {outcome.status}
        {outcome.statusText ? ` ${outcome.statusText}` : ''}
      </span>
      <span aria-hidden="true"> · </span>
      <span>{Math.round(elapsedMs)} ms</span>
    </p>
  );
  const body = outcome.body.length > MAX_SHOWN_REPLY_CHARS ? `${outcome.body.slice(0, MAX_SHOWN_REPLY_CHARS)}\n… (${outcome.body.length - MAX_SHOWN_REPLY_CHARS} more characters)` : outcome.body;
  const bodyBlock = (
    <CodeBlock language={outcome.kind === 'not-json' || (outcome.kind === 'http-error' && !isJson(outcome.body)) ? 'text' : 'json'} title="Reply body">
      {body === '' ? '(empty body)' : body}
    </CodeBlock>
  );
  switch (outcome.kind) {
    case 'result':
      return (
        <>
          {status}
          {bodyBlock}
        </>
      );
    case 'rpc-error':
      return (
        <>
          {status}
          <p className={styles.error}>
            JSON-RPC error <code>{outcome.error.code}</code>: {outcome.error.message}
          </p>
          {bodyBlock}
        </>
      );
    case 'http-error':
      return (
        <>
          {status}
          <p className={styles.error}>
            HTTP error: {host} answered with status {outcome.status}
            {outcome.error ? (
              <>
                {' '}
                and JSON-RPC error <code>{outcome.error.code}</code>: {outcome.error.message}
              </>
            ) : (
              '.'
            )}
          </p>
          {bodyBlock}
        </>
      );
    case 'not-json':
      return (
        <>
          {status}
          <p className={styles.error}>Not JSON: the reply is not a JSON-RPC response, so this is probably not a JSON-RPC endpoint.</p>
          {bodyBlock}
        </>
      );
    case 'not-json-rpc':
      return (
        <>
          {status}
          <p className={styles.error}>Not JSON-RPC: the reply is JSON but has neither a result nor an error member.</p>
          {bodyBlock}
        </>
      );
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function withArticle(label: string): string {
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}
