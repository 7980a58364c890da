import { describe, expect, it } from 'vitest';
import * as schemas from '../../src/data/rpc/schemas';
import type { JsonSchema } from '../../src/data/rpc/types';
import { inputKind, parameterRows, readFieldText, resultRows, schemaErrorMessage, schemaLabel, suggestedValues, valueText } from '../../src/lib/rpc-schema';
import { createAjv } from '../../src/plugins/rpc-reference/validators';

const ajv = createAjv();

/** The message the console shows for a value, from Ajv's errors on the same schema. */
function message(name: string, schema: JsonSchema, value: unknown): string | null {
  const validate = ajv.compile(schema as object);
  return validate(value) ? null : schemaErrorMessage(name, schema, value, validate.errors ?? []);
}

describe('schema labels', () => {
  it('use the title of a named type, and describe the rest', () => {
    expect(schemaLabel(schemas.address)).toBe('address');
    expect(schemaLabel({ type: 'array', items: schemas.hash32 })).toBe(`array of ${schemas.hash32.title}`);
    expect(schemaLabel({ enum: ['latest', 'pending', 'safe'] })).toBe('"latest", "pending" or "safe"');
    expect(schemaLabel({ oneOf: [{ type: 'string', title: 'a' }, { type: 'null' }] })).toBe('a or null');
  });
});

describe('table rows', () => {
  it('flatten nested objects, arrays and maps into dotted paths with their depth', () => {
    const rows = parameterRows([{ name: 'stateOverride', required: false, description: 'Overrides.', schema: schemas.stateOverride }]);
    expect(rows[0]).toMatchObject({ path: 'stateOverride', depth: 0, required: false });
    const balance = rows.find((r) => r.path.endsWith('.balance'));
    expect(balance?.path).toMatch(/^stateOverride\.<.+>\.balance$/);
    expect(balance?.depth).toBe(2);
  });

  it('list the fields of a result without a prefix, and the fields of array items under []', () => {
    const object: JsonSchema = { type: 'object', required: ['a'], properties: { a: { type: 'string', description: 'A.' }, b: { type: 'object', properties: { c: { type: 'integer' } } } } };
    expect(resultRows(object).map((r) => [r.path, r.required])).toEqual([
      ['a', true],
      ['b', false],
      ['b.c', false],
    ]);
    expect(resultRows({ type: 'array', items: object }).map((r) => r.path)).toEqual(['[].a', '[].b', '[].b.c']);
  });
});

describe('form fields', () => {
  it('edit strings as text, booleans as a choice, numbers as numbers, the rest as JSON', () => {
    expect(inputKind(schemas.address)).toBe('text');
    expect(inputKind(schemas.blockNumberOrTag)).toBe('text');
    expect(inputKind({ type: 'boolean' })).toBe('boolean');
    expect(inputKind({ type: 'integer' })).toBe('number');
    expect(inputKind(schemas.callObject)).toBe('json');
  });

  it('suggest the block tags a block parameter accepts', () => {
    expect(suggestedValues(schemas.blockNumberOrTag)).toContain('latest');
  });

  it('show strings bare and structures as indented JSON', () => {
    expect(valueText('latest', schemas.blockNumberOrTag)).toBe('latest');
    expect(valueText({ to: '0x1' }, schemas.callObject)).toBe('{\n  "to": "0x1"\n}');
    expect(valueText(undefined, schemas.callObject)).toBe('');
  });

  it('read text, JSON and booleans, keeping bare words for schemas that admit strings', () => {
    expect(readFieldText(' latest ', 'block', schemas.blockNumberOrTag, true)).toEqual({ ok: true, value: 'latest' });
    expect(readFieldText('true', 'full', { type: 'boolean' }, true)).toEqual({ ok: true, value: true });
    expect(readFieldText('latest', 'block', { oneOf: [schemas.blockNumberOrTag, schemas.callObject] }, true)).toEqual({ ok: true, value: 'latest' });
    expect(readFieldText('{"to": ', 'call', schemas.callObject, true)).toMatchObject({ ok: false, error: expect.stringMatching(/^call is not valid JSON/) });
    expect(readFieldText('', 'call', schemas.callObject, true)).toEqual({ ok: false, error: 'call is required.' });
  });
});

