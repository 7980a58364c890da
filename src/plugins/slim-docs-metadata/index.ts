/**
 * Trims the docs metadata every docs page loads before hydration; see loader.cjs for what goes
 * and why nothing visible changes.
 */
import type { Plugin } from '@docusaurus/types';

export default function slimDocsMetadataPlugin(): Plugin {
  return {
    name: 'linea-slim-docs-metadata',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{ loader: require.resolve('./loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
