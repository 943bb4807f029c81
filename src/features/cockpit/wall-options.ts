/**
 * Which figures of which call go into which chart shape on the wall pages: module-level functions of a response
 * and the wall's colours (WallChart rebuilds an option only when the data changes), all in WALL_INK. The shapes
 * are the chart kit's (src/components/chart-options/); no number of the data lives here.
 */
import type { Data } from '@/api/define';
import type { bookCirculation, loanLibrary, monthlyActive, userActive } from '@/api/contract/overview';
import type {
  annualCirculation,
  bookCategory,
  bookCollection,
  categoryBorrow,
  gradeBorrow,
  loanBookBorrowTotal,
  loanData,
  threeYearBorrow,
  threeYearCirculation,
} from '@/api/contract/library';
import type { expressionTypes, readingByGrade, readingTrend } from '@/api/contract/reading';
import type { teachingData } from '@/api/contract/teaching';
import type { carryOut } from '@/api/contract/activity';
import type { categoryBalance, gradeReadWords, powerDimension, verifyTotal } from '@/api/contract/verify';
import { metricInfo } from '@/api/ranking-metrics';
import type { ChartOption } from '@/components/chart';
import { WALL_INK, WALL_TYPE } from '@/components/chart-options/ink';
import type { CategoryAxisOptions } from '@/components/chart-options/common';
import { comboOption } from '@/components/chart-options/combo';
import { monthTrendOption } from '@/components/chart-options/month-trend';
import { barListOption } from '@/components/chart-options/bar-list';
import { radarOption } from '@/components/chart-options/radar';
import { shareOption } from '@/components/chart-options/share';
import { ringOption } from '@/components/chart-options/ring';
import { clcLabel } from '@/config/clc';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { schoolYearName } from '@/utils/school-calendar';
import { shortNames } from './wall-labels';
import type { WallChartContext } from './wall-parts';
import { orderGroups } from '@/api/loan-groups';

const ink = WALL_INK;

/**
 * A wall chart's option with the type scale's smallest size as ECharts' default for any text the option does not
 * size itself (ECharts' own default is 12 px) and for its tooltips.
 */
export function withWallText(option: ChartOption): ChartOption {
  const tooltip = option.tooltip as Record<string, unknown> | undefined;
  return {
    ...option,
    textStyle: { fontSize: WALL_TYPE.min, ...(option.textStyle as Record<string, unknown> | undefined) },
    ...(tooltip ? { tooltip: { ...tooltip, textStyle: { fontSize: WALL_TYPE.min, ...(tooltip.textStyle as object | undefined) } } } : {}),
  };
}
const OLD_YEAR = '#6f84ab';
/** 中图法 classes on an axis: the letter only (the tooltip names the class). */
const CLC_AXIS: CategoryAxisOptions = { formatter: (v) => v.split(' ')[0] ?? v, rotateAbove: 30 };
/** Grades on an axis: '一' … '九', '高一' … '高三' (the panel's title says they are grades), stood up when many. */
const GRADE_AXIS: CategoryAxisOptions = { formatter: (v) => v.replace(/年级$/, ''), rotateAbove: 9, rotate: 90 };
/** Bars on a wall are wider than on an admin page. */
const BAR = 26;
/**
 * A bar list on a wall: at most this many rows, each a line of the type scale's smallest size with room around it in
 * the shortest panel (a district's nine schools); a school's subjects, the ones with most tasks.
 */
const BAR_ROWS = 9;
const SUBJECT_ROWS = 8;
/** The narrowest chart a wall draws a donut in (a side column's panel of the 1920 design, less its padding). */
const DONUT_WIDTH = 508;
/** The name column of a bar list: a short school name (./wall-labels.ts) at the type scale's smallest size. */
const NAME_WIDTH = 180;

/** The names of a bar list's rows as a wall shows them: schools without the place they are in. */
function listNames(names: readonly string[]): string[] {
  const short = shortNames(names);
  return names.map((n) => short.get(n) ?? n);
}

