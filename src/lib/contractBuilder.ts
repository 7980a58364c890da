/**
 * Builds what a contract reference page renders from the data of src/data/contracts: one small
 * step per member kind, then the selector index, the source table and the version record.
 *
 * Pure and synchronous: hashing is passed in, so this runs in Node at build time with viem's
 * keccak (src/plugins/contract-reference) and in unit tests, and never ships to the browser.
 */
import type {
  ContractPage,
  ContractUnit,
  DataSet,
  DeployedContract,
  DeploymentNetwork,
  EnumDoc,
  ErrorDoc,
  EventDoc,
  FunctionDoc,
  ModifierDoc,
  Param,
  StructDoc,
  VariableDoc,
} from '../data/contracts/types';
import { packAbi, type AbiRow } from './contractAbiIndex';
import { ContractIndex, unitAnchor } from './contractIndex';
import type {
  ContractReference,
  NetworkVersion,
  RenderedEnum,
  RenderedError,
  RenderedEvent,
  RenderedFunction,
  RenderedModifier,
  RenderedParam,
  RenderedStruct,
  RenderedVariable,
  UnitInfo,
  VersionRecord,
} from './contractReference';
import { canonicalSignature, canonicalType, getterShape, hashedStringLiteral } from './solidityAbi';

export interface Hashers {
  /** 4-byte selector of a canonical signature, 0x-prefixed. */
  functionSelector(signature: string): string;
  /** keccak-256 of a canonical event signature, 0x-prefixed. */
  eventTopic(signature: string): string;
  /** keccak-256 of a UTF-8 string, 0x-prefixed. */
  keccakOfString(text: string): string;
}

/** What every step needs: the page, its subject, the index of the whole data set and the hashes. */
interface Context {
  page: ContractPage;
  subject: ContractUnit;
  index: ContractIndex;
  hash: Hashers;
}

const SPECIAL_FUNCTIONS = ['constructor', 'receive', 'fallback'];

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
  const special = SPECIAL_FUNCTIONS.includes(fn.name);
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

