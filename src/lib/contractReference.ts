/**
 * Turns the contract data of src/data/contracts into what a reference page renders: Solidity
 * declarations, canonical signatures with their selectors or topics, links between members,
 * the public interface gathered through inheritance, and the page's table of contents.
 *
 * Pure and synchronous: hashing is passed in, so this runs in Node at build time with viem's
 * keccak (src/plugins/contract-reference) and in unit tests, and never ships to the browser.
 */
import type {
  ContractPage,
  ContractUnit,
  ErrorDoc,
  EventDoc,
  ExternalBase,
  FunctionDoc,
  Param,
  VariableDoc,
} from '../data/contracts/types';
import type { ContractKey } from '../data/deployments';
import { SECTIONS } from './contractSections';
import { packAbi, type AbiRow, type PackedAbi } from './contractAbiIndex';

export type { AbiRow, PackedAbi } from './contractAbiIndex';
import { canonicalSignature, canonicalType, getterShape, hashedStringLiteral, type TypeResolver, type UserType } from './solidityAbi';

export interface Hashers {
  /** 4-byte selector of a canonical signature, 0x-prefixed. */
  functionSelector(signature: string): string;
  /** keccak-256 of a canonical event signature, 0x-prefixed. */
  eventTopic(signature: string): string;
  /** keccak-256 of a UTF-8 string, 0x-prefixed. */
  keccakOfString(text: string): string;
}

export interface DataSet {
  pages: readonly ContractPage[];
  externalBases: readonly ExternalBase[];
  /** Contract and interface names used only as parameter types (the ABI encodes them as address). */
  contractTypes: readonly string[];
}

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
  kind: ContractUnit['kind'];
  summary: string;
  sourcePath: string;
  commit: string;
  pragma: string;
  inherits: RefLink[];
}


export interface ContractReference {
  path: string;
  title: string;
  kind: ContractUnit['kind'];
  overview: string[];
  companionsNote?: string;
  units: UnitInfo[];
  deployments: ContractKey[];
  contractVersion?: string;
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

export { MONOREPO_URL } from './contractSections';

export { SECTIONS } from './contractSections';

type MemberKind = 'function' | 'event' | 'error' | 'modifier' | 'struct' | 'enum' | 'variable';

interface Located<T> {
  member: T;
  unit: ContractUnit;
  page: ContractPage;
}

const RESERVED_IDS = new Set<string>(Object.values(SECTIONS).map((s) => s.id));

export function unitAnchor(name: string): string {
  return `source-${name.toLowerCase()}`;
}

/** Anchors of every member of a page: the member's name, made unique on the page when needed. */
function assignIds(page: ContractPage): Map<object, string> {
  const ids = new Map<object, string>();
  const used = new Set<string>(RESERVED_IDS);
  for (const unit of page.units) used.add(unitAnchor(unit.name));
  const take = (member: object, name: string, kind: MemberKind) => {
    let id = name;
    if (used.has(id)) id = `${name}-${kind}`;
    for (let n = 2; used.has(id); n++) id = `${name}-${kind}-${n}`;
    used.add(id);
    ids.set(member, id);
  };
  for (const unit of page.units) {
    for (const f of unit.functions ?? []) take(f, f.name, 'function');
    for (const v of unit.variables ?? []) take(v, v.name, 'variable');
    for (const e of unit.events ?? []) take(e, e.name, 'event');
    for (const e of unit.errors ?? []) take(e, e.name, 'error');
    for (const m of unit.modifiers ?? []) take(m, m.name, 'modifier');
    for (const s of unit.structs ?? []) take(s, s.name, 'struct');
    for (const e of unit.enums ?? []) take(e, e.name, 'enum');
  }
  return ids;
}

export class ContractIndex {
  readonly units = new Map<string, { unit: ContractUnit; page: ContractPage }>();
  readonly externals = new Map<string, ExternalBase>();
  private readonly ids = new Map<object, string>();
  private readonly types = new Map<string, UserType[]>();
  private readonly qualifiedTypes = new Map<string, UserType>();
  private readonly errorsByName = new Map<string, Located<ErrorDoc>[]>();
  private readonly eventsByName = new Map<string, Located<EventDoc>[]>();
  private readonly externalMembers = new Map<object, ExternalBase>();
  readonly resolve: TypeResolver;

