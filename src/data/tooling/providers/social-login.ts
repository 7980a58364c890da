import type { ToolingProvider } from '../types';

/** Providers whose primary category is social-login (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'arcana',
    name: 'Arcana',
    categories: ['social-login', 'account-abstraction'],
    networks: ['mainnet'],
    homepage: 'https://www.arcana.network',
    docs: 'https://docs.arcana.network',
    summary: 'The Arcana Auth SDK: social login and an embedded non-custodial wallet with Linea Mainnet preconfigured.',
    docIds: ['get-started/tooling/social-login/arcana', 'get-started/tooling/account-abstraction/arcana'],
  },
];

export default providers;
