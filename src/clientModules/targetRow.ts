/**
 * Marks the table row that the address's fragment names (a configuration key, a module limit, a
 * key anchored in a row's header), as `:target` would. Docusaurus moves between pages with the
 * History API, which leaves `:target` where it was, so a row opened from a search result or from a
 * link on another page would not stand out among the hundreds around it.
 */
import type { ClientModule } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const TARGET_ROW_CLASS = 'row--target';

function markTargetRow(hash: string): void {
  document.querySelectorAll(`tr.${TARGET_ROW_CLASS}`).forEach((row) => row.classList.remove(TARGET_ROW_CLASS));
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return; // A malformed fragment names nothing.
  }
  if (id) document.getElementById(id)?.closest('.markdown tr')?.classList.add(TARGET_ROW_CLASS);
}

if (ExecutionEnvironment.canUseDOM) {
  // A link within the page changes only the fragment.
  window.addEventListener('hashchange', () => markTargetRow(window.location.hash));
}

const targetRow: ClientModule = {
  onRouteDidUpdate({ location }) {
    markTargetRow(location.hash);
  },
};

export default targetRow;
