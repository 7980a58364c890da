/**
 * The parts of a long identifier between which a line may break: after an underscore, a dot, a
 * slash or a comma, and where a word of camelCase or PascalCase starts
 * (`eth_getTransactionByBlockNumberAndIndex` → `eth_`, `get`, `Transaction`, `By`, ...). A run
 * of capitals stays whole (`ERC20`, `ILineaRollup` → `ILinea`, `Rollup`), so do numbers and hex
 * strings, and leading underscores stay with the word they introduce (`__init`). Joined, the parts
 * are the identifier again.
 */
export function identifierParts(identifier: string): string[] {
  if (/^0x[0-9a-f]+$/i.test(identifier)) return [identifier];
  return identifier.split(/(?<=[A-Za-z0-9][_./,])(?=[^_./,])|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z]{2})(?=[A-Z][a-z])/);
}
