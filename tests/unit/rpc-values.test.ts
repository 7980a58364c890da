import { describe, expect, it } from 'vitest';
import { isScalar, typeLabel, validateValue, type ValueType } from '../../src/lib/rpc-values';

const address: ValueType = { kind: 'address' };
const call: ValueType = {
  kind: 'object',
  fields: [
    { name: 'to', type: address, required: true, description: 'Recipient.' },
    { name: 'value', type: { kind: 'quantity' }, required: false, description: 'Wei.' },
  ],
};

describe('validateValue', () => {
  it.each([
    [address, '0x87f21c771EAC9c547Eb22312997153D3A1fC40F6'],
    [{ kind: 'hash' }, `0x${'ab'.repeat(32)}`],
    [{ kind: 'bytes' }, '0x'],
    [{ kind: 'bytes' }, '0xdeadbeef'],
    [{ kind: 'quantity' }, '0x0'],
    [{ kind: 'quantity' }, '0x5208'],
    [{ kind: 'word' }, '0x1'],
    [{ kind: 'word' }, `0x${'0'.repeat(64)}`],
    [{ kind: 'block', tags: ['latest'] }, 'latest'],
    [{ kind: 'block', tags: ['latest'] }, '0x10'],
    [{ kind: 'block', tags: ['latest'], hash: true }, `0x${'cd'.repeat(32)}`],
    [{ kind: 'array', items: { kind: 'word' } }, []],
    [call, { to: '0x87f21c771EAC9c547Eb22312997153D3A1fC40F6', extra: 'passed through' }],
    [{ kind: 'map', key: address, value: { kind: 'quantity' } }, { '0x87f21c771EAC9c547Eb22312997153D3A1fC40F6': '0x1' }],
  ] as [ValueType, unknown][])('accepts a valid %o value', (type, value) => {
    expect(validateValue(value, type, 'x')).toBeNull();
  });

  it.each([
    [address, '0x1234', /x must be an address/],
    [address, 42, /x must be a string/],
    [{ kind: 'hash' }, `0x${'ab'.repeat(31)}`, /32-byte hash/],
    [{ kind: 'bytes' }, '0xabc', /even number/],
    [{ kind: 'bytes' }, 'deadbeef', /hex data/],
    [{ kind: 'quantity' }, '0x01', /no leading zeros/],
    [{ kind: 'quantity' }, '12', /hex quantity/],
    [{ kind: 'word' }, `0x${'0'.repeat(65)}`, /1 to 64 hex digits/],
    [{ kind: 'block', tags: ['latest'] }, 'finalized', /block number or "latest"/],
    [{ kind: 'array', items: { kind: 'word' } }, '0x1', /must be an array/],
    [{ kind: 'array', items: { kind: 'word' } }, ['0x1', 'zz'], /x\[1\] must be a 32-byte word/],
    [call, [], /x must be an object \(got an array\)/],
    [call, {}, /x\.to is required/],
    [call, { to: '0x87f21c771EAC9c547Eb22312997153D3A1fC40F6', value: 5 }, /x\.value must be a string/],
    [{ kind: 'map', key: address, value: { kind: 'quantity' } }, { nope: '0x1' }, /key "nope" of x must be a string|key "nope" of x must be an address/],
  ] as [ValueType, unknown, RegExp][])('rejects %o with a message naming the field', (type, value, message) => {
    expect(validateValue(value, type, 'x')).toMatch(message);
  });
});

describe('typeLabel and isScalar', () => {
  it('names types the way the tables show them', () => {
    expect(typeLabel({ kind: 'array', items: { kind: 'word' } })).toBe('array of 32-byte words');
    expect(typeLabel({ kind: 'array', items: { kind: 'hash' } })).toBe('array of 32-byte hashes');
    expect(typeLabel({ kind: 'array', items: { kind: 'quantity' } })).toBe('array of hex quantities');
    expect(typeLabel({ kind: 'array', items: { kind: 'bytes' } })).toBe('array of hex data');
    expect(typeLabel({ kind: 'block', tags: ['latest'], hash: true })).toBe('block number, "latest" or block hash');
    expect(typeLabel({ kind: 'block', tags: ['latest'] })).toBe('block number or "latest"');
    expect(typeLabel({ kind: 'map', key: address, value: { kind: 'quantity' } })).toBe('map of address to hex quantity');
  });

  it('edits strings as plain text and structures as JSON', () => {
    expect(isScalar(address)).toBe(true);
    expect(isScalar({ kind: 'block', tags: [] })).toBe(true);
    expect(isScalar(call)).toBe(false);
    expect(isScalar({ kind: 'array', items: address })).toBe(false);
  });
});
