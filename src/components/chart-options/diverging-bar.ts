/** Diverging bars: signed differences around a zero line: a shape of the chart kit (./common.ts). */
import type { ChartOption } from '../chart';
import { ADMIN_INK } from './ink';
import { axisText, dataIndexOf, formatValue, grid, tooltipHtml, type ValueFormat } from './common';

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
        const t = spec.tooltip(dataIndexOf(params));
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
