/**
 * Which assessment figures go into which chart shape of the kit (src/components/chart-options/): pure
 * functions of the responses, no numbers of their own.
 */
import type { z } from 'zod';
import type { Tones } from '@/components/chart';
import { comboOption } from '@/components/chart-options/combo';
import { divergingBarOption } from '@/components/chart-options/diverging-bar';
import { radarOption } from '@/components/chart-options/radar';
import { shareOption } from '@/components/chart-options/share';
import type { scoreBand, scoreBin, testInfo } from '@/api/contract/verify';
import { clcLabel } from '@/config/clc';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { termName, termOfSemester } from '@/utils/school-calendar';
import type { GroupDeviation } from './report-text';

export type Band = z.output<typeof scoreBand>;
export type Bin = z.output<typeof scoreBin>;
export type TestInfo = z.output<typeof testInfo>;
export type BandKey = Band['key'];
export interface Dim {
  key: string;
  name: string;
  score: number;
}

/** Band colours: 优秀 green, 良好 the theme colour, 合格 amber, 待提高 red (the same on every page and in print). */
export function bandColor(key: BandKey, tones: Tones): string {
  switch (key) {
    case 'excellent':
      return '#52c41a';
    case 'good':
      return tones.primary;
    case 'pass':
      return '#faad14';
    case 'improve':
      return '#ff4d4f';
  }
}

const SCORE_FORMAT = { kind: 'decimal', digits: 1, unit: '分' } as const;
const POINTS = { kind: 'decimal', digits: 1 } as const;

/** A round lower bound for a score axis: `margin` below the lowest score, down to a multiple of 10 (0 when none). */
function scoreFloor(scores: readonly number[], margin = 5): number {
  if (scores.length === 0) return 0;
  return Math.max(0, Math.floor((Math.min(...scores) - margin) / 10) * 10);
}

/** '24-25上期末' from a test's fields, for crowded axes. */
function testAxisName(t: TestInfo): string {
  return `${String(t.yearId % 100).padStart(2, '0')}-${String((t.yearId + 1) % 100).padStart(2, '0')}${termOfSemester(t.semesterId) === 1 ? '上' : '下'}${t.kind === 'midterm' ? '期中' : '期末'}`;
}

/** '2024-25 上学期期末' from a test's fields. */
export function testShortName(t: TestInfo): string {
  const half = termName(termOfSemester(t.semesterId) === 1 ? 1 : 2);
  return `${t.yearId}-${String((t.yearId + 1) % 100).padStart(2, '0')} ${half}${t.kind === 'midterm' ? '期中' : '期末'}`;
}

/** The band a score bin falls into (bins never straddle a band boundary). */
function binBand(bin: Bin, bands: readonly Band[]): Band | undefined {
  return bands.find((b) => bin.min >= b.min && bin.max <= b.max) ?? bands.find((b) => bin.max >= b.min && bin.min <= b.max);
}

/** 分数段分布: the four bands as a donut, students tested in the hole. */
export function bandShareOption(bands: readonly Band[], tested: number, tones: Tones) {
  return shareOption({
    items: bands.map((b) => ({ name: `${b.name}（${b.min}–${b.max}分）`, value: b.count, color: bandColor(b.key, tones) })),
    format: { unit: '人' },
    center: { value: formatLarge(tested), label: '实测人数' },
  });
}

/** 分数分布: students per 5-point bin, each bar in its band's colour. */
export function distributionOption(bins: readonly Bin[], bands: readonly Band[], tones: Tones) {
  const tested = bins.reduce((a, b) => a + b.count, 0);
  return comboOption({
    categories: bins.map((b) => `${b.min}–${b.max}`),
    axes: [{ unit: '人' }],
    legend: false,
    series: [
      {
        name: '人数',
        type: 'bar',
        data: bins.map((b) => b.count),
        itemColor: (i) => {
          const band = binBand(bins[i], bands);
          return band ? bandColor(band.key, tones) : undefined;
        },
        barMaxWidth: 36,
        label: true,
      },
    ],
    tooltip: (i) => {
      const bin = bins[i];
      if (!bin) return null;
      const band = binBand(bin, bands);
      return {
        title: `${bin.min}–${bin.max} 分${band ? `（${band.name}）` : ''}`,
        lines: [`人数：${formatLarge(bin.count)} 人`, `占实测：${formatPercent(tested > 0 ? bin.count / tested : 0)}`],
      };
    },
  });
}

