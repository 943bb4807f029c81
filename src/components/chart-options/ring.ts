/** One rate as a ring: a shape of the chart kit (./common.ts). */
import type { ChartOption } from '../chart';
import { formatPercent } from '@/utils/format';
import { ADMIN_INK, type ChartInk } from './ink';
import { tooltipHtml } from './common';

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
