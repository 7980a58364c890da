import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A/AA violations of impact serious or critical on the current page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return readable(await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze());
}

/**
 * Colour-contrast violations only: after switching colour mode the DOM is the same, so the
 * other rules would only repeat the first pass; the colours are what changed.
 */
export async function contrastViolations(page: Page): Promise<string[]> {
  return readable(await new AxeBuilder({ page }).withRules(['color-contrast']).analyze());
}

function readable(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}