// ---------------------------------------------------------------- overview

/** 借阅趋势: loans and returns per month (bars), borrowers (line, right axis). */
export function circulationTrendOption(d: Data<typeof bookCirculation>, { tones, yearId }: WallChartContext): ChartOption {
  return monthTrendOption({
    rows: d.rows,
    yearId,
    ink,
    monthNumbers: true,
    axes: [{ unit: '册次' }, { unit: '人' }],
    series: [
      { name: '借出', type: 'bar', value: (r) => r.loans, color: tones.primary, barMaxWidth: 16 },
      { name: '归还', type: 'bar', value: (r) => r.returns, color: tones.cyan, barMaxWidth: 16 },
      { name: metricInfo('allBorrowers').label, type: 'line', axis: 1, value: (r) => r.borrowers, color: tones.gold },
    ],
  });
}

/** 月活跃读者: active readers (bars), 活跃率 = their share of the students (line, 0–100 %). */
export function monthlyActiveOption(d: Data<typeof monthlyActive>, { tones, yearId }: WallChartContext): ChartOption {
  return monthTrendOption({
    rows: d.rows,
    yearId,
    ink,
    monthNumbers: true,
    axes: [{ unit: '人' }, { kind: 'percent', min: 0, max: 1 }],
    series: [
      { name: '活跃读者', type: 'bar', value: (r) => r.activeReaders, color: tones.primary, barMaxWidth: BAR },
      { name: '活跃率', type: 'line', axis: 1, value: (r) => r.activeRate, color: tones.gold },
    ],
  });
}

/** Loans per grade / school / district as horizontal bars, labelled with loans and 生均. */
export function groupLoansOption(d: Data<typeof loanLibrary>, { tones }: WallChartContext): ChartOption {
  const rows = orderGroups(d.groupBy, d.rows).slice(0, BAR_ROWS);
  return barListOption({
    ink,
    names: listNames(rows.map((r) => r.name)),
    values: rows.map((r) => r.loans),
    format: { unit: '册次' },
    color: tones.primary,
    nameWidth: NAME_WIDTH,
    note: (i) => {
      const r = rows[i];
      return r && r.students > 0 ? `生均 ${formatDecimal(r.loansPerStudent)}` : undefined;
    },
    tooltip: (i) => {
      const r = rows[i];
      return r ? { title: r.name, lines: [`借阅：${formatLarge(r.loans)} 册次`, `学生：${formatLarge(r.students)} 人`] } : null;
    },
  });
}

/** 活跃率 per school / grade / district (userActive), highest first. */
export function activeRateByUnitOption(d: Data<typeof userActive>, { tones }: WallChartContext): ChartOption {
  const rows = [...d.rows].sort((a, b) => b.activeRate - a.activeRate).slice(0, BAR_ROWS);
  return barListOption({
    ink,
    names: listNames(rows.map((r) => r.name)),
    values: rows.map((r) => r.activeRate),
    format: { kind: 'percent' },
    color: tones.cyan,
    nameWidth: NAME_WIDTH,
    note: (i) => (rows[i] ? `${formatLarge(rows[i].activeReaders)}人` : undefined),
    tooltip: (i) => {
      const r = rows[i];
      return r
        ? {
            title: r.name,
            lines: [`活跃率：${formatPercent(r.activeRate)}`, `活跃读者：${formatLarge(r.activeReaders)} / ${formatLarge(r.students)} 人`],
          }
        : null;
    },
  });
}

/** One rate as a ring. */
export function ringFor(value: number, label: string, color: string): ChartOption {
  return ringOption({ value, label, color, ink });
}

// ---------------------------------------------------------------- holdings and circulation

