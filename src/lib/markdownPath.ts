/** Where the Markdown twin of a page lives, as a URL path (`/` → `/index.md`). */
export function markdownPath(path: string): string {
  return path === '/' ? '/index.md' : `${path.replace(/\/$/, '')}.md`;
}
