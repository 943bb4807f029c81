import { call } from '@/api/client';
import type { Endpoint } from '@/api/define';
import {
  LIBRARY_ENDPOINTS,
  annualCirculation,
  bookCategory,
  bookCollection,
  bookManagement,
  bookRank,
  borrowDynamic,
  cardBorrowRank,
  cardManagement,
  categoryBorrow,
  circulationSummary,
  gradeBorrow,
  gradeBorrowDuration,
  gradeCategoryBorrow,
  loanBookBorrowTotal,
  loanData,
  threeYearBorrow,
  threeYearCirculation,
} from '@/api/contract/library';
import { DEMO_LOGINS } from '@/demo/accounts';
import { CURRENT_YEAR_ID, DEMO_LIBRARY_ID, DEMO_ZONE_ORG_ID, findDistrict, findSchool } from '@/demo/district';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { competitionRanks } from '@/utils/rank';
import { demoToken } from '@/demo/tokens';

/**
 * The library demo handlers through real HTTP (axios wrapper → msw node server): every call answers and
 * parses for every demo account, and the figures agree across calls and across levels.
 */

const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

function as(login: string, library?: { id: number; name: string }) {
  const token = demoToken(login);
  setToken(token);
  useSession.setState({ token, curLibrary: library ?? null });
}

const district = () => findDistrict(DEMO_ZONE_ORG_ID)!;
const demoLibrary = () => {
  const s = findSchool(DEMO_LIBRARY_ID)!;
  return { id: s.libraryId, name: s.name };
};

/** The views a page can be in: zone (district), zone in library-view mode, library account. */
const VIEWS = [
  { name: 'zone', login: 'zone', library: undefined as { id: number; name: string } | undefined },
  { name: 'zone in library-view mode', login: 'zone', library: 'demo' as const },
  { name: 'library', login: 'library', library: undefined },
].map((v) => ({ ...v, library: v.library === 'demo' ? demoLibrary() : v.library }));

const PERIODS = [{}, { yearId: 2025 }, { yearId: 2024, semesterId: 20242 }, { month: '2026-10' }] as const;

describe('library handlers: every call answers and parses for every demo account', () => {
  for (const login of DEMO_LOGINS) {
    test(login, async () => {
      as(login);
      for (const endpoint of LIBRARY_ENDPOINTS as readonly Endpoint[]) {
        const data = (await call(endpoint, {})) as { scope?: { level: string; name: string } };
        if (data.scope) expect(data.scope.name, `${login} ${endpoint.id}`).not.toBe('');
      }
    });
  }

  test('every endpoint answers with the filters and periods it accepts', async () => {
    as('zone');
    for (const endpoint of LIBRARY_ENDPOINTS as readonly Endpoint[]) {
      for (const period of PERIODS) await call(endpoint, period);
    }
    await call(bookRank, { category: 'I', grade: 3, limit: 50 });
    await call(cardBorrowRank, { readerType: 'teacher', limit: 5 });
    await call(categoryBorrow, { grade: 4 });
  });
});

describe('library handlers: scope per account', () => {
  test('zone sees its district; in library-view mode, that school; library its own school', async () => {
    as('zone');
    expect((await call(circulationSummary, {})).scope).toEqual({ level: 'district', name: district().name });
    as('zone', demoLibrary());
    expect((await call(circulationSummary, {})).scope).toEqual({ level: 'library', name: demoLibrary().name });
    as('library');
    expect((await call(bookManagement, {})).scope).toEqual({ level: 'library', name: demoLibrary().name });
  });

  test('a school account ignores another school’s libraryId', async () => {
    const other = district().schools.find((s) => s.libraryId !== DEMO_LIBRARY_ID)!;
    as('library', { id: other.libraryId, name: other.name });
    expect((await call(circulationSummary, {})).scope.name).toBe(demoLibrary().name);
  });

  test('collection table: schools for a district, campuses for a school', async () => {
    as('zone');
    const d = await call(bookCollection, {});
    expect(d.rows.map((r) => r.id).sort()).toEqual(
      district()
        .schools.map((s) => s.libraryId)
        .sort(),
    );
    as('library');
    const s = await call(bookCollection, {});
    expect(s.rows.map((r) => r.id).sort()).toEqual(
      findSchool(DEMO_LIBRARY_ID)!
        .campuses.map((c) => c.campusId)
        .sort(),
    );
  });
});

