/**
 * Compares what src/data asserts about the live networks with what their endpoints answer: each
 * endpoint's chain ID, code at each documented address, and, for proxies (EIP-1967), the
 * implementation and `CONTRACT_VERSION()` when the data states them. Used by
 * `npm run check:live`; the logic takes its endpoints as arguments so it can be tested on a local
 * node.
 */
import { createPublicClient, getAddress, http, parseAbi, type Address, type Hex } from 'viem';

/** keccak256('eip1967.proxy.implementation') - 1: where EIP-1967 proxies keep the implementation. */
export const IMPLEMENTATION_SLOT: Hex = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';

export interface ChainAssertion {
  /** How the report names the chain, e.g. "Linea Sepolia". */
  label: string;
  rpcUrl: string;
  chainId: number;
}

export interface AddressAssertion {
  /** Chain label (one of the ChainAssertion labels). */
  chain: string;
  /** What the data calls the contract. */
  name: string;
  address: Address;
  /** Stated implementation behind the proxy, when the data gives one. */
  implementation?: Address;
  /** Stated `CONTRACT_VERSION()`, when the data gives one. */
  version?: string;
}

export interface Finding {
  kind: 'disagreement' | 'info';
  chain: string;
  subject: string;
  message: string;
}

const versionAbi = parseAbi(['function CONTRACT_VERSION() view returns (string)']);

export async function checkLive(chains: ChainAssertion[], addresses: AddressAssertion[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const chain of chains) {
    const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 1, timeout: 20_000 }) });
    let chainId: number;
    try {
      chainId = await client.getChainId();
    } catch (error) {
      findings.push({ kind: 'disagreement', chain: chain.label, subject: chain.rpcUrl, message: `no answer to eth_chainId: ${(error as Error).message.split('\n')[0]}` });
      continue;
    }
    if (chainId !== chain.chainId) {
      findings.push({ kind: 'disagreement', chain: chain.label, subject: 'chain ID', message: `the data says ${chain.chainId}, ${chain.rpcUrl} answers ${chainId}` });
    }
    for (const entry of addresses.filter((a) => a.chain === chain.label)) {
      const subject = `${entry.name} ${entry.address}`;
      const code = await client.getCode({ address: entry.address });
      if (!code || code === '0x') {
        findings.push({ kind: 'disagreement', chain: chain.label, subject, message: 'no code at this address' });
        continue;
      }
      const slot = await client.getStorageAt({ address: entry.address, slot: IMPLEMENTATION_SLOT });
      const implementation = slot && BigInt(slot) !== 0n ? getAddress(`0x${slot.slice(-40)}`) : undefined;
      if (entry.implementation && implementation !== getAddress(entry.implementation)) {
        findings.push({ kind: 'disagreement', chain: chain.label, subject, message: `implementation: the data says ${entry.implementation}, the proxy points to ${implementation ?? 'none'}` });
      } else if (implementation) {
        findings.push({ kind: 'info', chain: chain.label, subject, message: `proxy, implementation ${implementation}` });
      }
      let version: string | undefined;
      try {
        version = await client.readContract({ address: entry.address, abi: versionAbi, functionName: 'CONTRACT_VERSION' });
      } catch {
        version = undefined;
      }
      if (entry.version !== undefined && version !== entry.version) {
        findings.push({ kind: 'disagreement', chain: chain.label, subject, message: `CONTRACT_VERSION(): the data says ${entry.version}, the contract answers ${version ?? 'nothing'}` });
      } else if (version !== undefined) {
        findings.push({ kind: 'info', chain: chain.label, subject, message: `CONTRACT_VERSION() ${version}` });
      }
    }
  }
  return findings;
}

export function formatFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.kind === 'disagreement' ? 'DISAGREES' : 'info     '} ${f.chain}: ${f.subject}: ${f.message}`).join('\n');
}
