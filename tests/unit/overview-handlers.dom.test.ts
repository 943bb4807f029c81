import { call } from '@/api/client';
import type { Data, Endpoint } from '@/api/define';
import {
  OVERVIEW_ENDPOINTS,
  basicData,
  bookCirculation,
  loanLibrary,
  mapLibraryBookData,
  mapRegionBookData,
  monthlyActive,
  readerRankings,
  userActive,
} from '@/api/contract/overview';
import { DEMO_LOGINS } from '@/demo/accounts';
import { DEMO_LIBRARY_ID, DEMO_ZONE_ORG_ID, findDistrict, findSchool, loansSummary } from '@/demo/district';
import { TEACHER_ROW_ID } from '@/demo/handlers/overview';
import { competitionRanks } from '@/utils/rank';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

/**
 * The overview demo handlers through real HTTP (axios wrapper → msw node server): every call answers and
 * parses for every demo account, and the figures agree across calls and across levels.
 */

const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

function as(login: string, library?: { id: number; name: string }) {
  const token = demoToken(login);
  setToken(token);
  useSession.setState({ token, curLibrary: library ?? null });
}

const zoneSchools = () => findDistrict(DEMO_ZONE_ORG_ID)!.schools;
const PERIODS = [{}, { yearId: 2025 }, { yearId: 2024, semesterId: 20242 }, { month: '2026-10' }] as const;

/** Counts of basicData that add up from schools to their district. */
const ADDITIVE = ['schools', 'campuses', 'classes', 'students', 'teachers', 'volumes', 'titles', 'loans', 'activeReaders'] as const;

describe('overview handlers: every call answers and parses for every demo account', () => {
  for (const login of DEMO_LOGINS) {
    test(login, async () => {
      as(login);
      for (const endpoint of OVERVIEW_ENDPOINTS as readonly Endpoint[]) {
        const data = (await call(endpoint, {})) as { scope: { level: string; name: string } };
        expect(data.scope.name, `${login} ${endpoint.id}`).not.toBe('');
      }
    });
  }
});

describe('overview handlers: scope per account', () => {
  test('zone sees its district, grouped by school', async () => {
    as('zone');
    const district = findDistrict(DEMO_ZONE_ORG_ID)!;
    const basic = await call(basicData, {});
    expect(basic.scope).toEqual({ level: 'district', name: district.name });
    const groups = await call(loanLibrary, {});
    expect(groups.groupBy).toBe('library');
    expect(groups.rows.map((r) => r.id).sort()).toEqual(district.schools.map((s) => s.libraryId).sort());
  });

  test('zone in library-view mode sees that school, grouped by grade then teachers', async () => {
    const school = zoneSchools()[1];
    as('zone', { id: school.libraryId, name: school.name });
    const basic = await call(basicData, {});
    expect(basic.scope).toEqual({ level: 'library', name: school.name });
    const groups = await call(loanLibrary, {});
    expect(groups.groupBy).toBe('grade');
    expect(groups.rows.map((r) => r.name)).toEqual([...school.grades.map((g) => g.name), '教师']);
    expect(groups.rows.at(-1)!.id).toBe(TEACHER_ROW_ID);
  });

  test('zone cannot look into a school of another district', async () => {
    const other = findSchool(DEMO_ZONE_ORG_ID === 1001 ? 201 : 101)!;
    as('zone', { id: other.libraryId, name: other.name });
    const basic = await call(basicData, {});
    expect(basic.scope.level).toBe('district');
  });

  test('library account sees its own school whatever libraryId says', async () => {
    as('library', { id: zoneSchools().at(-1)!.libraryId, name: 'x' });
    const basic = await call(basicData, {});
    expect(basic.scope).toEqual({ level: 'library', name: findSchool(DEMO_LIBRARY_ID)!.name });
  });

  test('city sees the city, grouped by district', async () => {
    as('city');
    const groups = await call(loanLibrary, {});
    expect(groups.scope.level).toBe('city');
    expect(groups.groupBy).toBe('district');
    expect(groups.rows.length).toBeGreaterThan(1);
    const region = await call(mapRegionBookData, {});
    expect(region.points.map((p) => p.id)).toEqual(groups.rows.map((r) => r.id));
    expect(sum(region.points, (p) => p.schools)).toBe((await call(basicData, {})).schools);
  });
});

