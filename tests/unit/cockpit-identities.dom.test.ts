import { call } from '@/api/client';
import { basicData, loanLibrary, mapLibraryBookData, mapRegionBookData, userActive } from '@/api/contract/overview';
import { bookCollection, bookManagement, cardManagement, circulationSummary, loanBookBorrowTotal } from '@/api/contract/library';
import { ranking } from '@/api/contract/ranking';
import { DEMO_LIBRARY_ID, findSchool, getCity } from '@/demo/district';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

/**
 * The identities the wall pages rely on, through real HTTP (axios wrapper → msw): the map's schools add up to
 * its districts and to the headline figures, the same figure is the same number in every panel that shows it,
 * and the school points name their districts (the map draws a district as the union of its schools).
 */

const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

function as(login: string, library?: { id: number; name: string }) {
  const token = demoToken(login);
  setToken(token);
  useSession.setState({ token, curLibrary: library ?? null });
}

const PERIODS = [{}, { yearId: 2025 }] as const;

describe.each(['city', 'zone', 'library'])('as %s', (login) => {
  test.each(PERIODS)('map schools = map districts = the headline figures (%o)', async (period) => {
    as(login);
    const [schools, regions, basic] = await Promise.all([
      call(mapLibraryBookData, period),
      call(mapRegionBookData, period),
      call(basicData, period),
    ]);
    expect(schools.points.length).toBe(basic.schools);
    for (const region of regions.points) {
      const mine = schools.points.filter((p) => p.districtId === region.id);
      expect(mine.length, region.name).toBe(region.schools);
      expect(
        mine.every((p) => p.districtName === region.name),
        region.name,
      ).toBe(true);
      expect(
        sum(mine, (p) => p.volumes),
        region.name,
      ).toBe(region.volumes);
      expect(
        sum(mine, (p) => p.loans),
        region.name,
      ).toBe(region.loans);
      expect(
        sum(mine, (p) => p.students),
        region.name,
      ).toBe(region.students);
    }
    expect(sum(regions.points, (r) => r.loans)).toBe(basic.loans);
    expect(sum(regions.points, (r) => r.volumes)).toBe(basic.volumes);
    expect(sum(regions.points, (r) => r.students)).toBe(basic.students);
  });

  test('the same figure in every panel: loans, holdings, students, participation', async () => {
    as(login);
    const [basic, groups, circulation, units, holdings, active, collection] = await Promise.all([
      call(basicData, {}),
      call(loanLibrary, {}),
      call(circulationSummary, {}),
      call(loanBookBorrowTotal, {}),
      call(bookManagement, {}),
      call(userActive, {}),
      call(bookCollection, {}),
    ]);
    // 学年借阅 (KPI) = Σ grouped loans (各学校/各年级借阅) = 借出 (流通概况) = 合计 (各学校借阅量).
    expect(sum(groups.rows, (r) => r.loans)).toBe(basic.loans);
    expect(circulation.loans).toBe(basic.loans);
    expect(units.total).toBe(basic.loans);
    expect(sum(units.rows, (r) => r.loans)).toBe(basic.loans);
    // 馆藏 and 在籍学生 (two pages, two calls) agree; so do the students behind 活跃率.
    expect(holdings.volumes).toBe(basic.volumes);
    expect(holdings.students).toBe(basic.students);
    expect(active.students).toBe(basic.students);
    expect(active.activeReaders).toBe(basic.activeReaders);
    expect(active.activeRate).toBeCloseTo(basic.activeRate, 4);
    // 生均藏书对标: the units' volumes add up to the holdings.
    expect(sum(collection.rows, (r) => r.volumes)).toBe(holdings.volumes);
  });
});

test('a school account’s map is its own school in its own district', async () => {
  as('library');
  const [schools, regions] = await Promise.all([call(mapLibraryBookData, {}), call(mapRegionBookData, {})]);
  const school = findSchool(DEMO_LIBRARY_ID)!;
  expect(schools.points.map((p) => p.id)).toEqual([DEMO_LIBRARY_ID]);
  expect(regions.points.map((r) => r.id)).toEqual([school.districtId]);
  expect(schools.points[0].districtName).toBe(getCity().districts.find((d) => d.districtId === school.districtId)!.name);
});

test('the card usage ring and the student rankings of a school (rank/queryRanking) answer for the wall', async () => {
  as('library');
  const cards = await call(cardManagement, {});
  expect(cards.active).toBeLessThanOrEqual(cards.issued);
  expect(cards.activeRate).toBeCloseTo(cards.issued > 0 ? cards.active / cards.issued : 0, 3);
  const students = await call(ranking, { family: 'participation', level: 'student', metric: 'booksRead', size: 10, page: 0 });
  expect(students.rows.length).toBe(10);
  expect(students.rows.every((r) => r.level === 'student' && r.className)).toBe(true);
});