  constructor(readonly data: DataSet) {
    for (const page of data.pages) {
      for (const [member, id] of assignIds(page)) this.ids.set(member, id);
      for (const unit of page.units) {
        if (this.units.has(unit.name)) throw new Error(`Unit "${unit.name}" is documented twice`);
        this.units.set(unit.name, { unit, page });
        for (const s of unit.structs ?? []) this.addType(unit.name, s.name, { kind: 'struct', fields: s.fields, scope: unit.name });
        for (const e of unit.enums ?? []) this.addType(unit.name, e.name, { kind: 'enum' });
        for (const e of unit.errors ?? []) this.push(this.errorsByName, e.name, { member: e, unit, page });
        for (const e of unit.events ?? []) this.push(this.eventsByName, e.name, { member: e, unit, page });
      }
    }
    for (const base of data.externalBases) {
      if (this.units.has(base.name) || this.externals.has(base.name)) throw new Error(`"${base.name}" is defined twice`);
      this.externals.set(base.name, base);
      for (const m of [...(base.functions ?? []), ...(base.events ?? []), ...(base.errors ?? [])]) this.externalMembers.set(m, base);
    }
    const contractNames = new Set([...this.units.keys(), ...this.externals.keys(), ...data.contractTypes]);
    this.resolve = (name: string, scope?: string) => {
      if (name.includes('.')) return this.qualifiedTypes.get(name);
      if (scope && this.units.has(scope)) {
        for (const item of this.ancestry(scope)) {
          const local = this.qualifiedTypes.get(`${item.name}.${name}`);
          if (local) return local;
        }
      }
      const found = this.types.get(name);
      if (found && found.length > 1) throw new Error(`Type "${name}" is ambiguous: qualify it`);
      if (found?.[0]) return found[0];
      return contractNames.has(name) ? { kind: 'contract' } : undefined;
    };
  }

  private addType(unitName: string, name: string, type: UserType) {
    this.qualifiedTypes.set(`${unitName}.${name}`, type);
    this.types.set(name, [...(this.types.get(name) ?? []), type]);
  }

  private push<T>(map: Map<string, T[]>, key: string, value: T) {
    map.set(key, [...(map.get(key) ?? []), value]);
  }

  idOf(member: object): string {
    const id = this.ids.get(member);
    if (!id) throw new Error('Member has no anchor');
    return id;
  }

  pageOfUnit(name: string): ContractPage | undefined {
    return this.units.get(name)?.page;
  }

  /** Link to where a unit or external base is documented. */
  linkToContract(name: string, from?: ContractPage): RefLink {
    const found = this.units.get(name);
    if (found) {
      const anchor = found.page.units[0].name === name ? '' : `#${unitAnchor(name)}`;
      const href = found.page === from ? `#${unitAnchor(name)}` : `${found.page.path}${anchor}`;
      return { name, href };
    }
    const external = this.externals.get(name);
    if (external) return { name, href: external.url, external: true };
    throw new Error(`"${name}" is neither documented nor an external base`);
  }

  /** Finds the declaration an error or event reference (`Name` or `Unit.Name`) points to. */
  locate(kind: 'error' | 'event', ref: string): Located<ErrorDoc | EventDoc> | { member: ErrorDoc | EventDoc; base: ExternalBase } {
    const [qualifier, name] = ref.includes('.') ? (ref.split('.') as [string, string]) : [undefined, ref];
    const pool: Located<ErrorDoc | EventDoc>[] = (kind === 'error' ? this.errorsByName : this.eventsByName).get(name) ?? [];
    const candidates = qualifier ? pool.filter((c) => c.unit.name === qualifier) : pool;
    if (candidates.length === 1) return candidates[0]!;
    if (candidates.length > 1) throw new Error(`${kind} "${ref}" is declared in several units: qualify it`);
    for (const base of this.externals.values()) {
      const member = ((kind === 'error' ? base.errors : base.events) ?? []).find((m) => m.name === name);
      if (member && (!qualifier || qualifier === base.name)) return { member, base };
    }
    throw new Error(`Unknown ${kind} "${ref}"`);
  }

