import type { z } from 'zod';
import type { Data } from '@/api/define';
import { ROLES } from '@/config/constants';
import {
  expressionTypes,
  interactionTypes,
  monthlyParticipation,
  readingByGrade,
  readingOverview,
  readingTrend,
  userInfo,
  type readingFigures,
} from '@/api/contract/reading';
import { teachingData } from '@/api/contract/teaching';
import { campusContrast } from '@/api/contract/campus-contrast';
import { arrivalData } from '@/api/contract/arrival';
import { assessmentHistory, cohortTracking } from '@/api/contract/assessment-history';
import { ABILITY_DIMENSION_KEYS, type testInfo } from '@/api/contract/verify';
import {
  CURRENT_YEAR_ID,
  DEMO_TEACHER_ID,
  SCORE_BANDS,
  STABLE_MARGIN,
  cohortGrowth,
  arrivals,
  assessmentHistory as historyPoints,
  cohortTracking as cohortPoints,
  expressionByType,
  findCampus,
  findClass,
  findDistrict,
  findSchool,
  findStudent,
  findTeacher,
  gradeName,
  interactionByType,
  monthKey,
  monthlyParticipation as participationSeries,
  periodMonths,
  periodYearId,
  readingByGrade as gradeRows,
  readingByMonth,
  readingRanking,
  readingSummary,
  resolveScope,
  teaching,
  type AssessmentPoint,
  type BandCount,
  type DimensionScore,
  type Period,
  type ReadingFigures,
  type Scope,
  type ScopeLevel,
  type TestSlot,
} from '../district';
import type { DemoAccount } from '../accounts';
import { demoHandler, problem } from '../define-handler';
import { requestPeriod, requestScope } from '../request-scope';

/**
 * The reading platform calls under /services/staticreadingdata/api/ (reading/, rank/, teaching/,
 * campusContrast/, arrival/), answered from the synthetic city. Also the shared helpers of the activity and
 * verify handlers (scope resolution, paging, assessment shapes).
 */

// ---------------------------------------------------------------- shared helpers

interface ScopeInfo {
  level: ScopeLevel;
  name: string;
}

export interface Resolved {
  scope: Scope;
  period: Period;
  info: ScopeInfo;
  /** Schools in scope (1 for a school or campus). */
  schools: number;
}

/** Scope and period of a request, as requestScope / requestPeriod give them, with the scope's name. */
export function resolve(account: DemoAccount, raw: Record<string, unknown>): Resolved {
  const scope = requestScope(account, raw);
  const rs = resolveScope(scope);
  return { scope, period: requestPeriod(raw), info: { level: rs.level, name: rs.name }, schools: rs.parts.length };
}

/** The level below a scope: the city's districts, a district's schools, a school's (campus's) grades. */
export function childLevel(level: ScopeLevel): 'region' | 'school' | 'grade' {
  return level === 'city' ? 'region' : level === 'district' ? 'school' : 'grade';
}

const DEFAULT_PAGE_SIZE = 20;

/** One page (0-based) of a list (or of anything that slices like one: a ranking's rows built when asked for). */
export function paginate<T>(
  rows: { readonly length: number; slice(start?: number, end?: number): T[] },
  page = 0,
  size = DEFAULT_PAGE_SIZE,
): { total: number; page: number; size: number; rows: T[] } {
  return { total: rows.length, page, size, rows: rows.slice(page * size, page * size + size) };
}

export function testOut(t: TestSlot): z.output<typeof testInfo> {
  return { testId: t.testId, semesterId: t.semesterId, yearId: t.yearId, kind: t.kind, name: t.name, date: t.date };
}

/** Bands with their score range (min/max inclusive): 优秀 85–100, 良好 70–84, 合格 60–69, 待提高 0–59. */
export function bandsOut(bands: readonly BandCount[]) {
  return bands.map((b) => {
    const i = SCORE_BANDS.findIndex((s) => s.key === b.key);
    const min = SCORE_BANDS[i]?.min ?? 0;
    const max = i > 0 ? (SCORE_BANDS[i - 1]?.min ?? 101) - 1 : 100;
    return { key: b.key, name: b.name, min, max, count: b.count, share: b.share };
  });
}

export function dimensionsOut(dims: readonly DimensionScore[]) {
  return dims.map((d, i) => ({
    key: ABILITY_DIMENSION_KEYS[i],
    name: d.name,
    score: d.score,
  }));
}

