/** What `get_network` answers from: src/data/networks.ts, the table the network pages render. */
import { chainIdHex, networkList, statusPageUrl, type Network } from '../../src/data/networks';

/** A network by id (`mainnet`), name (`Linea Sepolia`, `sepolia`), or chain ID (decimal or hex). */
export function findNetwork(query: string): Network | undefined {
  const q = query.trim().toLowerCase();
  const chainId = /^0x[0-9a-f]+$/.test(q) ? Number.parseInt(q, 16) : /^\d+$/.test(q) ? Number(q) : undefined;
  return networkList.find(
    (n) =>
      n.chainId === chainId ||
      n.id === q ||
      n.name.toLowerCase() === q ||
      n.name.toLowerCase().replace(/^linea\s+/, '') === q.replace(/^linea[\s-]+/, ''),
  );
}

export function networkNames(): string[] {
  return networkList.map((n) => `${n.id} (${n.name}, chain ID ${n.chainId})`);
}

export function networkFacts(network: Network) {
  return { ...network, chainIdHex: chainIdHex(network), statusPage: statusPageUrl };
}
