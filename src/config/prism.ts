import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes } from 'prism-react-renderer';
import { accessibleTheme } from '../lib/contrast';

type Prism = NonNullable<ThemeConfig['prism']>;

/**
 * Languages our pages highlight beyond the ones prism-react-renderer already bundles (JavaScript,
 * TypeScript, JSON, Python and Go among them). Each entry adds its grammar to every page's main
 * bundle, so a language Prism already knows is never listed again.
 */
export const prismLanguages = ['solidity', 'toml', 'bash'] as const;

/** Every language the samples use, bundled or added: the test-only code-samples page shows each. */
export const highlightedLanguages = [...prismLanguages, 'json', 'typescript', 'javascript', 'python', 'go'] as const;

export const prism = {
  // GitHub and Dracula palettes, nudged where a token colour falls short of WCAG AA contrast.
  theme: accessibleTheme(themes.github),
  darkTheme: accessibleTheme(themes.dracula),
  additionalLanguages: [...prismLanguages],
} satisfies Prism;
