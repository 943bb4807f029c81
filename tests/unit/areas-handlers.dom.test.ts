import { call } from '@/api/client';
import { readingByUnit } from '@/api/contract/reading';
import { schoolList } from '@/api/contract/school';
import { bookCollection } from '@/api/contract/library';
import { globalData, loanLibrary } from '@/api/contract/overview';
import { pointCount } from '@/api/contract/activity';
import { readingByGrade, readingOverview, readingTrend } from '@/api/contract/reading';
import { teachingData } from '@/api/contract/teaching';
import { campusContrast } from '@/api/contract/campus-contrast';
import { arrivalData } from '@/api/contract/arrival';
import { categoryBalance } from '@/api/contract/verify';
import {
  DEMO_ARRIVAL_LIBRARY_ID,
  DEMO_LIBRARY_ID,
  DEMO_ZONE_ORG_ID,
  SECOND_DISTRICT_ORG_ID,
  STOPPED_REPORTING,
  findDistrict,
  findSchool,
  getCity,
  shareOut,
} from '@/demo/district';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

/**
 * The figures the statistics areas (/dataReport, /teaching, /schools, /ArrivalData) rely on, through real HTTP
 * (wrapper → msw → demo handlers): the same figure is the same number in every call, a parent is the sum of
 * its parts, and a campus is a part of its school.
 */

const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

function as(login: string, library?: number | null, campusId?: number | null) {
  const token = demoToken(login);
  setToken(token);
  const lib = library != null ? { id: library, name: findSchool(library)!.name } : null;
  useSession.setState({ token, curLibrary: lib, curCampusId: campusId ?? null });
}

/** Reading figures that add up over students (rates and per-student figures do not). */
const ADDITIVE = [
  'students',
  'participants',
  'activeReaders',
  'booksRead',
  'wordsRead',
  'minutes',
  'quizzes',
  'questions',
  'correct',
  'expressions',
  'interactions',
] as const;

const multiCampusSchools = () =>
  getCity()
    .districts.flatMap((d) => d.schools)
    .filter((s) => s.campuses.length > 1);

describe('reading/queryReadingByUnit', () => {
  test.each([
    ['city', 'region', () => getCity().districts.map((d) => d.name)],
    ['zone', 'school', () => findDistrict(DEMO_ZONE_ORG_ID)!.schools.map((s) => s.name)],
    ['library', 'campus', () => findSchool(DEMO_LIBRARY_ID)!.campuses.map((c) => c.name)],
  ] as const)('%s: units at level %s in organisation order, summing to the overview', async (login, level, names) => {
    as(login);
    const [units, overview] = await Promise.all([call(readingByUnit, {}), call(readingOverview, {})]);
    expect(units.level).toBe(level);
    expect(units.scope).toEqual(overview.scope);
    expect(units.rows.map((r) => r.name)).toEqual(names());
    for (const k of ADDITIVE) expect(`${k} ${sum(units.rows, (r) => r[k])}`).toBe(`${k} ${overview[k]}`);
    for (const r of units.rows) {
      expect(r.wordsPerStudent).toBeCloseTo(r.wordsRead / r.students, 2);
      expect(r.minutesPerStudent).toBeCloseTo(r.minutes / r.students, 2);
    }
  });

  test('a district of the city (districtId) is that district, as the zone account sees it', async () => {
    as('city');
    const drilled = await call(readingByUnit, { districtId: DEMO_ZONE_ORG_ID });
    as('zone');
    const zone = await call(readingByUnit, {});
    expect(drilled).toEqual(zone);
    // A district the city does not have is ignored: the whole city.
    as('city');
    expect((await call(readingByUnit, { districtId: 999 })).level).toBe('region');
    // A zone account cannot leave its district.
    as('zone');
    expect((await call(readingOverview, { districtId: SECOND_DISTRICT_ORG_ID })).scope.name).toBe(findDistrict(DEMO_ZONE_ORG_ID)!.name);
  });

  test('the city’s district rows equal each district’s overview', async () => {
    as('city');
    const city = await call(readingByUnit, {});
    for (const row of city.rows) {
      const d = await call(readingOverview, { districtId: row.id });
      expect(d.scope.name).toBe(row.name);
      for (const k of ADDITIVE) expect(row[k]).toBe(d[k]);
      expect(row.participationRate).toBe(d.participationRate);
    }
  });

  test('with a campus selected the unit is that campus (the wrapper adds campusId)', async () => {
    const campus = findSchool(DEMO_LIBRARY_ID)!.campuses[1];
    as('library', null, campus.campusId);
    const res = await call(readingByUnit, {});
    expect(res.scope).toEqual({ level: 'campus', name: campus.name });
    expect(res.rows.map((r) => r.campusId)).toEqual([campus.campusId]);
  });
});

