import type { HtmlTagObject, LoadContext, Plugin } from '@docusaurus/types';
import type { WidgetIntegration } from '../../config/integrations';

export interface IntegrationsPluginOptions {
  widgets: WidgetIntegration[];
}

/**
 * One deferred script tag per widget. `defer` keeps it off the critical path (it runs after the
 * document is parsed and never blocks rendering); the page does not depend on it, so a script
 * that fails to load or throws leaves the site working.
 */
export function widgetScriptTag(widget: WidgetIntegration): HtmlTagObject {
  return {
    tagName: 'script',
    attributes: {
      src: widget.scriptUrl,
      defer: true,
      'data-integration': widget.name,
      'data-id': widget.id,
      // Cross-origin scripts need CORS for SRI to apply; without a hash we send no credentials anyway.
      crossorigin: 'anonymous',
      referrerpolicy: 'strict-origin-when-cross-origin',
      ...(widget.integrity ? { integrity: widget.integrity } : {}),
    },
  };
}

/** Adds the configured third-party widgets to every page, and nothing when none is configured. */
export default function integrationsPlugin(
  _context: LoadContext,
  options: IntegrationsPluginOptions,
): Plugin {
  return {
    name: 'linea-integrations',
    injectHtmlTags() {
      return { headTags: options.widgets.map(widgetScriptTag) };
    },
  };
}
