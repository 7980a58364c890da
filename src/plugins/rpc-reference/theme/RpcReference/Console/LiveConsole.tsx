import React, { useEffect, useId, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import { CORS_PROBE_TIMEOUT_MS, MAX_SHARED_QUERY_CHARS, MAX_SHOWN_REPLY_CHARS, RPC_REQUEST_TIMEOUT_MS } from '@site/src/config/rpc-console';
import { networkList } from '@site/src/data/networks';
import type { RpcMethodSpec, RpcParam } from '@site/src/data/rpc/types';
import { copyText, type CopyResult } from '@site/src/lib/clipboard';
import {
  consoleQueryString,
  documentedError,
  errorMessageText,
  evaluateConsole,
  initConsoleModel,
  isNetworkChoice,
  readReply,
  reduceConsole,
  resultMismatch,
  retryAdvice,
  servedWhere,
  type ConsoleAction,
  type ConsoleModel,
  type MethodValidators,
  type RpcOutcome,
} from '@site/src/lib/rpc-console';
import type { RpcRequest } from '@site/src/lib/rpc-request';
import { inputKind, schemaLabel, suggestedValues, withArticle } from '@site/src/lib/rpc-schema';
import CodeSamples from '../CodeSamples';
import { ExampleResponse, Heading } from './parts';
import styles from './styles.module.css';

/** The interactive console, loaded in its own chunk (with the method's validators) once the page has hydrated. */

export interface LiveConsoleProps {
  spec: RpcMethodSpec;
  validators: MethodValidators;
  headingLevel: 3 | 4;
}

type Run =
  | { status: 'idle' }
  | { status: 'invalid' }
  | { status: 'confirm'; request: RpcRequest }
  /** `withdrawn`: the form changed while the confirmation waited, so the request it showed is not the form's any more. */
  | { status: 'cancelled'; request: RpcRequest; withdrawn: boolean }
  | { status: 'loading'; request: RpcRequest; confirmed: boolean }
  | { status: 'done'; request: RpcRequest; confirmed: boolean; outcome: RpcOutcome; elapsedMs: number };

const timeoutSeconds = RPC_REQUEST_TIMEOUT_MS / 1000;

/** What the panel says, and the status line announces, when nothing was sent. */
const NOT_SENT = {
  invalid: 'Nothing was sent: fix the fields marked above first.',
  cancelled: 'Cancelled: nothing was sent.',
  withdrawn: 'Withdrawn: the form changed before you confirmed, so nothing was sent.',
} as const;

/**
 * Whether a failed fetch reached the endpoint: a `no-cors` HEAD request resolves (opaquely) when
 * the server answers, and fails when it cannot be reached. It carries no body, so it never repeats
 * the call itself.
 */
async function endpointAnswers(url: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), CORS_PROBE_TIMEOUT_MS);
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    window.clearTimeout(timer);
  }
}

async function sendRequest(request: RpcRequest, controller: AbortController, timedOut: () => boolean): Promise<RpcOutcome> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: request.body,
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut()) return { kind: 'timeout', timeoutMs: RPC_REQUEST_TIMEOUT_MS };
    const message = error instanceof Error ? error.message : String(error);
    if (controller.signal.aborted) return { kind: 'network-error', message };
    return (await endpointAnswers(request.url)) ? { kind: 'cors', message } : { kind: 'network-error', message };
  }
  // The reply has arrived: whatever goes wrong from here (reading its body, classifying it) is
  // reported with its status, never as a network failure.
  return readReply(response, timedOut);
}

