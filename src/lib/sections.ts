import type { Section } from '../config/sections';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pattern a navbar item uses to stay highlighted on every page of its section: the base path
 * itself and anything below it, but not a sibling that merely starts with the same letters
 * (`/api` must not light up on `/apiary`).
 */
export function sectionActivePattern(section: Pick<Section, 'basePath'>): string {
  const base = section.basePath.replace(/\/+$/, '');
  return `^${escapeRegExp(base)}(?:/|$)`;
}

/** The section a path belongs to, or undefined for pages outside every section (landing, search). */
export function sectionForPath<S extends Pick<Section, 'basePath'>>(
  pathname: string,
  all: readonly S[],
): S | undefined {
  return all.find((s) => new RegExp(sectionActivePattern(s)).test(pathname));
}
