/**
 * `work`, or an error naming `what` once `ms` have passed without it finishing. Playwright bounds
 * actions and assertions, but not `page.evaluate` or a viewport change: a page that stops answering
 * in one of those would otherwise hold its test until the test's own timeout (the smoke test's is
 * many minutes), and the report would name the clean-up that ran after, not the wait that hung.
 */
export async function within<T>(ms: number, what: string, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish in ${ms / 1000} s: the page stopped answering`)), ms);
  });
  try {
    return await Promise.race([work(), late]);
  } finally {
    clearTimeout(timer);
  }
}
