import type { Config, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as GtmOptions } from '@docusaurus/plugin-google-tag-manager';
// ESM-only plugins: imported as modules (a CommonJS require() of them hands unified a namespace object).
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

import { announcement } from './src/config/announcement';
import { footer } from './src/config/footer';
import { readIntegrations } from './src/config/integrations';
import { navbar } from './src/config/navbar';
import { prism } from './src/config/prism';
import { clientRedirects, legacyRedirects, sectionsAwaitingContent } from './src/config/redirects';
import { searchPluginOptions } from './src/config/search';
import { site } from './src/config/site';
import integrationsPlugin from './src/plugins/integrations';
import e2eRoutesPlugin from './src/plugins/e2e-routes';
import bootFixesPlugin from './src/plugins/boot-fixes';
import katexPlugin, { GENERATED_STATIC_DIR, remarkKatexStylesheet } from './src/plugins/katex';
import { localPlugin } from './src/plugins/config';
import llmsPlugin from './src/plugins/llms';
import legacyRedirectsPlugin from './src/plugins/legacy-redirects';
import socialCardsPlugin from './src/plugins/social-cards';
import slimDocsMetadataPlugin from './src/plugins/slim-docs-metadata';
import searchPlugin from './src/plugins/search';
import { llmsOptions } from './src/config/llms';
import { socialCardsOptions } from './src/config/social-cards';
import { excludedDocIds, withoutExcludedDocs } from './src/lib/sidebar';
import { hasGitHistory } from './src/lib/git';

const integrations = readIntegrations(process.env);
const colorMode = { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false } as const;
const redirects = clientRedirects();
if (sectionsAwaitingContent.length > 0) {
  const held = legacyRedirects.length - redirects.length;
  console.warn(`[linea-docs] ${held} legacy redirects held back until these sections ship: ${sectionsAwaitingContent.join(', ')}`);
}
const withE2eRoutes = process.env.LINEA_DOCS_E2E_ROUTES === '1';
// Last-update author and time come from git; a checkout without history builds without them.
const showLastUpdate = hasGitHistory(__dirname);
if (!showLastUpdate) {
  console.warn('[linea-docs] No git history found: pages are built without last-update author and time.');
}

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  url: site.url,
  baseUrl: site.baseUrl,
  favicon: 'img/favicon.svg',
  staticDirectories: ['static', GENERATED_STATIC_DIR],
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',
  titleDelimiter: '|',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },

  future: {
    experimental_faster: true,
  },

  markdown: {
    format: 'mdx',
    mermaid: true,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
            const items = await defaultSidebarItemsGenerator(args);
            return withoutExcludedDocs(items, excludedDocIds(args.docs));
          },
          editUrl: site.editUrl,
          showLastUpdateAuthor: showLastUpdate,
          showLastUpdateTime: showLastUpdate,
          breadcrumbs: true,
          includeCurrentVersion: true,
          lastVersion: 'current',
          versions: { current: { label: 'Next', path: '' } },
          remarkPlugins: [remarkMath, remarkKatexStylesheet],
          rehypePlugins: [rehypeKatex],
        },
        blog: false,
        pages: { path: 'src/pages' },
        theme: {
          customCss: ['./src/css/custom.css'],
        },
        sitemap: { lastmod: showLastUpdate ? 'date' : null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],

  clientModules: ['./src/clientModules/chunkLoadFallback.tsx'],

  themes: ['@docusaurus/theme-mermaid'],

  plugins: [
    legacyRedirectsPlugin,
    slimDocsMetadataPlugin,
    localPlugin(bootFixesPlugin, { defaultMode: colorMode.defaultMode, ...(announcement ? { announcementId: announcement.id } : {}) }),
    katexPlugin,
    localPlugin(integrationsPlugin, { widgets: integrations.widgets }),
    localPlugin(llmsPlugin, llmsOptions),
    localPlugin(socialCardsPlugin, socialCardsOptions),
    localPlugin(searchPlugin, searchPluginOptions),
    ...(integrations.tagManager
      ? [['@docusaurus/plugin-google-tag-manager', { containerId: integrations.tagManager.containerId } satisfies GtmOptions] as PluginConfig]
      : []),
    ...(withE2eRoutes ? [e2eRoutesPlugin] : []),
  ],

  themeConfig: {
    ...(announcement ? { announcementBar: announcement } : {}),
    colorMode,
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 5 },
    navbar,
    footer,
    prism,
    mermaid: { theme: { light: 'neutral', dark: 'dark' } },
    // The landing page's card, and the default for pages that have none of their own.
    image: 'img/social/index.png',
    metadata: [{ name: 'twitter:card', content: 'summary_large_image' }],
  } satisfies Preset.ThemeConfig,
};

export default config;
