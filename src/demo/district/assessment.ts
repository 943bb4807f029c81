/**
 * Reading-literacy assessments (阅读测评). Tests are city-wide windows (a midterm and a final
 * per semester); every school sits the finals and some midterms. Figures are stored per
 * class × test and summed (score averages weighted by students tested).
 */
import { CURRENT_YEAR_ID, semesterIdOfMonth, yearIdIndex } from './calendar';
import { gradeName } from './city';
import { categoryBalance, type CategoryBalance } from './circulation';
import { addRow, emptyTotals, ratio, round2, round4 } from './figures';
import { periodMonths, resolveScope, type Period, type ResolvedScope, type Scope, type ScopePart } from './scope';
import { ABILITY_DIMENSIONS, N_TEST_SLOTS, SCORE_BANDS, TEST_SLOTS, ensureAssessment, type ReaderRow, type TestSlot } from './school-data';

export interface BandCount {
  key: 'excellent' | 'good' | 'pass' | 'improve';
  /** 优秀 (≥85), 良好 (70–84), 合格 (60–69), 待提高 (<60). */
  name: string;
  count: number;
  /** count / tested, 0..1. */
  share: number;
}

export interface DimensionScore {
  name: (typeof ABILITY_DIMENSIONS)[number];
  /** Average score 0..100. */
  score: number;
}

export interface AssessmentFigures {
  /** Enrolled students of the classes considered. */
  students: number;
  tested: number;
  /** tested / students, 0..1. */
  participationRate: number;
  /** Average score 0..100 (one decimal). */
  averageScore: number;
  bands: BandCount[];
  dimensions: DimensionScore[];
}

interface Acc {
  students: number;
  tested: number;
  score: number;
  bands: number[];
  dims: number[];
}

const emptyAcc = (): Acc => ({ students: 0, tested: 0, score: 0, bands: [0, 0, 0, 0], dims: [0, 0, 0, 0, 0] });

function addClass(acc: Acc, part: ScopePart, row: ReaderRow, slot: number): void {
  const d = part.data;
  const k = row.index * N_TEST_SLOTS + slot;
  acc.students += row.size;
  acc.tested += d.aTested[k];
  acc.score += d.aScoreSum[k];
  for (let b = 0; b < 4; b++) acc.bands[b] = acc.bands[b] + d.aBands[k * 4 + b];
  for (let x = 0; x < 5; x++) acc.dims[x] = acc.dims[x] + d.aDimSum[k * 5 + x];
}

function figuresOfAcc(acc: Acc): AssessmentFigures {
  return {
    students: acc.students,
    tested: acc.tested,
    participationRate: round4(ratio(acc.tested, acc.students)),
    averageScore: Math.round(ratio(acc.score, acc.tested) * 10) / 10,
    bands: SCORE_BANDS.map((b, i) => ({ key: b.key, name: b.name, count: acc.bands[i], share: round4(ratio(acc.bands[i], acc.tested)) })),
    dimensions: ABILITY_DIMENSIONS.map((name, i) => ({ name, score: Math.round(ratio(acc.dims[i], acc.tested) * 10) / 10 })),
  };
}

export interface AssessmentFilter {
  /** A test id (see TEST_SLOTS); default the latest test with data in the period. */
  testId?: number;
  grade?: number;
  classId?: number;
}

function rowsOf(rs: ResolvedScope, f: { grade?: number; classId?: number }): { part: ScopePart; row: ReaderRow }[] {
  const out: { part: ScopePart; row: ReaderRow }[] = [];
  for (const part of rs.parts) {
    ensureAssessment(part.data);
    for (const row of part.classRows) {
      if (f.grade !== undefined && row.grade !== f.grade) continue;
      if (f.classId !== undefined && row.classId !== f.classId) continue;
      out.push({ part, row });
    }
  }
  return out;
}

function hasData(rows: { part: ScopePart; row: ReaderRow }[], slot: number): boolean {
  return rows.some(({ part, row }) => part.data.aTested[row.index * N_TEST_SLOTS + slot] > 0);
}

/** The rows of the filter in the scope in a test's school year (the classes who sat it). */
function rowsAtTest(scope: Scope, test: TestSlot, f: { grade?: number; classId?: number }): { part: ScopePart; row: ReaderRow }[] {
  return rowsOf(resolveScope(scope, { yearId: test.yearId }), f);
}

/** Tests of the period (its semesters) that someone in scope sat, oldest first. */
function assessmentTests(scope: Scope, period: Period, f: { grade?: number; classId?: number } = {}): TestSlot[] {
  const semesters = new Set(
    periodMonths(period)
      .map(semesterIdOfMonth)
      .filter((s) => s > 0),
  );
  const rows = rowsOf(resolveScope(scope, period), f);
  return TEST_SLOTS.filter((t) => semesters.has(t.semesterId) && hasData(rows, t.slot));
}

interface AssessmentGroupRow extends AssessmentFigures {
  grade: number;
  gradeName: string;
}

interface AssessmentClassRow extends AssessmentFigures {
  classId: number;
  className: string;
  grade: number;
  gradeName: string;
  libraryId: number;
  libraryName: string;
}

interface AssessmentSchoolRow extends AssessmentFigures {
  libraryId: number;
  libraryName: string;
}

