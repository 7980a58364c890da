import { describe, expect, it } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';
import { themeCss } from '../../src/plugins/code-highlight/themeCss';
import { prism } from '../../src/config/prism';

const theme = (color: string, extra: PrismTheme['styles'] = []): PrismTheme => ({
  plain: { color, backgroundColor: '#000000' },
  styles: [{ types: ['comment', 'prolog'], style: { color: '#111111', fontStyle: 'italic' } }, ...extra],
});

describe('the Prism theme stylesheet', () => {
  const css = themeCss({
    light: theme('#222222', [{ types: ['keyword'], languages: ['go'], style: { color: '#333333' } }]),
    dark: theme('#eeeeee'),
  });
  const rules = css.trim().split('\n');

  it('scopes each mode to its data-theme and sets the block colours as variables', () => {
    expect(rules[0]).toBe(":where(html:not([data-theme='dark'])){--prism-color:#222222;--prism-background-color:#000000}");
    expect(css).toContain(":where(html[data-theme='dark']){--prism-color:#eeeeee;--prism-background-color:#000000}");
  });

  it('gives every type of an entry the entry style, in CSS property names', () => {
    expect(css).toContain(":where(html[data-theme='dark']) .token.comment,:where(html[data-theme='dark']) .token.prolog{color:#111111;font-style:italic}");
  });

  it('applies a language entry only inside blocks of that language', () => {
    expect(css).toContain(":where(html:not([data-theme='dark']) .language-go) .token.keyword{color:#333333}");
  });

  it('keeps every token selector at the same specificity, so the theme order decides as in prism-react-renderer', () => {
    const selectors = rules.flatMap((rule) => rule.slice(0, rule.indexOf('{')).split(','));
    for (const selector of selectors) expect(selector).toMatch(/^:where\(.*\)( \.prism-code| \.token\.[\w-]+)?$/);
  });

  it('covers every entry of the site themes', () => {
    const site = themeCss({ light: prism.theme, dark: prism.darkTheme });
    for (const entry of [...prism.theme.styles, ...prism.darkTheme.styles]) {
      if (Object.values(entry.style).every((value) => value === undefined)) continue;
      for (const type of entry.types) expect(site).toContain(`.token.${type}`);
    }
  });
});
