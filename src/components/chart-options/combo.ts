/** Bars and lines over categories, one or two value axes: a shape of the chart kit (./common.ts). */
import type { ChartOption } from '../chart';
import { ADMIN_INK, type ChartInk } from './ink';
import {
  categoryAxis,
  dataIndexOf,
  formatValue,
  grid,
  legendFor,
  tooltipHtml,
  valueAxis,
  valueFormatter,
  type AxisSpec,
  type CategoryAxisOptions,
  type ValueFormat,
} from './common';

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
    ...(legend ? { legend: legendFor(ink) } : {}),
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
              const t = custom(dataIndexOf(params));
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