describe('library handlers: the numbers agree', () => {
  for (const view of VIEWS) {
    describe(view.name, () => {
      beforeEach(() => as(view.login, view.library));

      test('gradeBorrow rows sum to circulationSummary.studentLoans', async () => {
        for (const period of PERIODS) {
          const [grades, summary] = await Promise.all([call(gradeBorrow, period), call(circulationSummary, period)]);
          expect(grades.rows.length).toBeGreaterThan(0);
          expect(sum(grades.rows, (r) => r.loans)).toBe(summary.studentLoans);
          expect(sum(grades.rows, (r) => r.students)).toBe(summary.students);
          expect(summary.studentLoans + summary.teacherLoans).toBe(summary.loans);
        }
      });

      test('annualCirculation months sum to circulationSummary for the year', async () => {
        for (const yearId of [2024, 2025, 2026]) {
          const [months, summary] = await Promise.all([call(annualCirculation, { yearId }), call(circulationSummary, { yearId })]);
          expect(sum(months.rows, (r) => r.loans)).toBe(summary.loans);
          expect(sum(months.rows, (r) => r.returns)).toBe(summary.returns);
          expect(sum(months.rows, (r) => r.renewals)).toBe(summary.renewals);
          expect(sum(months.rows, (r) => r.overdue)).toBe(summary.overdue);
        }
      });

      test('bookCategory volumes and titles sum to bookManagement', async () => {
        for (const yearId of [2024, 2025, 2026]) {
          const [cats, kpi] = await Promise.all([call(bookCategory, { yearId }), call(bookManagement, { yearId })]);
          expect(cats.rows).toHaveLength(22);
          expect(sum(cats.rows, (r) => r.volumes)).toBe(kpi.volumes);
          expect(sum(cats.rows, (r) => r.titles)).toBe(kpi.titles);
          expect(sum(cats.rows, (r) => r.share)).toBeCloseTo(1, 2);
          expect(sum(cats.rows, (r) => r.recommendedShare)).toBeCloseTo(1, 2);
        }
      });

      test('earlier years hold fewer volumes: today minus the later acquisitions', async () => {
        const [now, last, collection] = await Promise.all([
          call(bookManagement, { yearId: 2026 }),
          call(bookManagement, { yearId: 2025 }),
          call(bookCollection, { yearId: 2026 }),
        ]);
        expect(collection.acquisitions.map((a) => a.year)).toEqual([2024, 2025, 2026]);
        expect(now.newVolumes).toBe(collection.acquisitions[2].volumes);
        expect(last.volumes).toBe(now.volumes - now.newVolumes);
      });

      test('gradeCategoryBorrow cells sum per grade to gradeBorrow', async () => {
        const [matrix, grades] = await Promise.all([call(gradeCategoryBorrow, {}), call(gradeBorrow, {})]);
        expect(matrix.grades.map((g) => g.grade)).toEqual(grades.rows.map((g) => g.grade));
        expect(matrix.cells).toHaveLength(matrix.grades.length * matrix.categories.length);
        for (const g of grades.rows) {
          expect(
            sum(
              matrix.cells.filter((c) => c.grade === g.grade),
              (c) => c.loans,
            ),
            g.gradeName,
          ).toBe(g.loans);
        }
      });

      test('threeYearCirculation and threeYearBorrow agree with circulationSummary', async () => {
        const [years, monthly, summary] = await Promise.all([
          call(threeYearCirculation, {}),
          call(threeYearBorrow, {}),
          call(circulationSummary, {}),
        ]);
        expect(years.rows.map((r) => r.yearId)).toEqual([2024, 2025, 2026]);
        const current = years.rows.find((r) => r.yearId === CURRENT_YEAR_ID)!;
        expect(current.loans).toBe(summary.loans);
        expect(monthly.months).toHaveLength(12);
        for (const s of monthly.series) {
          const row = years.rows.find((r) => r.yearId === s.yearId)!;
          expect(s.loans).toHaveLength(12);
          expect(sum(s.loans, (v) => v ?? 0)).toBe(row.loans);
        }
        // The current year has data up to November only.
        expect(
          monthly.series
            .at(-1)!
            .loans.slice(3)
            .every((v) => v === null),
        ).toBe(true);
      });

      test('loanData: students, teachers, grades and classes agree with the summary', async () => {
        const [avg, summary, grades] = await Promise.all([call(loanData, {}), call(circulationSummary, {}), call(gradeBorrow, {})]);
        expect(avg.students.loans).toBe(summary.studentLoans);
        expect(avg.teachers.loans).toBe(summary.teacherLoans);
        expect(avg.students.readers).toBe(summary.students);
        expect(sum(avg.byGrade, (r) => r.loans)).toBe(summary.studentLoans);
        expect(sum(avg.byClass, (r) => r.loans)).toBe(summary.studentLoans);
        expect(sum(avg.byClass, (r) => r.readers)).toBe(summary.students);
        expect(avg.byGrade.map((g) => g.loans)).toEqual(grades.rows.map((g) => g.loans));
      });

      test('loanBookBorrowTotal and categoryBorrow add up to the loans', async () => {
        const [total, cats, summary] = await Promise.all([
          call(loanBookBorrowTotal, {}),
          call(categoryBorrow, {}),
          call(circulationSummary, {}),
        ]);
        expect(total.total).toBe(summary.loans);
        expect(sum(total.rows, (r) => r.loans)).toBe(summary.loans);
        expect(sum(cats.rows, (r) => r.loans)).toBe(summary.loans);
      });

      test('gradeBorrowDuration counts per grade cover the grade’s loans', async () => {
        const [duration, grades] = await Promise.all([call(gradeBorrowDuration, {}), call(gradeBorrow, {})]);
        expect(duration.rows.map((r) => r.grade)).toEqual(grades.rows.map((r) => r.grade));
        for (const r of duration.rows) {
          expect(r.counts).toHaveLength(duration.buckets.length);
          expect(sum(r.counts, (c) => c)).toBe(grades.rows.find((g) => g.grade === r.grade)!.loans);
        }
      });

      test('cards: active cards never exceed issued ones', async () => {
        const c = await call(cardManagement, {});
        expect(c.studentCards + c.teacherCards).toBe(c.issued);
        expect(c.active).toBeLessThanOrEqual(c.issued);
      });
    });
  }

  test('a district’s loans and holdings are the sum of its schools’ (each queried in library-view mode)', async () => {
    as('zone');
    const [whole, holdings] = await Promise.all([call(circulationSummary, {}), call(bookManagement, {})]);
    let loans = 0;
    let studentLoans = 0;
    let volumes = 0;
    for (const school of district().schools) {
      as('zone', { id: school.libraryId, name: school.name });
      const [s, h] = await Promise.all([call(circulationSummary, {}), call(bookManagement, {})]);
      expect(s.scope.name).toBe(school.name);
      loans += s.loans;
      studentLoans += s.studentLoans;
      volumes += h.volumes;
    }
    expect(loans).toBe(whole.loans);
    expect(studentLoans).toBe(whole.studentLoans);
    expect(volumes).toBe(holdings.volumes);
  });
});