export default function LiveConsole({ spec, validators, headingLevel }: LiveConsoleProps): ReactNode {
  const history = useHistory();
  const [model, dispatch] = useReducer(
    (m: ConsoleModel, action: ConsoleAction) => reduceConsole(spec, validators, m, action),
    history.location.search,
    (search: string) => initConsoleModel(spec, validators, search),
  );
  const { form, shownRequest, changed } = model;
  const evaluation = useMemo(() => evaluateConsole(spec, validators, form), [spec, validators, form]);
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Where focus goes when the control that had it disappears (a confirmation answered, the
  // notices dismissed): never to the page's body, where a screen reader loses its place.
  const submitRef = useRef<HTMLButtonElement>(null);
  const responseRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // Once the reader changes it, the form is mirrored into the query string (replacing, not
  // pushing, history entries) so the address bar holds a link to this exact request. Before that
  // the link stays as it came, with any value the form could not take.
  // A request too long for a link is not written: the address bar keeps the last one that fits.
  const sharedQuery = useMemo(() => (changed ? consoleQueryString(spec, form, history.location.search) : null), [spec, form, changed, history]);
  const unsharedLength = sharedQuery !== null && sharedQuery.length > MAX_SHARED_QUERY_CHARS ? sharedQuery.length : 0;
  useEffect(() => {
    if (sharedQuery === null || sharedQuery.length > MAX_SHARED_QUERY_CHARS) return;
    if (sharedQuery !== history.location.search.replace(/^\?/, '')) {
      history.replace({ ...history.location, search: sharedQuery ? `?${sharedQuery}` : '' });
    }
  }, [sharedQuery, history]);

  useEffect(() => {
    const current = inFlight;
    return () => current.current?.abort();
  }, []);

  useEffect(() => {
    if (run.status === 'confirm') confirmRef.current?.focus();
  }, [run.status]);

  /**
   * A change to the form (a field, the network, the endpoint). A confirmation asks about one exact
   * request, so one still waiting is withdrawn, never sent: Send request shows the new request.
   */
  function edit(action: Extract<ConsoleAction, { type: 'network' | 'customUrl' | 'param' }>): void {
    dispatch(action);
    setRun((current) => (current.status === 'confirm' ? { status: 'cancelled', request: current.request, withdrawn: true } : current));
  }

  /** `confirmed`: sent from the confirmation, which then stays in place above the reply. */
  async function send(request: RpcRequest, confirmed: boolean): Promise<void> {
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
    setRun({ status: 'loading', request, confirmed });
    const outcome = await sendRequest(request, controller, () => timedOut);
    window.clearTimeout(timer);
    if (inFlight.current !== controller) return;
    inFlight.current = null;
    setRun({ status: 'done', request, confirmed, outcome, elapsedMs: performance.now() - started });
  }

  function submit(): void {
    // The confirmation shown is about this very request (any edit withdraws it): answer it there.
    if (run.status === 'confirm') {
      confirmRef.current?.focus();
      return;
    }
    const request = evaluation.request;
    if (!request) {
      setRun({ status: 'invalid' });
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    // Anything that changes state on the node is shown first and sent only when the reader confirms.
    if (spec.liveSafety !== 'read-only') {
      inFlight.current?.abort();
      inFlight.current = null;
      setRun({ status: 'confirm', request });
      return;
    }
    void send(request, false);
  }

  // Memoised: after a reply it validates the result, which can be large, and the form re-renders on every keystroke.
  const announced = useMemo(() => announcement(spec, validators, run), [spec, validators, run]);
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
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              dispatch({ type: 'dismissNotices' });
              formRef.current?.querySelector<HTMLElement>('select, input, textarea')?.focus();
            }}
          >
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
          submit();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-network`}>Network</label>
          <select
            id={`${id}-network`}
            value={form.network}
            onChange={(event) => {
              if (isNetworkChoice(event.target.value)) edit({ type: 'network', network: event.target.value });
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
              onChange={(event) => edit({ type: 'customUrl', url: event.target.value })}
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

        {spec.params.map((param) => (
          <ParamField
            key={param.name}
            id={`${id}-param-${param.name}`}
            param={param}
            text={form.paramTexts[param.name] ?? ''}
            error={evaluation.paramErrors[param.name]}
            onChange={(text) => edit({ type: 'param', name: param.name, text })}
          />
        ))}
        {spec.params.length === 0 && <p className={styles.hint}>This method takes no parameters.</p>}

        <div className={styles.actions}>
          <button ref={submitRef} type="submit" className="button button--primary">
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
      {unsharedLength > 0 && (
        <p className={styles.hint} role="status">
          This request is too long to share as a link ({unsharedLength.toLocaleString('en-US')} characters; servers refuse links over about{' '}
          {MAX_SHARED_QUERY_CHARS.toLocaleString('en-US')}), so the address bar still holds the last shorter one. Copy the request below to share it.
        </p>
      )}
      {evaluation.request === null && <p className={styles.hint}>The samples show the last valid request until the fields marked above are fixed.</p>}
      <CodeSamples request={shownRequest} />

      <Heading level={headingLevel} id={`${id}-response`}>
        Response
      </Heading>
      {/* The panel below holds request and reply bodies of up to thousands of characters: a screen
          reader announces this line about it instead of reading it all out after every send. */}
      <p className="sr-only" role="status" data-console-status="">
        {announced}
      </p>
      {/* Focus moves here after Send it: a region named by its heading, which a screen reader
          announces by that name rather than reading out the bodies it holds. */}
      <div ref={responseRef} tabIndex={-1} role="region" aria-labelledby={`${id}-response`} className={styles.response} data-state={stateOf(run)}>
        {(run.status === 'confirm' || run.status === 'cancelled' || ((run.status === 'loading' || run.status === 'done') && run.confirmed)) && (
          // Once answered, the confirmation stays where it was, as the record of what was (or was
          // not) sent, with any reply below it: nothing moves up under the pointer, so the second
          // click of a double click lands on this panel rather than on a link that took its place.
          <div className={styles.confirm}>
            <p>
              <strong>
                {spec.liveSafety === 'state-changing'
                  ? `${spec.name} submits or changes something on the node.`
                  : `${spec.name} installs a filter on the node, which keeps it until it expires or is uninstalled.`}
              </strong>{' '}
              {run.status === 'confirm' ? 'This exact request goes to' : run.status === 'cancelled' ? 'This request would have gone to' : 'This exact request went to'} {new URL(run.request.url).host}:
            </p>
            <CodeBlock language="json" title="Request body">
              {run.request.body}
            </CodeBlock>
            {run.status === 'confirm' ? (
              <div className={styles.actions}>
                <button
                  ref={confirmRef}
                  type="button"
                  className="button button--danger"
                  onClick={() => {
                    // Without scrolling: the button was on screen, and the page must not move under the pointer.
                    responseRef.current?.focus({ preventScroll: true });
                    void send(run.request, true);
                  }}
                >
                  Send it
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={(event) => {
                    setRun({ status: 'cancelled', request: run.request, withdrawn: false });
                    // From the keyboard (a click with no pointer count), the page scrolls to the
                    // button as usual; under a pointer it stays still.
                    submitRef.current?.focus({ preventScroll: event.detail > 0 });
                  }}
                >
                  Cancel
                </button>
              </div>
            ) : (
              <p className={styles.sent}>
                {run.status !== 'cancelled'
                  ? 'Sent after your confirmation; the reply follows.'
                  : run.withdrawn
                    ? `${NOT_SENT.withdrawn} Press Send request to confirm the new request.`
                    : NOT_SENT.cancelled}
              </p>
            )}
          </div>
        )}
        {run.status !== 'confirm' && run.status !== 'cancelled' && <ResponseView spec={spec} validators={validators} run={run} networkName={selectedNetwork?.name ?? 'your endpoint'} />}
      </div>
    </div>
  );
}

/** A line of what happened, for screen readers: what the panel shows, in a sentence and without the bodies. */
function announcement(spec: RpcMethodSpec, validators: MethodValidators, run: Run): string {
  switch (run.status) {
    case 'idle':
      return '';
    case 'invalid':
      return NOT_SENT.invalid;
    case 'confirm':
      return `Confirm the request to ${new URL(run.request.url).host}: it is shown below, with Send it and Cancel.`;
    case 'cancelled':
      return run.withdrawn ? NOT_SENT.withdrawn : NOT_SENT.cancelled;
    case 'loading':
      return `Waiting for ${new URL(run.request.url).host} to answer…`;
    case 'done':
      return `${outcomeHeadline(spec, validators, run.outcome)} ${'body' in run.outcome ? 'The reply is shown below.' : 'Details are shown below.'}`;
  }
}

/** The outcome in a few words, as the message the panel shows for it starts. */
function outcomeHeadline(spec: RpcMethodSpec, validators: MethodValidators, outcome: RpcOutcome): string {
  switch (outcome.kind) {
    case 'result':
      return resultMismatch(spec, validators, outcome.result) ? 'Result received; it does not match the documented result.' : 'Result received.';
    case 'rpc-error':
      return `JSON-RPC error ${outcome.error.code}.`;
    case 'method-not-found':
      return `Method not found: this endpoint does not serve ${spec.name}.`;
    case 'timeout':
      return 'Timed out: no reply, so the request was cancelled.';
    case 'cors':
      return 'Blocked by CORS: the browser hid the reply.';
    case 'network-error':
      return 'Network error: the request did not reach the endpoint.';
    case 'cut-off':
      return 'The reply was cut off.';
    case 'rate-limited':
      return 'Rate limited (HTTP 429).';
    case 'http-error':
      return `HTTP error ${outcome.status}.`;
    case 'not-json':
      return 'The reply is not JSON.';
    case 'not-json-rpc':
      return 'The reply is not JSON-RPC.';
    case 'batch':
      return 'Batch reply to a single request.';
    case 'redirected':
      return 'Redirected: the reply may not answer this request.';
    case 'unreadable':
      return 'The reply could not be displayed.';
  }
}

function stateOf(run: Run): string {
  return run.status === 'done' ? run.outcome.kind : run.status;
}

interface ParamFieldProps {
  id: string;
  param: RpcParam;
  text: string;
  error: string | undefined;
  onChange: (text: string) => void;
}

/** One parameter, edited as its schema suggests: a line of text, a true/false choice, or JSON. */
function ParamField({ id, param, text, error, onChange }: ParamFieldProps): ReactNode {
  const kind = inputKind(param.schema);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const suggestions = kind === 'text' ? suggestedValues(param.schema) : [];
  const common = {
    id,
    value: text,
    spellCheck: false,
    autoComplete: 'off',
    'aria-invalid': error !== undefined,
    'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
  } as const;
  const label = schemaLabel(param.schema);
  const hint =
    kind === 'text'
      ? `${capitalize(label)}, without quotes.${suggestions.length > 0 ? ` Suggestions: ${suggestions.join(', ')}.` : ''}`
      : kind === 'boolean'
        ? 'true or false.'
        : kind === 'number'
          ? `${capitalize(label)}.`
          : `JSON: ${withArticle(label)}.`;
  let control: ReactNode;
  if (kind === 'boolean') {
    control = (
      <select {...common} onChange={(e) => onChange(e.target.value)}>
        {!param.required && <option value="">(leave out)</option>}
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  } else if (kind === 'json') {
    control = <textarea {...common} className={styles.mono} rows={Math.min(14, Math.max(3, text.split('\n').length + 1))} onChange={(e) => onChange(e.target.value)} />;
  } else {
    control = (
      <>
        <input
          {...common}
          type="text"
          inputMode={kind === 'number' ? 'numeric' : undefined}
          list={suggestions.length > 0 ? `${id}-suggestions` : undefined}
          className={styles.mono}
          onChange={(e) => onChange(e.target.value)}
        />
        {suggestions.length > 0 && (
          <datalist id={`${id}-suggestions`}>
            {suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        )}
      </>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{param.name}</code> <span className={styles.badge}>{param.required ? 'required' : 'optional'}</span>
      </label>
      {control}
      <p id={hintId} className={styles.hint}>
        {hint}
        {!param.required && kind !== 'boolean' && ' Leave empty to omit it.'}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function ResponseView({ spec, validators, run, networkName }: { spec: RpcMethodSpec; validators: MethodValidators; run: Exclude<Run, { status: 'confirm' | 'cancelled' }>; networkName: string }): ReactNode {
  switch (run.status) {
    case 'idle':
      return (
        <>
          <p>
            Press <strong>Send request</strong> to call <code>{spec.name}</code> on {networkName}. Until then, here is what an answer looks like.
          </p>
          {spec.examples[0] && <ExampleResponse example={spec.examples[0]} />}
        </>
      );
    case 'invalid':
      return <p className={styles.error}>{NOT_SENT.invalid}</p>;
    case 'loading':
      return (
        <p>
          Waiting for {new URL(run.request.url).host} to answer (at most {timeoutSeconds} seconds)…
        </p>
      );
    case 'done':
      return <OutcomeView spec={spec} validators={validators} outcome={run.outcome} elapsedMs={run.elapsedMs} url={run.request.url} />;
  }
}

/** A reply body: shown up to a limit, so a huge reply cannot stall the page, and copyable whole. */
function ReplyBody({ body, json }: { body: string; json: boolean }): ReactNode {
  const [copied, setCopied] = useState<CopyResult | null>(null);
  const cut = body.length > MAX_SHOWN_REPLY_CHARS;
  const shown = cut ? `${body.slice(0, MAX_SHOWN_REPLY_CHARS)}\n… (${(body.length - MAX_SHOWN_REPLY_CHARS).toLocaleString('en')} more characters)` : body;
  return (
    <>
      {cut && (
        <p className={styles.hint}>
          The reply is {body.length.toLocaleString('en')} characters long; the first {MAX_SHOWN_REPLY_CHARS.toLocaleString('en')} are shown.{' '}
          <button type="button" className="button button--sm button--secondary" onClick={() => void copyText(body).then(setCopied)}>
            Copy the whole reply
          </button>{' '}
          <span role="status">{copied === 'copied' ? 'Copied.' : copied === 'failed' ? 'Could not copy: your browser refused access to the clipboard.' : ''}</span>
        </p>
      )}
      <CodeBlock language={json && !cut ? 'json' : 'text'} title="Reply body">
        {shown === '' ? '(empty body)' : shown}
      </CodeBlock>
    </>
  );
}

function OutcomeView({ spec, validators, outcome, elapsedMs, url }: { spec: RpcMethodSpec; validators: MethodValidators; outcome: RpcOutcome; elapsedMs: number; url: string }): ReactNode {
  const host = new URL(url).host;
  if (outcome.kind === 'timeout') {
    return (
      <p className={styles.error}>
        Timed out: {host} sent no reply within {outcome.timeoutMs / 1000} seconds, so the request was cancelled. Try again, or use another endpoint.
      </p>
    );
  }
  if (outcome.kind === 'cors') {
    return (
      <p className={styles.error}>
        Blocked by CORS: {host} answered, but the browser hid the reply because it carries no Access-Control-Allow-Origin header for this site. Either
        the endpoint does not take requests from web pages (run the curl sample above instead, or use an endpoint that does), or it left the header off
        an error reply, such as a rate limit (HTTP 429) or an outage (HTTP 503): if it has answered on this page before, wait a moment and send again.
      </p>
    );
  }
  if (outcome.kind === 'network-error') {
    return (
      <p className={styles.error}>
        Network error: the request did not reach {host} ({outcome.message}). Check the URL and your connection.
      </p>
    );
  }
  if (outcome.kind === 'cut-off') {
    return (
      <>
        <StatusLine status={outcome.status} statusText={outcome.statusText} elapsedMs={elapsedMs} />
        <p className={styles.error}>
          The reply was cut off after HTTP {outcome.status}: {host} answered, but{' '}
          {outcome.timedOut
            ? `the rest of the reply did not arrive within ${timeoutSeconds} seconds, so the request was cancelled.`
            : `the connection broke before the whole reply arrived (${outcome.message}).`}{' '}
          Send again; if it keeps happening, the endpoint or a proxy in front of it is failing.
        </p>
      </>
    );
  }
  const status = <StatusLine status={outcome.status} statusText={outcome.statusText} elapsedMs={elapsedMs} />;
  const body = <ReplyBody body={outcome.body} json={outcome.json} />;
  let message: ReactNode = null;
  switch (outcome.kind) {
    case 'result': {
      const mismatch = resultMismatch(spec, validators, outcome.result);
      message = mismatch && (
        <p className={styles.warning} role="note">
          This answer does not match the documented result: {mismatch} Either the node behaves differently from this page or the page is out of date.
        </p>
      );
      break;
    }
    case 'rpc-error': {
      const documented = documentedError(spec, outcome.error);
      message = (
        <p className={styles.error}>
          JSON-RPC error <code>{outcome.error.code}</code>
          {errorMessageText(outcome.error.message)}
          {documented && (
            <>
              <br />
              <span className={styles.meaning}>What it means: {documented.meaning}</span>
            </>
          )}
        </p>
      );
      break;
    }
    case 'method-not-found': {
      const places = servedWhere(spec);
      message = (
        <p className={styles.error}>
          Method not found (<code>{outcome.error.code}</code>): {host} does not serve <code>{spec.name}</code>.{' '}
          {places.length > 0 ? `It is served by ${places.join('; ')}.` : 'No public endpoint is documented to serve it.'}
        </p>
      );
      break;
    }
    case 'rate-limited':
      message = (
        <p className={styles.error}>
          Rate limited (HTTP 429): {host} refuses more requests for now. {retryAdvice(outcome.retryAfter)}
          {networkList.some((n) => n.rpcUrls.http === url) && ' To stay clear of the public endpoint\'s limit, choose Custom endpoint under Network and call a node provider\'s endpoint or your own node.'}
        </p>
      );
      break;
    case 'http-error':
      message = (
        <p className={styles.error}>
          HTTP error: {host} answered with status {outcome.status}
          {outcome.error ? (
            <>
              {' '}
              and JSON-RPC error <code>{outcome.error.code}</code>
              {errorMessageText(outcome.error.message)}
            </>
          ) : (
            '.'
          )}
        </p>
      );
      break;
    case 'not-json':
      message = <p className={styles.error}>Not JSON: the reply is not a JSON-RPC response, so this is probably not a JSON-RPC endpoint.</p>;
      break;
    case 'not-json-rpc':
      message = <p className={styles.error}>Not JSON-RPC: the reply is JSON but has no result member and no error object with a numeric code.</p>;
      break;
    case 'batch':
      message = (
        <p className={styles.error}>
          Batch reply: {host} answered with a JSON array, the reply to a batch of requests, which a single request should not get. The endpoint, or a
          proxy in front of it, does not follow JSON-RPC.
        </p>
      );
      break;
    case 'redirected':
      message = (
        <p className={styles.error}>
          Redirected: {host} sent the request on to {outcome.finalUrl ? <code>{outcome.finalUrl}</code> : 'another URL'}. A browser follows a 301 or 302
          redirect with a GET request that drops the JSON-RPC body, so the reply below may not answer this request. Use{' '}
          {outcome.finalUrl ? 'that URL' : 'the URL it redirects to'} as the endpoint.
        </p>
      );
      break;
    case 'unreadable':
      message = (
        <p className={styles.error}>
          The reply could not be displayed ({outcome.reason}): {host} answered with HTTP {outcome.status}. It is shown below as sent.
        </p>
      );
      break;
  }
  return (
    <>
      {status}
      {message}
      {outcome.notes.map((note) => (
        <p key={note} className={styles.warning} role="note">
          {note}
        </p>
      ))}
      {body}
    </>
  );
}

function StatusLine({ status, statusText, elapsedMs }: { status: number; statusText: string; elapsedMs: number }): ReactNode {
  return (
    <p className={styles.status}>
      <span>
        HTTP {status}
        {statusText ? ` ${statusText}` : ''}
      </span>
      <span aria-hidden="true"> · </span>
      <span>{Math.round(elapsedMs)} ms</span>
    </p>
  );
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
