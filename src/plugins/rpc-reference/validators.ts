/**
 * Each method's parameter and result validators, compiled by Ajv at build time into a CommonJS
 * module the console loads with its own chunk. Compiling ahead keeps Ajv's code generator (and the
 * `new Function` it needs, which the site's Content-Security-Policy forbids) out of the browser:
 * the page downloads only plain functions and the few Ajv runtime helpers they call.
 */
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { JsonSchema, RpcMethodSpec } from '../../data/rpc/types';

/** Export names of a method's validator module: `param0` … in parameter order, then `result`. */
export function paramValidatorName(index: number): string {
  return `param${index}`;
}
export const RESULT_VALIDATOR = 'result';

/** An Ajv instance configured as the browser validators are, for compiling and for tests. */
export function createAjv(options: { source?: boolean } = {}): Ajv {
  // strict off: records may carry annotation keywords (title, description) Ajv's strict mode frowns on in places.
  return new Ajv({ allErrors: true, strict: false, code: { source: options.source ?? false, esm: false } });
}

export function validatorModuleSource(spec: RpcMethodSpec): string {
  const ajv = createAjv({ source: true });
  const exports: Record<string, string> = {};
  const add = (exportName: string, schema: JsonSchema) => {
    ajv.addSchema(schema as object, exportName);
    exports[exportName] = exportName;
  };
  spec.params.forEach((p, i) => add(paramValidatorName(i), p.schema));
  add(RESULT_VALIDATOR, spec.result.schema);
  return `/* Generated from the JSON Schemas of ${spec.name} by src/plugins/rpc-reference. */\n${standaloneCode(ajv, exports)}\n`;
}
