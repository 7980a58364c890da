import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium; the tests never download a browser. */
export const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

function server(port: number) {
  return { port, url: `http://127.0.0.1:${port}` };
}

export const servers = {
  site: server(Number(process.env.E2E_SITE_PORT ?? 3110)),
  variant: server(Number(process.env.E2E_VARIANT_PORT ?? 3111)),
  nginx: server(Number(process.env.E2E_NGINX_PORT ?? 3112)),
  /** The docs MCP server (Streamable HTTP) that nginx proxies /mcp to. */
  mcp: server(Number(process.env.E2E_MCP_PORT ?? 3113)),
};
