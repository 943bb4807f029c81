/**
 * The inks of the chart kit (src/components/chart-options/): the text and line colours and the type sizes of a
 * chart's frame. ADMIN_INK (every shape's default) is for the white admin pages; WALL_INK for the dark wall
 * displays read from across a room (bigger type).
 */

/** The colours and type sizes of a chart's frame: axes, labels, legend, grid lines, borders between slices. */
export interface ChartInk {
  /** Axis labels, legend. */
  text: string;
  /** Value labels, numbers in a ring or a donut. */
  strong: string;
  /** Axis unit names, notes after values. */
  muted: string;
  /** Grid lines. */
  split: string;
  axisLine: string;
  /** The empty part of a bar or a ring. */
  track: string;
  /** Borders between slices and cells: the background colour. */
  surface: string;
  /** Radar rings, inner to outer. */
  area: readonly [string, string];
  fontSize: number;
  smallFontSize: number;
  /** The big number of a ring or a donut. */
  titleFontSize: number;
}

/** The admin pages: dark grey on white, 12 px. */
export const ADMIN_INK: ChartInk = {
  text: '#595959',
  strong: '#262626',
  muted: '#8c8c8c',
  split: '#f0f0f0',
  axisLine: '#d9d9d9',
  track: 'rgba(0, 0, 0, 0.03)',
  surface: '#fff',
  area: ['rgba(0,0,0,0.015)', 'rgba(0,0,0,0.03)'],
  fontSize: 12,
  smallFontSize: 11,
  titleFontSize: 20,
};

/** The wall displays (dark navy, 1920 px design, read from five metres): light text, 18 px. */
export const WALL_INK: ChartInk = {
  text: '#c8d7f2',
  strong: '#ffffff',
  muted: '#8fa6cf',
  split: 'rgba(143, 166, 207, 0.16)',
  axisLine: 'rgba(143, 166, 207, 0.4)',
  track: 'rgba(120, 170, 255, 0.08)',
  surface: '#0a1836',
  area: ['rgba(120,170,255,0.04)', 'rgba(120,170,255,0.09)'],
  fontSize: 18,
  smallFontSize: 16,
  titleFontSize: 34,
};
