import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getRpcMethod, rpcMethods } from '../../src/data/rpc-methods';
import { networks } from '../../src/data/networks';
import { buildRpcRequest, JSON_RPC_ID, jsonRpcRequestProblems } from '../../src/lib/rpc-request';
import { validateValue, type FieldSpec, type ValueType } from '../../src/lib/rpc-values';
import { repoRoot } from './support/docs';

const inventory = (JSON.parse(readFileSync(join(repoRoot, 'tests/fixtures/routes.json'), 'utf8')) as { routes: { path: string; title: string }[] }).routes;

/** Every field of an object type, at any depth, so nested specs are held to the same rules. */
function nestedFields(type: ValueType): FieldSpec[] {
  if (type.kind === 'object') return type.fields.flatMap((f) => [f, ...nestedFields(f.type)]);
  if (type.kind === 'array') return nestedFields(type.items);
  if (type.kind === 'map') return [...nestedFields(type.key), ...nestedFields(type.value)];
  return [];
}

describe('JSON-RPC method data', () => {
  it('names each method once, with its own page', () => {
    const names = rpcMethods.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = rpcMethods.map((m) => m.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('throws on an unknown method instead of rendering an empty page', () => {
    expect(() => getRpcMethod('eth_doesNotExist')).toThrow(/Unknown JSON-RPC method/);
  });

  describe.each(rpcMethods.map((m) => [m.name, m] as const))('%s', (name, method) => {
    it('has a page in the inventory, at the path derived from its name, titled with its name', () => {
      expect(method.path).toBe(`/api/reference/${name.toLowerCase().replace(/_/g, '-')}`);
      expect(inventory.find((r) => r.path === method.path)?.title).toBe(name);
      const file = join(repoRoot, 'docs', `${method.path.slice(1)}.mdx`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`method="${name}"`));
    });

    it('has well-formed parameters: unique names, descriptions, required ones first', () => {
      const names = method.params.map((p) => p.name);
      expect(new Set(names).size).toBe(names.length);
      for (const p of method.params) expect(p.name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      const firstOptional = method.params.findIndex((p) => !p.required);
      if (firstOptional >= 0) expect(method.params.slice(firstOptional).every((p) => !p.required)).toBe(true);
      for (const field of [...method.params, ...method.params.flatMap((p) => nestedFields(p.type))]) {
        expect(field.description.length, field.name).toBeGreaterThan(10);
        expect(field.description, field.name).toMatch(/[.!?]$/);
      }
    });

    it('has an example whose parameters fit their declared types', () => {
      const { params } = method.example;
      expect(params.length).toBeLessThanOrEqual(method.params.length);
      method.params.forEach((spec, i) => {
        if (i >= params.length) expect(spec.required, `${spec.name} is required but missing from the example`).toBe(false);
        else expect(validateValue(params[i], spec.type, spec.name)).toBeNull();
      });
    });

    it('builds a valid JSON-RPC 2.0 request from the example, naming the method', () => {
      const request = buildRpcRequest(networks[method.defaultNetwork].rpcUrls.http, method.name, method.example.params);
      const body = JSON.parse(request.body) as { method: string; params: unknown[]; id: number };
      expect(jsonRpcRequestProblems(body)).toEqual([]);
      expect(body.method).toBe(name);
      expect(body.params).toEqual(method.example.params);
      expect(body.id).toBe(JSON_RPC_ID);
    });

    it('has an example response that answers that request', () => {
      expect(method.example.response.jsonrpc).toBe('2.0');
      expect(method.example.response.id).toBe(JSON_RPC_ID);
      expect('result' in method.example.response).toBe(true);
      if (method.result.fields && method.example.response.result !== null) {
        const result = method.example.response.result as Record<string, unknown>;
        const required = method.result.fields.filter((f) => !f.optional);
        for (const f of required) expect(Object.keys(result), f.name).toContain(f.name);
      }
    });

    it('documents results and errors', () => {
      expect(method.summary).toMatch(/[.]$/);
      expect(method.result.description.length).toBeGreaterThan(10);
      expect(method.errors.length).toBeGreaterThan(0);
      for (const e of method.errors) {
        expect(Number.isInteger(e.code)).toBe(true);
        expect(e.code).toBeLessThan(0);
        expect(e.message.trim()).not.toBe('');
        expect(e.meaning).toMatch(/[.]$/);
      }
      const keys = method.errors.map((e) => `${e.code} ${e.message}`);
      expect(new Set(keys).size).toBe(keys.length);
    });
  });
});
