import type { z } from 'zod';
import {
  ABILITY_DIMENSION_KEYS,
  ABILITY_DIMENSION_NAMES,
  categoryBalance,
  gradeReadWords,
  powerDimension,
  verifyBooks,
  verifyInput,
  verifyTotal,
} from '@/api/contract/verify';
import {
  CATEGORIES,
  RECOMMENDED_PROFILE,
  assessment,
  categoryBalance as balanceOfScope,
  classStudents,
  scoreDistribution,
  SCORE_BANDS,
  findClass,
  findSchool,
  gradeName,
  periodMonths,
  periodYearId,
  readingByGrade,
  readingRanking,
  readingSummary,
  resolveScope,
  topBooks,
  type AssessmentFigures,
  type AssessmentReport,
  type CategoryBalance,
  type Period,
  type ReadingFigures,
  type Scope,
  type StudentResult,
} from '../district';
import { addCategoryLoans } from '../district/figures';
import type { DemoAccount } from '../accounts';
import { demoHandler } from '../define-handler';
import { bandsOut, dimensionsOut, resolve, testOut, type Resolved } from './reading';

/**
 * The assessment calls (verify/*): one report per request, from the generator's `assessment(scope, period,
 * { testId, grade, classId })`. Reading figures that go with a test (books, words, category balance) cover the
 * test's semester.
 */

type VerifyInput = z.output<typeof verifyInput>;

interface Report {
  r: Resolved;
  rep: AssessmentReport;
  header: {
    scope: Resolved['info'];
    test: ReturnType<typeof testOut> | null;
    tests: ReturnType<typeof testOut>[];
    reportLevel: 'school' | 'grade' | 'class';
    grade: number | null;
    gradeName: string | null;
    classId: number | null;
    className: string | null;
  };
  groupBy: 'school' | 'grade' | 'class' | null;
  /** The semester the test's reading figures cover (the request's period when there is no test). */
  semesterPeriod: Period;
  /** The grade of the filter (a class's grade for a class report). */
  grade: number | undefined;
}

function report(account: DemoAccount, raw: Record<string, unknown>, input: VerifyInput): Report {
  const r = resolve(account, raw);
  const rep = assessment(r.scope, r.period, { testId: input.testId, grade: input.grade, classId: input.classId });
  // The class as it was in the test's school year (a class moves up a grade each year).
  const cls = input.classId !== undefined ? findClass(input.classId, rep.test?.yearId ?? periodYearId(r.period)) : undefined;
  const grade = cls?.grade ?? input.grade;
  const reportLevel = input.classId !== undefined ? 'class' : input.grade !== undefined ? 'grade' : 'school';
  const groupBy = reportLevel === 'class' ? null : r.schools > 1 ? 'school' : reportLevel === 'grade' ? 'class' : 'grade';
  return {
    r,
    rep,
    header: {
      scope: r.info,
      test: rep.test ? testOut(rep.test) : null,
      tests: rep.tests.map(testOut),
      reportLevel,
      grade: grade ?? null,
      gradeName: grade !== undefined ? gradeName(grade) : null,
      classId: input.classId ?? null,
      className: cls?.name ?? null,
    },
    groupBy,
    semesterPeriod: rep.test ? { yearId: rep.test.yearId, semesterId: rep.test.semesterId } : r.period,
    grade,
  };
}

function figuresOut(f: AssessmentFigures) {
  return { students: f.students, tested: f.tested, participationRate: f.participationRate, averageScore: f.averageScore };
}

/** The rows of a report by its grouping: schools, grades or classes (id, name, figures). */
function groupsOf(rep: AssessmentReport, groupBy: Report['groupBy']): (AssessmentFigures & { id: number; name: string })[] {
  if (groupBy === 'school') return rep.bySchool.map((s) => ({ ...s, id: s.libraryId, name: s.libraryName }));
  if (groupBy === 'grade') return rep.byGrade.map((g) => ({ ...g, id: g.grade, name: g.gradeName }));
  if (groupBy === 'class') return rep.byClass.map((c) => ({ ...c, id: c.classId, name: c.className }));
  return [];
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10000) / 10000;
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

/** Balance of counts per 中图法 class against the recommended profile (as the generator computes it). */
function balanceOf(counts: readonly number[]): CategoryBalance {
  const total = counts.reduce((a, b) => a + b, 0);
  let dist = 0;
  const rows = CATEGORIES.map((cat, c) => {
    const n = counts[c] ?? 0;
    const rec = RECOMMENDED_PROFILE[c] ?? 0;
    const share = round4(ratio(n, total));
    dist += Math.abs(ratio(n, total) - rec);
    return { code: cat.code, name: cat.name, count: n, share, recommendedShare: round4(rec), deviation: round4(share - round4(rec)) };
  });
  return { source: 'loans', rows, balanceIndex: total > 0 ? Math.round((1 - dist / 2) * 1000) / 10 : 0 };
}

