/**
 * WCAG contrast helpers, used to make the code-highlighting themes readable: every token colour
 * is darkened (on light backgrounds) or lightened (on dark ones) until it reaches AA contrast.
 */
import type { PrismTheme } from 'prism-react-renderer';

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(color.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour, moved towards black or white in small steps until it reaches `minimum` against `background`. */
export function withContrast(color: string, background: string, minimum = 4.5): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  let current = fg;
  for (let step = 0; contrastRatio(current, bg) < minimum && step < 40; step++) {
    current = current.map((v, i) => v + (target[i]! - v) * 0.05) as Rgb;
  }
  return current === fg ? color : toHex(current);
}

/** A copy of a Prism theme whose every token colour meets `minimum` contrast with its background. */
export function accessibleTheme(theme: PrismTheme, minimum = 4.5): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const fix = (color: string | undefined) => (color ? withContrast(color, background, minimum) : color);
  return {
    plain: { ...theme.plain, color: fix(theme.plain.color) },
    styles: theme.styles.map((s) => ({ ...s, style: { ...s.style, ...(s.style.color ? { color: fix(s.style.color) } : {}), opacity: undefined } })),
  };
}
