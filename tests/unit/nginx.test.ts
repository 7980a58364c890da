import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHash, inlineScripts, markdownAcceptPatterns, nginxSiteConfig, prefersMarkdown } from '../../src/lib/nginx';
import { LOCAL_HTTP_HOSTS } from '../../src/config/rpc-console';
import { MCP_MAX_BODY_BYTES } from '../../src/lib/agentPaths';
import { checkEndpointUrl } from '../../src/lib/rpc-console';

describe('inline scripts and their hashes', () => {
  it('finds executable inline scripts only', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="module">b()</script><script></script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it('hashes as CSP expects (sha256, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHash('alert(1)')).toBe('bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe('content security policy', () => {
  it('allows our origin, the listed inline hashes and only the configured third parties', () => {
    const csp = contentSecurityPolicy({ inlineScriptHashes: ['abc='], integrationOrigins: ['https://cdn.example.com'] });
    expect(csp).toContain("script-src 'self' 'sha256-abc=' https://cdn.example.com");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(contentSecurityPolicy({ inlineScriptHashes: [], integrationOrigins: [] })).toContain("script-src 'self';");
  });

  it('lets the JSON-RPC console reach every endpoint it accepts: https anywhere, http on this machine', () => {
    const connect = /connect-src ([^;]+)/.exec(contentSecurityPolicy({ inlineScriptHashes: [], integrationOrigins: [] }))![1]!.split(' ');
    expect(connect).toContain('https:');
    expect(LOCAL_HTTP_HOSTS.length).toBeGreaterThan(0);
    for (const host of LOCAL_HTTP_HOSTS) {
      expect(checkEndpointUrl(`http://${host}:8545`).ok).toBe(true);
      expect(connect).toContain(`http://${host}:*`);
    }
    expect(connect.filter((source) => source.startsWith('http:'))).toHaveLength(LOCAL_HTTP_HOSTS.length);
  });

  it('lists only hosts a CSP host-source can name, and refuses the console an endpoint the CSP would block', () => {
    // CSP's host-source grammar has no IPv6 literals: Chromium drops `http://[::1]:*` as an
    // invalid source (and says so in the console), so [::1] cannot be allowed this way.
    for (const host of LOCAL_HTTP_HOSTS) expect(host).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i);
    const checked = checkEndpointUrl('http://[::1]:8545');
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error).toContain('http://localhost:8545');
  });
});

describe('nginx site configuration', () => {
  const config = nginxSiteConfig({
    root: '/srv/docs',
    listen: '8080',
    serverName: 'docs.example',
    redirects: [{ from: '/old', to: '/new' }],
    contentSecurityPolicy: "default-src 'self'",
    brotliModule: '/mods/brotli.so',
  });

  it('redirects legacy paths permanently with their query string and keeps the 404 status', () => {
    expect(config).toContain('location = "/old" { return 301 "/new$is_args$args"; }');
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toContain('error_page 400 414 /404.html;');
  });

  it('caches hashed assets forever and revalidates pages and the search index', () => {
    expect(config).toMatch(/location \^~ \/assets\/ \{[\s\S]*?immutable/);
    expect(config).toMatch(/location = \/search-index\.json \{[\s\S]*?no-cache/);
    expect(config).toMatch(/location \/ \{[\s\S]*?try_files \$negotiated_uri \$uri \$uri\.html \$uri\/index\.html =404;[\s\S]*?no-cache/);
  });

  it('compresses with gzip, and brotli when the module is given', () => {
    expect(config).toContain('gzip on;');
    expect(config).toContain('load_module /mods/brotli.so;');
    expect(config).toContain('brotli on;');
    expect(nginxSiteConfig({ root: '/r', listen: '80', serverName: 's', redirects: [], contentSecurityPolicy: '' })).not.toContain('brotli');
  });

  it('sends the security headers from every location that sets its own headers', () => {
    const blocks = config.split('location ').slice(1).filter((b) => b.includes('add_header Cache-Control'));
    expect(blocks.length).toBeGreaterThan(3);
    for (const b of blocks) {
      for (const h of ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
        expect(b).toContain(`add_header ${h}`);
      }
    }
  });
});

describe('Markdown on request', () => {
  const markdown = [
    'text/markdown',
    'TEXT/MARKDOWN',
    'text/markdown, text/html',
    'text/markdown;q=1.0, text/html;q=0.9, */*;q=0.8',
    'text/markdown; charset=utf-8',
    'text/html;q=0.9, text/markdown',
    'text/plain;q=0.5, text/html;q=0.9, text/markdown, */*;q=0.1',
  ];
  const html = [
    '',
    '*/*',
    'text/html',
    'text/html, text/markdown;q=0.5',
    'text/html, text/markdown',
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'text/markdown;q=0.5',
    'text/markdown;q=0, text/html',
    '*/*, text/markdown',
    'text/markdown;;q=oops',
    'text/markdown;q=2',
    'text/markdownx',
    'text/markdown q=1',
    '"text/markdown"',
  ];

  it.each(markdown)('Accept: %s prefers Markdown', (accept) => expect(prefersMarkdown(accept)).toBe(true));
  it.each(html)('Accept: %s gets HTML', (accept) => expect(prefersMarkdown(accept)).toBe(false));

  const config = nginxSiteConfig({ root: '/r', listen: '80', serverName: 's', redirects: [], contentSecurityPolicy: '', mcpUpstream: '127.0.0.1:3100' });

  it('puts the same patterns in the map nginx evaluates, case-insensitively', () => {
    for (const pattern of markdownAcceptPatterns) expect(config).toContain(`"~*${pattern}" 1;`);
  });

  it('serves the twin first when Markdown is preferred, varies on Accept and links HTML to its twin', () => {
    const pages = /location \/ \{[\s\S]*?\n {4}\}/.exec(config)![0];
    expect(pages).toContain('set $page_uri $uri;');
    expect(pages).toContain('add_header Vary "Accept" always;');
    expect(pages).toContain('add_header Link $markdown_link always;');
    expect(config).toMatch(/map \$page_uri \$markdown_twin \{[\s\S]*?"\/" \/index\.md;/);
    expect(config).toContain(String.raw`"~^200:text/html" "<$markdown_twin>; rel=\"alternate\"; type=\"text/markdown\"";`);
  });

  it('serves the API catalog as a linkset with the catalog profile', () => {
    expect(config).toMatch(/location = \/\.well-known\/api-catalog \{[\s\S]*?default_type "application\/linkset\+json; profile=\\"https:\/\/www\.rfc-editor\.org\/info\/rfc9727\\"";/);
  });

  it('proxies /mcp to the MCP server, unbuffered and uncached, only when one is given', () => {
    expect(config).toMatch(/location = \/mcp \{[\s\S]*?proxy_pass http:\/\/127\.0\.0\.1:3100;[\s\S]*?proxy_buffering off;[\s\S]*?no-store/);
    expect(nginxSiteConfig({ root: '/r', listen: '80', serverName: 's', redirects: [], contentSecurityPolicy: '' })).not.toContain('/mcp');
    expect(() => nginxSiteConfig({ root: '/r', listen: '80', serverName: 's', redirects: [], contentSecurityPolicy: '', mcpUpstream: 'x; evil' })).toThrow(/host:port/);
  });

  it('refuses an MCP body over the server\'s own limit with the server\'s JSON-RPC error', () => {
    expect(config).toMatch(new RegExp(`location = /mcp \\{[\\s\\S]*?client_max_body_size ${MCP_MAX_BODY_BYTES};[\\s\\S]*?error_page 413 @mcp_too_large;`));
    expect(config).toMatch(/location @mcp_too_large \{[\s\S]*?default_type application\/json;[\s\S]*?return 413 "\{\\"jsonrpc\\":\\"2\.0\\",\\"error\\":\{\\"code\\":-32600,/);
  });

  it('answers for an MCP server that is down in JSON-RPC, and keeps a POST to /mcp/ a POST', () => {
    expect(config).toMatch(/location = \/mcp \{[\s\S]*?error_page 502 503 504 @mcp_unavailable;/);
    expect(config).toMatch(/location @mcp_unavailable \{[\s\S]*?default_type application\/json;[\s\S]*?Retry-After 5[\s\S]*?return 502 "\{\\"jsonrpc\\":\\"2\.0\\",\\"error\\":\{\\"code\\":-32603,/);
    expect(config).toContain('location = /mcp/ { return 308 /mcp$is_args$args; }');
  });
});
