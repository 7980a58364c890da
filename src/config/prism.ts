import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes } from 'prism-react-renderer';

type Prism = NonNullable<ThemeConfig['prism']>;

/** Languages our pages highlight beyond Prism's defaults (spec 2.7 plus go for the RPC samples). */
export const prismLanguages = ['solidity', 'toml', 'bash', 'json', 'typescript', 'javascript', 'python', 'go'] as const;

export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: [...prismLanguages],
} satisfies Prism;
