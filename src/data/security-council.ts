/**
 * Every transaction of Linea's Security Council Safes on Ethereum Mainnet and Linea Mainnet that
 * Linea's transaction record lists, by Safe nonce. /technology/security-council renders it through
 * the SecurityCouncilRecord component; tests/unit/security-council-data.test.ts checks it.
 *
 * Sources: Consensys-Incorporated/doc.linea docs/changelog/security-council-record.mdx at
 * 645011bf (the record up to Ethereum nonce 80, 7 October 2026), which agrees with
 * Consensys/doc.linea docs/changelog/security-council-record.mdx at 994028bc (6 August 2026; file
 * last changed in 123673eb, 13 July 2026, up to Ethereum nonce 77 and Linea nonce 55) on every
 * entry both hold. Dates are the record's; the Safe transaction hashes are the `id` of the record's
 * Safe links and the execution hashes the record's Etherscan and Lineascan links, copied as they
 * are. The record gives no Safe transaction hash for Linea nonces 53 and 54 and no execution hash
 * for most entries; those fields are left out rather than looked up elsewhere. It lists nothing
 * before Ethereum nonce 59 and Linea nonce 48, and skips no nonce after them.
 *
 * Contracts acted on are those the record names as targets (its role, upgrade and event notes),
 * read against the contract sources: `VerifierAddressChanged` and the L1 rate limit belong to
 * LineaRollup, `L1_L2_MESSAGE_SETTER_ROLE` to L2MessageService, owner, module and singleton changes
 * to the Safe itself. Addresses the record marks as placeholders (nonce 72's vault, dashboard and
 * VaultHub) and contracts it does not name (the Lido dashboard, the timelock behind nonce 70's
 * cancelled proposal, the ENS registry) are not listed.
 */
import { contractAddress, layerExplorers, type ContractKey, type Layer } from './deployments';
import { l1Resolver } from './linea-names';

export type CouncilChain = 'ethereum' | 'linea';

export interface CouncilChainInfo {
  id: CouncilChain;
  /** The network's name as these docs write it. */
  name: string;
  /** Where the Safe lives: L1 is Ethereum, L2 is Linea. */
  layer: Layer;
  /** The Safe, as listed with the other deployed contracts. */
  safe: Extract<ContractKey, 'l1SecurityCouncil' | 'l2SecurityCouncil'>;
  /** The chain's short name in Safe{Wallet} addresses (`eth:0x…`, `linea:0x…`). */
  safeAppPrefix: string;
}

export const councilChains: Record<CouncilChain, CouncilChainInfo> = {
  ethereum: { id: 'ethereum', name: 'Ethereum Mainnet', layer: 'L1', safe: 'l1SecurityCouncil', safeAppPrefix: 'eth' },
  linea: { id: 'linea', name: 'Linea Mainnet', layer: 'L2', safe: 'l2SecurityCouncil', safeAppPrefix: 'linea' },
};

/** Safe{Wallet}, the web app in whose pages the record links each transaction. */
export const safeAppUrl = 'https://app.safe.global';

/** A contract a transaction called or changed: one of the deployed contracts, or another by address. */
export type ActedOn = { contract: ContractKey } | { name: string; address: `0x${string}` };

export interface CouncilTransaction {
  chain: CouncilChain;
  /** The Safe's nonce: each Safe counts its own transactions from 0. */
  nonce: number;
  /** The day the record gives, `YYYY-MM-DD`. */
  date: string;
  /** Hash the Safe signs and indexes the transaction by (the id of its Safe{Wallet} page). */
  safeTxHash?: `0x${string}`;
  /** Hash of the Ethereum or Linea transaction that executed it, where the record links one. */
  txHash?: `0x${string}`;
  actedOn: readonly ActedOn[];
  /** What it did, in one sentence. */
  summary: string;
  /** Events the record says to look for in the transaction's log. */
  events: readonly string[];
  /** Safe calls the record says to inspect instead, where it names no events. */
  calls?: readonly string[];
  /** Page of this site that explains the change, with its anchor. */
  explainedAt?: string;
}

const rollup: ActedOn = { contract: 'lineaRollup' };
const yieldManager: ActedOn = { contract: 'yieldManager' };
const l1Safe: ActedOn = { contract: 'l1SecurityCouncil' };
const l2Safe: ActedOn = { contract: 'l2SecurityCouncil' };
const l2MessageService: ActedOn = { contract: 'l2MessageService' };

