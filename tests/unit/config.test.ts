import { describe, expect, it } from 'vitest';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import pkg from '../../package.json';
import config from '../../docusaurus.config';
import { rankingOptions, searchOptions } from '../../src/config/search';

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

  it('configures local search to the spec constants', () => {
    expect(searchOptions).toMatchObject({
      hashed: true,
      language: ['en'],
      docsRouteBasePath: ['/'],
      searchResultLimits: 8,
      searchResultContextMaxLength: 50,
      removeDefaultStopWordFilter: false,
      highlightSearchTermsOnTargetPage: true,
      searchBarShortcut: true,
      searchBarShortcutHint: true,
      searchBarPosition: 'right',
      hideSearchBarWithNoSearchContext: false,
      useAllContextsWithNoSearchContext: false,
    });
    expect(rankingOptions.bm25).toEqual({ k1: 1.2, b: 0.75 });
    expect(rankingOptions.typos).toEqual({ oneEditFrom: 5, twoEditsFrom: 9 });
    const plugin = (config.plugins ?? []).find((p) => Array.isArray(p) && typeof p[1] === 'object' && p[1] !== null && 'hashInputs' in p[1]);
    expect((plugin as [unknown, Record<string, unknown>])[1]).toMatchObject({ hashed: true, bm25: { k1: 1.2, b: 0.75 } });
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
