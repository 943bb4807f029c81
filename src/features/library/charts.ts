/**
 * Which library figures go into which chart shape (src/components/chart-options/): pure functions of the
 * responses, no numbers of their own.
 */
import type { Tones } from '@/components/chart';
import type { CategoryAxisOptions } from '@/components/chart-options/common';
import { comboOption } from '@/components/chart-options/combo';
import { monthTrendOption } from '@/components/chart-options/month-trend';
import { barListOption } from '@/components/chart-options/bar-list';
import { heatmapOption } from '@/components/chart-options/heatmap';
import type { Data } from '@/api/define';
import type { weeklyLoans } from '@/api/contract/library-lists';
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
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { schoolYearName } from '@/utils/school-calendar';
import { clcLabel } from '@/config/clc';
import { metricInfo } from '@/api/ranking-metrics';

const MUTED = '#d9d9d9';
const DANGER = '#ff4d4f';
const OLD_YEAR = '#a6a6a6';

/** 中图法 classes on an axis: the letter only (the tooltip names the class). */
const CLC_AXIS: CategoryAxisOptions = { formatter: (v) => v.split(' ')[0] ?? v, rotateAbove: 30 };

// ------------------------------------------------------------------ /library/index

/** 中图法分类分布: each class's share of the volumes against the recommended share. */
export function categoryShareOption(data: Data<typeof bookCategory>, tones: Tones) {
  return comboOption({
    categories: data.rows.map((r) => clcLabel(r.code, r.name)),
    categoryAxis: CLC_AXIS,
    axes: [{ kind: 'percent' }],
    series: [
      { name: '实际占比', type: 'bar', data: data.rows.map((r) => r.share), color: tones.primary, barMaxWidth: 14 },
      { name: '推荐占比', type: 'bar', data: data.rows.map((r) => r.recommendedShare), color: MUTED, barMaxWidth: 14 },
    ],
    tooltip: (i) => {
      const row = data.rows[i];
      return row
        ? {
            title: clcLabel(row.code, row.name),
            lines: [
              `馆藏：${formatLarge(row.volumes)} 册（${formatLarge(row.titles)} 种）`,
              `实际占比：${formatPercent(row.share)}`,
              `推荐占比：${formatPercent(row.recommendedShare)}`,
            ],
          }
        : null;
    },
  });
}

/** 藏书建设: volumes acquired per school year, the latest in the theme colour. */
export function acquisitionsOption(data: Data<typeof bookCollection>, tones: Tones) {
  const last = data.acquisitions.length - 1;
  return comboOption({
    categories: data.acquisitions.map((a) => schoolYearName(a.year)),
    categoryAxis: { formatter: (v) => v.replace('学年', '\n学年'), lineHeight: 16 },
    axes: [{ unit: '册' }],
    series: [
      {
        name: '新增馆藏',
        type: 'bar',
        data: data.acquisitions.map((a) => a.volumes),
        itemColor: (i) => (i === last ? tones.primary : tones.light),
        barMaxWidth: 40,
        label: true,
      },
    ],
  });
}

/** 近三学年流通: loans and returns per school year, loans per student on the right axis. */
export function threeYearCirculationOption(data: Data<typeof threeYearCirculation>, tones: Tones) {
  return comboOption({
    categories: data.rows.map((r) => r.yearName),
    axes: [{ unit: '册次' }, { kind: 'decimal', unit: '册次/生', digits: 1 }],
    series: [
      { name: '借出', type: 'bar', data: data.rows.map((r) => r.loans), color: tones.primary },
      { name: '归还', type: 'bar', data: data.rows.map((r) => r.returns), color: tones.light },
      {
        name: '生均借阅',
        type: 'line',
        axis: 1,
        data: data.rows.map((r) => r.loansPerStudent),
        color: tones.accent,
        format: { kind: 'decimal', unit: '册次/生' },
      },
    ],
  });
}

