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
  /**
   * The chart's width in px where it is known ahead (a wall's fixed design): the legend then takes the room its
   * longest entry needs and the ring the rest.
   */
  width?: number;
  ink?: ChartInk;
}

/**
 * The donut's box on a wall: the ring in the left part, the legend (each class with its percentage) in the right
 * part, side by side in every panel shape: the ring is sized by its own box, so a tall panel (a 5:4 screen) makes
 * it no wider than its part and the legend never covers it. The legend's part is what its longest entry needs (of
 * a chart `width` px wide), within these bounds.
 */
const LEGEND_SHARE = { min: 0.36, max: 0.56, default: 0.44 };

/** About how wide a text is in px: a CJK character one em, anything else about 0.6 em. */
function textWidth(text: string, fontSize: number): number {
  return Array.from(text).reduce((w, ch) => w + (/[\u2e80-\uffff]/u.test(ch) ? 1 : 0.6), 0) * fontSize;
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
  const entry = (name: string) => `${name}  ${formatPercent(shareOf(name))}`;
  const legendPx = Math.max(0, ...spec.items.map((i) => textWidth(entry(i.name), ink.fontSize))) + ink.fontSize * 2;
  const legendShare = spec.width ? Math.min(LEGEND_SHARE.max, Math.max(LEGEND_SHARE.min, legendPx / spec.width)) : LEGEND_SHARE.default;
  const ringShare = 1 - legendShare - 0.04;
  const ringBox = `${Math.round(ringShare * 100)}%`;
  const ringCentre = `${Math.round(ringShare * 50)}%`;
  return {
    legend: {
      ...legendFor(ink),
      orient: 'vertical',
      top: 'middle',
      ...(big
        ? {
            left: `${Math.round((1 - legendShare) * 100)}%`,
            itemGap: Math.round(ink.fontSize * 0.6),
            formatter: entry,
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
