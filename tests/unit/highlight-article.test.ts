// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { highlightArticle } from '../../src/plugins/search/client/highlightArticle';

const marked = () => Array.from(document.querySelectorAll('mark[data-search-highlight]'), (m) => m.textContent);

describe('highlightArticle', () => {
  it('marks a word split by <wbr> line-break hints, as the word the reader searched for', () => {
    // As WordBreaks renders eth_getLogs in the method table: parts with <wbr> between them.
    document.body.innerHTML = '<article><p>Call <span>eth_<wbr>get<wbr>Logs</span> or eth_getLogs, not eth_<b>getLogs</b>.</p></article>';
    const undo = highlightArticle(['eth_getlogs']);
    expect(marked()).toEqual(['eth_', 'get', 'Logs', 'eth_getLogs']);
    // The parts keep their line-break hints, and the text reads as before.
    expect(document.querySelectorAll('span wbr')).toHaveLength(2);
    expect(document.querySelector('p')!.textContent).toBe('Call eth_getLogs or eth_getLogs, not eth_getLogs.');
    undo();
    expect(marked()).toEqual([]);
    expect(document.querySelector('span')!.innerHTML).toBe('eth_<wbr>get<wbr>Logs');
  });

  it('marks several words of one text node, and words in different runs apart', () => {
    document.body.innerHTML = '<article><p>bridge then bridging</p><p>no match here</p><p>Token<wbr>Bridge</p></article>';
    highlightArticle(['bridg']);
    expect(marked()).toEqual(['bridge', 'bridging', 'Token', 'Bridge']);
  });
});
