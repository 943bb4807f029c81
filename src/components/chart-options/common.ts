/**
 * The chart kit: the chart shapes every statistics area uses, as pure functions from plain values to an
 * ECharts option for the one Chart component (src/components/chart.tsx), one file per shape in this folder. A
 * page says which figures go where; the kit owns the frame (grid, legend, axes in one unit, tooltips with the
 * house number words, escaping of names).
 *
 * Shapes:
 * - comboOption (combo.ts): bars and/or lines over categories, one or two value axes (bars per unit with a rate line);
 * - monthTrendOption (month-trend.ts): the same over the September–August months of a school year (one month axis);
 * - yearCompareOption (year-compare.ts): one figure over September–August for several school years, one line each;
 * - barListOption (bar-list.ts): horizontal bars, one per unit, labelled with the value and an optional note;
 * - heatmapOption (heatmap.ts): a category × category matrix coloured by a ramp;
 * - divergingBarOption (diverging-bar.ts): horizontal bars of signed differences around a zero line (units above /
 *   below an average);
 * - radarOption (radar.ts): a few dimensions, one polygon per series (assessment abilities);
 * - shareOption (share.ts): a donut of shares (types of expression, bands);
 * - ringOption (ring.ts): one rate as a ring (participation, card use) — wall displays;
 * - regionMapOption (region-map.ts): a schematic region map (regions coloured by a rate, schools as points) — wall
 *   displays.
 *
 * Every shape takes an optional `ink` (ink.ts): the text and line colours and the type sizes. ADMIN_INK (default)
 * is for the white admin pages; WALL_INK for the dark wall displays read from across a room (bigger type).
 *
 * This file holds what the shapes share: how a value reads, tooltips, the grid, the legend and the axes.
 * Tooltips built here escape every name (escapeHtml): school, class and student names come from a server.
 */
