/** A radar: a few dimensions, one polygon per series: a shape of the chart kit (./common.ts). */
import type { ChartOption } from '../chart';
import { ADMIN_INK, type ChartInk } from './ink';
import { formatValue, legendFor, tooltipHtml, type ValueFormat } from './common';

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
    legend: legendFor(ink),
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
