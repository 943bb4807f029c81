/**
 * The chart kit: the chart shapes every statistics area uses, as pure functions from plain values to an
 * ECharts option for the one Chart component (chart.tsx). A page says which figures go where; the kit owns
 * the frame (grid, legend, axes in one unit, tooltips with the house number words, escaping of names).
 *
 * Shapes:
 * - comboOption: bars and/or lines over categories, one or two value axes (bars per unit with a rate line);
 * - monthTrendOption: the same over the September–August months of a school year (one month axis);
 * - yearCompareOption: one figure over September–August for several school years, one line each;
 * - barListOption: horizontal bars, one per unit, labelled with the value and an optional note;
 * - heatmapOption: a category × category matrix coloured by a ramp;
 * - divergingBarOption: horizontal bars of signed differences around a zero line (units above / below an average);
 * - radarOption: a few dimensions, one polygon per series (assessment abilities);
 * - shareOption: a donut of shares (types of expression, bands);
 * - ringOption: one rate as a ring (participation, card use) — wall displays;
 * - regionMapOption: a schematic region map (regions coloured by a rate, schools as points) — wall displays.
 *
 * Every shape takes an optional `ink`: the text and line colours and the type sizes. ADMIN_INK (default) is for
 * the white admin pages; WALL_INK for the dark wall displays read from across a room (bigger type).
 *
 * Tooltips built here escape every name (escapeHtml): school, class and student names come from a server.
 */
import type { ChartOption } from './chart';
import { escapeHtml } from '@/utils/html';
import { countAxisLabel, formatAxisPercent, formatDecimal, formatLarge, formatPercent } from '@/utils/format';

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

const valueFormatter = (format: ValueFormat) => (v: unknown) => formatValue(typeof v === 'number' ? v : null, format);

/** A tooltip box: a bold (escaped) title and lines (escaped). */
export function tooltipHtml(title: string, lines: readonly string[]): string {
  return [`<b>${escapeHtml(title)}</b>`, ...lines.map((l) => escapeHtml(l))].join('<br/>');
}

/** The data index of an axis- or item-triggered tooltip's params. */
function indexOf(params: unknown): number {
  const first = (Array.isArray(params) ? params[0] : params) as { dataIndex?: number } | undefined;
  return first?.dataIndex ?? -1;
}

// ---------------------------------------------------------------- frame

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

const axisText = (ink: ChartInk) => ({ color: ink.text, fontSize: ink.fontSize });

/** Axis labels inside the chart box (echarts 6: outerBounds replaces containLabel). */
export function grid(top = 44, extra: { left?: number; right?: number; bottom?: number } = {}) {
  return { left: 8, right: 12, top, bottom: 8, outerBoundsMode: 'same' as const, outerBoundsContain: 'axisLabel' as const, ...extra };
}

export const LEGEND = {
  top: 0,
  left: 'center' as const,
  itemWidth: 14,
  itemHeight: 10,
  itemGap: 16,
  textStyle: { fontSize: 12, color: '#595959' },
};

