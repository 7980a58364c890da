import { describe, expect, it } from 'vitest';
import { CONSOLE_QUERY, linksToConsole } from '../../src/config/rpc-console';
import { networks } from '../../src/data/networks';
import { getRpcMethodSpec, rpcMethods } from '../../src/data/rpc';
import type { RpcMethodSpec } from '../../src/data/rpc/types';
import {
  checkEndpointUrl,
  classifyReply,
  consoleQueryString,
  consoleStateFromQuery,
  defaultConsoleState,
  evaluateConsole,
  initConsoleModel,
  documentedError,
  errorMessageText,
  MAX_ERROR_MESSAGE_CHARS,
  parseParam,
  readReply,
  type ArrivedReply,
  reduceConsole as reduce,
  resultMismatch,
  retryAdvice,
  servedWhere,
  type ConsoleAction,
  type ConsoleModel,
  type MethodValidators,
} from '../../src/lib/rpc-console';
import { inexactJsonIntegers } from '../../src/lib/numbers';
import { exampleRequest } from '../../src/lib/rpc-request';
import { createAjv } from '../../src/plugins/rpc-reference/validators';

const ajv = createAjv();

/** The validators the browser gets compiled ahead of time, compiled here at run time from the same schemas. */
function validatorsOf(spec: RpcMethodSpec): MethodValidators {
  return { params: spec.params.map((p) => ajv.compile(p.schema as object)), result: ajv.compile(spec.result.schema as object) };
}

const estimate = getRpcMethodSpec('linea_estimateGas');
const exclusion = getRpcMethodSpec('linea_getTransactionExclusionStatusV1');
const proof = getRpcMethodSpec('linea_getProof');
const [call, stateOverride] = estimate.params;
const checks = new Map([estimate, exclusion, proof].map((spec) => [spec, validatorsOf(spec)]));
const v = (spec: RpcMethodSpec) => checks.get(spec)!;
const evaluate = (spec: RpcMethodSpec, state: ReturnType<typeof defaultConsoleState>) => evaluateConsole(spec, v(spec), state);
const fromQuery = (spec: RpcMethodSpec, search: string) => consoleStateFromQuery(spec, v(spec), search);
const init = (spec: RpcMethodSpec, search: string) => initConsoleModel(spec, v(spec), search);
const reduceConsole = (spec: RpcMethodSpec, model: ConsoleModel, action: ConsoleAction) => reduce(spec, v(spec), model, action);

