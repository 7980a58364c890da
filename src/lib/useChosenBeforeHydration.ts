import { useEffect, useState } from 'react';

/**
 * The controls among `ids` whose value the reader changed in the server's HTML, by id: a text box
 * whose text is not the one in the HTML, a select showing another option than the HTML's. Empty
 * where there is no document, or the controls are not in it yet.
 */
export function readChosen(ids: readonly string[]): ReadonlyMap<string, string> {
  const chosen = new Map<string, string>();
  if (typeof document === 'undefined') return chosen;
  for (const id of ids) {
    const control = document.getElementById(id);
    if (control instanceof HTMLSelectElement) {
      // The option the HTML marks, or the first, which a select without a mark shows.
      const rendered = Array.from(control.options).find((option) => option.defaultSelected) ?? control.options[0];
      if (control.value !== (rendered?.value ?? '')) chosen.set(id, control.value);
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) chosen.set(id, control.value);
    }
  }
  return chosen;
}

/**
 * Keeps what the reader did in server-rendered form controls before React took over the page. The
 * controls work as soon as the HTML arrives (the search page even focuses its box), but once the
 * page hydrates their values come from state, often the URL's, and the first render after it sets
 * every control to the value it renders, undoing the reader's choice. So the controls named by
 * `ids` are read during the hydration render, before React has touched them, and once the page
 * has hydrated `adopt` gets each one the reader changed, by id, to put its value where the value
 * comes from.
 *
 * A component React mounts on a page it renders itself (after a client-side navigation) finds none
 * of its controls in the document yet, and adopts nothing.
 */
export function useChosenBeforeHydration(ids: readonly string[], adopt: (chosen: ReadonlyMap<string, string>) => void): void {
  // Read in the first render, which during hydration runs before React commits anything to the DOM.
  const [chosen] = useState(() => readChosen(ids));
  useEffect(() => {
    if (chosen.size > 0) adopt(chosen);
    // Once, on mount: later changes go through each control's own onChange.
  }, []);
}
