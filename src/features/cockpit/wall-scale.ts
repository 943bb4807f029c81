/**
 * The page is scaled to the window width relative to a 1920 px design (docs/rules.md#walls). The wall renders the
 * design at 1920 px and scales it with a CSS transform (not `zoom`, under which ECharts misplaces tooltips and hit
 * areas).
 */
import { WALL } from './wall-config';

/** The scale factor for a window (or container) width: width ÷ 1920. */
export function wallScale(width: number, designWidth: number = WALL.designWidth): number {
  return Number.isFinite(width) && width > 0 ? width / designWidth : 1;
}

/**
 * The design height for a viewport: the viewport's height in design pixels, kept between 1040 and 1440, so a
 * 16:9 window is filled exactly, a 4:3 one gets a taller layout and a very wide one scrolls.
 */
export function wallDesignHeight(viewportHeight: number, scale: number): number {
  if (!Number.isFinite(viewportHeight) || viewportHeight <= 0 || scale <= 0) return WALL.designHeight;
  return Math.min(WALL.maxDesignHeight, Math.max(WALL.minDesignHeight, viewportHeight / scale));
}

/**
 * The pixel ratio charts draw at: device pixels per design pixel, at least 1, in steps of ¼ (a step changes
 * re-create the charts, so small resizes do not).
 */
export function chartPixelRatio(devicePixelRatio: number, scale: number): number {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.max(1, Math.round(dpr * scale * 4) / 4);
}

/** The CSS transform of the design canvas. */
export function wallTransform(scale: number): string {
  return `scale(${scale})`;
}
