/**
 * The Prism themes as a stylesheet. Highlighted code carries only class names (`token keyword`),
 * so the server's HTML is right in both colour modes from the first paint, and the browser keeps
 * it without re-rendering when the reader's mode is not the default one.
 *
 * Each theme entry becomes rules for its token types, in the theme's order and all with the same
 * specificity, so a token with several types gets the style of its last matching entry, as
 * prism-react-renderer would give it. Language-specific entries match inside `.language-<name>`.
 */
import type { PrismTheme } from 'prism-react-renderer';

export type ColourMode = 'light' | 'dark';

const modeSelector: Record<ColourMode, string> = {
  light: "html:not([data-theme='dark'])",
  dark: "html[data-theme='dark']",
};

const kebab = (property: string): string => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: object): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');
}

function rulesFor(mode: ColourMode, theme: PrismTheme): string[] {
  const scope = modeSelector[mode];
  const { backgroundColor, color } = theme.plain;
  const rules = [
    `:where(${scope}){--prism-color:${color ?? 'inherit'};--prism-background-color:${backgroundColor ?? 'transparent'}}`,
  ];
  const { backgroundColor: _background, ...plainText } = theme.plain;
  if (declarations(plainText)) rules.push(`:where(${scope}) .prism-code{${declarations(plainText)}}`);
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    if (!body) continue;
    const scopes = entry.languages ? entry.languages.map((language) => `${scope} .language-${language}`) : [scope];
    const selectors = scopes.flatMap((s) => entry.types.map((type) => `:where(${s}) .token.${type}`));
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules;
}

/** The stylesheet that colours highlighted code in both colour modes. */
export function themeCss(themes: Record<ColourMode, PrismTheme>): string {
  return [...rulesFor('light', themes.light), ...rulesFor('dark', themes.dark)].join('\n') + '\n';
}