/** What one class borrowed per category in a period (the generator's balance stops at grade level). */
function classBalance(scope: Scope, period: Period, classId: number): CategoryBalance {
  const months = periodMonths(period);
  const counts = new Array<number>(CATEGORIES.length).fill(0);
  for (const part of resolveScope(scope, period).parts)
    for (const row of part.classRows) if (row.classId === classId) addCategoryLoans(counts, part.data, row, months);
  return balanceOf(counts);
}

function balanceOut(b: CategoryBalance) {
  return {
    balanceIndex: b.balanceIndex,
    rows: b.rows.map((x) => ({
      code: x.code,
      name: x.name,
      count: x.count,
      share: x.share,
      recommendedShare: x.recommendedShare,
      deviation: x.deviation,
    })),
  };
}

/** Reading figures of the filter's students in the test's semester. */
function readingOfFilter(rp: Report, classId: number | undefined): ReadingFigures | undefined {
  const { r, semesterPeriod, grade } = rp;
  if (classId !== undefined)
    return readingRanking(r.scope, semesterPeriod, 'class', 'participation', { grade }).find((c) => c.id === classId);
  if (grade !== undefined) return readingByGrade(r.scope, semesterPeriod).find((g) => g.grade === grade);
  return readingSummary(r.scope, semesterPeriod);
}

/** Reading figures per group (school / grade / class) in the test's semester, keyed by the group id. */
function readingOfGroups(rp: Report): Map<number, ReadingFigures> {
  const { r, semesterPeriod, grade, groupBy } = rp;
  if (groupBy === 'school') {
    const out = new Map<number, ReadingFigures>();
    for (const part of resolveScope(r.scope).parts) {
      const id = part.school.libraryId;
      const f =
        grade !== undefined
          ? readingByGrade({ libraryId: id }, semesterPeriod).find((g) => g.grade === grade)
          : readingSummary({ libraryId: id }, semesterPeriod);
      if (f) out.set(id, f);
    }
    return out;
  }
  if (groupBy === 'grade') return new Map(readingByGrade(r.scope, semesterPeriod).map((g) => [g.grade, g]));
  if (groupBy === 'class')
    return new Map(readingRanking(r.scope, semesterPeriod, 'class', 'participation', { grade }).map((c) => [c.id, c]));
  return new Map();
}

type ReferenceLevel = 'grade' | 'campus' | 'library' | 'district' | 'city';

/** The radar's comparison: a class → its grade; a grade → the scope; a campus → its school; a school → its district; a district → the city. */
function referenceOf(rp: Report, input: VerifyInput): { name: string; level: ReferenceLevel; figures: AssessmentFigures } | null {
  const { r, rep } = rp;
  if (!rep.test) return null;
  const testId = rep.test.testId;
  const cls = input.classId !== undefined ? findClass(input.classId, rep.test.yearId) : undefined;
  if (cls) {
    const school = findSchool(cls.libraryId);
    return {
      name: r.schools > 1 ? `${school?.name ?? ''}${cls.gradeName}` : cls.gradeName,
      level: 'grade',
      figures: assessment({ libraryId: cls.libraryId }, r.period, { testId, grade: cls.grade }),
    };
  }
  if (input.grade !== undefined) return { name: r.info.name, level: r.info.level, figures: assessment(r.scope, r.period, { testId }) };
  let scope: Scope | null = null;
  let level: ReferenceLevel = 'city';
  if (r.info.level === 'campus' && r.scope.libraryId !== undefined) {
    scope = { libraryId: r.scope.libraryId };
    level = 'library';
  } else if (r.info.level === 'library' && r.scope.libraryId !== undefined) {
    const districtId = findSchool(r.scope.libraryId)?.districtId;
    scope = districtId !== undefined ? { districtId } : null;
    level = 'district';
  } else if (r.info.level === 'district') scope = { cityWide: true };
  if (!scope) return null;
  return { name: resolveScope(scope).name, level, figures: assessment(scope, r.period, { testId }) };
}

/** A class report's students: every seat, with the score, band, rank and dimensions of those tested. */
function studentScoresOut(students: readonly StudentResult[]) {
  return students.map((s) => ({
    studentId: s.studentId,
    name: s.name,
    seat: s.seat,
    tested: s.tested,
    score: s.score,
    band: s.band === null ? null : SCORE_BANDS[s.band].key,
    rank: s.rank,
    dimensions: (s.dims ?? []).map((score, i) => ({ key: ABILITY_DIMENSION_KEYS[i], name: ABILITY_DIMENSION_NAMES[i], score })),
  }));
}

