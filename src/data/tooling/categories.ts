import { compareText } from '../../lib/collation';
import type { ToolingCategory } from './types';

export interface CategoryInfo {
  id: ToolingCategory;
  label: string;
  /** One line: what a Linea developer finds in this category. */
  blurb: string;
}

export const categoryInfo: Record<ToolingCategory, CategoryInfo> = {
  'account-abstraction': { id: 'account-abstraction', label: 'Account abstraction', blurb: 'Smart accounts, bundlers and paymasters for gasless and batched transactions.' },
  ai: { id: 'ai', label: 'AI', blurb: 'Compute and agent infrastructure for AI workloads that touch Linea.' },
  analytics: { id: 'analytics', label: 'Analytics', blurb: 'Dashboards, wallet intelligence and market data about Linea activity.' },
  attestations: { id: 'attestations', label: 'Attestations', blurb: 'Verifiable claims about accounts and data, issued and read on chain.' },
  'contracts-templates': { id: 'contracts-templates', label: 'Contract templates', blurb: 'Audited, reusable contracts you can deploy instead of writing from scratch.' },
  'cross-chain': { id: 'cross-chain', label: 'Cross-chain', blurb: 'Messaging and bridging between Linea and other chains, beyond the canonical bridge.' },
  'data-indexers': { id: 'data-indexers', label: 'Data indexers', blurb: 'APIs, subgraphs and pipelines that turn Linea blocks into queryable data.' },
  gas: { id: 'gas', label: 'Gas', blurb: 'Gas price estimation and fee data for transactions on Linea.' },
  libraries: { id: 'libraries', label: 'Libraries', blurb: 'Client libraries and SDKs for talking to Linea from your code.' },
  'node-providers': { id: 'node-providers', label: 'Node providers', blurb: 'Hosted and self-run RPC endpoints with higher limits than the public ones.' },
  oracles: { id: 'oracles', label: 'Oracles', blurb: 'Price feeds, randomness and off-chain data delivered to Linea contracts.' },
  'permanent-data': { id: 'permanent-data', label: 'Permanent data', blurb: 'Storage for files and metadata that must outlive any server.' },
  privacy: { id: 'privacy', label: 'Privacy', blurb: 'Confidential computation and private data for Linea applications.' },
  security: { id: 'security', label: 'Security', blurb: 'Monitoring, threat detection and risk APIs that protect contracts and users.' },
  'social-login': { id: 'social-login', label: 'Social login', blurb: 'Wallets created from email or social accounts, for users new to crypto.' },
};

/** Every category, in alphabetical order of its label. */
export const categoriesByLabel: readonly CategoryInfo[] = Object.values(categoryInfo).sort((a, b) => compareText(a.label, b.label));
