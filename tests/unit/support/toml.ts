import { parse as parseToml } from 'smol-toml';

/** Dotted names of a parsed TOML value's leaves; a list (of values or of inline tables) is one leaf. */
export function tomlLeaves(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => tomlLeaves(inner, prefix ? `${prefix}.${key}` : key));
}

/** The TOML code blocks of an MDX page, parsed. */
export function tomlBlocks(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/```toml[^\n]*\n([\s\S]*?)```/g)].map((m) => parseToml(m[1]!));
}
