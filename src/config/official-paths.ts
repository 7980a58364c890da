/**
 * The paths the official Linea docs serve, and where each topic lives on this site. Taken from
 * Consensys/doc.linea at 994028bc (6 August 2026): every page its docs plugin builds from docs/
 * (routeBasePath "/", trailingSlash false), every `from` of its @docusaurus/plugin-client-redirects
 * table (redirects.json), so the paths the official site redirects are included, and its Token API
 * reference page (/api/token-api/reference, built by redocusaurus rather than from docs/).
 *
 * Left out: paths that are already URLs of this site and paths already in `legacyRedirects`. A
 * topic this site did not cover would be left out too, better a 404 than a page about something
 * else; the one such topic, the AI agent quickstart, now has /learn/ai-agent. Its support page
 * (/support, not from docs/) has a page of the same path here.
 */
import type { LegacyRedirect } from './redirect-types';

export const officialPathRedirects: readonly LegacyRedirect[] = [
  {
    to: '/',
    from: [
      '/network/fund',
    ],
  },
  {
    to: '/api',
    from: [
      '/api/quickstart',
      '/reference',
    ],
  },
  {
    to: '/api/token-api',
    from: [
      '/api/token-api/overview',
      '/api/token-api/reference',
    ],
  },
  {
    to: '/get-started',
    from: [
      '/network',
      '/network/build',
      '/network/index',
      '/network/overview',
      '/network/overview/index',
      '/network/quickstart',
      '/network/quickstart/index',
    ],
  },
  {
    to: '/get-started/build/block-explorers',
    from: [
      '/network/build/block-explorers',
    ],
  },
  {
    to: '/get-started/build/contracts',
    from: [
      '/network/build/contracts',
    ],
  },
  {
    to: '/get-started/build/ethereum-differences',
    from: [
      '/network/build/ethereum-differences',
      '/network/overview/ethereum-differences',
    ],
  },
  {
    to: '/get-started/build/network-info',
    from: [
      '/get-started/connect',
      '/get-started/quickstart/connect',
      '/network/build/connect',
      '/network/build/network-info',
      // Adding Linea to MetaMask: the official site sends it home; the network page has the button.
      '/network/configure-metamask',
    ],
  },
  {
    to: '/get-started/build/quickstart/app',
    from: [
      '/network/build/launch-an-app/app',
      '/network/quickstart/app',
    ],
  },
  {
    to: '/get-started/build/quickstart/deploy',
    from: [
      '/network/build/launch-an-app/deploy',
      '/network/build/quickstart',
      '/network/build/quickstart/deploy',
      '/network/quickstart/deploy',
    ],
  },
  {
    to: '/get-started/how-to/bridge',
    from: [
      '/network/how-to/bridge',
    ],
  },
  {
    to: '/get-started/how-to/bridge/how-to-bridge-erc20-tokens',
    from: [
      '/network/build/bridge',
      '/network/how-to/bridge/how-to-bridge-erc20-tokens',
    ],
  },
  {
    to: '/get-started/how-to/bridge/how-to-bridge-eth',
    from: [
      '/network/how-to/bridge/how-to-bridge-eth',
    ],
  },
  {
    to: '/get-started/how-to/connect-wallet',
    from: [
      '/network/how-to/connect-wallet',
    ],
  },
  {
    to: '/get-started/how-to/deploy-smart-contract',
    from: [
      '/get-started/how-to/deploy-smart-contract/index',
      '/network/how-to/deploy-smart-contract',
    ],
  },
  {
    to: '/get-started/how-to/deploy-smart-contract/atlas',
    from: [
      '/network/how-to/deploy-smart-contract/atlas',
    ],
  },
  {
    to: '/get-started/how-to/deploy-smart-contract/cookbook',
    from: [
      '/network/how-to/deploy-smart-contract/cookbook',
    ],
  },
  {
    to: '/get-started/how-to/deploy-smart-contract/foundry',
    from: [
      '/network/how-to/deploy-smart-contract/foundry',
    ],
  },
  {
    to: '/get-started/how-to/deploy-smart-contract/hardhat',
    from: [
      '/network/how-to/deploy-smart-contract/hardhat',
    ],
  },
  {
    to: '/get-started/how-to/deploy-smart-contract/remix',
    from: [
      '/network/how-to/deploy-smart-contract/remix',
    ],
  },
  {
    to: '/get-started/how-to/deploy-smart-contract/thirdweb',
    from: [
      '/network/how-to/deploy-smart-contract/thirdweb',
    ],
  },
  {
    to: '/get-started/how-to/deploy-subdomain',
    from: [
      '/network/how-to/deploy-subdomain',
    ],
  },
  {
    to: '/get-started/how-to/finalized-block',
    from: [
      '/network/how-to/finalized-block',
    ],
  },
  {
    to: '/get-started/how-to/gas-fees',
    from: [
      '/how-to/gas-fees',
      '/network/how-to/gas-fees',
      '/network/overview/predictable-pricing',
      '/technology/gas',
    ],
  },
  {
    to: '/get-started/how-to/get-testnet-eth',
    from: [
      '/network/build/get-testnet-eth',
      '/network/how-to/get-testnet-eth',
    ],
  },
  {
    to: '/get-started/how-to/launch-your-app',
    from: [
      '/get-started/build/dapp-support',
      '/get-started/build/quickstart/events',
      '/get-started/build/quickstart/hub',
      '/get-started/build/quickstart/hub-reviews',
      '/get-started/quickstart/hub-reviews',
      '/network/build/dapp-support',
      '/network/build/launch-an-app',
      '/network/build/launch-an-app/dapp-support',
      '/network/build/launch-an-app/events',
      '/network/build/launch-an-app/get-featured',
      '/network/build/launch-an-app/hub',
      '/network/build/launch-an-app/hub-reviews',
      '/network/build/quickstart/events',
      '/network/build/quickstart/hub',
      '/network/build/quickstart/hub-reviews',
      '/network/quickstart/events',
      '/network/quickstart/hub',
      '/network/quickstart/hub-reviews',
    ],
  },
  {
    to: '/get-started/how-to/linea-safe',
    from: [
      '/network/how-to/linea-safe',
    ],
  },
  {
    to: '/get-started/how-to/migrate-a-dapp',
    from: [
      '/get-started/how-to/migrate-dapp',
      '/network/how-to/migrate-dapp',
    ],
  },
  {
    to: '/get-started/how-to/rpc-fallback',
    from: [
      '/get-started/how-to/fallback',
      '/learn/fallback',
      '/network/how-to/fallback',
    ],
  },
  {
    to: '/get-started/how-to/run-a-node',
    from: [
      '/get-started/how-to/run-a-node/beta-v4-migration',
      '/get-started/how-to/run-a-node/index',
      '/network/how-to/run-a-node',
      '/network/how-to/run-a-node/beta-v4-migration',
    ],
  },
  {
    to: '/get-started/how-to/run-a-node/besu',
    from: [
      '/network/how-to/run-a-node/besu',
    ],
  },
  {
    to: '/get-started/how-to/run-a-node/bootnodes',
    from: [
      '/developers/guides/run-a-node/enodes',
      '/network/how-to/run-a-node/bootnodes',
    ],
  },
  {
    to: '/get-started/how-to/run-a-node/erigon',
    from: [
      '/network/how-to/run-a-node/erigon',
    ],
  },
  {
    to: '/get-started/how-to/run-a-node/geth',
    from: [
      '/network/how-to/run-a-node/geth',
    ],
  },
  {
    to: '/get-started/how-to/run-a-node/linea-besu',
    from: [
      '/network/how-to/run-a-node/linea-besu',
    ],
  },
  {
    to: '/get-started/how-to/run-a-node/linea-besu-options',
    from: [
      '/reference/component-configuration/linea-besu-plugin-options',
    ],
  },
  {
    to: '/get-started/how-to/run-a-node/maru',
    from: [
      '/network/how-to/run-a-node/maru',
    ],
  },
  {
    to: '/get-started/how-to/run-a-node/nethermind',
    from: [
      '/network/how-to/run-a-node/nethermind',
    ],
  },
  {
    to: '/get-started/how-to/run-a-node/state-recovery',
    from: [
      '/network/how-to/recover-state',
      '/network/how-to/state-recovery',
      '/network/overview/recoverable-state',
      '/protocol/state-recovery',
      '/technology/state-recovery',
    ],
  },
  {
    to: '/get-started/how-to/run-a-node/volume-creation',
    from: [
      '/network/how-to/run-a-node/volume-creation',
    ],
  },
  {
    to: '/get-started/how-to/verify-smart-contract',
    from: [
      '/network/how-to/verify-smart-contract',
    ],
  },
  {
    to: '/get-started/how-to/verify-smart-contract/atlas',
    from: [
      '/network/how-to/verify-smart-contract/atlas',
    ],
  },
  {
    to: '/get-started/how-to/verify-smart-contract/foundry',
    from: [
      '/network/how-to/verify-smart-contract/foundry',
    ],
  },
  {
    to: '/get-started/how-to/verify-smart-contract/hardhat',
    from: [
      '/network/how-to/verify-smart-contract/hardhat',
    ],
  },
  {
    to: '/get-started/how-to/verify-users-with-proof-of-humanity',
    from: [
      '/network/how-to/poh-api',
      '/network/how-to/verify-users-with-proof-of-humanity',
    ],
  },
  {
    to: '/get-started/how-to/write-assertions',
    from: [
      '/network/how-to/write-and-deploy-assertions',
    ],
  },
  {
    to: '/get-started/tooling',
    from: [
      '/get-started/tools',
      '/network/build/tools',
      '/network/tooling',
      '/network/tools',
      '/tools',
    ],
  },
  {
    to: '/get-started/tooling/account-abstraction',
    from: [
      '/get-started/tools/account-abstraction',
      '/network/build/tools/account-abstraction',
      '/network/tooling/account-abstraction',
      '/tools/account-abstraction',
    ],
  },
  {
    to: '/get-started/tooling/account-abstraction/biconomy',
    from: [
      '/get-started/tools/account-abstraction/biconomy',
      '/network/build/tools/account-abstraction/biconomy',
      '/network/tooling/account-abstraction/biconomy',
      '/tools/account-abstraction/biconomy',
    ],
  },
  {
    to: '/get-started/tooling/account-abstraction/etherspot',
    from: [
      '/get-started/tools/account-abstraction/etherspot',
      '/network/build/tools/account-abstraction/etherspot',
      '/network/tooling/account-abstraction/etherspot',
      '/tools/account-abstraction/etherspot',
    ],
  },
  {
    to: '/get-started/tooling/account-abstraction/metamask-smart-accounts',
    from: [
      '/get-started/tools/account-abstraction/metamask',
      '/network/build/tools/account-abstraction/metamask',
      '/network/tooling/account-abstraction/metamask',
      '/network/tools/account-abstraction/metamask',
      '/tools/account-abstraction/metamask',
    ],
  },
  {
    to: '/get-started/tooling/account-abstraction/noves',
    from: [
      '/get-started/tools/account-abstraction/noves',
      '/network/build/tools/account-abstraction/noves',
      '/network/tooling/account-abstraction/noves',
      '/tools/account-abstraction/noves',
    ],
  },
  {
    to: '/get-started/tooling/account-abstraction/oklink',
    from: [
      '/get-started/tools/account-abstraction/oklink',
      '/network/build/tools/account-abstraction/oklink',
      '/network/tooling/account-abstraction/oklink',
      '/tools/account-abstraction/oklink',
    ],
  },
  {
    to: '/get-started/tooling/account-abstraction/openfort',
    from: [
      '/get-started/tools/account-abstraction/openfort',
      '/network/build/tools/account-abstraction/openfort',
      '/network/tooling/account-abstraction/openfort',
      '/tools/account-abstraction/openfort',
    ],
  },
  {
    to: '/get-started/tooling/account-abstraction/particle-network',
    from: [
      '/get-started/tools/account-abstraction/particle-network',
      '/network/build/tools/account-abstraction/particle-network',
      '/network/tooling/account-abstraction/particle-network',
      '/tools/account-abstraction/particle-network',
    ],
  },
  {
    to: '/get-started/tooling/account-abstraction/pimlico',
    from: [
      '/get-started/tools/account-abstraction/pimlico',
      '/network/build/tools/account-abstraction/pimlico',
      '/network/tooling/account-abstraction/pimlico',
      '/tools/account-abstraction/pimlico',
    ],
  },
  {
    to: '/get-started/tooling/account-abstraction/smartwallets',
    from: [
      '/get-started/tools/account-abstraction/smartwallets',
      '/network/build/tools/account-abstraction/smartwallets',
      '/network/tooling/account-abstraction/smartwallets',
      '/tools/account-abstraction/smartwallets',
    ],
  },
  {
    to: '/get-started/tooling/ai',
    from: [
      '/get-started/tools/ai',
      '/network/build/tools/ai',
      '/network/tooling/ai',
      '/tools/ai',
    ],
  },
  {
    to: '/get-started/tooling/ai/spheron',
    from: [
      '/get-started/tools/ai/spheron',
      '/network/build/tools/ai/spheron',
      '/network/tooling/ai/spheron',
      '/tools/ai/spheron',
    ],
  },
  {
    to: '/get-started/tooling/analytics',
    from: [
      '/get-started/tools/analytics',
      '/network/build/tools/analytics',
      '/network/tooling/analytics',
      '/tools/analytics',
    ],
  },
  {
    to: '/get-started/tooling/analytics/cookie3',
    from: [
      '/get-started/tools/analytics/cookie3',
      '/network/build/tools/analytics/cookie3',
      '/network/tooling/analytics/cookie3',
      '/tools/analytics/cookie3',
    ],
  },
  {
    to: '/get-started/tooling/analytics/dune',
    from: [
      '/get-started/tools/analytics/dune',
      '/network/build/tools/analytics/dune',
      '/network/tooling/analytics/dune',
      '/network/tools/analytics/dune',
      '/tools/analytics/dune',
    ],
  },
  {
    to: '/get-started/tooling/analytics/mobula',
    from: [
      '/get-started/tools/analytics/mobula',
      '/network/build/tools/analytics/mobula',
      '/network/tooling/analytics/mobula',
      '/tools/analytics/mobula',
    ],
  },
  {
    to: '/get-started/tooling/attestations',
    from: [
      '/get-started/tools/attestations',
      '/network/build/tools/attestations',
      '/network/tooling/attestations',
      '/tools/attestations',
    ],
  },
  {
    to: '/get-started/tooling/attestations/primus',
    from: [
      '/get-started/tools/attestations/primus',
      '/network/build/tools/attestations/primus',
      '/network/tooling/attestations/pado',
      '/network/tooling/attestations/primus',
      '/tools/attestations/primus',
    ],
  },
  {
    to: '/get-started/tooling/attestations/verax',
    from: [
      '/get-started/tools/attestations/verax',
      '/network/build/tools/attestations/verax',
      '/network/tooling/attestations/verax',
      '/tools/attestations/verax',
    ],
  },
  {
    to: '/get-started/tooling/contracts-templates',
    from: [
      '/get-started/tools/contracts-templates',
      '/network/build/tools/contracts-templates',
      '/network/tooling/contracts-templates',
      '/tools/contracts-templates',
    ],
  },
  {
    to: '/get-started/tooling/contracts-templates/cookbook',
    from: [
      '/get-started/tools/contracts-templates/cookbook',
      '/network/build/tools/contracts-templates/cookbook',
      '/network/tooling/contracts-templates/cookbook',
      '/tools/contracts-templates/cookbook',
    ],
  },
  {
    to: '/get-started/tooling/contracts-templates/thirdweb',
    from: [
      '/get-started/tools/contracts-templates/thirdweb',
      '/network/build/tools/contracts-templates/thirdweb',
      '/network/tooling/contracts-templates/thirdweb',
      '/tools/contracts-templates/thirdweb',
    ],
  },
  {
    to: '/get-started/tooling/cross-chain',
    from: [
      '/get-started/tools/cross-chain',
      '/network/build/tools/cross-chain',
      '/network/tooling/cross-chain',
      '/tools/cross-chain',
    ],
  },
  {
    to: '/get-started/tooling/cross-chain/arcana',
    from: [
      '/get-started/tools/cross-chain/arcana',
      '/network/build/tools/cross-chain/arcana',
      '/tools/cross-chain/arcana',
    ],
  },
  {
    to: '/get-started/tooling/cross-chain/ccip-read',
    from: [
      '/get-started/tools/cross-chain/ccip-read',
      '/network/build/tools/cross-chain/ccip-read',
      '/network/tooling/cross-chain/ccip-read',
      '/network/tooling/cross-chain/ccip-read-gateway',
      '/tools/cross-chain/ccip-read',
    ],
  },
  {
    to: '/get-started/tooling/cross-chain/chainlink-ccip',
    from: [
      '/get-started/tools/cross-chain/ccip',
      '/network/build/tools/cross-chain/ccip',
      '/tools/cross-chain/ccip',
    ],
  },
  {
    to: '/get-started/tooling/cross-chain/layerzero',
    from: [
      '/get-started/tools/cross-chain/layerzero',
      '/network/build/tools/cross-chain/layerzero',
      '/network/tooling/cross-chain/layerzero',
      '/tools/cross-chain/layerzero',
    ],
  },
  {
    to: '/get-started/tooling/cross-chain/reactive-network',
    from: [
      '/get-started/tools/cross-chain/reactive-network',
      '/network/build/tools/cross-chain/reactive-network',
      '/tools/cross-chain/reactive-network',
    ],
  },
  {
    to: '/get-started/tooling/cross-chain/shortcuts',
    from: [
      '/get-started/tools/cross-chain/shortcuts',
      '/network/build/tools/cross-chain/shortcuts',
      '/network/tooling/cross-chain/shortcuts',
      '/tools/cross-chain/shortcuts',
    ],
  },
  {
    to: '/get-started/tooling/cross-chain/thirdweb-bridge',
    from: [
      '/get-started/tools/cross-chain/thirdweb',
      '/network/build/tools/cross-chain/thirdweb',
      '/tools/cross-chain/thirdweb',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers',
    from: [
      '/get-started/tools/data-indexers',
      '/network/build/tools/data-indexers',
      '/network/tooling/data-indexers',
      '/tools/data-indexers',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/alchemy',
    from: [
      '/get-started/tools/data-indexers/alchemy',
      '/network/build/tools/data-indexers/alchemy',
      '/network/tooling/data-indexers/alchemy',
      '/tools/data-indexers/alchemy',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/bitscrunch',
    from: [
      '/get-started/tools/data-indexers/bitscrunch',
      '/network/build/tools/data-indexers/bitscrunch',
      '/tools/data-indexers/bitscrunch',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/codex',
    from: [
      '/network/build/tools/data-indexers/codex',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/covalent',
    from: [
      '/get-started/tools/data-indexers/covalent',
      '/network/build/tools/data-indexers/covalent',
      '/network/tooling/data-indexers/covalent',
      '/tools/data-indexers/covalent',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/dipdup/overview',
    from: [
      '/get-started/tools/data-indexers/dipdup/overview',
      '/network/build/tools/data-indexers/dipdup/overview',
      '/network/tooling/data-indexers/dipdup/overview',
      '/tools/data-indexers/dipdup/overview',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/dipdup/quickstart',
    from: [
      '/get-started/tools/data-indexers/dipdup/quickstart',
      '/network/build/tools/data-indexers/dipdup/quickstart',
      '/network/tooling/data-indexers/dipdup/quickstart',
      '/tools/data-indexers/dipdup/quickstart',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/dune',
    from: [
      '/get-started/tools/data-indexers/dune',
      '/network/build/tools/data-indexers/dune',
      '/network/tooling/data-indexers/dune',
      '/tools/data-indexers/dune',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/envio',
    from: [
      '/get-started/tools/data-indexers/envio',
      '/network/build/tools/data-indexers/envio',
      '/network/tooling/data-indexers/envio',
      '/tools/data-indexers/envio',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/etherscan',
    from: [
      '/get-started/tools/data-indexers/etherscan',
      '/network/build/tools/data-indexers/etherscan',
      '/network/tooling/data-indexers/etherscan',
      '/tools/data-indexers/etherscan',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/goldsky/goldsky-index',
    from: [
      '/get-started/tools/data-indexers/goldsky/goldsky-index',
      '/network/build/tools/data-indexers/goldsky/goldsky-index',
      '/network/tooling/data-indexers/goldsky/goldsky-index',
      '/tools/data-indexers/goldsky/goldsky-index',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/goldsky/goldsky-mirror',
    from: [
      '/get-started/tools/data-indexers/goldsky/goldsky-mirror',
      '/network/build/tools/data-indexers/goldsky/goldsky-mirror',
      '/network/tooling/data-indexers/goldsky/goldsky-mirror',
      '/tools/data-indexers/goldsky/goldsky-mirror',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/goldsky/overview',
    from: [
      '/get-started/tools/data-indexers/goldsky/overview',
      '/network/build/tools/data-indexers/goldsky/overview',
      '/network/tooling/data-indexers/goldsky/overview',
      '/tools/data-indexers/goldsky/overview',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/mobula',
    from: [
      '/get-started/tools/data-indexers/mobula',
      '/network/build/tools/data-indexers/mobula',
      '/network/tooling/data-indexers/mobula',
      '/tools/data-indexers/mobula',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/moralis',
    from: [
      '/get-started/tools/data-indexers/moralis',
      '/network/build/tools/data-indexers/moralis',
      '/network/tooling/data-indexers/moralis',
      '/tools/data-indexers/moralis',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/nftscan',
    from: [
      '/get-started/tools/data-indexers/nftscan',
      '/network/build/tools/data-indexers/nftscan',
      '/network/tooling/data-indexers/nftscan',
      '/tools/data-indexers/nftscan',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/noves',
    from: [
      '/get-started/tools/data-indexers/noves',
      '/network/build/tools/data-indexers/noves',
      '/network/tooling/data-indexers/noves',
      '/tools/data-indexers/noves',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/reservoir',
    from: [
      '/get-started/tools/data-indexers/reservoir',
      '/network/build/tools/data-indexers/reservoir',
      '/network/tooling/data-indexers/reservoir',
      '/tools/data-indexers/reservoir',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/sentio',
    from: [
      '/get-started/tools/data-indexers/sentio',
      '/network/build/tools/data-indexers/sentio',
      '/network/tooling/data-indexers/sentio',
      '/tools/data-indexers/sentio',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/subquery',
    from: [
      '/get-started/tools/data-indexers/subquery',
      '/network/build/tools/data-indexers/subquery',
      '/network/tooling/data-indexers/subquery',
      '/tools/data-indexers/subquery',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/subsquid',
    from: [
      '/get-started/tools/data-indexers/subsquid',
      '/network/build/tools/data-indexers/subsquid',
      '/network/tooling/data-indexers/subsquid',
      '/tools/data-indexers/subsquid',
    ],
  },
  {
    to: '/get-started/tooling/data-indexers/thegraph',
    from: [
      '/get-started/tools/data-indexers/thegraph',
      '/network/build/tools/data-indexers/thegraph',
      '/network/tooling/data-indexers/thegraph',
      '/tools/data-indexers/thegraph',
    ],
  },
  {
    to: '/get-started/tooling/gas',
    from: [
      '/get-started/tools/gas',
      '/network/build/tools/gas',
      '/network/tooling/gas',
      '/tools/gas',
    ],
  },
  {
    to: '/get-started/tooling/gas/blocknative',
    from: [
      '/get-started/tools/gas/blocknative',
      '/network/build/tools/gas/blocknative',
      '/network/tooling/gas/blocknative',
      '/tools/gas/blocknative',
    ],
  },
  {
    to: '/get-started/tooling/libraries',
    from: [
      '/get-started/tools/libraries',
      '/network/build/tools/libraries',
      '/network/tooling/libraries',
      '/tools/libraries',
    ],
  },
  {
    to: '/get-started/tooling/libraries/ethereum-list',
    from: [
      '/get-started/tools/libraries/ethereum-list',
      '/network/build/tools/libraries/ethereum-list',
      '/network/tooling/libraries/ethereum-list',
      '/tools/libraries/ethereum-list',
    ],
  },
  {
    to: '/get-started/tooling/libraries/ethers-js',
    from: [
      '/get-started/tools/libraries/ethers-js',
      '/network/build/tools/libraries/ethers-js',
      '/network/tooling/libraries/ethers-js',
      '/tools/libraries/ethers-js',
    ],
  },
  {
    to: '/get-started/tooling/libraries/multicall',
    from: [
      '/get-started/tools/libraries/multicall',
      '/network/build/tools/libraries/multicall',
      '/network/tooling/libraries/multicall',
      '/tools/libraries/multicall',
    ],
  },
  {
    to: '/get-started/tooling/libraries/reown',
    from: [
      '/get-started/tools/libraries/reown',
      '/network/build/tools/libraries/reown',
      '/network/tooling/libraries/reown',
      '/network/tooling/libraries/walletconnect',
      '/tools/libraries/reown',
    ],
  },
  {
    to: '/get-started/tooling/libraries/viem',
    from: [
      '/get-started/tools/libraries/viem',
      '/network/build/tools/libraries/viem',
      '/network/tooling/libraries/viem',
      '/tools/libraries/viem',
    ],
  },
  {
    to: '/get-started/tooling/libraries/wagmi',
    from: [
      '/get-started/tools/libraries/wagmi',
      '/network/build/tools/libraries/wagmi',
      '/network/tooling/libraries/wagmi',
      '/tools/libraries/wagmi',
    ],
  },
  {
    to: '/get-started/tooling/libraries/web3j',
    from: [
      '/get-started/tools/libraries/web3j',
      '/network/build/tools/libraries/web3j',
      '/network/tooling/libraries/web3j',
      '/tools/libraries/web3j',
    ],
  },
  {
    to: '/get-started/tooling/node-providers',
    from: [
      '/get-started/tooling/node-providers/index',
      '/get-started/tools/node-providers',
      '/network/build/tools/node-providers',
      '/network/tooling/node-providers',
      '/network/tools/node-providers',
      '/tools/node-providers',
    ],
  },
  {
    to: '/get-started/tooling/node-providers/erpc',
    from: [
      '/get-started/tools/node-providers/erpc',
      '/network/build/tools/node-providers/erpc',
      '/network/tooling/node-providers/erpc',
      '/tools/node-providers/erpc',
    ],
  },
  {
    to: '/get-started/tooling/oracles',
    from: [
      '/get-started/tools/oracles',
      '/network/build/tools/oracles',
      '/network/tooling/oracles',
      '/tools/oracles',
    ],
  },
  {
    to: '/get-started/tooling/oracles/api3',
    from: [
      '/get-started/tools/oracles/api3',
      '/network/build/tools/oracles/api3',
      '/network/tooling/oracles/api3',
      '/tools/oracles/api3',
    ],
  },
  {
    to: '/get-started/tooling/oracles/chainlink',
    from: [
      '/get-started/tools/oracles/chainlink',
      '/network/build/tools/oracles/chainlink',
      '/network/tooling/oracles/chainlink',
      '/tools/oracles/chainlink',
    ],
  },
  {
    to: '/get-started/tooling/oracles/dia',
    from: [
      '/get-started/tools/oracles/dia',
      '/network/build/tools/oracles/dia',
      '/network/tooling/oracles/dia',
      '/tools/oracles/dia',
    ],
  },
  {
    to: '/get-started/tooling/oracles/ora',
    from: [
      '/get-started/tools/oracles/ora',
      '/network/build/tools/oracles/ora',
      '/network/tooling/oracles/ora',
      '/tools/oracles/ora',
    ],
  },
  {
    to: '/get-started/tooling/oracles/pyth',
    from: [
      '/get-started/tools/oracles/pyth',
      '/network/build/tools/oracles/pyth',
      '/network/tooling/oracles/pyth',
      '/tools/oracles/pyth',
    ],
  },
  {
    to: '/get-started/tooling/oracles/redstone',
    from: [
      '/get-started/tools/oracles/redstone',
      '/network/build/tools/oracles/redstone',
      '/network/tooling/oracles/redstone',
      '/tools/oracles/redstone',
    ],
  },
  {
    to: '/get-started/tooling/oracles/supra',
    from: [
      '/get-started/tools/oracles/supra',
      '/network/build/tools/oracles/supra',
      '/network/tooling/oracles/supra',
      '/tools/oracles/supra',
    ],
  },
  {
    to: '/get-started/tooling/oracles/tellor',
    from: [
      '/get-started/tools/oracles/tellor',
      '/network/build/tools/oracles/tellor',
      '/network/tooling/oracles/tellor',
      '/tools/oracles/tellor',
    ],
  },
  {
    to: '/get-started/tooling/privacy',
    from: [
      '/get-started/tools/privacy',
      '/network/build/tools/privacy',
      '/network/tooling/privacy',
      '/tools/privacy',
    ],
  },
  {
    to: '/get-started/tooling/privacy/secret',
    from: [
      '/get-started/tools/privacy/secret',
      '/network/build/tools/privacy/secret',
      '/network/tooling/privacy/secret',
      '/tools/privacy/secret',
    ],
  },
  {
    to: '/get-started/tooling/security',
    from: [
      '/get-started/tools/security',
      '/network/build/tools/security',
      '/network/tooling/security',
      '/tools/security',
    ],
  },
  {
    to: '/get-started/tooling/security/goplus-security-api',
    from: [
      '/get-started/tools/security/goplus-security-api',
      '/network/build/tools/security/goplus-security-api',
      '/network/tooling/security/goplus-security-api',
      '/tools/security/goplus-security-api',
    ],
  },
  {
    to: '/get-started/tooling/security/hexagate',
    from: [
      '/get-started/tools/security/hexagate',
      '/network/build/tools/security/hexagate',
      '/network/tooling/security/hexagate',
      '/tools/security/hexagate',
    ],
  },
  {
    to: '/get-started/tooling/security/hypernative',
    from: [
      '/get-started/tools/security/hypernative',
      '/network/build/tools/security/hypernative',
      '/network/tooling/security/hypernative',
      '/tools/security/hypernative',
    ],
  },
  {
    to: '/get-started/tooling/security/scamfari',
    from: [
      '/get-started/tools/security/scamfari',
      '/network/build/tools/security/scamfari',
      '/network/tooling/security/scamfari',
      '/tools/security/scamfari',
    ],
  },
  {
    to: '/get-started/tooling/social-login',
    from: [
      '/get-started/tools/social-login',
      '/network/build/tools/social-login',
      '/network/tooling/social-login',
      '/tools/social-login',
    ],
  },
  {
    to: '/get-started/tooling/social-login/dynamic',
    from: [
      '/get-started/tools/social-login/dynamic',
      '/network/build/tools/social-login/dynamic',
      '/network/tooling/social-login/dynamic',
      '/tools/social-login/dynamic',
    ],
  },
  {
    to: '/get-started/tooling/social-login/metamask',
    from: [
      '/get-started/tools/social-login/metamask',
      '/network/build/tools/social-login/metamask',
      '/network/tooling/social-login/metamask',
      '/tools/social-login/metamask',
    ],
  },
  {
    to: '/get-started/tooling/social-login/openfort',
    from: [
      '/get-started/tools/social-login/openfort',
      '/network/build/tools/social-login/openfort',
      '/network/tooling/social-login/openfort',
      '/tools/social-login/openfort',
    ],
  },
  {
    to: '/get-started/tooling/social-login/privy',
    from: [
      '/get-started/tools/social-login/privy',
      '/network/build/tools/social-login/privy',
      '/network/tooling/social-login/privy',
      '/tools/social-login/privy',
    ],
  },
  {
    // The official tutorial builds its agent on ElizaOS; this site's page reaches the same goal,
    // an AI agent that acts on Linea Sepolia, with an MCP server that any assistant can use.
    to: '/learn/ai-agent',
    from: [
      '/get-started/tutorials/aiagent-quickstart',
      '/learn/aiagent-quickstart',
      '/network/tutorials/aiagent-quickstart',
    ],
  },
  {
    to: '/learn/ecosystem-tutorials',
    from: [
      '/get-started/tutorials/ecosystem-tutorials',
      '/network/tutorials/ecosystem-tutorials',
    ],
  },
  {
    to: '/learn/eip-7702-batch',
    from: [
      '/protocol/eip-7702',
    ],
  },
  {
    // The official tutorial is the dapp side since d47862c8 (July 2026): wallet_sendCalls through Wagmi.
    to: '/learn/eip-7702-dapp',
    from: [
      '/network/tutorials/eip-7702',
    ],
  },
  {
    to: '/learn/first-dapp',
    from: [
      '/get-started/tutorials/first-dapp',
      '/network/tutorials/first-dapp',
    ],
  },
  {
    to: '/learn/marketplace-dapp',
    from: [
      '/get-started/tutorials/marketplace-dapp',
      '/network/tutorials/marketplace-dapp',
    ],
  },
  {
    to: '/learn/send-usdc',
    from: [
      '/get-started/tutorials/ecosystem-tutorials/usdc',
      '/learn/ecosystem-tutorials/usdc',
      '/network/tutorials/ecosystem-tutorials/usdc',
    ],
  },
  {
    to: '/learn/voting-dapp',
    from: [
      '/get-started/tutorials/voting-dapp',
      '/network/tutorials/voting-dapp',
    ],
  },
  {
    to: '/release-notes',
    from: [
      '/changelog/alpha-v2-technical-details',
      '/changelog/release-notes',
      '/notices/release-notes',
    ],
  },
  {
    to: '/risk-disclosures',
    from: [
      '/get-started/risk-disclosures',
      '/network/overview/yield-boost/risk-disclosures',
      '/network/risk-disclosures',
      '/risk-disclosures/index',
    ],
  },
  {
    to: '/technology/architecture',
    from: [
      '/network/concepts',
      '/network/concepts/architecture',
      '/protocol',
      '/protocol/architecture',
      '/protocol/architecture/smart-contracts',
      '/protocol/index',
      '/protocol/overview',
      '/protocol/overview/index',
      '/protocol/quickstart',
      '/protocol/quickstart/index',
      '/stack/how-it-works/smart-contracts',
    ],
  },
  {
    to: '/technology/canonical-token-bridge',
    from: [
      '/network/concepts/canonical-token-bridge',
      '/protocol/architecture/interoperability/canonical-token-bridge',
      '/protocol/canonical-token-bridge',
    ],
  },
  {
    to: '/technology/coordinator',
    from: [
      '/network/concepts/coordinator',
      '/protocol/architecture/coordinator',
      '/protocol/coordinator',
    ],
  },
  {
    to: '/technology/decentralization',
    from: [
      '/network/concepts/decentralization',
      '/protocol/decentralization',
    ],
  },
  {
    to: '/technology/fee-burn',
    from: [
      '/network/overview/tokenomics',
      '/protocol/tokenomics',
      '/protocol/tokenomics/burn',
      '/protocol/tokenomics/tokenomics',
      '/technology/burn',
      '/technology/tokenomics',
    ],
  },
  {
    to: '/technology/forced-transactions',
    from: [
      '/protocol/forced-transactions',
      '/protocol/how-to/forced-transactions',
    ],
  },
  {
    to: '/technology/lineth-stack',
    from: [
      '/protocol/linea-vs-lineth',
      '/stack',
      '/stack/quickstart',
    ],
  },
  {
    to: '/technology/lineth-stack/deployment',
    from: [
      '/stack/deployment',
      '/stack/deployment/core-components',
      '/stack/deployment/data-availability-finalization',
      '/stack/deployment/distributed-sequencing',
      '/stack/deployment/fast-finality',
      '/stack/deployment/rbac',
      '/stack/features/data-availability',
      '/stack/features/fast-finality',
      '/stack/features/rbac',
      '/stack/how-it-works',
      '/stack/how-it-works/core-components',
      '/stack/how-it-works/data-availability-finalization',
      '/stack/how-it-works/index',
      '/stack/how-to/distributed-sequencing',
      '/stack/how-to/enable-forced-transactions',
      '/stack/how-to/forced-transactions',
      '/stack/how-to/set-up-distributed-sequencing',
    ],
  },
  {
    to: '/technology/lineth-stack/evaluate',
    from: [
      '/stack/evaluate',
      '/stack/evaluate/compliance',
      '/stack/evaluate/deployment-models',
      '/stack/evaluate/security',
      '/stack/evaluate/trust-model',
      '/stack/evaluate/validium',
      '/stack/features',
      '/stack/features/compliance',
      '/stack/features/index',
      '/stack/features/security',
      '/stack/features/validium',
      '/stack/how-it-works/deployment-models',
      '/stack/how-it-works/trust-model',
    ],
  },
  {
    to: '/technology/lineth-stack/coordinator-options',
    from: [
      '/reference/component-configuration/linea-coordinator-options',
    ],
  },
  {
    to: '/technology/lineth-stack/postman-options',
    from: [
      '/reference/component-configuration/linea-postman-options',
    ],
  },
  {
    to: '/technology/lineth-stack/prover-options',
    from: [
      '/reference/component-configuration/linea-prover-options',
    ],
  },
  {
    to: '/technology/lineth-stack/run-locally',
    from: [
      '/stack/how-to/run-lineth-stack-sepolia',
      '/stack/how-to/run-local-lineth-stack',
    ],
  },
  {
    to: '/technology/message-service',
    from: [
      '/network/build/send-receive-messages',
      '/network/concepts/message-service',
      '/protocol/architecture/interoperability',
      '/protocol/architecture/interoperability/canonical-message-service',
      '/protocol/architecture/interoperability/message-service',
      '/protocol/architecture/interoperability/message-service/reference',
      '/protocol/message-service',
      '/protocol/message-service/index',
      '/protocol/message-service/reference',
      '/technology/message-service/reference',
    ],
  },
  {
    to: '/technology/network-data',
    from: [
      '/network/build/network-data',
      '/network/concepts/network-data',
      '/network/overview/public-data',
      '/protocol/architecture/rpc-services',
      '/protocol/network-data',
    ],
  },
  {
    to: '/technology/prover',
    from: [
      '/network/concepts/prover',
      '/protocol/architecture/prover',
      '/protocol/architecture/prover/risc-v-overview',
      '/protocol/architecture/prover/trusted-setup',
      '/protocol/prover',
      '/technology/prover/index',
    ],
  },
  {
    to: '/technology/prover/prover-limits',
    from: [
      '/network/concepts/prover/prover-limits',
      '/protocol/architecture/prover/prover-limits',
      '/protocol/prover/prover-limits',
    ],
  },
  {
    to: '/technology/prover/proving',
    from: [
      '/network/concepts/prover/proving',
      '/protocol/architecture/prover/proving',
      '/protocol/prover/proving',
    ],
  },
  {
    to: '/technology/prover/trace-expansion',
    from: [
      '/network/concepts/prover/trace-expansion',
      '/protocol/architecture/prover/trace-expansion',
      '/protocol/prover/trace-expansion',
    ],
  },
  {
    to: '/technology/repos',
    from: [
      '/network/build/repos',
      '/protocol/reference/repos',
      '/protocol/repos',
    ],
  },
  {
    to: '/technology/security-audits',
    from: [
      '/protocol/reference/security-audits',
    ],
  },
  {
    to: '/technology/security-council',
    from: [
      '/changelog/security-council-record',
      '/notices/security-council-record',
      '/security-council-record',
    ],
  },
  {
    to: '/technology/sequencer',
    from: [
      '/network/concepts/sequencer',
      '/protocol/architecture/sequencer',
      '/protocol/sequencer',
      '/technology/sequencer/index',
    ],
  },
  {
    to: '/technology/sequencer/conflation',
    from: [
      '/network/concepts/sequencer/conflation',
      '/protocol/architecture/coordinator/conflation',
      '/protocol/architecture/sequencer/conflation',
      '/protocol/sequencer/conflation',
    ],
  },
  {
    to: '/technology/sequencer/traces-generator',
    from: [
      '/network/concepts/sequencer/traces-generator',
      '/protocol/architecture/sequencer/traces-generator',
      '/protocol/sequencer/traces-generator',
    ],
  },
  {
    to: '/technology/state-manager',
    from: [
      '/network/concepts/state-manager',
      '/protocol/architecture/state-manager',
      '/protocol/state-manager',
    ],
  },
  {
    to: '/technology/transaction-lifecycle',
    from: [
      '/network/concepts/transaction-lifecycle',
      '/network/overview/known-finality-state',
      '/network/overview/transaction-finality',
      '/protocol/transaction-lifecycle',
    ],
  },
  {
    to: '/technology/yield-boost',
    from: [
      '/network/overview/yield-boost',
      '/protocol/yield-boost-architecture',
    ],
  },
  {
    to: '/zero-knowledge-glossary',
    from: [
      '/protocol/reference/zero-knowledge-glossary',
      '/protocol/zero-knowledge-glossary',
      '/zero-knowledge-glossary/index',
    ],
  },
];