/** 能力维度: one polygon per series (the first solid, the comparisons dashed). */
function dimensionRadarOption(series: readonly { name: string; dimensions: readonly Dim[]; color: string }[]) {
  const first = series[0];
  return radarOption({
    indicators: first ? first.dimensions.map((d) => d.name) : [],
    max: 100,
    min: scoreFloor(
      series.flatMap((s) => s.dimensions.map((d) => d.score)),
      10,
    ),
    format: { kind: 'decimal', digits: 1, unit: '分' },
    series: series.map((s, i) => ({
      name: s.name,
      values: s.dimensions.map((d) => d.score),
      color: s.color,
      dashed: i > 0,
      area: i === 0,
    })),
  });
}

/** The grey of a reference (the district, the school, the grade) beside the unit shown. */
const REFERENCE_COLOR = '#8c8c8c';

/**
 * The radar of a unit's five dimensions against its reference (queryPowerDimension's `reference`, dashed grey), as
 * every assessment page draws it.
 */
export function againstReferenceOption(
  name: string,
  d: { dimensions: readonly Dim[]; reference?: { name: string; dimensions: readonly Dim[] } | null },
  color: string,
) {
  return dimensionRadarOption([
    { name, dimensions: d.dimensions, color },
    ...(d.reference ? [{ name: d.reference.name, dimensions: d.reference.dimensions, color: REFERENCE_COLOR }] : []),
  ]);
}

/** The subtitle naming the reference, once the answer has one. */
export function referenceSubtitle(d: { reference?: { name: string } | null } | undefined): string | undefined {
  return d?.reference ? `对照：${d.reference.name}` : undefined;
}

interface GroupFigures {
  name: string;
  tested: number;
  students: number;
  participationRate: number;
  averageScore: number;
  bands: readonly Band[];
}

/** 各年级 / 各班级测评结果: band shares stacked to 100 % per group, the average score as a line on the right axis. */
export function groupResultsOption(groups: readonly GroupFigures[], tones: Tones) {
  const keys = groups[0]?.bands ?? [];
  return comboOption({
    categories: groups.map((g) => g.name),
    axes: [
      { kind: 'percent', max: 1 },
      { ...POINTS, unit: '分', min: 0, max: 100 },
    ],
    series: [
      ...keys.map((band, k) => ({
        name: band.name,
        type: 'bar' as const,
        stack: 'bands',
        data: groups.map((g) => g.bands[k]?.share ?? 0),
        color: bandColor(band.key, tones),
        format: { kind: 'percent' as const },
        barMaxWidth: 40,
      })),
      {
        name: '平均分',
        type: 'line' as const,
        axis: 1 as const,
        data: groups.map((g) => g.averageScore),
        color: '#262626',
        format: SCORE_FORMAT,
        label: (v: number) => formatDecimal(v, 1),
      },
    ],
    tooltip: (i) => {
      const g = groups[i];
      if (!g) return null;
      return {
        title: g.name,
        lines: [
          `平均分：${formatDecimal(g.averageScore, 1)} 分`,
          `实测 / 应测：${formatLarge(g.tested)} / ${formatLarge(g.students)} 人（${formatPercent(g.participationRate)}）`,
          ...g.bands.map((b) => `${b.name}：${formatLarge(b.count)} 人（${formatPercent(b.share)}）`),
        ],
      };
    },
    gridTop: 52,
  });
}

