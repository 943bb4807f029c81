import { call } from '@/api/client';
import { alerts, markAlertHandled, saveAlertThresholds } from '@/api/contract/alerts';
import { circulationSummary } from '@/api/contract/library';
import { replenishmentPlan, weeklyLoans } from '@/api/contract/library-lists';
import { schoolList } from '@/api/contract/school';
import { STOPPED_REPORTING, findSchool, getCity, loansSummary } from '@/demo/district';
import { loansByDay } from '@/demo/district/weekly';
import { resetDemoStore } from '@/demo/store';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

/**
 * Alerts (src/api/contract/alerts.ts) through real HTTP: each kind is the figure of the page it links to — a stopped
 * school is 学校数据's late school (by the same threshold), a drop is 近八周借阅's last two weeks, a collection below the
 * standard is the 补充计划's gap, a rising overdue rate the circulation summaries of the months — the loans by day add
 * up to the months, handled alerts leave the open count and come back, and the thresholds are the district's to set.
 */

function as(login: string, library?: number) {
  const token = demoToken(login);
  setToken(token);
  const lib = library != null ? { id: library, name: findSchool(library)!.name } : null;
  useSession.setState({ token, curLibrary: lib, curCampusId: null });
}

beforeEach(() => resetDemoStore());

test('the days of a month add up to its loans; a school that stopped lends nothing after its last day', () => {
  for (const scope of [{ libraryId: 104 }, { libraryId: 109 }, { districtId: 1001 }]) {
    for (const [m, month] of [
      [24, '2026-09'],
      [26, '2026-11'],
      [11, '2025-08'],
    ] as const) {
      const days = loansByDay(scope, m);
      const sum = [...days.values()].reduce((a, b) => a + b, 0);
      expect(sum, `${JSON.stringify(scope)} ${month}`).toBe(loansSummary(scope, { yearId: 2026, month }).loans);
    }
  }
  const stop = Date.parse(`${STOPPED_REPORTING[109]}T00:00:00Z`) / 86400000;
  for (const [day, loans] of loansByDay({ libraryId: 109 }, 26)) if (day > stop) expect(loans).toBe(0);
});

describe('alert/queryAlerts', () => {
  test('a district: each kind as the page it links to shows it', async () => {
    as('zone');
    const [list, schools, plan] = await Promise.all([call(alerts, {}), call(schoolList, {}), call(replenishmentPlan, {})]);
    expect(list.scope).toEqual({ level: 'district', name: '望海区' });
    expect(list.canConfigure).toBe(true);
    const t = list.thresholds!;
    const of = (kind: string) => list.rows.filter((r) => r.kind === kind);
    // Stopped: 学校数据's late schools.
    expect(of('stopped').map((r) => r.libraryId)).toEqual(schools.rows.filter((r) => r.reporting === 'late').map((r) => r.libraryId));
    expect(of('stopped').map((r) => r.libraryId)).toEqual([109]);
    expect(schools.lateAfterDays).toBe(t.lateAfterDays);
    // Below the standard: the plan's schools whose gap is at least the threshold's share of what they need.
    const below = plan.rows.filter((r) => r.gap >= (r.requiredVolumes * t.belowStandardPercent) / 100).map((r) => r.libraryId);
    expect(
      of('belowStandard')
        .map((r) => r.libraryId)
        .sort(),
    ).toEqual(below.sort());
    for (const r of of('belowStandard')) {
      const row = plan.rows.find((p) => p.libraryId === r.libraryId)!;
      expect([r.value, r.reference]).toEqual([row.volumes, row.requiredVolumes]);
    }
    // A drop: 近八周借阅's last two weeks of the school.
    expect(of('drop').map((r) => r.libraryId)).toEqual([104]);
    as('zone', 104);
    const weeks = (await call(weeklyLoans, {})).weeks;
    const drop = of('drop')[0];
    expect([drop.value, drop.reference]).toEqual([weeks[7].loans, weeks[6].loans]);
    expect(drop.value).toBeLessThanOrEqual(drop.reference * (1 - t.dropPercent / 100));
    expect(drop.since).toBe(weeks[7].from);
    // Overdue rising: this month's rate against the three months before, as the circulation summaries give them.
    for (const r of of('overdueRising')) {
      as('zone', r.libraryId);
      const now = await call(circulationSummary, { yearId: 2026, month: '2026-11' });
      expect(r.value).toBeCloseTo(now.overdue / now.loans, 10);
      expect(r.value).toBeGreaterThanOrEqual(r.reference * (1 + t.overdueRisePercent / 100));
    }
    expect(list.counts.total).toBe(list.rows.length);
    expect(list.counts.drop + list.counts.stopped + list.counts.belowStandard + list.counts.overdueRising + list.counts.goal).toBe(
      list.counts.total,
    );
  });

  test('the city: every district’s schools, each by its own district’s thresholds; no thresholds to set', async () => {
    as('city');
    const list = await call(alerts, {});
    expect(list.thresholds).toBeNull();
    expect(list.canConfigure).toBe(false);
    expect(list.rows.filter((r) => r.kind === 'stopped').map((r) => r.libraryId)).toEqual(Object.keys(STOPPED_REPORTING).map(Number));
    expect(new Set(list.rows.map((r) => findSchool(r.libraryId)!.districtId)).size).toBe(getCity().districts.length);
  });

  test('a school: its own alerts only', async () => {
    as('library');
    const list = await call(alerts, {});
    expect(list.scope.level).toBe('library');
    expect(list.canConfigure).toBe(false);
    expect(new Set(list.rows.map((r) => r.libraryId))).toEqual(new Set(list.rows.length ? [101] : []));
  });
});

