/**
 * Reading the JSON Schemas of the JSON-RPC method records: how a schema is named in tables and
 * hints, the rows of the parameter and result tables (nested properties flattened into dotted
 * paths), how the console edits a value of a schema, and how a validation error becomes a sentence
 * naming the field. Pure functions: the reference pages, the console and the tests share them.
 */
import type { JsonSchema, JsonValue } from '../data/rpc/types';
import { cleanText, quotedLinkValue } from './linkValue';
import { inexactJsonIntegers } from './numbers';

type SimpleType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** Every alternative a schema admits, with `oneOf`/`anyOf` spread out. */
export function variants(schema: JsonSchema): JsonSchema[] {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return alternatives.flatMap(variants);
  return [schema];
}

/** The JSON types a schema admits (an empty list when it says nothing about the type). */
export function admittedTypes(schema: JsonSchema): SimpleType[] {
  const types = new Set<SimpleType>();
  for (const v of variants(schema)) {
    if (v.type === undefined) {
      if (v.const !== undefined) types.add(jsonTypeOf(v.const));
      else if (v.enum) v.enum.forEach((e) => types.add(jsonTypeOf(e)));
      else if (v.properties) types.add('object');
      else if (v.items) types.add('array');
      continue;
    }
    for (const t of typeof v.type === 'string' ? [v.type] : v.type) types.add(t);
  }
  return [...types];
}

function jsonTypeOf(value: JsonValue): SimpleType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as 'string' | 'boolean';
}

const typeWords: Record<SimpleType, string> = {
  string: 'string',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  null: 'null',
};

/** How a schema is named on a page: its title, else a description of its type. */
export function schemaLabel(schema: JsonSchema): string {
  if (schema.title) return schema.title;
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return joinOr([...new Set(alternatives.map(schemaLabel))]);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return joinOr(schema.enum.map((e) => JSON.stringify(e)));
  if (Array.isArray(schema.type)) return joinOr((schema.type as readonly SimpleType[]).map((t) => typeWords[t]));
  const type = schema.type as SimpleType | undefined;
  if (type === 'array' || (type === undefined && schema.items)) return schema.items ? `array of ${schemaLabel(schema.items)}` : 'array';
  if (type) return typeWords[type];
  if (schema.properties) return 'object';
  return 'any value';
}

/** Items as a list in a sentence: "a or b", "a, b or c" (with `and` likewise). */
export function joinList(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 2) return items.join(` ${conjunction} `);
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

function joinOr(labels: readonly string[]): string {
  return joinList(labels, 'or');
}

export interface SchemaRow {
  /** Dotted path: `call.to`, `logs[].topics`, `stateOverride.<key>.balance`. */
  path: string;
  /** 0 for a parameter or a top-level result field, 1 for its fields, and so on. */
  depth: number;
  type: string;
  required: boolean;
  description: string;
}

/** Nested rows stop here: deeper shapes are described by their type label. */
const MAX_DEPTH = 4;

/** The fields below a schema: object properties, the items of an array, the values of a map. */
export function childRows(schema: JsonSchema, path: string, depth: number): SchemaRow[] {
  if (depth > MAX_DEPTH) return [];
  const seen = new Set<string>();
  const rows: SchemaRow[] = [];
  for (const v of variants(schema)) {
    const objectRows = v.properties
      ? Object.entries(v.properties).flatMap(([key, child]) =>
          fieldRows(`${path}.${key}`, child, v.required?.includes(key) ?? false, child.description ?? '', depth),
        )
      : [];
    const keyLabel = v.propertyNames ? schemaLabel(v.propertyNames) : 'key';
    const mapRows =
      typeof v.additionalProperties === 'object'
        ? fieldRows(`${path}.<${keyLabel}>`, v.additionalProperties, false, v.additionalProperties.description ?? `One entry per ${keyLabel}.`, depth)
        : [];
    const itemRows = v.items ? childRows(v.items, `${path}[]`, depth) : [];
    for (const row of [...objectRows, ...mapRows, ...itemRows]) {
      if (seen.has(row.path)) continue;
      seen.add(row.path);
      rows.push(row);
    }
  }
  return rows;
}

function fieldRows(path: string, schema: JsonSchema, required: boolean, description: string, depth: number): SchemaRow[] {
  return [{ path, depth, type: schemaLabel(schema), required, description }, ...childRows(schema, path, depth + 1)];
}

export function parameterRows(params: readonly { name: string; required: boolean; description: string; schema: JsonSchema }[]): SchemaRow[] {
  return params.flatMap((p) => fieldRows(p.name, p.schema, p.required, p.description, 0));
}

