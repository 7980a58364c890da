// @vitest-environment jsdom
/**
 * Links and code-block copy buttons inside server-only markup, which React does not render in the
 * browser: one listener makes links to other pages navigate in the app and copy buttons copy.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockCode, COPIED_FOR_MS, handleServerMarkupClick, type ServerMarkupActions } from '../../src/lib/serverMarkupClicks';

function setup(html: string) {
  document.body.innerHTML = `<div id="markup">${html}</div>`;
  const navigate = vi.fn<(to: string) => void>();
  const copy = vi.fn<ServerMarkupActions['copy']>(() => Promise.resolve('copied'));
  const actions: ServerMarkupActions = { navigate, copy, copyIconsClass: 'icons_x', copiedClass: 'copied_x' };
  const container = document.getElementById('markup')!;
  container.addEventListener('click', (event) => handleServerMarkupClick(event, actions));
  // Whether the handler took the click over; then every click is stopped, as jsdom cannot navigate.
  let handled = false;
  container.addEventListener('click', (event) => {
    handled = event.defaultPrevented;
    event.preventDefault();
  });
  const click = (selector: string, init: MouseEventInit = {}) => {
    container.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    return { defaultPrevented: handled };
  };
  return { navigate, copy, click };
}

const CODE_BLOCK = `<div class="theme-code-block"><pre><code>
  <span class="token-line"><span class="token keyword">function</span> f() external;<br></span>
  <span class="token-line"><span class="token plain" style="display:inline-block">\n</span><br></span>
  <span class="token-line"><span class="token plain">// end</span><br></span>
</code></pre><button type="button" class="clean-btn" aria-label="Copy code to clipboard"><span class="icons_x">icon</span></button></div>`;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('links in server-only markup', () => {
  it('navigate in the app to another page of the site, keeping the query and the anchor', () => {
    const { navigate, click } = setup('<a href="/api/linea-smart-contracts/tokenbridge?x=1#bridgeToken"><code>bridgeToken</code></a>');
    const event = click('code');
    expect(event.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/api/linea-smart-contracts/tokenbridge?x=1#bridgeToken');
  });

  it('leave to the browser: anchors in the page, other sites, files, new tabs and modified clicks', () => {
    const { navigate, click } = setup(`
      <a id="hash" href="#source-x">x</a>
      <a id="same" href="${location.pathname}#y">y</a>
      <a id="away" href="https://github.com/Consensys/linea-monorepo">gh</a>
      <a id="file" href="/openrpc.json">file</a>
      <a id="tab" href="/get-started" target="_blank">tab</a>
      <a id="dl" href="/get-started" download>dl</a>
      <a id="plain" href="/get-started">plain</a>`);
    for (const id of ['hash', 'same', 'away', 'file', 'tab', 'dl']) expect(click(`#${id}`).defaultPrevented, id).toBe(false);
    expect(click('#plain', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click('#plain', { metaKey: true }).defaultPrevented).toBe(false);
    expect(click('#plain', { button: 1 }).defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('code-block copy buttons in server-only markup', () => {
  it('copy the code line by line and show that they did, then reset', async () => {
    vi.useFakeTimers();
    const { copy, click } = setup(CODE_BLOCK);
    click('button span');
    expect(copy).toHaveBeenCalledWith('function f() external;\n\n// end');
    await vi.waitFor(() => expect(document.querySelector('button')!.classList.contains('copied_x')).toBe(true));
    expect(document.querySelector('button')!.getAttribute('aria-label')).toBe('Copied');
    vi.advanceTimersByTime(COPIED_FOR_MS);
    expect(document.querySelector('button')!.classList.contains('copied_x')).toBe(false);
    expect(document.querySelector('button')!.getAttribute('aria-label')).toBe('Copy code to clipboard');
  });

  it('say so when the copy fails, without the copied state', async () => {
    const { copy, click } = setup(CODE_BLOCK);
    copy.mockResolvedValueOnce('failed');
    click('button');
    await vi.waitFor(() => expect(document.querySelector('button')!.getAttribute('aria-label')).toMatch(/Could not copy/));
    expect(document.querySelector('button')!.classList.contains('copied_x')).toBe(false);
  });

  it('leave other buttons alone', () => {
    const { copy, click } = setup('<div class="theme-code-block"><pre><code></code></pre><button type="button" class="wrap">wrap</button></div><button id="b">b</button>');
    click('.wrap');
    click('#b');
    expect(copy).not.toHaveBeenCalled();
  });

  it('read a block with no token lines as empty', () => {
    document.body.innerHTML = '<div class="theme-code-block"><pre><code></code></pre></div>';
    expect(blockCode(document.querySelector('.theme-code-block')!)).toBe('');
  });
});
