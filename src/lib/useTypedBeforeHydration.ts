import { useEffect, type RefObject } from 'react';

/**
 * Keeps what the reader typed into a server-rendered text box before React took over the page.
 * The box is usable as soon as the HTML arrives (the search page even focuses it), but its value
 * comes from the URL once the page is hydrated, and re-rendering with that value would wipe what
 * was typed. On mount, before that re-render, a box whose text differs from `fromUrl` (what the
 * URL says it holds) hands its text to `adopt`, which should put it where the value comes from.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, fromUrl: () => string, adopt: (typed: string) => void): void {
  useEffect(() => {
    const typed = ref.current?.value ?? '';
    if (typed !== '' && typed !== fromUrl()) adopt(typed);
    // Once, on mount: later changes go through the box's own onChange.
  }, []);
}