describe('the reading totals agree with the overview calls', () => {
  test.each(['zone', 'library', 'city', 'teacher'])('%s: reading overview = statistics/queryGlobal = point/queryCount', async (login) => {
    as(login);
    const [overview, global, count] = await Promise.all([call(readingOverview, {}), call(globalData, {}), call(pointCount, {})]);
    for (const k of ['booksRead', 'wordsRead', 'minutes', 'quizzes', 'expressions', 'interactions'] as const) {
      expect(`${k} ${global[k]}`).toBe(`${k} ${overview[k]}`);
      expect(`${k} ${count[k]}`).toBe(`${k} ${overview[k]}`);
    }
    expect(global.participants).toBe(overview.participants);
    expect(global.participationRate).toBe(overview.participationRate);
    expect(global.accuracy).toBe(overview.accuracy);
    expect(count.students).toBe(overview.students);
  });

  test('a year’s trend months add up to the overview; the year before is its own year', async () => {
    as('zone');
    const [trend, overview, before, beforeOverview] = await Promise.all([
      call(readingTrend, { yearId: 2026 }),
      call(readingOverview, { yearId: 2026 }),
      call(readingTrend, { yearId: 2025 }),
      call(readingOverview, { yearId: 2025 }),
    ]);
    expect(sum(trend.rows, (r) => r.booksRead)).toBe(overview.booksRead);
    expect(before.rows).toHaveLength(12);
    expect(before.rows[0].month).toBe('2025-09');
    expect(sum(before.rows, (r) => r.booksRead)).toBe(beforeOverview.booksRead);
  });

  test('grade rows: words and minutes per student', async () => {
    as('library');
    const grades = await call(readingByGrade, {});
    for (const g of grades.rows) {
      expect(g.wordsPerStudent).toBeCloseTo(g.wordsRead / g.students, 2);
      expect(g.minutesPerStudent).toBeCloseTo(g.minutes / g.students, 2);
    }
  });
});

describe('campuses are parts of their school', () => {
  test.each(multiCampusSchools().map((s) => [s.name, s.libraryId] as const))(
    '%s: campus overviews sum to the school',
    async (_name, libraryId) => {
      const school = findSchool(libraryId)!;
      as('city', libraryId);
      const whole = await call(readingOverview, {});
      const contrast = await call(campusContrast, {});
      const parts = [];
      for (const c of school.campuses) {
        as('city', libraryId, c.campusId);
        const part = await call(readingOverview, {});
        expect(part.scope).toEqual({ level: 'campus', name: c.name });
        parts.push(part);
      }
      for (const k of ADDITIVE) expect(`${k} ${sum(parts, (p) => p[k])}`).toBe(`${k} ${whole[k]}`);
      expect(contrast.rows.map((r) => r.students)).toEqual(parts.map((p) => p.students));
    },
  );

  test('the library account’s school and at least one more have two campuses', () => {
    expect(findSchool(DEMO_LIBRARY_ID)!.campuses).toHaveLength(2);
    expect(multiCampusSchools().length).toBeGreaterThanOrEqual(2);
  });

  test('a campus narrows the category balance (a verify call) and the reading by grade', async () => {
    const school = findSchool(DEMO_LIBRARY_ID)!;
    as('library');
    const whole = await call(readingByGrade, {});
    const balanceWhole = await call(categoryBalance, {});
    const byCampus = [];
    for (const c of school.campuses) {
      as('library', null, c.campusId);
      byCampus.push({ grades: await call(readingByGrade, {}), balance: await call(categoryBalance, {}) });
    }
    expect(sum(byCampus, (b) => sum(b.grades.rows, (r) => r.students))).toBe(sum(whole.rows, (r) => r.students));
    expect(sum(byCampus, (b) => sum(b.balance.reading.rows, (r) => r.count))).toBe(sum(balanceWhole.reading.rows, (r) => r.count));
  });
});

