/** A horizontal bar list: one bar per unit, labelled with its value: a shape of the chart kit (./common.ts). */
import type { ChartOption } from '../chart';
import { ADMIN_INK, type ChartInk } from './ink';
import { axisText, dataIndexOf, formatValue, grid, tooltipHtml, type ValueFormat } from './common';

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
        const t = spec.tooltip(dataIndexOf(params));
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
        // Every row's name, never every other one (each row is at least a line high).
        interval: 0,
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
