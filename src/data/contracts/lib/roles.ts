/**
 * Role constants declared by the thin pause-manager subclasses: each is `keccak256` of its own
 * name, so the variable entries are generated from the names and a short description of what the
 * role pauses or unpauses.
 */
import type { VariableDoc } from '../types';

export function roleConstant(name: string, description: string): VariableDoc {
  return { name, type: 'bytes32', visibility: 'public', constant: true, value: `keccak256("${name}")`, description };
}
