/**
 * ECharts options of the library pages, as pure functions of the responses (no numbers of their own).
 * Rendered by the one Chart component (src/components/chart.tsx); tooltips and value axes use the house
 * number words (万, %, 两位小数).
 */
import type { ChartOption } from '@/components/chart';
import { escapeHtml } from '@/utils/html';
import type { Data } from '@/api/define';
import type {
  annualCirculation,
  bookCategory,
  bookCollection,
  categoryBorrow,
  gradeBorrow,
  gradeBorrowDuration,
  gradeCategoryBorrow,
  loanBookBorrowTotal,
  loanData,
  threeYearBorrow,
  threeYearCirculation,
} from '@/api/contract/library';
import { countAxisLabel, formatLarge, formatPercent } from '@/utils/format';
import { clcLabel } from '@/config/clc';
import { formatAxisPercent, formatDecimal, schoolYearName } from './format';

/** Axis labels inside the chart box (echarts 6: outerBounds replaces containLabel). */
const grid = (top = 44, extra: Record<string, number> = {}) => ({
  left: 8,
  right: 12,
  top,
  bottom: 8,
  outerBoundsMode: 'same' as const,
  outerBoundsContain: 'axisLabel' as const,
  ...extra,
});

const legend = { top: 0, left: 'center' as const, itemWidth: 14, itemHeight: 10, textStyle: { fontSize: 12 } };

const axisName = (name: string) => ({ name, nameTextStyle: { color: '#8c8c8c', fontSize: 12, align: 'left' as const } });

const MUTED = '#d9d9d9';
const DANGER = '#ff4d4f';

const valueTip = (fmt: (v: number) => string) => ({
  valueFormatter: (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? fmt(v) : '-'),
});
const perStudentTip = valueTip((v) => `${formatDecimal(v)} 册次/生`);
const percentTip = valueTip((v) => formatPercent(v));
const dayTip = valueTip((v) => `${formatDecimal(v)} 天`);

/** Theme-derived colours (useTones): the theme colour, a light tint of it, and a light-to-dark ramp of 7. */
export interface Tones {
  primary: string;
  light: string;
  ramp: string[];
  accent: string;
}

const countAxis = (values: readonly (number | null | undefined)[], unit?: string) => ({
  type: 'value' as const,
  ...(unit ? axisName(unit) : {}),
  splitLine: { lineStyle: { type: 'dashed' as const } },
  axisLabel: { formatter: countAxisLabel(values) },
});

/** Category labels that would collide (many grades in a half-width card) are turned. */
const categoryLabels = (count: number, turnAbove = 8) => ({ interval: 0, rotate: count > turnAbove ? 35 : 0, fontSize: 12 });

// ------------------------------------------------------------------ /library/index

/** 中图法分类分布: each class's share of the volumes against the recommended share. */
export function categoryShareOption(data: Data<typeof bookCategory>, tones: Tones): ChartOption {
  const labels = data.rows.map((r) => clcLabel(r.code, r.name));
  return {
    legend,
    grid: grid(40),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: (params: unknown) => {
        const list = params as { dataIndex: number }[];
        const row = data.rows[list[0]?.dataIndex ?? -1];
        if (!row) return '';
        return [
          `<b>${escapeHtml(clcLabel(row.code, row.name))}</b>`,
          `馆藏：${formatLarge(row.volumes)} 册（${formatLarge(row.titles)} 种）`,
          `实际占比：${formatPercent(row.share)}`,
          `推荐占比：${formatPercent(row.recommendedShare)}`,
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: labels,
      axisLabel: { interval: 0, formatter: (v: string) => v.split(' ')[0] ?? v },
      axisTick: { alignWithLabel: true },
    },
    yAxis: { type: 'value', axisLabel: { formatter: formatAxisPercent }, splitLine: { lineStyle: { type: 'dashed' } } },
    series: [
      { name: '实际占比', type: 'bar', data: data.rows.map((r) => r.share), barMaxWidth: 14, itemStyle: { color: tones.primary } },
      { name: '推荐占比', type: 'bar', data: data.rows.map((r) => r.recommendedShare), barMaxWidth: 14, itemStyle: { color: MUTED } },
    ],
  };
}

/** 藏书建设: volumes acquired per school year. */
export function acquisitionsOption(data: Data<typeof bookCollection>, tones: Tones): ChartOption {
  const values = data.acquisitions.map((a) => a.volumes);
  return {
    grid: grid(36),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: data.acquisitions.map((a) => schoolYearName(a.year)),
      axisTick: { alignWithLabel: true },
      axisLabel: { interval: 0, formatter: (v: string) => v.replace('学年', '\n学年'), lineHeight: 16 },
    },
    yAxis: countAxis(values, '册'),
    series: [
      {
        name: '新增馆藏',
        type: 'bar',
        data: values.map((v, i) => ({ value: v, itemStyle: { color: i === values.length - 1 ? tones.primary : tones.light } })),
        barMaxWidth: 40,
        label: { show: true, position: 'top', formatter: (p: unknown) => formatLarge((p as { value: number }).value) },
      },
    ],
  };
}