/** 近三学年月度借阅: one line per school year over 9月 … 8月 (months without data are gaps). */
export function threeYearBorrowOption(data: Data<typeof threeYearBorrow>, tones: Tones) {
  const n = data.series.length;
  // The newest year in the theme colour, the year before in the accent, older years grey and dashed.
  const colour = (i: number) => (i === n - 1 ? tones.primary : i === n - 2 ? tones.accent : OLD_YEAR);
  return comboOption({
    categories: data.months,
    categoryAxis: { boundaryGap: false, rotateAbove: 13 },
    axes: [{ unit: '册次' }],
    shadowPointer: false,
    series: data.series.map((s, i) => ({
      name: s.yearName,
      type: 'line' as const,
      data: s.loans,
      color: colour(i),
      width: i === n - 1 ? 3 : 2,
      dashed: i < n - 2,
      z: i + 2,
    })),
  });
}

// ------------------------------------------------------------------ /library/borrow-rank

/** 分类借阅: loans per 中图法 class (the selected class highlighted), its share on top. */
export function categoryLoansOption(data: Data<typeof categoryBorrow>, selected: string | undefined, tones: Tones) {
  return comboOption({
    categories: data.rows.map((r) => clcLabel(r.code, r.name)),
    categoryAxis: CLC_AXIS,
    axes: [{ unit: '册次' }],
    clickable: true,
    series: [
      {
        name: '借阅量',
        type: 'bar',
        data: data.rows.map((r) => r.loans),
        itemColor: (i) => (selected && data.rows[i]?.code !== selected ? MUTED : tones.primary),
        barMaxWidth: 22,
        label: (_v, i) => formatPercent(data.rows[i]?.share ?? 0),
      },
    ],
    tooltip: (i) => {
      const row = data.rows[i];
      return row
        ? {
            title: clcLabel(row.code, row.name),
            lines: [`借阅：${formatLarge(row.loans)} 册次`, `占比：${formatPercent(row.share)}`, '点击柱子筛选图书排行'],
          }
        : null;
    },
  });
}

// ------------------------------------------------------------------ /library/circulation

/** 年度流通: per month loans and returns (bars), renewals and overdue (lines). */
export function annualCirculationOption(data: Data<typeof annualCirculation>, tones: Tones, yearId?: number | null) {
  return monthTrendOption({
    rows: data.rows,
    yearId,
    axes: [{ unit: '册次' }],
    series: [
      { name: '借出', type: 'bar', value: (r) => r.loans, color: tones.primary, barMaxWidth: 18 },
      { name: '归还', type: 'bar', value: (r) => r.returns, color: tones.light, barMaxWidth: 18 },
      { name: '续借', type: 'line', value: (r) => r.renewals, color: tones.accent },
      { name: '逾期', type: 'line', value: (r) => r.overdue, color: DANGER },
    ],
  });
}

/** 年级借阅: students' loans per grade, loans per student on the right axis. */
export function gradeLoansOption(data: Data<typeof gradeBorrow>, tones: Tones) {
  return comboOption({
    categories: data.rows.map((r) => r.gradeName),
    axes: [{ unit: '册次' }, { kind: 'decimal', unit: '册次/生', digits: 1 }],
    series: [
      { name: '借阅量', type: 'bar', data: data.rows.map((r) => r.loans), color: tones.primary },
      {
        name: '生均借阅',
        type: 'line',
        axis: 1,
        data: data.rows.map((r) => r.loansPerStudent),
        color: tones.accent,
        format: { kind: 'decimal', unit: '册次/生' },
      },
    ],
  });
}

/** 年级 × 分类: students' loans per grade and 中图法 class, coloured by a ramp. */
export function gradeCategoryOption(data: Data<typeof gradeCategoryBorrow>, tones: Tones) {
  const gi = new Map(data.grades.map((g, i) => [g.grade, i]));
  const ci = new Map(data.categories.map((c, i) => [c.code, i]));
  return heatmapOption({
    xLabels: data.categories.map((c) => clcLabel(c.code, c.name)),
    xAxis: { formatter: (v) => v.split(' ')[0] ?? v },
    yLabels: data.grades.map((g) => g.gradeName),
    cells: data.cells.map((c) => [ci.get(c.code) ?? -1, gi.get(c.grade) ?? -1, c.loans] as const),
    ramp: tones.ramp,
    format: { unit: '册次' },
    tooltip: (x, y, v) => {
      const cat = data.categories[x];
      return {
        title: `${data.grades[y]?.gradeName ?? ''} · ${cat ? clcLabel(cat.code, cat.name) : ''}`,
        lines: [`借阅：${formatLarge(v)} 册次`],
      };
    },
  });
}