export const verifyHandlers = [
  demoHandler(verifyTotal, (input, { account, raw }) => {
    const rp = report(account, raw, input);
    return {
      ...rp.header,
      ...figuresOut(rp.rep),
      bands: bandsOut(rp.rep.bands),
      groupBy: rp.groupBy,
      groups: groupsOf(rp.rep, rp.groupBy).map((g) => ({ id: g.id, name: g.name, ...figuresOut(g), bands: bandsOut(g.bands) })),
      distribution: scoreDistribution(rp.r.scope, rp.rep.test, { grade: input.grade, classId: input.classId }),
      studentScores: input.classId !== undefined ? studentScoresOut(classStudents(rp.r.scope, input.classId, rp.rep.test)) : [],
    };
  }),

  demoHandler(verifyBooks, (input, { account, raw }) => {
    const rp = report(account, raw, input);
    const f = readingOfFilter(rp, input.classId);
    const reading = readingOfGroups(rp);
    return {
      ...rp.header,
      semesterId: rp.rep.test?.semesterId ?? null,
      students: f?.students ?? 0,
      participants: f?.participants ?? 0,
      participationRate: f?.participationRate ?? 0,
      booksRead: f?.booksRead ?? 0,
      booksPerStudent: f?.booksPerStudent ?? 0,
      wordsRead: f?.wordsRead ?? 0,
      quizzes: f?.quizzes ?? 0,
      accuracy: f?.accuracy ?? 0,
      groupBy: rp.groupBy,
      groups: groupsOf(rp.rep, rp.groupBy).map((g) => {
        const x = reading.get(g.id);
        return {
          id: g.id,
          name: g.name,
          students: x?.students ?? g.students,
          booksRead: x?.booksRead ?? 0,
          booksPerStudent: x?.booksPerStudent ?? 0,
          wordsRead: x?.wordsRead ?? 0,
          tested: g.tested,
          averageScore: g.tested > 0 ? g.averageScore : null,
        };
      }),
      topBooks: topBooks(rp.r.scope, rp.semesterPeriod, { grade: rp.grade, includeTeachers: false, limit: 10 }).map((b) => ({
        rank: b.rank,
        bookId: b.bookId,
        title: b.title,
        author: b.author,
        category: b.category,
        categoryName: b.categoryName,
        loans: b.loans,
      })),
    };
  }),

  demoHandler(gradeReadWords, (input, { account, raw }) => {
    const rp = report(account, raw, input);
    const scores = new Map(rp.rep.byGrade.map((g) => [g.grade, g]));
    return {
      ...rp.header,
      semesterId: rp.rep.test?.semesterId ?? null,
      rows: rp.rep.wordsByGrade.map((w) => {
        const s = scores.get(w.grade);
        return {
          grade: w.grade,
          gradeName: w.gradeName,
          students: w.students,
          wordsRead: w.wordsRead,
          wordsPerStudent: round2(w.wordsPerStudent),
          tested: s?.tested ?? 0,
          averageScore: s && s.tested > 0 ? s.averageScore : null,
        };
      }),
    };
  }),

  demoHandler(categoryBalance, (input, { account, raw }) => {
    const rp = report(account, raw, input);
    const reading = input.classId !== undefined ? classBalance(rp.r.scope, rp.semesterPeriod, input.classId) : rp.rep.categoryBalance;
    return {
      ...rp.header,
      semesterId: rp.rep.test?.semesterId ?? null,
      reading: balanceOut(reading),
      holdings: balanceOut(balanceOfScope(rp.r.scope, rp.r.period, 'holdings')),
    };
  }),

  demoHandler(powerDimension, (input, { account, raw }) => {
    const rp = report(account, raw, input);
    const ref = referenceOf(rp, input);
    return {
      ...rp.header,
      tested: rp.rep.tested,
      averageScore: rp.rep.averageScore,
      dimensions: dimensionsOut(rp.rep.dimensions),
      reference: ref
        ? { name: ref.name, level: ref.level, tested: ref.figures.tested, dimensions: dimensionsOut(ref.figures.dimensions) }
        : null,
      groupBy: rp.groupBy,
      groups: groupsOf(rp.rep, rp.groupBy).map((g) => ({
        id: g.id,
        name: g.name,
        tested: g.tested,
        averageScore: g.averageScore,
        dimensions: dimensionsOut(g.dimensions),
      })),
    };
  }),
];
