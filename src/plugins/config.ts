import type { LoadContext, Plugin, PluginConfig, PluginModule } from '@docusaurus/types';

/**
 * A local plugin and its options as one config entry, checked against the plugin's own option
 * type (Docusaurus types plugin options as `unknown`).
 */
export function localPlugin<Options>(
  plugin: (context: LoadContext, options: Options) => Plugin,
  options: Options,
): PluginConfig {
  return [plugin as PluginModule, options as Record<string, unknown>];
}
