/**
 * The nginx configuration that serves a production build: legacy and official-docs redirects as
 * real 301s, a 404 status with the not-found page, caching by kind of file, compression and security headers,
 * the Markdown twin of a page for clients that ask for Markdown, the API catalog with its media
 * type, and the docs MCP server proxied at /mcp.
 * Pure: scripts/nginx-config.ts gathers the inputs from the build and writes the file.
 */
import { createHash } from 'node:crypto';
import { API_CATALOG_PATH, API_CATALOG_TYPE } from './apiCatalog';
import { MCP_MAX_BODY_BYTES, MCP_PATH, MCP_TOO_LARGE_ERROR, MCP_UNAVAILABLE_ERROR } from './agentPaths';
import { LOCAL_HTTP_HOSTS } from '../config/rpc-console';

export interface NginxSiteOptions {
  /** Absolute path of the build directory. */
  root: string;
  /** `host:port` or port to listen on. */
  listen: string;
  serverName: string;
  /** Old path → new path; each becomes an exact-match 301. */
  redirects: readonly { from: string; to: string }[];
  contentSecurityPolicy: string;
  /** Absolute path of the brotli filter module, when installed. */
  brotliModule?: string;
  /** Directory for pid, logs and temp files when nginx runs outside its system layout (tests). */
  runtimeDir?: string;
  /** `host:port` of the docs MCP server (Streamable HTTP), proxied at /mcp. */
  mcpUpstream?: string;
}

const q1 = String.raw`(\s*;\s*q\s*=\s*1(\.0{0,3})?)?`;
const qBelow1 = String.raw`\s*;\s*q\s*=\s*0(\.\d{0,3})?`;
const range = String.raw`[a-z0-9!#%&'*+.^_|~-]+/[a-z0-9!#%&'*+.^_|~-]+`;
const params = String.raw`(\s*;\s*(?!q\s*=)[a-z0-9-]+\s*=\s*[^,;\s]+)*`;
/**
 * When an `Accept` header prefers Markdown over HTML, by regular expressions (case-insensitive)
 * that nginx's map and the unit tests both run. Markdown is chosen when `text/markdown` is the
 * first media range at full weight (a tie goes to the range listed first), or when it is the only
 * range at full weight and every other range has an explicit q below 1. Anything else, including
 * the any-type range, an HTML preference and a header these patterns cannot read, gets HTML.
 */
export const markdownAcceptPatterns: readonly string[] = [
  String.raw`^\s*text/markdown${params}${q1}\s*(,|$)`,
  String.raw`^(\s*${range}${params}${qBelow1}\s*,)*\s*text/markdown${params}${q1}\s*(,\s*${range}${params}${qBelow1}\s*)*$`,
];

/** A case-insensitive regular expression as an nginx map key (no quote, no `$` that reads as a variable). */
function quoteRegex(pattern: string): string {
  if (/"|\$[a-z_{]/i.test(pattern)) throw new Error(`nginx map pattern must not contain a quote or a variable: ${pattern}`);
  return `"~*${pattern}"`;
}

export function prefersMarkdown(accept: string): boolean {
  return markdownAcceptPatterns.some((p) => new RegExp(p, 'i').test(accept));
}

/** MIME types worth compressing (HTML is always compressed by nginx's gzip). */
const compressible = [
  'text/css',
  'text/plain',
  'text/markdown',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/manifest+json',
  'image/svg+xml',
  'font/ttf',
];

export interface CspSources {
  /** SHA-256 hashes (base64) of the inline scripts the pages carry. */
  inlineScriptHashes: readonly string[];
  /** Origins of the configured third-party integrations. */
  integrationOrigins: readonly string[];
}

/** The hash CSP expects for an inline script: sha256 of its exact text, base64. */
export function inlineScriptHash(script: string): string {
  return createHash('sha256').update(script, 'utf8').digest('base64');
}

/** Inline executable scripts of an HTML document (JSON data blocks are not executed, so not listed). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (/\bsrc\s*=/.test(attrs) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    scripts.push(body);
  }
  return scripts;
}

/**
 * Our own origin, plus exactly the third parties that are configured. Styles allow inline
 * attributes because React, KaTeX and Mermaid set element styles; scripts never run inline code
 * unless its hash is listed. connect-src allows exactly the endpoints the JSON-RPC console lets a
 * reader call: any https URL, and plain http on this machine's hosts (a node of their own).
 */
export function contentSecurityPolicy({ inlineScriptHashes, integrationOrigins }: CspSources): string {
  const scriptSrc = ["'self'", ...inlineScriptHashes.map((h) => `'sha256-${h}'`), ...integrationOrigins];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...integrationOrigins]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'https:', 'wss:', ...LOCAL_HTTP_HOSTS.map((host) => `http://${host}:*`)]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", ...integrationOrigins]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/**
 * nginx needs `"` and `$` escaped inside a quoted string. `variables` is appended unescaped
 * inside the quotes, for nginx variables such as `$is_args$args`.
 */
function quote(value: string, variables = ''): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\$/g, '${dollar}')}${variables}"`;
}

