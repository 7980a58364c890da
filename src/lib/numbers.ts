/**
 * A whole number with its thousands grouped: 30000000 → "30,000,000", the text of
 * `Intl.NumberFormat('en-US').format` for integers (a unit test holds them together), without
 * creating a formatter: the first `Intl.NumberFormat` a page creates loads locale data, about
 * 20 ms of a fast machine's main thread and four times that on a phone.
 */
export function groupedInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`groupedInteger takes a safe integer, not ${value}`);
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The integers written in JSON text that a JavaScript number cannot hold exactly (above
 * 9007199254740991 either way), as written: `JSON.parse` rounds them without a word, so
 * 18446744073709551617 would be sent, or shown, as 18446744073709552000. Numbers inside strings
 * are text and stay as they are. The text is read as JSON only as far as needed to skip strings.
 */
export function inexactJsonIntegers(json: string): string[] {
  const found: string[] = [];
  const number = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  for (let i = 0; i < json.length; ) {
    const c = json.charCodeAt(i);
    if (c === 34 /* " */) {
      i += 1;
      while (i < json.length && json.charCodeAt(i) !== 34) i += json.charCodeAt(i) === 92 /* \ */ ? 2 : 1;
      i += 1;
      continue;
    }
    if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      number.lastIndex = i;
      const token = number.exec(json)?.[0];
      if (!token) {
        i += 1;
        continue;
      }
      const digits = token.replace(/^-/, '');
      if (/^\d+$/.test(digits) && digits.length >= 16 && BigInt(digits) > MAX_SAFE) found.push(token);
      i += token.length;
      continue;
    }
    i += 1;
  }
  return found;
}
