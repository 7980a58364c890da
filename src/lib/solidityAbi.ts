/**
 * Canonical ABI signatures from Solidity declarations, as the ABI specification defines them:
 * the name, then the parameter types in parentheses, without names, data locations or spaces;
 * structs become tuples of their member types, enums `uint8`, contract types `address`.
 * A function selector is the first 4 bytes of the keccak-256 of this string and an event topic
 * the whole hash; the hashing itself happens at build time (src/plugins/contract-reference).
 */

/** What a non-elementary type name stands for. */
export type UserType =
  /** `scope`: the unit that declares the struct, where the names its fields use are resolved. */
  | { kind: 'struct'; fields: readonly { name: string; type: string }[]; scope?: string }
  | { kind: 'enum' }
  | { kind: 'contract' }
  | { kind: 'value'; underlying: string };

/**
 * Looks a struct, enum, contract or user-defined value type up by the name a parameter uses.
 * `scope` is the contract the name appears in: as in Solidity, its own and inherited
 * declarations win over same-named types declared elsewhere.
 */
export type TypeResolver = (name: string, scope?: string) => UserType | undefined;

const ELEMENTARY = /^(address|bool|string|bytes([1-9]|[12][0-9]|3[0-2])?|u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?)$/;

/** Splits `T[2][]` into `T` and its array suffixes (`[2]`, `[]`), innermost first. */
export function splitArray(type: string): { base: string; dims: string[] } {
  const match = /^(.*?)((\[\d*\])+)$/.exec(type.trim());
  if (!match) return { base: type.trim(), dims: [] };
  return { base: (match[1] ?? '').trim(), dims: (match[2] ?? '').match(/\[\d*\]/g) ?? [] };
}

/** The canonical ABI type of a Solidity type as written in a declaration. */
export function canonicalType(type: string, resolve: TypeResolver, scope?: string, seen: readonly string[] = []): string {
  const { base, dims } = splitArray(type);
  const suffix = dims.join('');
  if (base === 'address payable') return `address${suffix}`;
  if (base === 'uint') return `uint256${suffix}`;
  if (base === 'int') return `int256${suffix}`;
  if (base === 'byte') return `bytes1${suffix}`;
  if (ELEMENTARY.test(base)) return `${base}${suffix}`;
  if (base.startsWith('mapping(')) throw new Error(`A mapping has no ABI type: ${type}`);
  const user = resolve(base, scope);
  if (!user) throw new Error(`Unknown type "${base}"${scope ? ` in ${scope}` : ''}`);
  switch (user.kind) {
    case 'enum':
      return `uint8${suffix}`;
    case 'contract':
      return `address${suffix}`;
    case 'value':
      return `${canonicalType(user.underlying, resolve, scope, seen)}${suffix}`;
    case 'struct': {
      if (seen.includes(base)) throw new Error(`Recursive struct "${base}"`);
      const members = user.fields.map((f) => canonicalType(f.type, resolve, user.scope ?? scope, [...seen, base]));
      return `(${members.join(',')})${suffix}`;
    }
  }
}

/** `name(type1,type2)`: the string whose keccak-256 gives a selector or an event topic. */
export function canonicalSignature(name: string, params: readonly { type: string }[], resolve: TypeResolver, scope?: string): string {
  return `${name}(${params.map((p) => canonicalType(p.type, resolve, scope)).join(',')})`;
}

/** Finds the index of the `=>` of a mapping body at nesting depth 0. */
function topLevelArrow(body: string): number {
  let depth = 0;
  for (let i = 0; i < body.length - 1; i++) {
    const c = body[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && c === '=' && body[i + 1] === '>') return i;
  }
  return -1;
}

/** Splits `bytes32 stateRootHash` into its type and optional name (mappings keep their parentheses). */
function typeAndName(text: string): { type: string; name: string } {
  const t = text.trim();
  if (t.startsWith('mapping(')) {
    let depth = 0;
    for (let i = 0; i < t.length; i++) {
      if (t[i] === '(') depth++;
      else if (t[i] === ')' && --depth === 0) return { type: t.slice(0, i + 1), name: t.slice(i + 1).trim() };
    }
    throw new Error(`Unbalanced mapping type: ${text}`);
  }
  const payable = /^address\s+payable\b/.exec(t);
  if (payable) return { type: 'address payable', name: t.slice(payable[0].length).trim() };
  const [type = '', ...rest] = t.split(/\s+/);
  return { type, name: rest.join(' ') };
}

export interface GetterShape {
  params: { name: string; type: string }[];
  returns: { name: string; type: string }[];
}

/**
 * The getter Solidity generates for a public state variable: one parameter per mapping key and
 * array index, returning the value (a struct's getter returns its members, minus arrays and
 * mappings).
 */
export function getterShape(type: string, resolve: TypeResolver, scope?: string): GetterShape {
  const params: { name: string; type: string }[] = [];
  let current = type.trim();
  let valueName = '';
  for (;;) {
    if (current.startsWith('mapping(')) {
      const body = current.slice('mapping('.length, -1);
      const arrow = topLevelArrow(body);
      if (arrow < 0) throw new Error(`Not a mapping: ${type}`);
      const key = typeAndName(body.slice(0, arrow));
      const value = typeAndName(body.slice(arrow + 2));
      params.push({ name: key.name, type: key.type });
      current = value.type;
      valueName = value.name;
      continue;
    }
    const { base, dims } = splitArray(current);
    if (dims.length > 0) {
      params.push({ name: '', type: 'uint256' });
      current = `${base}${dims.slice(0, -1).join('')}`;
      continue;
    }
    break;
  }
  const user = ELEMENTARY.test(current) ? undefined : resolve(current, scope);
  if (user?.kind === 'struct') {
    const returns = user.fields.filter((f) => !f.type.startsWith('mapping(') && splitArray(f.type).dims.length === 0);
    return { params, returns: returns.map((f) => ({ name: f.name, type: f.type })) };
  }
  return { params, returns: [{ name: valueName, type: current }] };
}

/** The string a `keccak256("...")` constant hashes, when the value is exactly that expression. */
export function hashedStringLiteral(value: string | undefined): string | undefined {
  const match = /^keccak256\(\s*"([^"\\]*)"\s*\)$/.exec(value?.trim() ?? '');
  return match?.[1];
}
