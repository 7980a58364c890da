import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { join } from 'node:path';
// ESM-only plugins: imported as modules (a CommonJS require() of them hands unified a namespace object).
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

import { announcement } from './src/config/announcement';
import { diagramRenderOptions, diagramsDir } from './src/config/diagrams';
import { footer } from './src/config/footer';
import { readIntegrations } from './src/config/integrations';
import { navbar } from './src/config/navbar';
import { pageTemplate } from './src/config/page-template';
import { prism } from './src/config/prism';
import { searchPluginOptions } from './src/config/search';
import { site } from './src/config/site';
import integrationsPlugin from './src/plugins/integrations';
import e2eRoutesPlugin from './src/plugins/e2e-routes';
import bootFixesPlugin from './src/plugins/boot-fixes';
import katexPlugin, { GENERATED_STATIC_DIR, rehypeKatexAsHtml, remarkKatexStylesheet } from './src/plugins/katex';
import contractReferencePlugin, { remarkContractReference } from './src/plugins/contract-reference';
import remarkDiagrams, { type RemarkDiagramsOptions } from './src/plugins/diagrams';
import { rehypeScrollTables } from './src/plugins/tables';
import { localPlugin } from './src/plugins/config';
import llmsPlugin from './src/plugins/llms';
import rpcReferencePlugin from './src/plugins/rpc-reference';
import legacyRedirectsPlugin from './src/plugins/legacy-redirects';
import socialCardsPlugin from './src/plugins/social-cards';
import slimDocsMetadataPlugin from './src/plugins/slim-docs-metadata';
import searchPlugin from './src/plugins/search';
import codeHighlightPlugin from './src/plugins/code-highlight';
import routePrefetchPlugin from './src/plugins/route-prefetch';
import { llmsOptions } from './src/config/llms';
import { rpcReferenceOptions } from './src/config/rpc-reference';
import { socialCardsOptions } from './src/config/social-cards';
import { excludedDocIds, withoutExcludedDocs } from './src/lib/sidebar';
import { hasGitHistory } from './src/lib/git';

const integrations = readIntegrations(process.env);
const colorMode = { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false } as const;
// Mermaid diagrams are drawn ahead of time (npm run diagrams:render); pages get the SVGs.
const diagrams = [remarkDiagrams, { dir: join(__dirname, diagramsDir), render: diagramRenderOptions } satisfies RemarkDiagramsOptions];
const withE2eRoutes = process.env.LINEA_DOCS_E2E_ROUTES === '1';
/**
 * A build of some docs only (`LINEA_DOCS_ONLY`: comma-separated files under docs/), for the
 * end-to-end variant, whose specs open a handful of pages. Links to the pages left out are not
 * errors there, and the plugins that describe the whole site (legacy redirects, llms.txt, social
 * cards) stay out: the full build checks all of that.
 */
const onlyDocs = (process.env.LINEA_DOCS_ONLY ?? '').split(',').map((file) => file.trim()).filter(Boolean);
const partial = onlyDocs.length > 0;
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
  onBrokenLinks: partial ? 'ignore' : 'throw',
  onBrokenAnchors: partial ? 'ignore' : 'throw',
  onBrokenMarkdownLinks: partial ? 'ignore' : 'throw',
  onDuplicateRoutes: 'throw',
  titleDelimiter: '|',
  // Docusaurus's page template, with the app's scripts started once the first frame is on screen.
  ssrTemplate: pageTemplate,

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
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          ...(partial ? { include: onlyDocs } : {}),
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
          // Run before Docusaurus's own steps, so the headings the contract reference writes get
          // anchors and TOC entries, and diagrams are swapped for their drawings before MDX sees them.
          beforeDefaultRemarkPlugins: [remarkContractReference, diagrams],
          remarkPlugins: [remarkMath, remarkKatexStylesheet],
          rehypePlugins: [rehypeKatex, rehypeKatexAsHtml, rehypeScrollTables],
        },
        blog: false,
        pages: { path: 'src/pages', beforeDefaultRemarkPlugins: [diagrams] },
        theme: {
          customCss: ['./src/css/custom.css'],
        },
        sitemap: { lastmod: showLastUpdate ? 'date' : null, changefreq: null, priority: null },
        // Off unless its container id is set at build time: the preset adds the plugin only when given options.
        ...(integrations.tagManager ? { googleTagManager: { containerId: integrations.tagManager.containerId } } : {}),
      } satisfies Preset.Options,
    ],
  ],

  clientModules: ['./src/clientModules/chunkLoadFallback.tsx', './src/clientModules/scrollBoxes.ts', './src/clientModules/targetRow.ts'],

  plugins: [
    ...(partial ? [] : [legacyRedirectsPlugin]),
    slimDocsMetadataPlugin,
    localPlugin(bootFixesPlugin, { defaultMode: colorMode.defaultMode, ...(announcement ? { announcementId: announcement.id } : {}) }),
    katexPlugin,
    // Code is highlighted by the server build; the browser loads Prism only for code it renders itself.
    localPlugin(codeHighlightPlugin, { themes: { light: prism.theme, dark: prism.darkTheme } }),
    contractReferencePlugin,
    routePrefetchPlugin,
    localPlugin(integrationsPlugin, { widgets: integrations.widgets }),
    localPlugin(rpcReferencePlugin, rpcReferenceOptions),
    ...(partial ? [] : [localPlugin(llmsPlugin, llmsOptions), localPlugin(socialCardsPlugin, socialCardsOptions)]),
    localPlugin(searchPlugin, searchPluginOptions),
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
    // The landing page's card, and the default for pages that have none of their own.
    image: 'img/social/index.png',
    metadata: [{ name: 'twitter:card', content: 'summary_large_image' }],
  } satisfies Preset.ThemeConfig,
};

export default config;
