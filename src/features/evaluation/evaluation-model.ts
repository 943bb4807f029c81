/**
 * Shared shapes of the assessment pages: when a response counts as "no test", the texts that say why, the
 * columns of group tables (grades of a school, classes of a grade), on screen and in Excel alike.
 */
import type { TableColumn } from '@/components/table-columns';
import type { WidgetQuery } from '@/components/widget';
import type { Band, TestInfo } from './charts';
import type { Term } from './filters';
import { termName } from '@/utils/school-calendar';

/** No test in the period, or nobody of the scope sat the test asked for. */
export function isUntested(d: { test: TestInfo | null; tested: number }): boolean {
  return d.test === null || d.tested === 0;
}

/**
 * Why a widget is empty: the school did not sit the chosen test, or the period has no test at all.
 * `who` names the scope (学校 name), `period` the year (and term).
 */
export function noTestText(
  d: { test: TestInfo | null; scope: { name: string } } | undefined,
  term: Term | undefined,
  yearName = '',
): string {
  if (d?.test) return `${d.scope.name}没有参加${d.test.name}的学生`;
  const period = `${yearName}${term ? termName(term) : ''}`;
  return `${period || '该学期'}暂无阅读素养测评数据`;
}

/** The scope line's note: the test's date. */
export function testLine(test: TestInfo | null | undefined): string | undefined {
  return test ? `测评日期 ${test.date}` : undefined;
}

export interface GroupLike {
  id: number;
  name: string;
  students: number;
  tested: number;
  participationRate: number;
  averageScore: number;
  bands: readonly Band[];
}

const bandShare = (g: GroupLike, key: Band['key']) => g.bands.find((b) => b.key === key)?.share ?? 0;
const BAND_COLUMNS: readonly { key: Band['key']; title: string }[] = [
  { key: 'excellent', title: '优秀率' },
  { key: 'good', title: '良好率' },
  { key: 'pass', title: '合格率' },
  { key: 'improve', title: '待提高率' },
];

/** Columns of a table of groups (年级 or 班级): people, participation, average and the four band shares. */
export function gradeColumns<T extends GroupLike>(unit: string, extra: TableColumn<T>[] = []): TableColumn<T>[] {
  return [
    { title: unit, key: 'name', value: (g) => g.name, width: 120, sortable: false, exportAs: { width: 14 } },
    { title: '应测（人）', key: 'students', value: (g) => g.students, kind: 'count', countFormat: 'thousands' },
    { title: '实测（人）', key: 'tested', value: (g) => g.tested, kind: 'count', countFormat: 'thousands' },
    { title: '参测率', key: 'rate', value: (g) => g.participationRate, kind: 'percent' },
    { title: '平均分', key: 'average', value: (g) => (g.tested > 0 ? g.averageScore : null), kind: 'decimal', digits: 1 },
    ...extra,
    ...BAND_COLUMNS.map((b): TableColumn<T> => ({
      title: b.title,
      key: b.key,
      value: (g) => (g.tested > 0 ? bandShare(g, b.key) : null),
      kind: 'percent',
    })),
  ];
}

type DataOf<Q> = Q extends WidgetQuery<infer D> ? D : never;
type CombinedData<Q extends readonly WidgetQuery<unknown>[]> = { -readonly [K in keyof Q]: DataOf<Q[K]> };

/**
 * Several calls as one widget query: data when every call has answered (in order), the error of the first call
 * that failed without data (its widget shows it, 重试 repeats every call), loading while any is pending.
 */
export function combineQueries<Q extends readonly WidgetQuery<unknown>[]>(...queries: Q): WidgetQuery<CombinedData<Q>> {
  const complete = queries.every((q) => q.data !== undefined);
  const failed = queries.find((q) => q.isError && q.data === undefined) ?? queries.find((q) => q.isError);
  const refetch = (options?: Parameters<WidgetQuery<unknown>['refetch']>[0]) =>
    Promise.all(queries.map((q) => q.refetch(options))).then(() => undefined);
  return {
    // Every element is defined (checked above) and in the order of Q.
    data: complete ? (queries.map((q) => q.data) as unknown as CombinedData<Q>) : undefined,
    error: failed?.error ?? null,
    isPending: !complete && !queries.some((q) => q.isError && q.data === undefined) && queries.some((q) => q.isPending),
    isError: failed !== undefined,
    isFetching: queries.some((q) => q.isFetching),
    // QueryWidget only waits for the refetch; the combined result has no QueryObserverResult of its own.
    refetch: refetch as unknown as WidgetQuery<CombinedData<Q>>['refetch'],
    dataUpdatedAt: Math.max(0, ...queries.map((q) => q.dataUpdatedAt)),
  };
}
