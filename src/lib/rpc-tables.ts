/**
 * Rows of the parameter and result tables: nested fields are flattened into dotted paths
 * (`call.to`, `stateOverride.<address>.balance`) so one table shows the whole shape.
 */
import type { ResultField } from '../data/rpc-methods';
import { typeLabel, type FieldSpec, type ValueType } from './rpc-values';

export interface TableRow {
  path: string;
  /** 0 for a parameter or top-level field, 1 for its fields, and so on. */
  depth: number;
  type: string;
  required: boolean;
  description: string;
}

function childRows(type: ValueType, path: string, depth: number): TableRow[] {
  switch (type.kind) {
    case 'object':
      return type.fields.flatMap((f) => fieldRows(f, `${path}.${f.name}`, depth));
    case 'array':
      return childRows(type.items, `${path}[]`, depth);
    case 'map':
      return childRows(type.value, `${path}.<${typeLabel(type.key)}>`, depth);
    default:
      return [];
  }
}

function fieldRows(field: FieldSpec, path: string, depth: number): TableRow[] {
  const row = { path, depth, type: typeLabel(field.type), required: field.required, description: field.description };
  return [row, ...childRows(field.type, path, depth + 1)];
}

export function parameterRows(params: readonly FieldSpec[]): TableRow[] {
  return params.flatMap((p) => fieldRows(p, p.name, 0));
}

export function resultRows(fields: readonly ResultField[], prefix = '', depth = 0): TableRow[] {
  return fields.flatMap((f) => {
    const path = prefix ? `${prefix}.${f.name}` : f.name;
    const row = { path, depth, type: f.type, required: !f.optional, description: f.description };
    return [row, ...resultRows(f.fields ?? [], f.array ? `${path}[]` : path, depth + 1)];
  });
}
