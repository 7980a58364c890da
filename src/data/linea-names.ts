/**
 * Contracts on Ethereum Mainnet that let ENS names resolve through Linea (CCIP-Read with Linea
 * state proofs), as redeployed in March 2026 with the Small Fields upgrade (Beta v5.2).
 * tests/unit/linea-names.test.ts checks every address is EIP-55 checksummed.
 *
 * Source: Consensys/doc.linea `network/how-to/deploy-subdomain.mdx`; contract sources in
 * Consensys/linea-ens. Linea publishes no Linea Sepolia or Ethereum Sepolia addresses for them.
 */
export interface EnsResolutionContract {
  name: string;
  role: string;
  address: `0x${string}`;
}

export const l1ResolutionContracts: readonly EnsResolutionContract[] = [
  { name: 'L1Resolver', role: 'Resolver you set on your ENS name; answers lookups from Linea state.', address: '0x1507cE9421232FDBd302f5EbE4590F8D77FeBBFF' },
  { name: 'LineaSparseProofVerifier', role: 'Verifies Linea state proofs for the resolver.', address: '0x9a4b070A5A6C09C2d0f00309aC1613109A3F6b41' },
  { name: 'SparseMerkleProof', role: 'Library that checks sparse Merkle proofs.', address: '0x3dB97Ff4c9D1A2485B1DBe9c9e843359462A1661' },
  { name: 'Poseidon2', role: 'Hash function used by the proof library.', address: '0x8f65FC8C9103e35967D5E8CEb0829E4df96D2c5D' },
];

/**
 * The `PublicResolver` on Linea Mainnet that holds `linea.eth`'s own records: what a subdomain
 * deployment that reused the repository's records would print instead of its own. Source:
 * Consensys/linea-ens at 94f3809, packages/linea-ens-contracts/deployments/lineaMainnet/PublicResolver.json.
 */
export const LINEA_ETH_PUBLIC_RESOLVER = '0x86c5AED9F27837074612288610fB98ccC1733126';

export const L1_EXPLORER = 'https://etherscan.io';

export function l1Resolver(): EnsResolutionContract {
  const resolver = l1ResolutionContracts.find((c) => c.name === 'L1Resolver');
  if (!resolver) throw new Error('L1Resolver is missing');
  return resolver;
}
