import {
  basicData,
  bookCirculation,
  dataStatus,
  globalData,
  loanLibrary,
  mapLibraryBookData,
  mapRegionBookData,
  monthlyActive,
  readerRankings,
  userActive,
} from '@/api/contract/overview';
import {
  DEMO_NOW,
  findDistrict,
  findSchool,
  kpis,
  loansByDistrict,
  loansByGrade,
  loansByLibrary,
  loansByMonth,
  loansSummary,
  mapPoints,
  monthlyActive as monthlyActiveRows,
  periodLastDay,
  readingByGrade,
  readingSummary,
  resolveScope,
  topReaders,
  type Period,
  type Scope,
} from '../district';
import type { DemoAccount } from '../accounts';
import { demoHandler } from '../define-handler';
import { requestPeriod, requestScope } from '../request-scope';

/**
 * The home dashboard and cockpit overview calls (overall/overview/*, statistics/*), answered from the
 * synthetic city. Scope and period come from the request as the wrapper sends it (requestScope /
 * requestPeriod): a zone user sees the district, or one school in library-view mode; school accounts see
 * their school; the city user the whole city.
 *
 * Identities (tests/unit/overview-handlers.dom.test.ts): basicData.loans = Σ bookCirculation.rows.loans
 * = Σ loanLibrary.rows.loans (for a school: the grades plus the '教师' row); a district's basicData
 * is the sum of its schools' basicData for every count.
 */

const round4 = (x: number) => Math.round(x * 10000) / 10000;
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

interface Resolved {
  scope: Scope;
  period: Period;
  info: { level: 'city' | 'district' | 'library' | 'campus'; name: string };
}

function resolve(account: DemoAccount, raw: Record<string, unknown>): Resolved {
  const scope = requestScope(account, raw);
  const rs = resolveScope(scope);
  return { scope, period: requestPeriod(raw), info: { level: rs.level, name: rs.name } };
}

/** How loanLibrary and userActive group a scope: the city by district, a district by school, a school by grade. */
function groupOf(level: Resolved['info']['level']): 'district' | 'library' | 'grade' {
  return level === 'city' ? 'district' : level === 'district' ? 'library' : 'grade';
}

/** The row id of the teachers in a grade grouping (grades are 1..12). */
export const TEACHER_ROW_ID = 0;
const TEACHER_ROW_NAME = '教师';