function securityHeaders(csp: string): string[] {
  return [
    `add_header Content-Security-Policy ${quote(csp)} always;`,
    'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header X-Frame-Options "DENY" always;',
    'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    'add_header Permissions-Policy "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()" always;',
    'add_header Cross-Origin-Opener-Policy "same-origin" always;',
  ];
}

/** A location block that sets its own Cache-Control and repeats the security headers (add_header does not inherit once a block adds its own). */
function location(match: string, cacheControl: string, csp: string, extra: string[] = []): string[] {
  return [
    `location ${match} {`,
    ...extra.map((l) => `  ${l}`),
    `  add_header Cache-Control ${quote(cacheControl)} always;`,
    ...securityHeaders(csp).map((l) => `  ${l}`),
    '}',
  ];
}

/**
 * The MCP endpoint, proxied to the Node process that serves it. Responses stream (no buffering)
 * and are never cached; bodies are small JSON-RPC messages.
 */
function mcpLocation(upstream: string | undefined, csp: string): string[] {
  if (!upstream) return [];
  if (!/^[a-z0-9.-]+:\d+$|^\[[0-9a-f:]+\]:\d+$/i.test(upstream)) throw new Error(`MCP upstream must be host:port, got "${upstream}"`);
  return [
    '# The docs MCP server (Streamable HTTP), a Node process next to nginx.',
    ...location(`= ${MCP_PATH}`, 'no-store', csp, [
      `proxy_pass http://${upstream};`,
      'proxy_http_version 1.1;',
      'proxy_set_header Host $host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_buffering off;',
      'proxy_read_timeout 60s;',
      `client_max_body_size ${MCP_MAX_BODY_BYTES};`,
      // A body over the limit never reaches the server; nginx answers as the server would, in JSON-RPC.
      'error_page 413 @mcp_too_large;',
      // So does a server that is down or does not answer in time: JSON-RPC, not an HTML page.
      // The status stays nginx's own (502, or 504 for a timeout); only the body is replaced.
      'error_page 502 503 504 @mcp_unavailable;',
    ]),
    ...location('@mcp_too_large', 'no-store', csp, [
      'default_type application/json;',
      `return 413 ${quote(JSON.stringify({ jsonrpc: '2.0', error: MCP_TOO_LARGE_ERROR, id: null }))};`,
    ]),
    ...location('@mcp_unavailable', 'no-store', csp, [
      'default_type application/json;',
      'add_header Retry-After 5 always;',
      `return 502 ${quote(JSON.stringify({ jsonrpc: '2.0', error: MCP_UNAVAILABLE_ERROR, id: null }))};`,
    ]),
    // A trailing slash would get the site's 301, which a client follows with a GET and no body.
    `location = ${MCP_PATH}/ { return 308 ${MCP_PATH}$is_args$args; }`,
    '',
  ];
}

