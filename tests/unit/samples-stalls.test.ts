import { describe, expect, it } from 'vitest';
import { StallWatch, stallLimitMs } from '../samples/stalls';

/** Holds this thread, as a synchronous type-check in the runner would. */
function hold(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

const tick = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));

/** A tick, a 300 ms hold (with `during` run at its end, still inside it), and a tick to notice it. */
async function holdBetweenTicks(during: () => void = () => undefined): Promise<void> {
  await tick();
  hold(300);
  during();
  await tick();
}

describe('the sample runner’s stall watch', () => {
  it('names the walks running side by side when the event loop is held', async () => {
    const watch = new StallWatch();
    watch.begin('a.mdx [one]');
    watch.begin('b.mdx [two]');
    await holdBetweenTicks();
    watch.end('a.mdx [one]');
    watch.end('b.mdx [two]');
    watch.stop();
    expect(watch.longestSideBySide.ms).toBeGreaterThan(250);
    expect(watch.longestSideBySide.walks).toEqual(['a.mdx [one]', 'b.mdx [two]']);
    expect(watch.longest.ms).toBe(watch.longestSideBySide.ms);
  });

  it('does not count a hold with one walk running as side by side', async () => {
    const watch = new StallWatch();
    watch.begin('a.mdx [one]');
    await holdBetweenTicks();
    watch.end('a.mdx [one]');
    watch.begin('b.mdx [two]');
    await tick();
    watch.end('b.mdx [two]');
    watch.stop();
    expect(watch.longest.ms).toBeGreaterThan(250);
    expect(watch.longest.walks).toEqual(['a.mdx [one]']);
    expect(watch.longestSideBySide.ms).toBeLessThan(250);
  });

  it('counts a walk that ended during the hold as running in it', async () => {
    const watch = new StallWatch();
    watch.begin('a.mdx [one]');
    watch.begin('b.mdx [two]');
    await holdBetweenTicks(() => watch.end('a.mdx [one]'));
    watch.end('b.mdx [two]');
    watch.stop();
    expect(watch.longestSideBySide.walks).toEqual(['b.mdx [two]', 'a.mdx [one]']);
  });

  it('reads its limit from SAMPLES_STALL_LIMIT_MS, and refuses a value that is not a positive number', () => {
    expect(stallLimitMs({})).toBe(3_000);
    expect(stallLimitMs({ SAMPLES_STALL_LIMIT_MS: '10000' })).toBe(10_000);
    expect(() => stallLimitMs({ SAMPLES_STALL_LIMIT_MS: 'ten' })).toThrow(/SAMPLES_STALL_LIMIT_MS must be a number/);
    expect(() => stallLimitMs({ SAMPLES_STALL_LIMIT_MS: '0' })).toThrow(/above 0/);
  });
});
