import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import type { Options as PresetOptions, ThemeConfig } from '@docusaurus/preset-classic';
import { Prism } from 'prism-react-renderer';
import { extractCodeBlocks } from '../../src/lib/codeBlocks';
import { docFiles } from './support/docs';
import pkg from '../../package.json';
import config from '../../docusaurus.config';

const require = createRequire(import.meta.url);

describe('project', () => {
  it('pins every @docusaurus package to exactly 3.6.3, in package.json and in every copy the lockfile installs', () => {
    const declared = { ...pkg.dependencies, ...pkg.devDependencies } as Record<string, string>;
    const docusaurus = Object.entries(declared).filter(([name]) => name.startsWith('@docusaurus/'));
    expect(docusaurus.length).toBeGreaterThan(5);
    for (const [name, range] of docusaurus) expect(`${name}@${range}`).toBe(`${name}@3.6.3`);
    // Every copy the lockfile installs, those other packages depend on included.
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, { version?: string }> };
    const installed = Object.entries(lock.packages).filter(([path]) => /(?:^|\/)node_modules\/@docusaurus\/[^/]+$/.test(path));
    expect(installed.length).toBeGreaterThanOrEqual(docusaurus.length);
    expect(installed.filter(([, entry]) => entry.version !== '3.6.3').map(([path, entry]) => `${path}@${entry.version}`)).toEqual([]);
  });
});

describe('docusaurus.config.ts', () => {
  it('serves docs from the root without trailing slashes and fails on broken links', () => {
    expect(config.trailingSlash).toBe(false);
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onBrokenMarkdownLinks).toBe('throw');
  });
});

describe('theme and plugin settings', () => {
  const themeConfig = config.themeConfig as ThemeConfig;

  // Parses every page as MDX: several seconds on a busy two-core machine.
  it('highlights the language of every code block in the docs', { timeout: 30_000 }, () => {
    const additional = (themeConfig.prism?.additionalLanguages ?? []) as string[];
    const highlighted = (lang: string) =>
      lang in Prism.languages || (additional.includes(lang) && existsSync(require.resolve(`prismjs/components/prism-${lang}.js`)));
    // Mermaid blocks are drawn as diagrams, not highlighted.
    const used = new Set(docFiles().flatMap((d) => extractCodeBlocks(d.body).map((b) => b.lang)).filter((lang) => lang !== '' && lang !== 'mermaid'));
    expect(used.size).toBeGreaterThan(3);
    expect([...used].filter((lang) => !highlighted(lang))).toEqual([]);
  });

  it('adds the tag manager only when its container id is set', async () => {
    const presetOptions = async (env: Record<string, string | undefined>) => {
      vi.resetModules();
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      let built;
      try {
        ({ default: built } = await import('../../docusaurus.config'));
      } finally {
        vi.unstubAllEnvs();
      }
      return ((built.presets ?? [])[0] as [string, PresetOptions])[1];
    };
    expect((await presetOptions({ LINEA_DOCS_GTM_CONTAINER_ID: undefined })).googleTagManager).toBeUndefined();
    expect((await presetOptions({ LINEA_DOCS_GTM_CONTAINER_ID: 'GTM-ABC123' })).googleTagManager).toEqual({ containerId: 'GTM-ABC123' });
  });
});
