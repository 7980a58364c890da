/**
 * Shape of the smart-contract reference data. Each page under /api/linea-smart-contracts is
 * rendered from one `ContractPage`; signatures are facts taken from the Linea monorepo, every
 * description is written for these docs. Selectors, event topics and role hashes are not stored
 * here: src/plugins/contract-reference computes them from the signatures at build time.
 */
import type { ContractKey } from '../deployments';

export type ContractKind = 'contract' | 'abstract contract' | 'interface' | 'library';
export type Visibility = 'external' | 'public' | 'internal';
export type Mutability = 'pure' | 'view' | 'nonpayable' | 'payable';
export type DataLocation = 'memory' | 'calldata' | 'storage';

export interface Param {
  /** Name as declared; '' for an unnamed parameter or return value. */
  name: string;
  /**
   * Solidity type as written in the source, without data location: `uint256`, `bytes32[]`,
   * `address payable`, a struct or enum name (`FinalizationDataV4`, `PauseType`), qualified when
   * the source qualifies it (`IL1MessageService.ClaimMessageWithProofParams`), or a contract
   * type (`IPlonkVerifier`), which the ABI encodes as `address`.
   */
  type: string;
  location?: DataLocation;
  /** Event parameters only. */
  indexed?: boolean;
  description: string;
}

export interface FunctionDoc {
  /** Function name, or `constructor`, `receive`, `fallback`. */
  name: string;
  visibility: Visibility;
  mutability: Mutability;
  params: Param[];
  returns?: Param[];
  /** Modifiers as written, for example `onlyRole(OPERATOR_ROLE)`. */
  modifiers?: string[];
  /**
   * Who may call it, when that is narrower than "anyone" (roles, the message service, the
   * contract itself). Left out for unrestricted functions and for internal ones.
   */
  access?: string;
  description: string;
  /** Errors the function can revert with, by name (`ZeroAddressNotAllowed` or `IGenericErrors.ZeroAddressNotAllowed`). */
  reverts?: string[];
  /** Events the function emits, by name. */
  emits?: string[];
}

export interface EventDoc {
  name: string;
  params: Param[];
  description: string;
}

export interface ErrorDoc {
  name: string;
  params: Param[];
  description: string;
}

export interface ModifierDoc {
  name: string;
  params: Param[];
  description: string;
  reverts?: string[];
}

export interface StructDoc {
  name: string;
  fields: Param[];
  description: string;
}

export interface EnumDoc {
  name: string;
  /** Members in declaration order: the ABI encodes a member as its index (uint8). */
  values: { name: string; description: string }[];
  description: string;
}

export interface VariableDoc {
  name: string;
  /** Type as declared, including mapping key and value names: `mapping(uint256 blockNumber => bytes32 stateRootHash)`. */
  type: string;
  visibility: 'public' | 'internal';
  constant?: boolean;
  immutable?: boolean;
  /** Initial value of a constant as written (`keccak256("OPERATOR_ROLE")`, `1`). */
  value?: string;
  description: string;
}

export interface SourceRef {
  /** Path inside the Linea monorepo, e.g. `contracts/src/rollup/LineaRollup.sol`. */
  path: string;
  /** Commit of the monorepo the documented text comes from. */
  commit: string;
  /** Pragma of the source file, e.g. `0.8.33` or `^0.8.33`. */
  pragma: string;
}

/** One Solidity contract, interface or library. */
export interface ContractUnit {
  name: string;
  kind: ContractKind;
  source: SourceRef;
  /** Direct bases, in declaration order: units of this data set or entries of `externalBases`. */
  inherits: string[];
  /** What it is for, in one or two sentences. */
  summary: string;
  functions?: FunctionDoc[];
  events?: EventDoc[];
  errors?: ErrorDoc[];
  modifiers?: ModifierDoc[];
  structs?: StructDoc[];
  enums?: EnumDoc[];
  variables?: VariableDoc[];
}

/** When the page documents a contract that is no longer in the monorepo under this name. */
export interface HistoryNote {
  /** Date of the documented commit, YYYY-MM-DD. */
  documentedAt: string;
  /** What happened to it, in our words. */
  fate: string;
  /** Units that took over its role; each must be documented in this data set. */
  replacedBy: string[];
}

/** One reference page. Its first unit is the page's subject; the others are documented alongside it. */
export interface ContractPage {
  /** Route of the page, `/api/linea-smart-contracts/...`. */
  path: string;
  /** Paragraphs that open the page. Inline `code` in backticks is rendered as code. */
  overview: string[];
  units: [ContractUnit, ...ContractUnit[]];
  /** Why the extra units share this page (for example, a base split off from the subject). */
  companionsNote?: string;
  /** Deployed instances, rendered from src/data/deployments.ts. */
  deployments?: ContractKey[];
  /** The CONTRACT_VERSION the subject reports at the documented commit, where it has one. */
  contractVersion?: string;
  /**
   * Deployed contracts built from this code that its subject is not an ancestor of: libraries
   * compiled into them, and interfaces that describe or are called by them. Ancestors are found
   * from the data itself.
   */
  usedBy?: DeployedContractId[];
  history?: HistoryNote;
  /** The MDX page passes a "use it from your code" sample as children of the reference. */
  hasUsageSample?: boolean;
  /** For a page that is also a sidebar category's index: the pages of that category. */
  sectionPages?: { title: string; href: string; description: string }[];
}

/** The whole reference: every page, plus what the pages link to without documenting. */
export interface DataSet {
  pages: readonly ContractPage[];
  externalBases: readonly ExternalBase[];
  /** Contract and interface names used only as parameter types (the ABI encodes them as address). */
  contractTypes: readonly string[];
  /** What runs on each network. */
  deployed: Readonly<Record<DeployedContractId, DeployedContract>>;
  /** Date (YYYY-MM-DD) of every monorepo commit a source points at. */
  commitDates: Readonly<Record<string, string>>;
}

/** The networks a Linea contract is deployed on. */
export type DeploymentNetwork = 'ethereumMainnet' | 'ethereumSepolia' | 'lineaMainnet' | 'lineaSepolia';

/** The version of a deployed contract on one network, as Linea published it. */
export interface DeployedVersion {
  /** CONTRACT_VERSION of the implementation behind the proxy, when the contract reports one. */
  version?: string;
  /** When that implementation went live, YYYY-MM-DD, where Linea published it. */
  since?: string;
  /** Where this is stated: repository, path and commit, or URL. */
  source: string;
}

export type DeployedContractId = 'lineaRollup' | 'l2MessageService' | 'tokenBridge' | 'timelock';

/** A contract Linea runs, the unit of this data set it is built from, and what runs on each network. */
export interface DeployedContract {
  id: DeployedContractId;
  /** Name of the unit that is deployed (the implementation behind the proxies). */
  unit: string;
  networks: Partial<Record<DeploymentNetwork, DeployedVersion>>;
  /**
   * What the documented version adds to the ABI of the version before it, as `kind signature`
   * (`function setAddressFilter(address)`): upcoming on a network that still runs the earlier one.
   */
  additions?: { version: string; previous: string; members: string[] };
}

/** A base contract from another project (OpenZeppelin), linked rather than documented. */
export interface ExternalBase {
  name: string;
  origin: string;
  url: string;
  /** Its direct bases, so the ABI of a contract can be gathered through it. */
  inherits?: string[];
  /** Its ABI members that Linea contracts expose, with our own one-line descriptions. */
  functions?: FunctionDoc[];
  events?: EventDoc[];
  errors?: ErrorDoc[];
}
