import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { l1ResolutionContracts, l1Resolver } from '../../src/data/linea-names';

describe('ENS resolution contracts for Linea names', () => {
  it('uses EIP-55 checksummed, unique addresses', () => {
    for (const c of l1ResolutionContracts) expect(getAddress(c.address), c.name).toBe(c.address);
    expect(new Set(l1ResolutionContracts.map((c) => c.address)).size).toBe(l1ResolutionContracts.length);
  });

  it('exposes the L1 resolver', () => {
    expect(l1Resolver().name).toBe('L1Resolver');
  });
});
