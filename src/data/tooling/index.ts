/**
 * The tooling directory: one record per provider, each listed once in the file of its primary
 * category under providers/. Pages and the directory filter render from here; the unit test
 * tests/unit/tooling.test.ts validates it against the pages in docs/get-started/tooling/.
 */
import { compareText } from '../../lib/collation';
import accountAbstraction from './providers/account-abstraction';
import ai from './providers/ai';
import analytics from './providers/analytics';
import attestations from './providers/attestations';
import contractsTemplates from './providers/contracts-templates';
import crossChain from './providers/cross-chain';
import dataIndexers from './providers/data-indexers';
import gas from './providers/gas';
import libraries from './providers/libraries';
import nodeProviders from './providers/node-providers';
import oracles from './providers/oracles';
import permanentData from './providers/permanent-data';
import privacy from './providers/privacy';
import security from './providers/security';
import socialLogin from './providers/social-login';
import { providerStatuses, statusOf, toolingCategories, type ProviderContract, type ProviderStatus, type ToolingCategory, type ToolingProvider } from './types';

export { providerStatuses, statusOf, toolingCategories, type ProviderContract, type ProviderStatus, type ToolingCategory, type ToolingProvider };
export { categoryInfo, type CategoryInfo } from './categories';

export const providers: readonly ToolingProvider[] = [...accountAbstraction, ...ai, ...analytics, ...attestations, ...contractsTemplates, ...crossChain, ...dataIndexers, ...gas, ...libraries, ...nodeProviders, ...oracles, ...permanentData, ...privacy, ...security, ...socialLogin].sort((a, b) => compareText(a.name, b.name));

export function providersIn(category: ToolingCategory): ToolingProvider[] {
  return providers.filter((p) => p.categories.includes(category));
}

export function providerById(id: string): ToolingProvider {
  const provider = providers.find((p) => p.id === id);
  if (!provider) throw new Error(`No tooling provider with id "${id}"`);
  return provider;
}

/** The doc path of a provider's page in a category, e.g. /get-started/tooling/oracles/pyth. */
export function providerPagePath(provider: ToolingProvider, category: ToolingCategory): string {
  const docId = provider.docIds.find((id) => id.startsWith(`get-started/tooling/${category}/`)) ?? provider.docIds[0];
  if (!docId) throw new Error(`${provider.name} has no page`);
  return `/${docId}`;
}

/** Short, human wording of a status, for badges and screen readers. */
export const statusLabel: Record<ProviderStatus, string> = {
  active: 'Active',
  unconfirmed: 'Linea support not confirmed',
  unmaintained: 'No longer maintained',
  discontinued: 'Linea support ended',
};
