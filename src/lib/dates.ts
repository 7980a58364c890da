/**
 * Dates written the way the site's English text shows them, in UTC, without creating an
 * `Intl.DateTimeFormat`: a browser's first formatter loads its locale data, a few milliseconds of
 * a fast machine's main thread (four times that on a phone) in the middle of a page's hydration.
 * A unit test holds each function to the Intl formatter it stands for.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * The page footer's date: "Nov 24, 2026", as
 * `Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })`.
 */
export function shortUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * A date in prose and tables: "24 November 2026", as
 * `Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })`.
 */
export function longUtcDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