/** 近三学年流通: loans and returns per school year, loans per student on the right axis. */
export function threeYearCirculationOption(data: Data<typeof threeYearCirculation>, tones: Tones): ChartOption {
  return {
    legend,
    grid: grid(48),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: data.rows.map((r) => r.yearName), axisTick: { alignWithLabel: true }, axisLabel: { interval: 0 } },
    yAxis: [
      countAxis(data.rows.flatMap((r) => [r.loans, r.returns]), '册次'),
      { type: 'value', ...axisName('册次/生'), splitLine: { show: false }, axisLabel: { formatter: (v: number) => formatDecimal(v, 1) } },
    ],
    series: [
      { name: '借出', type: 'bar', data: data.rows.map((r) => r.loans), barMaxWidth: 28, itemStyle: { color: tones.primary } },
      { name: '归还', type: 'bar', data: data.rows.map((r) => r.returns), barMaxWidth: 28, itemStyle: { color: tones.light } },
      {
        name: '生均借阅',
        type: 'line',
        yAxisIndex: 1,
        data: data.rows.map((r) => r.loansPerStudent),
        tooltip: perStudentTip,
        symbolSize: 8,
        itemStyle: { color: tones.accent },
        lineStyle: { color: tones.accent },
      },
    ],
  };
}

/** 近三学年月度借阅: one line per school year over 9月 … 8月 (months without data are gaps). */
export function threeYearBorrowOption(data: Data<typeof threeYearBorrow>, tones: Tones): ChartOption {
  const n = data.series.length;
  // The newest year in the theme colour, the year before in the accent, older years grey and dashed.
  const colour = (i: number) => (i === n - 1 ? tones.primary : i === n - 2 ? tones.accent : '#a6a6a6');
  return {
    legend,
    grid: grid(48),
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: data.months, boundaryGap: false },
    yAxis: countAxis(data.series.flatMap((s) => s.loans), '册次'),
    series: data.series.map((s, i) => ({
      name: s.yearName,
      type: 'line' as const,
      smooth: true,
      showSymbol: true,
      symbolSize: 6,
      data: s.loans,
      itemStyle: { color: colour(i) },
      lineStyle: { width: i === n - 1 ? 3 : 2, color: colour(i), type: i < n - 2 ? ('dashed' as const) : ('solid' as const) },
      z: i + 2,
    })),
  };
}

// ------------------------------------------------------------------ /library/borrow-rank

/** 分类借阅: loans per 中图法 class (the selected class highlighted). */
export function categoryLoansOption(data: Data<typeof categoryBorrow>, selected: string | undefined, tones: Tones): ChartOption {
  return {
    grid: grid(36),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: (params: unknown) => {
        const row = data.rows[(params as { dataIndex: number }[])[0]?.dataIndex ?? -1];
        return row
          ? `<b>${escapeHtml(clcLabel(row.code, row.name))}</b><br/>借阅：${formatLarge(row.loans)} 册次<br/>占比：${formatPercent(row.share)}<br/><span style="color:#8c8c8c">点击柱子筛选图书排行</span>`
          : '';
      },
    },
    xAxis: {
      type: 'category',
      data: data.rows.map((r) => clcLabel(r.code, r.name)),
      axisLabel: { interval: 0, formatter: (v: string) => v.split(' ')[0] ?? v },
      axisTick: { alignWithLabel: true },
    },
    yAxis: countAxis(data.rows.map((r) => r.loans), '册次'),
    series: [
      {
        name: '借阅量',
        type: 'bar',
        barMaxWidth: 22,
        cursor: 'pointer',
        label: { show: true, position: 'top', fontSize: 11, color: '#595959', formatter: (p: unknown) => formatPercent(data.rows[(p as { dataIndex: number }).dataIndex]?.share ?? 0) },
        data: data.rows.map((r) => ({
          value: r.loans,
          itemStyle: { color: selected && r.code !== selected ? MUTED : tones.primary },
        })),
      },
    ],
  };
}

// ------------------------------------------------------------------ /library/circulation

/**
 * The months of the school year the rows fall in (9月 … 8月), or the rows' own months when they span more.
 * A year in progress still shows its whole axis, the months to come empty.
 */
function schoolYearMonths(rows: readonly { month: string }[]): string[] {
  const first = rows[0]?.month;
  if (!first) return [];
  const y = Number(first.slice(0, 4));
  const start = Number(first.slice(5, 7)) >= 9 ? y : y - 1;
  const keys = Array.from({ length: 12 }, (_, i) => {
    const m = ((i + 8) % 12) + 1;
    return `${i < 4 ? start : start + 1}-${String(m).padStart(2, '0')}`;
  });
  return rows.every((r) => keys.includes(r.month)) ? keys : rows.map((r) => r.month);
}

