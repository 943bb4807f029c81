/** A schematic region map: regions coloured by a rate, schools as points: a shape of the chart kit (./common.ts). */
import type { ChartOption } from '../chart';
import { ADMIN_INK, type ChartInk } from './ink';
import { formatValue, tooltipHtml, type ValueFormat } from './common';

/**
 * Point labels of neighbouring schools never overlap: moved up or down out of each other's way, and hidden only
 * when there is no room at all.
 */
const LABEL_LAYOUT = { moveOverlap: 'shiftY' as const, hideOverlap: true };

/** `geo` with the API's own coordinates (x right, y down), no longitude/latitude handling. */
const IDENTITY_PROJECTION = { project: (p: number[]) => p, unproject: (p: number[]) => p };

export interface RegionMapSpec {
  /** A map registered with registerChartMap (src/utils/schematic-map.ts makes one). */
  map: string;
  /** Regions coloured by `value` (null: no data, grey); names as in the map's features. */
  regions: readonly { name: string; value: number | null; lines: readonly string[] }[];
  /** Points on the map in its units: size in px, highlighted ones ripple. */
  points: readonly {
    name: string;
    coord: readonly [number, number];
    size: number;
    lines: readonly string[];
    highlight?: boolean;
    /** Where its name goes (default right). */
    labelSide?: 'right' | 'left' | 'top' | 'bottom';
  }[];
  /** What the region colour means, e.g. '生均借阅' with its format. */
  valueName: string;
  valueFormat: ValueFormat;
  /** Light to dark. */
  ramp: readonly string[];
  pointColor: string;
  highlightColor: string;
  /** Names on the regions and/or next to the points. */
  labels: { regions: boolean; points: boolean };
  ink?: ChartInk;
}

/**
 * A schematic map: regions (districts) coloured by a per-student rate on a continuous scale, schools as points
 * sized by the caller (holdings), the highlighted ones rippling. Identity projection, no roaming: a wall shows it
 * as is. Tooltips list the caller's lines (escaped).
 */
export function regionMapOption(spec: RegionMapSpec): ChartOption {
  const ink = spec.ink ?? ADMIN_INK;
  const values = spec.regions.map((r) => r.value).filter((v): v is number => v !== null && Number.isFinite(v));
  const max = values.length ? Math.max(...values) : 1;
  const min = values.length > 1 ? Math.min(...values) : 0;
  const scaleMax = max > min ? max : min + 1;
  // One region (a district's own map) has nothing to compare: a plain fill, no colour scale.
  const scaled = spec.regions.length > 1;
  const plain = spec.points.filter((p) => !p.highlight);
  const ripple = spec.points.filter((p) => p.highlight);
  const pointData = (list: typeof spec.points) =>
    list.map((p) => ({
      name: p.name,
      value: [p.coord[0], p.coord[1]],
      symbolSize: p.size,
      ...(p.labelSide && p.labelSide !== 'right' ? { label: { position: p.labelSide } } : {}),
    }));
  const pointLabel = {
    show: spec.labels.points,
    position: 'right' as const,
    distance: 6,
    formatter: '{b}',
    color: ink.strong,
    fontSize: ink.smallFontSize,
    textBorderColor: ink.surface,
    textBorderWidth: 3,
  };
  const lookup = (seriesIndex: number | undefined, name: string) => {
    if (seriesIndex === 0 || seriesIndex === undefined) return spec.regions.find((r) => r.name === name);
    return spec.points.find((p) => p.name === name);
  };
  return {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: unknown) => {
        const item = p as { seriesIndex?: number; name?: string; componentType?: string };
        const found = lookup(item.componentType === 'geo' ? 0 : item.seriesIndex, item.name ?? '');
        return found ? tooltipHtml(found.name, [...found.lines]) : '';
      },
    },
    geo: {
      map: spec.map,
      projection: IDENTITY_PROJECTION,
      roam: false,
      layoutCenter: ['50%', '50%'],
      layoutSize: '94%',
      label: {
        show: spec.labels.regions,
        color: ink.strong,
        fontSize: ink.fontSize,
        fontWeight: 'bold',
        textBorderColor: ink.surface,
        textBorderWidth: 3,
      },
      itemStyle: { areaColor: scaled ? ink.track : (spec.ramp[1] ?? ink.track), borderColor: ink.text, borderWidth: 1.5 },
      emphasis: { label: { color: ink.strong }, itemStyle: { areaColor: spec.highlightColor } },
    },
    ...(scaled
      ? {
          visualMap: {
            type: 'continuous' as const,
            seriesIndex: 0,
            min,
            max: scaleMax,
            calculable: false,
            orient: 'vertical' as const,
            left: 0,
            bottom: 0,
            itemHeight: Math.round(ink.fontSize * 6),
            itemWidth: Math.round(ink.fontSize * 0.8),
            text: [`${spec.valueName} 高`, '低'],
            textStyle: { color: ink.text, fontSize: ink.smallFontSize },
            inRange: { color: [...spec.ramp] },
            formatter: (v: unknown) => formatValue(Number(v), { ...spec.valueFormat, unit: undefined }),
          },
        }
      : {}),
    series: [
      {
        type: 'map',
        map: spec.map,
        geoIndex: 0,
        name: spec.valueName,
        data: spec.regions.map((r) => ({ name: r.name, value: r.value ?? undefined })),
      },
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        name: '学校',
        data: pointData(plain),
        itemStyle: { color: spec.pointColor, borderColor: ink.surface, borderWidth: 1, opacity: 0.95 },
        label: pointLabel,
        labelLayout: LABEL_LAYOUT,
        z: 3,
      },
      {
        type: 'effectScatter',
        coordinateSystem: 'geo',
        name: '重点学校',
        data: pointData(ripple),
        rippleEffect: { brushType: 'stroke', scale: 2.6, period: 5 },
        itemStyle: { color: spec.highlightColor },
        label: pointLabel,
        labelLayout: LABEL_LAYOUT,
        z: 4,
      },
    ],
  };
}