/** Rows of the result table: the fields of the result (or of its items), without a `result.` prefix. */
export function resultRows(schema: JsonSchema): SchemaRow[] {
  return childRows(schema, '', 0).map((row) => ({ ...row, path: row.path.replace(/^\.|^\[\]\.?/, (m) => (m === '.' ? '' : '[].')) }));
}

/**
 * How the console edits a value:
 * - `text`: one line, typed without quotes (addresses, hashes, quantities, block tags);
 * - `boolean`: a true/false choice;
 * - `number`: one line, read as a JSON number;
 * - `json`: a JSON text (objects, arrays); a bare word is still read as a string when the schema
 *   also admits strings.
 */
export type InputKind = 'text' | 'boolean' | 'number' | 'json';

export function inputKind(schema: JsonSchema): InputKind {
  const types = admittedTypes(schema).filter((t) => t !== 'null');
  if (types.length === 0) return 'json';
  if (types.every((t) => t === 'string')) return 'text';
  if (types.every((t) => t === 'boolean')) return 'boolean';
  if (types.every((t) => t === 'integer' || t === 'number')) return 'number';
  return 'json';
}

/** Values a text field offers as suggestions: the string constants and enums of its schema. */
export function suggestedValues(schema: JsonSchema): string[] {
  const values = variants(schema).flatMap((v) => [...(v.enum ?? []), ...(v.const !== undefined ? [v.const] : [])]);
  return [...new Set(values.filter((v): v is string => typeof v === 'string'))];
}

/** The text a field shows for a value: the bare string for text fields, indented JSON otherwise. */
export function valueText(value: JsonValue | undefined, schema: JsonSchema): string {
  if (value === undefined) return '';
  const kind = inputKind(schema);
  if (typeof value === 'string' && (kind === 'text' || admittedTypes(schema).includes('string'))) return value;
  return JSON.stringify(value, null, 2);
}

export type ParsedText = { ok: true; value: JsonValue } | { ok: true; value: undefined; empty: true } | { ok: false; error: string };

/**
 * Reads what a reader typed in a field, before schema validation: empty (omitted, or an error when
 * required), the bare string of a text field, or JSON. The message names the field.
 */
export function readFieldText(text: string, name: string, schema: JsonSchema, required: boolean): ParsedText {
  const trimmed = text.trim();
  if (trimmed === '') return required ? { ok: false, error: `${name} is required.` } : { ok: true, value: undefined, empty: true };
  const kind = inputKind(schema);
  if (kind === 'text') return { ok: true, value: trimmed };
  const admitsString = admittedTypes(schema).includes('string');
  if (admitsString && !/^[[{"]/.test(trimmed) && !/^(true|false|null|-?\d)/.test(trimmed)) return { ok: true, value: trimmed };
  try {
    const value = JSON.parse(trimmed) as JsonValue;
    const inexact = inexactJsonIntegers(trimmed)[0];
    if (inexact !== undefined) {
      return {
        ok: false,
        error: `${name} has the integer ${cleanText(inexact, 40)}, larger than a browser can send exactly: it would go out as ${cleanText(String(Number(inexact)), 40)}. Numbers above ${Number.MAX_SAFE_INTEGER} lose digits in JavaScript.`,
      };
    }
    return { ok: true, value };
  } catch (e) {
    const expected = kind === 'boolean' ? 'true or false' : kind === 'number' ? 'a number' : withArticle(schemaLabel(schema));
    // The parser's message quotes the text it read, which may come from a shared link.
    return { ok: false, error: `${name} is not valid JSON (${cleanText((e as Error).message, 120)}). Expected ${expected}.` };
  }
}

/** `an address`, `a block number`: the label with its indefinite article. */
export function withArticle(label: string): string {
  // "hex data", "8-byte data": data is a mass noun, and takes no article.
  if (/(^|\s|-)data$/i.test(label)) return label;
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}

/** The part of an Ajv error object the messages use (Ajv's `ErrorObject`, kept structural). */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** How long a key of the value (a map key, which a shared link chooses) may be in a field path. */
const MAX_PATH_KEY = 40;

/** `/call/to` → `call.to`, `/storageKeys/1` → `storageKeys[1]`. */
export function fieldPath(name: string, instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => cleanText(segment.replace(/~1/g, '/').replace(/~0/g, '~'), MAX_PATH_KEY))
    .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : `${path}.${segment}`), name);
}

/** The subschema an Ajv `schemaPath` (`#/properties/to/pattern`) points into, minus its keyword. */
export function schemaAt(root: JsonSchema, schemaPath: string): JsonSchema | undefined {
  const segments = schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean).slice(0, -1);
  let node: unknown = root;
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof node === 'object' && node !== null ? (node as JsonSchema) : undefined;
}