describe('alert/markHandled', () => {
  test('a handled alert leaves the open ones, is listed with who handled it, and comes back when restored', async () => {
    as('zone');
    const before = await call(alerts, {});
    const target = before.rows[0];
    const marked = await call(markAlertHandled, { id: target.id, handled: true });
    expect(marked).toMatchObject({ id: target.id, handled: true, handledBy: '李主任' });
    const after = await call(alerts, {});
    expect(after.counts.total).toBe(before.counts.total - 1);
    expect(after.rows.map((r) => r.id)).not.toContain(target.id);
    const all = await call(alerts, { includeHandled: true });
    expect(all.rows.find((r) => r.id === target.id)).toMatchObject({ handled: true, handledBy: '李主任' });
    // Another account has its own marks.
    as('city');
    expect((await call(alerts, {})).rows.map((r) => r.id)).toContain(target.id);
    as('zone');
    await call(markAlertHandled, { id: target.id, handled: false });
    expect((await call(alerts, {})).counts.total).toBe(before.counts.total);
  });
});

describe('alert/saveThresholds', () => {
  test('the district sets its thresholds: the alerts and 学校数据 follow', async () => {
    as('zone');
    const before = await call(alerts, {});
    const thresholds = { ...before.thresholds!, lateAfterDays: 20, dropPercent: 60 };
    await expect(call(saveAlertThresholds, thresholds)).resolves.toEqual({ thresholds });
    const after = await call(alerts, {});
    expect(after.thresholds).toEqual(thresholds);
    // 109 has been quiet for 13 days: not stopped at 20 days, but its loans fell to nothing (a drop); 104's 53 % drop is
    // under 60 %.
    expect(after.counts.stopped).toBe(0);
    expect(after.rows.filter((r) => r.kind === 'drop').map((r) => [r.libraryId, r.value])).toEqual([[109, 0]]);
    const schools = await call(schoolList, {});
    expect(schools.lateAfterDays).toBe(20);
    expect(schools.rows.every((r) => r.reporting === 'current')).toBe(true);
    // Another district keeps its own.
    as('city');
    const city = await call(alerts, {});
    expect(city.rows.filter((r) => r.kind === 'stopped').map((r) => r.libraryId)).toEqual([305]);
  });

  test('only a district’s own account sets them: a school, the city and a teacher are refused (403)', async () => {
    as('zone');
    const t = (await call(alerts, {})).thresholds!;
    for (const login of ['library', 'city', 'teacher']) {
      as(login);
      await expect(call(saveAlertThresholds, t), login).rejects.toMatchObject({ status: 403 });
    }
  });
});
