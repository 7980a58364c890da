import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { LINEA_ETH_PUBLIC_RESOLVER, l1ResolutionContracts, l1Resolver } from '../../src/data/linea-names';

describe('ENS resolution contracts for Linea names', () => {
  it('uses EIP-55 checksummed, unique addresses', () => {
    for (const c of l1ResolutionContracts) expect(getAddress(c.address), c.name).toBe(c.address);
    expect(new Set(l1ResolutionContracts.map((c) => c.address)).size).toBe(l1ResolutionContracts.length);
  });

  it('keeps linea.eth\'s own resolver checksummed', () => {
    expect(getAddress(LINEA_ETH_PUBLIC_RESOLVER)).toBe(LINEA_ETH_PUBLIC_RESOLVER);
  });

  it('exposes the L1 resolver', () => {
    expect(l1Resolver().name).toBe('L1Resolver');
  });
});
