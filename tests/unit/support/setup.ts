import { afterAll, vi } from 'vitest';

/**
 * Runs in every test file. The files a worker runs share its modules and, for the jsdom files run
 * one after another, its document (`isolate: false` in vitest.config.mts): after each file, the
 * page it built is emptied and real timers are back, so no file starts from another's leftovers.
 */
afterAll(() => {
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
