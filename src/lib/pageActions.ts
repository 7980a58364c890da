/**
 * Links of the page actions menu: a prompt for a chat assistant that points at the page's
 * Markdown twin, and one-click install links for the docs MCP server. Pure, so the browser and
 * the tests build the same URLs.
 *
 * Formats: Cursor's install link is `cursor://anysphere.cursor-deeplink/mcp/install` with the
 * server's name and its mcp.json entry as base64 JSON (cursor.com/docs/mcp/install-links); VS
 * Code's is `vscode:mcp/install?` followed by the URL-encoded server entry with its name
 * (microsoft/vscode-docs, "MCP URL handler"). ChatGPT and Claude open a new chat with the text of
 * their `q` parameter as the first message.
 */

/** The name clients give the server in their configuration. */
export const MCP_SERVER_NAME = 'linea-docs';

export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it. It is a page of the Linea developer documentation; its index for language models is at ${new URL('/llms.txt', markdownUrl).href}.`;
}

export function chatGptUrl(markdownUrl: string): string {
  return `https://chatgpt.com/?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
}

export function claudeUrl(markdownUrl: string): string {
  return `https://claude.ai/new?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
}

/** btoa works on Latin-1 only; the configuration is ASCII (a name and an https URL). */
function base64(text: string): string {
  return btoa(text);
}

export function cursorInstallUrl(mcpUrl: string, name = MCP_SERVER_NAME): string {
  return `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${encodeURIComponent(base64(JSON.stringify({ url: mcpUrl })))}`;
}

export function vscodeInstallUrl(mcpUrl: string, name = MCP_SERVER_NAME): string {
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name, type: 'http', url: mcpUrl }))}`;
}
