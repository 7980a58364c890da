/**
 * Published security audits of Linea's code, rendered by the AuditTable component on
 * /technology/security-audits and validated by tests/unit/audits-data.test.ts.
 *
 * Firms, dates, scopes and report URLs are copied from the Lineth monorepo's audit catalog (see
 * `auditsSource`); report URLs are kept byte for byte, including their escapes, and never
 * "corrected". Firm names follow the spelling of Linea's own security-audits page. The ENS audit is
 * not in the catalog: it comes from this site's release notes, and is marked as such.
 */
import { repositories, repositoryFile } from './repositories';

export type AuditFirm =
  | 'Consensys Diligence'
  | 'OpenZeppelin'
  | 'Cyfrin'
  | 'Least Authority'
  | 'ZKSecurity'
  | 'Sigma Prime'
  | 'Kudelski Security';

/**
 * Where an audit's month comes from:
 * - `catalog`: the catalog states it next to the report;
 * - `report-address`: only the report's URL or file name carries it (a `/YYYY/MM/` path or a
 *   file name starting with the date).
 */
export type DateOrigin = 'catalog' | 'report-address';

export interface Audit {
  firm: AuditFirm;
  /** Month of the audit, `YYYY-MM`; absent when neither the catalog nor the report's address gives one. */
  month?: string;
  monthFrom?: DateOrigin;
  /** What the audit covered, in the catalog's words. */
  scope: string;
  /** Who paid for the audit, when the catalog names someone other than Linea. */
  contractedBy?: string;
  /** The report, exactly as the source links it. */
  url: string;
  /** Something a reader comparing the report with the catalog should know. */
  note?: string;
  /** The source that lists the audit: the monorepo catalog unless stated. */
  listedIn?: 'release-notes';
}

/** A link into this site's release notes: the release that shipped the audited code. */
export interface ReleaseLink {
  label: string;
  /** Anchor of the release entry on /release-notes. */
  anchor: string;
}

/** Where the code a round audited can be found, as the release notes or the monorepo record it. */
export interface AuditedCode {
  label: string;
  url: string;
  /** Where this pointer comes from. */
  from: string;
}

export type AuditSetId =
  | 'prover'
  | 'verifiers'
  | 'round-7'
  | 'round-6'
  | 'round-5'
  | 'round-4'
  | 'round-3'
  | 'round-2'
  | 'round-1'
  | 'burn'
  | 'token'
  | 'poseidon2'
  | 'ens';

/** The audits of one component, or of one round of the core contracts. */
export interface AuditSet {
  id: AuditSetId;
  /** Caption of the set's table. */
  title: string;
  /** Round number, for the core contract rounds. */
  round?: number;
  release?: ReleaseLink;
  auditedCode?: AuditedCode;
  audits: readonly Audit[];
}

export interface CatalogSource {
  repository: string;
  path: string;
  /** Commit the catalog was read at. */
  commit: string;
  /** Date of that commit (ISO 8601). */
  readAt: string;
  /** Date the catalog last changed before that commit (ISO 8601). */
  lastChanged: string;
}

export const auditsSource: CatalogSource = {
  repository: repositories.monorepo,
  path: 'docs/audits.md',
  commit: 'cb180134d7b7904ca588e6d99264b7b10fe06929',
  readAt: '2026-06-12',
  lastChanged: '2026-06-08',
};

/** The catalog at the commit this data was read at. */
export function catalogUrl(source: CatalogSource = auditsSource): string {
  return repositoryFile(source.repository, source.path, source.commit);
}

const bytecodeFolder = (date: string): string =>
  `${auditsSource.repository}/tree/${auditsSource.commit}/contracts/deployments/bytecode/${date}`;

