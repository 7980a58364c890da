// @vitest-environment jsdom
/**
 * The page template starts the app's scripts after the first painted frame (so the server's HTML
 * paints before the app runs), in their order, once, and at once in a tab that paints no frame.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTemplate, startAppScript } from '../../src/config/page-template';

function page(visibility: 'visible' | 'hidden') {
  document.head.innerHTML = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'].map((src) => `<link rel="preload" as="script" href="${src}" data-app-script>`).join('');
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  // The script as the page runs it: a classic script in the document's global scope.
  new Function(startAppScript)();
  const started = () => Array.from(document.head.querySelectorAll('script'), (s) => ({ path: new URL(s.src).pathname, async: s.async }));
  return { frames, started };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('starting the app', () => {
  it('waits for a painted frame, then adds the scripts in order, executed in order', () => {
    vi.useFakeTimers();
    const { frames, started } = page('visible');
    expect(started()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(started()).toEqual([]);
    vi.runAllTimers();
    expect(started()).toEqual([
      { path: '/assets/js/runtime~main.1.js', async: false },
      { path: '/assets/js/main.2.js', async: false },
    ]);
  });

  it('starts at once in a hidden tab, and only once if the tab is then shown', () => {
    vi.useFakeTimers();
    const { frames, started } = page('hidden');
    expect(frames).toHaveLength(0);
    expect(started()).toHaveLength(2);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.runAllTimers();
    expect(started()).toHaveLength(2);
  });

  it('starts when a visible tab is hidden before its first frame, and not again after the frame', () => {
    vi.useFakeTimers();
    const { frames, started } = page('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started()).toHaveLength(2);
    frames[0]!(0);
    vi.runAllTimers();
    expect(started()).toHaveLength(2);
  });
});

describe('the page template', () => {
  it('preloads the scripts in the head and starts them after the app markup', () => {
    const head = pageTemplate.slice(0, pageTemplate.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-app-script />');
    expect(head).not.toMatch(/<script\b/);
    expect(pageTemplate.indexOf(`<script>${startAppScript}</script>`)).toBeGreaterThan(pageTemplate.indexOf('<div id="__docusaurus">'));
  });
});
