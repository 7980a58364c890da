/** URL paths agents are pointed at, shared by the nginx configuration, the catalog and the pages. */

/** The docs MCP server over Streamable HTTP, proxied by nginx to the Node process. */
export const MCP_PATH = '/mcp';
/** The page that explains connecting an editor or agent to the MCP server. */
export const MCP_DOCS_PATH = '/api/mcp-server';
/** The OpenRPC description of the JSON-RPC API, listed when the build carries one. */
export const OPENRPC_PATH = '/openrpc.json';
