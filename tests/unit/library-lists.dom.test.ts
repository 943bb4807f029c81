import { call } from '@/api/client';
import { bookCollection, bookManagement, circulationSummary, gradeBorrow } from '@/api/contract/library';
import { collectionAge, overdueList, replenishmentPlan } from '@/api/contract/library-lists';
import { schoolList } from '@/api/contract/school';
import { DEMO_LIBRARY_ID, DEMO_ZONE_ORG_ID, YEAR_IDS, findDistrict, findSchool } from '@/demo/district';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

/**
 * The lists a librarian acts on (src/api/contract/library-lists.ts), through real HTTP (wrapper → msw → demo handlers),
 * against the calls the other pages make: the overdue total is 图书流通's `overdue` and every slip's items add up to
 * its class's figure; the collection by age is the holdings of 馆藏概况; 应补册数 follows from the volumes and the roll
 * by the 规程's table (小学 25, 初级中学 35, 高级中学 50, 完全中学 45 册/生; a 九年一贯制 school's grades 1–6 at 25
 * and 7–9 at 35).
 */

const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

function as(login: string, library?: number) {
  const token = demoToken(login);
  setToken(token);
  const lib = library != null ? { id: library, name: findSchool(library)!.name } : null;
  useSession.setState({ token, curLibrary: lib, curCampusId: null });
}

/** The 规程's volumes per student for a student of `grade` at a school of `level` (the table, written out). */
function tableValue(levelName: string, grade: number): number {
  const byLevel: Record<string, number> = { 小学: 25, 初中: 35, 高中: 50, 完全中学: 45 };
  if (levelName === '九年一贯制') return grade <= 6 ? 25 : 35;
  const v = byLevel[levelName];
  if (v === undefined) throw new Error(`no standard for ${levelName}`);
  return v;
}

const PERIODS = [{ yearId: 2026 }, { yearId: 2025 }, { yearId: 2026, semesterId: 20261 }, { yearId: 2026, month: '2026-10' }];

describe('circulation/queryOverdueList', () => {
  test.each(PERIODS)('the overdue total is the circulation summary’s, and every class adds up to its items (%o)', async (period) => {
    as('library');
    const [list, summary] = await Promise.all([call(overdueList, period), call(circulationSummary, period)]);
    expect(list.scope).toEqual(summary.scope);
    expect(list.overdue).toBe(summary.overdue);
    expect(sum(list.rows, (r) => r.overdue)).toBe(summary.overdue);
    expect(list.loans).toBe(summary.loans);
    expect(summary.overdue).toBeGreaterThan(0);
    for (const r of list.rows) {
      expect(
        sum(r.people, (p) => p.items.length),
        r.name,
      ).toBe(r.overdue);
      expect(r.overdueReaders).toBe(r.people.length);
      for (const p of r.people) expect(p.items.length).toBeGreaterThan(0);
    }
    // Every class of the school, and each campus's teachers.
    const school = findSchool(DEMO_LIBRARY_ID)!;
    // The classes of the period's school year (the roll changes between years).
    const roll = school.rolls[(YEAR_IDS as readonly number[]).indexOf(period.yearId)];
    expect(list.rows.filter((r) => r.kind === 'class').map((r) => r.id)).toEqual(roll.classes.map((c) => c.classId));
    expect(list.rows.filter((r) => r.kind === 'teachers').map((r) => r.id)).toEqual(school.campuses.map((c) => c.campusId));
  });

  test('a slip names the class’s own students, by seat, with its head teacher', async () => {
    as('library');
    const list = await call(overdueList, { yearId: 2026 });
    const row = list.rows.find((r) => r.kind === 'class' && r.overdue > 0)!;
    const cls = findSchool(DEMO_LIBRARY_ID)!.classes.find((c) => c.classId === row.id)!;
    expect(row.readers).toBe(cls.students);
    expect(row.headTeacher).toBeTruthy();
    const seats = row.people.map((p) => p.seat!);
    expect(seats).toEqual([...seats].sort((a, b) => a - b));
    for (const p of row.people) {
      expect(p.readerId).toBe(row.id * 100 + p.seat!);
      expect(p.seat).toBeLessThanOrEqual(cls.students);
      for (const it of p.items) expect(it.month >= '2026-09' && it.month <= '2026-11').toBe(true);
    }
  });

  test('a district’s list is by class, without names; its total is the district’s', async () => {
    as('zone');
    const [list, summary] = await Promise.all([call(overdueList, {}), call(circulationSummary, {})]);
    expect(list.overdue).toBe(summary.overdue);
    expect(list.rows.every((r) => r.people.length === 0)).toBe(true);
    expect(new Set(list.rows.map((r) => r.schoolName)).size).toBe(findDistrict(DEMO_ZONE_ORG_ID)!.schools.length);
  });
});

