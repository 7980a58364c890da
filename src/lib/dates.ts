const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A date as English readers see it in the page footer, in UTC: "Nov 24, 2026". The same text as
 * `Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })`
 * (a unit test holds them together), without creating a formatter: a browser's first
 * `Intl.DateTimeFormat` loads its locale data, a few milliseconds in the middle of every page's
 * hydration on a phone.
 */
export function shortUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
