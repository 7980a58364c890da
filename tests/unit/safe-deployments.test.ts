import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { safe130Eip155, safeRelease, safeReleases } from '../../src/data/safe-deployments';

describe('Safe deployments on Linea', () => {
  it.each(safeReleases.map((r) => [r.version, r] as const))('Safe %s: checksummed, unique addresses on both networks', (_v, release) => {
    expect(release.networks).toEqual(expect.arrayContaining(['mainnet', 'sepolia']));
    for (const c of release.contracts) expect(getAddress(c.address), c.name).toBe(c.address);
    const addresses = release.contracts.map((c) => c.address.toLowerCase());
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(new Set(release.contracts.map((c) => c.name)).size).toBe(release.contracts.length);
  });

  it('keeps Safe 1.3.0\'s EIP-155 addresses checksummed and apart from its canonical ones', () => {
    const canonical = safeRelease('1.3.0').contracts.map((c) => c.address.toLowerCase());
    for (const [name, address] of Object.entries(safe130Eip155)) {
      expect(getAddress(address), name).toBe(address);
      expect(canonical, name).not.toContain(address.toLowerCase());
    }
  });

  it('has a proxy factory and an L2 singleton in every release', () => {
    for (const r of safeReleases) {
      expect(r.contracts.some((c) => /ProxyFactory$/.test(c.name)), r.version).toBe(true);
      expect(r.contracts.some((c) => /L2$/.test(c.name)), r.version).toBe(true);
    }
  });

  it('finds a release by version and rejects unknown ones', () => {
    expect(safeRelease('1.4.1').version).toBe('1.4.1');
    expect(() => safeRelease('9.9.9' as never)).toThrow();
  });
});
