/** Where a page's social card image lives, as a URL path (`/` → `/img/social/index.png`). */
export function socialCardPath(path: string): string {
  const slug = path.replace(/^\/+|\/+$/g, '') || 'index';
  return `/img/social/${slug}.png`;
}
