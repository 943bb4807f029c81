/** Shares of a whole as a donut: a shape of the chart kit (./common.ts). */
import type { ChartOption } from '../chart';
import { formatPercent } from '@/utils/format';
import { ADMIN_INK, type ChartInk } from './ink';
import { formatValue, legendFor, tooltipHtml, type ValueFormat } from './common';

export interface ShareSpec {
  items: readonly { name: string; value: number; color?: string }[];
  format: ValueFormat;
  /** Text in the hole, e.g. the total. */
  center?: { value: string; label: string };
  ink?: ChartInk;
}

/**
 * The donut's box on a wall: the ring in the left part, the legend (each class with its percentage) in the right
 * part, side by side in every panel shape: the ring is sized by its own box, so a tall panel (a 5:4 screen) makes
 * it no wider than its half and the legend never covers it.
 */
const WALL_RING_BOX = 0.52;

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
  const ringBox = `${WALL_RING_BOX * 100}%`;
  const ringCentre = `${(WALL_RING_BOX * 100) / 2}%`;
  return {
    legend: {
      ...legendFor(ink),
      orient: 'vertical',
      top: 'middle',
      ...(big
        ? {
            left: `${WALL_RING_BOX * 100 + 4}%`,
            itemGap: Math.round(ink.fontSize * 0.6),
            formatter: (name: string) => `${name}  ${formatPercent(shareOf(name))}`,
          }
        : { left: 'auto', right: 8 }),
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
            left: big ? ringCentre : '37%',
            top: big ? 'middle' : '40%',
            textAlign: 'center',
            itemGap: big ? 2 : 10,
            textStyle: { fontSize: big ? Math.round(ink.titleFontSize * 0.8) : ink.titleFontSize, fontWeight: 600, color: ink.strong },
            subtextStyle: { fontSize: ink.fontSize, color: ink.muted },
          },
        }
      : {}),
    series: [
      {
        type: 'pie',
        ...(big
          ? { left: 0, top: 0, bottom: 0, width: ringBox, radius: ['58%', '86%'], center: ['50%', '50%'] }
          : { radius: ['44%', '64%'], center: ['38%', '52%'] }),
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