/** Longest part of a text value a validation message quotes. */
const MAX_DESCRIBED = 24;

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  // The value may come from a shared link: quoted without control or bidi characters, cut at whole characters.
  if (typeof value === 'string') return quotedLinkValue(value, MAX_DESCRIBED);
  return `${typeof value} ${String(value)}`;
}

function valueAt(root: unknown, instancePath: string): unknown {
  let node = root;
  for (const segment of instancePath.split('/').slice(1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** The patterns a value may match: the schema's own and those of its alternatives. */
function patternsOf(schema: JsonSchema): string[] {
  return [...(schema.pattern ? [schema.pattern] : []), ...(schema.oneOf ?? schema.anyOf ?? []).flatMap(patternsOf)];
}

/**
 * Whether a pattern is that of a JSON-RPC quantity: hex digits of any count, without leading
 * zeros. Byte strings (an even count of digits), hashes and addresses (a fixed count) and words
 * (leading zeros allowed) are not.
 */
function isQuantityPattern(pattern: string): boolean {
  const re = new RegExp(pattern);
  return re.test('0x1') && re.test('0x10') && re.test('0x100') && !re.test('0x01');
}

/** Longest value a hint repeats: as long as any number a reader types for a quantity (2^64 has 20 digits). */
const MAX_HINTED = 24;

/**
 * What a number written the usual way is as a JSON-RPC quantity, when that is what the field
 * takes: "12345" is a block number to a reader, and the field's label ("block number, tag or
 * hash") does not say that JSON-RPC writes it in hex. Offered only when one of the field's own
 * patterns is a quantity's and takes the hex form, so a hash, an address or a byte string never gets it.
 */
function hexQuantityHint(schema: JsonSchema, value: unknown): string {
  let digits: bigint;
  let decimal: boolean;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) [digits, decimal] = [BigInt(value), true];
  else if (typeof value === 'string' && value.length <= MAX_HINTED && /^\d+$/.test(value)) [digits, decimal] = [BigInt(value), true];
  else if (typeof value === 'string' && value.length <= MAX_HINTED && /^0x0+[0-9a-f]+$/i.test(value)) [digits, decimal] = [BigInt(value), false];
  else return '';
  const hex = `0x${digits.toString(16)}`;
  if (!patternsOf(schema).some((pattern) => isQuantityPattern(pattern) && new RegExp(pattern).test(hex))) return '';
  if (!decimal) return ` A hex quantity has no leading zeros: ${hex}.`;
  return typeof value === 'number' ? ` Numbers are written as hex strings: ${value} is "${hex}".` : ` Numbers are written in hex: ${value} is ${hex}.`;
}

/**
 * One sentence saying what is wrong with `value` as an instance of `schema`, naming the field by
 * its path (`call.to`, `storageKeys[1]`), from the errors Ajv reported. When a value matches none
 * of several alternatives, the sentence names what the field accepts rather than the first
 * alternative that failed.
 */
export function schemaErrorMessage(name: string, schema: JsonSchema, value: unknown, errors: readonly SchemaError[]): string {
  // The outermost failing alternative explains itself best: "blockNumber must be a block number, tag or hash".
  const alternative = [...errors]
    .filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')
    .sort((a, b) => a.instancePath.length - b.instancePath.length)[0];
  const first = alternative ?? errors.find((e) => e.keyword !== 'if') ?? errors[0];
  if (!first) return `${name} does not match its schema.`;
  const path = fieldPath(name, first.instancePath);
  const at = schemaAt(schema, first.schemaPath) ?? schema;
  const got = describeValue(valueAt(value, first.instancePath));
  switch (first.keyword) {
    case 'required':
      return `${path}.${String(first.params.missingProperty)} is required.`;
    case 'additionalProperties':
      return `${path} has a field its schema does not allow: ${quotedLinkValue(String(first.params.additionalProperty))}.`;
    case 'oneOf':
    case 'anyOf':
    case 'pattern':
    case 'enum':
    case 'const':
    case 'type':
      return `${path} must be ${withArticle(schemaLabel(at))} (got ${got}).${hexQuantityHint(at, valueAt(value, first.instancePath))}`;
    default:
      return `${path} ${first.message ?? 'does not match its schema'} (got ${got}).`;
  }
}