/** 中图法分类分布: the share of each class against its recommended share. */
export function categoryShareOption(d: Data<typeof bookCategory>, { tones }: WallChartContext): ChartOption {
  return comboOption({
    ink,
    categories: d.rows.map((r) => clcLabel(r.code, r.name)),
    categoryAxis: CLC_AXIS,
    axes: [{ kind: 'percent' }],
    series: [
      { name: '实际占比', type: 'bar', data: d.rows.map((r) => r.share), color: tones.primary, barMaxWidth: 12 },
      { name: '推荐占比', type: 'bar', data: d.rows.map((r) => r.recommendedShare), color: OLD_YEAR, barMaxWidth: 12 },
    ],
  });
}

/** 藏书建设: volumes acquired per school year, the latest highlighted and labelled. */
export function acquisitionsOption(d: Data<typeof bookCollection>, { tones }: WallChartContext): ChartOption {
  const last = d.acquisitions.length - 1;
  return comboOption({
    ink,
    categories: d.acquisitions.map((a) => schoolYearName(a.year).replace('学年', '')),
    axes: [{ unit: '册' }],
    series: [
      {
        name: '新增馆藏',
        type: 'bar',
        data: d.acquisitions.map((a) => a.volumes),
        itemColor: (i) => (i === last ? tones.gold : tones.primary),
        barMaxWidth: 48,
        label: true,
      },
    ],
  });
}

/** 近三学年流通: loans and returns per school year, loans per student (right axis). */
export function threeYearCirculationOption(d: Data<typeof threeYearCirculation>, { tones }: WallChartContext): ChartOption {
  return comboOption({
    ink,
    categories: d.rows.map((r) => r.yearName.replace('学年', '')),
    axes: [{ unit: '册次' }, { kind: 'decimal', unit: '册次/生', digits: 1 }],
    series: [
      { name: '借出', type: 'bar', data: d.rows.map((r) => r.loans), color: tones.primary, barMaxWidth: 40 },
      { name: '归还', type: 'bar', data: d.rows.map((r) => r.returns), color: tones.cyan, barMaxWidth: 40 },
      {
        name: '生均借阅',
        type: 'line',
        axis: 1,
        data: d.rows.map((r) => r.loansPerStudent),
        color: tones.gold,
        format: { kind: 'decimal', unit: '册次/生' },
      },
    ],
  });
}

/** 近三学年月度借阅: a line per school year over 9月 … 8月, the newest bright. */
export function threeYearBorrowOption(d: Data<typeof threeYearBorrow>, { tones }: WallChartContext): ChartOption {
  const n = d.series.length;
  const colour = (i: number) => (i === n - 1 ? tones.cyan : i === n - 2 ? tones.gold : OLD_YEAR);
  return comboOption({
    ink,
    categories: d.months,
    categoryAxis: { boundaryGap: false, formatter: (v) => v.replace(/月$/, ''), rotateAbove: 13 },
    axes: [{ unit: '册次' }],
    shadowPointer: false,
    series: d.series.map((s, i) => ({
      name: s.yearName.replace('学年', ''),
      type: 'line' as const,
      data: s.loans,
      color: colour(i),
      width: i === n - 1 ? 4 : 2,
      dashed: i < n - 2,
      z: i + 2,
    })),
  });
}

/** 年度流通: loans and returns per month (bars), renewals and overdue (lines). */
export function annualCirculationOption(d: Data<typeof annualCirculation>, { tones, yearId }: WallChartContext): ChartOption {
  return monthTrendOption({
    rows: d.rows,
    yearId,
    ink,
    monthNumbers: true,
    axes: [{ unit: '册次' }],
    series: [
      { name: '借出', type: 'bar', value: (r) => r.loans, color: tones.primary, barMaxWidth: 16 },
      { name: '归还', type: 'bar', value: (r) => r.returns, color: tones.cyan, barMaxWidth: 16 },
      { name: '续借', type: 'line', value: (r) => r.renewals, color: tones.gold },
      { name: '逾期', type: 'line', value: (r) => r.overdue, color: tones.red },
    ],
  });
}

