import { DEFAULT_THEME_COLOR } from '@/config/constants';
import { parseHex, toHex } from '@/utils/color';

/**
 * Chart colours derived from the theme colour (settings store): the theme colour first, then hues spread by
 * the golden angle so neighbouring series stay distinguishable. Pure functions, no echarts import; hex colours are
 * read and written by src/utils/color.ts.
 */

type Rgb = readonly [number, number, number];

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rr) h = (gg - bb) / d + (gg < bb ? 6 : 0);
  else if (max === gg) h = (bb - rr) / d + 2;
  else h = (rr - gg) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const GOLDEN_ANGLE = 137.5;

/**
 * Theme colour as #rrggbb and its HSL. A dull theme colour (#304156 slate, #212121 near-black) keeps its hue
 * but gets a chart-friendly saturation and lightness; a true grey (no meaningful hue) takes a blue hue.
 */
function baseColour(primary: string): { first: string; h: number; s: number; l: number } {
  const rgb = parseHex(primary) ?? parseHex(DEFAULT_THEME_COLOR)!;
  const [h, s, l] = rgbToHsl(rgb);
  if (s >= 0.35 && l >= 0.25 && l <= 0.75) return { first: toHex(rgb), h, s, l };
  const hue = s < 0.1 ? 210 : h;
  const sat = clamp(s, 0.55, 0.8);
  return { first: hslToHex(hue, sat, 0.5), h: hue, s: sat, l: 0.5 };
}

/**
 * The categorical palette for series: `count` distinct #rrggbb colours, the first being the theme colour
 * (normalised). `dark` lifts the lightness for a dark background (cockpit pages).
 */
export function buildPalette(primary: string, count = 9, dark = false): string[] {
  const { first, h, s, l } = baseColour(primary);
  const sat = clamp(s, 0.55, 0.8);
  const light = clamp(l, 0.45, 0.56) + (dark ? 0.1 : 0);
  const colours = [dark ? hslToHex(h, sat, light) : first];
  for (let i = 1; colours.length < count; i++) {
    // Alternate the lightness a little so adjacent hues (e.g. yellow/green) still separate.
    const c = hslToHex(h + i * GOLDEN_ANGLE, sat, clamp(light + (i % 2 ? 0 : 0.06), 0, 0.75));
    if (!colours.includes(c)) colours.push(c);
  }
  return colours;
}

/**
 * A sequential ramp (light to dark) in the theme hue, for visualMap (heat maps) and gauges:
 * `steps` colours from a near-white tint to a deep shade.
 */
export function buildSequentialRamp(primary: string, steps = 5): string[] {
  const { h, s } = baseColour(primary);
  const sat = clamp(s, 0.5, 0.85);
  const n = Math.max(2, steps);
  return Array.from({ length: n }, (_, i) => hslToHex(h, sat, 0.94 - (i / (n - 1)) * (0.94 - 0.32)));
}
