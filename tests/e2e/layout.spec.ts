import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './support/fixtures';
import { DESKTOP, PHONE } from './support/layout';

/**
 * Layout at the edges of the screen sizes the site supports: at desktop width the reference tables
 * show every column without scrolling, and scroll boxes take a tab stop only while they scroll.
 * That no page of the sitemap scrolls sideways on a phone is checked page by page in the smoke
 * test, which has each page open already.
 */

/** Pages of wide reference tables whose columns (filters act on some of them) must all be in view. */
const referenceTables = [
  '/api/reference',
  '/get-started/how-to/run-a-node/linea-besu-options',
  '/technology/lineth-stack/coordinator-options',
  '/technology/lineth-stack/postman-options',
  '/technology/lineth-stack/prover-options',
  '/technology/prover/prover-limits',
  '/technology/security-audits',
  '/technology/security-council',
  '/get-started/build/contracts',
  '/get-started/build/ethereum-differences',
];

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('reference tables fit their column: long names wrap between their words', async ({ page }) => {
    test.slow();
    const clipped: Record<string, string[]> = {};
    for (const path of referenceTables) {
      await gotoHydrated(page, path);
      const tables = await page.locator('article table').evaluateAll((all: HTMLTableElement[]) =>
        all
          .map((table) => ({ caption: table.caption?.textContent ?? table.closest('[aria-label]')?.getAttribute('aria-label') ?? '', width: table.getBoundingClientRect().width, room: table.parentElement!.clientWidth }))
          .filter((t) => t.width > t.room + 1)
          .map((t) => `${t.caption}: ${Math.round(t.width)} px in ${t.room} px`),
      );
      if (tables.length > 0) clipped[path] = tables;
    }
    expect(clipped).toEqual({});
  });
});

test.describe('scroll boxes', () => {
  test.use({ viewport: DESKTOP });

  /**
   * Per box of the article (tables, diagrams, display formulas, code blocks): whether it scrolls and
   * whether it takes focus, read once each box has been in view: the contract reference lays out
   * its sections only near the screen (`content-visibility: auto`), as a reader reaches them.
   */
  const boxes = (page: Page) =>
    page.locator('article [data-scroll-box]').evaluateAll(async (all: HTMLElement[]) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const seen: { scrolls: boolean; focusable: boolean }[] = [];
      for (const box of all) {
        box.scrollIntoView({ block: 'center' });
        await frame();
        // Whether it scrolls, found by scrolling it: a box that moves by two pixels along an axis a
        // reader can scroll (a script can scroll hidden overflow too).
        const style = getComputedStyle(box);
        const moves = (axis: 'scrollLeft' | 'scrollTop') => {
          if (!['auto', 'scroll'].includes(axis === 'scrollLeft' ? style.overflowX : style.overflowY)) return false;
          const from = box[axis];
          box[axis] = from + 2;
          const moved = box[axis] !== from;
          box[axis] = from;
          return moved;
        };
        seen.push({ scrolls: moves('scrollLeft') || moves('scrollTop'), focusable: box.getAttribute('tabindex') === '0' });
      }
      return seen;
    });

  test('take a tab stop only while their content is wider than they are', async ({ page }) => {
    test.slow();
    // Tables rendered in the browser and tables kept as server markup; diagrams; formulas; code.
    let fitAtDesktop = 0;
    let scrollOnPhone = 0;
    // The boxes as last read, so the counts below need no second walk through a long page.
    let seen: Awaited<ReturnType<typeof boxes>> = [];
    const mismatched = async () => {
      seen = await boxes(page);
      return seen.filter((b) => b.scrolls !== b.focusable);
    };
    for (const path of ['/api/linea-smart-contracts/linearollup', '/api/reference', '/technology/architecture', '/technology/prover/proving', '/get-started/how-to/run-a-node/linea-besu']) {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, path);
      await expect.poll(mismatched, { message: `${path} at 1280 px` }).toEqual([]);
      fitAtDesktop += seen.filter((b) => !b.focusable).length;
      // Narrowing the window makes some of them scroll: those take focus, without a reload.
      await page.setViewportSize(PHONE);
      await expect.poll(mismatched, { message: `${path} at 390 px` }).toEqual([]);
      scrollOnPhone += seen.filter((b) => b.focusable).length;
    }
    expect(fitAtDesktop, 'boxes that fit at 1280 px, without a tab stop').toBeGreaterThan(0);
    expect(scrollOnPhone, 'boxes that scroll at 390 px, with a tab stop').toBeGreaterThan(0);
  });
});
