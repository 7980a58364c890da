/**
 * Read access to a production build, and nothing else: every file the server opens is resolved
 * inside the build folder, refused when the request names a parent directory, an absolute path or
 * another site, and refused again when a symbolic link would lead outside the folder.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { markdownPath } from '../../src/lib/markdownPath';
import { PAGES_MANIFEST, type ManifestPage } from '../../src/plugins/llms/manifest';

/** A request the server turns down, with a reason the caller can act on. */
export class RefusedError extends Error {}

export class BuildFolder {
  readonly root: string;
  private pagesCache: readonly ManifestPage[] | undefined;

  constructor(dir: string) {
    const root = resolve(dir);
    if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, PAGES_MANIFEST))) {
      throw new Error(`${root} is not a production build of the docs (no index.html or ${PAGES_MANIFEST}): run npm run build first`);
    }
    this.root = realpathSync(root);
  }

  /** Absolute path of a file of the build, from its path relative to the build's root. */
  file(relativePath: string): string {
    if (relativePath.includes('\0')) throw new RefusedError('The path contains a NUL character.');
    const parts = relativePath.replace(/\\/g, '/').split('/');
    if (parts.includes('..')) throw new RefusedError('Paths may not contain "..".');
    const full = resolve(this.root, relativePath.replace(/^\/+/, ''));
    if (!this.contains(full)) throw new RefusedError('The path leads outside the documentation build.');
    if (!existsSync(full)) throw new RefusedError(`No such file in the documentation build: /${relative(this.root, full)}`);
    const real = realpathSync(full);
    if (!this.contains(real) || !statSync(real).isFile()) throw new RefusedError('The path leads outside the documentation build.');
    return real;
  }

  private contains(path: string): boolean {
    const rel = relative(this.root, path);
    return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
  }

  readText(relativePath: string): string {
    return readFileSync(this.file(relativePath), 'utf8');
  }

  readJson(relativePath: string): unknown {
    return JSON.parse(this.readText(relativePath));
  }

  /** Every page with a Markdown twin, as the llms plugin listed them. */
  pages(): readonly ManifestPage[] {
    this.pagesCache ??= (this.readJson(PAGES_MANIFEST) as { pages: ManifestPage[] }).pages;
    return this.pagesCache;
  }

  page(path: string): ManifestPage | undefined {
    return this.pages().find((p) => p.path === path);
  }

  markdown(page: ManifestPage): string {
    return this.readText(markdownPath(page.path));
  }
}

/**
 * The page path a caller means: a site path (`/get-started`), the same without its leading slash,
 * the Markdown twin (`/get-started.md`) or a full URL of this site. Query strings and anchors are
 * dropped. Anything else (another site, a file path, `..`) is refused with the reason.
 */
export function pagePathOf(input: string, siteUrl: string): string {
  const text = input.trim();
  if (text === '') throw new RefusedError('Give a page path such as /get-started or a URL of this site.');
  if (text.includes('\\') || text.includes('\0')) throw new RefusedError('Page paths use forward slashes and no control characters.');
  let path: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new RefusedError(`Not a URL: ${text.slice(0, 200)}`);
    }
    const site = new URL(siteUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      // Only http(s) URLs have an origin: any other scheme's is the string "null".
      throw new RefusedError(`${url.protocol} URLs are not pages of this site; give a path such as /get-started or a URL of ${site.origin}.`);
    }
    if (url.origin !== site.origin) throw new RefusedError(`Only pages of ${site.origin} are served; ${url.origin} is another site.`);
    path = url.pathname;
  } else {
    if (text.startsWith('//')) throw new RefusedError('Only pages of this site are served.');
    path = `/${text.replace(/^\/+/, '')}`.replace(/[?#].*$/, '');
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    throw new RefusedError('The path is not valid percent-encoding.');
  }
  if (decoded.split('/').includes('..')) throw new RefusedError('Paths may not contain "..".');
  if (decoded === '/index.md' || decoded === '/index.html') return '/';
  decoded = decoded.replace(/\.(md|html)$/, '');
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : '/';
}
