export { testChromiumLaunchOptions } from '../../../scripts/lib/chromium';

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