export const auditSets: readonly AuditSet[] = [
  {
    id: 'prover',
    title: 'Prover, gnark and gnark-crypto',
    audits: [
      {
        firm: 'Least Authority',
        month: '2025-08',
        monthFrom: 'catalog',
        scope: 'Limitless prover',
        url: 'https://github.com/LFDT-Lineth/lineth-monorepo/blob/4d5e19c4161acfba12fcabc7e9db4a624f39690b/docs/audits/2025%20August%20-%20Least%20Authority%20-%20Linea%20zkEVM%20Limitless%20Prover%20Final%20Audit%20Report.pdf',
      },
      {
        firm: 'Least Authority',
        month: '2024-11',
        monthFrom: 'catalog',
        scope: 'Linea zkEVM',
        url: 'https://github.com/Consensys/gnark/blob/d9cbd38409edb5cfdbf9daa9dba841ad432feff9/audits/2024-11%20-%20Least%20Authority%20-%20Linea%20zkEVM.pdf',
      },
      {
        firm: 'Least Authority',
        month: '2024-09',
        monthFrom: 'catalog',
        scope: 'gnark general and GKR',
        url: 'https://github.com/Consensys/gnark/blob/53ce9b74e7ab372aa7358f1eac7fe3d689743f5f/audits/2024-09%20-%20Least%20Authority%20-%20arithm%20and%20GKR.pdf',
      },
      {
        firm: 'ZKSecurity',
        month: '2024-06',
        monthFrom: 'catalog',
        scope: "Wizard's crypto & math",
        url: 'https://reports.zksecurity.xyz/reports/consensys-wizard-crypto-math/',
      },
      {
        firm: 'OpenZeppelin',
        month: '2024-06',
        monthFrom: 'catalog',
        scope: 'gnark PLONK prover and verifier',
        url: 'https://blog.openzeppelin.com/linea-prover-audit',
      },
      {
        firm: 'ZKSecurity',
        month: '2024-05',
        monthFrom: 'catalog',
        scope: 'gnark standard library',
        url: 'https://github.com/Consensys/gnark/blob/53ce9b74e7ab372aa7358f1eac7fe3d689743f5f/audits/2024-05%20-%20zksecurity%20-%20gnark%20std.pdf',
      },
      {
        firm: 'Sigma Prime',
        month: '2023-05',
        monthFrom: 'catalog',
        scope: 'gnark-crypto KZG',
        contractedBy: 'Ethereum Foundation',
        url: 'https://github.com/Consensys/gnark/blob/53ce9b74e7ab372aa7358f1eac7fe3d689743f5f/audits/2024-05%20-%20Sigma%20Prime%20-%20kzg.pdf',
        note: 'The catalog dates it May 2023; the file name of the report starts with 2024-05.',
      },
      {
        firm: 'Kudelski Security',
        month: '2022-10',
        monthFrom: 'catalog',
        scope: 'gnark-crypto',
        contractedBy: 'Algorand Foundation',
        url: 'https://github.com/Consensys/gnark/blob/53ce9b74e7ab372aa7358f1eac7fe3d689743f5f/audits/2022-10%20-%20Kudelski%20-%20gnark-crypto.pdf',
      },
    ],
  },
  {
    id: 'verifiers',
    title: 'Solidity verifiers',
    audits: [
      {
        firm: 'OpenZeppelin',
        month: '2023-11',
        monthFrom: 'catalog',
        scope: 'gnark PLONK Solidity verifier template',
        url: 'https://blog.openzeppelin.com/linea-verifier-audit-1',
        note: 'Also listed in the first round of the core contracts, as "Linea Verifier Audit".',
      },
      {
        firm: 'Least Authority',
        month: '2023-08',
        monthFrom: 'catalog',
        scope: 'gnark Groth16 Solidity verifier template',
        contractedBy: 'Worldcoin',
        url: 'https://leastauthority.com/wp-content/uploads/2023/08/Worldcoin_Groth16_Verifier_in_EVM_Smart_Contract_Final_Audit_Report.pdf',
      },
      {
        firm: 'Consensys Diligence',
        month: '2023-06',
        monthFrom: 'catalog',
        scope: 'gnark PLONK Solidity verifier',
        url: 'https://consensys.io/diligence/audits/2023/06/linea-plonk-verifier/',
        note: 'Also listed in the first round of the core contracts, as "Plonk Verifier".',
      },
    ],
  },
  {
    id: 'round-7',
    round: 7,
    title: 'Seventh round: pause cooldown and chain configuration',
    release: { label: 'Beta v5.2', anchor: 'beta-v52' },
    auditedCode: {
      label: 'contracts/deployments/bytecode/2026-02-17',
      url: bytecodeFolder('2026-02-17'),
      from: 'Audit-signed bytecode of LineaRollup, L2MessageService and TokenBridge, in a folder the monorepo names after the February 2026 audit.',
    },
    audits: [
      {
        firm: 'Consensys Diligence',
        month: '2026-02',
        monthFrom: 'report-address',
        scope: 'Linea Mixed Upgrade',
        url: 'https://diligence.security/audits/2026/02/linea-rollup-update/',
      },
      {
        firm: 'Cyfrin',
        month: '2026-03',
        monthFrom: 'report-address',
        scope: 'Linea Mixed Upgrade',
        url: 'https://github.com/Cyfrin/cyfrin-audit-reports/blob/37c82603d92e097c60811ba63ebb6484574be56f/reports/2026-03-27-cyfrin-linea-mixed-upgrade-v2.0.pdf',
      },
    ],
  },
  {
    id: 'round-6',
    round: 6,
    title: 'Sixth round: Yield Boost',
    release: { label: 'Beta v5.1', anchor: 'beta-v51' },
    auditedCode: {
      label: 'contracts/deployments/bytecode/2026-01-14',
      url: bytecodeFolder('2026-01-14'),
      from: 'Audit-signed bytecode of YieldManager, ValidatorContainerProofVerifier and LidoStVaultYieldProviderFactory, in a folder the monorepo names after a January 2026 audit.',
    },
    audits: [
      {
        firm: 'Consensys Diligence',
        month: '2025-12',
        monthFrom: 'report-address',
        scope: 'Linea Yield Manager',
        url: 'https://diligence.security/audits/2025/12/linea-yield-manager/',
      },
      {
        firm: 'OpenZeppelin',
        scope: 'Linea Yield Manager',
        url: 'https://www.openzeppelin.com/news/linea-yield-manager-audit',
      },
      {
        firm: 'Cyfrin',
        month: '2026-02',
        monthFrom: 'report-address',
        scope: 'Linea Yield Manager',
        url: 'https://github.com/Cyfrin/cyfrin-audit-reports/blob/d0f4523388a964891a17cb04c6b3cc26da8c788a/reports/2026-02-12-cyfrin-linea-yield-manager-v2.0.pdf',
      },
    ],
  },
  {
    id: 'round-5',
    round: 5,
    title: 'Fifth round: granular roles',
    release: { label: 'Alpha v4.0', anchor: 'alpha-v40' },
    auditedCode: {
      label: 'contracts/deployments/bytecode/2024-12-03',
      url: bytecodeFolder('2024-12-03'),
      from: 'Audit-signed bytecode of LineaRollup, L2MessageService and TokenBridge, in a folder the monorepo names after the December 2024 audit.',
    },
    audits: [
      {
        firm: 'Consensys Diligence',
        month: '2024-12',
        monthFrom: 'report-address',
        scope: 'LineaRollup, L2MessageService and TokenBridge Granular Role Updates',
        url: 'https://diligence.consensys.io/audits/2024/12/linea-rollup-update/',
      },
      {
        firm: 'OpenZeppelin',
        scope: 'LineaRollup, L2MessageService and TokenBridge Granular Role Updates',
        url: 'https://blog.openzeppelin.com/linearollup-and-tokenbridge-role-upgrade',
      },
      {
        firm: 'Cyfrin',
        month: '2025-01',
        monthFrom: 'report-address',
        scope: 'LineaRollup, L2MessageService and TokenBridge Granular Role Updates',
        url: 'https://github.com/Cyfrin/cyfrin-audit-reports/blob/642b409c207d0e31679467480c3d9b8797b98696/reports/2025-01-06-cyfrin-linea-v2.2.pdf',
      },
    ],
  },
  {
    id: 'round-4',
    round: 4,
    title: 'Fourth round: gas optimizations and token bridge updates',
    release: { label: 'Alpha v3.2', anchor: 'alpha-v32' },
    auditedCode: {
      label: 'contract-audit-2024-05-24',
      url: 'https://github.com/Consensys/linea-contracts/releases/tag/contract-audit-2024-05-24',
      from: 'The tag of the code deployed with Alpha v3.2, as the release notes give it.',
    },
    audits: [
      {
        firm: 'Consensys Diligence',
        month: '2024-07',
        monthFrom: 'report-address',
        scope: 'Differential audit since second audit round',
        url: 'https://consensys.io/diligence/audits/2024/07/linea-rollup-update/',
        note: 'The Alpha v3.2 release entry does not cite this audit; it cites the other two.',
      },
      {
        firm: 'OpenZeppelin',
        scope: 'Gas optimization audit',
        url: 'https://blog.openzeppelin.com/linea-gas-optimizations-audit',
      },
      {
        firm: 'Cyfrin',
        month: '2024-05',
        monthFrom: 'report-address',
        scope: 'Full codebase audit including gas optimizations and TokenBridge updates',
        url: 'https://github.com/Cyfrin/cyfrin-audit-reports/blob/main/reports/2024-05-24-cyfrin-linea-v2.0.pdf',
        note: "The link follows the main branch of Cyfrin's repository rather than a fixed commit.",
      },
    ],
  },
  {
    id: 'round-3',
    round: 3,
    title: 'Third round: blob submission',
    release: { label: 'Alpha v3.0', anchor: 'alpha-v30' },
    audits: [
      {
        firm: 'OpenZeppelin',
        scope: 'Blob submission audit',
        url: 'https://blog.openzeppelin.com/linea-blob-submission-audit',
      },
    ],
  },
  {
    id: 'round-2',
    round: 2,
    title: 'Second round: proof aggregation, data compression and message service updates',
    release: { label: 'Alpha v2', anchor: 'alpha-v2' },
    auditedCode: {
      label: 'Consensys/linea-contracts-audit at 99039eb',
      url: 'https://github.com/Consensys/linea-contracts-audit/commit/99039ebc8d6cb3009cf46286d5de4c484e03bc81',
      from: 'The audited commit the Alpha v2 release entry gives.',
    },
    audits: [
      {
        firm: 'Consensys Diligence',
        month: '2024-01',
        monthFrom: 'report-address',
        scope: 'Proof aggregation, data compression and message service updates Audit',
        url: 'https://consensys.io/diligence/audits/2024/01/linea-contracts-update/',
      },
      {
        firm: 'OpenZeppelin',
        scope: 'Proof aggregation, data compression and message service updates Audit',
        url: 'https://blog.openzeppelin.com/linea-v2-audit',
      },
    ],
  },
  {
    id: 'round-1',
    round: 1,
    title: 'First round: verifier, message service, rollup and canonical token bridge',
    audits: [
      {
        firm: 'Consensys Diligence',
        month: '2023-06',
        monthFrom: 'catalog',
        scope: 'Plonk Verifier',
        url: 'https://consensys.io/diligence/audits/2023/06/linea-plonk-verifier/',
      },
      {
        firm: 'Consensys Diligence',
        month: '2023-06',
        monthFrom: 'report-address',
        scope: 'Message Service & Rollup',
        url: 'https://consensys.io/diligence/audits/2023/06/linea-message-service/',
      },
      {
        firm: 'Consensys Diligence',
        month: '2023-06',
        monthFrom: 'report-address',
        scope: 'Canonical Token Bridge',
        url: 'https://consensys.io/diligence/audits/2023/06/linea-canonical-token-bridge/',
      },
      {
        firm: 'OpenZeppelin',
        scope: 'Linea Bridge Audit',
        url: 'https://blog.openzeppelin.com/linea-bridge-audit-1',
      },
      {
        firm: 'OpenZeppelin',
        month: '2023-11',
        monthFrom: 'catalog',
        scope: 'Linea Verifier Audit',
        url: 'https://blog.openzeppelin.com/linea-verifier-audit-1',
      },
    ],
  },
  {
    id: 'burn',
    title: 'Burn mechanism',
    release: { label: 'Beta v4.2', anchor: 'beta-v42' },
    auditedCode: {
      label: 'contracts/deployments/bytecode/2025-10-27',
      url: bytecodeFolder('2025-10-27'),
      from: 'Audit-signed bytecode of RollupRevenueVault, V3DexSwapAdapter and L1LineaTokenBurner, in a folder the monorepo names after the October 2025 audit.',
    },
    audits: [
      {
        firm: 'Consensys Diligence',
        month: '2025-10',
        monthFrom: 'report-address',
        scope: 'Linea Burn Mechanism',
        url: 'https://diligence.consensys.io/audits/2025/10/linea-burn-mechanism/',
      },
      {
        firm: 'OpenZeppelin',
        scope: 'Linea Burn Mechanism',
        url: 'https://www.openzeppelin.com/news/linea-burn-mechanism-audit',
      },
      {
        firm: 'Cyfrin',
        month: '2025-11',
        monthFrom: 'report-address',
        scope: 'Linea Burn Mechanism',
        url: 'https://github.com/Cyfrin/cyfrin-audit-reports/blob/2e780ec0c4c8401ff97a7e0cd509ece52ab35cb3/reports/2025-11-03-cyfrin-linea-burn-v2.2.pdf',
      },
    ],
  },
  {
    id: 'token',
    title: 'LINEA token and airdrop',
    audits: [
      {
        firm: 'Consensys Diligence',
        month: '2025-07',
        monthFrom: 'report-address',
        scope: 'Linea Token and Airdrop Contracts',
        url: 'https://diligence.consensys.io/audits/2025/07/linea-token-and-airdrop-contracts/',
      },
      {
        firm: 'OpenZeppelin',
        scope: 'Linea TGE Audit',
        url: 'https://blog.openzeppelin.com/linea-tge-audit',
      },
      {
        firm: 'Cyfrin',
        month: '2025-09',
        monthFrom: 'report-address',
        scope: 'Linea Tokens Audit Report',
        url: 'https://github.com/Cyfrin/cyfrin-audit-reports/blob/b9aace5911e3ff84488cb5199cfd28e7fe24d6aa/reports/2025-09-10-cyfrin-linea-tokens-v2.5.pdf',
      },
    ],
  },
  {
    id: 'poseidon2',
    title: 'Poseidon2',
    audits: [
      {
        firm: 'Consensys Diligence',
        month: '2026-01',
        monthFrom: 'report-address',
        scope: 'Linea Poseidon2',
        url: 'https://diligence.security/audits/2026/01/linea-poseidon2/',
      },
    ],
  },
  {
    id: 'ens',
    title: 'Linea Names (ENS)',
    release: { label: 'Alpha v3.4', anchor: 'alpha-v34' },
    audits: [
      {
        firm: 'Consensys Diligence',
        month: '2024-06',
        monthFrom: 'report-address',
        scope: 'Linea Names, as cited for Alpha v3.4',
        url: 'https://consensys.io/diligence/audits/2024/06/linea-ens/',
        listedIn: 'release-notes',
        note: 'Cited by the Alpha v3.4 release entry; not listed in the monorepo catalog.',
      },
    ],
  },
];

export function auditSet(id: AuditSetId): AuditSet {
  const set = auditSets.find((s) => s.id === id);
  if (!set) throw new Error(`Unknown audit set: ${id}`);
  return set;
}

/** Every audit, each report once: the verifier reports listed twice in the catalog count once. */
export function distinctReports(): string[] {
  return [...new Set(auditSets.flatMap((s) => s.audits.map((a) => a.url)))];
}

const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** `2024-06` → `June 2024`. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  const name = monthNames[Number(m) - 1];
  if (!year || !name) throw new Error(`Not a YYYY-MM month: ${month}`);
  return `${name} ${year}`;
}
