import type { Locator, Page } from '@playwright/test';
import { test, expect, expectCleanPage, gotoHydrated, waitForHydration } from './support/fixtures';
import { glossary, glossaryEntry } from '../../src/data/glossary';
import { ALPHABET, letterOf } from '../../src/lib/glossary';

/**
 * The glossary page (A–Z jump bar, one anchor per term) and the <Term> popover, driven the way a
 * reader would: by clicking letters and links, and by keyboard alone for the popover.
 */
const lettersWithTerms = ALPHABET.filter((letter) => glossary.some((e) => letterOf(e.term) === letter));
const lettersWithout = ALPHABET.filter((letter) => !lettersWithTerms.includes(letter));

/**
 * How far down the screen is covered: the navbar, and below it the jump bar while it is stuck there.
 * What the page scrolls to must sit below that, not under it. (The bar comes before every target,
 * so counting a bar that merely scrolls past the navbar asks no more than the truth.)
 */
function coveredTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect();
    const bar = document.querySelector('nav[aria-label="Glossary by letter"]')!.getBoundingClientRect();
    return Math.max(navbar.bottom, bar.top <= navbar.bottom + 1 ? bar.bottom : 0);
  });
}

/** The target is on screen, and below whatever covers the top of it (`coveredTop`). */
async function expectInSightBelowCover(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  const box = await target.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual((await coveredTop(page)) - 1);
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Focus never reached ${target} after ${max} presses of Tab`);
}

test.describe('glossary page', () => {
  test('the jump bar shows every letter, links those with terms and disables the rest', async ({ page, problems }) => {
    await gotoHydrated(page, '/zero-knowledge-glossary');
    const bar = page.getByRole('navigation', { name: 'Glossary by letter' });
    await expect(bar.getByRole('listitem')).toHaveCount(26);
    await expect(bar.getByRole('link')).toHaveText(lettersWithTerms);
    expect(lettersWithout.length).toBeGreaterThan(0);
    for (const letter of lettersWithout) {
      await expect(bar.getByText(letter, { exact: true })).toHaveAttribute('aria-disabled', 'true');
    }
    expectCleanPage(problems);
  });

  test('a letter link jumps to its group, below the sticky jump bar', async ({ page, problems }) => {
    await gotoHydrated(page, '/zero-knowledge-glossary');
    const bar = page.getByRole('navigation', { name: 'Glossary by letter' });
    for (const letter of ['S', 'Z', 'C']) {
      await bar.getByRole('link', { name: letter, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#letter-${letter.toLowerCase()}$`));
      await expectInSightBelowCover(page, page.locator(`h2#letter-${letter.toLowerCase()}`));
    }
    await expect(bar).toBeInViewport();
    expectCleanPage(problems);
  });

  test('narrower, the bar wraps: on two rows it stays stuck, on a phone it scrolls away; either way targets land in sight', async ({ page, problems }) => {
    const bar = page.getByRole('navigation', { name: 'Glossary by letter' });
    for (const { width, rows, stuck } of [
      { width: 800, rows: 2, stuck: true },
      { width: 375, rows: 3, stuck: false },
    ]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/zero-knowledge-glossary#hard-finality');
      const letterHeight = (await bar.getByRole('link').first().boundingBox())!.height;
      const barHeight = (await bar.boundingBox())!.height;
      expect(barHeight, `the bar's height at ${width} px`).toBeGreaterThan(rows * letterHeight);
      expect(barHeight, `the bar's height at ${width} px`).toBeLessThan((rows + 1) * letterHeight);
      await expectInSightBelowCover(page, page.locator('#hard-finality'));
      for (const letter of ['S', 'C']) {
        await bar.getByRole('link', { name: letter, exact: true }).click();
        await expectInSightBelowCover(page, page.locator(`h2#letter-${letter.toLowerCase()}`));
        expect(await bar.evaluate((el) => el.getBoundingClientRect().bottom > 0), `the bar in sight after a jump at ${width} px`).toBe(stuck);
      }
      // Going back through the entries with Shift+Tab scrolls each focused link into sight.
      await page.locator('section[aria-labelledby^="letter-"] a').last().focus();
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press('Shift+Tab');
        const focused = page.locator(':focus');
        if (!(await focused.evaluate((el) => el.closest('section[aria-labelledby^="letter-"]') !== null))) break;
        await expectInSightBelowCover(page, focused);
      }
    }
    expectCleanPage(problems);
  });

  test('every term has its own anchor, and a deep link lands on it', async ({ page, problems }) => {
    await gotoHydrated(page, '/zero-knowledge-glossary#hard-finality');
    await expectInSightBelowCover(page, page.getByRole('heading', { level: 3, name: 'Hard finality' }));
    // The theme's hash link after each heading holds a zero-width space.
    const headings = await page.locator('article h3[id]').evaluateAll((els) => els.map((el) => [el.id, el.textContent?.replace(/\u200b/g, '')]));
    expect(headings).toEqual(glossary.map((entry) => [entry.anchor, entry.term]));
    // Links from the previous edition of the page keep working.
    await expect(page.locator('#ethereum-virtual-machine-evm')).toBeAttached();
    expectCleanPage(problems);
  });

  test('"See also" links move to the related entry', async ({ page, problems }) => {
    await gotoHydrated(page, '/zero-knowledge-glossary#zkevm');
    const entry = page.locator('h3#zkevm').locator('xpath=..');
    await entry.getByRole('link', { name: 'Type 2 zkEVM' }).click();
    await expect(page).toHaveURL(/#type-2-zkevm$/);
    await expectInSightBelowCover(page, page.locator('h3#type-2-zkevm'));
    expectCleanPage(problems);
  });
});