/** The reading figures of the contract, from the generator's figures. */
export function readingOut(f: ReadingFigures): z.output<typeof readingFigures> {
  return {
    students: f.students,
    participants: f.participants,
    participationRate: f.participationRate,
    activeReaders: f.activeReaders,
    activeRate: f.activeRate,
    booksRead: f.booksRead,
    booksPerStudent: f.booksPerStudent,
    wordsRead: f.wordsRead,
    minutes: f.minutes,
    quizzes: f.quizzes,
    questions: f.questions,
    correct: f.correct,
    accuracy: f.accuracy,
    expressions: f.expressions,
    interactions: f.interactions,
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

function campusName(campusId: number | null): string | null {
  return campusId === null ? null : (findCampus(campusId)?.name ?? null);
}

// ---------------------------------------------------------------- user info

const ROLE_NAMES: Record<string, string> = {
  admin: '系统管理员',
  zone: '区域管理员',
  city: '市级管理员',
};

function userInfoOf(account: DemoAccount, period: Period): Data<typeof userInfo> {
  const base = {
    kind: 'account' as const,
    login: account.login,
    name: account.profile.userName ?? account.login,
    districtName: null,
    libraryId: null,
    schoolName: null,
    campusId: null,
    campusName: null,
    grade: null,
    gradeName: null,
    classId: null,
    className: null,
    subject: null,
    classes: [],
    cardNo: null,
    reading: null,
  };
  const home = account.home;
  if ('cityWide' in home) {
    return { ...base, id: account.profile.organizationId ?? 0, userType: 'CITY', roleName: ROLE_NAMES.city };
  }
  if ('districtId' in home) {
    return {
      ...base,
      id: home.districtId,
      userType: 'DISTRICT',
      roleName: ROLE_NAMES[account.login] ?? ROLE_NAMES.zone,
      districtName: findDistrict(home.districtId)?.name ?? null,
    };
  }
  const school = findSchool(home.libraryId);
  const campus = findCampus(home.campusId);
  const common = {
    ...base,
    districtName: school?.districtName ?? null,
    libraryId: home.libraryId,
    schoolName: school?.name ?? null,
    campusId: home.campusId,
    campusName: campus?.name ?? null,
  };
  // The teacher as they were in the period's school year: that year's classes (a class moves up a grade each year).
  const yearId = periodYearId(period);
  const teacher = findTeacher(DEMO_TEACHER_ID, yearId) ?? findTeacher(DEMO_TEACHER_ID);
  if ((account.profile.authorities ?? []).includes(ROLES.teacher) && teacher && teacher.libraryId === home.libraryId) {
    const head = teacher.headOfClassId !== undefined ? findClass(teacher.headOfClassId, teacher.yearId) : undefined;
    const row = readingRanking({ libraryId: home.libraryId }, period, 'teacher', 'overall').find((r) => r.id === teacher.teacherId);
    return {
      ...common,
      id: teacher.teacherId,
      name: teacher.name,
      userType: 'TEACHER',
      roleName: '教师',
      campusId: teacher.campusId,
      campusName: findCampus(teacher.campusId)?.name ?? null,
      grade: head?.grade ?? null,
      gradeName: head?.gradeName ?? null,
      classId: head?.classId ?? null,
      className: head?.name ?? null,
      subject: teacher.subject,
      classes: teacher.classIds.map((classId) => ({ classId, className: findClass(classId, teacher.yearId)?.name ?? '' })),
      reading: row ? { ...readingOut(row), loans: row.loans, score: row.score } : null,
    };
  }
  return { ...common, id: school?.organizationId ?? home.libraryId, userType: 'SCHOOL', roleName: '学校管理员' };
}

// ---------------------------------------------------------------- assessment history

function pointOut(p: AssessmentPoint) {
  return {
    test: testOut(p.test),
    grade: p.grade ?? null,
    gradeName: p.gradeName ?? null,
    students: p.students,
    tested: p.tested,
    participationRate: p.participationRate,
    averageScore: p.averageScore,
    bands: bandsOut(p.bands),
    dimensions: dimensionsOut(p.dimensions),
  };
}

/** The grades of a scope, ascending. */
function scopeGrades(scope: Scope): number[] {
  const grades = new Set<number>();
  for (const p of resolveScope(scope).parts) for (const row of p.classRows) grades.add(row.grade);
  return [...grades].sort((a, b) => a - b);
}

/** The highest grade of a scope: the cohort with the longest history there. */
function highestGrade(scope: Scope): number | undefined {
  return scopeGrades(scope).at(-1);
}

/** The classes (sections) of a grade in a scope in a school year, by section: what a cohort of that grade may be narrowed to. */
function cohortSections(scope: Scope, grade: number, yearId: number): { section: number; className: string }[] {
  const bySection = new Map<number, string>();
  for (const p of resolveScope(scope, { yearId }).parts)
    for (const row of p.classRows)
      if (row.grade === grade && row.cls && !bySection.has(row.cls.section)) bySection.set(row.cls.section, row.cls.name);
  return [...bySection.entries()].sort((a, b) => a[0] - b[0]).map(([sec, className]) => ({ section: sec, className }));
}

/**
 * Student-by-student growth of a cohort from one of its tests to a later one (default its first and last; a
 * pair given the wrong way round is swapped; an id that is not one of the cohort's tests falls back to the default).
 */
function growthOut(
  scope: Scope,
  cohort: { grade: number; yearId: number; section?: number },
  points: readonly AssessmentPoint[],
  fromTestId: number | undefined,
  toTestId: number | undefined,
) {
  if (points.length < 2) return null;
  const find = (id: number | undefined) => (id === undefined ? undefined : points.find((p) => p.test.testId === id)?.test);
  let from = find(fromTestId) ?? points[0].test;
  let to = find(toTestId) ?? points[points.length - 1].test;
  if (from.testId === to.testId) return null;
  if (from.testId > to.testId) [from, to] = [to, from];
  const students = cohortGrowth(scope, cohort, from, to);
  const count = (t: string) => students.filter((x) => x.trend === t).length;
  const changes = students.flatMap((x) => (x.change === null ? [] : [x.change]));
  return {
    from: testOut(from),
    to: testOut(to),
    stableMargin: STABLE_MARGIN,
    followed: students.length,
    compared: changes.length,
    improved: count('improved'),
    stable: count('stable'),
    declined: count('declined'),
    absent: count('absent'),
    averageChange: changes.length > 0 ? Math.round((changes.reduce((a, b) => a + b, 0) / changes.length) * 10) / 10 : 0,
    students,
  };
}

const ARRIVAL_NOTE = '到馆数据仅覆盖接入闸机的试点校区（校区 33、7595）';

// ---------------------------------------------------------------- handlers

export const readingHandlers = [
  demoHandler(userInfo, (input, { account, raw }) => {
    const period = requestPeriod(raw);
    if (input.studentId === undefined) return userInfoOf(account, period);
    // The student in the period's school year: that year's class (a student who was not at school then is not found).
    const yearId = periodYearId(period);
    const student = findStudent(input.studentId, yearId);
    const cls = student ? findClass(student.classId, yearId) : undefined;
    // Visible only inside the account's own scope (school accounts: their school; zone: the district; city: all).
    const visible = cls
      ? resolveScope(requestScope(account, { libraryId: cls.libraryId })).parts.some((p) => p.school.libraryId === cls.libraryId)
      : false;
    if (!student || !cls || !visible) return problem(404, 'Not Found', `未找到学生 ${input.studentId}`);
    const school = findSchool(cls.libraryId);
    const row = readingRanking({ libraryId: cls.libraryId }, period, 'student', 'overall', { grade: cls.grade, classId: cls.classId }).find(
      (x) => x.id === student.studentId,
    );
    const out: Data<typeof userInfo> = {
      kind: 'student',
      id: student.studentId,
      login: null,
      name: student.name,
      userType: 'STUDENT',
      roleName: '学生',
      districtName: school?.districtName ?? null,
      libraryId: cls.libraryId,
      schoolName: school?.name ?? null,
      campusId: cls.campusId,
      campusName: campusName(cls.campusId),
      grade: cls.grade,
      gradeName: cls.gradeName,
      classId: cls.classId,
      className: cls.name,
      subject: null,
      classes: [{ classId: cls.classId, className: cls.name }],
      cardNo: student.cardNo,
      reading: row ? { ...readingOut(row), loans: row.loans, score: row.score } : null,
    };
    return out;
  }),

  demoHandler(readingOverview, (_input, { account, raw }) => {
    const r = resolve(account, raw);
    const f = readingSummary(r.scope, r.period);
    return {
      scope: r.info,
      ...readingOut(f),
      minutesPerStudent: round2(ratio(f.minutes, f.students)),
      wordsPerStudent: round2(ratio(f.wordsRead, f.students)),
    };
  }),

  demoHandler(readingTrend, (_input, { account, raw }) => {
    const r = resolve(account, raw);
    return {
      scope: r.info,
      rows: readingByMonth(r.scope, r.period).map((m) => ({
        month: m.month,
        label: m.label,
        students: m.students,
        participants: m.participants,
        participationRate: m.participationRate,
        activeReaders: m.activeReaders,
        activeRate: m.activeRate,
        booksRead: m.booksRead,
        wordsRead: m.wordsRead,
        minutes: m.minutes,
        quizzes: m.quizzes,
        correct: m.correct,
        accuracy: m.accuracy,
        expressions: m.expressions,
        interactions: m.interactions,
      })),
    };
  }),

  demoHandler(readingByGrade, (_input, { account, raw }) => {
    const r = resolve(account, raw);
    return {
      scope: r.info,
      rows: gradeRows(r.scope, r.period).map((g) => ({
        grade: g.grade,
        gradeName: g.gradeName,
        ...readingOut(g),
        wordsPerStudent: round2(ratio(g.wordsRead, g.students)),
        minutesPerStudent: round2(ratio(g.minutes, g.students)),
      })),
    };
  }),

  demoHandler(expressionTypes, (_input, { account, raw }) => {
    const r = resolve(account, raw);
    const types = expressionByType(r.scope, r.period);
    return {
      scope: r.info,
      total: types.reduce((a, t) => a + t.count, 0),
      types: types.map((t) => ({ type: t.type, count: t.count, share: t.share })),
      byGrade: gradeRows(r.scope, r.period).map((g) => ({
        grade: g.grade,
        gradeName: g.gradeName,
        total: g.expressions,
        counts: [g.notes, g.reviews, g.readAloud, g.drawings],
      })),
    };
  }),

  demoHandler(interactionTypes, (_input, { account, raw }) => {
    const r = resolve(account, raw);
    const types = interactionByType(r.scope, r.period);
    return {
      scope: r.info,
      total: types.reduce((a, t) => a + t.count, 0),
      types: types.map((t) => ({ type: t.type, count: t.count, share: t.share })),
      byGrade: gradeRows(r.scope, r.period).map((g) => ({
        grade: g.grade,
        gradeName: g.gradeName,
        total: g.interactions,
        counts: [g.likes, g.comments, g.shares],
      })),
    };
  }),

  demoHandler(monthlyParticipation, (input, { account, raw }) => {
    const r = resolve(account, raw);
    const level = input.level ?? childLevel(r.info.level);
    const totals = new Map(readingRanking(r.scope, r.period, level, 'participationRate', { grade: input.grade }).map((x) => [x.id, x]));
    const series = participationSeries(r.scope, r.period, level, { grade: input.grade })
      .map((s) => {
        const t = totals.get(s.id);
        return {
          id: s.id,
          name: s.name,
          students: t?.students ?? 0,
          participants: t?.participants ?? 0,
          participationRate: t?.participationRate ?? 0,
          months: s.months,
        };
      })
      .sort((a, b) => b.participationRate - a.participationRate || a.id - b.id);
    return {
      scope: r.info,
      level,
      months: periodMonths(r.period).map(monthKey),
      series: input.limit ? series.slice(0, input.limit) : series,
    };
  }),

  demoHandler(teachingData, (_input, { account, raw }) => {
    const r = resolve(account, raw);
    const t = teaching(r.scope, r.period);
    return {
      scope: r.info,
      teachers: t.teachers,
      activeTeachers: t.activeTeachers,
      tasks: t.tasks,
      recommendations: t.recommendations,
      classesCovered: t.classesCovered,
      classTasks: t.classTasks,
      targets: t.targets,
      completed: t.completed,
      completionRate: t.completionRate,
      tasksPerTeacher: t.tasksPerTeacher,
      byMonth: t.byMonth.map((m) => ({
        month: m.month,
        label: m.label,
        tasks: m.tasks,
        recommendations: m.recommendations,
        activeTeachers: m.activeTeachers,
        completionRate: m.completionRate,
      })),
      bySubject: t.bySubject.map((s) => ({
        subject: s.subject,
        teachers: s.teachers,
        activeTeachers: s.activeTeachers,
        tasks: s.tasks,
        recommendations: s.recommendations,
        completionRate: s.completionRate,
      })),
      byGrade: t.byGrade.map((g) => ({
        grade: g.grade,
        gradeName: g.gradeName,
        classes: g.classes,
        teachers: g.teachers,
        tasks: g.tasks,
        recommendations: g.recommendations,
        completionRate: g.completionRate,
      })),
    };
  }),

  demoHandler(campusContrast, (_input, { account, raw }) => {
    // The comparison is over the school's campuses: a selected campus is highlighted, not a filter.
    const r = resolve(account, { ...raw, campusId: undefined });
    const selected = typeof raw.campusId === 'number' ? findCampus(raw.campusId) : undefined;
    const inScope = selected ? resolveScope(r.scope).parts.some((p) => p.school.libraryId === selected.libraryId) : false;
    const order = (libraryId: number, campusId: number) => findSchool(libraryId)?.campuses.findIndex((c) => c.campusId === campusId) ?? 0;
    const rows = readingRanking(r.scope, r.period, 'campus', 'overall')
      .sort((a, b) => (a.libraryId ?? 0) - (b.libraryId ?? 0) || order(a.libraryId ?? 0, a.id) - order(b.libraryId ?? 0, b.id))
      .map((c) => ({
        campusId: c.id,
        name: c.name,
        libraryId: c.libraryId ?? 0,
        schoolName: c.libraryName ?? '',
        ...readingOut(c),
        loans: c.loans,
        loansPerStudent: c.loansPerStudent,
        volumes: c.volumes,
        volumesPerStudent: c.volumesPerStudent,
        score: c.score,
      }));
    return { scope: r.info, selectedCampusId: selected && inScope ? selected.campusId : null, rows };
  }),

  demoHandler(arrivalData, (input, { account, raw }) => {
    const r = resolve(account, raw);
    const a = arrivals(r.scope, r.period, { date: input.date });
    const reason = !a.available
      ? `${r.info.name || '当前范围'}没有到馆数据：${ARRIVAL_NOTE}`
      : a.total === 0
        ? input.date
          ? `${input.date} 没有到馆记录（非在校日或无数据）`
          : '所选时段没有到馆记录'
        : null;
    return {
      scope: r.info,
      available: a.available,
      reason,
      campuses: a.campuses.map((c) => ({ campusId: c.campusId, name: c.name, libraryId: c.libraryId, schoolName: c.libraryName })),
      total: a.total,
      days: a.days,
      averagePerDay: a.averagePerDay,
      peakHour: a.peakHour,
      byDate: a.byDate,
      byHour: a.byHour,
      byGrade: a.byGrade,
      byWeekday: a.byWeekday,
      byMonth: a.byMonth,
      students: a.students,
      visitsPerStudent: a.visitsPerStudent,
      byWeekdayHour: a.byWeekdayHour,
      byCampus: a.byCampus.map((c) => ({
        campusId: c.campusId,
        name: c.name,
        schoolName: c.libraryName,
        students: c.students,
        visits: c.visits,
        days: c.days,
        averagePerDay: c.averagePerDay,
        visitsPerStudent: c.visitsPerStudent,
        peakHour: c.peakHour,
      })),
      latestDay: a.latestDay,
    };
  }),

  demoHandler(assessmentHistory, (input, { account, raw }) => {
    const r = resolve(account, raw);
    return {
      scope: r.info,
      grade: input.grade ?? null,
      classId: input.classId ?? null,
      grades: scopeGrades(r.scope).map((g) => ({ grade: g, gradeName: gradeName(g) })),
      points: historyPoints(r.scope, { grade: input.grade, classId: input.classId }).map(pointOut),
    };
  }),

  demoHandler(cohortTracking, (input, { account, raw }) => {
    const r = resolve(account, raw);
    const cls = input.classId !== undefined ? findClass(input.classId) : undefined;
    // A class is followed from its grade and section in its latest year (this year, unless it has left); otherwise
    // the given grade (default: the scope's highest grade, the cohort with the longest history) in the given year.
    const yearId = cls ? cls.yearId : (input.yearId ?? CURRENT_YEAR_ID);
    const grade = cls?.grade ?? input.grade ?? highestGrade(r.scope);
    const section = cls?.section ?? input.section;
    const cohort = grade === undefined ? [] : cohortPoints(r.scope, { grade, yearId, section });
    return {
      scope: r.info,
      yearId,
      grade: grade ?? null,
      gradeName: grade !== undefined ? gradeName(grade) : null,
      section: section ?? null,
      sections: grade === undefined ? [] : cohortSections(r.scope, grade, yearId),
      points: cohort.map(pointOut),
      growth: grade === undefined ? null : growthOut(r.scope, { grade, yearId, section }, cohort, input.fromTestId, input.toTestId),
    };
  }),
];