/** Whether a function has a selector: external or public, and not a constructor, receive or fallback. */
function inAbi(fn: FunctionDoc): boolean {
  return (fn.visibility === 'external' || fn.visibility === 'public') && !SPECIAL_FUNCTIONS.includes(fn.name);
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

function renderParams(ctx: Context, params: readonly Param[], scope: string): RenderedParam[] {
  return params.map((p) => {
    const canonical = p.location === 'storage' ? undefined : canonicalType(p.type, ctx.index.resolve, scope);
    return {
      name: p.name,
      type: [p.type, p.indexed ? 'indexed' : '', p.location ?? ''].filter(Boolean).join(' '),
      ...(canonical !== undefined && canonical !== p.type ? { abiType: canonical } : {}),
      description: p.description,
    };
  });
}

/** The fields every member shares: anchor, name, description and, when not the subject, the unit that declares it. */
function memberBase(ctx: Context, unit: ContractUnit, member: { name: string; description: string }) {
  return {
    id: ctx.index.idOf(member),
    name: member.name,
    description: member.description,
    ...(unit === ctx.subject ? {} : { declaredIn: unit.name }),
  };
}

/** Members of one kind across the page's units, in unit order, each with the unit that declares it. */
function membersOf<T>(page: ContractPage, pick: (unit: ContractUnit) => readonly T[] | undefined): { unit: ContractUnit; member: T }[] {
  return page.units.flatMap((unit) => (pick(unit) ?? []).map((member) => ({ unit, member })));
}

/**
 * Names that appear with different parameter types on the page; their headings carry the types.
 * An override repeated in several units of the page keeps its plain name.
 */
function overloadedNames(page: ContractPage): Set<string> {
  const shapes = new Map<string, Set<string>>();
  for (const { member } of membersOf(page, (u) => u.functions)) {
    shapes.set(member.name, (shapes.get(member.name) ?? new Set()).add(member.params.map((p) => p.type).join(',')));
  }
  return new Set([...shapes].filter(([, s]) => s.size > 1).map(([name]) => name));
}

export function buildFunctions(ctx: Context): RenderedFunction[] {
  const overloaded = overloadedNames(ctx.page);
  const functions = membersOf(ctx.page, (u) => u.functions).map(({ unit, member: fn }): RenderedFunction => {
    const reachable = inAbi(fn);
    if (reachable && unit.kind === 'library') assertPlainLibraryParams(fn, unit);
    const signature = reachable && !fn.params.some((p) => p.location === 'storage') ? canonicalSignature(fn.name, fn.params, ctx.index.resolve, unit.name) : undefined;
    return {
      ...memberBase(ctx, unit, fn),
      ...(overloaded.has(fn.name) ? { heading: `${fn.name}(${fn.params.map((p) => p.type).join(',')})` } : {}),
      declaration: functionDeclaration(fn),
      visibility: fn.visibility,
      mutability: fn.mutability,
      ...(signature ? { signature, selector: ctx.hash.functionSelector(signature) } : {}),
      access: defaultAccess(fn, unit),
      params: renderParams(ctx, fn.params, unit.name),
      returns: renderParams(ctx, fn.returns ?? [], unit.name),
      reverts: (fn.reverts ?? []).map((r) => ctx.index.errorLink(r, ctx.page)),
      emits: (fn.emits ?? []).map((e) => ctx.index.eventLink(e, ctx.page)),
    };
  });
  // Entry points first, internal helpers after them; declaration order within each group.
  return functions.sort((a, b) => Number(a.visibility === 'internal') - Number(b.visibility === 'internal'));
}

export function buildEvents(ctx: Context): RenderedEvent[] {
  return membersOf<EventDoc>(ctx.page, (u) => u.events).map(({ unit, member: e }) => {
    const signature = canonicalSignature(e.name, e.params, ctx.index.resolve, unit.name);
    return {
      ...memberBase(ctx, unit, e),
      declaration: `${layout(`event ${e.name}`, e.params.map(paramDeclaration), '')};`,
      signature,
      topic: ctx.hash.eventTopic(signature),
      params: renderParams(ctx, e.params, unit.name),
    };
  });
}

export function buildErrors(ctx: Context): RenderedError[] {
  return membersOf<ErrorDoc>(ctx.page, (u) => u.errors).map(({ unit, member: e }) => {
    const signature = canonicalSignature(e.name, e.params, ctx.index.resolve, unit.name);
    return {
      ...memberBase(ctx, unit, e),
      declaration: `${layout(`error ${e.name}`, e.params.map(paramDeclaration), '')};`,
      signature,
      selector: ctx.hash.functionSelector(signature),
      params: renderParams(ctx, e.params, unit.name),
    };
  });
}

export function buildModifiers(ctx: Context): RenderedModifier[] {
  return membersOf<ModifierDoc>(ctx.page, (u) => u.modifiers).map(({ unit, member: m }) => ({
    ...memberBase(ctx, unit, m),
    declaration: `${layout(`modifier ${m.name}`, m.params.map(paramDeclaration), '')};`,
    params: renderParams(ctx, m.params, unit.name),
    reverts: (m.reverts ?? []).map((r) => ctx.index.errorLink(r, ctx.page)),
  }));
}

export function buildStructs(ctx: Context): RenderedStruct[] {
  return membersOf<StructDoc>(ctx.page, (u) => u.structs).map(({ unit, member: s }) => {
    const abiEncodable = s.fields.every((f) => !f.type.startsWith('mapping('));
    return {
      ...memberBase(ctx, unit, s),
      declaration: `struct ${s.name} {\n${s.fields.map((f) => `  ${f.type} ${f.name};`).join('\n')}\n}`,
      ...(abiEncodable ? { tuple: canonicalType(`${unit.name}.${s.name}`, ctx.index.resolve) } : {}),
      fields: renderParams(ctx, s.fields, unit.name),
    };
  });
}

export function buildEnums(ctx: Context): RenderedEnum[] {
  return membersOf<EnumDoc>(ctx.page, (u) => u.enums).map(({ unit, member: e }) => ({
    ...memberBase(ctx, unit, e),
    declaration: `enum ${e.name} {\n${e.values.map((v) => `  ${v.name}`).join(',\n')}\n}`,
    values: e.values.map((v, i) => ({ name: v.name, index: i, description: v.description })),
  }));
}

export function buildVariables(ctx: Context): RenderedVariable[] {
  return membersOf<VariableDoc>(ctx.page, (u) => u.variables).map(({ unit, member: v }) => {
    const getter = v.visibility === 'public' ? getterShape(v.type, ctx.index.resolve, unit.name) : undefined;
    const signature = getter ? canonicalSignature(v.name, getter.params, ctx.index.resolve, unit.name) : undefined;
    const hashed = hashedStringLiteral(v.value);
    return {
      ...memberBase(ctx, unit, v),
      declaration: variableDeclaration(v),
      ...(signature ? { signature, selector: ctx.hash.functionSelector(signature) } : {}),
      ...(hashed !== undefined ? { hashedValue: ctx.hash.keccakOfString(hashed) } : {}),
    };
  });
}

export function buildUnits(ctx: Context): UnitInfo[] {
  return ctx.page.units.map((u) => ({
    id: unitAnchor(u.name),
    name: u.name,
    kind: u.kind,
    summary: u.summary,
    sourcePath: u.source.path,
    commit: u.source.commit,
    pragma: u.source.pragma,
    inherits: u.inherits.map((b) => ctx.index.linkToContract(b, ctx.page)),
  }));
}

/**
 * Rows of the selector index: only for contracts, and only when every base is documented at the
 * same commit as the subject (a page kept for an earlier version would mix in newer members).
 */
export function buildAbiIndex(ctx: Context): AbiRow[] {
  if (ctx.subject.kind === 'interface' || ctx.subject.kind === 'library' || ctx.page.history) return [];
  return collectAbi(ctx.index, ctx.subject.name, ctx.page, ctx.hash);
}

/** Orders versions such as `7.1` and `8.0` numerically. */
function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const NETWORK_ORDER: DeploymentNetwork[] = ['ethereumMainnet', 'lineaMainnet', 'ethereumSepolia', 'lineaSepolia'];

/** Deployed contracts built from the page's code: those that inherit its subject, and those the page says use it. */
function hostsOf(ctx: Context, data: DataSet): DeployedContract[] {
  if (ctx.page.history) return [];
  return Object.values(data.deployed).filter(
    (d) => ctx.page.usedBy?.includes(d.id) || ctx.index.ancestry(d.unit).some((item) => item.name === ctx.subject.name),
  );
}

export function buildVersionRecord(ctx: Context, data: DataSet): VersionRecord {
  const commit = ctx.subject.source.commit;
  const date = data.commitDates[commit];
  if (!date) throw new Error(`${ctx.page.path}: no date for commit ${commit}`);
  const deployedIn = hostsOf(ctx, data).map((host) => {
    const hostPage = ctx.index.pageOfUnit(host.unit);
    const documented = hostPage?.contractVersion;
    const networks = NETWORK_ORDER.filter((n) => host.networks[n]).map((network): NetworkVersion => {
      const deployed = host.networks[network]!;
      const status =
        !deployed.version || !documented ? 'unversioned' : compareVersions(documented, deployed.version) > 0 ? 'newer' : compareVersions(documented, deployed.version) < 0 ? 'older' : 'same';
      return { network, ...(deployed.version ? { version: deployed.version } : {}), ...(deployed.since ? { since: deployed.since } : {}), status };
    });
    return { name: host.unit, href: ctx.index.linkToContract(host.unit, ctx.page).href, ...(documented ? { version: documented } : {}), networks };
  });
  // One version for the page only when its code belongs to a single deployed contract; code shared
  // by several (the pause manager) has each one's version in the table instead.
  const own = deployedIn.length === 1 ? deployedIn[0]!.version : deployedIn.length === 0 ? ctx.page.contractVersion : undefined;
  return { ...(own ? { version: own } : {}), commit, date, marksAdditions: false, deployedIn };
}

/**
 * Marks the members the documented version adds to the ABI of a deployed contract built from the
 * page's code, so a reader on a network that runs the earlier version sees they are upcoming.
 */
export function markAdditions<T extends { signature?: string; addedIn?: string }>(kind: 'function' | 'event' | 'error', members: T[], hosts: readonly DeployedContract[]): T[] {
  for (const host of hosts) {
    if (!host.additions) continue;
    const added = new Set(host.additions.members);
    for (const m of members) if (m.signature && added.has(`${kind} ${m.signature}`)) m.addedIn = host.additions.version;
  }
  return members;
}

export function buildReference(data: DataSet, path: string, hash: Hashers, index = new ContractIndex(data)): ContractReference {
  const page = data.pages.find((p) => p.path === path);
  if (!page) throw new Error(`No contract data for ${path}`);
  const subject = page.units[0];
  const ctx: Context = { page, subject, index, hash };
  const hosts = hostsOf(ctx, data);
  const history = page.history && {
    documentedAt: page.history.documentedAt,
    commit: subject.source.commit,
    fate: page.history.fate,
    replacedBy: page.history.replacedBy.map((name) => index.linkToContract(name, page)),
  };
  const functions = markAdditions('function', buildFunctions(ctx), hosts);
  const events = markAdditions('event', buildEvents(ctx), hosts);
  const errors = markAdditions('error', buildErrors(ctx), hosts);
  const variables = markAdditions('function', buildVariables(ctx), hosts);
  const versions = buildVersionRecord(ctx, data);
  versions.marksAdditions = [...functions, ...events, ...errors, ...variables].some((m) => m.addedIn);
  return {
    path: page.path,
    title: subject.name,
    kind: subject.kind,
    overview: page.overview,
    ...(page.companionsNote ? { companionsNote: page.companionsNote } : {}),
    units: buildUnits(ctx),
    deployments: page.deployments ?? [],
    ...(page.contractVersion ? { contractVersion: page.contractVersion } : {}),
    versions,
    ...(history ? { history } : {}),
    hasUsageSample: page.hasUsageSample === true,
    sectionPages: page.sectionPages ?? [],
    functions,
    events,
    errors,
    modifiers: buildModifiers(ctx),
    structs: buildStructs(ctx),
    enums: buildEnums(ctx),
    variables,
    abi: packAbi(buildAbiIndex(ctx)),
  };
}

/**
 * The public interface of a contract: external and public functions (getters included), events
 * and errors of the contract and everything it inherits, one row per canonical signature. An
 * implementation wins over the interface that declares the same function. Errors an
 * implementation reverts with count even when declared elsewhere (libraries, qualified names);
 * the errors an interface says its implementers revert with do not, since the contract may not
 * implement that function.
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
  const row = (kind: AbiRow['kind'], owner: string, member: { name: string; params: Parameters<typeof canonicalSignature>[1] }, params = member.params, anchor: object = member): AbiRow => {
    const signature = canonicalSignature(member.name, params, index.resolve, owner);
    const digest = kind === 'event' ? hash.eventTopic(signature) : hash.functionSelector(signature);
    return { kind, name: member.name, signature, hash: digest, from: owner, ...link(owner, anchor) };
  };
  for (const item of index.ancestry(name)) {
    const isUnit = 'kind' in item;
    const fromInterface = isUnit && item.kind === 'interface';
    for (const fn of (item.functions ?? []).filter(inAbi)) add(row('function', item.name, fn), fromInterface);
    for (const v of isUnit ? (item.variables ?? []).filter((v) => v.visibility === 'public') : []) {
      add(row('function', item.name, { name: v.name, params: [] }, getterShape(v.type, index.resolve, item.name).params, v), false);
    }
    for (const e of item.events ?? []) add(row('event', item.name, e), false);
    for (const e of item.errors ?? []) add(row('error', item.name, e), false);
    if (fromInterface) continue;
    for (const ref of [...(item.functions ?? []), ...(isUnit ? (item.modifiers ?? []) : [])].flatMap((m) => m.reverts ?? [])) {
      const found = index.locate('error', ref);
      add(row('error', 'base' in found ? found.base.name : found.unit.name, found.member), false);
    }
  }
  const order = { function: 0, event: 1, error: 2 } as const;
  return [...rows.values()]
    .map((r) => r.row)
    .sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name) || a.signature.localeCompare(b.signature));
}
