/**
 * Save-Data or a 2G connection: nothing is loaded ahead of use, as for prefetching, and nothing
 * the reader did not ask for.
 */
export function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ''));
}
