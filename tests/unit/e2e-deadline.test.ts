import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '../e2e/support/deadline';

describe('within: a wait of the end-to-end tests that cannot hang its test', () => {
  afterEach(() => vi.useRealTimers());

  it('gives back what the work gave, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(within(1_000, 'a quick wait', async () => 42)).resolves.toBe(42);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes the work’s own error on', async () => {
    await expect(within(1_000, 'a failing wait', async () => Promise.reject(new Error('the page crashed')))).rejects.toThrow('the page crashed');
  });

  it('fails, naming the wait, when the work never ends', async () => {
    vi.useFakeTimers();
    const waiting = within(15_000, 'narrowing the window to 390 px', () => new Promise<never>(() => {}));
    const failure = expect(waiting).rejects.toThrow('narrowing the window to 390 px did not finish in 15 s: the page stopped answering');
    await vi.advanceTimersByTimeAsync(14_999);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });

  it('does not fail a wait that ends in time', async () => {
    vi.useFakeTimers();
    const waiting = within(15_000, 'a slow wait', () => new Promise<string>((resolve) => setTimeout(() => resolve('drawn'), 14_000)));
    await vi.advanceTimersByTimeAsync(14_000);
    await expect(waiting).resolves.toBe('drawn');
  });
});
