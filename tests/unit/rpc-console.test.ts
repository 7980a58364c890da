import { describe, expect, it } from 'vitest';
import { CONSOLE_QUERY } from '../../src/config/rpc-console';
import { getRpcMethod } from '../../src/data/rpc-methods';
import { networks } from '../../src/data/networks';
import {
  checkEndpointUrl,
  classifyReply,
  consoleQueryString,
  consoleStateFromQuery,
  defaultConsoleState,
  evaluateConsole,
  initConsoleModel,
  parseParam,
  reduceConsole,
} from '../../src/lib/rpc-console';

const estimate = getRpcMethod('linea_estimateGas');
const exclusion = getRpcMethod('linea_getTransactionExclusionStatusV1');
const proof = getRpcMethod('linea_getProof');
const [call, stateOverride] = estimate.params;

describe('checkEndpointUrl', () => {
  it('accepts https anywhere and http only on this machine', () => {
    expect(checkEndpointUrl('https://linea-mainnet.example/v3/key')).toEqual({ ok: true, url: 'https://linea-mainnet.example/v3/key' });
    expect(checkEndpointUrl(' http://127.0.0.1:8545 ').ok).toBe(true);
    expect(checkEndpointUrl('http://localhost:8545').ok).toBe(true);
  });

  it.each([
    ['', /Enter the URL/],
    ['rpc.linea.build', /not a URL/],
    ['http://rpc.example.com', /allowed only for localhost and 127\.0\.0\.1/],
    ['ftp://127.0.0.1', /https/],
    ['javascript:alert(1)', /https/],
  ])('rejects %j', (text, message) => {
    const checked = checkEndpointUrl(text);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error).toMatch(message);
  });
});

describe('parseParam', () => {
  it('takes scalars as bare text and structures as JSON', () => {
    expect(parseParam(` ${exclusion.example.params[0]} `, exclusion.params[0]!)).toEqual({ ok: true, value: exclusion.example.params[0] });
    expect(parseParam('{"to":"0x176211869ca2b568f2a7d4ee941e073a821ee1ff"}', call!)).toEqual({ ok: true, value: { to: '0x176211869ca2b568f2a7d4ee941e073a821ee1ff' } });
  });

  it('reports invalid JSON, a wrong type and a missing value', () => {
    expect(parseParam('{"to": }', call!)).toMatchObject({ ok: false, error: expect.stringMatching(/^Invalid JSON: .*Expected an object\.$/) });
    expect(parseParam('{"to": 5}', call!)).toMatchObject({ ok: false, error: 'call.to must be a string: an address: 0x and 40 hex digits (got number 5).' });
    expect(parseParam('0x1234', exclusion.params[0]!)).toMatchObject({ ok: false, error: expect.stringMatching(/^txHash must be a 32-byte hash/) });
    expect(parseParam('', call!)).toEqual({ ok: false, error: 'call is required.' });
    expect(parseParam('  ', stateOverride!)).toEqual({ ok: true, value: undefined, empty: true });
  });
});

describe('evaluateConsole', () => {
  it('builds the example request on the default network', () => {
    const evaluation = evaluateConsole(estimate, defaultConsoleState(estimate));
    expect(evaluation.paramErrors).toEqual({});
    expect(evaluation.request?.url).toBe(networks.mainnet.rpcUrls.http);
    expect(JSON.parse(evaluation.request!.body)).toEqual({ jsonrpc: '2.0', id: 1, method: 'linea_estimateGas', params: estimate.example.params });
  });

  it('omits an empty trailing optional parameter and sends one before a filled one as null', () => {
    const state = defaultConsoleState(estimate);
    expect((JSON.parse(evaluateConsole(estimate, state).request!.body) as { params: unknown[] }).params).toHaveLength(1);
  });

  it('builds no request while a field is invalid, and says which', () => {
    const state = { ...defaultConsoleState(proof), network: 'custom' as const, customUrl: 'http://example.com' };
    state.paramTexts = { ...state.paramTexts, storageKeys: '{"a":1}' };
    const evaluation = evaluateConsole(proof, state);
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
    expect(consoleStateFromQuery(exclusion, search)).toEqual({ ...state, notices: [] });
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
    const state = consoleStateFromQuery(estimate, search);
    expect(state.network).toBe(estimate.defaultNetwork);
    expect(state.paramTexts).toEqual(defaultConsoleState(estimate).paramTexts);
    expect(state.notices).toHaveLength(3);
    expect(state.notices.join(' ')).toMatch(/unknown network.*call is not valid.*stateOverride is not valid/s);
  });

  it('refuses a shared custom endpoint it may not call', () => {
    const state = consoleStateFromQuery(exclusion, 'network=custom&rpcUrl=http%3A%2F%2Fevil.example');
    expect(state.network).toBe(exclusion.defaultNetwork);
    expect(state.notices[0]).toMatch(/custom endpoint.*cannot be used/);
  });

  it('treats a URL given without a network as a custom endpoint', () => {
    expect(consoleStateFromQuery(exclusion, 'rpcUrl=https%3A%2F%2Fnode.example').network).toBe('custom');
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
    expect(classifyReply(429, 'Too Many Requests', '{"error":{"code":-32005,"message":"limit"}}')).toMatchObject({ kind: 'http-error', error: { code: -32005 } });
  });

  it('reports replies that are not JSON, or not JSON-RPC', () => {
    expect(classifyReply(200, 'OK', '<html>')).toMatchObject({ kind: 'not-json', body: '<html>' });
    expect(classifyReply(200, 'OK', '{"hello":"world"}')).toMatchObject({ kind: 'not-json-rpc' });
    expect(classifyReply(200, 'OK', '{"error":"nope"}')).toMatchObject({ kind: 'not-json-rpc' });
  });

  it('indents JSON bodies for display', () => {
    expect(classifyReply(200, 'OK', '{"result":1}')).toMatchObject({ body: '{\n  "result": 1\n}' });
  });
});

describe('reduceConsole', () => {
  const hash = `0x${'34'.repeat(32)}`;

  it('updates the samples with every valid edit and keeps the last valid request while a field is wrong', () => {
    let model = initConsoleModel(exclusion, '');
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
    let model = initConsoleModel(exclusion, 'network=custom&rpcUrl=https%3A%2F%2Fnode.example&network=moon');
    model = reduceConsole(exclusion, model, { type: 'param', name: 'txHash', text: hash });
    model = reduceConsole(exclusion, model, { type: 'reset' });
    expect(model.form.network).toBe(exclusion.defaultNetwork);
    expect(model.form.paramTexts).toEqual(defaultConsoleState(exclusion).paramTexts);
    expect(model.form.customUrl).toBe('https://node.example');
    expect(model.shownRequest.url).toBe(networks[exclusion.defaultNetwork].rpcUrls.http);
  });

  it('dismisses notices', () => {
    const model = initConsoleModel(exclusion, 'network=moon');
    expect(model.form.notices).toHaveLength(1);
    expect(reduceConsole(exclusion, model, { type: 'dismissNotices' }).form.notices).toEqual([]);
  });
});
