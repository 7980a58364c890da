/**
 * Third-party integrations, each switched on by environment variables read at build time.
 * Nothing set (the default) means the integration is left out of the build entirely and the
 * site makes no third-party request. The README lists the variables.
 */

export type WidgetName = 'feedback' | 'survey' | 'assistant';

export interface WidgetIntegration {
  name: WidgetName;
  /** https URL of the vendor's loader script. */
  scriptUrl: string;
  /** The vendor's identifier for our site (project, survey or bot id), given to the script as `data-id`. */
  id: string;
  /** Subresource Integrity hash of the script (`sha384-...`); when set the browser refuses altered code. */
  integrity?: string;
}

export interface Integrations {
  tagManager?: { containerId: string };
  widgets: WidgetIntegration[];
}

type Env = Record<string, string | undefined>;

const widgetEnvPrefix: Record<WidgetName, string> = {
  feedback: 'LINEA_DOCS_FEEDBACK',
  survey: 'LINEA_DOCS_SURVEY',
  assistant: 'LINEA_DOCS_ASSISTANT',
};

/** Every variable the build reads, for the README and for error messages. */
export const integrationEnvVars = [
  'LINEA_DOCS_GTM_CONTAINER_ID',
  ...Object.values(widgetEnvPrefix).flatMap((p) => [`${p}_SCRIPT_URL`, `${p}_ID`, `${p}_INTEGRITY`]),
] as const;

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
const GTM_ID = /^GTM-[A-Z0-9]+$/;

function value(env: Env, key: string): string | undefined {
  const v = env[key]?.trim();
  return v ? v : undefined;
}

function readWidget(env: Env, name: WidgetName): WidgetIntegration | undefined {
  const prefix = widgetEnvPrefix[name];
  const scriptUrl = value(env, `${prefix}_SCRIPT_URL`);
  const id = value(env, `${prefix}_ID`);
  const integrity = value(env, `${prefix}_INTEGRITY`);
  if (!scriptUrl && !id && !integrity) return undefined;
  if (!scriptUrl || !id) {
    throw new Error(`The ${name} integration needs both ${prefix}_SCRIPT_URL and ${prefix}_ID (or neither).`);
  }
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    throw new Error(`${prefix}_SCRIPT_URL is not a URL: "${scriptUrl}"`);
  }
  if (url.protocol !== 'https:') {
    throw new Error(`${prefix}_SCRIPT_URL must use https: "${scriptUrl}"`);
  }
  if (integrity && !SRI.test(integrity)) {
    throw new Error(`${prefix}_INTEGRITY must look like "sha384-<base64>", got "${integrity}"`);
  }
  return { name, scriptUrl: url.href, id, ...(integrity ? { integrity } : {}) };
}

/** Reads the integrations from the environment; throws on a half-configured or malformed one. */
export function readIntegrations(env: Env = process.env): Integrations {
  const containerId = value(env, 'LINEA_DOCS_GTM_CONTAINER_ID');
  if (containerId && !GTM_ID.test(containerId)) {
    throw new Error(`LINEA_DOCS_GTM_CONTAINER_ID must look like "GTM-XXXXXXX", got "${containerId}"`);
  }
  const widgets = (Object.keys(widgetEnvPrefix) as WidgetName[])
    .map((name) => readWidget(env, name))
    .filter((w): w is WidgetIntegration => w !== undefined);
  return { ...(containerId ? { tagManager: { containerId } } : {}), widgets };
}

/** Origins the configured integrations load from (for the Content-Security-Policy). */
export function integrationOrigins(integrations: Integrations): string[] {
  const origins = integrations.widgets.map((w) => new URL(w.scriptUrl).origin);
  if (integrations.tagManager) origins.push('https://www.googletagmanager.com');
  return [...new Set(origins)];
}