const councilSection = '/technology/decentralization#the-security-council';
const rateLimits = '/technology/message-service#limits-and-trade-offs';
const yieldHistory = '/technology/yield-boost#history';
const contractChanges = '/release-notes#contract-changes-2026';

export const councilTransactions: readonly CouncilTransaction[] = [
  // Ethereum Mainnet
  {
    chain: 'ethereum',
    nonce: 59,
    date: '2025-08-25',
    safeTxHash: '0x03d40006169ce14bf9a24c06b1225fd14a881ba7e4b675ad2b744f2927c35b14',
    txHash: '0x36d74d86d98138526dfc70651d97f3824ac7eeb2f17c18b1460ea4f5ca845b34',
    actedOn: [rollup],
    summary: 'Registered the Beta v3.0 verifier at index 1 and removed the Beta v1.4 one.',
    events: ['VerifierAddressChanged'],
    explainedAt: '/release-notes#beta-v30',
  },
  {
    chain: 'ethereum',
    nonce: 60,
    date: '2025-08-25',
    safeTxHash: '0x8cddecc98d567b961472e45e23127546db05a5ee4cf6bbc77de3eddc06db17e8',
    actedOn: [l1Safe],
    summary: 'Replaced two of the Safe’s signers with new ones.',
    events: [],
    calls: ['swapOwner'],
    explainedAt: councilSection,
  },
  {
    chain: 'ethereum',
    nonce: 61,
    date: '2025-09-19',
    safeTxHash: '0x3a4ce0ce409592d09f6a46cb2c96de57c0fbbf410225d2af9f181572d2d2c5a0',
    actedOn: [l1Safe],
    summary: 'Handed a Consensys seat to an outside member, added a ninth signer and raised the threshold to 5 of 9.',
    events: [],
    calls: ['swapOwner', 'addOwnerWithThreshold'],
    explainedAt: councilSection,
  },
  {
    chain: 'ethereum',
    nonce: 62,
    date: '2025-09-22',
    safeTxHash: '0xd8df1a8c092db6367d06ef4323cb7c90221caf215dd1b0d5025c8df99921e8ca',
    txHash: '0xf40eee2e37a3e163e4aeb8d037536e822db4e1ec55faceddad8a480a8c434217',
    actedOn: [rollup],
    summary: 'Raised the daily cap on ETH claimed on Ethereum from the message service to 30,000 ETH.',
    events: [],
    explainedAt: rateLimits,
  },
  {
    chain: 'ethereum',
    nonce: 63,
    date: '2025-10-21',
    safeTxHash: '0x387e7e211a2b894c778b74d19b924b6b4c0ac1532075c1d1354e16b56909db16',
    actedOn: [rollup],
    summary: 'Added verifiers for the Paris and Shanghai forks, at indexes 3 and 4.',
    events: ['VerifierAddressChanged'],
    explainedAt: '/release-notes#beta-v40',
  },
  {
    chain: 'ethereum',
    nonce: 64,
    date: '2025-10-27',
    safeTxHash: '0x4ce2843690090239e17c7030bddba8a812fb9cbaaa42ef0e60f4a940f68a9242',
    actedOn: [rollup],
    summary: 'Added verifiers for the Cancun and Prague forks and cleared the Paris one.',
    events: ['VerifierAddressChanged'],
    explainedAt: '/release-notes#beta-v40',
  },
  {
    chain: 'ethereum',
    nonce: 65,
    date: '2025-11-17',
    safeTxHash: '0x6a188b2fd845580a6be7fca4acbc878e730f853163265e5e1f4fb73b07a3ec82',
    actedOn: [rollup],
    summary: 'Registered the verifier of the Beta v4.3 limitless prover and cleared the unused Cancun and Shanghai ones.',
    events: ['VerifierAddressChanged'],
    explainedAt: '/release-notes#beta-v43',
  },
  {
    chain: 'ethereum',
    nonce: 66,
    date: '2025-12-03',
    safeTxHash: '0xe2cfd57b3483fb4d469d71c82e5c179d9e84f81920893ce8c1b4e2ec31bab745',
    actedOn: [rollup],
    summary: 'Added the verifier for the Osaka fork at index 4 and cleared an unused Prague one.',
    events: ['VerifierAddressChanged'],
    explainedAt: '/release-notes#beta-v44',
  },
  {
    chain: 'ethereum',
    nonce: 67,
    date: '2026-02-26',
    safeTxHash: '0xa1c97a648c46f47e3c9e377c7a372294d9fa4eacb464e7e32932ac1c91cd819c',
    actedOn: [l1Safe, rollup],
    summary: 'Took the Zodiac roles module off the Safe and moved LineaRollup to version 7.0, with the yield manager set but Yield Boost still off.',
    events: ['DisabledModule', 'RoleGranted', 'PauseTypeRoleSet', 'UnPauseTypeRoleSet', 'YieldManagerChanged', 'LineaRollupVersionChanged', 'Initialized'],
    explainedAt: yieldHistory,
  },
  {
    chain: 'ethereum',
    nonce: 68,
    date: '2026-03-23',
    safeTxHash: '0x8b95fefc5a0dcc6c4242699e280dd4ec6b10820835394545d4170c35ad72c8f6',
    actedOn: [rollup],
    summary: 'Added a verifier that accepts EIP-7702 (type 4) transactions at index 0 and cleared index 3.',
    events: ['VerifierAddressChanged'],
    explainedAt: '/release-notes#beta-v50',
  },
  {
    chain: 'ethereum',
    nonce: 69,
    date: '2026-03-24',
    safeTxHash: '0x4bd7cb5cab64c9d64778f35bfe1cddbdceec5a57849f99b9ba54d86d580776fb',
    actedOn: [rollup],
    summary: 'Added a second EIP-7702 verifier at index 1 and cleared index 4.',
    events: ['VerifierAddressChanged'],
    explainedAt: '/release-notes#beta-v50',
  },
  {
    chain: 'ethereum',
    nonce: 70,
    date: '2026-03-31',
    safeTxHash: '0x50157aa17891dbfeb34de0a149e7cf6ca28eb85c6fdd8eaf44855e9a15dead5a',
    actedOn: [rollup, { contract: 'l1TokenBridge' }, { name: 'L1Resolver', address: l1Resolver().address }],
    summary:
      'Upgraded LineaRollup to 7.1 and the token bridge for the pause cooldown, added the small-field verifier, gave the emergency pauser its role, cancelled an older verifier proposal and moved linea.eth to the new ENS resolver.',
    events: ['VerifierAddressChanged', 'RoleGranted', 'PauseTypeRoleSet', 'UnPauseTypeRoleSet', 'LineaRollupVersionChanged', 'Upgraded', 'Initialized', 'Cancelled', 'TargetSet', 'NewResolver'],
    explainedAt: '/release-notes#beta-v52',
  },
  {
    chain: 'ethereum',
    nonce: 71,
    date: '2026-03-31',
    safeTxHash: '0x79b3c0c29ffcc04b3f3035e4c07e4558fecde523de668202bfc77cddc1ca358b',
    actedOn: [rollup],
    summary: 'Replaced the small-field verifier at index 1 with a new one.',
    events: ['VerifierAddressChanged'],
    explainedAt: '/release-notes#beta-v52',
  },
  {
    chain: 'ethereum',
    nonce: 72,
    date: '2026-04-17',
    safeTxHash: '0xf2df9a80b654c181f9930b3a152192216d79d6e1f3821d5e3232662512b3c0bf',
    actedOn: [yieldManager],
    summary: 'Switched Yield Boost on: created and connected a Lido stVault funded with 1 ETH from the reserve, and registered it and the first L2 yield recipient with the yield manager.',
    events: ['ReserveFundsReceived', 'VaultCreated', 'DashboardCreated', 'VaultConnected', 'YieldProviderAdded', 'L2YieldRecipientAdded'],
    explainedAt: yieldHistory,
  },
  {
    chain: 'ethereum',
    nonce: 73,
    date: '2026-04-21',
    safeTxHash: '0x4743afd65119c20228fa721e0f40df3c80be8f5cfd533d3e93096c2b57331f0d',
    actedOn: [rollup, yieldManager],
    summary:
      'Added a verifier at index 0 that fixes two proving bugs, moved the vault to its non-strict deposit flow (policy, two node-operator roles, fees to a payment splitter), let 20 basis points’ worth of ETH go to staking and cut the Ethereum-side daily cap to 10,000 ETH.',
    events: ['VerifierAddressChanged', 'PDGPolicyEnacted', 'RoleGranted', 'FeeRecipientSet', 'WithdrawalReserveParametersSet', 'LimitAmountChanged'],
    explainedAt: yieldHistory,
  },
  {
    chain: 'ethereum',
    nonce: 74,
    date: '2026-04-28',
    safeTxHash: '0x7e4b9f81e4f2272285a96d615c831533bd4bdcf61ce3b681036dd05fba97cb8b',
    actedOn: [yieldManager, l1Safe],
    summary: 'Adjusted the withdrawal reserve target of the yield manager and rotated two signers of the Safe.',
    events: ['WithdrawalReserveParametersSet', 'RemovedOwner', 'AddedOwner'],
    explainedAt: yieldHistory,
  },
  {
    chain: 'ethereum',
    nonce: 75,
    date: '2026-04-28',
    safeTxHash: '0x9dedb4f3c41b6306ef681bad3241c77493d95fb30f034d1615404c50d2025d2b',
    actedOn: [l1Safe],
    summary: 'Upgraded the Safe itself to Safe version 1.4.1.',
    events: ['ChangedMasterCopy', 'ChangedFallbackHandler'],
  },
  {
    chain: 'ethereum',
    nonce: 76,
    date: '2026-07-06',
    safeTxHash: '0x08294477fc0fbc2ea7fc8237fd418be368ddd85e0af061350f1a540a46a4bc81',
    actedOn: [{ contract: 'yieldStakingVault' }],
    summary: 'Put the staking vault in strict mode, sent its fees to a new payment splitter and fully exited one validator.',
    events: ['PDGPolicyEnacted', 'FeeRecipientSet', 'ValidatorWithdrawalsTriggered'],
    explainedAt: yieldHistory,
  },
  {
    chain: 'ethereum',
    nonce: 77,
    date: '2026-07-14',
    safeTxHash: '0xc4851acbe9045a5d9d14f340470987d40500464d8430feda1995eb67506dbafd',
    actedOn: [rollup, yieldManager],
    summary:
      'Upgraded LineaRollup to 8.0 with forced-transaction support and an address filter, replaced the unused verifier at index 1, revoked two node-operator roles and allowed up to 10% of bridge ETH to be staked.',
    events: ['RoleRevoked', 'WithdrawalReserveParametersSet', 'VerifierAddressChanged', 'Upgraded', 'ForcedTransactionFeeSet', 'AddressFilterChanged', 'LineaRollupVersionChanged', 'Initialized'],
    explainedAt: contractChanges,
  },
  {
    chain: 'ethereum',
    nonce: 78,
    date: '2026-09-01',
    safeTxHash: '0x3d7906421672a76d7718147f1c2067b2c2e41d01f3378a6808c11e2a0234456f',
    actedOn: [rollup, yieldManager, { name: 'SafeExecutionConditions', address: '0xe2ee8f0A648b8c29e72C61d65F46b7642fe83376' }],
    summary:
      'Installed a LineaRollup fix for the sender address of yield reports and allowed up to 60% of bridge ETH to be staked, with a guard that kept it from executing before 09:00 UTC that day.',
    events: ['Upgraded', 'WithdrawalReserveParametersSet'],
    explainedAt: contractChanges,
  },
  {
    chain: 'ethereum',
    nonce: 79,
    date: '2026-09-03',
    safeTxHash: '0x1e6883c989d587db78972e842fd4b44fc930864caa6c9440833914798f3ffb81',
    actedOn: [rollup],
    summary: 'Put a new verifier at index 0 in place of an unused one, to fix cases where no proof could be produced.',
    events: ['VerifierAddressChanged'],
    explainedAt: contractChanges,
  },
  {
    chain: 'ethereum',
    nonce: 80,
    date: '2026-10-07',
    safeTxHash: '0xed567f3da2d38e5bb1ff980920ba98df2406c8cf9924f3e58ce8a85ee0aa03dd',
    actedOn: [rollup],
    summary: 'Put a new verifier at index 1 in place of an unused one, for the same class of proving failures.',
    events: ['VerifierAddressChanged'],
    explainedAt: contractChanges,
  },

  // Linea Mainnet
  {
    chain: 'linea',
    nonce: 48,
    date: '2025-08-25',
    safeTxHash: '0xe8542eeb1abb8687eae6bf10a77aa181f0439d0f8b1e04e8eecd4b334abb9b87',
    actedOn: [l2Safe],
    summary: 'Swapped two signers, in parallel with Ethereum nonce 60.',
    events: [],
    calls: ['swapOwner'],
    explainedAt: councilSection,
  },
  {
    chain: 'linea',
    nonce: 49,
    date: '2025-09-19',
    safeTxHash: '0xab693b8ec43b1fae1ac992e44998241175d2f9e5fa0ed40de7648e8899ea28ac',
    actedOn: [l2Safe],
    summary: 'Mirrored Ethereum nonce 61: an outside member in place of a Consensys one, a ninth signer and a 5-of-9 threshold.',
    events: [],
    calls: ['swapOwner', 'addOwnerWithThreshold'],
    explainedAt: councilSection,
  },
  {
    chain: 'linea',
    nonce: 50,
    date: '2025-09-22',
    safeTxHash: '0x7423bafced8b2e2eba2b4b7226f0aefaa159095061eb713ffb48e47f00bbb32a',
    txHash: '0x7eec6a5e37602b56f5e79c2044cfea34672f0a018269008956d8a39cf968cf9a',
    actedOn: [l2MessageService],
    summary: 'Raised the daily cap on ETH sent from Linea to Ethereum to 24,000 ETH.',
    events: [],
    explainedAt: rateLimits,
  },
  {
    chain: 'linea',
    nonce: 51,
    date: '2026-03-04',
    safeTxHash: '0x16c878b15579d7418f6df9ed006fa6c35294422df86691c273821b48fe7bc627',
    actedOn: [l2MessageService],
    summary: 'Moved the role that anchors Ethereum message hashes on Linea from one account to a new one.',
    events: ['RoleGranted', 'RoleRevoked'],
    explainedAt: '/api/linea-smart-contracts/messageservice/l2/l2messagemanager',
  },
  {
    chain: 'linea',
    nonce: 52,
    date: '2026-03-31',
    safeTxHash: '0x9d01eb3c9c109e02fe603b492fa81538ab1526467116739d45d837b0d4ff00b4',
    actedOn: [l2MessageService, { contract: 'l2TokenBridge' }],
    summary: 'Upgraded the message service and token bridge on Linea for the pause cooldown and gave the council and the emergency pauser their roles on both.',
    events: ['RoleGranted', 'Upgraded', 'Initialized'],
    explainedAt: '/release-notes#beta-v52',
  },
  {
    chain: 'linea',
    nonce: 53,
    date: '2026-04-28',
    actedOn: [l2MessageService, l2Safe],
    summary: 'Lowered the daily cap on ETH sent from Linea to 8,000 ETH and rotated the same two signers as Ethereum nonce 74.',
    events: ['LimitAmountChanged', 'RemovedOwner', 'AddedOwner'],
    explainedAt: rateLimits,
  },
  {
    chain: 'linea',
    nonce: 54,
    date: '2026-04-28',
    actedOn: [l2Safe],
    summary: 'Upgraded the Safe itself to Safe version 1.4.1.',
    events: ['ChangedMasterCopy', 'ChangedFallbackHandler'],
  },
  {
    chain: 'linea',
    nonce: 55,
    date: '2026-07-14',
    safeTxHash: '0x8d3ec7fa5f5bcb06cbb3db431765a28583395ed4627872b8e9abab83c2491919',
    actedOn: [l2Safe],
    summary: 'Disabled the Zodiac module on the Safe.',
    events: ['DisabledModule'],
    explainedAt: contractChanges,
  },
];

