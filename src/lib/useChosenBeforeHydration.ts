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
      // The option the HTML marks (the last, if it marks several), or else the first that is not
      // disabled: what a select shows before anyone touches it.
      const options = Array.from(control.options);
      const rendered = options.filter((option) => option.defaultSelected).at(-1) ?? options.find((option) => !option.disabled);
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
 * `ids` are read while the component that calls this renders during hydration: React finishes an
 * element, and sets its `defaultValue`, only after rendering the components above it, so the
 * controls must be this component's own or its children's. Once the page has hydrated, `adopt`
 * gets each control the reader changed, by id, to put its value where the value comes from.
 *
 * The ids must come from `useId`: a component React mounts on a page it renders itself (after a
 * client-side navigation) gets other ids than the server's, finds no control by them, and adopts
 * nothing, where a fixed id could find the controls of the page before.
 */
export function useChosenBeforeHydration(ids: readonly string[], adopt: (chosen: ReadonlyMap<string, string>) => void): void {
  // Read in the first render, which during hydration runs before React finishes the controls below.
  const [chosen] = useState(() => readChosen(ids));
  useEffect(() => {
    if (chosen.size > 0) adopt(chosen);
    // Once, on mount: later changes go through each control's own onChange.
  }, []);
}