describe('book/management/queryCollectionAge', () => {
  test.each([
    ['library', undefined],
    ['zone', undefined],
    ['zone', 105],
  ] as const)('%s %s: the volumes are the holdings, the youngest band their recent volumes', async (login, library) => {
    as(login, library);
    for (const yearId of [2026, 2024]) {
      const [age, kpi] = await Promise.all([call(collectionAge, { yearId }), call(bookManagement, { yearId })]);
      expect(age.volumes).toBe(kpi.volumes);
      expect(sum(age.rows, (r) => r.volumes)).toBe(kpi.volumes);
      expect(age.titles).toBe(kpi.titles);
      expect(sum(age.byAge, (v) => v)).toBe(kpi.volumes);
      // recentShare is rounded to four decimals.
      expect(Math.abs((age.byAge[0] ?? 0) / age.volumes - kpi.recentShare)).toBeLessThan(0.0001);
      for (const r of age.rows) {
        expect(
          sum(r.byAge, (v) => v),
          r.code,
        ).toBe(r.volumes);
        expect(r.unborrowedTitles).toBeLessThanOrEqual(r.titles);
        expect(r.weedingCandidates).toBeLessThanOrEqual((r.byAge[2] ?? 0) + (r.byAge[3] ?? 0));
      }
      expect(age.weedingCandidates).toBe(sum(age.rows, (r) => r.weedingCandidates));
    }
  });
});

describe('book/management/queryReplenishmentPlan', () => {
  test('应补册数 follows from each school’s volumes and roll by the 规程’s table', async () => {
    as('zone');
    const yearId = 2026;
    const [plan, list, collection] = await Promise.all([
      call(replenishmentPlan, { yearId }),
      call(schoolList, { yearId }),
      call(bookCollection, { yearId }),
    ]);
    expect(plan.rows).toHaveLength(list.rows.length);
    for (const row of plan.rows) {
      const school = list.rows.find((r) => r.libraryId === row.libraryId)!;
      expect(row.students).toBe(school.students);
      expect(row.volumes).toBe(school.volumes);
      expect(row.volumes).toBe(collection.rows.find((r) => r.id === row.libraryId)!.volumes);
      // The roll by grade, as the school's own pages count it.
      as('zone', row.libraryId);
      const grades = await call(gradeBorrow, { yearId });
      as('zone');
      expect(sum(grades.rows, (g) => g.students)).toBe(row.students);
      const required = Math.ceil(sum(grades.rows, (g) => g.students * tableValue(row.levelName, g.grade)) - 1e-9);
      expect(row.requiredVolumes, row.name).toBe(required);
      expect(row.gap, row.name).toBe(Math.max(0, required - row.volumes));
      expect(school.standardStatus).toBe(row.gap > 0 ? 'below' : 'within');
      expect(row.newGap).toBe(Math.max(0, row.students - row.newVolumes));
      expect(row.planned).toBe(Math.max(row.gap, row.newGap));
      expect(row.cost).toBe(Math.round(row.planned * plan.averagePrice));
    }
    // Largest gap first; the totals are the rows'.
    expect(plan.rows.map((r) => r.gap)).toEqual([...plan.rows.map((r) => r.gap)].sort((a, b) => b - a));
    expect(plan.gap).toBe(sum(plan.rows, (r) => r.gap));
    expect(plan.planned).toBe(sum(plan.byCategory, (c) => c.planned));
    expect(plan.schoolsBelowStandard).toBe(list.rows.filter((r) => r.standardStatus === 'below').length);
    expect(plan.schoolsBelowStandard).toBeGreaterThan(0);
  });

  test('the price asked for prices the plan; a school’s plan is its row', async () => {
    as('zone');
    const plan = await call(replenishmentPlan, { yearId: 2026, averagePrice: 42.5 });
    expect(plan.averagePrice).toBe(42.5);
    expect(plan.defaultPrice).not.toBe(42.5);
    expect(plan.cost).toBe(sum(plan.rows, (r) => Math.round(r.planned * 42.5)));
    const row = plan.rows[0];
    as('zone', row.libraryId);
    const own = await call(replenishmentPlan, { yearId: 2026, averagePrice: 42.5 });
    expect(own.scope).toEqual({ level: 'library', name: row.name });
    expect(own.rows).toEqual([row]);
    expect(own.gap).toBe(row.gap);
  });
});