export function nginxSiteConfig(options: NginxSiteOptions): string {
  const csp = options.contentSecurityPolicy;
  const runtime = options.runtimeDir;
  const lines: string[] = ['# Generated by scripts/nginx-config.ts from the production build. Do not edit by hand.'];
  if (options.brotliModule) lines.push(`load_module ${options.brotliModule};`);
  if (runtime) {
    lines.push(`pid ${runtime}/nginx.pid;`, `error_log ${runtime}/error.log warn;`, 'daemon off;');
  }
  lines.push('worker_processes auto;', 'events { worker_connections 1024; }', '', 'http {');
  const http: string[] = [
    'include /etc/nginx/mime.types;',
    'default_type application/octet-stream;',
    'types { application/manifest+json webmanifest; text/markdown md; }',
    'sendfile on;',
    'server_tokens off;',
    'charset utf-8;',
    'charset_types text/plain text/css text/xml text/markdown application/javascript application/json;',
    "geo $dollar { default '$'; }",
    'gzip on;',
    'gzip_comp_level 6;',
    'gzip_min_length 512;',
    'gzip_vary on;',
    `gzip_types ${compressible.join(' ')};`,
    '',
    '# Content negotiation: clients that prefer Markdown get the Markdown twin of a page.',
    'map $http_accept $prefers_markdown {',
    '  default 0;',
    ...markdownAcceptPatterns.map((p) => `  ${quoteRegex(p)} 1;`),
    '}',
    '# The twin of a page path: /index.md for the landing page, <path>.md for the others.',
    '# Keyed on the path as requested: try_files changes $uri to the file it found.',
    'map $page_uri $markdown_twin {',
    '  default "";',
    '  "/" /index.md;',
    '  "~^(?<twin_base>/.*[^/])$" $twin_base.md;',
    '}',
    '# Successful HTML pages point at their twin.',
    'map "$status:$sent_http_content_type" $markdown_link {',
    '  default "";',
    String.raw`  "~^200:text/html" "<$markdown_twin>; rel=\"alternate\"; type=\"text/markdown\"";`,
    '}',
    '# What try_files looks for first: the twin when Markdown is preferred, else the path itself.',
    'map $prefers_markdown $negotiated_uri {',
    '  1 $markdown_twin;',
    '  default $uri;',
    '}',
  ];
  if (options.brotliModule) {
    http.push('brotli on;', 'brotli_comp_level 6;', 'brotli_min_length 512;', `brotli_types ${compressible.join(' ')};`);
  }
  if (runtime) {
    http.push(
      `access_log ${runtime}/access.log;`,
      `client_body_temp_path ${runtime}/client_body;`,
      `proxy_temp_path ${runtime}/proxy;`,
      `fastcgi_temp_path ${runtime}/fastcgi;`,
      `uwsgi_temp_path ${runtime}/uwsgi;`,
      `scgi_temp_path ${runtime}/scgi;`,
    );
  }
  const server: string[] = [
    `listen ${options.listen};`,
    `server_name ${options.serverName};`,
    `root ${options.root};`,
    'index index.html;',
    'absolute_redirect off;',
    'error_page 404 /404.html;',
    '# A malformed request line (bad percent-encoding) or one past the header buffers (a long',
    '# shared console link) gets the not-found page, with its status: the page names what it can.',
    'error_page 400 414 /404.html;',
    '# Inherited by every location that sets no header of its own (redirects, errors).',
    ...securityHeaders(csp),
    '# A range past the end of a file: nginx answers 416 by sending the headers a second time, so',
    '# every add_header would be repeated. The named location adds nothing of its own (an empty',
    '# header is never sent, and it stops inheritance): the headers of the first pass stay, once each.',
    'error_page 416 @range_not_satisfiable;',
    'location @range_not_satisfiable { add_header X-Range-Not-Satisfiable "" always; return 416; }',
    '',
    '# Legacy and official-docs paths: permanent redirects to where each page lives now, keeping the query string',
    '# (campaign tags, ?highlight= from a search) as the client-side redirect pages do.',
    ...options.redirects.map((r) => `location = ${quote(r.from)} { return 301 ${quote(r.to, '$is_args$args')}; }`),
    '',
    '# Every redirect below is built from the request as sent ($request_uri, still percent-encoded),',
    '# never from the decoded $uri: an encoded line break or backslash stays encoded in Location, so',
    '# it can neither add a header nor point the browser at another host (/\\evil.example).',
    '# Browsers never send a raw backslash; a request that has one is refused.',
    String.raw`if ($request_uri ~ "[\x5c]") { return 400; }`,
    '',
    '# Repeated slashes: nginx merges them to find the file, but the app\'s router would not find',
    '# the page once it hydrates, so //page and /a//b redirect to single slashes, one run per hop.',
    String.raw`if ($request_uri ~ "^(?<slash_head>[^?]*?)//+(?<slash_tail>.*)$") { return 301 $slash_head/$slash_tail; }`,
    '',
    '# No trailing slashes: /page/ redirects to /page.',
    String.raw`location ~ ^.+/$ { if ($request_uri ~ "^(?<slash_page>[^?]+?)/+(?<slash_query>\?.*)?$") { return 301 $slash_page$slash_query; } return 404; }`,
    '',
    '# A page asked for by its file name (/page.html, /dir/index.html) redirects to its clean URL,',
    '# which the app\'s router knows and which has a Markdown twin.',
    'location = /index.html { return 301 /$is_args$args; }',
    String.raw`location ~ \.html$ { if ($request_uri ~ "^(?<html_page>/[^?]+?)(?:/index)?\.html(?<html_query>\?.*)?$") { return 301 $html_page$html_query; } return 404; }`,
    '',
    '# Hashed bundles and versioned vendor files never change under the same name.',
    ...location('^~ /assets/', 'public, max-age=31536000, immutable', csp, ['try_files $uri =404;']),
    ...location('^~ /katex/', 'public, max-age=31536000, immutable', csp, ['try_files $uri =404;']),
    '',
    '# The search index keeps its name between deploys (the query string busts caches): always revalidate.',
    ...location('= /search-index.json', 'no-cache', csp),
    '',
    '# The API catalog (RFC 9727) is a JSON linkset with the catalog profile.',
    ...location(`= ${API_CATALOG_PATH}`, 'no-cache', csp, ['types { }', `default_type ${quote(API_CATALOG_TYPE)};`]),
    '',
    ...mcpLocation(options.mcpUpstream, csp),
    '# Pages: clean URLs served from <path>.html or <path>/index.html; always revalidate. A client',
    '# that prefers Markdown gets the page\'s twin; both answers vary on Accept, and HTML pages',
    '# link to their twin.',
    ...location('/', 'no-cache', csp, [
      'set $page_uri $uri;',
      'try_files $negotiated_uri $uri $uri.html $uri/index.html =404;',
      'add_header Vary "Accept" always;',
      'add_header Link $markdown_link always;',
    ]),
    '',
    '# The not-found page keeps its 404 status.',
    ...location('= /404.html', 'no-cache', csp, ['internal;']),
  ];
  http.push('', 'server {', ...server.map((l) => (l ? `  ${l}` : l)), '}');
  lines.push(...http.map((l) => (l ? `  ${l}` : l)), '}', '');
  return lines.join('\n');
}
