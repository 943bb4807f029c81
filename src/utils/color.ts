/**
 * Colour arithmetic for accessible theme colours (WCAG 2.x relative luminance and contrast ratio).
 *
 * The theme colour of the settings (spec: #08f and 7 others) is what the user picks and what the charts draw with.
 * Text in that colour on the light page, and white text on it (a primary button, the selected menu item, the active
 * tab), must keep a 4.5:1 contrast (WCAG AA): `accessibleShade` gives the same hue darkened just enough, and the
 * antd theme and the plain CSS use it for text-bearing surfaces (src/app/providers.tsx, src/app/antd-shell.tsx).
 * The one hex parser of the app: the chart palette (src/components/chart-palette.ts) reads and writes with it too.
 */

/** [r, g, b] 0–255 of '#rgb', '#rgba', '#rrggbb' or '#rrggbbaa' (alpha ignored); undefined when not a hex colour. */
export function parseHex(hex: string): [number, number, number] | undefined {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!m) return undefined;
  let digits = m[1];
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** '#rrggbb' of [r, g, b] (rounded, clamped to 0–255). */
export function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The grey of the app's page background, the lightest surface text sits on (global.css, layout). */
export const PAGE_BACKGROUND = '#f0f2f5';
/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/**
 * `color` darkened towards black (same hue) until it reaches `ratio` against `background` (default: AA against the
 * page's grey, so also against white, and white text on it); a colour dark enough already comes back unchanged.
 * Not a hex colour: returned as is.
 */
export function accessibleShade(color: string, background: string = PAGE_BACKGROUND, ratio: number = AA_TEXT): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const exact = toHex(rgb);
  if (contrast(exact, background) >= ratio) return exact;
  for (let k = 0.01; k <= 1; k += 0.01) {
    const shade = toHex(rgb.map((v) => v * (1 - k)));
    if (contrast(shade, background) >= ratio) return shade;
  }
  return '#000000';
}
