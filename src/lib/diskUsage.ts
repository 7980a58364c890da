/**
 * Arithmetic behind the disk-usage table: sizes in decimal units (as disks are sold) and the
 * average daily growth between two dated measurements of the same volume.
 */
import type { DiskMeasurement } from '../data/node-disk-usage';

const UNITS = ['bytes', 'kB', 'MB', 'GB', 'TB', 'PB'] as const;
const DAY_MS = 86_400_000;

/** "508.9 GB", "3.87 TB": three significant digits are plenty to size a volume. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`Not a size: ${bytes}`);
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : value >= 100 ? 1 : 2;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** Whole days between two ISO dates (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new Error(`Not ISO dates: ${from}, ${to}`);
  return Math.round((end - start) / DAY_MS);
}

/** Average bytes added per day between an earlier and a later measurement. */
export function averageDailyGrowth(earlier: DiskMeasurement, latest: DiskMeasurement): number {
  const days = daysBetween(earlier.measuredOn, latest.measuredOn);
  if (days <= 0) throw new Error('The earlier measurement must predate the latest one');
  return (latest.bytes - earlier.bytes) / days;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "3 Nov 2025": unambiguous in every locale. Built by hand rather than with Intl so the server
 * render and the browser always agree, whatever the reader's locale or time zone.
 */
export function formatIsoDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${iso}`);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
