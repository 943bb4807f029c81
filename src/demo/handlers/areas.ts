import { readingByUnit } from '@/api/contract/reading';
import { schoolList } from '@/api/contract/school';
import {
  DEMO_TODAY,
  holdings,
  loansByLibrary,
  loansByMonth,
  loansSummary,
  readingRanking,
  readingSummary,
  reportingStatus,
  resolveScope,
  type Period,
  type Scope,
} from '../district';
import { demoHandler } from '../define-handler';
import { schoolYearMonthKeys, schoolYearOfMonth } from '@/utils/school-calendar';
import { standardStatus } from './library';
import { childLevel, readingOut, resolve } from './reading';
import { districtThresholds } from './alerts';

/**
 * Two calls of the statistics areas (src/api/contract/reading.ts, src/api/contract/school.ts), answered from the
 * synthetic city: reading/queryReadingByUnit (the units one level down, summing to reading/queryReadingOverview) and
 * school/querySchoolList (one row per school, each figure from the same sums as the call that owns it:
 * holdings as book/management/queryBookCollectionData, loans as overall/overview/queryLoanLibrary, reading as
 * reading/queryReadingOverview).
 */

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The school year a period lies in (its month's, its range's, its semester's, or its own). */
function schoolYearOf(p: Period): number {
  if (p.month) return schoolYearOfMonth(p.month);
  if (p.fromMonth && p.toMonth) return schoolYearOfMonth(p.toMonth);
  if (p.semesterId !== undefined) return Math.floor(p.semesterId / 10);
  return p.yearId;
}

/** A scope's own figures (its totals, as the overview calls give them): what the school rows are compared with. */
function scopeAverage(scope: Scope, period: Period) {
  const h = holdings(scope, period);
  const loans = loansSummary(scope, period);
  const reading = readingSummary(scope, period);
  return {
    volumesPerStudent: h.volumesPerStudent,
    loansPerStudent: loans.loansPerStudent,
    participationRate: reading.participationRate,
    accuracy: reading.accuracy,
  };
}
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

/** The unit level of a scope's comparison: districts of a city, schools of a district, campuses of a school. */
function unitLevelOf(level: 'city' | 'district' | 'library' | 'campus'): 'region' | 'school' | 'campus' {
  const child = childLevel(level);
  return child === 'grade' ? 'campus' : child;
}

/** The ids of a scope's units in organisation order: its districts, its schools, or its schools' campuses. */
function organisationOrder(scope: Parameters<typeof resolveScope>[0], level: 'region' | 'school' | 'campus'): Map<number, number> {
  const rs = resolveScope(scope);
  const ids =
    level === 'region'
      ? rs.districtIds
      : level === 'school'
        ? rs.parts.map((p) => p.school.libraryId)
        : rs.parts.flatMap((p) => p.campusIndexes.map((ci) => p.school.campuses[ci]?.campusId ?? 0));
  return new Map(ids.map((id, i) => [id, i]));
}

export const areasHandlers = [
  demoHandler(readingByUnit, (_input, { account, raw }) => {
    const r = resolve(account, raw);
    const level = unitLevelOf(r.info.level);
    const order = organisationOrder(r.scope, level);
    const rows = readingRanking(r.scope, r.period, level, 'participants')
      .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
      .map((u) => ({
        id: u.id,
        name: u.name,
        districtId: u.districtId,
        libraryId: level === 'region' ? null : u.libraryId,
        campusId: level === 'campus' ? u.id : null,
        ...readingOut(u),
        wordsPerStudent: round2(ratio(u.wordsRead, u.students)),
        minutesPerStudent: round2(ratio(u.minutes, u.students)),
        score: u.score,
      }));
    return { scope: r.info, level, rows };
  }),

  demoHandler(schoolList, async (_input, { account, raw }) => {
    // The whole school whatever campus is selected: this is not a campus report.
    const r = resolve(account, { ...raw, campusId: undefined });
    // Late reporting is judged by the district's alert threshold (alert/queryAlerts counts the same schools).
    const thresholdsOf = await districtThresholds();
    const districts = resolveScope(r.scope).districtIds;
    const reading = new Map(readingRanking(r.scope, r.period, 'school', 'participants').map((x) => [x.id, x]));
    const loans = new Map(loansByLibrary(r.scope, r.period).map((u) => [u.id, u]));
    // The school year's months (September … August) with data, for each row's trend.
    const yearMonths = schoolYearMonthKeys(schoolYearOf(r.period));
    const rows = resolveScope(r.scope, r.period).parts.map(({ school }) => {
      const byMonth = new Map(
        loansByMonth({ libraryId: school.libraryId }, { yearId: schoolYearOf(r.period) }).map((m) => [m.month, m.studentLoans]),
      );
      const h = holdings({ libraryId: school.libraryId }, r.period);
      const volumesPerStudent = h.volumesPerStudent;
      const rd = reading.get(school.libraryId);
      const ln = loans.get(school.libraryId);
      const status = reportingStatus(school.libraryId);
      const late = status.daysSinceData === null || status.daysSinceData > thresholdsOf(school.districtId).lateAfterDays;
      return {
        libraryId: school.libraryId,
        name: school.name,
        districtId: school.districtId,
        districtName: school.districtName,
        levelName: school.levelName,
        campuses: school.campuses.map((c) => ({ campusId: c.campusId, name: c.name })),
        // The roll of the school year shown (as basicData and the rankings count it).
        classes: ln?.classes ?? 0,
        students: ln?.students ?? 0,
        teachers: ln?.teachers ?? 0,
        volumes: h.volumes,
        volumesPerStudent,
        standard: h.standard,
        standardStatus: standardStatus(h),
        loans: ln?.loans ?? 0,
        loansPerStudent: ln?.loansPerStudent ?? 0,
        monthlyLoans: yearMonths.map((m) => byMonth.get(m) ?? null),
        participants: rd?.participants ?? 0,
        participationRate: rd?.participationRate ?? 0,
        booksPerStudent: rd?.booksPerStudent ?? 0,
        quizzes: rd?.quizzes ?? 0,
        accuracy: rd?.accuracy ?? 0,
        lastDataDate: status.lastDataDate,
        daysSinceData: status.daysSinceData,
        reporting: late ? ('late' as const) : ('current' as const),
      };
    });
    return {
      scope: r.info,
      // Each school is judged against its own type's standard (rows[].standard): the range they span.
      standardMin: rows.length ? Math.min(...rows.map((x) => x.standard)) : 0,
      standardMax: rows.length ? Math.max(...rows.map((x) => x.standard)) : 0,
      average: scopeAverage(r.scope, r.period),
      today: DEMO_TODAY,
      // One district: its threshold; the city's districts may differ (each row is judged by its own district's).
      lateAfterDays: thresholdsOf(districts.length === 1 ? (districts[0] ?? 0) : 0).lateAfterDays,
      rows,
    };
  }),
];
