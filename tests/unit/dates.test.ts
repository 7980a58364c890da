import { describe, expect, it } from 'vitest';
import { shortUtcDate } from '../../src/lib/dates';

describe('the footer date', () => {
  it('reads as Intl writes it in English, in UTC, on every day of a leap year and at the edges of a day', () => {
    const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 366; day++) {
      for (const offset of [0, 23 * 3600_000 + 59 * 60_000]) {
        const date = new Date(start + day * 86_400_000 + offset);
        expect(shortUtcDate(date)).toBe(intl.format(date));
      }
    }
    expect(shortUtcDate(new Date('2026-11-24T23:30:00-05:00'))).toBe('Nov 25, 2026');
  });
});
