import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { contractInfo, deployments } from '../../src/data/deployments';
import {
  councilChains,
  councilTransactions,
  councilTransactionsOn,
  executionUrl,
  safeHistoryUrl,
  safeTransactionUrl,
  type CouncilChain,
} from '../../src/data/security-council';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './support/docs';

/** Ids of a page's Markdown headings: an explicit `{#id}`, else the text as Docusaurus slugs it. */
function headingIds(text: string): string[] {
  return [...text.matchAll(/^#{2,6} (.+)$/gm)].map(([, heading]) => {
    const explicit = /\{#([\w-]+)\}\s*$/.exec(heading!);
    if (explicit) return explicit[1]!;
    return heading!.toLowerCase().replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-');
  });
}

const chains = Object.keys(councilChains) as CouncilChain[];
const HASH = /^0x[0-9a-f]{64}$/i;

describe('Security Council transaction record', () => {
  it('gives each nonce once per chain', () => {
    for (const chain of chains) {
      const nonces = councilTransactions.filter((t) => t.chain === chain).map((t) => t.nonce);
      expect(nonces.length, chain).toBeGreaterThan(0);
      expect(new Set(nonces).size, chain).toBe(nonces.length);
      for (const nonce of nonces) expect(Number.isInteger(nonce) && nonce >= 0, `${chain} ${nonce}`).toBe(true);
    }
  });

  it('writes every hash as 0x and 64 hex digits', () => {
    for (const t of councilTransactions) {
      if (t.safeTxHash) expect(t.safeTxHash, `${t.chain} ${t.nonce} Safe hash`).toMatch(HASH);
      if (t.txHash) expect(t.txHash, `${t.chain} ${t.nonce} transaction hash`).toMatch(HASH);
    }
    const hashes = councilTransactions.flatMap((t) => [t.safeTxHash, t.txHash]).filter(Boolean);
    expect(new Set(hashes).size, 'a hash used twice').toBe(hashes.length);
  });

  it('names contracts by valid addresses on the chain the transaction ran on', () => {
    for (const t of councilTransactions) {
      expect(t.actedOn.length, `${t.chain} ${t.nonce}`).toBeGreaterThan(0);
      for (const item of t.actedOn) {
        if ('contract' in item) {
          expect(deployments.mainnet[item.contract], `${item.contract} on Linea Mainnet`).toBeDefined();
          expect(contractInfo[item.contract].layer, `${t.chain} ${t.nonce} ${item.contract}`).toBe(councilChains[t.chain].layer);
        } else {
          // Mixed case must be a correct EIP-55 checksum; getAddress throws on a wrong one.
          expect(getAddress(item.address).toLowerCase(), item.name).toBe(item.address.toLowerCase());
          if (item.address !== item.address.toLowerCase()) expect(getAddress(item.address), item.name).toBe(item.address);
        }
      }
    }
  });

  it('dates each transaction with a real ISO day, never earlier than a lower nonce', () => {
    for (const chain of chains) {
      const rows = councilTransactionsOn(chain);
      for (const t of rows) {
        expect(t.date, `${chain} ${t.nonce}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${t.date}T00:00:00Z`).toISOString().slice(0, 10), `${chain} ${t.nonce}`).toBe(t.date);
      }
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i]!.date >= rows[i - 1]!.date, `${chain} nonce ${rows[i]!.nonce} dated before nonce ${rows[i - 1]!.nonce}`).toBe(true);
      }
    }
  });

  it('summarises each transaction in one sentence and links only to headings that exist', () => {
    for (const t of councilTransactions) {
      expect(t.summary, `${t.chain} ${t.nonce}`).toMatch(/^[A-Z].*\.$/);
      expect(t.summary.slice(0, -1), `${t.chain} ${t.nonce}: one sentence`).not.toMatch(/\.\s+[A-Z]/);
      if (!t.explainedAt) continue;
      const [path, anchor] = t.explainedAt.split('#') as [string, string | undefined];
      const file = [`${path}.mdx`, `${path}/index.mdx`].map((f) => join(repoRoot, 'docs', f)).find((f) => existsSync(f));
      expect(file, t.explainedAt).toBeDefined();
      if (anchor) expect(headingIds(readFileSync(file!, 'utf8')), t.explainedAt).toContain(anchor);
    }
  });

  it('links the Safe pages and explorers of the published Safes', () => {
    expect(safeHistoryUrl('ethereum')).toBe(`https://app.safe.global/transactions/history?safe=eth:${deployments.mainnet.l1SecurityCouncil}`);
    expect(safeHistoryUrl('linea')).toBe(`https://app.safe.global/transactions/history?safe=linea:${deployments.mainnet.l2SecurityCouncil}`);
    const hash = '0x' + 'ab'.repeat(32);
    expect(safeTransactionUrl('ethereum', hash as `0x${string}`)).toBe(
      `https://app.safe.global/transactions/tx?safe=eth:${deployments.mainnet.l1SecurityCouncil}&id=multisig_${deployments.mainnet.l1SecurityCouncil}_${hash}`,
    );
    expect(executionUrl('ethereum', hash as `0x${string}`)).toBe(`https://etherscan.io/tx/${hash}#eventlog`);
    expect(executionUrl('linea', hash as `0x${string}`)).toBe(`https://lineascan.build/tx/${hash}#eventlog`);
  });
});
