/**
 * Pure pieces of the home dashboard: words per scope, the school-year month axis, the order of the
 * grouped rows and the chart options. No numbers of the data live here: every figure comes from a call.
 */
import type { Data } from '@/api/define';
import { escapeHtml } from '@/utils/html';
import type { bookCirculation, loanLibrary, monthlyActive } from '@/api/contract/overview';
import type { ChartOption } from '@/components/chart';
import { formatLarge, formatPercent } from '@/utils/format';

export type ScopeLevel = 'city' | 'district' | 'library' | 'campus';
export type GroupBy = Data<typeof loanLibrary>['groupBy'];
export type GroupRow = Data<typeof loanLibrary>['rows'][number];
export type CirculationRow = Data<typeof bookCirculation>['rows'][number];
export type MonthlyActiveRow = Data<typeof monthlyActive>['rows'][number];

/** 区域 / 学校 / 全市 / 校区: the tag next to the scope name. */
export const SCOPE_LEVEL_LABEL: Record<ScopeLevel, string> = {
  city: '全市',
  district: '区域',
  library: '学校',
  campus: '校区',
};

/** The unit the loans widget groups by: 学校 for a district, 年级 for a school, 区 for the city. */
export const GROUP_LABEL: Record<GroupBy, string> = {
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

// ---------------------------------------------------------------- months

/** 'YYYY-MM' → '9月'. */
export function monthLabel(month: string): string {
  return `${Number(month.slice(5, 7))}月`;
}

/** 'YYYY-MM' → '2025年9月'. */
export function monthLongLabel(month: string): string {
  return `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
}

/** The school year (starting in September) a month belongs to: '2026-02' → 2025. */
export function schoolYearOf(month: string): number {
  const y = Number(month.slice(0, 4));
  return Number(month.slice(5, 7)) >= 9 ? y : y - 1;
}

/**
 * The month axis of a school year: September to August of `yearId` (or of the year the first row is in),
 * so that a year still running shows its remaining months as empty slots instead of a stretched axis.
 * Rows outside that year (a period the page did not ask for) are kept, in order.
 */
export function schoolYearMonths(rows: readonly { month: string }[], yearId?: number | null): string[] {
  const start = yearId ?? (rows[0] ? schoolYearOf(rows[0].month) : null);
  if (start === null) return [];
  const months: string[] = [];
  for (let i = 0; i < 12; i++) {
    const m = ((8 + i) % 12) + 1;
    const y = m >= 9 ? start : start + 1;
    months.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  const extra = rows.map((r) => r.month).filter((m) => !months.includes(m));
  return extra.length ? [...months, ...extra].sort() : months;
}

/** Values of `rows` on the month axis; missing months are null (a gap, not a zero). */
export function onMonths<R extends { month: string }>(axis: readonly string[], rows: readonly R[], pick: (row: R) => number): (number | null)[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return axis.map((m) => {
    const row = byMonth.get(m);
    return row ? pick(row) : null;
  });
}

// ---------------------------------------------------------------- groups

/**
 * The rows in display order: schools and districts by loans (most first); grades in grade order with the
 * teachers' row (students 0) last.
 */
export function orderGroups(groupBy: GroupBy, rows: readonly GroupRow[]): GroupRow[] {
  if (groupBy === 'grade') {
    const students = rows.filter((r) => r.students > 0);
    const others = rows.filter((r) => r.students === 0);
    return [...students, ...others];
  }
  return [...rows].sort((a, b) => b.loans - a.loans || a.name.localeCompare(b.name, 'zh-Hans-CN'));
}

// ---------------------------------------------------------------- chart options

const AXIS_LABEL = { color: '#595959', fontSize: 12 };
const LEGEND = { top: 0, left: 'center', itemWidth: 14, itemHeight: 8, itemGap: 16, textStyle: { color: '#595959' } };
const SPLIT_LINE = { lineStyle: { color: '#f0f0f0' } };
const percentAxis = (v: number) => formatPercent(v, 0);
const countTooltip = (v: unknown) => (typeof v === 'number' ? `${formatLarge(v)}` : '-');

const monthLabelShort = (v: string) => v.replace(/^\d{4}年/, '');

/** Legend, grid, axis tooltip and the September–August month axis shared by the month charts. */
function monthAxisFrame(axis: ReturnType<typeof schoolYearMonths>) {
  return {
    legend: LEGEND,
    grid: { left: 4, right: 4, top: 48, bottom: 0, outerBoundsMode: 'same' as const, outerBoundsContain: 'axisLabel' as const },
    tooltip: { trigger: 'axis' as const, confine: true, axisPointer: { type: 'shadow' as const } },
    xAxis: {
      type: 'category' as const,
      data: axis.map(monthLongLabel),
      axisTick: { alignWithLabel: true },
      axisLabel: { ...AXIS_LABEL, formatter: monthLabelShort },
    },
  };
}

/** Loans, returns and borrowers per month over the school year (bookCirculation). */
export function circulationOption(rows: readonly CirculationRow[], yearId?: number | null): ChartOption {
  const axis = schoolYearMonths(rows, yearId);
  return {
    ...monthAxisFrame(axis),
    yAxis: [
      { type: 'value', name: '册次', nameTextStyle: { color: '#8c8c8c', align: 'left' }, axisLabel: AXIS_LABEL, splitLine: SPLIT_LINE },
      { type: 'value', name: '人', nameTextStyle: { color: '#8c8c8c', align: 'right' }, axisLabel: AXIS_LABEL, splitLine: { show: false } },
    ],
    series: [
      {
        name: '借出',
        type: 'bar',
        barMaxWidth: 18,
        itemStyle: { borderRadius: [3, 3, 0, 0] },
        data: onMonths(axis, rows, (r) => r.loans),
        tooltip: { valueFormatter: (v) => `${countTooltip(v)} 册次` },
      },
      {
        name: '归还',
        type: 'bar',
        barMaxWidth: 18,
        itemStyle: { borderRadius: [3, 3, 0, 0] },
        data: onMonths(axis, rows, (r) => r.returns),
        tooltip: { valueFormatter: (v) => `${countTooltip(v)} 册次` },
      },
      {
        name: '借阅人数',
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        symbolSize: 6,
        connectNulls: false,
        data: onMonths(axis, rows, (r) => r.borrowers),
        tooltip: { valueFormatter: (v) => `${countTooltip(v)} 人` },
      },
    ],
  };
}

/** 21.43 → '21.43' (per-student figures keep two decimals). */
export const perStudentText = (v: number) => v.toFixed(2);

/**
 * Loans per school / grade / district as horizontal bars (most first; grades in order, teachers last).
 * Each bar is labelled with its loans and its loans per student; the tooltip adds the students.
 */
export function groupOption(groupBy: GroupBy, rows: readonly GroupRow[]): ChartOption {
  const ordered = orderGroups(groupBy, rows);
  return {
    grid: { left: 4, right: 112, top: 8, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const first = Array.isArray(params) ? params[0] : params;
        const row = first ? ordered[first.dataIndex] : undefined;
        if (!row) return '';
        const lines = [`<strong>${escapeHtml(row.name)}</strong>`, `借阅量：${formatLarge(row.loans)} 册次`];
        if (row.students > 0) {
          lines.push(`学生：${formatLarge(row.students)} 人`, `生均借阅：${perStudentText(row.loansPerStudent)} 册次/生`);
        }
        if (row.volumes != null) lines.push(`馆藏：${formatLarge(row.volumes)} 册`);
        return lines.join('<br/>');
      },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: ordered.map((r) => r.name),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: '#d9d9d9' } },
      axisLabel: { ...AXIS_LABEL, width: 132, overflow: 'truncate' },
    },
    xAxis: { type: 'value', show: false },
    series: [
      {
        name: '借阅量',
        type: 'bar',
        barMaxWidth: 20,
        barCategoryGap: '40%',
        itemStyle: { borderRadius: [0, 3, 3, 0] },
        showBackground: true,
        backgroundStyle: { color: 'rgba(0, 0, 0, 0.03)', borderRadius: [0, 3, 3, 0] },
        label: {
          show: true,
          position: 'right',
          formatter: (p) => {
            const row = ordered[p.dataIndex];
            if (!row) return '';
            const loans = `{v|${formatLarge(row.loans)}}`;
            return row.students > 0 ? `${loans} {s|生均 ${perStudentText(row.loansPerStudent)}}` : loans;
          },
          rich: {
            v: { color: '#262626', fontSize: 12, fontWeight: 600 },
            s: { color: '#8c8c8c', fontSize: 11 },
          },
        },
        data: ordered.map((r) => r.loans),
      },
    ],
  };
}

/** Monthly active readers (bars) and their share of the students (line, right axis) over the school year. */
export function monthlyActiveOption(rows: readonly MonthlyActiveRow[], yearId?: number | null): ChartOption {
  const axis = schoolYearMonths(rows, yearId);
  return {
    ...monthAxisFrame(axis),
    yAxis: [
      { type: 'value', name: '人', nameTextStyle: { color: '#8c8c8c', align: 'left' }, axisLabel: AXIS_LABEL, splitLine: SPLIT_LINE },
      {
        type: 'value',
        name: '参与率',
        min: 0,
        max: 1,
        nameTextStyle: { color: '#8c8c8c', align: 'right' },
        axisLabel: { ...AXIS_LABEL, formatter: percentAxis },
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: '活跃读者',
        type: 'bar',
        barMaxWidth: 22,
        itemStyle: { borderRadius: [3, 3, 0, 0] },
        data: onMonths(axis, rows, (r) => r.activeReaders),
        tooltip: { valueFormatter: (v) => `${countTooltip(v)} 人` },
      },
      {
        name: '参与率',
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        symbolSize: 6,
        data: onMonths(axis, rows, (r) => r.participationRate),
        tooltip: { valueFormatter: (v) => (typeof v === 'number' ? formatPercent(v) : '-') },
      },
    ],
  };
}

/** Screen-reader summary of a series: the largest entry. */
export function describeTop<R>(rows: readonly R[], name: (r: R) => string, value: (r: R) => number, unit: string): string {
  if (rows.length === 0) return '无数据';
  const top = rows.reduce((a, b) => (value(b) > value(a) ? b : a));
  return `最高为${name(top)}，${formatLarge(value(top))}${unit}`;
}
