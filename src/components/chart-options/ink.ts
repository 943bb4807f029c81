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
  /**
   * A legend longer than its room: 'scroll' pages it (an admin page, where a person can page); 'plain' wraps it (a
   * wall, where no one pages: every category stays in view).
   */
  legendType: 'scroll' | 'plain';
  /** About how many steps a value axis has (ECharts' splitNumber; default ECharts' own, 5). */
  valueTicks?: number;
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
  legendType: 'scroll',
};

/**
 * The wall displays' one type scale, in design px of the 1920 px design (the page is scaled to the window width
 * relative to 1920, docs/rules.md#walls), for reading from about five metres: nothing below `min`, ranking rows
 * and labels at `row` or more, key figures at `figure` and never below `figureMin`. The wall's stylesheet takes
 * it as CSS variables (src/features/cockpit/wall-shell.tsx), its charts through WALL_INK.
 */
export const WALL_TYPE = {
  /** The smallest text on a wall: subtitles, footnotes, axes, legends, tags, times, error text. */
  min: 20,
  /** Running text: feed rows, the header's lines, the labels beside a ring. */
  body: 22,
  /** Ranking rows and labels (a board's rows, a figure's name, the top navigation). */
  row: 24,
  /** A panel's title. */
  heading: 26,
  /** A figure beside a ring. */
  figureSmall: 30,
  /** Key figures. */
  figure: 44,
  /** A long key figure takes a smaller size, never below this. */
  figureMin: 40,
  /** The clock. */
  clock: 36,
  /** The wall's title. */
  title: 46,
} as const;

/** The wall displays (dark navy, 1920 px design, read from five metres): light text in WALL_TYPE's sizes. */
export const WALL_INK: ChartInk = {
  text: '#c8d7f2',
  strong: '#ffffff',
  muted: '#a9bddf',
  split: 'rgba(143, 166, 207, 0.16)',
  axisLine: 'rgba(143, 166, 207, 0.4)',
  track: 'rgba(120, 170, 255, 0.08)',
  surface: '#0a1836',
  area: ['rgba(120,170,255,0.04)', 'rgba(120,170,255,0.09)'],
  fontSize: WALL_TYPE.min,
  smallFontSize: WALL_TYPE.min,
  titleFontSize: WALL_TYPE.figureMin,
  legendType: 'plain',
  // Large type in a short chart: fewer, further apart.
  valueTicks: 4,
};
