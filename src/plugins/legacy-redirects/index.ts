/**
 * The official client-redirects plugin, fed from the redirect table in src/config/redirects.ts.
 * It is wrapped rather than listed with its options in the site config because Docusaurus ships
 * the whole site config to every browser: passed as options, the 200-odd legacy paths would add
 * ~30 KB (raw) to every page's main bundle for nothing.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import clientRedirectsPlugin, { validateOptions } from '@docusaurus/plugin-client-redirects';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { clientRedirects } from '../../config/redirects';

export default function legacyRedirectsPlugin(context: LoadContext): Plugin | null {
  const options = validateOptions({ validate: normalizePluginOptions, options: { redirects: clientRedirects() } });
  return clientRedirectsPlugin(context, options) as Plugin | null;
}
