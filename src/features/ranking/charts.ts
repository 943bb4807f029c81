/** The ranking's chart: the top ten of the main metric as horizontal bars (the chart kit's bar list). */
import { PER_STUDENT_OF, type RankingFamilyKey, type RankingLevelKey, type RankingMetricKey } from '@/api/contract/ranking';
import { metricInfo, metricTitle } from '@/api/ranking-metrics';
import type { Tones } from '@/components/chart';
import { barListOption } from '@/components/chart-options/bar-list';
import { displayName, formatMetric, parentColumn, type RankingTable } from './table-model';
import type { HomeScope, RankingFilters } from './view';

export const TOP_N = 10;

/** The first `n` ranked rows in ranking order (样本不足 rows are not in the top). */
export function topRows(table: RankingTable, n = TOP_N): number[] {
  const out: number[] = [];
  for (let i = 0; i < table.id.length && out.length < n; i++) if (table.rank[i] !== null) out.push(i);
  return out;
}

/** The per-student figure of a total among the columns (booksRead → booksPerStudent), if shown. */
export function perStudentOf(metric: RankingMetricKey, columns: readonly RankingMetricKey[]): RankingMetricKey | undefined {
  return columns.find((c) => PER_STUDENT_OF[c] === metric);
}

export function topTenOption(
  table: RankingTable,
  o: {
    family: RankingFamilyKey;
    level: RankingLevelKey;
    metric: RankingMetricKey;
    columns: readonly RankingMetricKey[];
    mask: boolean;
    tones: Tones;
    clickable: boolean;
  },
) {
  const rows = topRows(table);
  const values = table.values[o.metric] ?? [];
  const m = metricInfo(o.metric, o.family);
  const per = perStudentOf(o.metric, o.columns);
  const perValues = per ? (table.values[per] ?? []) : [];
  const parent = parentColumn(o.level, table);
  return barListOption({
    names: rows.map((i) => displayName(table, o.level, i, o.mask)),
    // Where rows come from several schools (or campuses), the school under the name: 三年级(2)班 is not one class.
    subNames: parent ? rows.map((i) => parent.text(table.places[table.place[i] ?? -1] ?? table.places[0])) : undefined,
    values: rows.map((i) => values[i] ?? 0),
    format: { kind: m.kind, unit: m.unit, digits: m.kind === 'decimal' ? m.digits : undefined },
    color: o.tones.primary,
    nameWidth: 150,
    clickable: o.clickable,
    note: per ? (k) => `人均 ${formatMetric(per, perValues[rows[k] ?? -1])}` : undefined,
    tooltip: (k) => {
      const i = rows[k];
      if (i === undefined) return null;
      const place = table.places[table.place[i] ?? -1];
      return {
        title: displayName(table, o.level, i, o.mask),
        lines: [
          ...(parent && place ? [`${parent.title}：${parent.text(place)}`] : []),
          `排名：第 ${table.rank[i]} 名`,
          `${metricTitle(o.metric, o.family)}：${formatMetric(o.metric, values[i])}`,
          ...(per ? [`${metricTitle(per, o.family)}：${formatMetric(per, perValues[i])}`] : []),
          ...(o.level !== 'student'
            ? [`${metricTitle(o.level === 'teacher' ? 'studentsTaught' : 'students')}：${formatMetric('students', table.students[i])}`]
            : []),
        ],
      };
    },
  });
}

/** Whether the chart's names get a second line (the parent unit). */
export function twoLineNames(table: RankingTable, level: RankingLevelKey): boolean {
  return parentColumn(level, table) !== null;
}

/**
 * Whether the chart's names will get a second line, before the answer says (twoLineNames): the parent unit is named
 * where the ranked units are likely to have more than one parent — every student, the schools of a city, the campuses,
 * grades, classes and teachers of more than one school. The chart's box is drawn at that height while it loads, so
 * that the table under it does not move when the bars arrive; a guess proved wrong by the answer (a class ranking in
 * one school with two campuses) moves it once.
 */
export function expectTwoLineNames(level: RankingLevelKey, home: HomeScope, drill: RankingFilters['drill']): boolean {
  const schools = home !== 'school' && drill.school === undefined && drill.campus === undefined;
  switch (level) {
    case 'student':
      return true;
    case 'school':
      return home === 'city' && drill.district === undefined;
    case 'campus':
    case 'grade':
    case 'class':
    case 'teacher':
      return schools;
    default:
      return false;
  }
}
