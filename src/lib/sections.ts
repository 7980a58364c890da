function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Anything that owns a URL prefix: a section of the site or a part of one. */
export interface PathArea {
  /** URL prefix owned by the area: the area covers this path and everything below it. */
  basePath: string;
}

/**
 * The pattern a navbar item uses to stay highlighted on every page of its section: the base path
 * itself and anything below it, but not a sibling that merely starts with the same letters
 * (`/api` must not light up on `/apiary`).
 */
export function sectionActivePattern(area: PathArea): string {
  const base = area.basePath.replace(/\/+$/, '');
  return `^${escapeRegExp(base)}(?:/|$)`;
}

/** Whether a path (a `#fragment` or `?query` is ignored) is the area's base path or below it. */
export function isInArea(path: string, area: PathArea): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return new RegExp(sectionActivePattern(area)).test(pathname);
}

/** The area a path belongs to, or undefined for pages outside all of them (landing, search). */
export function sectionForPath<S extends PathArea>(pathname: string, all: readonly S[]): S | undefined {
  return all.find((s) => isInArea(pathname, s));
}
