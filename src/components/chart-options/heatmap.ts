/** A heat map: a category × category matrix coloured by a ramp: a shape of the chart kit (./common.ts). */
import type { ChartOption } from '../chart';
import { ADMIN_INK, type ChartInk } from './ink';
import { axisText, categoryAxis, formatValue, grid, tooltipHtml, type CategoryAxisOptions, type ValueFormat } from './common';

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
