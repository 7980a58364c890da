/**
 * A value read from a shared link, quoted for a note that tells the reader what was not applied:
 * cut to `max` characters, so a long or hostile value cannot swamp the page.
 */
export function quotedLinkValue(value: string, max = 40): string {
  return `"${value.length > max ? `${value.slice(0, max)}…` : value}"`;
}