/** 年度流通: per month loans and returns (bars), renewals and overdue (lines). */
export function annualCirculationOption(data: Data<typeof annualCirculation>, tones: Tones): ChartOption {
  const keys = schoolYearMonths(data.rows);
  const byMonth = new Map(data.rows.map((r) => [r.month, r]));
  const pick = (f: (r: (typeof data.rows)[number]) => number) => keys.map((k) => (byMonth.has(k) ? f(byMonth.get(k)!) : null));
  return {
    legend,
    grid: grid(48),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: keys.map((k) => `${Number(k.slice(5, 7))}月`), axisTick: { alignWithLabel: true }, axisLabel: { interval: 0 } },
    yAxis: countAxis(data.rows.flatMap((r) => [r.loans, r.returns]), '册次'),
    series: [
      { name: '借出', type: 'bar', data: pick((r) => r.loans), barMaxWidth: 18, itemStyle: { color: tones.primary } },
      { name: '归还', type: 'bar', data: pick((r) => r.returns), barMaxWidth: 18, itemStyle: { color: tones.light } },
      { name: '续借', type: 'line', data: pick((r) => r.renewals), symbolSize: 6, smooth: true, itemStyle: { color: tones.accent }, lineStyle: { color: tones.accent } },
      { name: '逾期', type: 'line', data: pick((r) => r.overdue), symbolSize: 6, smooth: true, itemStyle: { color: DANGER }, lineStyle: { color: DANGER } },
    ],
  };
}

/** 年级借阅: students' loans per grade, loans per student on the right axis. */
export function gradeLoansOption(data: Data<typeof gradeBorrow>, tones: Tones): ChartOption {
  return {
    legend,
    grid: grid(48),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: data.rows.map((r) => r.gradeName), axisTick: { alignWithLabel: true }, axisLabel: categoryLabels(data.rows.length) },
    yAxis: [
      countAxis(data.rows.map((r) => r.loans), '册次'),
      { type: 'value', ...axisName('册次/生'), splitLine: { show: false }, axisLabel: { formatter: (v: number) => formatDecimal(v, 1) } },
    ],
    series: [
      { name: '借阅量', type: 'bar', data: data.rows.map((r) => r.loans), barMaxWidth: 28, itemStyle: { color: tones.primary } },
      {
        name: '生均借阅',
        type: 'line',
        yAxisIndex: 1,
        data: data.rows.map((r) => r.loansPerStudent),
        tooltip: perStudentTip,
        symbolSize: 8,
        itemStyle: { color: tones.accent },
        lineStyle: { color: tones.accent },
      },
    ],
  };
}

/** Height of the heat map: one band per grade. */
export function heatmapHeight(data: Data<typeof gradeCategoryBorrow>): number {
  return Math.max(260, 96 + data.grades.length * 30);
}

/** 年级 × 分类: students' loans per grade and 中图法 class, coloured by a visualMap. */
export function gradeCategoryOption(data: Data<typeof gradeCategoryBorrow>, tones: Tones): ChartOption {
  const gi = new Map(data.grades.map((g, i) => [g.grade, i]));
  const ci = new Map(data.categories.map((c, i) => [c.code, i]));
  const cells = data.cells.map((c) => [ci.get(c.code) ?? -1, gi.get(c.grade) ?? -1, c.loans] as [number, number, number]);
  const max = Math.max(1, ...data.cells.map((c) => c.loans));
  return {
    grid: grid(8, { bottom: 56, right: 8 }),
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: unknown) => {
        const [x, y, v] = (p as { value: [number, number, number] }).value;
        const cat = data.categories[x];
        const grade = data.grades[y];
        return `${escapeHtml(grade?.gradeName)} · ${cat ? escapeHtml(clcLabel(cat.code, cat.name)) : ''}<br/>借阅：<b>${formatLarge(v)}</b> 册次`;
      },
    },
    xAxis: {
      type: 'category',
      data: data.categories.map((c) => clcLabel(c.code, c.name)),
      axisLabel: { interval: 0, formatter: (v: string) => v.split(' ')[0] ?? v },
      splitArea: { show: true },
    },
    yAxis: { type: 'category', data: data.grades.map((g) => g.gradeName), splitArea: { show: true }, inverse: true },
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
      inRange: { color: tones.ramp },
      formatter: (v: unknown) => formatLarge(Math.round(Number(v))),
    },
    series: [
      {
        name: '借阅量',
        type: 'heatmap',
        data: cells,
        label: { show: false },
        emphasis: { itemStyle: { borderColor: '#333', borderWidth: 1 } },
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
      },
    ],
  };
}