/** 各年级阅读字数: words per student of each grade in the test's semester, the grade's average score on the right. */
export function wordsOption(
  rows: readonly { gradeName: string; wordsPerStudent: number; wordsRead: number; students: number; averageScore: number | null }[],
  tones: Tones,
) {
  return comboOption({
    categories: rows.map((r) => r.gradeName),
    axes: [{ unit: '字/生' }, { ...POINTS, unit: '分', min: 0, max: 100 }],
    series: [
      {
        name: '人均阅读字数',
        type: 'bar',
        data: rows.map((r) => r.wordsPerStudent),
        color: tones.light,
        format: { unit: '字/生' },
        barMaxWidth: 36,
      },
      { name: '平均分', type: 'line', axis: 1, data: rows.map((r) => r.averageScore), color: tones.accent, format: SCORE_FORMAT },
    ],
    tooltip: (i) => {
      const r = rows[i];
      if (!r) return null;
      return {
        title: r.gradeName,
        lines: [
          `人均阅读字数：${formatLarge(r.wordsPerStudent)} 字`,
          `阅读总字数：${formatLarge(r.wordsRead)} 字（${formatLarge(r.students)} 名学生）`,
          `平均分：${r.averageScore === null ? '未参测' : `${formatDecimal(r.averageScore, 1)} 分`}`,
        ],
      };
    },
  });
}

/** 阅读均衡度: what was borrowed per 中图法 class against the recommended share. */
export function balanceOption(
  rows: readonly { code: string; name: string; count: number; share: number; recommendedShare: number }[],
  tones: Tones,
) {
  return comboOption({
    categories: rows.map((r) => clcLabel(r.code, r.name)),
    categoryAxis: { formatter: (v) => v.split(' ')[0] ?? v, rotateAbove: 30 },
    axes: [{ kind: 'percent' }],
    series: [
      { name: '借阅占比', type: 'bar', data: rows.map((r) => r.share), color: tones.primary, barMaxWidth: 14 },
      { name: '推荐占比', type: 'bar', data: rows.map((r) => r.recommendedShare), color: '#d9d9d9', barMaxWidth: 14 },
    ],
    tooltip: (i) => {
      const r = rows[i];
      return r
        ? {
            title: clcLabel(r.code, r.name),
            lines: [
              `借阅：${formatLarge(r.count)} 册次`,
              `借阅占比：${formatPercent(r.share)}`,
              `推荐占比：${formatPercent(r.recommendedShare)}`,
            ],
          }
        : null;
    },
  });
}

/** 各班级能力维度: the five dimension scores of each group side by side (axis from just below the lowest score). */
export function groupDimensionsOption(groups: readonly { name: string; dimensions: readonly Dim[] }[], colors: readonly string[]) {
  const names = groups[0]?.dimensions.map((d) => d.name) ?? [];
  const floor = scoreFloor(groups.flatMap((g) => g.dimensions.map((d) => d.score)));
  return comboOption({
    categories: groups.map((g) => g.name),
    axes: [{ ...POINTS, unit: '分', min: floor, max: 100 }],
    series: names.map((name, d) => ({
      name,
      type: 'bar' as const,
      data: groups.map((g) => g.dimensions[d]?.score ?? null),
      color: colors[d % colors.length],
      format: SCORE_FORMAT,
      barMaxWidth: 12,
    })),
    gridTop: 52,
  });
}

/** 与年级平均之差: each group's average minus the whole's, highest first. */
export function deviationOption(rows: readonly GroupDeviation[], zeroLabel: string, wholeName: string) {
  return divergingBarOption({
    names: rows.map((r) => r.name),
    values: rows.map((r) => r.diff),
    format: { kind: 'decimal', digits: 1, unit: '分' },
    positive: '#52c41a',
    negative: '#ff4d4f',
    zeroLabel,
    tooltip: (i) => {
      const r = rows[i];
      return r
        ? {
            title: r.name,
            lines: [
              `平均分：${formatDecimal(r.averageScore, 1)} 分`,
              `与${wholeName}之差：${r.diff > 0 ? '+' : r.diff < 0 ? '−' : ''}${formatDecimal(Math.abs(r.diff), 1)} 分`,
              `实测：${formatLarge(r.tested)} 人`,
            ],
          }
        : null;
    },
  });
}

