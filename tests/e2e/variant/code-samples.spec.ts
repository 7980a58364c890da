import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, Prism, type PrismTheme } from 'prism-react-renderer';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { highlightedLanguages, prism, prismLanguages } from '../../../src/config/prism';
import { parseColor } from '../../../src/lib/contrast';

/**
 * The test-only page shows one code block per highlighted language. Code is highlighted by the
 * server with class names only and coloured by the generated theme stylesheet: each token must
 * look exactly as prism-react-renderer's own inline styles would make it, in both colour modes.
 */
// Prism's grammar files register themselves on a global Prism, as the classic theme loads them.
(globalThis as { Prism?: unknown }).Prism = Prism;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- grammar files are scripts, loaded for their side effect
for (const language of prismLanguages) require(`prismjs/components/prism-${language}`);

interface TokenLook {
  content: string;
  color: string;
  fontStyle: string;
}

const rgb = (color: string): string => {
  const c = parseColor(color);
  if (!c) throw new Error(`unreadable colour ${color}`);
  return `rgb(${c.join(', ')})`;
};

/** How prism-react-renderer would show each token of the code with this theme. */
function expectedLooks(code: string, language: string, theme: PrismTheme): TokenLook[] {
  const looks: TokenLook[] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      prism: Prism,
      children: ({ tokens, getTokenProps }) => {
        for (const line of tokens) {
          for (const token of line) {
            const style = getTokenProps({ token }).style ?? {};
            looks.push({ content: token.content, color: rgb(style.color ?? theme.plain.color!), fontStyle: style.fontStyle ?? 'normal' });
          }
        }
        return createElement('pre');
      },
    }),
  );
  return looks.filter((t) => t.content.trim() !== '');
}

for (const language of highlightedLanguages) {
  test(`code blocks in ${language} are highlighted`, async ({ page }) => {
    await gotoHydrated(page, '/__e2e/code-samples');
    const block = page.locator(`section[data-language="${language}"] pre code`);
    await expect(block).toBeVisible();
    // Without its grammar a block renders as plain tokens only.
    expect(await block.locator('.token:not(.plain)').count()).toBeGreaterThan(0);
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`every token has the colour and style of the ${mode} Prism theme`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await gotoHydrated(page, '/__e2e/code-samples');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const theme = mode === 'dark' ? prism.darkTheme : prism.theme;
    for (const language of highlightedLanguages) {
      const block = page.locator(`section[data-language="${language}"] pre code`);
      const code = await block.evaluate((el) => Array.from(el.querySelectorAll('.token-line')).map((line) => line.textContent ?? '').join('\n'));
      const shown = await block.evaluate((el) =>
        Array.from(el.querySelectorAll<HTMLElement>('.token')).map((t) => ({
          content: t.textContent ?? '',
          color: getComputedStyle(t).color,
          fontStyle: getComputedStyle(t).fontStyle,
        })),
      );
      expect(
        shown.filter((t) => t.content.trim() !== ''),
        language,
      ).toEqual(expectedLooks(code, language, theme));
    }
  });
}

test('the server highlights the code: the page loads no tokenizer until it renders code itself', async ({ page }) => {
  const tokenizer: string[] = [];
  page.on('request', (r) => {
    if (/\/prism-tokenizer\.[^/]*\.js$/.test(r.url())) tokenizer.push(r.url());
  });
  await gotoHydrated(page, '/__e2e/code-samples');
  await page.waitForLoadState('networkidle');
  expect(tokenizer).toEqual([]);
});