export interface AssessmentReport extends AssessmentFigures {
  /** The test reported (null if none in the period). */
  test: TestSlot | null;
  /** All tests in the period with data in scope. */
  tests: TestSlot[];
  byGrade: AssessmentGroupRow[];
  byClass: AssessmentClassRow[];
  bySchool: AssessmentSchoolRow[];
  /** Words read on the platform in the test's semester, per grade. */
  wordsByGrade: { grade: number; gradeName: string; students: number; wordsRead: number; wordsPerStudent: number }[];
  /** Category balance of what the students borrowed in the test's semester. */
  categoryBalance: CategoryBalance;
}

/**
 * The assessment report of a scope for one test: school report (no filter), grade report
 * (`grade`) or class report (`classId`). Grade rows sum (tested, bands) to the total; class rows
 * sum to their grade.
 */
export function assessment(scope: Scope, period: Period, filter: AssessmentFilter = {}): AssessmentReport {
  const tests = assessmentTests(scope, period, filter);
  const test =
    filter.testId !== undefined ? (TEST_SLOTS.find((t) => t.testId === filter.testId) ?? null) : (tests[tests.length - 1] ?? null);
  // The classes of the test's school year (the roll of that year), else of the period's.
  const rows = test ? rowsAtTest(scope, test, filter) : rowsOf(resolveScope(scope, period), filter);
  const total = emptyAcc();
  const byGradeAcc = new Map<number, Acc>();
  const bySchoolAcc = new Map<number, { name: string; acc: Acc }>();
  const byClass: AssessmentClassRow[] = [];
  if (test) {
    for (const { part, row } of rows) {
      addClass(total, part, row, test.slot);
      const g = byGradeAcc.get(row.grade) ?? emptyAcc();
      addClass(g, part, row, test.slot);
      byGradeAcc.set(row.grade, g);
      const s = bySchoolAcc.get(part.school.libraryId) ?? { name: part.school.name, acc: emptyAcc() };
      addClass(s.acc, part, row, test.slot);
      bySchoolAcc.set(part.school.libraryId, s);
      const c = emptyAcc();
      addClass(c, part, row, test.slot);
      byClass.push({
        classId: row.classId,
        className: row.cls?.name ?? '',
        grade: row.grade,
        gradeName: gradeName(row.grade),
        libraryId: part.school.libraryId,
        libraryName: part.school.name,
        ...figuresOfAcc(c),
      });
    }
  }
  const semesterPeriod: Period = test ? { yearId: test.yearId, semesterId: test.semesterId } : period;
  const months = periodMonths(semesterPeriod);
  const grades = [...new Set(rows.map((r) => r.row.grade))].sort((a, b) => a - b);
  const wordsByGrade = grades.map((g) => {
    const t = emptyTotals();
    for (const { part, row } of rows) if (row.grade === g) addRow(t, part.data, row, months);
    return {
      grade: g,
      gradeName: gradeName(g),
      students: t.students,
      wordsRead: t.wordsRead,
      wordsPerStudent: round2(ratio(t.wordsRead, t.students)),
    };
  });
  return {
    test,
    tests,
    ...figuresOfAcc(total),
    byGrade: [...byGradeAcc.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([g, acc]) => ({ grade: g, gradeName: gradeName(g), ...figuresOfAcc(acc) })),
    byClass,
    bySchool: [...bySchoolAcc.entries()].map(([libraryId, s]) => ({ libraryId, libraryName: s.name, ...figuresOfAcc(s.acc) })),
    wordsByGrade,
    categoryBalance: categoryBalance(scope, semesterPeriod, 'loans', filter.grade),
  };
}

export interface AssessmentPoint extends AssessmentFigures {
  test: TestSlot;
  /** Grade of the cohort at this test (cohort tracking only). */
  grade?: number;
  gradeName?: string;
}

/**
 * Every test with data in scope, oldest first (history data): each over the classes of its school year — a grade's
 * history is that grade in every year; a class's follows the class as it moves up.
 */
export function assessmentHistory(scope: Scope, filter: { grade?: number; classId?: number } = {}): AssessmentPoint[] {
  const out: AssessmentPoint[] = [];
  for (const test of TEST_SLOTS) {
    const rows = rowsAtTest(scope, test, filter);
    if (!hasData(rows, test.slot)) continue;
    const acc = emptyAcc();
    for (const { part, row } of rows) addClass(acc, part, row, test.slot);
    out.push({ test, ...figuresOfAcc(acc) });
  }
  return out;
}

/**
 * Tracks a cohort across tests (tracking data): the students who were in `grade` in school year
 * `yearId` (default the current year) are followed back and forward — one grade per year, the
 * same section when `section` is given (classes keep their section number as they move up).
 */
export function cohortTracking(scope: Scope, opts: { grade: number; yearId?: number; section?: number }): AssessmentPoint[] {
  const yearId = opts.yearId ?? CURRENT_YEAR_ID;
  const out: AssessmentPoint[] = [];
  for (const test of TEST_SLOTS) {
    const g = opts.grade + (yearIdIndex(test.yearId) - yearIdIndex(yearId));
    if (g < 1 || g > 12) continue;
    const rows = rowsAtTest(scope, test, { grade: g }).filter(({ row }) => opts.section === undefined || row.cls?.section === opts.section);
    if (!hasData(rows, test.slot)) continue;
    const acc = emptyAcc();
    for (const { part, row } of rows) addClass(acc, part, row, test.slot);
    out.push({ test, grade: g, gradeName: gradeName(g), ...figuresOfAcc(acc) });
  }
  return out;
}
