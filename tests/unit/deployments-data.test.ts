import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressUrl, contractInfo, deployments, layerExplorers, type ContractKey } from '../../src/data/deployments';
import { networks, type NetworkId } from '../../src/data/networks';

const entries = (Object.keys(deployments) as NetworkId[]).flatMap((network) =>
  (Object.entries(deployments[network]) as [ContractKey, `0x${string}`][]).map(([key, address]) => ({ network, key, address })),
);

describe('deployed contract addresses', () => {
  it.each(entries.map((e) => [`${e.network} ${e.key}`, e] as const))('%s is EIP-55 checksummed', (_name, e) => {
    expect(getAddress(e.address)).toBe(e.address);
  });

  it('never gives two contracts the same address on the same chain', () => {
    for (const network of Object.keys(deployments) as NetworkId[]) {
      for (const layer of ['L1', 'L2'] as const) {
        const onChain = entries.filter((e) => e.network === network && contractInfo[e.key].layer === layer).map((e) => e.address.toLowerCase());
        expect(new Set(onChain).size).toBe(onChain.length);
      }
    }
  });

  it('links each address to the explorer of its own layer, over https', () => {
    for (const e of entries) {
      const url = addressUrl(e.network, e.key);
      expect(new URL(url).protocol).toBe('https:');
      expect(url.startsWith(layerExplorers[e.network][contractInfo[e.key].layer].url)).toBe(true);
    }
    expect(layerExplorers.mainnet.L2.url).toBe(networks.mainnet.explorers[0]?.url);
  });

  it('publishes the core contracts on both networks', () => {
    for (const network of ['mainnet', 'sepolia'] as const) {
      for (const key of ['lineaRollup', 'l2MessageService', 'l1TokenBridge', 'l2TokenBridge'] as const) {
        expect(deployments[network][key], `${key} on ${network}`).toBeDefined();
      }
    }
  });

  it('gives every contract a group, a role and a layer', () => {
    for (const info of Object.values(contractInfo)) {
      expect(['core', 'governance', 'token', 'utility', 'burn', 'yield', 'identity']).toContain(info.group);
      expect(info.role).toMatch(/\.$/);
      expect(['L1', 'L2']).toContain(info.layer);
    }
  });
});
