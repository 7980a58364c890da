import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes } from 'prism-react-renderer';
import { accessibleTheme } from '../lib/contrast';

type Prism = NonNullable<ThemeConfig['prism']>;

/** Languages our pages highlight beyond Prism's defaults, go included for the RPC samples. */
export const prismLanguages = ['solidity', 'toml', 'bash', 'json', 'typescript', 'javascript', 'python', 'go'] as const;

export const prism = {
  // GitHub and Dracula palettes, nudged where a token colour falls short of WCAG AA contrast.
  theme: accessibleTheme(themes.github),
  darkTheme: accessibleTheme(themes.dracula),
  additionalLanguages: [...prismLanguages],
} satisfies Prism;
