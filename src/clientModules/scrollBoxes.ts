/**
 * A box that scrolls when its content is too wide (a table's ScrollTable, a diagram, a display
 * formula, a code block: each marked `data-scroll-box`) is in the HTML with `tabindex="0"`, so the
 * keyboard can reach and scroll it (WCAG 2.1.1) before any script runs. Only a box that does
 * scroll needs the tab stop; at desktop width most fit, and a contract reference page would
 * otherwise have some sixty stops that do nothing. This takes the stop away from every box that
 * fits and gives it back when the box starts to scroll (a narrower window, a wider table), for
 * boxes on the page at load, after a route change, and added later (a tab shown, a table filled).
 *
 * It touches no box React renders differently: React sets `tabIndex` once and, since the prop
 * never changes, leaves the attribute alone afterwards; a box it re-creates is seen as added.
 */

export const SCROLL_BOX = 'data-scroll-box';
const SELECTOR = `[${SCROLL_BOX}]`;

/**
 * Whether the box scrolls: its content is wider or taller than the box, along an axis the box lets
 * scroll (a formula's glyphs overhang its hidden vertical overflow). No slack: content a fraction
 * of a pixel too wide rounds up in scrollWidth, and the box does scroll by that pixel.
 */
export function scrolls(box: Element): boolean {
  const style = getComputedStyle(box);
  const canScroll = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  return (canScroll(style.overflowX) && box.scrollWidth > box.clientWidth) || (canScroll(style.overflowY) && box.scrollHeight > box.clientHeight);
}

function update(box: Element): void {
  if (scrolls(box)) box.setAttribute('tabindex', '0');
  else if (box !== document.activeElement) box.removeAttribute('tabindex');
}

let resizes: ResizeObserver | null = null;
/** What is observed for each box: the box and its children, kept so that the same ones are let go. */
const observed = new WeakMap<Element, Element[]>();

/** Runs `action` on every box in `root`, `root` included. */
function eachBox(root: Node, action: (box: Element) => void): void {
  if (!(root instanceof Element)) return;
  if (root.matches(SELECTOR)) action(root);
  root.querySelectorAll(SELECTOR).forEach(action);
}

function unwatch(box: Element): void {
  for (const element of observed.get(box) ?? []) resizes!.unobserve(element);
  observed.delete(box);
}

/** Observes the box and its children (the table, the code, the formula): either changing size can make the box start or stop scrolling. */
function watch(box: Element): void {
  unwatch(box);
  const elements = [box, ...Array.from(box.children)];
  for (const element of elements) resizes!.observe(element);
  observed.set(box, elements);
  update(box);
}

/** Called by Docusaurus after every render of a route, the first one (after hydration) included. */
export function onRouteDidUpdate(): void {
  if (resizes || typeof ResizeObserver === 'undefined') return;
  resizes = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const box = entry.target.closest(SELECTOR);
      if (box) update(box);
    }
  });
  eachBox(document.body, watch);
  new MutationObserver((records) => {
    for (const record of records) {
      record.removedNodes.forEach((node) => eachBox(node, unwatch));
      record.addedNodes.forEach((node) => eachBox(node, watch));
      // A box whose own children were replaced: observe the new ones.
      if (record.target instanceof Element && record.target.matches(SELECTOR) && record.target.isConnected) watch(record.target);
    }
  }).observe(document.body, { childList: true, subtree: true });
  // A web font that arrives late can widen a formula or a code line without resizing any element
  // observed (a formula's block is as wide as its box, whatever the formula's width).
  document.fonts?.addEventListener('loadingdone', () => eachBox(document.body, update));
  // A box that stopped scrolling while it had focus kept its tab stop until focus leaves it.
  document.addEventListener('focusout', (event) => {
    const box = event.target instanceof Element && event.target.matches(SELECTOR) ? event.target : null;
    if (box) requestAnimationFrame(() => update(box));
  });
}
