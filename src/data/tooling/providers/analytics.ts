import type { ToolingProvider } from '../types';

/** Providers whose primary category is analytics (a provider is listed once, in its primary category's file). */
const providers: ToolingProvider[] = [
  {
    id: 'arkham',
    name: 'Arkham',
    categories: ['analytics', 'data-indexers'],
    networks: [],
    status: 'discontinued',
    statusNote: 'Arkham announced that it would stop covering Linea from January 11, after one of its periodic reviews of the chains it supports.',
    homepage: 'https://www.arkhamintelligence.com',
    docs: 'https://codex.arkhamintelligence.com',
    summary: 'Crypto intelligence platform that labels addresses with the people and companies behind them.',
    docIds: ['get-started/tooling/analytics/arkham', 'get-started/tooling/data-indexers/arkham'],
  },
  {
    id: 'cookie3',
    name: 'Cookie3',
    categories: ['analytics'],
    networks: [],
    status: 'unconfirmed',
    statusNote: "Cookie3's docs keep the list of chains its onchain explorer covers on a page we could not verify for Linea; ask Cookie3 before you rely on onchain reports.",
    homepage: 'https://cookie3.co',
    docs: 'https://docs.cookie3.com',
    summary: 'Marketing analytics that joins website visits and campaign data with the wallets and onchain actions behind them.',
    docIds: ['get-started/tooling/analytics/cookie3'],
  },
  {
    id: 'dune',
    name: 'Dune',
    categories: ['analytics', 'data-indexers'],
    networks: ['mainnet'],
    homepage: 'https://dune.com',
    docs: 'https://docs.dune.com',
    summary: 'SQL over raw and decoded Linea Mainnet tables, with dashboards and an API to run saved queries from code.',
    docIds: ['get-started/tooling/analytics/dune', 'get-started/tooling/data-indexers/dune'],
  },
  {
    id: 'mobula',
    name: 'Mobula',
    categories: ['analytics', 'data-indexers'],
    networks: ['mainnet'],
    homepage: 'https://mobula.io',
    docs: 'https://docs.mobula.io',
    summary: 'Market, wallet and token-metadata APIs plus real-time streams, with Linea Mainnet among the covered chains.',
    docIds: ['get-started/tooling/analytics/mobula', 'get-started/tooling/data-indexers/mobula'],
  },
];

export default providers;