test.describe('<Term> popover', () => {
  const sequencer = glossaryEntry('sequencer');

  test('opens on keyboard focus with the definition, and Escape closes it', async ({ page, problems }) => {
    await gotoHydrated(page, '/risk-disclosures');
    const term = page.locator('button[data-glossary-term="sequencer"]').first();
    await tabTo(page, term);

    const popover = page.getByRole('dialog', { name: sequencer.term });
    await expect(popover).toBeVisible();
    await expect(popover).toContainText(sequencer.definition);
    await expect(term).toHaveAttribute('aria-expanded', 'true');
    // Screen readers get the definition as the description of the focused term.
    const describedBy = await term.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(sequencer.definition);

    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(term).toBeFocused();
    await expect(term).toHaveAttribute('aria-expanded', 'false');
    expectCleanPage(problems);
  });

  test('links to the glossary entry, reachable with Tab and Enter', async ({ page, problems }) => {
    await gotoHydrated(page, '/risk-disclosures');
    const term = page.locator('button[data-glossary-term="sequencer"]').first();
    await tabTo(page, term);
    const popover = page.getByRole('dialog', { name: sequencer.term });
    await expect(popover).toBeVisible();

    const link = popover.getByRole('link', { name: 'Open in the glossary' });
    await expect(link).toHaveAttribute('href', '/zero-knowledge-glossary#sequencer');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/zero-knowledge-glossary#sequencer$/);
    await waitForHydration(page);
    await expectInSightBelowCover(page, page.getByRole('heading', { level: 3, name: 'Sequencer' }));
    expectCleanPage(problems);
  });

  test('Escape from the popover\'s link closes it and puts focus back on the term', async ({ page, problems }) => {
    await gotoHydrated(page, '/risk-disclosures');
    const term = page.locator('button[data-glossary-term="sequencer"]').first();
    await tabTo(page, term);
    const popover = page.getByRole('dialog', { name: sequencer.term });
    await expect(popover).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(popover.getByRole('link', { name: 'Open in the glossary' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(term).toBeFocused();
    expectCleanPage(problems);
  });

  test('when the popover\'s code fails to load, the page keeps working and the next visit to a term loads it', async ({ page }) => {
    await gotoHydrated(page, '/risk-disclosures');
    // Every script requested from now on is a chunk loaded on demand: the popover's among them.
    await page.route('**/*.js', (route) => route.abort());
    const term = page.locator('button[data-glossary-term="sequencer"]').first();
    await tabTo(page, term);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await expect(term).toBeVisible();
    await page.unroute('**/*.js');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(term).toBeFocused();
    await expect(page.getByRole('dialog', { name: sequencer.term })).toBeVisible();
  });

  test('opens on hover and closes when the pointer leaves', async ({ page, problems }) => {
    await gotoHydrated(page, '/risk-disclosures');
    const term = page.locator('button[data-glossary-term="hard-finality"]').first();
    await term.scrollIntoViewIfNeeded();
    await term.hover();
    const popover = page.getByRole('dialog', { name: 'Hard finality' });
    await expect(popover).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(popover).toBeHidden();
    expectCleanPage(problems);
  });
});
