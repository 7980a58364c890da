/**
 * Clicks inside server-only markup (src/components/ServerMarkup). React does not render that
 * markup in the browser, so its links and code-block copy buttons have no handlers of their own;
 * one listener on the container gives them the behaviour the rendered ones have: a link to
 * another page of the site navigates in the app (as Docusaurus's Link does), and a code block's
 * copy button copies the block's code and shows that it did.
 */
import type { CopyResult } from './clipboard';

export interface ServerMarkupActions {
  /** Navigates in the app to a path of this site (pathname, query and hash). */
  navigate(to: string): void;
  copy(text: string): Promise<CopyResult>;
  /**
   * Class names from the theme's copy button styles: of the icons inside the button (the button
   * itself has no class of its own to find it by) and of the button's "copied" state.
   */
  copyIconsClass: string;
  copiedClass: string;
}

/** How long the button shows that it copied, as the theme's own button does. */
export const COPIED_FOR_MS = 1000;

/** A path that is a page of the app rather than a file served beside it (openrpc.json, llms.txt, an image). */
const isFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));

/** The code of a highlighted block, a line per token line (an empty line's only token is a newline). */
export function blockCode(block: Element): string {
  return Array.from(block.querySelectorAll('.token-line'), (line) => (line.textContent ?? '').replace(/\n$/, '')).join('\n');
}

function followLink(event: MouseEvent, anchor: HTMLAnchorElement, actions: ServerMarkupActions): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const here = anchor.ownerDocument.location;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin || isFile(url.pathname)) return;
  // A link within the page: the browser scrolls to its anchor.
  if (url.pathname === here.pathname && url.search === here.search) return;
  event.preventDefault();
  actions.navigate(`${url.pathname}${url.search}${url.hash}`);
}

async function copyBlock(button: HTMLButtonElement, block: Element, actions: ServerMarkupActions): Promise<void> {
  const label = button.getAttribute('aria-label');
  const result = await actions.copy(blockCode(block));
  if (result === 'copied') button.classList.add(actions.copiedClass);
  button.setAttribute('aria-label', result === 'copied' ? 'Copied' : 'Could not copy: select the code and copy it by hand');
  setTimeout(() => {
    button.classList.remove(actions.copiedClass);
    if (label !== null) button.setAttribute('aria-label', label);
  }, COPIED_FOR_MS);
}

/** Handles a click in server-only markup; anything it does not handle keeps the browser's default. */
export function handleServerMarkupClick(event: MouseEvent, actions: ServerMarkupActions): void {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const anchor = event.target.closest('a[href]');
  if (anchor instanceof HTMLAnchorElement) {
    followLink(event, anchor, actions);
    return;
  }
  const button = event.target.closest('button');
  const block = button?.closest('.theme-code-block');
  if (button && block && button.getElementsByClassName(actions.copyIconsClass).length > 0) void copyBlock(button, block, actions);
}
