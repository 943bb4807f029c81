import { AA_TEXT, PAGE_BACKGROUND, accessibleShade, contrast, luminance, parseHex, toHex } from '@/utils/color';
import { THEME_COLORS } from '@/config/constants';

test('parses and prints hex colours', () => {
  expect(parseHex('#08f')).toEqual([0, 136, 255]);
  expect(parseHex('#0088FF')).toEqual([0, 136, 255]);
  expect(parseHex('#0088ff80')).toEqual([0, 136, 255]);
  expect(parseHex('rgb(0,0,0)')).toBeUndefined();
  expect(parseHex('#12')).toBeUndefined();
  expect(toHex([0, 136, 255])).toBe('#0088ff');
  expect(toHex([-3, 300, 127.6])).toBe('#00ff80');
});

test('WCAG luminance and contrast: black on white is 21:1, a colour on itself 1:1, symmetric', () => {
  expect(luminance([255, 255, 255])).toBeCloseTo(1, 5);
  expect(luminance([0, 0, 0])).toBe(0);
  expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
  expect(contrast('#08f', '#08f')).toBe(1);
  expect(contrast('#08f', '#fff')).toBeCloseTo(contrast('#fff', '#08f'), 10);
  // The default theme colour itself fails AA for text on white (3.5:1): the reason accessibleShade exists.
  expect(contrast('#08f', '#fff')).toBeLessThan(AA_TEXT);
});

test.each(THEME_COLORS.map((c) => [c]))(
  'theme colour %s: its accessible shade reads at 4.5:1 on the page grey, on white and under white text',
  (color) => {
    const shade = accessibleShade(color);
    expect(contrast(shade, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    // Same hue: every channel scaled by one factor (≤ 1), up to rounding.
    const rgb = parseHex(color)!;
    const out = parseHex(shade)!;
    const factor = Math.max(...out) / Math.max(...rgb);
    expect(factor).toBeLessThanOrEqual(1);
    rgb.forEach((c, i) => expect(Math.abs(out[i] - c * factor)).toBeLessThanOrEqual(1));
  },
);

test('a colour dark enough is kept as it is; the default gets the least darkening that passes', () => {
  expect(accessibleShade('#304156')).toBe('#304156');
  expect(accessibleShade('#212121')).toBe('#212121');
  const shade = accessibleShade('#08f');
  expect(shade).not.toBe('#0088ff');
  const [, g, b] = parseHex(shade)!;
  // One percent lighter would fail.
  const lighter = toHex([0, g * 1.012, Math.min(255, b * 1.012)]);
  expect(contrast(lighter, PAGE_BACKGROUND)).toBeLessThan(AA_TEXT + 0.1);
  expect(accessibleShade('not a colour')).toBe('not a colour');
});
