/**
 * npm run check:live: reads from the public endpoints what src/data asserts and prints every
 * disagreement. Needs the internet, so it is not part of CI. Ethereum endpoints come from
 * CHECK_LIVE_ETHEREUM_RPC_URL and CHECK_LIVE_SEPOLIA_RPC_URL (the data holds no public Ethereum
 * endpoint); Linea endpoints are the public ones in src/data/networks.ts, or
 * CHECK_LIVE_LINEA_RPC_URL and CHECK_LIVE_LINEA_SEPOLIA_RPC_URL.
 */
import { contractInfo, deployments, type ContractKey } from '../src/data/deployments';
import { networks, type NetworkId } from '../src/data/networks';
import { checkLive, formatFindings, type AddressAssertion, type ChainAssertion } from './lib/check-live';

const endpoints: Record<NetworkId, { l1?: string; l2: string }> = {
  mainnet: { l1: process.env.CHECK_LIVE_ETHEREUM_RPC_URL, l2: process.env.CHECK_LIVE_LINEA_RPC_URL ?? networks.mainnet.rpcUrls.http },
  sepolia: { l1: process.env.CHECK_LIVE_SEPOLIA_RPC_URL, l2: process.env.CHECK_LIVE_LINEA_SEPOLIA_RPC_URL ?? networks.sepolia.rpcUrls.http },
};

async function main(): Promise<void> {
  const chains: ChainAssertion[] = [];
  const addresses: AddressAssertion[] = [];
  const skipped: string[] = [];
  for (const network of Object.values(networks)) {
    const l2 = { label: network.name, rpcUrl: endpoints[network.id].l2, chainId: network.chainId };
    chains.push(l2);
    const l1Url = endpoints[network.id].l1;
    const l1 = l1Url ? { label: network.settlement.name, rpcUrl: l1Url, chainId: network.settlement.chainId } : undefined;
    if (l1) chains.push(l1);
    else skipped.push(`${network.settlement.name} (set ${network.id === 'mainnet' ? 'CHECK_LIVE_ETHEREUM_RPC_URL' : 'CHECK_LIVE_SEPOLIA_RPC_URL'})`);
    for (const [key, address] of Object.entries(deployments[network.id]) as [ContractKey, `0x${string}`][]) {
      const chain = contractInfo[key].layer === 'L2' ? l2 : l1;
      if (chain) addresses.push({ chain: chain.label, name: contractInfo[key].name, address });
    }
  }
  const findings = await checkLive(chains, addresses);
  if (findings.length > 0) console.log(formatFindings(findings));
  for (const s of skipped) console.log(`skipped  ${s}`);
  const disagreements = findings.filter((f) => f.kind === 'disagreement').length;
  console.log(`\n${addresses.length} addresses on ${chains.length} chains checked; ${disagreements} disagreement(s) with src/data`);
  process.exitCode = disagreements > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