/** 借阅时长: share of each grade's loans per duration bucket (stacked to 100 %), average days on the right. */
export function durationOption(data: Data<typeof gradeBorrowDuration>, tones: Tones) {
  const totals = data.rows.map((r) => r.counts.reduce((a, b) => a + b, 0));
  // Ordered buckets: short loans light, long loans dark.
  const shades = tones.ramp.slice(1, 1 + data.buckets.length);
  return comboOption({
    categories: data.rows.map((r) => r.gradeName),
    axes: [
      { kind: 'percent', max: 1 },
      { kind: 'decimal', unit: '天', digits: 0 },
    ],
    series: [
      ...data.buckets.map((bucket, b) => ({
        name: bucket,
        type: 'bar' as const,
        stack: 'share',
        color: shades[b] ?? tones.primary,
        data: data.rows.map((r, i) => ((totals[i] ?? 0) > 0 ? (r.counts[b] ?? 0) / (totals[i] ?? 1) : 0)),
      })),
      {
        name: '平均借期',
        type: 'line' as const,
        axis: 1 as const,
        data: data.rows.map((r) => r.averageDays),
        color: tones.accent,
        format: { kind: 'decimal' as const, unit: '天' },
      },
    ],
  });
}

/** 各校（各校区）借阅量: horizontal bars, largest on top, loans per student in the tooltip. */
export function unitLoansOption(data: Data<typeof loanBookBorrowTotal>, tones: Tones) {
  const rows = [...data.rows].sort((a, b) => b.loans - a.loans);
  return barListOption({
    names: rows.map((r) => r.name),
    values: rows.map((r) => r.loans),
    format: { unit: '册次' },
    color: tones.primary,
    nameWidth: 140,
    tooltip: (i) => {
      const row = rows[i];
      return row
        ? {
            title: row.name,
            lines: [
              `借阅：${formatLarge(row.loans)} 册次`,
              `学生：${formatLarge(row.students)} 人`,
              `生均借阅：${formatDecimal(row.loansPerStudent)} 册次/生`,
            ],
          }
        : null;
    },
  });
}

// ------------------------------------------------------------------ /library/avarage-list

/** 各年级人均借阅, with the teachers' average as a reference line. */
export function gradeAverageOption(data: Data<typeof loanData>, tones: Tones) {
  return comboOption({
    categories: data.byGrade.map((g) => g.gradeName),
    categoryAxis: { rotateAbove: 12 },
    axes: [{ kind: 'decimal', unit: '册次/人', digits: 1 }],
    gridRight: 72,
    series: [
      {
        name: '学生人均借阅',
        type: 'bar',
        data: data.byGrade.map((g) => g.average),
        color: tones.primary,
        barMaxWidth: 36,
        format: { kind: 'decimal', unit: '册次/人' },
        label: (v) => formatDecimal(v, 1),
        markLine: { value: data.teachers.average, label: `教师人均\n${formatDecimal(data.teachers.average)}`, color: tones.accent },
      },
    ],
  });
}

/** 近八周借阅: loans of each seven-day window (all readers), the last one (ending yesterday) in the theme colour. */
export function weeklyLoansOption(data: Data<typeof weeklyLoans>, tones: Tones) {
  const last = data.weeks.length - 1;
  return comboOption({
    categories: data.weeks.map((w) => `${w.from.slice(5).replace('-', '/')}–${w.to.slice(5).replace('-', '/')}`),
    axes: [{ unit: '册次' }],
    series: [
      {
        name: metricInfo('allLoans').label,
        type: 'bar',
        data: data.weeks.map((w) => w.loans),
        itemColor: (i) => (i === last ? tones.primary : tones.light),
        label: true,
        barMaxWidth: 36,
      },
    ],
  });
}
