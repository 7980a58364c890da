import { describe, expect, it } from 'vitest';
import { chainIdHex, networkList, networks, primaryExplorer } from '../../src/data/networks';

describe('network data', () => {
  it('has unique chain IDs, and Linea Mainnet and Linea Sepolia have theirs', () => {
    const ids = networkList.map((n) => n.chainId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(networks.mainnet.chainId).toBe(59144);
    expect(networks.sepolia.chainId).toBe(59141);
    expect(chainIdHex(networks.mainnet)).toBe('0xe708');
    expect(chainIdHex(networks.sepolia)).toBe('0xe705');
  });

  it('uses https for every web URL and wss for WebSocket endpoints', () => {
    for (const n of networkList) {
      const urls = [n.rpcUrls.http, n.bridgeUrl, ...n.explorers.flatMap((e) => [e.url, e.apiUrl ?? e.url]), ...n.faucets.map((f) => f.url)];
      for (const url of urls) expect(new URL(url).protocol, url).toBe('https:');
      expect(new URL(n.rpcUrls.webSocket).protocol).toBe('wss:');
    }
  });

  it('gives each network an official explorer, and faucets only to testnets', () => {
    for (const n of networkList) {
      expect(primaryExplorer(n).kind).toBe('official');
      if (!n.testnet) expect(n.faucets).toEqual([]);
    }
    expect(networks.sepolia.faucets.length).toBeGreaterThan(0);
  });

  it('pays gas in ETH with 18 decimals', () => {
    for (const n of networkList) expect(n.nativeCurrency).toMatchObject({ symbol: 'ETH', decimals: 18 });
  });
});
