/**
 * Word wrap for code blocks: whether a block's code is wider than the block (so it offers the wrap
 * button) and the wrap toggle.
 *
 * The classic theme measures each block in an effect as the page hydrates, reading its width
 * straight after the previous block's re-render changed the page: on a page with 80 code blocks
 * that is 80 layouts of the whole page in one task. Here one ResizeObserver watches every block.
 * The browser calls it after its own layout, with every block that was laid out or changed size
 * (first display, a tab shown, a narrower window, wrapping switched), so all blocks are measured
 * in one pass over a page already laid out, and a block scrolled far off screen is measured when
 * the browser first lays it out.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

type Listener = (scrollable: boolean) => void;

const listeners = new Map<Element, Listener>();
let observer: ResizeObserver | null = null;

/**
 * Calls `listener` with whether `block` scrolls sideways, whenever the block or its code changes
 * size (the code block's lines are at least as wide as the block, so new wider code resizes them).
 */
function watch(block: HTMLElement, listener: Listener): () => void {
  observer ??= new ResizeObserver((entries) => {
    const blocks = new Set(entries.map(({ target }) => target.closest('pre')));
    for (const pre of blocks) if (pre) listeners.get(pre)?.(pre.scrollWidth > pre.clientWidth);
  });
  const watched = [block, ...Array.from(block.querySelectorAll(':scope > code'))];
  listeners.set(block, listener);
  for (const element of watched) observer.observe(element);
  return () => {
    listeners.delete(block);
    for (const element of watched) observer?.unobserve(element);
  };
}

export interface CodeWordWrap {
  codeBlockRef: RefObject<HTMLPreElement>;
  /** The reader switched wrapping on. */
  isEnabled: boolean;
  /** The code is wider than its block, unwrapped. */
  isCodeScrollable: boolean;
  toggle: () => void;
}

export function useCodeWordWrap(): CodeWordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block || typeof ResizeObserver === 'undefined') return undefined;
    // While wrapped the code fits by construction; the button stays so wrapping can be switched off.
    return watch(block, (scrollable) => setIsCodeScrollable((was) => (block.querySelector('code')?.style.whiteSpace === 'pre-wrap' ? was : scrollable)));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.style.removeProperty('white-space');
      code.style.removeProperty('overflow-wrap');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens (hashes, calldata) wrap too, so no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