describe('library handlers: filters', () => {
  beforeEach(() => as('zone'));

  test('bookRank: category and grade narrow the list; an unknown class matches nothing', async () => {
    const all = await call(bookRank, { limit: 50 });
    expect(all.rows.length).toBe(50);
    // The app's one ranking rule (src/utils/rank.ts): equal loans share a rank.
    expect(all.rows.map((r) => r.rank)).toEqual(competitionRanks(all.rows.map((r) => r.loans)));
    const literature = await call(bookRank, { category: 'K', limit: 10 });
    expect(literature.rows.length).toBeGreaterThan(0);
    expect(literature.rows.every((r) => r.category === 'K')).toBe(true);
    const grade = await call(bookRank, { grade: 7 });
    expect(grade.rows.length).toBeGreaterThan(0);
    expect((await call(bookRank, { category: 'W' })).rows).toEqual([]);
    // loans are descending
    for (let i = 1; i < all.rows.length; i++) expect(all.rows[i].loans).toBeLessThanOrEqual(all.rows[i - 1].loans);
  });

  test('cardBorrowRank: students of a grade, or teachers', async () => {
    const grades = await call(gradeBorrow, {});
    const g = grades.rows[0];
    const students = await call(cardBorrowRank, { readerType: 'student', grade: g.grade, limit: 10 });
    expect(students.rows.length).toBe(10);
    expect(students.rows.every((r) => r.readerType === 'student' && r.gradeName === g.gradeName)).toBe(true);
    const teachers = await call(cardBorrowRank, { readerType: 'teacher', limit: 10 });
    expect(teachers.rows.every((r) => r.readerType === 'teacher')).toBe(true);
    expect((await call(cardBorrowRank, { readerType: 'teacher', grade: 3 })).rows).toEqual([]);
  });

  test('borrowDynamic: newest first, at most `limit` loans and returns', async () => {
    const feed = await call(borrowDynamic, { limit: 8 });
    expect(feed.rows).toHaveLength(8);
    const times = feed.rows.map((r) => Date.parse(r.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test('a school year outside the calendar has no data', async () => {
    expect((await call(bookCategory, { yearId: 2020 })).rows).toEqual([]);
    expect((await call(annualCirculation, { yearId: 2020 })).rows).toEqual([]);
    expect((await call(circulationSummary, { yearId: 2020 })).loans).toBe(0);
  });
});