describe('checkEndpointUrl', () => {
  it('accepts https anywhere and http only on this machine', () => {
    expect(checkEndpointUrl('https://linea-mainnet.example/v3/key')).toEqual({ ok: true, url: 'https://linea-mainnet.example/v3/key' });
    expect(checkEndpointUrl(' http://127.0.0.1:8545 ').ok).toBe(true);
    expect(checkEndpointUrl('http://localhost:8545').ok).toBe(true);
  });

  it.each([
    ['', /Enter the URL/],
    ['rpc.linea.build', /not a URL/],
    ['http://rpc.example.com', /allowed only for localhost and 127\.0\.0\.1\./],
    ['ftp://127.0.0.1', /https/],
    ['javascript:alert(1)', /https/],
    ['wss://rpc.linea.build', /wss:\/\/ endpoints cannot be used/],
    // fetch() throws on a URL with credentials in it, so the console refuses it before sending.
    ['https://user:secret@node.example', /user name and password/],
    ['http://user@127.0.0.1:8545', /user name and password/],
    // The browser would send these, some as a path on this site; curl refuses them.
    ['http:127.0.0.1:8545/rpc', /^Write the scheme with two slashes: http:\/\/127\.0\.0\.1:8545\/rpc\.$/],
    ['https:/node.example/v3/key', /^Write the scheme with two slashes: https:\/\/node\.example\/v3\/key\.$/],
    ['http://127.0.0.1:8545/a b', /spaces and backslashes/],
    ['http:\\\\127.0.0.1:8545', /spaces and backslashes/],
    ['https://rpc.example .com', /cannot be read/],
    ['http://localhost:99999', /cannot be read: .*port/],
  ])('rejects %j', (text, message) => {
    const checked = checkEndpointUrl(text);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error).toMatch(message);
  });

  it.each([
    // Read as a URL of the scheme "localhost:", this used to be refused as a localhost:// endpoint.
    ['localhost:8545', 'Did you mean http://localhost:8545?'],
    ['127.0.0.1:8545/rpc', 'Did you mean http://127.0.0.1:8545/rpc?'],
    ['rpc.linea.build', 'Did you mean https://rpc.linea.build?'],
    ['node.example:443/v3/key', 'Did you mean https://node.example:443/v3/key?'],
    ['[::1]:8545', 'Did you mean http://localhost:8545?'],
  ])('suggests a scheme for the host %j typed alone', (text, suggestion) => {
    const checked = checkEndpointUrl(text);
    expect(checked).toEqual({ ok: false, error: expect.stringContaining(suggestion) });
    if (!checked.ok) expect(checked.error).not.toContain('endpoints cannot be used');
  });

  it.each(['https://', 'http://', 'https:///', 'http://:8545'])('says %j has no host', (text) => {
    const checked = checkEndpointUrl(text);
    expect(checked).toEqual({ ok: false, error: expect.stringMatching(/^The URL has no host/) });
  });

  it('points a node on [::1] to localhost, which the site may reach (a CSP cannot name an IPv6 address)', () => {
    const checked = checkEndpointUrl('http://[::1]:8545/rpc');
    expect(checked).toEqual({ ok: false, error: expect.stringMatching(/^Use http:\/\/localhost:8545\/rpc instead: .*IPv6/) });
  });
});

describe('parseParam', () => {
  const parse = (text: string, spec: RpcMethodSpec, index: number) => parseParam(text, spec.params[index]!, v(spec).params[index]!);

  it('takes text fields as bare text and structures as JSON', () => {
    const hash = exclusion.examples[0]!.params[0] as string;
    expect(parse(` ${hash} `, exclusion, 0)).toEqual({ ok: true, value: hash });
    expect(parse('{"to":"0x176211869ca2b568f2a7d4ee941e073a821ee1ff"}', estimate, 0)).toEqual({ ok: true, value: { to: '0x176211869ca2b568f2a7d4ee941e073a821ee1ff' } });
  });

  it('refuses an integer a browser would round before sending, naming the field, rather than send another value', () => {
    const bundle = getRpcMethodSpec('eth_sendBundle');
    const parseBundle = (text: string) => parseParam(text, bundle.params[0]!, validatorsOf(bundle).params[0]!);
    expect(parseBundle('{"txs": [], "blockNumber": "0x1", "minTimestamp": 18446744073709551617}')).toEqual({
      ok: false,
      error: 'bundle has the integer 18446744073709551617, larger than a browser can send exactly: it would go out as 18446744073709552000. Numbers above 9007199254740991 lose digits in JavaScript.',
    });
    expect(parseBundle('{"txs": [], "blockNumber": "0x1", "minTimestamp": 9007199254740991}')).not.toMatchObject({ error: expect.stringContaining('send exactly') });
  });

  it('reports malformed JSON, naming the field and what it expects', () => {
    expect(parse('{"to": }', estimate, 0)).toMatchObject({ ok: false, error: expect.stringMatching(/^call is not valid JSON \(.+\)\. Expected a call object\.$/) });
  });

  it('names the nested field that fails its schema, and what it must be', () => {
    expect(parse('{"to": 5}', estimate, 0)).toEqual({ ok: false, error: 'call.to must be an address (got number 5).' });
    expect(parse('{"to": "0x1234"}', estimate, 0)).toEqual({ ok: false, error: 'call.to must be an address (got "0x1234").' });
    expect(parse('0x1234', exclusion, 0)).toMatchObject({ ok: false, error: expect.stringMatching(/^txHash must be a 32-byte hash/) });
    expect(parse('{"slot": "0x1"}', proof, 1)).toMatchObject({ ok: false, error: expect.stringMatching(/^storageKeys must be an array/) });
    expect(parse('["0x1", "nope"]', proof, 1)).toMatchObject({ ok: false, error: expect.stringMatching(/^storageKeys\[1\] must be/) });
  });

  it('requires required values and omits empty optional ones', () => {
    expect(parseParam('', call!, v(estimate).params[0]!)).toEqual({ ok: false, error: 'call is required.' });
    expect(parseParam('  ', stateOverride!, v(estimate).params[1]!)).toEqual({ ok: true, value: undefined });
  });
});

