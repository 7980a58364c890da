import { describe, expect, it } from 'vitest';
import { bridgeAppUrl, chainIdHex, manualParameters, networkList, networks, primaryExplorer, statusPageUrl } from '../../src/data/networks';

describe('network data', () => {
  it('has unique chain IDs, and Linea Mainnet and Linea Sepolia have theirs', () => {
    const ids = networkList.map((n) => n.chainId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(networks.mainnet.chainId).toBe(59144);
    expect(networks.sepolia.chainId).toBe(59141);
    expect(chainIdHex(networks.mainnet)).toBe('0xe708');
    expect(chainIdHex(networks.sepolia)).toBe('0xe705');
  });

  it('uses https for every web URL', () => {
    for (const n of networkList) {
      const urls = [
        n.rpcUrls.http,
        n.bridgeUrl,
        ...n.explorers.flatMap((e) => [e.url, e.apiUrl ?? e.url, e.apiDocsUrl ?? e.url]),
        ...n.faucets.map((f) => f.url),
      ];
      for (const url of urls) expect(new URL(url).protocol, url).toBe('https:');
    }
    expect(new URL(statusPageUrl).protocol).toBe('https:');
    expect(new URL(bridgeAppUrl).protocol).toBe('https:');
  });

  it('links every network to the native bridge, never to the aggregator', () => {
    for (const n of networkList) {
      expect(n.bridgeUrl).not.toBe(bridgeAppUrl);
      expect(new URL(n.bridgeUrl).pathname).toMatch(/\/native-bridge$/);
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

  it('lists each explorer once per network, official ones first', () => {
    for (const n of networkList) {
      const urls = n.explorers.map((e) => e.url);
      expect(new Set(urls).size).toBe(urls.length);
      const kinds = n.explorers.map((e) => e.kind);
      expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'official' ? -1 : 1)));
    }
  });

  it('has plausible limits: a transaction fits in a block', () => {
    for (const n of networkList) {
      const l = n.limits;
      for (const v of Object.values(l)) expect(Number.isSafeInteger(v) && v > 0).toBe(true);
      expect(l.transactionGasLimit).toBeLessThanOrEqual(l.blockGasLimit);
      expect(l.transactionCalldataBytes).toBeLessThanOrEqual(l.blockCalldataBytes);
      // EIP-7825 caps a transaction at 2^24 gas from Osaka on.
      expect(l.transactionGasLimit).toBe(2 ** 24);
    }
  });

  it('dates the EVM upgrade with a valid UTC timestamp', () => {
    for (const n of networkList) {
      expect(n.evm.activatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Number.isNaN(Date.parse(n.evm.activatedAt))).toBe(false);
    }
    // Linea Sepolia upgrades before Linea Mainnet.
    expect(Date.parse(networks.sepolia.evm.activatedAt)).toBeLessThan(Date.parse(networks.mainnet.evm.activatedAt));
  });

  it('gives wallets the five manual parameters, in order', () => {
    expect(manualParameters(networks.sepolia)).toEqual([
      { label: 'Network name', value: 'Linea Sepolia' },
      { label: 'RPC URL', value: 'https://rpc.sepolia.linea.build' },
      { label: 'Chain ID', value: '59141' },
      { label: 'Currency symbol', value: 'ETH' },
      { label: 'Block explorer URL', value: 'https://sepolia.lineascan.build' },
    ]);
  });
});

describe('explorer APIs', () => {
  it("point Lineascan at Etherscan's V2 API for the network's own chain ID", () => {
    for (const n of networkList) {
      const lineascan = n.explorers.find((e) => e.name === 'Lineascan');
      expect(lineascan?.apiUrl).toBe(`https://api.etherscan.io/v2/api?chainid=${n.chainId}`);
    }
  });
});
