import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { within } from './deadline';

/**
 * axe-core, run in the page under test. The page gets axe's script once (per document) and each
 * check is one `axe.run`, reporting violations only: @axe-core/playwright injected the script
 * for every check and finished each run in a page of its own, about 1.3 s per check before any
 * rule ran, which made accessibility most of the end-to-end time.
 */
const axeSource = readFileSync(createRequire(`${process.cwd()}/package.json`).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Gives every document `page` opens from now on axe's script before its own scripts run, for a
 * test that checks many pages in turn. Sending the script's half a megabyte through Playwright
 * took about 0.2 s per page on an idle machine, for some 25 ms of compiling and running it in
 * the page: an init script is sent to the browser once, and each page compiles it from V8's
 * cache. Loading, axe defines `window.axe`, listens for `message` events (its frame messenger)
 * and sets `document.elementsFromPoint`; it runs in every frame, so axe would check an iframe's
 * content too. The site's pages have no iframes, and post messages only to the search worker.
 */
export async function loadAxeWithEveryDocument(page: Page): Promise<void> {
  await page.addInitScript({ content: axeSource });
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  // The largest reference pages take axe some seconds on two loaded cores; a page that stops
  // answering fails here, named, rather than holding its test to the test's timeout.
  return within(90_000, 'axe', async () => {
    if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(axeSource);
    // Long pages draw their sections only near the screen (content-visibility: auto), and a section
    // takes its real height when drawn. axe scrolls to each element and reads the colour under it,
    // so sections resizing around it would move the element from under the point axe reads. The
    // colours are the same drawn or not: draw everything before axe measures.
    await page.evaluate(() => {
      if (document.getElementById('e2e-draw-everything')) return;
      const style = document.createElement('style');
      style.id = 'e2e-draw-everything';
      style.textContent = '* { content-visibility: visible !important; }';
      document.head.append(style);
    });
    // Colours are read as they are: a colour-mode switch fades, so let running transitions end
    // first. Transitions advance with frames, and a renderer that draws none for a while would
    // never end them: the wait gives up after two seconds (the site's fades last a fraction of one).
    await page.evaluate(() => {
      const ended = document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined));
      return Promise.race([Promise.all(ended), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    });
    return page.evaluate((runOptions) => window.axe!.run(document, runOptions), { ...options, resultTypes: ['violations'] } satisfies RunOptions);
  });
}

/** WCAG 2.1 A/AA violations of impact serious or critical on the current page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return readable(await runAxe(page, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }));
}

/**
 * Colour-contrast violations only: after switching colour mode the DOM is the same, so the
 * other rules would only repeat the first pass; the colours are what changed.
 */
export async function contrastViolations(page: Page): Promise<string[]> {
  return readable(await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast'] } }));
}

/**
 * Scroll boxes the keyboard cannot reach: on a phone wide tables, diagrams and formulas scroll in
 * their boxes, which the desktop-sized smoke test never sees scroll.
 */
export async function scrollViolations(page: Page): Promise<string[]> {
  return readable(await runAxe(page, { runOnly: { type: 'rule', values: ['scrollable-region-focusable'] } }));
}

function readable(results: AxeResults): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}