describe('evaluateConsole', () => {
  it('builds the example request on the default network', () => {
    const evaluation = evaluate(estimate, defaultConsoleState(estimate));
    expect(evaluation.paramErrors).toEqual({});
    expect(evaluation.request?.url).toBe(networks.mainnet.rpcUrls.http);
    expect(JSON.parse(evaluation.request!.body)).toEqual({ jsonrpc: '2.0', id: 1, method: 'linea_estimateGas', params: estimate.examples[0]!.params });
  });

  it('omits an empty trailing optional parameter and sends one before a filled one as null', () => {
    const state = defaultConsoleState(estimate);
    expect((JSON.parse(evaluate(estimate, state).request!.body) as { params: unknown[] }).params).toHaveLength(1);
  });

  it('builds no request while a field is invalid, and says which', () => {
    const state = { ...defaultConsoleState(proof), network: 'custom' as const, customUrl: 'http://example.com' };
    state.paramTexts = { ...state.paramTexts, storageKeys: '{"a":1}' };
    const evaluation = evaluate(proof, state);
    expect(evaluation.request).toBeNull();
    expect(evaluation.endpointError).toMatch(/https/);
    expect(Object.keys(evaluation.paramErrors)).toEqual(['storageKeys']);
  });
});

describe('console state in the query string', () => {
  const hash = `0x${'12'.repeat(32)}`;

  it('round-trips network, custom URL and parameters, keeping keys it does not own', () => {
    const state = { ...defaultConsoleState(exclusion), network: 'custom' as const, customUrl: 'http://127.0.0.1:8545', paramTexts: { txHash: hash } };
    const search = consoleQueryString(exclusion, state, 'language=python');
    const query = new URLSearchParams(search);
    expect(query.get('language')).toBe('python');
    expect(query.get(CONSOLE_QUERY.network)).toBe('custom');
    expect(query.get(CONSOLE_QUERY.customUrl)).toBe('http://127.0.0.1:8545');
    expect(query.get(`${CONSOLE_QUERY.paramPrefix}txHash`)).toBe(hash);
    expect(query.get(CONSOLE_QUERY.method)).toBe(exclusion.name);
    expect(fromQuery(exclusion, search)).toEqual({ ...state, notices: [] });
  });

  it('leaves defaults out of the link', () => {
    expect(consoleQueryString(exclusion, defaultConsoleState(exclusion), '')).toBe('');
    expect(consoleQueryString(exclusion, defaultConsoleState(exclusion), `network=sepolia&${CONSOLE_QUERY.paramPrefix}txHash=0x1`)).toBe('');
  });

  it('falls back to defaults, with a notice, for every malformed value', () => {
    const search = new URLSearchParams({
      network: 'moon',
      [`${CONSOLE_QUERY.paramPrefix}call`]: '{not json',
      [`${CONSOLE_QUERY.paramPrefix}stateOverride`]: '[]',
    }).toString();
    const state = fromQuery(estimate, search);
    expect(state.network).toBe(estimate.defaultNetwork);
    expect(state.paramTexts).toEqual(defaultConsoleState(estimate).paramTexts);
    expect(state.notices).toHaveLength(3);
    expect(state.notices.join(' ')).toMatch(/unknown network.*call is not valid.*stateOverride is not valid/s);
  });

  it('ignores the parameters of a link made for another method, with a notice', () => {
    const search = new URLSearchParams({ method: 'eth_doesNotExist', [`${CONSOLE_QUERY.paramPrefix}txHash`]: hash }).toString();
    const state = fromQuery(exclusion, search);
    expect(state.paramTexts).toEqual(defaultConsoleState(exclusion).paramTexts);
    expect(state.notices).toEqual([expect.stringMatching(/"eth_doesNotExist".*example request is shown/)]);
  });

  it('refuses a shared custom endpoint it may not call', () => {
    const state = fromQuery(exclusion, 'network=custom&rpcUrl=http%3A%2F%2Fevil.example');
    expect(state.network).toBe(exclusion.defaultNetwork);
    expect(state.notices[0]).toMatch(/custom endpoint.*cannot be used/);
  });

  it('never repeats the password of a refused endpoint in its notice', () => {
    const { notices } = fromQuery(exclusion, `network=custom&rpcUrl=${encodeURIComponent('https://user:s3cret@node.example/v1')}`);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('user name and password');
    expect(notices[0]).not.toContain('s3cret');
  });

  it('names the parameters a link sets that the method does not have, and a near miss in case', () => {
    const { notices, paramTexts } = fromQuery(exclusion, `param.nope=1&param.TxHash=${hash}&param.nope=2`);
    expect(paramTexts).toEqual(defaultConsoleState(exclusion).paramTexts);
    expect(notices).toEqual([
      'The link sets parameters this method does not have ("param.nope", "param.TxHash" (did you mean param.txHash?)), so they are ignored: linea_getTransactionExclusionStatusV1 takes param.txHash.',
    ]);
    // Known parameters still apply; the unknown key is named whatever its value.
    const mixed = fromQuery(exclusion, `param.txHash=${hash}&param.${encodeURIComponent('x\u202Ey')}=1`);
    expect(mixed.paramTexts.txHash).toBe(hash);
    expect(mixed.notices).toEqual([expect.stringContaining('("param.xy"), so it is ignored')]);
    // Many keys are counted, not all listed.
    const many = fromQuery(exclusion, Array.from({ length: 8 }, (_, i) => `param.k${i}=1`).join('&'));
    expect(many.notices[0]).toContain('"param.k4" and 3 more)');
  });

  it('keeps control and bidi characters of a link out of its notices', () => {
    for (const raw of ['0x\u202Eabc\u202C', '0x\u0000abc', '0x\nabc\r']) {
      const { notices } = fromQuery(proof, new URLSearchParams({ 'param.address': raw }).toString());
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain('(got "0xabc")');
      expect(notices[0]).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    }
  });

  it('treats a URL given without a network as a custom endpoint', () => {
    expect(fromQuery(exclusion, 'rpcUrl=https%3A%2F%2Fnode.example').network).toBe('custom');
  });
});

