import { keccak256, stringToHex, toEventSelector, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { canonicalSignature, canonicalType, getterShape, hashedStringLiteral, splitArray, type TypeResolver, type UserType } from '../../src/lib/solidityAbi';

/** A small type universe: nested structs, an enum, a contract type and a user-defined value type. */
const types: Record<string, UserType> = {
  Inner: { kind: 'struct', fields: [{ name: 'a', type: 'bytes32' }, { name: 'b', type: 'uint' }] },
  Outer: { kind: 'struct', fields: [{ name: 'inner', type: 'Inner' }, { name: 'list', type: 'Inner[]' }, { name: 'who', type: 'address payable' }] },
  Kind: { kind: 'enum' },
  IVerifier: { kind: 'contract' },
  Price: { kind: 'value', underlying: 'uint128' },
  'Scoped.Inner': { kind: 'struct', fields: [{ name: 'x', type: 'bool' }] },
};
const resolve: TypeResolver = (name, scope) => (scope && types[`${scope}.${name}`]) || types[name];

describe('canonical ABI types', () => {
  it('normalizes elementary aliases and keeps array suffixes', () => {
    expect(canonicalType('uint', resolve)).toBe('uint256');
    expect(canonicalType('int[]', resolve)).toBe('int256[]');
    expect(canonicalType('address payable', resolve)).toBe('address');
    expect(canonicalType('bytes32[2][]', resolve)).toBe('bytes32[2][]');
    expect(splitArray('uint256[2][]')).toEqual({ base: 'uint256', dims: ['[2]', '[]'] });
  });

  it('expands structs into tuples, recursively, arrays of structs included', () => {
    expect(canonicalType('Outer', resolve)).toBe('((bytes32,uint256),(bytes32,uint256)[],address)');
    expect(canonicalType('Inner[3]', resolve)).toBe('(bytes32,uint256)[3]');
  });

  it('encodes enums as uint8, contracts as address and value types as their underlying type', () => {
    expect(canonicalType('Kind', resolve)).toBe('uint8');
    expect(canonicalType('IVerifier[]', resolve)).toBe('address[]');
    expect(canonicalType('Price', resolve)).toBe('uint128');
  });

  it('resolves a name in the scope it is used in first', () => {
    expect(canonicalType('Inner', resolve, 'Scoped')).toBe('(bool)');
  });

  it('refuses unknown types and mappings', () => {
    expect(() => canonicalType('Missing', resolve)).toThrow(/Unknown type/);
    expect(() => canonicalType('mapping(uint256 => bool)', resolve)).toThrow(/mapping/);
  });

  it('builds signatures without names, data locations or spaces', () => {
    const params = [
      { name: '_to', type: 'address' },
      { name: '_fee', type: 'uint' },
      { name: '_data', type: 'Outer' },
    ];
    const signature = canonicalSignature('send', params, resolve);
    expect(signature).toBe('send(address,uint256,((bytes32,uint256),(bytes32,uint256)[],address))');
    expect(signature).not.toMatch(/\s/);
  });
});

describe('getters of public state variables', () => {
  it('takes one argument per mapping key and array index, key names kept', () => {
    expect(getterShape('mapping(uint256 blockNumber => bytes32 stateRootHash)', resolve)).toEqual({
      params: [{ name: 'blockNumber', type: 'uint256' }],
      returns: [{ name: 'stateRootHash', type: 'bytes32' }],
    });
    expect(getterShape('mapping(uint256 chainId => mapping(address native => address bridged))', resolve)).toEqual({
      params: [
        { name: 'chainId', type: 'uint256' },
        { name: 'native', type: 'address' },
      ],
      returns: [{ name: 'bridged', type: 'address' }],
    });
    expect(getterShape('address[]', resolve).params).toEqual([{ name: '', type: 'uint256' }]);
    expect(getterShape('uint256', resolve)).toEqual({ params: [], returns: [{ name: '', type: 'uint256' }] });
  });

  it('returns the members of a struct, leaving out arrays', () => {
    expect(getterShape('mapping(Kind k => Outer)', resolve).returns).toEqual([
      { name: 'inner', type: 'Inner' },
      { name: 'who', type: 'address payable' },
    ]);
  });

  it('recognizes role constants written as keccak256 of a string literal', () => {
    expect(hashedStringLiteral('keccak256("OPERATOR_ROLE")')).toBe('OPERATOR_ROLE');
    expect(hashedStringLiteral('48 hours')).toBeUndefined();
  });
});

/**
 * Selectors and topics computed with viem (keccak from @noble/hashes) must equal values obtained
 * independently: well-known ERC-20 values, and values solc itself produced when compiling the
 * Linea monorepo (its `evm.methodIdentifiers` and the AST's event and error selectors), or
 * constant-folded into bytecode for `keccak256("...")`.
 */
describe('hashes against independently known values', () => {
  it.each([
    ['transfer(address,uint256)', '0xa9059cbb'],
    ['approve(address,uint256)', '0x095ea7b3'],
    ['sendMessage(address,uint256,bytes)', '0x9f3ce55a'],
    ['claimMessage(address,address,uint256,uint256,address,bytes,uint256)', '0x491e0936'],
    ['claimMessageWithProof((bytes32[],uint256,uint32,address,address,uint256,uint256,address,bytes32,bytes))', '0x6463fb2a'],
    ['submitBlobs((uint256,bytes,bytes,bytes32,bytes32)[],bytes32,bytes32)', '0x99467a35'],
    ['nativeToBridgedToken(uint256,address)', '0x0f6f86ec'],
    ['ReentrantCall()', '0x37ed32e8'],
    ['InvalidProofOrProofVerificationRanOutOfGas(string)', '0xca389c44'],
  ])('%s → %s', (signature, selector) => {
    expect(toFunctionSelector(signature)).toBe(selector);
  });

  it.each([
    ['Transfer(address,address,uint256)', '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'],
    ['MessageSent(address,address,uint256,uint256,uint256,bytes,bytes32)', '0xe856c2b8bd4eb0027ce32eeaf595c21b0b6b4644b326e5b7bd80a1cf8db72e6c'],
  ])('%s → %s', (signature, topic) => {
    expect(toEventSelector(signature)).toBe(topic);
  });

  it('hashes role names like solc does', () => {
    expect(keccak256(stringToHex('OPERATOR_ROLE'))).toBe('0x97667070c54ef182b0f5858b034beac1b6f3089aa2d3188bb1e8929f4fa9b929');
  });
});
