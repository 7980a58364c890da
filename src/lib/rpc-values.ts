/**
 * The JSON-RPC value types our method data uses, how each is named on a page, and how a value is
 * checked against one. Pure functions: the reference tables, the console's validation and the data
 * test all rely on them.
 */

/** Block tags a parameter accepts besides a block number (and, where allowed, a block hash). */
export type BlockTag = 'latest' | 'earliest' | 'pending' | 'safe' | 'finalized';

export type ValueType =
  /** 20 bytes: `0x` and 40 hex digits. */
  | { kind: 'address' }
  /** 32 bytes: `0x` and 64 hex digits (transaction and block hashes). */
  | { kind: 'hash' }
  /** Any byte string: `0x` and an even number of hex digits. */
  | { kind: 'bytes' }
  /** An unsigned integer in hex, without leading zeros (`0x0`, `0x5208`). */
  | { kind: 'quantity' }
  /** An unsigned 256-bit word in hex, leading zeros allowed (storage keys and values). */
  | { kind: 'word' }
  /** A block number, one of `tags`, and a block hash when `hash` is true. */
  | { kind: 'block'; tags: readonly BlockTag[]; hash?: boolean }
  | { kind: 'array'; items: ValueType }
  /** An object with known fields; fields not listed are passed through unchecked. */
  | { kind: 'object'; fields: readonly FieldSpec[] }
  /** An object used as a map, such as a state override keyed by address. */
  | { kind: 'map'; key: ValueType; value: ValueType };

export interface FieldSpec {
  name: string;
  type: ValueType;
  required: boolean;
  description: string;
}

const HEX = /^0x[0-9a-fA-F]*$/;

/** How a type is named in the parameter tables and the console's hints. */
export function typeLabel(type: ValueType): string {
  switch (type.kind) {
    case 'address':
      return 'address';
    case 'hash':
      return '32-byte hash';
    case 'bytes':
      return 'hex data';
    case 'quantity':
      return 'hex quantity';
    case 'word':
      return '32-byte word';
    case 'block': {
      const options = ['block number', ...type.tags.map((t) => `"${t}"`)];
      if (type.hash) options.push('block hash');
      return options.length === 2 ? options.join(' or ') : `${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;
    }
    case 'array':
      return `array of ${plural(typeLabel(type.items))}`;
    case 'object':
      return 'object';
    case 'map':
      return `map of ${typeLabel(type.key)} to ${typeLabel(type.value)}`;
  }
}

function plural(label: string): string {
  if (label.endsWith('data')) return label;
  if (label.endsWith('y')) return `${label.slice(0, -1)}ies`;
  if (/(s|sh)$/.test(label)) return `${label}es`;
  return `${label}s`;
}

/**
 * Whether a type is edited as a single-line string (true) or as JSON (false). Strings are typed
 * without quotes, which is what a reader pasting a hash expects.
 */
export function isScalar(type: ValueType): boolean {
  return !['array', 'object', 'map'].includes(type.kind);
}

function checkString(value: unknown, path: string, test: (s: string) => boolean, expected: string): string | null {
  if (typeof value !== 'string') return `${path} must be a string: ${expected} (got ${describe(value)})`;
  return test(value) ? null : `${path} must be ${expected} (got "${truncate(value)}")`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `"${truncate(value)}"`;
  return `${typeof value} ${String(value)}`;
}

function truncate(s: string, max = 24): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

const isHexOfLength = (digits: number) => (s: string) => HEX.test(s) && s.length === 2 + digits;
const isQuantity = (s: string) => /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/.test(s);

/**
 * The first problem with `value` as an instance of `type`, as a sentence naming the field by its
 * path (`call.to`, `storageKeys[1]`), or null when the value fits.
 */
export function validateValue(value: unknown, type: ValueType, path: string): string | null {
  switch (type.kind) {
    case 'address':
      return checkString(value, path, isHexOfLength(40), 'an address: 0x and 40 hex digits');
    case 'hash':
      return checkString(value, path, isHexOfLength(64), 'a 32-byte hash: 0x and 64 hex digits');
    case 'bytes':
      return checkString(value, path, (s) => HEX.test(s) && s.length % 2 === 0, 'hex data: 0x and an even number of hex digits');
    case 'quantity':
      return checkString(value, path, isQuantity, 'a hex quantity such as 0x5208 (no leading zeros)');
    case 'word':
      return checkString(value, path, (s) => HEX.test(s) && s.length > 2 && s.length <= 66, 'a 32-byte word: 0x and 1 to 64 hex digits');
    case 'block': {
      const ok = (s: string) =>
        isQuantity(s) || (type.tags as readonly string[]).includes(s) || (type.hash === true && isHexOfLength(64)(s));
      return checkString(value, path, ok, `a ${typeLabel(type)}`);
    }
    case 'array': {
      if (!Array.isArray(value)) return `${path} must be an array (got ${describe(value)})`;
      for (const [i, item] of value.entries()) {
        const problem = validateValue(item, type.items, `${path}[${i}]`);
        if (problem) return problem;
      }
      return null;
    }
    case 'object': {
      if (!isPlainObject(value)) return `${path} must be an object (got ${describe(value)})`;
      for (const field of type.fields) {
        const fieldPath = `${path}.${field.name}`;
        if (!(field.name in value) || value[field.name] === undefined) {
          if (field.required) return `${fieldPath} is required`;
          continue;
        }
        const problem = validateValue(value[field.name], field.type, fieldPath);
        if (problem) return problem;
      }
      return null;
    }
    case 'map': {
      if (!isPlainObject(value)) return `${path} must be an object (got ${describe(value)})`;
      for (const [key, item] of Object.entries(value)) {
        const keyProblem = validateValue(key, type.key, `key "${truncate(key)}" of ${path}`);
        if (keyProblem) return keyProblem;
        const problem = validateValue(item, type.value, `${path}["${truncate(key, 12)}"]`);
        if (problem) return problem;
      }
      return null;
    }
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
