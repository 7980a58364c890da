/** Longest part of a link's value a note quotes. */
const MAX_QUOTED = 40;

/**
 * A value read from a shared link, quoted for a note that tells the reader what was not applied.
 * Control and formatting characters (line breaks, bidirectional overrides) are dropped, so a
 * hostile link cannot reorder the note, and the value is cut to MAX_QUOTED characters (whole code
 * points), so it cannot swamp the page.
 */
export function quotedLinkValue(value: string): string {
  const chars = Array.from(value.replace(/[\p{Cc}\p{Cf}]/gu, ''));
  return `"${chars.length > MAX_QUOTED ? `${chars.slice(0, MAX_QUOTED).join('')}…` : chars.join('')}"`;
}