/** The legend in an ink (ADMIN_INK: LEGEND). */
export function legendFor(ink: ChartInk = ADMIN_INK) {
  const k = ink.fontSize / 12;
  return {
    ...LEGEND,
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

function valueAxis(spec: AxisSpec, values: readonly (number | null)[], index: number, ink: ChartInk = ADMIN_INK) {
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
    splitLine: index === 0 ? { lineStyle: { type: 'dashed' as const, color: ink.split } } : { show: false },
    axisLabel: { ...axisText(ink), formatter },
  };
}

/** Category labels that would collide are turned (many grades in a half-width card). */
function categoryAxis(labels: readonly string[], opts: CategoryAxisOptions = {}, ink: ChartInk = ADMIN_INK) {
  const turn = labels.length > (opts.rotateAbove ?? 8);
  return {
    type: 'category' as const,
    data: [...labels],
    boundaryGap: opts.boundaryGap ?? true,
    axisTick: { alignWithLabel: true },
    ...(ink === ADMIN_INK ? {} : { axisLine: { lineStyle: { color: ink.axisLine } } }),
    axisLabel: {
      ...axisText(ink),
      interval: opts.interval ?? 0,
      rotate: turn ? 35 : 0,
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
  lineHeight?: number;
  /** false for lines that should start at the axis (default true). */
  boundaryGap?: boolean;
  /** Which labels show: 0 (default) every one; 'auto' as many as fit (a day axis of a school year). */
  interval?: number | 'auto';
}

// ---------------------------------------------------------------- combo: bars and lines over categories

export interface SeriesSpec {
  name: string;
  type: 'bar' | 'line';
  /** One value per category; null is a gap. */
  data: readonly (number | null)[];
  /** Which value axis (0 left, 1 right). Default 0. */
  axis?: 0 | 1;
  /** Tooltip text of the values; default the axis's format. */
  format?: ValueFormat;
  color?: string;
  /** Per-bar colour (a highlighted category, the latest year). */
  itemColor?: (index: number) => string | undefined;
  /** Bars stacked under the same key. */
  stack?: string;
  /** Value labels: on top of bars / at line points, with this text (default the value's format). */
  label?: boolean | ((value: number, index: number) => string);
  dashed?: boolean;
  width?: number;
  /** A horizontal reference line (e.g. the teachers' average). */
  markLine?: { value: number; label: string; color: string };
  barMaxWidth?: number;
  z?: number;
}

export interface ComboSpec {
  categories: readonly string[];
  categoryAxis?: CategoryAxisOptions;
  /** One or two value axes. */
  axes: readonly AxisSpec[];
  series: readonly SeriesSpec[];
  /** Default: shown when there is more than one series. */
  legend?: boolean;
  /** A tooltip of its own per category (title + lines); default the series values with their formats. */
  tooltip?: (index: number) => { title: string; lines: string[] } | null;
  /** Extra grid room: top (legend), right (mark-line labels). */
  gridTop?: number;
  gridRight?: number;
  /** Hover shadow on bars (default true when there are bars). */
  shadowPointer?: boolean;
  /** Clicks on bars open something: a pointer cursor. */
  clickable?: boolean;
  /** Text and line colours, type sizes (default ADMIN_INK). */
  ink?: ChartInk;
}

export function comboOption(spec: ComboSpec): ChartOption {
  const ink = spec.ink ?? ADMIN_INK;
  const legend = spec.legend ?? spec.series.length > 1;
  const hasBars = spec.series.some((s) => s.type === 'bar');
  const axes = spec.axes.length > 0 ? spec.axes : [{}];
  const valuesOn = (i: number) => spec.series.filter((s) => (s.axis ?? 0) === i).flatMap((s) => s.data);
  const custom = spec.tooltip;
  return {
    ...(legend ? { legend: { ...legendFor(ink), type: 'scroll' as const } } : {}),
    grid: grid(
      spec.gridTop ?? Math.round((legend ? 48 : 36) * (ink.fontSize / 12) ** 0.5),
      spec.gridRight !== undefined ? { right: spec.gridRight } : {},
    ),
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: (spec.shadowPointer ?? hasBars) ? 'shadow' : 'line' },
      ...(custom
        ? {
            formatter: (params: unknown) => {
              const t = custom(indexOf(params));
              return t ? tooltipHtml(t.title, t.lines) : '';
            },
          }
        : {}),
    },
    xAxis: categoryAxis(spec.categories, spec.categoryAxis, ink),
    yAxis: axes.map((a, i) => valueAxis(a, valuesOn(i), i, ink)),
    series: spec.series.map((s) => {
      const axisIndex = s.axis ?? 0;
      const format = s.format ?? axes[axisIndex] ?? {};
      const labelText = typeof s.label === 'function' ? s.label : (v: number) => formatValue(v, { ...format, unit: undefined });
      const common = {
        name: s.name,
        yAxisIndex: axisIndex,
        tooltip: { valueFormatter: valueFormatter(format) },
        ...(s.stack ? { stack: s.stack } : {}),
        ...(s.z !== undefined ? { z: s.z } : {}),
        ...(s.label
          ? {
              label: {
                show: true,
                position: 'top' as const,
                fontSize: ink.smallFontSize,
                color: ink.text,
                formatter: (p: { value?: unknown; dataIndex: number }) => {
                  const raw = p.value;
                  const v =
                    typeof raw === 'number' ? raw : typeof raw === 'object' && raw !== null && 'value' in raw ? Number(raw.value) : NaN;
                  return Number.isFinite(v) ? labelText(v, p.dataIndex) : '';
                },
              },
            }
          : {}),
        ...(s.markLine
          ? {
              markLine: {
                symbol: 'none',
                silent: true,
                lineStyle: { color: s.markLine.color, type: 'dashed' as const, width: 2 },
                label: {
                  formatter: s.markLine.label,
                  position: 'end' as const,
                  color: s.markLine.color,
                  fontSize: ink.smallFontSize,
                  lineHeight: Math.round(ink.smallFontSize * 1.3),
                },
                data: [{ yAxis: s.markLine.value, name: s.name }],
              },
            }
          : {}),
      };
      const data = s.itemColor
        ? s.data.map((v, i) => {
            const color = s.itemColor?.(i);
            return color ? { value: v, itemStyle: { color } } : v;
          })
        : [...s.data];
      if (s.type === 'bar') {
        return {
          ...common,
          type: 'bar' as const,
          data,
          barMaxWidth: s.barMaxWidth ?? 28,
          ...(spec.clickable ? { cursor: 'pointer' } : {}),
          itemStyle: { ...(s.color ? { color: s.color } : {}), borderRadius: s.stack ? 0 : [3, 3, 0, 0] },
        };
      }
      return {
        ...common,
        type: 'line' as const,
        data,
        smooth: true,
        showSymbol: true,
        symbolSize: ink === ADMIN_INK ? 7 : 9,
        connectNulls: false,
        ...(s.color ? { itemStyle: { color: s.color } } : {}),
        lineStyle: {
          ...(s.color ? { color: s.color } : {}),
          width: s.width ?? (ink === ADMIN_INK ? 2 : 3),
          type: s.dashed ? ('dashed' as const) : ('solid' as const),
        },
      };
    }),
  };
}

// ---------------------------------------------------------------- months of a school year

/** 'YYYY-MM' → '9月'. */
export function monthLabel(month: string): string {
  return `${Number(month.slice(5, 7))}月`;
}

/** 'YYYY-MM' → '2025年9月'. */
export function monthLongLabel(month: string): string {
  return `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
}

/** The school year (starting in September) a month belongs to: '2026-02' → 2025. */
export function schoolYearOf(month: string): number {
  const y = Number(month.slice(0, 4));
  return Number(month.slice(5, 7)) >= 9 ? y : y - 1;
}

/**
 * The month axis of a school year: September to August of `yearId` (or of the year the first row is in),
 * so that a year still running shows its remaining months as empty slots instead of a stretched axis.
 * Rows outside that year (a period the page did not ask for) are kept, in order.
 */
export function schoolYearMonths(rows: readonly { month: string }[], yearId?: number | null): string[] {
  const start = yearId ?? (rows[0] ? schoolYearOf(rows[0].month) : null);
  if (start === null) return [];
  const months: string[] = [];
  for (let i = 0; i < 12; i++) {
    const m = ((8 + i) % 12) + 1;
    const y = m >= 9 ? start : start + 1;
    months.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  const extra = rows.map((r) => r.month).filter((m) => !months.includes(m));
  return extra.length ? [...months, ...extra].sort() : months;
}

/** Values of `rows` on the month axis; missing months are null (a gap, not a zero). */
export function onMonths<R extends { month: string }>(
  axis: readonly string[],
  rows: readonly R[],
  pick: (row: R) => number,
): (number | null)[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return axis.map((m) => {
    const row = byMonth.get(m);
    return row ? pick(row) : null;
  });
}

export interface MonthSeriesSpec<R> extends Omit<SeriesSpec, 'data'> {
  value: (row: R) => number;
}

/**
 * Figures per month over the September–August axis of a school year (months without data are gaps); the
 * axis shows '9月', tooltips '2026年9月'.
 */
export function monthTrendOption<R extends { month: string }>(spec: {
  rows: readonly R[];
  yearId?: number | null;
  axes: readonly AxisSpec[];
  series: readonly MonthSeriesSpec<R>[];
  legend?: boolean;
  ink?: ChartInk;
  /** Turn the month labels when there are more than this many (default 13: never for one school year). */
  rotateAbove?: number;
}): ChartOption {
  const axis = schoolYearMonths(spec.rows, spec.yearId);
  return comboOption({
    categories: axis.map(monthLongLabel),
    categoryAxis: { formatter: (v) => v.replace(/^\d{4}年/, ''), rotateAbove: spec.rotateAbove ?? 13 },
    axes: spec.axes,
    legend: spec.legend,
    ink: spec.ink,
    series: spec.series.map(({ value, ...s }) => ({ ...s, data: onMonths(axis, spec.rows, value) })),
  });
}

// ---------------------------------------------------------------- school years compared month by month

/** The months of a school year, September first: '9月' … '8月'. */
export const SCHOOL_YEAR_MONTH_LABELS: readonly string[] = Array.from({ length: 12 }, (_, i) => `${((i + 8) % 12) + 1}月`);

/** Position of a 'YYYY-MM' month in its school year: September 0 … August 11. */
export function schoolMonthIndex(month: string): number {
  return (Number(month.slice(5, 7)) + 3) % 12;
}

export interface YearCompareSpec<R extends { month: string }> {
  /** The years compared, the one in focus first: drawn thick in `color`; the others thinner (dashed if asked). */
  years: readonly { name: string; rows: readonly R[]; color?: string; dashed?: boolean }[];
  value: (row: R) => number;
  /** The value axis (and the tooltip values). */
  axis: AxisSpec;
  /** A second tooltip figure of a year's month, e.g. '参与 1545 人'. */
  detail?: (row: R) => string;
}

/**
 * One figure over the September–August months of several school years, one line per year (this year against
 * the last). Months without data are gaps; the tooltip names every year's value of the month.
 */
export function yearCompareOption<R extends { month: string }>(spec: YearCompareSpec<R>): ChartOption {
  const onAxis = spec.years.map((y) => {
    const slots: (R | null)[] = new Array<R | null>(12).fill(null);
    for (const row of y.rows) slots[schoolMonthIndex(row.month)] = row;
    return slots;
  });
  const format: ValueFormat = { kind: spec.axis.kind, unit: spec.axis.unit, digits: spec.axis.digits };
  return comboOption({
    categories: SCHOOL_YEAR_MONTH_LABELS,
    categoryAxis: { boundaryGap: false, rotateAbove: 13 },
    axes: [spec.axis],
    shadowPointer: false,
    legend: true,
    series: spec.years.map((y, i) => ({
      name: y.name,
      type: 'line' as const,
      data: (onAxis[i] ?? []).map((row) => (row ? spec.value(row) : null)),
      color: y.color,
      width: i === 0 ? 3 : 2,
      dashed: y.dashed,
      z: spec.years.length - i + 2,
    })),
    tooltip: (m) => ({
      title: SCHOOL_YEAR_MONTH_LABELS[m] ?? '',
      lines: spec.years.map((y, i) => {
        const row = onAxis[i]?.[m] ?? null;
        if (!row) return `${y.name}：无数据`;
        const detail = spec.detail ? `（${spec.detail(row)}）` : '';
        return `${y.name}：${formatValue(spec.value(row), format)}${detail}`;
      }),
    }),
  });
}

// ---------------------------------------------------------------- horizontal bar list

export interface BarListSpec {
  /** Row names, top to bottom (the caller orders them). */
  names: readonly string[];
  values: readonly number[];
  format: ValueFormat;
  color?: string;
  /** Grey text after a bar's value, e.g. '生均 3.21'. */
  note?: (index: number) => string | undefined;
  tooltip: (index: number) => { title: string; lines: string[] } | null;
  /** Width of the name labels (px). Default 132. */
  nameWidth?: number;
  /** A second, grey line under a row's name, e.g. the school of a class in a district's list. */
  subNames?: readonly (string | undefined)[];
  clickable?: boolean;
  ink?: ChartInk;
}

/** Height of a horizontal bar list: one 30 px band per row (42 px with a second line), at least 240. */
export function barListHeight(rows: number, lines: 1 | 2 = 1): number {
  return Math.max(240, 24 + rows * (lines === 2 ? 42 : 30));
}

/** Text inside ECharts rich-text markup: its own braces and bars would end a style block. */
function richSafe(text: string): string {
  return text.replace(/[{]/g, '｛').replace(/[}]/g, '｝').replace(/[|]/g, '｜');
}

/** One horizontal bar per unit (school, grade, district), labelled with its value (and a note). */
export function barListOption(spec: BarListSpec): ChartOption {
  const ink = spec.ink ?? ADMIN_INK;
  const k = ink.fontSize / 12;
  const valueText = (i: number) => formatValue(spec.values[i], { ...spec.format, unit: undefined });
  const hasNotes = spec.note !== undefined;
  return {
    grid: grid(8, { right: Math.round((hasNotes ? 112 : 56) * k) }),
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const t = spec.tooltip(indexOf(params));
        return t ? tooltipHtml(t.title, t.lines) : '';
      },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: [...spec.names],
      axisTick: { show: false },
      axisLine: { lineStyle: { color: ink.axisLine } },
      axisLabel: {
        ...axisText(ink),
        width: spec.nameWidth ?? Math.round(132 * k),
        overflow: 'truncate',
        ...(spec.subNames
          ? {
              formatter: (value: string, index: number) => {
                const sub = spec.subNames?.[index];
                return sub ? `{n|${richSafe(value)}}\n{s|${richSafe(sub)}}` : `{n|${richSafe(value)}}`;
              },
              rich: {
                n: { color: ink.text, fontSize: ink.fontSize, lineHeight: Math.round(ink.fontSize * 1.35) },
                s: { color: ink.muted, fontSize: ink.smallFontSize, lineHeight: Math.round(ink.smallFontSize * 1.35) },
              },
            }
          : {}),
      },
    },
    xAxis: { type: 'value', show: false },
    series: [
      {
        name: spec.format.unit ? `${spec.format.unit}` : '数值',
        type: 'bar',
        barMaxWidth: Math.round(20 * k),
        barCategoryGap: '40%',
        ...(spec.clickable ? { cursor: 'pointer' } : {}),
        itemStyle: { ...(spec.color ? { color: spec.color } : {}), borderRadius: [0, 3, 3, 0] },
        showBackground: true,
        backgroundStyle: { color: ink.track, borderRadius: [0, 3, 3, 0] },
        label: {
          show: true,
          position: 'right',
          formatter: (p: { dataIndex: number }) => {
            const note = spec.note?.(p.dataIndex);
            return note ? `{v|${valueText(p.dataIndex)}} {s|${note}}` : `{v|${valueText(p.dataIndex)}}`;
          },
          rich: { v: { color: ink.strong, fontSize: ink.fontSize, fontWeight: 600 }, s: { color: ink.muted, fontSize: ink.smallFontSize } },
        },
        data: [...spec.values],
      },
    ],
  };
}

// ---------------------------------------------------------------- diverging bars

export interface DivergingSpec {
  /** Row names, top to bottom (the caller orders them). */
  names: readonly string[];
  /** Signed differences, e.g. a class's average score minus its grade's. */
  values: readonly number[];
  format: ValueFormat;
  /** Colours of the bars above and below zero. */
  positive: string;
  negative: string;
  /** Label of the zero line, e.g. '年级平均 82.6 分'. */
  zeroLabel?: string;
  tooltip: (index: number) => { title: string; lines: string[] } | null;
  /** Width of the name labels (px). Default 120. */
  nameWidth?: number;
}

/** A signed value as a label: '+2.3', '−1.5' (a true minus sign), '0'. */
export function signedText(value: number, format: ValueFormat): string {
  const text = formatValue(Math.abs(value), { ...format, unit: undefined });
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/**
 * One horizontal bar per unit from a zero line: right and in `positive` above it, left and in `negative` below,
 * each labelled at its end with its signed value. The axis is symmetric, so equal distances look equal.
 */
export function divergingBarOption(spec: DivergingSpec): ChartOption {
  const reach = Math.max(0, ...spec.values.map((v) => Math.abs(v)));
  const bound = reach > 0 ? reach * 1.3 : 1;
  return {
    grid: grid(spec.zeroLabel ? 24 : 8, { right: 16, left: 8 }),
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const t = spec.tooltip(indexOf(params));
        return t ? tooltipHtml(t.title, t.lines) : '';
      },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: [...spec.names],
      axisTick: { show: false },
      axisLine: { show: false, onZero: false },
      axisLabel: { ...axisText(ADMIN_INK), width: spec.nameWidth ?? 120, overflow: 'truncate' },
    },
    xAxis: { type: 'value', min: -bound, max: bound, show: false },
    series: [
      {
        name: spec.format.unit ?? '差值',
        type: 'bar',
        barMaxWidth: 18,
        barCategoryGap: '40%',
        data: spec.values.map((v) => ({
          value: v,
          itemStyle: { color: v >= 0 ? spec.positive : spec.negative, borderRadius: v >= 0 ? [0, 3, 3, 0] : [3, 0, 0, 3] },
          label: { position: v >= 0 ? ('right' as const) : ('left' as const) },
        })),
        label: {
          show: true,
          color: '#262626',
          fontSize: 12,
          formatter: (p: { dataIndex: number }) => signedText(spec.values[p.dataIndex] ?? 0, spec.format),
        },
        markLine: {
          symbol: 'none',
          silent: true,
          lineStyle: { color: '#8c8c8c', type: 'solid' as const, width: 1 },
          label: {
            show: Boolean(spec.zeroLabel),
            formatter: spec.zeroLabel ?? '',
            position: 'start' as const,
            color: ADMIN_INK.muted,
            fontSize: ADMIN_INK.smallFontSize,
          },
          data: [{ xAxis: 0 }],
        },
      },
    ],
  };
}

// ---------------------------------------------------------------- heat map

export interface HeatmapSpec {
  xLabels: readonly string[];
  yLabels: readonly string[];
  /** [x index, y index, value]. */
  cells: readonly (readonly [number, number, number])[];
  /** Light to dark. */
  ramp: readonly string[];
  format: ValueFormat;
  xAxis?: CategoryAxisOptions;
  tooltip: (x: number, y: number, value: number) => { title: string; lines: string[] };
  ink?: ChartInk;
}

/** Height of a heat map: one 30 px band per row, at least 260. */
export function heatmapHeight(rows: number): number {
  return Math.max(260, 96 + rows * 30);
}

export function heatmapOption(spec: HeatmapSpec): ChartOption {
  const ink = spec.ink ?? ADMIN_INK;
  const max = Math.max(1, ...spec.cells.map((c) => c[2]));
  return {
    grid: grid(8, { bottom: 56, right: 8 }),
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: unknown) => {
        const [x, y, v] = (p as { value: [number, number, number] }).value;
        const t = spec.tooltip(x, y, v);
        return tooltipHtml(t.title, t.lines);
      },
    },
    xAxis: { ...categoryAxis(spec.xLabels, { rotateAbove: 30, ...spec.xAxis }, ink), splitArea: { show: true } },
    yAxis: { type: 'category', data: [...spec.yLabels], splitArea: { show: true }, inverse: true, axisLabel: axisText(ink) },
    visualMap: {
      type: 'continuous',
      min: 0,
      max,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 240,
      itemWidth: 12,
      text: ['多', '少'],
      textStyle: { color: ink.text, fontSize: ink.fontSize },
      inRange: { color: [...spec.ramp] },
      formatter: (v: unknown) => formatValue(Math.round(Number(v)), { ...spec.format, unit: undefined }),
    },
    series: [
      {
        name: spec.format.unit ?? '数值',
        type: 'heatmap',
        data: spec.cells.map((c) => [...c]),
        label: { show: false },
        emphasis: { itemStyle: { borderColor: '#333', borderWidth: 1 } },
        itemStyle: { borderColor: ink.surface, borderWidth: 1 },
      },
    ],
  };
}

// ---------------------------------------------------------------- radar

export interface RadarSpec {
  /** Dimension names, clockwise from the top. */
  indicators: readonly string[];
  /** Highest value of every dimension (scores: 100). */
  max: number;
  /** Value at the centre (default 0): a higher one spreads close scores apart. */
  min?: number;
  series: readonly { name: string; values: readonly number[]; color?: string; dashed?: boolean; area?: boolean }[];
  format: ValueFormat;
  ink?: ChartInk;
}

/** One polygon per series over the same dimensions (a school against its district, a class against its grade). */
export function radarOption(spec: RadarSpec): ChartOption {
  const ink = spec.ink ?? ADMIN_INK;
  return {
    legend: { ...legendFor(ink), type: 'scroll' },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: unknown) => {
        const item = p as { seriesIndex?: number; dataIndex?: number; name?: string };
        const s = spec.series[item.dataIndex ?? -1] ?? spec.series[item.seriesIndex ?? -1];
        if (!s) return '';
        return tooltipHtml(
          s.name,
          spec.indicators.map((d, i) => `${d}：${formatValue(s.values[i], spec.format)}`),
        );
      },
    },
    radar: {
      // Bigger type needs more room between the legend and the top dimension's name.
      center: ['50%', ink === ADMIN_INK ? '56%' : '60%'],
      radius: ink === ADMIN_INK ? '66%' : '62%',
      indicator: spec.indicators.map((name) => ({ name, max: spec.max, ...(spec.min !== undefined ? { min: spec.min } : {}) })),
      axisName: { color: ink.text, fontSize: ink.fontSize },
      splitArea: { areaStyle: { color: [...ink.area] } },
      ...(ink === ADMIN_INK ? {} : { splitLine: { lineStyle: { color: ink.axisLine } }, axisLine: { lineStyle: { color: ink.axisLine } } }),
    },
    series: [
      {
        type: 'radar',
        symbolSize: ink === ADMIN_INK ? 5 : 8,
        data: spec.series.map((s) => ({
          name: s.name,
          value: [...s.values],
          ...(s.color ? { itemStyle: { color: s.color } } : {}),
          lineStyle: {
            width: ink === ADMIN_INK ? 2 : 3,
            type: s.dashed ? ('dashed' as const) : ('solid' as const),
            ...(s.color ? { color: s.color } : {}),
          },
          ...(s.area === false ? {} : { areaStyle: { opacity: 0.12 } }),
        })),
      },
    ],
  };
}

// ---------------------------------------------------------------- share (donut)

export interface ShareSpec {
  items: readonly { name: string; value: number; color?: string }[];
  format: ValueFormat;
  /** Text in the hole, e.g. the total. */
  center?: { value: string; label: string };
  ink?: ChartInk;
}

/** Shares of a whole as a donut, legend at the side, each slice with its count and percentage. */
export function shareOption(spec: ShareSpec): ChartOption {
  const ink = spec.ink ?? ADMIN_INK;
  const total = spec.items.reduce((a, b) => a + b.value, 0);
  // Type read from afar: the percentages go into the legend instead of crowded labels around the ring.
  const big = ink.fontSize > ADMIN_INK.fontSize;
  const shareOf = (name: string) => {
    const item = spec.items.find((i) => i.name === name);
    return item && total > 0 ? item.value / total : 0;
  };
  return {
    legend: {
      ...legendFor(ink),
      type: 'scroll',
      orient: 'vertical',
      top: 'middle',
      left: 'auto',
      right: 8,
      ...(big ? { itemGap: Math.round(ink.fontSize * 0.6), formatter: (name: string) => `${name}  ${formatPercent(shareOf(name))}` } : {}),
    },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: unknown) => {
        const item = spec.items[(p as { dataIndex: number }).dataIndex];
        if (!item) return '';
        return tooltipHtml(item.name, [formatValue(item.value, spec.format), `占比：${formatPercent(total > 0 ? item.value / total : 0)}`]);
      },
    },
    ...(spec.center
      ? {
          title: {
            text: spec.center.value,
            subtext: spec.center.label,
            left: '37%',
            top: '40%',
            textAlign: 'center',
            textStyle: { fontSize: big ? Math.round(ink.titleFontSize * 0.8) : ink.titleFontSize, fontWeight: 600, color: ink.strong },
            subtextStyle: { fontSize: ink.fontSize, color: ink.muted },
          },
        }
      : {}),
    series: [
      {
        type: 'pie',
        radius: big ? ['56%', '82%'] : ['44%', '64%'],
        center: [ink === ADMIN_INK ? '38%' : '35%', '52%'],
        labelLine: { length: 8, length2: 8 },
        avoidLabelOverlap: true,
        itemStyle: { borderColor: ink.surface, borderWidth: 2 },
        // No ellipsis: a short percentage always fits, and echarts would cut a label near the legend to '…'.
        label: {
          show: !big,
          formatter: (p: { percent?: number }) => `${(p.percent ?? 0).toFixed(1)}%`,
          fontSize: ink.smallFontSize,
          overflow: 'none' as const,
          ...(ink === ADMIN_INK ? {} : { color: ink.text }),
        },
        data: spec.items.map((i) => ({ name: i.name, value: i.value, ...(i.color ? { itemStyle: { color: i.color } } : {}) })),
      },
    ],
  };
}

// ---------------------------------------------------------------- ring (one rate)

export interface RingSpec {
  /** The rate, 0..1 (clamped). */
  value: number;
  /** Under the percentage, e.g. '参与率'. */
  label: string;
  color: string;
  ink?: ChartInk;
}

/** One rate as a ring that fills clockwise from the top, the percentage (one decimal) in the middle. */
export function ringOption(spec: RingSpec): ChartOption {
  const ink = spec.ink ?? ADMIN_INK;
  const value = Number.isFinite(spec.value) ? Math.min(1, Math.max(0, spec.value)) : 0;
  const width = Math.round(ink.fontSize * 0.9);
  return {
    tooltip: { trigger: 'item', confine: true, formatter: () => tooltipHtml(spec.label, [formatPercent(value)]) },
    series: [
      {
        type: 'gauge',
        startAngle: 90,
        endAngle: -270,
        min: 0,
        max: 1,
        radius: '86%',
        center: ['50%', '50%'],
        pointer: { show: false },
        progress: { show: true, roundCap: true, width, itemStyle: { color: spec.color } },
        axisLine: { lineStyle: { width, color: [[1, ink.track]] } },
        splitLine: { show: false },
        axisTick: { show: false },
        axisLabel: { show: false },
        anchor: { show: false },
        title: { offsetCenter: [0, '30%'], fontSize: ink.fontSize, color: ink.muted },
        detail: {
          offsetCenter: [0, '-6%'],
          fontSize: ink.titleFontSize,
          fontWeight: 600,
          color: ink.strong,
          valueAnimation: false,
          formatter: (v: number) => formatPercent(v),
        },
        data: [{ value, name: spec.label }],
      },
    ],
  };
}

// ---------------------------------------------------------------- schematic region map

/** `geo` with the API's own coordinates (x right, y down), no longitude/latitude handling. */
const IDENTITY_PROJECTION = { project: (p: number[]) => p, unproject: (p: number[]) => p };

export interface RegionMapSpec {
  /** A map registered with registerChartMap (src/utils/schematic-map.ts makes one). */
  map: string;
  /** Regions coloured by `value` (null: no data, grey); names as in the map's features. */
  regions: readonly { name: string; value: number | null; lines: readonly string[] }[];
  /** Points on the map in its units: size in px, highlighted ones ripple. */
  points: readonly { name: string; coord: readonly [number, number]; size: number; lines: readonly string[]; highlight?: boolean }[];
  /** What the region colour means, e.g. '生均借阅' with its format. */
  valueName: string;
  valueFormat: ValueFormat;
  /** Light to dark. */
  ramp: readonly string[];
  pointColor: string;
  highlightColor: string;
  /** Names on the regions and/or next to the points. */
  labels: { regions: boolean; points: boolean };
  ink?: ChartInk;
}

/**
 * A schematic map: regions (districts) coloured by a per-student rate on a continuous scale, schools as points
 * sized by the caller (holdings), the highlighted ones rippling. Identity projection, no roaming: a wall shows it
 * as is. Tooltips list the caller's lines (escaped).
 */
export function regionMapOption(spec: RegionMapSpec): ChartOption {
  const ink = spec.ink ?? ADMIN_INK;
  const values = spec.regions.map((r) => r.value).filter((v): v is number => v !== null && Number.isFinite(v));
  const max = values.length ? Math.max(...values) : 1;
  const min = values.length > 1 ? Math.min(...values) : 0;
  const scaleMax = max > min ? max : min + 1;
  // One region (a district's own map) has nothing to compare: a plain fill, no colour scale.
  const scaled = spec.regions.length > 1;
  const plain = spec.points.filter((p) => !p.highlight);
  const ripple = spec.points.filter((p) => p.highlight);
  const pointData = (list: typeof spec.points) => list.map((p) => ({ name: p.name, value: [p.coord[0], p.coord[1]], symbolSize: p.size }));
  const pointLabel = {
    show: spec.labels.points,
    position: 'right' as const,
    distance: 6,
    formatter: '{b}',
    color: ink.strong,
    fontSize: ink.smallFontSize,
    textBorderColor: ink.surface,
    textBorderWidth: 3,
  };
  const lookup = (seriesIndex: number | undefined, name: string) => {
    if (seriesIndex === 0 || seriesIndex === undefined) return spec.regions.find((r) => r.name === name);
    return spec.points.find((p) => p.name === name);
  };
  return {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: unknown) => {
        const item = p as { seriesIndex?: number; name?: string; componentType?: string };
        const found = lookup(item.componentType === 'geo' ? 0 : item.seriesIndex, item.name ?? '');
        return found ? tooltipHtml(found.name, [...found.lines]) : '';
      },
    },
    geo: {
      map: spec.map,
      projection: IDENTITY_PROJECTION,
      roam: false,
      layoutCenter: ['50%', '50%'],
      layoutSize: '94%',
      label: {
        show: spec.labels.regions,
        color: ink.strong,
        fontSize: ink.fontSize,
        fontWeight: 'bold',
        textBorderColor: ink.surface,
        textBorderWidth: 3,
      },
      itemStyle: { areaColor: scaled ? ink.track : (spec.ramp[1] ?? ink.track), borderColor: ink.text, borderWidth: 1.5 },
      emphasis: { label: { color: ink.strong }, itemStyle: { areaColor: spec.highlightColor } },
    },
    ...(scaled
      ? {
          visualMap: {
            type: 'continuous' as const,
            seriesIndex: 0,
            min,
            max: scaleMax,
            calculable: false,
            orient: 'vertical' as const,
            left: 0,
            bottom: 0,
            itemHeight: Math.round(ink.fontSize * 6),
            itemWidth: Math.round(ink.fontSize * 0.8),
            text: [`${spec.valueName} 高`, '低'],
            textStyle: { color: ink.text, fontSize: ink.smallFontSize },
            inRange: { color: [...spec.ramp] },
            formatter: (v: unknown) => formatValue(Number(v), { ...spec.valueFormat, unit: undefined }),
          },
        }
      : {}),
    series: [
      {
        type: 'map',
        map: spec.map,
        geoIndex: 0,
        name: spec.valueName,
        data: spec.regions.map((r) => ({ name: r.name, value: r.value ?? undefined })),
      },
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        name: '学校',
        data: pointData(plain),
        itemStyle: { color: spec.pointColor, borderColor: ink.surface, borderWidth: 1, opacity: 0.95 },
        label: pointLabel,
        labelLayout: { hideOverlap: true },
        z: 3,
      },
      {
        type: 'effectScatter',
        coordinateSystem: 'geo',
        name: '重点学校',
        data: pointData(ripple),
        rippleEffect: { brushType: 'stroke', scale: 2.6, period: 5 },
        itemStyle: { color: spec.highlightColor },
        label: pointLabel,
        labelLayout: { hideOverlap: true },
        z: 4,
      },
    ],
  };
}
