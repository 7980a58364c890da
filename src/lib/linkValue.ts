/** Longest part of a link's value a note quotes. */
const MAX_QUOTED = 40;

/**
 * Text from outside (a shared link, a reply) made safe to print in a sentence: control and
 * formatting characters (line breaks, bidirectional overrides, NUL) are dropped, so the text
 * cannot reorder or break up the sentence around it, and it is cut to `max` characters (whole
 * code points, never half a surrogate pair), ending in `…` when cut.
 */
export function cleanText(value: string, max: number): string {
  const chars = Array.from(value.replace(/[\p{Cc}\p{Cf}]/gu, ''));
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/**
 * A value read from a shared link, quoted for a note that tells the reader what was not applied:
 * cleaned as `cleanText` does, cut to MAX_QUOTED characters (or `max`), so it cannot swamp the page.
 */
export function quotedLinkValue(value: string, max = MAX_QUOTED): string {
  return `"${cleanText(value, max)}"`;
}
