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

export interface ToolingProvider {
  /** Stable slug, unique across the directory (e.g. 'pyth'). */
  id: string;
  name: string;
  /** Every category the provider is listed in; a provider can sit in several. */
  categories: ToolingCategory[];
  /** Linea networks the provider supports, as its own docs state. */
  networks: NetworkId[];
  homepage: string;
  /** The provider's developer documentation. */
  docs: string;
  /** One sentence, in our words: what it does for a Linea developer. */
  summary: string;
  /** Doc ids of the provider's pages in this directory (one per category it is listed in). */
  docIds: string[];
}