  private memberLink(kind: 'error' | 'event', ref: string, from: ContractPage): RefLink {
    const found = this.locate(kind, ref);
    if ('base' in found) return { name: found.member.name, href: found.base.url, external: true };
    const id = this.idOf(found.member);
    return { name: found.member.name, href: found.page === from ? `#${id}` : `${found.page.path}#${id}` };
  }

  errorLink(ref: string, from: ContractPage): RefLink {
    return this.memberLink('error', ref, from);
  }

  eventLink(ref: string, from: ContractPage): RefLink {
    return this.memberLink('event', ref, from);
  }

  /** Units and external bases a unit inherits from, the unit itself first, depth first. */
  ancestry(name: string): (ContractUnit | ExternalBase)[] {
    const order: (ContractUnit | ExternalBase)[] = [];
    const seen = new Set<string>();
    const visit = (n: string) => {
      if (seen.has(n)) return;
      seen.add(n);
      const item = this.units.get(n)?.unit ?? this.externals.get(n);
      if (!item) throw new Error(`"${n}" is neither documented nor an external base`);
      order.push(item);
      for (const base of item.inherits ?? []) visit(base);
    };
    visit(name);
    return order;
  }
}

function paramDeclaration(p: Param): string {
  return [p.type, p.indexed ? 'indexed' : '', p.location ?? '', p.name].filter(Boolean).join(' ');
}

/** Lays a declaration out on one line, or one parameter per line when it is long. */
function layout(head: string, params: string[], tail: string, max = 88): string {
  const tailText = tail ? ` ${tail}` : '';
  const oneLine = `${head}(${params.join(', ')})${tailText}`;
  if (oneLine.length <= max || params.length === 0) return oneLine;
  return `${head}(\n${params.map((p) => `  ${p}`).join(',\n')}\n)${tailText}`;
}

export function functionDeclaration(fn: FunctionDoc): string {
  const special = fn.name === 'constructor' || fn.name === 'receive' || fn.name === 'fallback';
  const head = special ? fn.name : `function ${fn.name}`;
  const returns = fn.returns?.length ? `returns (${fn.returns.map(paramDeclaration).join(', ')})` : '';
  const tail = [
    fn.name === 'constructor' ? '' : fn.visibility,
    fn.mutability === 'nonpayable' ? '' : fn.mutability,
    ...(fn.modifiers ?? []),
    returns,
  ].filter(Boolean);
  return `${layout(head, fn.params.map(paramDeclaration), tail.join(' '))};`;
}

function variableDeclaration(v: VariableDoc): string {
  const parts = [v.type, v.visibility, v.constant ? 'constant' : '', v.immutable ? 'immutable' : '', v.name].filter(Boolean);
  return `${parts.join(' ')}${v.value !== undefined ? ` = ${v.value}` : ''};`;
}

function defaultAccess(fn: FunctionDoc, unit: ContractUnit): string {
  if (fn.access) return fn.access;
  if (fn.name === 'constructor') return 'Runs once, when the contract is deployed.';
  if (fn.visibility === 'internal') {
    return unit.kind === 'library'
      ? 'Internal: compiled into the contract that calls it.'
      : 'Internal: callable from this contract and contracts that inherit it.';
  }
  if (unit.kind === 'interface') return 'Set by the implementing contract.';
  if (fn.mutability === 'view' || fn.mutability === 'pure') return 'Anyone (read-only).';
  return 'Anyone.';
}

/**
 * Selectors of public library functions are computed from a library-specific signature in which
 * structs, enums and storage references keep their Solidity names. The pages only need them for
 * elementary parameters, so anything else is refused rather than given a wrong selector.
 */
function assertPlainLibraryParams(fn: FunctionDoc, unit: ContractUnit): void {
  const plain = /^(address|bool|string|bytes\d*|u?int\d*)(\[\d*\])*$/;
  const odd = fn.params.find((p) => p.location === 'storage' || !plain.test(p.type));
  if (odd) throw new Error(`${unit.name}.${fn.name}: library selector for parameter type "${odd.type}" is not supported`);
}

export function buildReference(data: DataSet, path: string, hash: Hashers, index = new ContractIndex(data)): ContractReference {
  const page = data.pages.find((p) => p.path === path);
  if (!page) throw new Error(`No contract data for ${path}`);
  const subject = page.units[0];
  const resolve = index.resolve;
  const abiType = (p: Param, scope: string): string | undefined => (p.location === 'storage' ? undefined : canonicalType(p.type, resolve, scope));
  const renderParams = (params: readonly Param[], scope: string): RenderedParam[] =>
    params.map((p) => {
      const canonical = abiType(p, scope);
      return {
        name: p.name,
        type: [p.type, p.indexed ? 'indexed' : '', p.location ?? ''].filter(Boolean).join(' '),
        ...(canonical !== undefined && canonical !== p.type ? { abiType: canonical } : {}),
        description: p.description,
      };
    });
  const declaredIn = (unit: ContractUnit) => (unit === subject ? {} : { declaredIn: unit.name });

  const allNames = (list: (unit: ContractUnit) => readonly { name: string }[] | undefined) =>
    page.units.flatMap((u) => (list(u) ?? []).map((m) => m.name));
  // A name is overloaded when it appears with different parameter types; an override repeated
  // in several units of the page keeps its plain name.
  const overloadedFunctions = new Set(
    allNames((u) => u.functions).filter((name) => {
      const shapes = new Set(page.units.flatMap((u) => (u.functions ?? []).filter((f) => f.name === name).map((f) => f.params.map((p) => p.type).join(','))));
      return shapes.size > 1;
    }),
  );
  const heading = (name: string, params: readonly Param[], overloads: Set<string>) =>
    overloads.has(name) ? `${name}(${params.map((p) => p.type).join(',')})` : name;

  const functions: RenderedFunction[] = [];
  for (const unit of page.units) {
    for (const fn of unit.functions ?? []) {
      const inAbi = (fn.visibility === 'external' || fn.visibility === 'public') && !['constructor', 'receive', 'fallback'].includes(fn.name);
      if (inAbi && unit.kind === 'library') assertPlainLibraryParams(fn, unit);
      const signature = inAbi && !fn.params.some((p) => p.location === 'storage') ? canonicalSignature(fn.name, fn.params, resolve, unit.name) : undefined;
      functions.push({
        id: index.idOf(fn),
        name: fn.name,
        ...(overloadedFunctions.has(fn.name) ? { heading: heading(fn.name, fn.params, overloadedFunctions) } : {}),
        declaration: functionDeclaration(fn),
        description: fn.description,
        ...declaredIn(unit),
        visibility: fn.visibility,
        mutability: fn.mutability,
        ...(signature ? { signature, selector: hash.functionSelector(signature) } : {}),
        access: defaultAccess(fn, unit),
        params: renderParams(fn.params, unit.name),
        returns: renderParams(fn.returns ?? [], unit.name),
        reverts: (fn.reverts ?? []).map((r) => index.errorLink(r, page)),
        emits: (fn.emits ?? []).map((e) => index.eventLink(e, page)),
      });
    }
  }
  // Entry points first, internal helpers after them; declaration order within each group.
  functions.sort((a, b) => Number(a.visibility === 'internal') - Number(b.visibility === 'internal'));

  const events: RenderedEvent[] = page.units.flatMap((unit) =>
    (unit.events ?? []).map((e) => {
      const signature = canonicalSignature(e.name, e.params, resolve, unit.name);
      return {
        id: index.idOf(e),
        name: e.name,
        declaration: `${layout(`event ${e.name}`, e.params.map(paramDeclaration), '')};`,
        description: e.description,
        ...declaredIn(unit),
        signature,
        topic: hash.eventTopic(signature),
        params: renderParams(e.params, unit.name),
      };
    }),
  );

  const errors: RenderedError[] = page.units.flatMap((unit) =>
    (unit.errors ?? []).map((e) => {
      const signature = canonicalSignature(e.name, e.params, resolve, unit.name);
      return {
        id: index.idOf(e),
        name: e.name,
        declaration: `${layout(`error ${e.name}`, e.params.map(paramDeclaration), '')};`,
        description: e.description,
        ...declaredIn(unit),
        signature,
        selector: hash.functionSelector(signature),
        params: renderParams(e.params, unit.name),
      };
    }),
  );

  const modifiers: RenderedModifier[] = page.units.flatMap((unit) =>
    (unit.modifiers ?? []).map((m) => ({
      id: index.idOf(m),
      name: m.name,
      declaration: `${layout(`modifier ${m.name}`, m.params.map(paramDeclaration), '')};`,
      description: m.description,
      ...declaredIn(unit),
      params: renderParams(m.params, unit.name),
      reverts: (m.reverts ?? []).map((r) => index.errorLink(r, page)),
    })),
  );

  const structs: RenderedStruct[] = page.units.flatMap((unit) =>
    (unit.structs ?? []).map((s) => {
      const abiEncodable = s.fields.every((f) => !f.type.startsWith('mapping('));
      return {
        id: index.idOf(s),
        name: s.name,
        declaration: `struct ${s.name} {\n${s.fields.map((f) => `  ${f.type} ${f.name};`).join('\n')}\n}`,
        description: s.description,
        ...declaredIn(unit),
        ...(abiEncodable ? { tuple: canonicalType(`${unit.name}.${s.name}`, resolve) } : {}),
        fields: renderParams(s.fields, unit.name),
      };
    }),
  );

  const enums: RenderedEnum[] = page.units.flatMap((unit) =>
    (unit.enums ?? []).map((e) => ({
      id: index.idOf(e),
      name: e.name,
      declaration: `enum ${e.name} {\n${e.values.map((v) => `  ${v.name}`).join(',\n')}\n}`,
      description: e.description,
      ...declaredIn(unit),
      values: e.values.map((v, i) => ({ name: v.name, index: i, description: v.description })),
    })),
  );

  const variables: RenderedVariable[] = page.units.flatMap((unit) =>
    (unit.variables ?? []).map((v) => {
      const getter = v.visibility === 'public' ? getterShape(v.type, resolve, unit.name) : undefined;
      const signature = getter ? canonicalSignature(v.name, getter.params, resolve, unit.name) : undefined;
      const hashed = hashedStringLiteral(v.value);
      return {
        id: index.idOf(v),
        name: v.name,
        declaration: variableDeclaration(v),
        description: v.description,
        ...declaredIn(unit),
        ...(signature ? { signature, selector: hash.functionSelector(signature) } : {}),
        ...(hashed !== undefined ? { hashedValue: hash.keccakOfString(hashed) } : {}),
      };
    }),
  );

  const units: UnitInfo[] = page.units.map((u) => ({
    id: unitAnchor(u.name),
    name: u.name,
    kind: u.kind,
    summary: u.summary,
    sourcePath: u.source.path,
    commit: u.source.commit,
    pragma: u.source.pragma,
    inherits: u.inherits.map((b) => index.linkToContract(b, page)),
  }));

  const abiRows = subject.kind === 'interface' || subject.kind === 'library' ? [] : collectAbi(index, subject.name, page, hash);
  const abi = packAbi(abiRows);


  const history = page.history && {
    documentedAt: page.history.documentedAt,
    commit: subject.source.commit,
    fate: page.history.fate,
    replacedBy: page.history.replacedBy.map((name) => index.linkToContract(name, page)),
  };

  return {
    path: page.path,
    title: subject.name,
    kind: subject.kind,
    overview: page.overview,
    ...(page.companionsNote ? { companionsNote: page.companionsNote } : {}),
    units,
    deployments: page.deployments ?? [],
    ...(page.contractVersion ? { contractVersion: page.contractVersion } : {}),
    ...(history ? { history } : {}),
    hasUsageSample: page.hasUsageSample === true,
    sectionPages: page.sectionPages ?? [],
    functions,
    events,
    errors,
    modifiers,
    structs,
    enums,
    variables,
    abi,
  };
}

/**
 * The public interface of a contract: external and public functions (getters included), events
 * and errors of the contract and everything it inherits, one row per canonical signature. An
 * implementation wins over the interface that declares the same function.
 */
export function collectAbi(index: ContractIndex, name: string, from: ContractPage, hash: Hashers): AbiRow[] {
  const rows = new Map<string, { row: AbiRow; fromInterface: boolean }>();
  const add = (row: AbiRow, fromInterface: boolean) => {
    const key = `${row.kind}:${row.signature}`;
    const existing = rows.get(key);
    if (!existing || (existing.fromInterface && !fromInterface)) rows.set(key, { row, fromInterface });
  };
  const link = (unitName: string, member: object): { href: string; external?: boolean } => {
    const found = index.units.get(unitName);
    if (found) {
      const id = index.idOf(member);
      return { href: found.page === from ? `#${id}` : `${found.page.path}#${id}` };
    }
    return { href: index.externals.get(unitName)!.url, external: true };
  };
  for (const item of index.ancestry(name)) {
    const isUnit = 'kind' in item;
    const fromInterface = isUnit && item.kind === 'interface';
    for (const fn of item.functions ?? []) {
      if (fn.visibility !== 'external' && fn.visibility !== 'public') continue;
      if (['constructor', 'receive', 'fallback'].includes(fn.name)) continue;
      const signature = canonicalSignature(fn.name, fn.params, index.resolve, item.name);
      add({ kind: 'function', name: fn.name, signature, hash: hash.functionSelector(signature), from: item.name, ...link(item.name, fn) }, fromInterface);
    }
    if (isUnit) {
      for (const v of item.variables ?? []) {
        if (v.visibility !== 'public') continue;
        const signature = canonicalSignature(v.name, getterShape(v.type, index.resolve, item.name).params, index.resolve, item.name);
        add({ kind: 'function', name: v.name, signature, hash: hash.functionSelector(signature), from: item.name, ...link(item.name, v) }, false);
      }
    }
    for (const e of item.events ?? []) {
      const signature = canonicalSignature(e.name, e.params, index.resolve, item.name);
      add({ kind: 'event', name: e.name, signature, hash: hash.eventTopic(signature), from: item.name, ...link(item.name, e) }, false);
    }
    for (const e of item.errors ?? []) {
      const signature = canonicalSignature(e.name, e.params, index.resolve, item.name);
      add({ kind: 'error', name: e.name, signature, hash: hash.functionSelector(signature), from: item.name, ...link(item.name, e) }, false);
    }
    // Errors raised through libraries or qualified names are part of the ABI without being inherited.
    for (const ref of [...(item.functions ?? []), ...('kind' in item ? (item.modifiers ?? []) : [])].flatMap((m) => m.reverts ?? [])) {
      const found = index.locate('error', ref);
      const owner = 'base' in found ? found.base.name : found.unit.name;
      const signature = canonicalSignature(found.member.name, found.member.params, index.resolve, owner);
      add({ kind: 'error', name: found.member.name, signature, hash: hash.functionSelector(signature), from: owner, ...link(owner, found.member) }, false);
    }
  }
  const order = { function: 0, event: 1, error: 2 } as const;
  return [...rows.values()]
    .map((r) => r.row)
    .sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name) || a.signature.localeCompare(b.signature));
}
