/**
 * What a smart-contract reference page renders, as the build hands it to the page: Solidity
 * declarations, canonical signatures with their selectors or topics, links between members and
 * the versions deployed on each network. Types only, so pages and components can import them
 * without any of the build-time code (src/lib/contractBuilder.ts builds these).
 */
import type { ContractKind, DeploymentNetwork, FunctionDoc } from '../data/contracts/types';
import type { ContractKey } from '../data/deployments';
import type { PackedAbi } from './contractAbiIndex';

export interface RefLink {
  name: string;
  /** Page path with anchor, or an external URL. */
  href: string;
  external?: boolean;
}

export interface RenderedParam {
  name: string;
  /** Type as written, with data location and `indexed` where present. */
  type: string;
  /** Canonical ABI type; absent for types without one (storage pointers, mappings). */
  abiType?: string;
  description: string;
}

interface RenderedMember {
  id: string;
  name: string;
  /** Heading text when it is not just the name: the name with its parameter types, for overloads. */
  heading?: string;
  declaration: string;
  description: string;
  /** Unit that declares it, when that is not the page's subject. */
  declaredIn?: string;
  /** The version of the deployed contract that added it to the ABI, when that version is the documented one. */
  addedIn?: string;
}

export interface RenderedFunction extends RenderedMember {
  visibility: FunctionDoc['visibility'];
  mutability: FunctionDoc['mutability'];
  /** Canonical signature and selector, for functions reachable through the ABI. */
  signature?: string;
  selector?: string;
  access: string;
  params: RenderedParam[];
  returns: RenderedParam[];
  reverts: RefLink[];
  emits: RefLink[];
}

export interface RenderedEvent extends RenderedMember {
  signature: string;
  topic: string;
  params: RenderedParam[];
}

export interface RenderedError extends RenderedMember {
  signature: string;
  selector: string;
  params: RenderedParam[];
}

export interface RenderedModifier extends RenderedMember {
  params: RenderedParam[];
  reverts: RefLink[];
}

export interface RenderedStruct extends RenderedMember {
  /** The tuple the ABI encodes it as. */
  tuple?: string;
  fields: RenderedParam[];
}

export interface RenderedEnum extends RenderedMember {
  values: { name: string; index: number; description: string }[];
}

export interface RenderedVariable extends RenderedMember {
  /** Canonical signature and selector of the getter of a public variable. */
  signature?: string;
  selector?: string;
  /** For `keccak256("...")` constants (role identifiers): the resulting bytes32. */
  hashedValue?: string;
}

export interface UnitInfo {
  id: string;
  name: string;
  kind: ContractKind;
  summary: string;
  sourcePath: string;
  commit: string;
  pragma: string;
  inherits: RefLink[];
}


export interface ContractReference {
  path: string;
  title: string;
  kind: ContractKind;
  overview: string[];
  companionsNote?: string;
  units: UnitInfo[];
  deployments: ContractKey[];
  contractVersion?: string;
  versions: VersionRecord;
  history?: { documentedAt: string; commit: string; fate: string; replacedBy: RefLink[] };
  hasUsageSample: boolean;
  sectionPages: { title: string; href: string; description: string }[];
  functions: RenderedFunction[];
  events: RenderedEvent[];
  errors: RenderedError[];
  modifiers: RenderedModifier[];
  structs: RenderedStruct[];
  enums: RenderedEnum[];
  variables: RenderedVariable[];
  /** Every function, event and error of the public interface, inherited ones included (contracts only). */
  abi: PackedAbi;
}

/** How the documented code compares with what runs on one network. */
export type DeploymentStatus = 'same' | 'newer' | 'older' | 'unversioned';

export interface NetworkVersion {
  network: DeploymentNetwork;
  version?: string;
  since?: string;
  /** `newer`: this page documents a version not deployed there yet (upcoming). */
  status: DeploymentStatus;
}

/** The version a page documents, and what runs on each network. */
export interface VersionRecord {
  /** CONTRACT_VERSION of the deployed contract the code belongs to, at the documented commit. */
  version?: string;
  commit: string;
  date: string;
  /** Whether members of the page are marked as added by the documented version (`addedIn`). */
  marksAdditions: boolean;
  /** Deployed contracts built from this code, with what runs on each network; empty when none. */
  deployedIn: { name: string; href: string; version?: string; networks: NetworkVersion[] }[];
}
