import { useState } from 'react';

interface State {
  /** What the box shows: the reader's text as typed. */
  typed: string;
  /** The URL's text when the box last looked. */
  url: string;
  /** The URL texts the box has asked for that the URL does not show yet, oldest first. */
  written: readonly string[];
}

/**
 * The text of a filter box whose value lives in the URL. The URL catches up a render or more after
 * each keystroke (the router updates asynchronously), and may keep a tidied form of the text (trimmed,
 * shortened): a box fed from it would jump its cursor to the end, or drop a space, as the reader
 * types. So the box shows what the reader typed while the URL catches up with it, and takes the
 * URL's text only when the URL changes to something the box did not write (Back, Forward, a link,
 * a "Clear filters").
 *
 * `toUrl` says what the URL will hold for a typed text. Call `setTyped` with each new value, then
 * write it to the URL.
 */
export function useUrlBackedText(urlText: string, toUrl: (typed: string) => string): [string, (typed: string) => void] {
  const [state, setState] = useState<State>({ typed: urlText, url: urlText, written: [] });
  let current = state;
  if (urlText !== state.url) {
    // React's pattern for state that follows a prop: set it during render, and it re-renders at once.
    const at = state.written.indexOf(urlText);
    current = at >= 0 ? { typed: state.typed, url: urlText, written: state.written.slice(at + 1) } : { typed: urlText, url: urlText, written: [] };
    setState(current);
  }
  const setTyped = (typed: string) =>
    setState((s) => {
      const next = toUrl(typed);
      return { ...s, typed, written: next === (s.written.at(-1) ?? s.url) ? s.written : [...s.written, next] };
    });
  return [current.typed, setTyped];
}
