/**
 * linea-docs-mcp: serves the docs MCP server over stdio (default) or Streamable HTTP.
 *
 *   linea-docs-mcp [--build DIR]                       stdio, for a client that starts the process
 *   linea-docs-mcp --http [--host H] [--port P] [--build DIR]   HTTP at http://H:P/mcp
 *
 * DIR is a production build (`npm run build`), by default `build/` of this repository.
 */
import { createDocsServer, loadDocs } from './server';
import { createHttpServer } from './http';
import { CheckedStdioServerTransport } from './stdio';

/** How long requests in progress may take to finish once the HTTP server is told to stop. */
export const STOP_GRACE_MS = 5000;

function option(args: readonly string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

/** `defaultBuild`: the build folder used when neither --build nor LINEA_DOCS_BUILD names one. */
export async function main(args: readonly string[], defaultBuild: string): Promise<void> {
  const ctx = loadDocs(option(args, 'build', process.env.LINEA_DOCS_BUILD ?? defaultBuild));
  if (args.includes('--http')) {
    const host = option(args, 'host', '127.0.0.1');
    const port = Number(option(args, 'port', process.env.PORT ?? '3100'));
    if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Not a port: ${port}`);
    const server = createHttpServer(ctx);
    server.listen(port, host, () => console.error(`linea-docs-mcp: http://${host}:${port}/mcp serving ${ctx.build.root}`));
    // Requests in progress get a few seconds to finish; then every connection is closed, so a
    // client that holds one open (or sends its body a byte at a time) cannot keep the process up.
    // A second signal ends it at once.
    let stopping = false;
    const stop = () => {
      if (stopping) process.exit(0);
      stopping = true;
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => {
        server.closeAllConnections();
        process.exit(0);
      }, STOP_GRACE_MS).unref();
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    return;
  }
  // stdout carries the protocol; messages for people go to stderr. The transport answers and logs
  // lines it cannot read; anything else the SDK reports goes to stderr too.
  const server = createDocsServer(ctx);
  server.onerror = (error) => console.error(`linea-docs-mcp: ${error.message}`);
  await server.connect(new CheckedStdioServerTransport());
}
