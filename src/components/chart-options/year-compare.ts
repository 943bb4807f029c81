/** School years compared month by month, one line per year: a shape of the chart kit (./common.ts). */
import type { ChartOption } from '../chart';
import { formatValue, type AxisSpec, type ValueFormat } from './common';
import { comboOption } from './combo';
import { SCHOOL_YEAR_MONTH_LABELS, schoolMonthIndex } from '@/utils/school-calendar';

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
