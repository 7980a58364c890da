/**
 * URL paths agents are pointed at, shared by the nginx configuration, the catalog and the pages,
 * and the request limit nginx and the MCP server both enforce.
 */

/** The docs MCP server over Streamable HTTP, proxied by nginx to the Node process. */
export const MCP_PATH = '/mcp';
/** Largest MCP request body accepted: a tool call with its arguments is a few kilobytes at most. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;
/** The JSON-RPC error for a body over the limit, the same whether nginx or the server refuses it. */
export const MCP_TOO_LARGE_ERROR = {
  code: -32600,
  message: `Request body over ${MCP_MAX_BODY_BYTES} bytes: a tool call with its arguments is a few kilobytes.`,
} as const;
/**
 * The JSON-RPC error nginx answers when the MCP server is not running or does not answer (a
 * restart after a deploy): a client reads why, instead of an HTML error page.
 */
export const MCP_UNAVAILABLE_ERROR = {
  code: -32603,
  message: 'The docs MCP server is not answering (it may be restarting). Try again in a few seconds.',
} as const;
/** The page that explains connecting an editor or agent to the MCP server. */
export const MCP_DOCS_PATH = '/api/mcp-server';
/** The OpenRPC description of the JSON-RPC API, listed when the build carries one. */
export const OPENRPC_PATH = '/openrpc.json';