/** 年级借阅: students' loans per grade (bars), loans per student (line, right axis). */
export function gradeBorrowOption(d: Data<typeof gradeBorrow>, { tones }: WallChartContext): ChartOption {
  return comboOption({
    ink,
    categories: d.rows.map((r) => r.gradeName),
    categoryAxis: GRADE_AXIS,
    axes: [{ unit: '册次' }, { kind: 'decimal', unit: '册次/生', digits: 1 }],
    series: [
      { name: '借阅量', type: 'bar', data: d.rows.map((r) => r.loans), color: tones.primary, barMaxWidth: BAR },
      {
        name: '生均借阅',
        type: 'line',
        axis: 1,
        data: d.rows.map((r) => r.loansPerStudent),
        color: tones.gold,
        format: { kind: 'decimal', unit: '册次/生' },
      },
    ],
  });
}

/** 各学校借阅量 / 各校区借阅量: loans per unit as horizontal bars, most first. */
export function unitLoansOption(d: Data<typeof loanBookBorrowTotal>, { tones }: WallChartContext): ChartOption {
  const rows = [...d.rows].sort((a, b) => b.loans - a.loans).slice(0, BAR_ROWS);
  return barListOption({
    ink,
    names: listNames(rows.map((r) => r.name)),
    values: rows.map((r) => r.loans),
    format: { unit: '册次' },
    color: tones.primary,
    nameWidth: NAME_WIDTH,
    note: (i) => (rows[i] ? `生均 ${formatDecimal(rows[i].loansPerStudent)}` : undefined),
    tooltip: (i) =>
      rows[i]
        ? { title: rows[i].name, lines: [`借阅：${formatLarge(rows[i].loans)} 册次`, `学生：${formatLarge(rows[i].students)} 人`] }
        : null,
  });
}

/** 分类借阅: loans per 中图法 class, the share on top. */
export function categoryLoansOption(d: Data<typeof categoryBorrow>, { tones }: WallChartContext): ChartOption {
  return comboOption({
    ink,
    categories: d.rows.map((r) => clcLabel(r.code, r.name)),
    categoryAxis: CLC_AXIS,
    axes: [{ unit: '册次' }],
    series: [{ name: '借阅量', type: 'bar', data: d.rows.map((r) => r.loans), color: tones.cyan, barMaxWidth: 18 }],
  });
}

/** 分类借阅 as shares: the largest classes and the rest together. */
export function categoryShareDonut(d: Data<typeof categoryBorrow>): ChartOption {
  const sorted = [...d.rows].sort((a, b) => b.loans - a.loans);
  const top = sorted.slice(0, 5);
  const rest = sorted.slice(5).reduce((sum, r) => sum + r.loans, 0);
  const total = sorted.reduce((sum, r) => sum + r.loans, 0);
  return shareOption({
    ink,
    width: DONUT_WIDTH,
    items: [
      ...top.map((r) => ({ name: clcLabel(r.code, r.name), value: r.loans })),
      ...(rest > 0 ? [{ name: '其他类', value: rest }] : []),
    ],
    format: { unit: '册次' },
    center: { value: formatLarge(total), label: '册次' },
  });
}

/** 师生人均借阅 per grade: students' average per grade (bars), the teachers' average as a line. */
export function loanAverageOption(d: Data<typeof loanData>, { tones }: WallChartContext): ChartOption {
  return comboOption({
    ink,
    categories: d.byGrade.map((g) => g.gradeName),
    categoryAxis: GRADE_AXIS,
    axes: [{ kind: 'decimal', unit: '册次/人', digits: 1 }],
    series: [
      {
        name: '学生人均',
        type: 'bar',
        data: d.byGrade.map((g) => g.average),
        color: tones.primary,
        barMaxWidth: BAR,
        format: { kind: 'decimal', unit: '册次/人' },
        markLine: { value: d.teachers.average, label: `教师人均 ${formatDecimal(d.teachers.average)}`, color: tones.gold },
      },
    ],
    gridRight: 150,
  });
}

// ---------------------------------------------------------------- reading and teaching

