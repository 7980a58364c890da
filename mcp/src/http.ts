/**
 * The MCP server over Streamable HTTP, stateless: every POST to the endpoint gets a fresh server
 * and transport over the shared, already loaded docs, so no session state lives in the process
 * and one bad request cannot affect the next. nginx proxies `/mcp` here.
 */
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCErrorResponse } from '@modelcontextprotocol/sdk/types.js';
import { MCP_MAX_BODY_BYTES as MAX_BODY_BYTES, MCP_TOO_LARGE_ERROR } from '../../src/lib/agentPaths';
import { checkMessages, errorResponse, parseError } from './jsonrpc';
import { createDocsServer, type DocsContext } from './server';

function jsonRpcError(res: ServerResponse, status: number, code: number, message: string): void {
  sendError(res, status, errorResponse(code, message));
}

function sendError(res: ServerResponse, status: number, error: JSONRPCErrorResponse): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(error));
}

class TooLargeError extends Error {}

/**
 * After a 413, how much more of the body the server reads and drops, and for how long. A client
 * that streams its body (chunked) reads the answer only once it has sent what it was writing:
 * closing at once resets the connection under it and the 413 is lost. Past either bound the
 * connection is closed, so a client that sends gigabytes cannot hold the server.
 */
const DRAIN_BYTES = 8 * 1024 * 1024;
const DRAIN_MS = 2000;

/**
 * Reads and drops the rest of the body. A body that ends within the bounds leaves the connection
 * as clean as after any request, so it stays open for the next one; past a bound it is closed.
 */
function drain(req: IncomingMessage): void {
  let dropped = 0;
  const close = () => {
    clearTimeout(timer);
    req.destroy();
  };
  const timer = setTimeout(close, DRAIN_MS);
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_BYTES) close();
  });
  req.on('end', () => clearTimeout(timer));
  req.resume();
}

/**
 * The request body, up to MAX_BODY_BYTES. Past that it stops keeping what arrives and fails with
 * TooLargeError; the socket stays open so the 413 can still be written (see `drain`).
 */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
      reject(new TooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      reject(new TooLargeError());
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The request's path, or null when its target is not a path this server can read. */
function pathOf(req: IncomingMessage): string | null {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

async function handle(ctx: DocsContext, endpoint: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = pathOf(req);
  if (path === null) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Bad request: the request target is not a path. The MCP endpoint is ${endpoint}.\n`);
    return;
  }
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
  const encoding = req.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    jsonRpcError(res, 415, -32000, `Unsupported Media Type: compressed request bodies (Content-Encoding: ${encoding.slice(0, 40)}) are not accepted; send the JSON uncompressed.`);
    res.on('finish', () => drain(req));
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof TooLargeError) {
      // Answer without keeping the rest of the body, which is read and dropped within bounds.
      jsonRpcError(res, 413, MCP_TOO_LARGE_ERROR.code, MCP_TOO_LARGE_ERROR.message);
      res.on('finish', () => drain(req));
    } else {
      sendError(res, 400, parseError('the body'));
    }
    return;
  }
  // The SDK's transport answers JSON that is not a JSON-RPC message with a parse error and an
  // empty batch with 202: say what is wrong instead, as the stdio server does.
  const checked = checkMessages(body);
  if ('error' in checked) {
    sendError(res, 400, checked.error);
    return;
  }
  const server = createDocsServer(ctx);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  // A batch without the cancellations of its own requests (see `checkMessages`).
  await transport.handleRequest(req, res, checked.batch ? checked.members : body);
}

export function createHttpServer(ctx: DocsContext, endpoint = '/mcp'): HttpServer {
  return createServer((req, res) => {
    handle(ctx, endpoint, req, res).catch((error: unknown) => {
      jsonRpcError(res, 500, -32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
}
