/** Figures per month over the September–August axis of a school year: a shape of the chart kit (./common.ts). */
import type { ChartOption } from '../chart';
import type { ChartInk } from './ink';
import type { AxisSpec } from './common';
import { comboOption, type SeriesSpec } from './combo';
import { monthLongLabel, schoolYearMonthKeys, schoolYearOfMonth } from '@/utils/school-calendar';

/**
 * The month axis of a school year: September to August of `yearId` (or of the year the first row is in),
 * so that a year still running shows its remaining months as empty slots instead of a stretched axis.
 * Rows outside that year (a period the page did not ask for) are kept, in order.
 */
export function schoolYearMonths(rows: readonly { month: string }[], yearId?: number | null): string[] {
  const start = yearId ?? (rows[0] ? schoolYearOfMonth(rows[0].month) : null);
  if (start === null) return [];
  const months = schoolYearMonthKeys(start);
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
  /** The axis reads the month's number only ('9', '10' … '8'): twelve months side by side in large type. */
  monthNumbers?: boolean;
}): ChartOption {
  const axis = schoolYearMonths(spec.rows, spec.yearId);
  const short = spec.monthNumbers ? (v: string) => v.replace(/^\d{4}年/, '').replace(/月$/, '') : (v: string) => v.replace(/^\d{4}年/, '');
  return comboOption({
    categories: axis.map(monthLongLabel),
    categoryAxis: { formatter: short, rotateAbove: spec.rotateAbove ?? 13 },
    axes: spec.axes,
    legend: spec.legend,
    ink: spec.ink,
    series: spec.series.map(({ value, ...s }) => ({ ...s, data: onMonths(axis, spec.rows, value) })),
  });
}
