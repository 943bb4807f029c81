import { call } from '@/api/client';
import { alerts } from '@/api/contract/alerts';
import { queryGoals, saveGoals } from '@/api/contract/goals';
import { circulationSummary } from '@/api/contract/library';
import { readingOverview } from '@/api/contract/reading';
import { findSchool } from '@/demo/district';
import { resetDemoStore } from '@/demo/store';
import { demoToken } from '@/demo/tokens';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';

/**
 * Goals (src/api/contract/goals.ts) through real HTTP: a goal's current value is the statistics pages' figure for the
 * unit and year; the demo's district goals are last year's figures plus the fixed steps (docs/api.md#goals); who may
 * save which goals; the bounds of a target; a class's goal off track raises its school's goal alert.
 */

function as(login: string, library?: number) {
  const token = demoToken(login);
  setToken(token);
  const lib = library != null ? { id: library, name: findSchool(library)!.name } : null;
  useSession.setState({ token, curLibrary: lib, curCampusId: null });
}

beforeEach(() => resetDemoStore());

const figure = (row: { figures: { metric: string }[] }, metric: string) =>
  row.figures.find((f) => f.metric === metric) as unknown as { target: number | null; current: number | null; onTrack: boolean | null };

test('a school’s goals and its classes: current values are the pages’ figures; the district’s seeded goals', async () => {
  as('library');
  const goals = await call(queryGoals, { yearId: 2026 });
  expect(goals.rows[0].level).toBe('school');
  expect(goals.rows.slice(1).every((r) => r.level === 'class' && r.group !== null)).toBe(true);
  expect(goals.canEdit).toBe(true);
  expect(goals.elapsedMonths).toBeCloseTo(2 + 22 / 30, 10);
  const [loans, reading] = await Promise.all([call(circulationSummary, { yearId: 2026 }), call(readingOverview, { yearId: 2026 })]);
  expect(figure(goals.rows[0], 'loansPerStudent').current).toBe(loans.loansPerStudent);
  expect(figure(goals.rows[0], 'participationRate').current).toBe(reading.participationRate);
  expect(figure(goals.rows[0], 'booksPerStudent').current).toBe(reading.booksPerStudent);
  // A school starts with no goals; its own row alone when asked so.
  expect(goals.rows.every((r) => r.figures.every((f) => f.target === null))).toBe(true);
  expect((await call(queryGoals, { yearId: 2026, ownOnly: true })).rows).toHaveLength(1);

  // The district: last year's figure plus the fixed step, to two decimals.
  as('zone');
  const [now, last] = await Promise.all([
    call(queryGoals, { yearId: 2026, ownOnly: true }),
    call(queryGoals, { yearId: 2025, ownOnly: true }),
  ]);
  const steps = { participationRate: 0.05, loansPerStudent: 1, booksPerStudent: 1, assessmentAverage: 2 } as const;
  for (const [metric, step] of Object.entries(steps)) {
    const before = figure(last.rows[0], metric).current!;
    expect(figure(now.rows[0], metric).target, metric).toBe(
      Math.round(Math.min(metric === 'participationRate' ? 1 : metric === 'assessmentAverage' ? 100 : Infinity, before + step) * 100) / 100,
    );
    // Another year has none of the demo's.
    expect(figure(last.rows[0], metric).target).toBeNull();
  }
});

test('who may save which goals; the bounds of a target (the contract refuses a target out of bounds before it is sent)', async () => {
  const school = { level: 'school', id: 101, metric: 'loansPerStudent', target: 10 } as const;
  as('library');
  await expect(
    call(saveGoals, { yearId: 2026, goals: [{ level: 'district', id: 1001, metric: 'loansPerStudent', target: 10 }] }),
  ).rejects.toMatchObject({
    status: 403,
  });
  await expect(call(saveGoals, { yearId: 2026, goals: [{ ...school, id: 102 }] })).rejects.toMatchObject({ status: 403 });
  expect(await call(saveGoals, { yearId: 2026, goals: [school] })).toEqual({ yearId: 2026, saved: 1 });
  await expect(call(saveGoals, { yearId: 2026, goals: [{ ...school, metric: 'participationRate', target: 1.2 }] })).rejects.toThrow(
    /请求参数无效/,
  );
  await expect(call(saveGoals, { yearId: 2026, goals: [{ ...school, target: -1 }] })).rejects.toThrow(/请求参数无效/);
  as('teacher');
  await expect(call(saveGoals, { yearId: 2026, goals: [{ ...school, id: 103 }] })).rejects.toMatchObject({ status: 403 });
  // A school's goal is one record, whoever sets it: the district sees the school's own.
  as('zone');
  const district = await call(queryGoals, { yearId: 2026 });
  expect(
    figure(
      district.rows.find((r) => r.level === 'school' && r.id === 101)!,
      'loansPerStudent',
    ).target,
  ).toBe(10);
});

test('a class’s goal off track raises its school’s goal alert; a target within reach does not', async () => {
  as('library');
  const goals = await call(queryGoals, { yearId: 2026 });
  const cls = goals.rows[1];
  const before = await call(alerts, {});
  await call(saveGoals, { yearId: 2026, goals: [{ level: 'class', id: cls.id, metric: 'participationRate', target: 0 }] });
  expect((await call(alerts, {})).counts.goal).toBe(before.counts.goal);
  await call(saveGoals, { yearId: 2026, goals: [{ level: 'class', id: cls.id, metric: 'participationRate', target: 1 }] });
  const after = await call(alerts, {});
  expect(after.counts.goal).toBe(before.counts.goal + 1);
  const alert = after.rows.find((r) => r.kind === 'goal')!;
  expect(alert.libraryId).toBe(101);
  expect(alert.text.startsWith(`${cls.name}参与率目标 100.0%`)).toBe(true);
  expect(alert.reference).toBe(1);
  expect(alert.value).toBe(figure(cls, 'participationRate').current);
});
