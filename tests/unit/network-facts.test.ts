import { describe, expect, it } from 'vitest';
import { networks } from '../../src/data/networks';
import { labelInSentence, networkFact, networkFactRows } from '../../src/lib/networkFacts';

describe('network facts for prose', () => {
  it('formats IDs and URLs as literals and limits as grouped numbers', () => {
    expect(networkFact(networks.sepolia, 'chainId')).toEqual({ text: '59141', literal: true });
    expect(networkFact(networks.mainnet, 'chainIdHex')).toEqual({ text: '0xe708', literal: true });
    expect(networkFact(networks.mainnet, 'blockGasLimit')).toEqual({ text: '2,000,000,000 gas', literal: false });
    expect(networkFact(networks.mainnet, 'transactionGasLimit').text).toBe('16,777,216 gas');
    expect(networkFact(networks.sepolia, 'transactionCalldata').text).toBe('60,000 bytes');
    expect(networkFact(networks.mainnet, 'blockTime').text).toBe('about 1 second');
  });

  it('dates the EVM upgrade in UTC', () => {
    expect(networkFact(networks.mainnet, 'evmFork').text).toBe('Osaka (Fusaka)');
    expect(networkFact(networks.mainnet, 'evmActivated').text).toBe('3 December 2025');
    expect(networkFact(networks.sepolia, 'evmActivated').text).toBe('1 December 2025');
  });

  it('has a non-empty value for every row on both networks', () => {
    for (const n of [networks.mainnet, networks.sepolia]) {
      for (const row of networkFactRows) expect(networkFact(n, row.field).text.length, `${n.id} ${row.field}`).toBeGreaterThan(0);
    }
  });

  it('lowercases labels for sentences but keeps acronyms', () => {
    expect(labelInSentence('Chain ID')).toBe('chain ID');
    expect(labelInSentence('RPC URL')).toBe('RPC URL');
    expect(labelInSentence('Public RPC (HTTPS)')).toBe('public RPC (HTTPS)');
  });
});
