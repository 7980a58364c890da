import { highlightRanges } from '../engine/highlight';

/**
 * Marks the terms of the result that opened this page (`?_highlight=...`) in its article, and
 * returns the function that removes the marks. Loaded only on pages opened from a result.
 */
const SKIP = 'script, style, mark, button, .theme-doc-toc-mobile, .katex-html';

export function highlightArticle(terms: readonly string[]): () => void {
  const root = document.querySelector('article');
  if (!root || terms.length === 0) return () => undefined;
  const texts: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);

  const marks: HTMLElement[] = [];
  for (const text of texts) {
    const ranges = highlightRanges(text.data, terms);
    // From the end, so the offsets of earlier ranges stay valid as the node is split.
    for (const [start, end] of ranges.reverse()) {
      const match = text.splitText(start);
      match.splitText(end - start);
      const mark = document.createElement('mark');
      mark.dataset.searchHighlight = '';
      match.replaceWith(mark);
      mark.append(match);
      marks.push(mark);
    }
  }
  return () => {
    for (const mark of marks) {
      const parent = mark.parentNode;
      if (!parent) continue;
      mark.replaceWith(...Array.from(mark.childNodes));
      parent.normalize();
    }
  };
}
