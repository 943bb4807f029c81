/**
 * Pure pieces of the home dashboard: what the grouped loans are called, their order, and which overview
 * figures go into which chart shape (src/components/chart-options/). No numbers of the data live here.
 */
import type { Data } from '@/api/define';
import type { bookCirculation, loanLibrary, monthlyActive } from '@/api/contract/overview';
import type { ScopeLevel } from '@/hooks/scope';
import type { Tones } from '@/components/chart';
import { monthTrendOption } from '@/components/chart-options/month-trend';
import { barListOption } from '@/components/chart-options/bar-list';
import { formatDecimal, formatLarge } from '@/utils/format';
import { metricInfo } from '@/api/ranking-metrics';
import { orderGroups } from '@/api/loan-groups';

export type GroupBy = Data<typeof loanLibrary>['groupBy'];
export type GroupRow = Data<typeof loanLibrary>['rows'][number];
export type CirculationRow = Data<typeof bookCirculation>['rows'][number];
export type MonthlyActiveRow = Data<typeof monthlyActive>['rows'][number];

/** The unit the loans widget groups by: 学校 for a district, 年级 for a school, 区 for the city. */
const GROUP_LABEL: Record<GroupBy, string> = {
  district: '区',
  library: '学校',
  grade: '年级',
  campus: '校区',
};

/** Widget title of the grouped loans: 各学校借阅, 各年级借阅, 各区借阅. */
export function groupTitle(groupBy: GroupBy | undefined): string {
  return groupBy ? `各${GROUP_LABEL[groupBy]}借阅` : '分组借阅';
}

/** What the grouped loans widget would group by for a scope level (before the response says it). */
export function expectedGroupBy(level: ScopeLevel | undefined): GroupBy | undefined {
  if (!level) return undefined;
  return level === 'city' ? 'district' : level === 'district' ? 'library' : 'grade';
}

export { orderGroups } from '@/api/loan-groups';

/** Loans, returns and borrowers per month over the school year (bookCirculation). */
export function circulationOption(rows: readonly CirculationRow[], tones: Tones, yearId?: number | null) {
  return monthTrendOption({
    rows,
    yearId,
    axes: [{ unit: '册次' }, { unit: '人' }],
    series: [
      { name: '借出', type: 'bar', value: (r) => r.loans, color: tones.primary, barMaxWidth: 18 },
      { name: '归还', type: 'bar', value: (r) => r.returns, color: tones.light, barMaxWidth: 18 },
      { name: metricInfo('allBorrowers').label, type: 'line', axis: 1, value: (r) => r.borrowers, color: tones.accent },
    ],
  });
}

/** Monthly active readers (bars) and 活跃率, their share of the students (line, right axis), over the school year. */
export function monthlyActiveOption(rows: readonly MonthlyActiveRow[], tones: Tones, yearId?: number | null) {
  return monthTrendOption({
    rows,
    yearId,
    axes: [{ unit: '人' }, { kind: 'percent', min: 0, max: 1 }],
    series: [
      { name: '活跃读者', type: 'bar', value: (r) => r.activeReaders, color: tones.primary, barMaxWidth: 22 },
      { name: metricInfo('activeRate').label, type: 'line', axis: 1, value: (r) => r.activeRate, color: tones.accent },
    ],
  });
}

/**
 * Loans per school / grade / district as horizontal bars (most first; grades in order, teachers last).
 * Each bar is labelled with its loans and its loans per student; the tooltip adds the students.
 */
export function groupOption(groupBy: GroupBy, rows: readonly GroupRow[], tones: Tones) {
  const ordered = orderGroups(groupBy, rows);
  return barListOption({
    names: ordered.map((r) => r.name),
    values: ordered.map((r) => r.loans),
    format: { unit: '册次' },
    color: tones.primary,
    note: (i) => {
      const row = ordered[i];
      return row && row.students > 0 ? `生均 ${formatDecimal(row.loansPerStudent)}` : undefined;
    },
    tooltip: (i) => {
      const row = ordered[i];
      if (!row) return null;
      const lines = [`借阅量：${formatLarge(row.loans)} 册次`];
      if (row.students > 0) lines.push(`学生：${formatLarge(row.students)} 人`, `生均借阅：${formatDecimal(row.loansPerStudent)} 册次/生`);
      if (row.volumes != null) lines.push(`馆藏：${formatLarge(row.volumes)} 册`);
      return { title: row.name, lines };
    },
  });
}

/** Screen-reader summary of a series: the largest entry. */
export function describeTop<R>(rows: readonly R[], name: (r: R) => string, value: (r: R) => number, unit: string): string {
  if (rows.length === 0) return '无数据';
  const top = rows.reduce((a, b) => (value(b) > value(a) ? b : a));
  return `最高为${name(top)}，${formatLarge(value(top))}${unit}`;
}