describe('validation messages', () => {
  it('name the field by its path and say what it must be', () => {
    expect(message('call', schemas.callObject, { to: '0x12' })).toBe('call.to must be an address (got "0x12").');
    expect(message('call', schemas.callObject, { value: 10 })).toMatch(/^call\.value must be a .+ \(got number 10\)\./);
    expect(message('keys', { type: 'array', items: schemas.hash32 }, [`0x${'0'.repeat(64)}`, 'x'])).toMatch(/^keys\[1\] must be/);
  });

  it('say how to write a number the field takes in hex, and only where hex would fit', () => {
    expect(message('block', schemas.blockNumberOrTagOrHash, '12345')).toBe(
      'block must be a block number, tag or hash (got "12345"). Numbers are written in hex: 12345 is 0x3039.',
    );
    expect(message('call', schemas.callObject, { value: '0x01' })).toBe('call.value must be a hex quantity (got "0x01"). A hex quantity has no leading zeros: 0x1.');
    expect(message('call', schemas.callObject, { value: 10 })).toMatch(/ Numbers are written as hex strings: 10 is "0xa"\.$/);
    // Hashes, addresses, byte strings and words are no quantities: nothing to suggest, even where
    // the hex form would fit their pattern (any even count of digits is a byte string).
    expect(message('hash', schemas.hash32, '0x01')).toBe('hash must be a 32-byte hash (got "0x01").');
    expect(message('hash', schemas.hash32, '12345')).toBe('hash must be a 32-byte hash (got "12345").');
    expect(message('hash', schemas.hash32, `0x0${'a'.repeat(64)}`)).not.toContain('leading zeros');
    expect(message('to', schemas.address, `0x0${'a'.repeat(40)}`)).not.toContain('leading zeros');
    expect(message('bytes', schemas.bytes, '16')).toBe('bytes must be hex data (got "16").');
    expect(message('call', schemas.callObject, { data: '0x012' })).not.toContain('leading zeros');
  });

  it('name a missing required field, and one the schema does not allow', () => {
    const schema: JsonSchema = { type: 'object', required: ['a'], properties: { a: { type: 'string' } }, additionalProperties: false };
    expect(message('filter', schema, {})).toBe('filter.a is required.');
    expect(message('filter', schema, { a: 'x', zz: 1 })).toBe('filter has a field its schema does not allow: "zz".');
  });

  it('say what an either-or field accepts instead of the first alternative that failed', () => {
    expect(message('block', schemas.blockNumberOrTag, 'newest')).toBe(`block must be ${/^[aeiou]/i.test(schemaLabel(schemas.blockNumberOrTag)) ? 'an' : 'a'} ${schemaLabel(schemas.blockNumberOrTag)} (got "newest").`);
  });

  it('quote a value without control or bidi characters, cut at whole characters', () => {
    expect(message('address', schemas.address, '0x\u202Eabc\u202C')).toBe('address must be an address (got "0xabc").');
    expect(message('address', schemas.address, '0x\u0000a\nb')).toBe('address must be an address (got "0xab").');
    // 23 letters and an emoji (a surrogate pair) stay whole; the cut comes after, never inside it.
    expect(message('address', schemas.address, `${'a'.repeat(23)}🦊${'b'.repeat(10)}`)).toBe(`address must be an address (got "${'a'.repeat(23)}🦊…").`);
    const schema: JsonSchema = { type: 'object', additionalProperties: false };
    expect(message('filter', schema, { 'a\u202Eb': 1 })).toBe('filter has a field its schema does not allow: "ab".');
    const map: JsonSchema = { type: 'object', additionalProperties: { type: 'string' } };
    expect(message('overrides', map, { [`k\u202E${'y'.repeat(60)}`]: 1 })).toMatch(/^overrides\.ky{39}… must be a string \(got number 1\)\.$/);
  });

  it('keep control characters the JSON parser quotes out of the message', () => {
    const read = readFieldText('\u202E{"a"\u0000', 'call', schemas.callObject, true);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  it('accept values that fit', () => {
    expect(message('block', schemas.blockNumberOrTag, 'latest')).toBeNull();
    expect(message('call', schemas.callObject, { to: `0x${'a'.repeat(40)}` })).toBeNull();
  });
});
