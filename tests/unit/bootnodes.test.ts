import { describe, expect, it } from 'vitest';
import { DISCOVERY_ONLY_PORT, bootnodeSources, enodePort, executionPeers, maruPeers } from '../../src/data/bootnodes';
import type { NetworkId } from '../../src/data/networks';

const enode = /^enode:\/\/[0-9a-f]{128}@(\d{1,3}\.){3}\d{1,3}:\d{1,5}$/;
const multiaddr = /^\/ip4\/(\d{1,3}\.){3}\d{1,3}\/tcp\/\d{1,5}\/p2p\/16Uiu2[1-9A-HJ-NP-Za-km-z]{46,}$/;
const networkIds: NetworkId[] = ['mainnet', 'sepolia'];

describe('bootnodes', () => {
  it.each(networkIds)('lists well-formed, unique execution-layer enodes for %s', (network) => {
    const list = executionPeers[network];
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(p.address).toMatch(enode);
    expect(new Set(list.map((p) => p.address)).size).toBe(list.length);
  });

  it.each(networkIds)('lists well-formed, unique Maru multiaddresses for %s', (network) => {
    const list = maruPeers[network];
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(p.address).toMatch(multiaddr);
    expect(new Set(list.map((p) => p.address)).size).toBe(list.length);
  });

  it('never reuses a node key across networks', () => {
    const keyOf = (a: string) => a.slice('enode://'.length, 'enode://'.length + 128);
    const mainnet = new Set(executionPeers.mainnet.map((p) => keyOf(p.address)));
    expect(executionPeers.sepolia.filter((p) => mainnet.has(keyOf(p.address)))).toEqual([]);
  });

  it('places every Linea Mainnet peer in a region and has discovery-only bootnodes there', () => {
    for (const p of [...executionPeers.mainnet, ...maruPeers.mainnet]) expect(p.area, p.address).toBeDefined();
    expect(executionPeers.mainnet.some((p) => enodePort(p.address) === DISCOVERY_ONLY_PORT)).toBe(true);
  });

  it('cites the official files over https', () => {
    for (const network of networkIds) {
      for (const url of Object.values(bootnodeSources[network])) {
        expect(url.startsWith('https://github.com/LFDT-Lineth/lineth-monorepo/')).toBe(true);
      }
    }
  });
});
