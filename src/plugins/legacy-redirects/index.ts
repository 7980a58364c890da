/**
 * The official client-redirects plugin, fed from the redirect tables in src/config: the legacy paths
 * (redirects.ts) and the paths of the newest official Linea docs (official-paths.ts).
 * It is wrapped rather than listed with its options in the site config because Docusaurus ships
 * the whole site config to every browser: passed as options, the 800-odd paths would add about
 * 100 KB (raw) to every page's main bundle for nothing.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import clientRedirectsPlugin, { validateOptions } from '@docusaurus/plugin-client-redirects';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { clientRedirects } from '../../config/redirects';

export default function legacyRedirectsPlugin(context: LoadContext): Plugin | null {
  const options = validateOptions({ validate: normalizePluginOptions, options: { redirects: clientRedirects() } });
  return clientRedirectsPlugin(context, options) as Plugin | null;
}
