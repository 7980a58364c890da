import type { Page } from '@playwright/test';
import { scrollViolations } from './axe';
import { within } from './deadline';

/** The screen sizes the site is laid out for at its edges: a phone, and a desktop window. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * How wide the page is, and the outermost elements that reach past the screen's right edge without
 * a box that scrolls or clips them (what a reader scrolls the page sideways to see).
 */
export async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    if (scrollWidth <= width) return { scrollWidth, culprits: [] };
    const name = (el: Element) => `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ''}`;
    const past = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
    const contained = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => past(el) && getComputedStyle(el).position !== 'fixed' && !contained(el) && !(el.parentElement !== document.body && past(el.parentElement!)))
      .slice(0, 3)
      .map((el) => `${name(el.parentElement!)} > ${name(el)} (right edge at ${Math.round(el.getBoundingClientRect().right)} px)`);
    return { scrollWidth, culprits };
  });
}

/**
 * Waits for two frames: what a resize sets off (resize observers, React state) has been drawn. A
 * renderer that draws no frames (headless Chromium stopped drawing once after a resize, and the
 * wait held a CI run for nineteen minutes) releases it after three seconds, as timers still run:
 * the checks that follow force their own layout, and the scroll-box check is retried. A page whose
 * script is stuck runs no timer either, and fails here, named.
 */
export function nextFrames(page: Page): Promise<unknown> {
  return within(15_000, 'waiting for the page to draw two frames', () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 3_000);
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(timer);
              resolve();
            }),
          );
        }),
    ),
  );
}

/**
 * The page open in `page` narrowed to a phone's width, as a window resized or a phone turned, then
 * widened back: what a reader would hit there, as readable lines (none when it fits). The site lays
 * itself out again without a reload (CSS, and the components that watch the window's size), so the
 * page already open stands for a load at that width, at a fraction of the cost of a second load.
 * Scroll boxes take their tab stop from a resize observer, so that check is retried for `settleMs`.
 */
export async function phoneWidthProblems(page: Page, settleMs = 5_000): Promise<string[]> {
  const before = page.viewportSize();
  await within(15_000, `narrowing the window to ${PHONE.width} px`, () => page.setViewportSize(PHONE));
  try {
    await nextFrames(page);
    const problems: string[] = [];
    const { scrollWidth, culprits } = await sidewaysOverflow(page);
    if (scrollWidth > PHONE.width) problems.push(`the page is ${scrollWidth} px wide at ${PHONE.width} px: ${culprits.join('; ')}`);
    // Retried until it passes or time is up; an axe run that throws is retried too, and reported if it is the last.
    const deadline = Date.now() + settleMs;
    for (;;) {
      let unreachable: string[];
      try {
        unreachable = (await scrollViolations(page)).map((line) => `a scroll box the keyboard cannot reach: ${line}`);
      } catch (error) {
        unreachable = [`axe could not check the scroll boxes: ${(error as Error).message}`];
      }
      if (unreachable.length === 0 || Date.now() >= deadline) return [...problems, ...unreachable];
      await page.waitForTimeout(100);
    }
  } finally {
    if (before) await within(15_000, `widening the window back to ${before.width} px`, () => page.setViewportSize(before));
    await nextFrames(page);
  }
}
