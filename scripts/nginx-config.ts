/**
 * Writes the nginx configuration for a production build.
 *
 *   npm run nginx:config -- [--build build] [--out .generated/nginx/site.conf]
 *                           [--listen 8080] [--server-name docs.linea.build] [--runtime-dir DIR]
 *                           [--mcp 127.0.0.1:3100 | --no-mcp]
 *
 * `--mcp` is where the docs MCP server listens (`linea-docs-mcp --http`); nginx proxies /mcp there.
 * The CSP lists the hashes of the inline scripts found in the build and the origins of the
 * integrations configured in the environment (the same variables the build reads).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { integrationOrigins, readIntegrations } from '../src/config/integrations';
import { siteRedirects } from '../src/config/redirects';
import { contentSecurityPolicy, inlineScriptHash, inlineScripts, nginxSiteConfig } from '../src/lib/nginx';

/** Where `linea-docs-mcp --http` listens unless told otherwise. */
const DEFAULT_MCP_UPSTREAM = '127.0.0.1:3100';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return htmlFiles(p);
    return name.endsWith('.html') ? [p] : [];
  });
}

export function generate(buildDir: string, opts: { listen: string; serverName: string; runtimeDir?: string; mcpUpstream?: string }): string {
  const root = resolve(buildDir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} is not a production build: run npm run build first`);
  const hashes = new Set<string>();
  for (const file of htmlFiles(root)) {
    const html = readFileSync(file, 'utf8');
    // Client-side redirect pages are never served: nginx answers those paths with a 301.
    if (/<meta http-equiv="?refresh/i.test(html)) continue;
    for (const script of inlineScripts(html)) hashes.add(inlineScriptHash(script));
  }
  const csp = contentSecurityPolicy({
    inlineScriptHashes: [...hashes].sort(),
    integrationOrigins: integrationOrigins(readIntegrations(process.env)),
  });
  const redirects = siteRedirects().flatMap((r) => r.from.map((from) => ({ from, to: r.to })));
  return nginxSiteConfig({
    root,
    listen: opts.listen,
    serverName: opts.serverName,
    redirects,
    contentSecurityPolicy: csp,
    ...(existsSync(BROTLI_MODULE) ? { brotliModule: BROTLI_MODULE } : {}),
    ...(opts.runtimeDir ? { runtimeDir: resolve(opts.runtimeDir) } : {}),
    ...(opts.mcpUpstream ? { mcpUpstream: opts.mcpUpstream } : {}),
  });
}

if (process.argv[1]?.endsWith('nginx-config.ts')) {
  const out = arg('out', '.generated/nginx/site.conf');
  const runtimeDir = process.argv.includes('--runtime-dir') ? arg('runtime-dir', '') : undefined;
  const config = generate(arg('build', 'build'), {
    listen: arg('listen', '8080'),
    serverName: arg('server-name', 'docs.linea.build'),
    ...(runtimeDir ? { runtimeDir } : {}),
    ...(process.argv.includes('--no-mcp') ? {} : { mcpUpstream: arg('mcp', DEFAULT_MCP_UPSTREAM) }),
  });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, config);
  console.log(`nginx config written to ${out}`);
}