export const overviewHandlers = [
  // The demo's data is as of its "today" (2026-11-22), brought up to date at its "now" (10:30): no clock.
  demoHandler(dataStatus, (_input, { account, raw }) => {
    const { period, info } = resolve(account, raw);
    return { scope: info, dataDate: periodLastDay(period), updatedAt: DEMO_NOW };
  }),

  demoHandler(basicData, (_input, { account, raw }) => {
    const { scope, period, info } = resolve(account, raw);
    const k = kpis(scope, period);
    return {
      scope: info,
      schools: k.schools,
      campuses: k.campuses,
      classes: k.classes,
      students: k.students,
      teachers: k.teachers,
      volumes: k.volumes,
      titles: k.titles,
      volumesPerStudent: k.volumesPerStudent,
      loans: k.loans,
      loansPerStudent: k.loansPerStudent,
      activeReaders: k.activeReaders,
      activeRate: round4(ratio(k.activeReaders, k.students)),
    };
  }),

  demoHandler(bookCirculation, (_input, { account, raw }) => {
    const { scope, period, info } = resolve(account, raw);
    return {
      scope: info,
      rows: loansByMonth(scope, period).map((r) => ({ month: r.month, loans: r.loans, returns: r.returns, borrowers: r.borrowers })),
    };
  }),

  demoHandler(loanLibrary, (_input, { account, raw }) => {
    const { scope, period, info } = resolve(account, raw);
    const groupBy = groupOf(info.level);
    if (groupBy !== 'grade') {
      const units = groupBy === 'district' ? loansByDistrict(scope, period) : loansByLibrary(scope, period);
      return {
        scope: info,
        groupBy,
        rows: units.map((u) => ({
          id: u.id,
          name: u.name,
          students: u.students,
          loans: u.loans,
          loansPerStudent: u.loansPerStudent,
          volumes: u.volumes,
          volumesPerStudent: u.volumesPerStudent,
        })),
      };
    }
    // A school: its grades (students' loans), then its teachers, so that the rows add up to the school's loans.
    const grades = loansByGrade(scope, period).map((g) => ({
      id: g.grade,
      name: g.gradeName,
      students: g.students,
      loans: g.loans,
      loansPerStudent: g.loansPerStudent,
      volumes: null,
      volumesPerStudent: null,
    }));
    const all = loansSummary(scope, period);
    const teachers =
      all.teachers > 0
        ? [
            {
              id: TEACHER_ROW_ID,
              name: TEACHER_ROW_NAME,
              students: 0,
              loans: all.teacherLoans,
              loansPerStudent: 0,
              volumes: null,
              volumesPerStudent: null,
            },
          ]
        : [];
    return { scope: info, groupBy, rows: [...grades, ...teachers] };
  }),

  demoHandler(mapLibraryBookData, (_input, { account, raw }) => {
    const { scope, period, info } = resolve(account, raw);
    return {
      scope: info,
      points: mapPoints(scope, period, 'school').map((p) => {
        const district = findDistrict(findSchool(p.id)?.districtId ?? -1);
        return {
          id: p.id,
          name: p.name,
          x: p.position.x,
          y: p.position.y,
          volumes: p.volumes,
          loans: p.loans,
          students: p.students,
          districtId: district?.districtId ?? 0,
          districtName: district?.name ?? '',
        };
      }),
    };
  }),

  demoHandler(mapRegionBookData, (_input, { account, raw }) => {
    const { scope, period, info } = resolve(account, raw);
    const schools = new Map(loansByDistrict(scope, period).map((d) => [d.id, d.schools]));
    return {
      scope: info,
      points: mapPoints(scope, period, 'district').map((p) => ({
        id: p.id,
        name: p.name,
        x: p.position.x,
        y: p.position.y,
        volumes: p.volumes,
        loans: p.loans,
        students: p.students,
        schools: schools.get(p.id) ?? 0,
      })),
    };
  }),

  demoHandler(userActive, (_input, { account, raw }) => {
    const { scope, period, info } = resolve(account, raw);
    const total = readingSummary(scope, period);
    const row = (id: number, name: string, f: { students: number; activeReaders: number }) => ({
      id,
      name,
      students: f.students,
      activeReaders: f.activeReaders,
      activeRate: round4(ratio(f.activeReaders, f.students)),
    });
    const groupBy = groupOf(info.level);
    const rs = resolveScope(scope);
    const rows =
      groupBy === 'grade'
        ? readingByGrade(scope, period).map((g) => row(g.grade, g.gradeName, g))
        : groupBy === 'library'
          ? rs.parts.map((p) => row(p.school.libraryId, p.school.name, readingSummary({ libraryId: p.school.libraryId }, period)))
          : rs.districtIds.map((id) => row(id, findDistrict(id)?.name ?? '', readingSummary({ districtId: id }, period)));
    return {
      scope: info,
      students: total.students,
      activeReaders: total.activeReaders,
      activeRate: round4(ratio(total.activeReaders, total.students)),
      rows,
    };
  }),

  demoHandler(globalData, (_input, { account, raw }) => {
    const { scope, period, info } = resolve(account, raw);
    const f = readingSummary(scope, period);
    return {
      scope: info,
      booksRead: f.booksRead,
      wordsRead: f.wordsRead,
      minutes: f.minutes,
      quizzes: f.quizzes,
      accuracy: f.accuracy,
      participants: f.participants,
      participationRate: f.participationRate,
      expressions: f.expressions,
      interactions: f.interactions,
    };
  }),

  demoHandler(monthlyActive, (_input, { account, raw }) => {
    const { scope, period, info } = resolve(account, raw);
    return {
      scope: info,
      rows: monthlyActiveRows(scope, period).map((r) => ({
        month: r.month,
        activeReaders: r.activeReaders,
        students: r.students,
        activeRate: r.activeRate,
      })),
    };
  }),

  demoHandler(readerRankings, ({ limit, grade }, { account, raw }) => {
    const { scope, period, info } = resolve(account, raw);
    return {
      scope: info,
      rows: topReaders(scope, period, { limit: limit ?? 10, grade }).map((r) => ({
        rank: r.rank,
        readerId: r.readerId,
        name: r.name,
        schoolName: r.libraryName,
        className: r.className,
        gradeName: r.gradeName,
        loans: r.loans,
      })),
    };
  }),
];
