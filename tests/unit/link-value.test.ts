import { describe, expect, it } from 'vitest';
import { quotedLinkValue } from '../../src/lib/linkValue';

describe('quotedLinkValue', () => {
  it('quotes a short value as it is', () => {
    expect(quotedLinkValue('goerli')).toBe('"goerli"');
  });

  it('cuts a long value at whole characters', () => {
    expect(quotedLinkValue('x'.repeat(100))).toBe(`"${'x'.repeat(40)}…"`);
    // 39 letters and an emoji (two UTF-16 units) stay whole; the 41st character is cut.
    expect(quotedLinkValue(`${'a'.repeat(39)}🦊b`)).toBe(`"${'a'.repeat(39)}🦊…"`);
  });

  it('drops control and bidirectional formatting characters', () => {
    expect(quotedLinkValue('abc\u202Edcb')).toBe('"abcdcb"');
    expect(quotedLinkValue('line\nbreak\u0000')).toBe('"linebreak"');
  });
});
