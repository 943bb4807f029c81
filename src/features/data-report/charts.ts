/**
 * Which reading figures go into which chart shape (src/components/chart-options/): pure functions of the
 * responses, no numbers of their own.
 */
import type { Tones } from '@/components/chart';
import type { CategoryAxisOptions } from '@/components/chart-options/common';
import { comboOption } from '@/components/chart-options/combo';
import { yearCompareOption } from '@/components/chart-options/year-compare';
import { shareOption } from '@/components/chart-options/share';
import type { Data } from '@/api/define';
import type { expressionTypes, readingByGrade, readingTrend } from '@/api/contract/reading';
import type { categoryBalance } from '@/api/contract/verify';
import { metricInfo } from '@/api/ranking-metrics';
import { clcLabel } from '@/config/clc';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';

const MUTED = '#bfbfbf';
const LAST_YEAR = '#a6a6a6';

/** 中图法 classes on an axis: the letter only (the tooltip names the class). */
const CLC_AXIS: CategoryAxisOptions = { formatter: (v) => v.split(' ')[0] ?? v, rotateAbove: 30 };

type Trend = Data<typeof readingTrend>;
type Grades = Data<typeof readingByGrade>;

/** 月度参与: the participation rate per month of the page's school year against the year before. */
export function participationCompareOption(
  years: { current: { name: string; data: Trend }; previous: { name: string; data: Trend } },
  tones: Tones,
) {
  return yearCompareOption({
    years: [
      { name: years.current.name, rows: years.current.data.rows, color: tones.primary },
      { name: years.previous.name, rows: years.previous.data.rows, color: LAST_YEAR, dashed: true },
    ],
    value: (r) => r.participationRate,
    axis: { kind: 'percent', min: 0, max: 1 },
    detail: (r) => `参与 ${formatLarge(r.participants)} 人`,
  });
}

/** 分年级阅读: books per student (bars) and words per student (line, right axis) by grade. */
export function gradeReadingOption(data: Grades, tones: Tones) {
  const books = metricInfo('booksPerStudent');
  return comboOption({
    categories: data.rows.map((r) => r.gradeName),
    axes: [{ kind: 'decimal', unit: books.unit, digits: 1 }, { unit: '字/生' }],
    series: [
      {
        name: books.label,
        type: 'bar',
        data: data.rows.map((r) => r.booksPerStudent),
        color: tones.primary,
        format: { kind: 'decimal', unit: books.unit },
      },
      {
        name: '人均阅读字数',
        type: 'line',
        axis: 1,
        data: data.rows.map((r) => r.wordsPerStudent),
        color: tones.accent,
        format: { unit: '字/生' },
      },
    ],
    tooltip: (i) => {
      const r = data.rows[i];
      return r
        ? {
            title: r.gradeName,
            lines: [
              `学生：${formatLarge(r.students)} 人（参与 ${formatPercent(r.participationRate)}）`,
              `阅读本数：${formatLarge(r.booksRead)} 本，人均 ${formatDecimal(r.booksPerStudent)} 本/生`,
              `阅读字数：${formatLarge(r.wordsRead)} 字，人均 ${formatLarge(r.wordsPerStudent)} 字/生`,
              `人均阅读时长：${formatDecimal(r.minutesPerStudent, 1)} 分钟/生`,
            ],
          }
        : null;
    },
  });
}

/** 分年级阅读质量: quizzes (bars) and accuracy (line, right axis) by grade. */
export function gradeQualityOption(data: Grades, tones: Tones) {
  const quizzes = metricInfo('quizzes');
  return comboOption({
    categories: data.rows.map((r) => r.gradeName),
    axes: [{ unit: quizzes.unit }, { kind: 'percent', min: 0, max: 1 }],
    series: [
      { name: quizzes.label, type: 'bar', data: data.rows.map((r) => r.quizzes), color: tones.primary },
      {
        name: metricInfo('accuracy').label,
        type: 'line',
        axis: 1,
        data: data.rows.map((r) => r.accuracy),
        color: tones.accent,
        format: { kind: 'percent' },
      },
    ],
    tooltip: (i) => {
      const r = data.rows[i];
      return r
        ? {
            title: r.gradeName,
            lines: [
              `测验：${formatLarge(r.quizzes)} 次（${formatLarge(r.questions)} 题）`,
              `答对：${formatLarge(r.correct)} 题`,
              `正确率：${formatPercent(r.accuracy)}`,
            ],
          }
        : null;
    },
  });
}

/** 多元表达 / 互动 by type: a donut with the total in the hole. */
export function typeShareOption(data: Data<typeof expressionTypes>, unit: string, label: string) {
  return shareOption({
    items: data.types.map((t) => ({ name: t.type, value: t.count })),
    format: { unit },
    center: { value: formatLarge(data.total), label },
  });
}

/** 阅读分类均衡: what the students borrowed per 中图法 class against the recommended profile. */
export function balanceOption(data: Data<typeof categoryBalance>, tones: Tones) {
  const rows = data.reading.rows;
  return comboOption({
    categories: rows.map((r) => clcLabel(r.code, r.name)),
    categoryAxis: CLC_AXIS,
    axes: [{ kind: 'percent' }],
    series: [
      { name: '借阅占比', type: 'bar', data: rows.map((r) => r.share), color: tones.primary, barMaxWidth: 12 },
      { name: '推荐占比', type: 'bar', data: rows.map((r) => r.recommendedShare), color: MUTED, barMaxWidth: 12 },
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
              `偏差：${r.deviation > 0 ? '+' : ''}${formatPercent(r.deviation)}`,
            ],
          }
        : null;
    },
  });
}
