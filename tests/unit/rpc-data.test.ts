import Ajv, { type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { getRpcMethodSpec, rpcMethods, rpcNamespaces } from '../../src/data/rpc';
import * as schemas from '../../src/data/rpc/schemas';
import { rpcMethodPath, type JsonSchema, type RpcMethodSpec } from '../../src/data/rpc/types';

/**
 * Strict mode turns a misspelt keyword, a `required` name with no matching property or a type
 * that contradicts its keywords into a compile error instead of a schema that accepts anything.
 */
const ajv = new Ajv({ strict: true, strictRequired: true, allErrors: true });

const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** Compiles each schema object once: records share their reusable schemas. */
function compile(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema as object);
    compiled.set(schema, validate);
  }
  return validate;
}

function problems(validate: ValidateFunction, value: unknown): string {
  return validate(value) ? '' : ajv.errorsText(validate.errors, { dataVar: 'value' });
}

const reusable = Object.entries(schemas).filter((entry): entry is [string, JsonSchema] => typeof entry[1] === 'object');

describe('reusable JSON Schemas', () => {
  it.each(reusable)('%s compiles and has a title', (_name, schema) => {
    expect(schema.title, 'every reusable schema names its type').toBeTruthy();
    expect(() => compile(schema)).not.toThrow();
  });

  // The validator must be able to say no, or every test below passes vacuously.
  it.each([
    ['quantity', '0x0100', schemas.quantity],
    ['quantity', '0x', schemas.quantity],
    ['quantity', 256, schemas.quantity],
    ['address', '0x1234', schemas.address],
    ['hash32', `0x${'a'.repeat(63)}`, schemas.hash32],
    ['bytes', '0xabc', schemas.bytes],
    ['blockNumberOrTag', 'newest', schemas.blockNumberOrTag],
    ['blockNumberOrTagForRange', 'pending', schemas.blockNumberOrTagForRange],
    ['stateOverride', { '0x1234': { balance: '0x1' } }, schemas.stateOverride],
    ['stateOverride', { '0x000000000000000000000000000000000000dead': { balance: '0x01' } }, schemas.stateOverride],
    ['logFilter', { topics: ['0x12'] }, schemas.logFilter],
    ['syncStatus', true, schemas.syncStatus],
  ] as const)('%s rejects %j', (_name, value, schema) => {
    expect(compile(schema)(value)).toBe(false);
  });

  it.each([
    ['quantity', '0x0', schemas.quantity],
    ['quantity', '0x5208', schemas.quantity],
    ['address', '0x87f21c771EAC9c547Eb22312997153D3A1fC40F6', schemas.address],
    ['blockNumberOrTagOrHash', `0x${'f'.repeat(64)}`, schemas.blockNumberOrTagOrHash],
    ['blockNumberOrTagOrHash', 'finalized', schemas.blockNumberOrTagOrHash],
    ['logFilter', { address: ['0x000000000000000000000000000000000000dead'], topics: [null, [`0x${'1'.repeat(64)}`]] }, schemas.logFilter],
    ['syncStatus', false, schemas.syncStatus],
  ] as const)('%s accepts %j', (_name, value, schema) => {
    expect(problems(compile(schema), value)).toBe('');
  });
});