/** 阅读趋势: books read per month (bars), participation (line, 0–100 %). */
export function readingTrendOption(d: Data<typeof readingTrend>, { tones, yearId }: WallChartContext): ChartOption {
  return monthTrendOption({
    rows: d.rows,
    yearId,
    ink,
    monthNumbers: true,
    axes: [{ unit: '本' }, { kind: 'percent', min: 0, max: 1 }],
    series: [
      { name: '阅读本数', type: 'bar', value: (r) => r.booksRead, color: tones.primary, barMaxWidth: BAR },
      { name: '参与率', type: 'line', axis: 1, value: (r) => r.participationRate, color: tones.gold },
    ],
  });
}

/** 分年级阅读: books per student (bars), participation (line). */
export function readingByGradeOption(d: Data<typeof readingByGrade>, { tones }: WallChartContext): ChartOption {
  return comboOption({
    ink,
    categories: d.rows.map((r) => r.gradeName),
    categoryAxis: GRADE_AXIS,
    axes: [
      { kind: 'decimal', unit: '本/生', digits: 1 },
      { kind: 'percent', min: 0, max: 1 },
    ],
    series: [
      {
        name: '人均阅读',
        type: 'bar',
        data: d.rows.map((r) => r.booksPerStudent),
        color: tones.primary,
        barMaxWidth: BAR,
        format: { kind: 'decimal', unit: '本/生' },
      },
      {
        name: '参与率',
        type: 'line',
        axis: 1,
        data: d.rows.map((r) => r.participationRate),
        color: tones.gold,
        format: { kind: 'percent' },
      },
    ],
  });
}

/** 多元表达 / 互动 by type, as a donut with the total. */
export function typeShareOption(d: Data<typeof expressionTypes>, unit: string): ChartOption {
  return shareOption({
    ink,
    width: DONUT_WIDTH,
    items: d.types.map((t) => ({ name: t.type, value: t.count })),
    format: { unit },
    center: { value: formatLarge(d.total), label: unit },
  });
}

/** 月度教学: tasks and recommendations per month (bars), completion rate (line). */
export function teachingMonthsOption(d: Data<typeof teachingData>, { tones, yearId }: WallChartContext): ChartOption {
  return monthTrendOption({
    rows: d.byMonth,
    yearId,
    ink,
    monthNumbers: true,
    axes: [{ unit: '个' }, { kind: 'percent', min: 0, max: 1 }],
    series: [
      { name: '阅读任务', type: 'bar', value: (r) => r.tasks, color: tones.primary, barMaxWidth: 18 },
      { name: '推荐图书', type: 'bar', value: (r) => r.recommendations, color: tones.cyan, barMaxWidth: 18, format: { unit: '本' } },
      { name: '任务完成率', type: 'line', axis: 1, value: (r) => r.completionRate, color: tones.gold, format: { kind: 'percent' } },
    ],
  });
}

/** 学科: reading tasks per subject as horizontal bars, the completion rate in the note. */
export function subjectTasksOption(d: Data<typeof teachingData>, { tones }: WallChartContext): ChartOption {
  const rows = [...d.bySubject].sort((a, b) => b.tasks - a.tasks).slice(0, SUBJECT_ROWS);
  return barListOption({
    ink,
    names: rows.map((r) => r.subject),
    values: rows.map((r) => r.tasks),
    format: { unit: '个' },
    color: tones.purple,
    // '道德与法治' whole.
    nameWidth: 110,
    note: (i) => (rows[i] ? `完成 ${formatPercent(rows[i].completionRate)}` : undefined),
    tooltip: (i) =>
      rows[i]
        ? {
            title: rows[i].subject,
            lines: [
              `阅读任务：${formatLarge(rows[i].tasks)} 个`,
              `推荐图书：${formatLarge(rows[i].recommendations)} 本`,
              `完成率：${formatPercent(rows[i].completionRate)}`,
            ],
          }
        : null,
  });
}

// ---------------------------------------------------------------- activities

