/**
 * The contract data set indexed for lookups: every unit with its page, the anchor of every
 * member, types resolved through inheritance, and links to where an error, event or contract is
 * documented. Build-time only.
 */
import type { ContractPage, ContractUnit, DataSet, ErrorDoc, EventDoc, ExternalBase } from '../data/contracts/types';
import type { RefLink } from './contractReference';
import { SECTIONS } from './contractSections';
import type { TypeResolver, UserType } from './solidityAbi';

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