describe('JSON-RPC method records', () => {
  it('holds the 40 and more methods of the inventory', () => {
    expect(rpcMethods.length).toBeGreaterThanOrEqual(40);
  });

  it('holds every method of the official Linea reference, served by the public endpoints', () => {
    // The methods Consensys/doc.linea docs/api/reference/ documents; eth_sendBundle goes through Infura only.
    const official = [
      'debug_traceBlockByHash', 'debug_traceBlockByNumber', 'debug_traceCall', 'debug_traceTransaction',
      'eth_accounts', 'eth_blockNumber', 'eth_call', 'eth_chainId', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice',
      'eth_getBalance', 'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockReceipts',
      'eth_getBlockTransactionCountByHash', 'eth_getBlockTransactionCountByNumber', 'eth_getCode', 'eth_getFilterChanges',
      'eth_getFilterLogs', 'eth_getLogs', 'eth_getProof', 'eth_getStorageAt', 'eth_getTransactionByBlockHashAndIndex',
      'eth_getTransactionByBlockNumberAndIndex', 'eth_getTransactionByHash', 'eth_getTransactionCount',
      'eth_getTransactionReceipt', 'eth_maxPriorityFeePerGas', 'eth_newBlockFilter', 'eth_newFilter',
      'eth_sendRawTransaction', 'eth_uninstallFilter', 'linea_estimateGas', 'linea_getProof',
      'linea_getTransactionExclusionStatusV1', 'trace_block', 'trace_call', 'trace_transaction',
    ];
    for (const name of official) expect(getRpcMethodSpec(name).servedBy.publicMainnet, name).toBe(true);
    expect(getRpcMethodSpec('eth_sendBundle').servedBy.providers).toMatch(/Infura/);
  });

  it('says what each method is used for: two to four tasks, each completing “Use it to …”', () => {
    for (const m of rpcMethods) {
      expect(m.useCases.length, m.name).toBeGreaterThanOrEqual(2);
      expect(m.useCases.length, m.name).toBeLessThanOrEqual(4);
      expect(new Set(m.useCases).size, m.name).toBe(m.useCases.length);
      for (const useCase of m.useCases) expect(useCase, m.name).toMatch(/^[a-z][^\n]*[^.\s]$/);
    }
  });

  it('gives search phrases of two to six words, without commas, none repeated and none the method name', () => {
    const seen = new Map<string, string>();
    for (const m of rpcMethods) {
      for (const phrase of m.searchPhrases ?? []) {
        const words = phrase.split(/\s+/);
        expect(words.length, `${m.name}: ${phrase}`).toBeGreaterThanOrEqual(2);
        expect(words.length, `${m.name}: ${phrase}`).toBeLessThanOrEqual(6);
        expect(phrase, m.name).toMatch(/^[^,.\s][^,\n]*[^,.\s]$/);
        expect(words.map((w) => w.toLowerCase()), m.name).not.toContain(m.name.toLowerCase());
        expect(m.useCases.map((useCase) => useCase.toLowerCase()), m.name).not.toContain(phrase.toLowerCase());
        const key = phrase.toLowerCase();
        expect(seen.get(key), `${phrase} on ${m.name} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, m.name);
      }
    }
  });

  it('names each method once and gives each its own page', () => {
    const names = rpcMethods.map((m) => m.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const paths = rpcMethods.map((m) => rpcMethodPath(m.name));
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('keeps the page paths of the four methods documented before', () => {
    for (const [name, path] of [
      ['eth_sendRawTransaction', '/api/reference/eth-sendrawtransaction'],
      ['linea_estimateGas', '/api/reference/linea-estimategas'],
      ['linea_getProof', '/api/reference/linea-getproof'],
      ['linea_getTransactionExclusionStatusV1', '/api/reference/linea-gettransactionexclusionstatusv1'],
    ] as const) {
      expect(rpcMethodPath(getRpcMethodSpec(name).name)).toBe(path);
    }
  });

  it('is sorted by namespace, then name', () => {
    const keys = rpcMethods.map((m) => [rpcNamespaces.indexOf(m.namespace), m.name] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    expect(keys).toEqual(sorted);
  });

  it('throws on an unknown method instead of rendering an empty page', () => {
    expect(() => getRpcMethodSpec('eth_doesNotExist')).toThrow(/Unknown JSON-RPC method/);
  });

  describe.each(rpcMethods.map((m) => [m.name, m] as const))('%s', (name, method: RpcMethodSpec) => {
    it('is named after its namespace', () => {
      expect(name.startsWith(`${method.namespace}_`)).toBe(true);
      expect(rpcNamespaces).toContain(method.namespace);
    });

    it('has a one-sentence summary, an example and a source', () => {
      expect(method.summary.length).toBeGreaterThan(0);
      expect(method.summary.length).toBeLessThanOrEqual(200);
      expect(method.summary).toMatch(/\.$/);
      expect(method.examples.length).toBeGreaterThanOrEqual(1);
      expect(method.sources.length).toBeGreaterThanOrEqual(1);
      for (const source of method.sources) expect(source.trim()).not.toBe('');
    });

    it('lists required parameters before optional ones, each named once with a description', () => {
      const firstOptional = method.params.findIndex((p) => !p.required);
      if (firstOptional >= 0) expect(method.params.slice(firstOptional).every((p) => !p.required)).toBe(true);
      const names = method.params.map((p) => p.name);
      expect(new Set(names).size).toBe(names.length);
      for (const p of method.params) expect(p.description.trim(), p.name).not.toBe('');
    });

    it('has parameter and result schemas that compile', () => {
      for (const p of method.params) expect(() => compile(p.schema), p.name).not.toThrow();
      expect(() => compile(method.result.schema)).not.toThrow();
    });

    it('has examples valid against its parameter and result schemas', () => {
      const requiredCount = method.params.filter((p) => p.required).length;
      const result = compile(method.result.schema);
      for (const [i, example] of method.examples.entries()) {
        const label = example.name ?? `example ${i + 1}`;
        expect(example.params.length, `${label}: every required parameter is given`).toBeGreaterThanOrEqual(requiredCount);
        expect(example.params.length, `${label}: no parameter beyond the documented ones`).toBeLessThanOrEqual(method.params.length);
        for (const [j, value] of example.params.entries()) {
          const param = method.params[j]!;
          expect(problems(compile(param.schema), value), `${label}: parameter ${param.name}`).toBe('');
        }
        expect(problems(result, example.result), `${label}: result`).toBe('');
      }
    });

    it('documents each error with a code, the message the node returns and its meaning', () => {
      for (const error of method.errors) {
        expect(Number.isInteger(error.code)).toBe(true);
        expect(error.message.trim()).not.toBe('');
        expect(error.meaning.trim()).not.toBe('');
      }
    });

    it('asks for confirmation before anything that creates or changes state', () => {
      if (/^eth_new.*Filter$/.test(name)) expect(method.liveSafety).toBe('filter-creating');
      if (/^eth_send/.test(name)) expect(method.liveSafety).toBe('state-changing');
      // Removing a filter changes the node's state too; the confirmation must not say it installs one.
      if (/^eth_uninstall/.test(name)) expect(method.liveSafety).toBe('state-changing');
    });

    it('names a namespace to enable when it says a node of your own serves it, and who serves it otherwise', () => {
      const { ownNode, publicMainnet, publicSepolia, providers } = method.servedBy;
      if (ownNode) expect(rpcNamespaces).toContain(ownNode.namespace);
      expect(Boolean(ownNode || publicMainnet || publicSepolia || providers), 'someone serves it').toBe(true);
    });

    it('starts its console on a network whose public endpoint serves it, when one does', () => {
      const { publicMainnet, publicSepolia } = method.servedBy;
      if (publicMainnet || publicSepolia) {
        expect(method.defaultNetwork === 'mainnet' ? publicMainnet : publicSepolia).toBe(true);
      }
    });

    it('cites the official endpoint list whenever it claims a public endpoint', () => {
      if (method.servedBy.publicMainnet || method.servedBy.publicSepolia) {
        expect(method.sources.some((s) => s.includes('node-providers/index.mdx'))).toBe(true);
      }
    });
  });
});