describe('classifyReply', () => {
  it('tells a result from a JSON-RPC error', () => {
    expect(classifyReply(200, 'OK', '{"jsonrpc":"2.0","id":1,"result":null}')).toMatchObject({ kind: 'result', result: null, status: 200 });
    expect(classifyReply(200, 'OK', '{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"Gas price too low"}}')).toMatchObject({
      kind: 'rpc-error',
      error: { code: -32000, message: 'Gas price too low' },
    });
  });

  it('reports HTTP errors, keeping a JSON-RPC error they carry', () => {
    expect(classifyReply(500, 'Internal Server Error', 'boom')).toMatchObject({ kind: 'http-error', status: 500, error: null, body: 'boom' });
    expect(classifyReply(503, 'Service Unavailable', '{"error":{"code":-32005,"message":"limit"}}')).toMatchObject({ kind: 'http-error', error: { code: -32005 } });
  });

  it('tells rate limiting and an unserved method apart from other errors', () => {
    expect(classifyReply(429, 'Too Many Requests', 'slow down', '30')).toMatchObject({ kind: 'rate-limited', retryAfter: '30', body: 'slow down' });
    expect(classifyReply(200, 'OK', '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}')).toMatchObject({ kind: 'method-not-found' });
  });

  it('shows a reply with integers too large for JavaScript as it arrived, and says why', () => {
    const body = '{"jsonrpc":"2.0","id":1,"result":12345678901234567890123}';
    const outcome = classifyReply(200, 'OK', body);
    expect(outcome).toMatchObject({ kind: 'result', body, notes: [expect.stringContaining('shown as it arrived, not re-indented')] });
    expect(classifyReply(200, 'OK', '{"jsonrpc":"2.0","id":1,"result":"12345678901234567890123"}')).toMatchObject({ body: expect.stringContaining('\n  "result"'), notes: [] });
  });

  it('reports replies that are not JSON, or not JSON-RPC', () => {
    expect(classifyReply(200, 'OK', '<html>')).toMatchObject({ kind: 'not-json', body: '<html>' });
    expect(classifyReply(200, 'OK', '{"hello":"world"}')).toMatchObject({ kind: 'not-json-rpc' });
    expect(classifyReply(200, 'OK', '{"error":"nope"}')).toMatchObject({ kind: 'not-json-rpc' });
    expect(classifyReply(200, 'OK', '{"error":{"code":"-32000","message":"text code"}}')).toMatchObject({ kind: 'not-json-rpc' });
  });

  it('takes an error object with a code but no message as the error it is', () => {
    expect(classifyReply(200, 'OK', '{"jsonrpc":"2.0","id":1,"error":{"code":-32000}}')).toMatchObject({ kind: 'rpc-error', error: { code: -32000, message: '' } });
    expect(classifyReply(200, 'OK', '{"error":{"code":-32000,"message":7,"data":"0x"}}')).toMatchObject({ kind: 'rpc-error', error: { code: -32000, message: '', data: '0x' } });
    expect(classifyReply(503, 'Service Unavailable', '{"error":{"code":-32005}}')).toMatchObject({ kind: 'http-error', error: { code: -32005, message: '' } });
  });

  it('indents JSON bodies for display', () => {
    expect(classifyReply(200, 'OK', '{"result":1}')).toMatchObject({ body: '{\n  "result": 1\n}' });
  });

  it('shows JSON nested too deeply to indent as sent, still classified, with a note', () => {
    const deep = `{"jsonrpc":"2.0","id":1,"result":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const outcome = classifyReply(200, 'OK', deep);
    expect(outcome).toMatchObject({ kind: 'result', status: 200, body: deep, json: true });
    if ('notes' in outcome) expect(outcome.notes).toEqual([expect.stringContaining('nested too deeply')]);
  });

  it('adds a note when the id or the JSON-RPC version is not the request\'s, and still shows the result', () => {
    expect(classifyReply(200, 'OK', '{"jsonrpc":"2.0","id":1,"result":"0x1"}')).toMatchObject({ kind: 'result', notes: [] });
    const notesOf = (body: string) => {
      const outcome = classifyReply(200, 'OK', body);
      expect(outcome.kind).toMatch(/^(result|rpc-error)$/);
      return 'notes' in outcome ? outcome.notes : [];
    };
    expect(notesOf('{"jsonrpc":"2.0","id":7,"result":"0x1"}')).toEqual(["The reply's id is 7, but the request's id was 1, so it may answer another request."]);
    expect(notesOf('{"jsonrpc":"2.0","id":"1","result":"0x1"}')).toEqual([expect.stringContaining('id is "1"')]);
    expect(notesOf('{"jsonrpc":"2.0","result":"0x1"}')).toEqual([expect.stringContaining('has no id')]);
    expect(notesOf('{"jsonrpc":"1.0","id":1,"result":"0x1"}')).toEqual([expect.stringContaining('"jsonrpc": "1.0", not "2.0"')]);
    expect(notesOf('{"id":1,"result":"0x1"}')).toEqual([expect.stringContaining('no "jsonrpc" member')]);
    expect(notesOf('{"id":2,"error":{"code":-32000,"message":"x"}}')).toHaveLength(2);
    // What a note quotes is cleaned and cut.
    expect(notesOf(JSON.stringify({ jsonrpc: '2.0', id: `\u202E${'z'.repeat(100)}`, result: 1 }))[0]).toMatch(/^The reply's id is "z{39}…, but/);
  });

  it('says a JSON array is a batch reply, not a reply without a result', () => {
    expect(classifyReply(200, 'OK', '[{"jsonrpc":"2.0","id":1,"result":"0x1"}]')).toMatchObject({ kind: 'batch', json: true });
    expect(classifyReply(200, 'OK', '[]')).toMatchObject({ kind: 'batch' });
  });
});

describe('errorMessageText', () => {
  it('prints a short message as it is, and says when there is none', () => {
    expect(errorMessageText('Gas price too low')).toBe(': Gas price too low');
    expect(errorMessageText('')).toBe(' (with no message text).');
    expect(errorMessageText('\u202E\u0000')).toBe(' (with no message text).');
  });

  it('drops bidi and control characters and caps a long message, pointing to the reply body', () => {
    const text = errorMessageText(`\u202Eevil\u202C <b>bold</b>\nnext ${'x'.repeat(100_000)}`);
    expect(text).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(text.startsWith(': evil <b>bold</b> next xxx')).toBe(true);
    expect(text).toMatch(/… \(cut; the whole message is in the reply body below\)$/);
    expect(Array.from(text).length).toBeLessThan(MAX_ERROR_MESSAGE_CHARS + 80);
  });
});

describe('readReply', () => {
  function arrived(body: string | Error, extra: Partial<ArrivedReply> = {}): ArrivedReply {
    return {
      status: 200,
      statusText: 'OK',
      url: 'https://node.example/',
      redirected: false,
      headers: new Headers({ 'Content-Type': 'application/json' }),
      text: () => (body instanceof Error ? Promise.reject(body) : Promise.resolve(body)),
      ...extra,
    };
  }

  it('classifies a reply that arrived whole', async () => {
    expect(await readReply(arrived('{"jsonrpc":"2.0","id":1,"result":"0x1"}'))).toMatchObject({ kind: 'result', result: '0x1', status: 200 });
  });

  it('reports a body that broke off as a reply cut off after its status, not a network failure', async () => {
    const outcome = await readReply(arrived(new TypeError('network error'), { status: 502, statusText: 'Bad Gateway' }));
    expect(outcome).toEqual({ kind: 'cut-off', status: 502, statusText: 'Bad Gateway', message: 'network error', timedOut: false });
    expect(await readReply(arrived(new DOMException('aborted', 'AbortError')), () => true)).toMatchObject({ kind: 'cut-off', status: 200, timedOut: true });
  });

  it('reports a reply it cannot classify as one that could not be displayed, with its status', async () => {
    const headers = { get: () => { throw new RangeError('Maximum call stack size exceeded'); } };
    expect(await readReply(arrived('{"result":1}', { headers }))).toMatchObject({ kind: 'unreadable', reason: 'nested too deeply', status: 200, body: '{"result":1}' });
  });

  it('names where a redirect led, instead of showing the reply to the GET the browser turned the POST into', async () => {
    const outcome = await readReply(arrived('<html>Method Not Allowed</html>', { redirected: true, url: 'https://node.example/v2/' }));
    expect(outcome).toMatchObject({ kind: 'redirected', finalUrl: 'https://node.example/v2/', status: 200 });
    expect(await readReply(arrived(new TypeError('x'), { redirected: true }))).toMatchObject({ kind: 'redirected', body: '' });
  });

  it('shows a JSON-RPC answer with the request id that came after a redirect (307 and 308 keep the POST), with a note to use the final URL', async () => {
    // A result without the request's id is what a GET (after a 301 or 302) got, not an answer.
    expect(await readReply(arrived('{"jsonrpc":"2.0","id":null,"result":"reached-with-GET"}', { redirected: true, url: 'https://node.example/v2/' }))).toMatchObject({ kind: 'redirected' });
    const outcome = await readReply(arrived('{"jsonrpc":"2.0","id":1,"result":"0x1"}', { redirected: true, url: 'https://node.example/v2/' }));
    expect(outcome).toMatchObject({ kind: 'result', result: '0x1' });
    expect('notes' in outcome && outcome.notes.at(-1)).toBe('The endpoint redirected the request to https://node.example/v2/: use that URL as the endpoint.');
  });

  it('reads a real fetch Response', async () => {
    expect(await readReply(new Response('[1]', { status: 200 }))).toMatchObject({ kind: 'batch' });
  });
});

describe('retryAdvice', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAdvice('30', now)).toBe('It asks you to wait 30 seconds before sending again.');
    expect(retryAdvice(' 1 ', now)).toBe('It asks you to wait 1 second before sending again.');
    expect(retryAdvice('Thu, 26 Nov 2026 12:01:30 GMT', now)).toBe('It asks you to wait 90 seconds before sending again.');
    expect(retryAdvice('Thu, 26 Nov 2026 11:59:00 GMT', now)).toBe('It allows sending again now.');
    expect(retryAdvice('0', now)).toBe('It allows sending again now.');
  });

  it('gives general advice when the header is hidden or unreadable', () => {
    expect(retryAdvice(null, now)).toBe('Wait a little before sending again.');
    expect(retryAdvice('soon', now)).toBe('Wait a little before sending again.');
    expect(retryAdvice('-5', now)).toBe('Wait a little before sending again.');
  });
});

describe('reduceConsole', () => {
  const hash = `0x${'34'.repeat(32)}`;

  it('updates the samples with every valid edit and keeps the last valid request while a field is wrong', () => {
    let model = init(exclusion, '');
    model = reduceConsole(exclusion, model, { type: 'param', name: 'txHash', text: hash });
    expect(JSON.parse(model.shownRequest.body)).toMatchObject({ params: [hash] });
    model = reduceConsole(exclusion, model, { type: 'param', name: 'txHash', text: '0xnot-a-hash' });
    expect(model.form.paramTexts.txHash).toBe('0xnot-a-hash');
    expect(JSON.parse(model.shownRequest.body)).toMatchObject({ params: [hash] });
    model = reduceConsole(exclusion, model, { type: 'network', network: 'custom' });
    model = reduceConsole(exclusion, model, { type: 'customUrl', url: 'http://127.0.0.1:9' });
    model = reduceConsole(exclusion, model, { type: 'param', name: 'txHash', text: hash });
    expect(model.shownRequest.url).toBe('http://127.0.0.1:9');
  });

  it('resets to the example but remembers the custom URL typed', () => {
    let model = init(exclusion, 'network=custom&rpcUrl=https%3A%2F%2Fnode.example&network=moon');
    model = reduceConsole(exclusion, model, { type: 'param', name: 'txHash', text: hash });
    model = reduceConsole(exclusion, model, { type: 'reset' });
    expect(model.form.network).toBe(exclusion.defaultNetwork);
    expect(model.form.paramTexts).toEqual(defaultConsoleState(exclusion).paramTexts);
    expect(model.form.customUrl).toBe('https://node.example');
    expect(model.shownRequest.url).toBe(networks[exclusion.defaultNetwork].rpcUrls.http);
  });

  it('dismisses notices', () => {
    const model = init(exclusion, 'network=moon');
    expect(model.form.notices).toHaveLength(1);
    expect(reduceConsole(exclusion, model, { type: 'dismissNotices' }).form.notices).toEqual([]);
  });

  it('counts the form as changed from the link only once the reader edits, sends elsewhere or resets', () => {
    const model = init(exclusion, 'network=moon&param.txHash=0x12');
    expect(model.changed).toBe(false);
    expect(reduceConsole(exclusion, model, { type: 'dismissNotices' }).changed).toBe(false);
    expect(reduceConsole(exclusion, model, { type: 'param', name: 'txHash', text: hash }).changed).toBe(true);
    expect(reduceConsole(exclusion, model, { type: 'network', network: 'sepolia' }).changed).toBe(true);
    expect(reduceConsole(exclusion, model, { type: 'customUrl', url: 'https://node.example' }).changed).toBe(true);
    expect(reduceConsole(exclusion, model, { type: 'reset' }).changed).toBe(true);
  });
});

describe('what a reply means', () => {
  it('finds the documented error a message matches, placeholders included', () => {
    const send = getRpcMethodSpec('eth_sendRawTransaction');
    const error = documentedError(send, { code: -32000, message: 'Gas limit of transaction is greater than the allowed max of 24000000' });
    expect(error?.message).toBe('Gas limit of transaction is greater than the allowed max of <limit>');
    expect(documentedError(send, { code: -32099, message: 'anything' })).toBeNull();
  });

  it('explains an error by its code alone only where the code has one meaning, not in the servers\' own range', () => {
    const logs = getRpcMethodSpec('eth_getLogs');
    expect(logs.errors.some((e) => e.code === -32000)).toBe(true);
    expect(documentedError(logs, { code: -32000, message: 'boom' })).toBeNull();
    const byCode = rpcMethods.flatMap((spec) => spec.errors.filter((e) => (e.code < -32099 || e.code > -32000) && spec.errors.filter((o) => o.code === e.code).length === 1).map((e) => ({ spec, e })))[0]!;
    expect(documentedError(byCode.spec, { code: byCode.e.code, message: 'worded otherwise by this node' })).toBe(byCode.e);
  });

  it('says where a method is served, from its record', () => {
    expect(servedWhere(estimate).join('; ')).toContain(networks.mainnet.rpcUrls.http);
    expect(servedWhere({ ...estimate, servedBy: { publicMainnet: false, publicSepolia: false, ownNode: { namespace: 'debug' } } })).toEqual([
      'a node of your own with the DEBUG API enabled',
    ]);
  });

  it('checks a result against the documented schema, naming the field that drifted', () => {
    expect(resultMismatch(estimate, v(estimate), estimate.examples[0]!.result)).toBeNull();
    expect(resultMismatch(estimate, v(estimate), { gasLimit: '0x1', baseFeePerGas: '0x1' })).toBe('result.priorityFeePerGas is required.');
    expect(resultMismatch(estimate, v(estimate), { gasLimit: 5, baseFeePerGas: '0x1', priorityFeePerGas: '0x1' })).toMatch(/^result\.gasLimit must be/);
  });

  it('starts from the first example, on the method\'s default network', () => {
    expect(exampleRequest(proof).url).toBe(networks[proof.defaultNetwork].rpcUrls.http);
    expect(JSON.parse(exampleRequest(proof).body)).toMatchObject({ method: 'linea_getProof', params: proof.examples[0]!.params });
  });
});

describe('links that carry a console request', () => {
  it('are told apart from links that only pick a code tab or carry nothing', () => {
    expect(linksToConsole('?param.txHash=0x01')).toBe(true);
    expect(linksToConsole('?rpcUrl=http%3A%2F%2Flocalhost%3A8545')).toBe(true);
    expect(linksToConsole('?network=sepolia&language=python')).toBe(true);
    expect(linksToConsole('?method=eth_call')).toBe(true);
    expect(linksToConsole('?language=python')).toBe(false);
    expect(linksToConsole('')).toBe(false);
    expect(linksToConsole('?%E0%A4%A=broken')).toBe(false);
  });
});

describe('inexactJsonIntegers', () => {
  it('finds the integers JSON.parse would round, as written, and nothing in strings or within range', () => {
    expect(inexactJsonIntegers('{"a": 18446744073709551617, "b": -9007199254740993, "c": 9007199254740991, "d": 1e30, "e": 1.5}')).toEqual(['18446744073709551617', '-9007199254740993']);
    expect(inexactJsonIntegers('{"s": "12345678901234567890", "t": "a \\" 99999999999999999 \\\\", "n": [1, 2]}')).toEqual([]);
    expect(inexactJsonIntegers('[0x1, 99999999999999999999]')).toEqual(['99999999999999999999']);
  });
});
