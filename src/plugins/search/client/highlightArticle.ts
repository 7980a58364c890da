import { highlightRanges } from '../engine/highlight';

/**
 * Marks the terms of the result that opened this page (`?_highlight=...`) in its article, and
 * returns the function that removes the marks. Loaded only on pages opened from a result.
 */
const SKIP = 'script, style, mark, button, .theme-doc-toc-mobile, .katex-html';

/**
 * Whether `b` continues the text of `a`: it follows it with nothing but <wbr> elements between
 * them. `WordBreaks` writes an identifier as parts with line-break hints (`eth_` `get` `Logs`),
 * which must be read as the one word the reader searched for.
 */
function continues(a: Text, b: Text): boolean {
  let node = a.nextSibling;
  while (node && node !== b) {
    if (!(node instanceof HTMLElement) || node.tagName !== 'WBR') return false;
    node = node.nextSibling;
  }
  return node === b;
}

function mark(text: Text, start: number, end: number): HTMLElement {
  const match = text.splitText(start);
  match.splitText(end - start);
  const element = document.createElement('mark');
  element.dataset.searchHighlight = '';
  match.replaceWith(element);
  element.append(match);
  return element;
}

export function highlightArticle(terms: readonly string[]): () => void {
  const root = document.querySelector('article');
  if (!root || terms.length === 0) return () => undefined;
  // Text nodes in runs: a run is text that reads as one, however many nodes it is split into.
  const runs: Text[][] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const run = runs.at(-1);
    if (run && continues(run.at(-1)!, text)) run.push(text);
    else runs.push([text]);
  }

  const marks: HTMLElement[] = [];
  for (const run of runs) {
    const ranges = highlightRanges(run.map((t) => t.data).join(''), terms);
    if (ranges.length === 0) continue;
    // Each node's share of every range, marked from the node's end so that the offsets of its
    // earlier shares stay valid as it is split: a word across a <wbr> gets a mark on each side.
    let base = 0;
    for (const text of run) {
      const length = text.data.length;
      const shares = ranges
        .map(([start, end]): [number, number] => [Math.max(start, base) - base, Math.min(end, base + length) - base])
        .filter(([start, end]) => start < end);
      for (const [start, end] of shares.reverse()) marks.push(mark(text, start, end));
      base += length;
    }
  }
  return () => {
    for (const element of marks) {
      const parent = element.parentNode;
      if (!parent) continue;
      element.replaceWith(...Array.from(element.childNodes));
      parent.normalize();
    }
  };
}
