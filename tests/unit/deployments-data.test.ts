import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressUrl, contractInfo, deployments, layerExplorers, type ContractKey } from '../../src/data/deployments';
import { networks, primaryExplorer, type NetworkId } from '../../src/data/networks';
import { providers } from '../../src/data/tooling';
import { extractCodeBlocks } from '../../src/lib/codeBlocks';
import { docFiles } from './support/docs';

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
      expect(['core', 'governance', 'token', 'utility', 'burn', 'yield', 'identity', 'cctp']).toContain(info.group);
      expect(info.role).toMatch(/\.$/);
      expect(['L1', 'L2']).toContain(info.layer);
    }
  });
});

describe('addresses in the scripts of pages that use third-party contracts', () => {
  // Read while the tests are collected, where no test's timeout runs: seconds on a busy machine.
  const pages = docFiles();
  // Every address a script, a command or a test contract of these pages uses is a published one
  // (typed data), or one of the few the page explains in its own words; a mistyped, added or
  // dropped character fails here.
  const published = new Set(
    [
      ...Object.values(deployments).flatMap((byKey) => Object.values(byKey)),
      ...providers.flatMap((provider) => (provider.contracts ?? []).map((contract) => contract.address)),
    ].map((address) => address.toLowerCase()),
  );
  const explained: Record<string, string[]> = {
    // Hardhat's second development account, the recipient the walk sends USDC to.
    'docs/get-started/how-to/bridge/usdc-cctp.mdx': ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    // The example wallet of Linea's PoH guide and Sumsub's Verax portal.
    'docs/get-started/how-to/verify-users-with-proof-of-humanity.mdx': ['0xc5fd29cC1a1b76ba52873fF943FEDFDD36cF46C6', '0x501e742CF30eCE300E3e8CB45a975c15057D5B46'],
    'docs/get-started/tooling/cross-chain/chainlink-ccip.mdx': [],
    'docs/learn/send-usdc.mdx': [],
    'docs/get-started/tooling/cross-chain/reactive-network.mdx': [],
  };
  it.each(Object.entries(explained))('%s', (file, extra) => {
    const page = pages.find((d) => d.file === file)!;
    // The code blocks, and the front matter (a walk places its test contracts at real addresses).
    const code = [...extractCodeBlocks(page.body).map((block) => block.code), page.text.slice(0, page.text.length - page.body.length)].join('\n');
    const hexes = [...code.matchAll(/\b0x[0-9a-fA-F]{36,44}\b/g)].map((m) => m[0]);
    expect(hexes.length).toBeGreaterThan(0);
    for (const hex of hexes) expect(hex, 'an address is 40 hex digits').toMatch(/^0x[0-9a-fA-F]{40}$/);
    const unknown = [...new Set(hexes)].filter((address) => !published.has(address.toLowerCase()) && !extra.includes(address));
    expect(unknown).toEqual([]);
    for (const address of hexes) expect(getAddress(address)).toBe(address);
    // Each explained address is still used, so the list does not go stale.
    for (const address of extra) expect(hexes).toContain(address);
  });

  it('gives the USDC tutorial the Linea Sepolia USDC address and explorer of the data', () => {
    // The app's code names both literally, since the reader copies it; the prose renders them from the data.
    const page = pages.find((d) => d.file === 'docs/learn/send-usdc.mdx')!;
    const module = extractCodeBlocks(page.body).find((block) => /title="src\/usdc\.ts"/.test(block.meta))!.code;
    expect(/^export const USDC = '(0x[0-9a-fA-F]{40})';$/m.exec(module)?.[1]).toBe(deployments.sepolia.l2Usdc);
    expect(/^const EXPLORER = '([^']+)';$/m.exec(module)?.[1]).toBe(primaryExplorer(networks.sepolia).url);
    expect(module).toMatch(/^import \{ lineaSepolia \} from 'viem\/chains';$/m);
  });

  it('gives each CCTP V2 contract the same address on Ethereum and on Linea', () => {
    for (const network of Object.keys(deployments) as NetworkId[]) {
      const published = deployments[network];
      expect(published.l1CctpTokenMessenger).toBe(published.l2CctpTokenMessenger);
      expect(published.l1CctpMessageTransmitter).toBe(published.l2CctpMessageTransmitter);
    }
  });
});
