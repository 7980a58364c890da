// @vitest-environment jsdom
/**
 * The page template starts the app's scripts once the page's HTML is on screen (so it shows before
 * the app runs), in their order, once, and at once in a tab that renders no frame.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTemplate, startAppScript } from '../../src/config/page-template';

/** A stand-in for the browser's PerformanceObserver: `report` delivers a paint timing entry. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static observers: FakeObserver[] = [];
  observed: unknown[] = [];
  connected = true;
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakeObserver) => void) {
    FakeObserver.observers.push(this);
  }
  observe(options: unknown) {
    this.observed.push(options);
  }
  disconnect() {
    this.connected = false;
  }
  static report(name: string) {
    for (const observer of FakeObserver.observers.filter((o) => o.connected)) {
      observer.callback({ getEntriesByName: (n) => (n === name ? [{ name, entryType: 'paint' }] : []) }, observer);
    }
  }
}

function page(visibility: 'visible' | 'hidden', paintTiming = true) {
  document.head.innerHTML = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'].map((src) => `<link rel="preload" as="script" href="${src}" data-app-script>`).join('');
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  FakeObserver.observers = [];
  vi.stubGlobal('PerformanceObserver', paintTiming ? FakeObserver : undefined);
  // The script as the page runs it: a classic script in the document's global scope.
  new Function(startAppScript)();
  const started = () => Array.from(document.head.querySelectorAll('script'), (s) => ({ path: new URL(s.src).pathname, async: s.async }));
  return { frames, started };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The document's own visibilityState, set by page(), shadows jsdom's: without it, jsdom's again.
  delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
  document.head.innerHTML = '';
});

const inOrder = [
  { path: '/assets/js/runtime~main.1.js', async: false },
  { path: '/assets/js/main.2.js', async: false },
];

describe('starting the app', () => {
  it('waits for a frame and for first contentful paint to be reported, then adds the scripts in order, executed in order', () => {
    vi.useFakeTimers();
    const { frames, started } = page('visible');
    expect(FakeObserver.observers[0]!.observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    vi.advanceTimersByTime(500);
    expect(started()).toEqual([]);
    // Another kind of paint entry is not the one awaited.
    FakeObserver.report('first-paint');
    vi.advanceTimersByTime(10);
    expect(started()).toEqual([]);
    FakeObserver.report('first-contentful-paint');
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(inOrder);
    expect(FakeObserver.observers[0]!.connected).toBe(false);
    vi.runAllTimers();
    expect(started()).toEqual(inOrder);
  });

  it('waits for a frame begun after the whole page was parsed even when first contentful paint came earlier', () => {
    vi.useFakeTimers();
    const { frames, started } = page('visible');
    FakeObserver.report('first-contentful-paint');
    vi.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    frames[0]!(0);
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(inOrder);
  });

  it('starts after the frame in a browser without paint timing', () => {
    vi.useFakeTimers();
    const { frames, started } = page('visible', false);
    expect(started()).toEqual([]);
    frames[0]!(0);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(inOrder);
  });

  it('starts a second after the frame when first contentful paint is never reported', () => {
    vi.useFakeTimers();
    const { frames, started } = page('visible');
    frames[0]!(0);
    vi.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(inOrder);
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
    FakeObserver.report('first-contentful-paint');
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
