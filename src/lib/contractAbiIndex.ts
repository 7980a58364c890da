/**
 * Compact form of a contract's selector index. A deployed contract has one to two hundred ABI
 * entries whose links repeat a handful of page paths; shipping them as tuples with shared path
 * and unit tables keeps each page's JSON small. Client-safe: no build-time code here.
 */
export interface AbiRow {
  kind: 'function' | 'event' | 'error';
  name: string;
  signature: string;
  /** Selector (functions, errors) or topic (events). */
  hash: string;
  /** Where the member is documented. */
  href: string;
  external?: boolean;
  /** Unit or external base that declares it. */
  from: string;
}

/** kind (0 function, 1 event, 2 error), signature, hash, page, anchor ('' when it is the name), unit. */
export type PackedAbiRow = [kind: 0 | 1 | 2, signature: string, hash: string, page: number, anchor: string, unit: number];

export interface PackedAbi {
  /** Page paths (same page: ''), or external URLs. */
  pages: string[];
  units: string[];
  rows: PackedAbiRow[];
  /** Set where the rows stay out of the bundle (the browser build): how many the page's HTML holds. */
  count?: number;
}

const KINDS = ['function', 'event', 'error'] as const;

function indexOf(list: string[], value: string): number {
  const found = list.indexOf(value);
  if (found >= 0) return found;
  list.push(value);
  return list.length - 1;
}

export function packAbi(rows: readonly AbiRow[]): PackedAbi {
  const packed: PackedAbi = { pages: [], units: [], rows: [] };
  for (const row of rows) {
    const hash = row.href.indexOf('#');
    const page = row.external || hash < 0 ? row.href : row.href.slice(0, hash);
    const anchor = row.external || hash < 0 ? '' : row.href.slice(hash + 1);
    packed.rows.push([
      KINDS.indexOf(row.kind) as 0 | 1 | 2,
      row.signature,
      row.hash,
      indexOf(packed.pages, page),
      anchor === row.name ? '' : anchor,
      indexOf(packed.units, row.from),
    ]);
  }
  return packed;
}

export function unpackAbi(packed: PackedAbi): AbiRow[] {
  return packed.rows.map(([kind, signature, hash, page, anchor, unit]) => {
    const name = signature.slice(0, signature.indexOf('('));
    const base = packed.pages[page] ?? '';
    const external = /^https?:/.test(base);
    return {
      kind: KINDS[kind],
      name,
      signature,
      hash,
      href: external ? base : `${base}#${anchor || name}`,
      ...(external ? { external: true } : {}),
      from: packed.units[unit] ?? '',
    };
  });
}