/** 借阅时长: share of each grade's loans per duration bucket (stacked to 100 %), average days on the right. */
export function durationOption(data: Data<typeof gradeBorrowDuration>, tones: Tones): ChartOption {
  const totals = data.rows.map((r) => r.counts.reduce((a, b) => a + b, 0));
  // Ordered buckets: short loans light, long loans dark.
  const shades = tones.ramp.slice(1, 1 + data.buckets.length);
  return {
    legend: { ...legend, type: 'scroll' },
    grid: grid(48),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: data.rows.map((r) => r.gradeName), axisTick: { alignWithLabel: true }, axisLabel: categoryLabels(data.rows.length) },
    yAxis: [
      { type: 'value', max: 1, axisLabel: { formatter: formatAxisPercent }, splitLine: { lineStyle: { type: 'dashed' } } },
      { type: 'value', ...axisName('天'), splitLine: { show: false }, axisLabel: { formatter: (v: number) => formatDecimal(v, 0) } },
    ],
    series: [
      ...data.buckets.map((bucket, b) => ({
        name: bucket,
        type: 'bar' as const,
        stack: 'share',
        barMaxWidth: 28,
        tooltip: percentTip,
        itemStyle: { color: shades[b] ?? tones.primary },
        data: data.rows.map((r, i) => ((totals[i] ?? 0) > 0 ? (r.counts[b] ?? 0) / (totals[i] ?? 1) : 0)),
      })),
      {
        name: '平均借期',
        type: 'line' as const,
        yAxisIndex: 1,
        data: data.rows.map((r) => r.averageDays),
        tooltip: dayTip,
        symbolSize: 8,
        itemStyle: { color: tones.accent },
        lineStyle: { color: tones.accent, width: 2 },
      },
    ],
  };
}

/** 各校（各校区）借阅量: horizontal bars, largest on top, loans per student in the tooltip. */
export function unitLoansOption(data: Data<typeof loanBookBorrowTotal>, tones: Tones): ChartOption {
  const rows = [...data.rows].sort((a, b) => b.loans - a.loans);
  return {
    grid: grid(8, { right: 56 }),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const row = rows[(params as { dataIndex: number }[])[0]?.dataIndex ?? -1];
        return row
          ? `<b>${escapeHtml(row.name)}</b><br/>借阅：${formatLarge(row.loans)} 册次<br/>学生：${formatLarge(row.students)} 人<br/>生均借阅：${formatDecimal(row.loansPerStudent)} 册次/生`
          : '';
      },
    },
    xAxis: { ...countAxis(rows.map((r) => r.loans)), type: 'value' },
    yAxis: { type: 'category', inverse: true, data: rows.map((r) => r.name), axisLabel: { width: 140, overflow: 'truncate' }, axisTick: { show: false } },
    series: [
      {
        name: '借阅量',
        type: 'bar',
        data: rows.map((r) => r.loans),
        barMaxWidth: 16,
        itemStyle: { color: tones.primary, borderRadius: [0, 3, 3, 0] },
        label: { show: true, position: 'right', fontSize: 11, color: '#595959', formatter: (p: unknown) => formatLarge((p as { value: number }).value) },
      },
    ],
  };
}

/** Height of a horizontal bar list: one band per row. */
export function barListHeight(rows: number): number {
  return Math.max(240, 24 + rows * 30);
}

// ------------------------------------------------------------------ /library/avarage-list

/** 各年级人均借阅, with the teachers' average as a reference line. */
export function gradeAverageOption(data: Data<typeof loanData>, tones: Tones): ChartOption {
  return {
    legend,
    grid: grid(48, { right: 72 }),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: data.byGrade.map((g) => g.gradeName), axisTick: { alignWithLabel: true }, axisLabel: categoryLabels(data.byGrade.length, 12) },
    yAxis: { type: 'value', ...axisName('册次/人'), splitLine: { lineStyle: { type: 'dashed' } }, axisLabel: { formatter: (v: number) => formatDecimal(v, 1) } },
    series: [
      {
        name: '学生人均借阅',
        type: 'bar',
        data: data.byGrade.map((g) => g.average),
        barMaxWidth: 36,
        itemStyle: { color: tones.primary },
        tooltip: valueTip((v) => `${formatDecimal(v)} 册次/人`),
        label: { show: true, position: 'top', fontSize: 11, color: '#595959', formatter: (p: unknown) => (p as { value: number }).value.toFixed(1) },
        markLine: {
          symbol: 'none',
          silent: true,
          lineStyle: { color: tones.accent, type: 'dashed', width: 2 },
          label: { formatter: `教师人均\n${formatDecimal(data.teachers.average)}`, position: 'end', color: tones.accent, fontSize: 11, lineHeight: 14 },
          data: [{ yAxis: data.teachers.average, name: '教师人均借阅' }],
        },
      },
    ],
  };
}
