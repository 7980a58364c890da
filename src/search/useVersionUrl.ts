import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import { useBaseUrl } from './useSearch';

/**
 * Where the index of the docs version being read lives: the site root for the latest version
 * (and for pages outside the docs), the version's path otherwise.
 */
export function useVersionUrl(): string {
  const baseUrl = useBaseUrl();
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  return activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : baseUrl;
}
