import type { NetworkId } from '../networks';

export const toolingCategories = [
  'account-abstraction',
  'ai',
  'analytics',
  'attestations',
  'contracts-templates',
  'cross-chain',
  'data-indexers',
  'gas',
  'libraries',
  'node-providers',
  'oracles',
  'permanent-data',
  'privacy',
  'security',
  'social-login',
] as const;

export type ToolingCategory = (typeof toolingCategories)[number];

/**
 * Where a provider stands against its own newest public sources. Records without a status are
 * `active`: maintained, with the listed Linea networks stated in the vendor's docs.
 */
export const providerStatuses = ['active', 'unconfirmed', 'unmaintained', 'discontinued'] as const;

export type ProviderStatus = (typeof providerStatuses)[number];

/** A contract the provider has deployed on a Linea network, as its own docs list it. */
export interface ProviderContract {
  label: string;
  network: NetworkId;
  address: `0x${string}`;
}

export interface ToolingProvider {
  /** Stable slug, unique across the directory (e.g. 'pyth'). */
  id: string;
  name: string;
  /** Every category the provider is listed in; a provider can sit in several. */
  categories: ToolingCategory[];
  /**
   * Linea networks the provider supports, as its own docs state. Empty only when the status is
   * not `active` (support could not be confirmed, or has ended).
   */
  networks: NetworkId[];
  homepage: string;
  /** The provider's developer documentation. */
  docs: string;
  /** One sentence, in our words: what it does for a Linea developer. */
  summary: string;
  /** Doc ids of the provider's pages in this directory (one per category it is listed in). */
  docIds: string[];
  /** Defaults to `active`. */
  status?: ProviderStatus;
  /** Required unless the status is `active`: one sentence saying what changed, in our words. */
  statusNote?: string;
  /** Contracts on Linea that integrators call, rendered by <ProviderContracts />. */
  contracts?: ProviderContract[];
}

export function statusOf(provider: Pick<ToolingProvider, 'status'>): ProviderStatus {
  return provider.status ?? 'active';
}