describe('school/querySchoolList', () => {
  test('one row per school of the district, each figure as the call that owns it', async () => {
    as('zone');
    const [list, units, collection, loans] = await Promise.all([
      call(schoolList, {}),
      call(readingByUnit, {}),
      call(bookCollection, {}),
      call(loanLibrary, {}),
    ]);
    const district = findDistrict(DEMO_ZONE_ORG_ID)!;
    expect(list.scope).toEqual({ level: 'district', name: district.name });
    expect(list.rows.map((r) => r.libraryId)).toEqual(district.schools.map((s) => s.libraryId));
    for (const row of list.rows) {
      const school = findSchool(row.libraryId)!;
      expect(row.campuses.map((c) => c.campusId)).toEqual(school.campuses.map((c) => c.campusId));
      const unit = units.rows.find((u) => u.id === row.libraryId)!;
      expect([row.students, row.participants, row.participationRate, row.quizzes, row.accuracy, row.booksPerStudent]).toEqual([
        unit.students,
        unit.participants,
        unit.participationRate,
        unit.quizzes,
        unit.accuracy,
        unit.booksPerStudent,
      ]);
      const c = collection.rows.find((x) => x.id === row.libraryId)!;
      expect([row.volumes, row.volumesPerStudent, row.standardStatus]).toEqual([c.volumes, c.volumesPerStudent, c.status]);
      const l = loans.rows.find((x) => x.id === row.libraryId)!;
      expect([row.loans, row.loansPerStudent]).toEqual([l.loans, l.loansPerStudent]);
    }
    expect(sum(list.rows, (r) => r.participants)).toBe(sum(units.rows, (u) => u.participants));
  });

  test('schools that stopped reporting are late; the others are current', async () => {
    as('city');
    const list = await call(schoolList, {});
    expect(list.rows).toHaveLength(getCity().districts.flatMap((d) => d.schools).length);
    const late = list.rows.filter((r) => r.reporting === 'late').map((r) => r.libraryId);
    expect(late.sort()).toEqual(Object.keys(STOPPED_REPORTING).map(Number).sort());
    for (const r of list.rows) {
      expect(r.lastDataDate).not.toBeNull();
      expect(r.daysSinceData! > list.lateAfterDays).toBe(r.reporting === 'late');
      expect(r.lastDataDate! <= list.today).toBe(true);
    }
  });

  test('another school year: holdings at that year’s end, figures of that year', async () => {
    as('zone');
    const [list, collection, units] = await Promise.all([
      call(schoolList, { yearId: 2024 }),
      call(bookCollection, { yearId: 2024 }),
      call(readingByUnit, { yearId: 2024 }),
    ]);
    for (const row of list.rows) {
      expect(row.volumes).toBe(collection.rows.find((x) => x.id === row.libraryId)!.volumes);
      expect(row.participants).toBe(units.rows.find((x) => x.id === row.libraryId)!.participants);
    }
  });
});

describe('teaching by grade', () => {
  test('shareOut keeps the total', () => {
    expect(shareOut(7, [1, 1, 1])).toEqual([3, 2, 2]);
    expect(shareOut(5, [2, 1])).toEqual([3, 2]);
    expect(shareOut(0, [1, 2])).toEqual([0, 0]);
    expect(shareOut(4, [0, 0])).toEqual([0, 0]);
    for (let t = 0; t < 40; t++) expect(sum(shareOut(t, [3, 1, 2]), (x) => x)).toBe(t);
  });

  test.each(['zone', 'library', 'teacher', 'city'])('%s: grades sum to the totals', async (login) => {
    as(login);
    const t = await call(teachingData, {});
    expect(t.byGrade.length).toBeGreaterThan(0);
    expect(sum(t.byGrade, (g) => g.tasks)).toBe(t.tasks);
    expect(sum(t.byGrade, (g) => g.recommendations)).toBe(t.recommendations);
    expect(t.byGrade.map((g) => g.grade)).toEqual([...t.byGrade.map((g) => g.grade)].sort((a, b) => a - b));
    for (const g of t.byGrade) expect(g.completionRate).toBeGreaterThan(0);
  });
});

describe('arrivals: the new breakdowns', () => {
  test('weekday × hour and campuses sum to the total; per-student figures', async () => {
    as('arrival');
    const a = await call(arrivalData, {});
    expect(a.available).toBe(true);
    expect(a.byWeekdayHour).toHaveLength(5 * 12);
    expect(sum(a.byWeekdayHour, (c) => c.visits)).toBe(a.total);
    for (const wd of a.byWeekday)
      expect(
        sum(
          a.byWeekdayHour.filter((c) => c.weekday === wd.weekday),
          (c) => c.visits,
        ),
      ).toBe(wd.visits);
    for (const h of a.byHour)
      expect(
        sum(
          a.byWeekdayHour.filter((c) => c.hour === h.hour),
          (c) => c.visits,
        ),
      ).toBe(h.visits);
    expect(a.byCampus.map((c) => c.campusId)).toEqual([33]);
    expect(sum(a.byCampus, (c) => c.visits)).toBe(a.total);
    expect(a.byCampus[0]).toMatchObject({ schoolName: findSchool(DEMO_ARRIVAL_LIBRARY_ID)!.name, days: a.days, peakHour: a.peakHour });
    expect(a.students).toBe(sum(a.byGrade, (g) => g.students));
    expect(a.visitsPerStudent).toBeCloseTo(a.total / a.students, 2);
  });

  test('the city holds both pilot campuses, one row each', async () => {
    as('city');
    const a = await call(arrivalData, {});
    expect(a.byCampus.map((c) => c.campusId).sort((x, y) => x - y)).toEqual([33, 7595]);
    expect(sum(a.byCampus, (c) => c.visits)).toBe(a.total);
    expect(sum(a.byCampus, (c) => c.students)).toBe(a.students);
  });

  test('no pilot campus: empty breakdowns', async () => {
    as('library');
    const a = await call(arrivalData, {});
    expect(a).toMatchObject({ available: false, students: 0, byCampus: [] });
    expect(sum(a.byWeekdayHour, (c) => c.visits)).toBe(0);
  });
});