/** 活动开展: activities started per month (bars), participants (line). */
export function activityMonthsOption(d: Data<typeof carryOut>, { tones }: WallChartContext): ChartOption {
  return comboOption({
    ink,
    categories: d.byMonth.map((m) => m.label),
    axes: [{ unit: '个' }, { unit: '人次' }],
    series: [
      { name: '活动数', type: 'bar', data: d.byMonth.map((m) => m.count), color: tones.primary, barMaxWidth: BAR },
      { name: '参与人次', type: 'line', axis: 1, data: d.byMonth.map((m) => m.participants), color: tones.gold },
    ],
  });
}

/** 活动类型: activities by type as a donut (types without activities left out). */
export function activityTypesOption(d: Data<typeof carryOut>): ChartOption {
  return shareOption({
    ink,
    width: DONUT_WIDTH,
    items: d.byType.filter((t) => t.count > 0).map((t) => ({ name: t.type, value: t.count })),
    format: { unit: '个' },
    center: { value: formatLarge(d.total), label: '个活动' },
  });
}

// ---------------------------------------------------------------- assessment

/** 分数段: students per score band as a donut. */
export function bandsOption(d: Data<typeof verifyTotal>, { tones }: WallChartContext): ChartOption {
  const colours: Record<string, string> = { excellent: tones.green, good: tones.cyan, pass: tones.gold, improve: tones.red };
  return shareOption({
    ink,
    width: DONUT_WIDTH,
    items: d.bands.map((b) => ({ name: `${b.name} ${b.min}–${b.max}`, value: b.count, color: colours[b.key] })),
    format: { unit: '人' },
    center: { value: formatDecimal(d.averageScore, 1), label: '平均分' },
  });
}

/** 各年级阅读字数: words per student (bars), the average score (line). */
export function gradeWordsOption(d: Data<typeof gradeReadWords>, { tones }: WallChartContext): ChartOption {
  return comboOption({
    ink,
    categories: d.rows.map((r) => r.gradeName),
    categoryAxis: GRADE_AXIS,
    axes: [{ unit: '字/生' }, { kind: 'decimal', unit: '分', digits: 0, min: 0, max: 100 }],
    series: [
      {
        name: '人均阅读字数',
        type: 'bar',
        data: d.rows.map((r) => r.wordsPerStudent),
        color: tones.primary,
        barMaxWidth: BAR,
        format: { unit: '字/生' },
      },
      {
        name: '平均分',
        type: 'line',
        axis: 1,
        data: d.rows.map((r) => r.averageScore),
        color: tones.gold,
        format: { kind: 'decimal', unit: '分', digits: 1 },
      },
    ],
  });
}

/** 能力维度: the five dimensions of the scope against its reference (a dashed outline). */
export function powerRadarOption(d: Data<typeof powerDimension>, { tones }: WallChartContext): ChartOption {
  return radarOption({
    ink,
    indicators: d.dimensions.map((x) => x.name),
    max: 100,
    format: { kind: 'decimal', unit: '分', digits: 1 },
    series: [
      { name: d.scope.name, values: d.dimensions.map((x) => x.score), color: tones.cyan },
      ...(d.reference
        ? [{ name: d.reference.name, values: d.reference.dimensions.map((x) => x.score), color: tones.gold, dashed: true, area: false }]
        : []),
    ],
  });
}

/** 阅读均衡度: what students borrowed per 中图法 class against the recommended profile. */
export function balanceOption(d: Data<typeof categoryBalance>, { tones }: WallChartContext): ChartOption {
  const rows = d.reading.rows;
  return comboOption({
    ink,
    categories: rows.map((r) => clcLabel(r.code, r.name)),
    categoryAxis: CLC_AXIS,
    axes: [{ kind: 'percent' }],
    series: [
      { name: '阅读占比', type: 'bar', data: rows.map((r) => r.share), color: tones.cyan, barMaxWidth: 12 },
      { name: '推荐占比', type: 'bar', data: rows.map((r) => r.recommendedShare), color: OLD_YEAR, barMaxWidth: 12 },
    ],
  });
}