import { escapeHtml } from '@/utils/html';
import { countAxisLabel, formatAxisPercent, formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { ADMIN_INK, type ChartInk } from './ink';

// ---------------------------------------------------------------- values

/** How a value reads: a count (万 above 9999), a rate 0..1 as a percentage, or a decimal (per person). */
export interface ValueFormat {
  kind?: 'count' | 'percent' | 'decimal';
  /** Shown after the number: '册次', '人', '册次/生'. */
  unit?: string;
  /** percent: default 1; decimal: default 2. */
  digits?: number;
}

/** The text of one value in a tooltip or label: '1.23万 册次', '35.2%', '3.45 册次/生'; '-' for a gap. */
export function formatValue(value: number | null | undefined, format: ValueFormat = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const kind = format.kind ?? 'count';
  const text =
    kind === 'percent'
      ? formatPercent(value, format.digits ?? 1)
      : kind === 'decimal'
        ? formatDecimal(value, format.digits ?? 2)
        : formatLarge(value);
  return format.unit && kind !== 'percent' ? `${text} ${format.unit}` : text;
}

export const valueFormatter = (format: ValueFormat) => (v: unknown) => formatValue(typeof v === 'number' ? v : null, format);

/** A tooltip box: a bold (escaped) title and lines (escaped). */
export function tooltipHtml(title: string, lines: readonly string[]): string {
  return [`<b>${escapeHtml(title)}</b>`, ...lines.map((l) => escapeHtml(l))].join('<br/>');
}

/** The data index of an axis- or item-triggered tooltip's params. */
export function dataIndexOf(params: unknown): number {
  const first = (Array.isArray(params) ? params[0] : params) as { dataIndex?: number } | undefined;
  return first?.dataIndex ?? -1;
}

// ---------------------------------------------------------------- frame

export const axisText = (ink: ChartInk) => ({ color: ink.text, fontSize: ink.fontSize });

/** Axis labels inside the chart box (echarts 6: outerBounds replaces containLabel). */
export function grid(top = 44, extra: { left?: number; right?: number; bottom?: number } = {}) {
  return { left: 8, right: 12, top, bottom: 8, outerBoundsMode: 'same' as const, outerBoundsContain: 'axisLabel' as const, ...extra };
}

const LEGEND = {
  top: 0,
  left: 'center' as const,
  itemWidth: 14,
  itemHeight: 10,
  itemGap: 16,
  textStyle: { fontSize: 12, color: '#595959' },
};

/** The legend in an ink (ADMIN_INK: LEGEND, paged when long; WALL_INK: wrapped, never paged). */
export function legendFor(ink: ChartInk = ADMIN_INK) {
  const k = ink.fontSize / 12;
  return {
    ...LEGEND,
    type: ink.legendType,
    itemWidth: Math.round(14 * k),
    itemHeight: Math.round(10 * k),
    itemGap: Math.round(16 * k),
    textStyle: { fontSize: ink.fontSize, color: ink.text },
  };
}

/** A value axis: its unit as the axis name, labels in one unit (all 万 or none), percent or decimals. */
export interface AxisSpec extends ValueFormat {
  min?: number;
  max?: number;
}

/** echarts' default number of intervals on a value axis (its `splitNumber`). */
const ECHARTS_SPLIT_NUMBER = 5;

/**
 * The step of an axis whose both ends are fixed (0–100 %, 0–100 分): a round step that divides the range, in about as
 * many intervals as the axis would have. echarts rounds range ÷ splitNumber to a "nice" step without asking whether it
 * divides the range: on a wall (4 intervals) 0–100 % came out in steps of 30 and its last two labels, 90 % and 100 %,
 * were drawn nearly on top of each other. Undefined when no round step divides the range.
 */
export function fixedRangeInterval(min: number, max: number, intervals: number): number | undefined {
  const range = max - min;
  if (!(range > 0)) return undefined;
  let best: { step: number; off: number } | undefined;
  for (let n = 2; n <= 10; n += 1) {
    const step = range / n;
    const scale = 10 ** Math.floor(Math.log10(step));
    const mantissa = Math.round((step / scale) * 1e9) / 1e9;
    if (![1, 2, 2.5, 5].includes(mantissa)) continue;
    const off = Math.abs(n - intervals);
    // The step as written (0.1, not 0.7 ÷ 7 = 0.09999…), so that the labels fall on round values.
    const round = Number((mantissa * scale).toPrecision(12));
    if (!best || off < best.off || (off === best.off && round < best.step)) best = { step: round, off };
  }
  return best?.step;
}

export function valueAxis(spec: AxisSpec, values: readonly (number | null)[], index: number, ink: ChartInk = ADMIN_INK) {
  const kind = spec.kind ?? 'count';
  const formatter =
    kind === 'percent'
      ? formatAxisPercent
      : kind === 'decimal'
        ? (v: number) => Number(v.toFixed(spec.digits ?? 1)).toString()
        : countAxisLabel(values);
  return {
    type: 'value' as const,
    ...(spec.unit && kind !== 'percent'
      ? {
          name: spec.unit,
          nameTextStyle: { color: ink.muted, fontSize: ink.fontSize, align: index === 0 ? ('left' as const) : ('right' as const) },
        }
      : {}),
    ...(spec.min !== undefined ? { min: spec.min } : {}),
    ...(spec.max !== undefined ? { max: spec.max } : {}),
    ...(ink.valueTicks ? { splitNumber: ink.valueTicks } : {}),
    ...(spec.min !== undefined && spec.max !== undefined
      ? { interval: fixedRangeInterval(spec.min, spec.max, ink.valueTicks ?? ECHARTS_SPLIT_NUMBER) }
      : {}),
    splitLine: index === 0 ? { lineStyle: { type: 'dashed' as const, color: ink.split } } : { show: false },
    axisLabel: { ...axisText(ink), formatter },
  };
}

/** The widest a category label is drawn (px at ADMIN_INK's 12 px): a longer name is cut with … (the tooltip has it). */
const CATEGORY_LABEL_WIDTH = 120;

/**
 * Category labels that would collide are turned (many grades in a half-width card); a label longer than
 * CATEGORY_LABEL_WIDTH is cut with …, so that a 500-character school name cannot squeeze the chart
 * (docs/rules.md#hostile-text).
 */
export function categoryAxis(labels: readonly string[], opts: CategoryAxisOptions = {}, ink: ChartInk = ADMIN_INK) {
  const turn = labels.length > (opts.rotateAbove ?? 8);
  const angle = opts.rotate ?? 35;
  return {
    type: 'category' as const,
    data: [...labels],
    boundaryGap: opts.boundaryGap ?? true,
    axisTick: { alignWithLabel: true },
    ...(ink === ADMIN_INK ? {} : { axisLine: { lineStyle: { color: ink.axisLine } } }),
    axisLabel: {
      ...axisText(ink),
      interval: opts.interval ?? 0,
      rotate: turn ? angle : 0,
      width: Math.round((CATEGORY_LABEL_WIDTH * ink.fontSize) / 12),
      overflow: 'truncate' as const,
      ...(opts.formatter ? { formatter: opts.formatter } : {}),
      ...(opts.lineHeight ? { lineHeight: opts.lineHeight } : {}),
    },
  };
}

export interface CategoryAxisOptions {
  /** Shown on the axis instead of the full label (the tooltip keeps the full one). */
  formatter?: (label: string) => string;
  /** Turn the labels when there are more than this many (default 8). */
  rotateAbove?: number;
  /** How far they turn (default 35°; 90 stands them up: the least room across, in large type). */
  rotate?: number;
  lineHeight?: number;
  /** false for lines that should start at the axis (default true). */
  boundaryGap?: boolean;
  /** Which labels show: 0 (default) every one; 'auto' as many as fit (a day axis of a school year). */
  interval?: number | 'auto';
}