/** 班级 · 年级 · 全校: the average and the five dimensions of each level side by side. */
export function levelsOption(levels: readonly { name: string; averageScore: number; dimensions: readonly Dim[]; color: string }[]) {
  const categories = ['平均分', ...(levels[0]?.dimensions.map((d) => d.name) ?? [])];
  const floor = scoreFloor(levels.flatMap((l) => [l.averageScore, ...l.dimensions.map((d) => d.score)]));
  return comboOption({
    categories,
    axes: [{ ...POINTS, unit: '分', min: floor, max: 100 }],
    series: levels.map((l) => ({
      name: l.name,
      type: 'bar' as const,
      data: [l.averageScore, ...l.dimensions.map((d) => d.score)],
      color: l.color,
      format: SCORE_FORMAT,
      barMaxWidth: 22,
    })),
  });
}

interface Point {
  test: TestInfo;
  gradeName: string | null;
  tested: number;
  students: number;
  participationRate: number;
  averageScore: number;
  bands: readonly Band[];
  dimensions: readonly Dim[];
}

/** A test on an axis: '24-25上期末' (under the cohort's grade when tracking). */
function pointLabel(p: Point): string {
  return p.gradeName ? `${p.gradeName}\n${testAxisName(p.test)}` : testAxisName(p.test);
}

/** 平均分与参测率: the average score per test (line, left) and the participation (line, right). */
export function historyAverageOption(points: readonly Point[], tones: Tones) {
  const floor = scoreFloor(
    points.map((p) => p.averageScore),
    10,
  );
  return comboOption({
    categories: points.map(pointLabel),
    categoryAxis: { lineHeight: 16, rotateAbove: 12 },
    axes: [
      { ...POINTS, unit: '分', min: floor, max: 100 },
      { kind: 'percent', min: 0, max: 1 },
    ],
    series: [
      {
        name: '平均分',
        type: 'line',
        data: points.map((p) => p.averageScore),
        color: tones.primary,
        width: 3,
        format: SCORE_FORMAT,
        label: (v) => formatDecimal(v, 1),
      },
      {
        name: '参测率',
        type: 'line',
        axis: 1,
        data: points.map((p) => p.participationRate),
        color: tones.accent,
        dashed: true,
        format: { kind: 'percent' },
      },
    ],
    tooltip: (i) => {
      const p = points[i];
      return p
        ? {
            title: p.test.name,
            lines: [
              ...(p.gradeName ? [`年级：${p.gradeName}`] : []),
              `平均分：${formatDecimal(p.averageScore, 1)} 分`,
              `实测 / 应测：${formatLarge(p.tested)} / ${formatLarge(p.students)} 人（${formatPercent(p.participationRate)}）`,
            ],
          }
        : null;
    },
  });
}

/** 能力维度趋势: one line per dimension over the tests. */
export function historyDimensionsOption(points: readonly Point[], colors: readonly string[]) {
  const names = points[0]?.dimensions.map((d) => d.name) ?? [];
  const floor = scoreFloor(points.flatMap((p) => p.dimensions.map((d) => d.score)));
  return comboOption({
    categories: points.map(pointLabel),
    categoryAxis: { lineHeight: 16, rotateAbove: 12 },
    axes: [{ ...POINTS, unit: '分', min: floor, max: 100 }],
    series: names.map((name, d) => ({
      name,
      type: 'line' as const,
      data: points.map((p) => p.dimensions[d]?.score ?? null),
      color: colors[d % colors.length],
      format: SCORE_FORMAT,
    })),
  });
}

/** 分数段变化: band shares per test, stacked to 100 %. */
export function historyBandsOption(points: readonly Point[], tones: Tones) {
  const keys = points[0]?.bands ?? [];
  return comboOption({
    categories: points.map(pointLabel),
    categoryAxis: { lineHeight: 16, rotateAbove: 12 },
    axes: [{ kind: 'percent', max: 1 }],
    series: keys.map((band, k) => ({
      name: band.name,
      type: 'bar' as const,
      stack: 'bands',
      data: points.map((p) => p.bands[k]?.share ?? 0),
      color: bandColor(band.key, tones),
      format: { kind: 'percent' as const },
      barMaxWidth: 40,
    })),
  });
}

/** 成绩变化: improved / stable / declined / absent students as a donut. */
export function growthShareOption(items: readonly { name: string; value: number; color: string }[], followed: number) {
  return shareOption({ items, format: { unit: '人' }, center: { value: formatLarge(followed), label: '跟踪人数' } });
}