/** One chain's transactions, oldest first. */
export function councilTransactionsOn(chain: CouncilChain): CouncilTransaction[] {
  return councilTransactions.filter((t) => t.chain === chain).sort((a, b) => a.nonce - b.nonce);
}

/** The council's Safe on a chain, from the deployed-contract list of Linea Mainnet. */
export function councilSafe(chain: CouncilChain): `0x${string}` {
  return contractAddress('mainnet', councilChains[chain].safe);
}

/** The block explorer of a chain (Etherscan or Lineascan), as the contract tables link it. */
export function councilExplorer(chain: CouncilChain): { name: string; url: string } {
  return layerExplorers.mainnet[councilChains[chain].layer];
}

/** The Safe{Wallet} history of every transaction of one chain's Safe. */
export function safeHistoryUrl(chain: CouncilChain): string {
  return `${safeAppUrl}/transactions/history?safe=${councilChains[chain].safeAppPrefix}:${councilSafe(chain)}`;
}

/** The Safe{Wallet} page of one transaction, in the form the council's record links it. */
export function safeTransactionUrl(chain: CouncilChain, safeTxHash: `0x${string}`): string {
  const safe = councilSafe(chain);
  return `${safeAppUrl}/transactions/tx?safe=${councilChains[chain].safeAppPrefix}:${safe}&id=multisig_${safe}_${safeTxHash}`;
}

/** The explorer page of the transaction that executed a Safe transaction, opened at its event log. */
export function executionUrl(chain: CouncilChain, txHash: `0x${string}`): string {
  return `${councilExplorer(chain).url}/tx/${txHash}#eventlog`;
}
