import { themes } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { accessibleTheme, contrastRatio, parseColor, withContrast } from '../../src/lib/contrast';
import { prism } from '../../src/config/prism';

describe('contrast helpers', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 1);
  });

  it('parses hex and rgb colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#0a6c85')).toEqual([10, 108, 133]);
    expect(parseColor('rgb(80, 250, 123)')).toEqual([80, 250, 123]);
    expect(parseColor('hsl(1, 2%, 3%)')).toBeUndefined();
  });

  it('moves a weak colour just far enough and leaves a good one alone', () => {
    const fixed = withContrast('#999999', '#ffffff');
    expect(contrastRatio(parseColor(fixed)!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(withContrast('#000000', '#ffffff')).toBe('#000000');
    const onDark = withContrast('#6272a4', '#282a36');
    expect(contrastRatio(parseColor(onDark)!, parseColor('#282a36')!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('code themes', () => {
  it.each([
    ['light', prism.theme],
    ['dark', prism.darkTheme],
  ])('every %s token colour meets AA contrast', (_mode, theme) => {
    const bg = parseColor(theme.plain.backgroundColor!)!;
    for (const s of [{ style: theme.plain }, ...theme.styles]) {
      const c = s.style.color && parseColor(s.style.color);
      if (c) expect(contrastRatio(c, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the palette where it already passes', () => {
    expect(accessibleTheme(themes.dracula).plain.color).toBe(themes.dracula.plain.color);
  });
});
