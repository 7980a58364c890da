import type { LoadContext, Plugin } from '@docusaurus/types';

/** Paths this plugin adds; only builds made for the end-to-end tests include it. */
export const e2eRoutes = {
  crash: '/__e2e/crash',
  codeSamples: '/__e2e/code-samples',
} as const;

/**
 * Test-only routes for behaviours a finished site never shows on purpose (the crash page) or
 * shows only across many pages (a code block per configured language).
 * Added to the build only when LINEA_DOCS_E2E_ROUTES=1; the default build has none of them.
 */
export default function e2eRoutesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'linea-e2e-routes',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: e2eRoutes.crash,
        component: '@site/src/plugins/e2e-routes/CrashAfterHydration.tsx',
        exact: true,
      });
      actions.addRoute({
        path: e2eRoutes.codeSamples,
        component: '@site/src/plugins/e2e-routes/CodeSamples.tsx',
        exact: true,
      });
    },
  };
}