describe('overview handlers: the numbers agree', () => {
  const scopes: Array<[string, string, { id: number; name: string } | undefined]> = [
    ['zone (district)', 'zone', undefined],
    ['zone in library-view mode', 'zone', { id: DEMO_LIBRARY_ID, name: 'x' }],
    ['library', 'library', undefined],
    ['city', 'city', undefined],
  ];

  for (const [label, login, library] of scopes) {
    test(`${label}: loans = Σ months = Σ groups, for every period`, async () => {
      as(login, library);
      for (const period of PERIODS) {
        const [basic, months, groups] = await Promise.all([
          call(basicData, period),
          call(bookCirculation, period),
          call(loanLibrary, period),
        ]);
        expect(basic.loans, JSON.stringify(period)).toBeGreaterThan(0);
        expect(
          sum(months.rows, (r) => r.loans),
          `months ${JSON.stringify(period)}`,
        ).toBe(basic.loans);
        expect(
          sum(groups.rows, (r) => r.loans),
          `groups ${JSON.stringify(period)}`,
        ).toBe(basic.loans);
        expect(sum(groups.rows, (r) => r.students)).toBe(basic.students);
      }
    });
  }

  test('a school: the grade rows are the students’ loans, the 教师 row the teachers’', async () => {
    as('library');
    const groups = await call(loanLibrary, { yearId: 2025 });
    const truth = loansSummary({ libraryId: DEMO_LIBRARY_ID }, { yearId: 2025 });
    const teacherRow = groups.rows.find((r) => r.id === TEACHER_ROW_ID)!;
    expect(teacherRow.loans).toBe(truth.teacherLoans);
    expect(
      sum(
        groups.rows.filter((r) => r !== teacherRow),
        (r) => r.loans,
      ),
    ).toBe(truth.studentLoans);
  });

  test('the district is the sum of its schools (zone in library-view mode, school by school)', async () => {
    for (const period of [{}, { yearId: 2025 }]) {
      as('zone');
      const district = await call(basicData, period);
      const groups = await call(loanLibrary, period);
      const perSchool: Array<Data<typeof basicData>> = [];
      for (const s of zoneSchools()) {
        as('zone', { id: s.libraryId, name: s.name });
        const school = await call(basicData, period);
        expect(school.scope.name).toBe(s.name);
        perSchool.push(school);
        // The district's row for the school equals the school's own figures.
        const row = groups.rows.find((r) => r.id === s.libraryId)!;
        expect(row.loans).toBe(school.loans);
        expect(row.students).toBe(school.students);
        expect(row.volumes).toBe(school.volumes);
      }
      for (const key of ADDITIVE)
        expect(
          sum(perSchool, (b) => b[key]),
          key,
        ).toBe(district[key]);
    }
  });

  test('monthly active readers, user activity and the ranking agree with the scope', async () => {
    as('zone');
    const period = { yearId: 2025 };
    const [basic, active, months, ranking] = await Promise.all([
      call(basicData, period),
      call(userActive, period),
      call(monthlyActive, period),
      call(readerRankings, { ...period, limit: 20 }),
    ]);
    expect(active.students).toBe(basic.students);
    expect(active.activeReaders).toBe(basic.activeReaders);
    expect(active.activeRate).toBe(basic.activeRate);
    expect(sum(active.rows, (r) => r.activeReaders)).toBe(basic.activeReaders);
    expect(months.rows).toHaveLength(12);
    for (const m of months.rows) {
      expect(m.students).toBe(basic.students);
      expect(m.activeReaders).toBeLessThanOrEqual(basic.activeReaders);
      expect(m.activeRate).toBeCloseTo(m.activeReaders / m.students, 3);
    }
    expect(ranking.rows).toHaveLength(20);
    // The app's one ranking rule (src/utils/rank.ts): equal loans share a rank (1, 2, 3, 3, 5).
    expect(ranking.rows.map((r) => r.rank)).toEqual(competitionRanks(ranking.rows.map((r) => r.loans)));
    expect(ranking.rows[0].rank).toBe(1);
    for (let i = 1; i < ranking.rows.length; i++) expect(ranking.rows[i - 1].loans).toBeGreaterThanOrEqual(ranking.rows[i].loans);
    const schoolNames = new Set(zoneSchools().map((s) => s.name));
    for (const r of ranking.rows) expect(schoolNames.has(r.schoolName)).toBe(true);
  });

  test('a month has one circulation row; a year without data has none', async () => {
    as('zone');
    expect((await call(bookCirculation, { month: '2026-10' })).rows.map((r) => r.month)).toEqual(['2026-10']);
    const empty = await call(basicData, { yearId: 2030 });
    expect(empty.loans).toBe(0);
    expect((await call(bookCirculation, { yearId: 2030 })).rows).toEqual([]);
  });

  test('map points are the schools of the scope with the loan figures of loanLibrary', async () => {
    as('zone');
    const [points, groups] = await Promise.all([call(mapLibraryBookData, {}), call(loanLibrary, {})]);
    expect(points.points.map((p) => [p.id, p.loans])).toEqual(groups.rows.map((r) => [r.id, r.loans]));
  });
});
