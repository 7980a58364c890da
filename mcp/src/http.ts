/**
 * The MCP server over Streamable HTTP, stateless: every POST to the endpoint gets a fresh server
 * and transport over the shared, already loaded docs, so no session state lives in the process
 * and one bad request cannot affect the next. nginx proxies `/mcp` here.
 */
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createDocsServer, type DocsContext } from './server';

/** Largest request body accepted: a tool call with its arguments is a few kilobytes at most. */
export const MAX_BODY_BYTES = 64 * 1024;

function jsonRpcError(res: ServerResponse, status: number, code: number, message: string): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function handle(ctx: DocsContext, endpoint: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path !== endpoint) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found. The MCP endpoint is ${endpoint}.\n`);
    return;
  }
  if (req.method !== 'POST') {
    // Stateless: no server-initiated stream to open (GET) and no session to end (DELETE).
    res.setHeader('Allow', 'POST');
    jsonRpcError(res, 405, -32000, 'Method not allowed: send JSON-RPC requests with POST.');
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof Error && error.message === 'too large') jsonRpcError(res, 413, -32600, `Request body over ${MAX_BODY_BYTES} bytes.`);
    else jsonRpcError(res, 400, -32700, 'Parse error: the body is not JSON.');
    return;
  }
  const server = createDocsServer(ctx);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}

export function createHttpServer(ctx: DocsContext, endpoint = '/mcp'): HttpServer {
  return createServer((req, res) => {
    handle(ctx, endpoint, req, res).catch((error: unknown) => {
      jsonRpcError(res, 500, -32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
}
