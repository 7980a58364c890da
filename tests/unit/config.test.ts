import { describe, expect, it } from 'vitest';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import pkg from '../../package.json';
import config from '../../docusaurus.config';

describe('project', () => {
  it('is site version 3.2.0', () => {
    expect(pkg.version).toBe('3.2.0');
  });

  it('pins every @docusaurus package to exactly 3.6.3, overrides included', () => {
    const declared = { ...pkg.dependencies, ...pkg.devDependencies } as Record<string, string>;
    const docusaurus = Object.entries(declared).filter(([name]) => name.startsWith('@docusaurus/'));
    expect(docusaurus.length).toBeGreaterThan(5);
    for (const [name, range] of docusaurus) expect(`${name}@${range}`).toBe(`${name}@3.6.3`);
    const overrides = pkg.overrides as Record<string, string>;
    for (const [name, range] of Object.entries(overrides).filter(([n]) => n.startsWith('@docusaurus/'))) {
      expect([`$${name}`, '3.6.3']).toContain(range);
    }
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

describe('theme and plugin settings the spec fixes', () => {
  const themeConfig = config.themeConfig as ThemeConfig;

  it('opens in dark mode for everyone, with a working switch', () => {
    expect(themeConfig.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false });
  });

  it('shows headings 2 to 5 in the table of contents and keeps categories open', () => {
    expect(themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 5 });
    expect(themeConfig.docs?.sidebar).toEqual({ hideable: true, autoCollapseCategories: false });
  });

  it('highlights solidity, toml, bash, json, typescript, javascript, python and go', () => {
    expect(themeConfig.prism?.additionalLanguages).toEqual(
      expect.arrayContaining(['solidity', 'toml', 'bash', 'json', 'typescript', 'javascript', 'python', 'go']),
    );
  });

  it('adds no third-party integration when no variable is set', () => {
    const pluginNames = JSON.stringify(config.plugins);
    if (!process.env.LINEA_DOCS_GTM_CONTAINER_ID) expect(pluginNames).not.toContain('google-tag-manager');
  });
});
