/**
 * School years and semesters of the demo (three school years ending with the current one).
 * 上学期 Sep–Jan, 下学期 Feb–Jul; ids: year 2026 = 2026-2027学年, semester 20261 / 20262.
 */
export interface DemoYear {
  id: number;
  name: string;
}
export interface DemoSemester {
  id: number;
  yearId: number;
  name: string;
  start: string;
  end: string;
}
export interface DemoCalendar {
  years: DemoYear[];
  semesters: DemoSemester[];
  currentYearId: number;
  currentSemesterId: number;
}

/** The demo's "today": fixed so that numbers never drift between runs. */
export const DEMO_TODAY = '2026-11-22';

let calendar: DemoCalendar | null = null;

export function demoCalendar(): DemoCalendar {
  if (calendar) return calendar;
  const [y, m] = DEMO_TODAY.split('-').map(Number) as [number, number];
  const currentYearId = m >= 8 ? y : y - 1;
  const ids = [currentYearId, currentYearId - 1, currentYearId - 2];
  const years = ids.map((id) => ({ id, name: `${id}-${id + 1}学年` }));
  const semesters = ids.flatMap((id) => [
    { id: id * 10 + 1, yearId: id, name: `${id}-${id + 1}学年上学期`, start: `${id}-09-01`, end: `${id + 1}-01-31` },
    { id: id * 10 + 2, yearId: id, name: `${id}-${id + 1}学年下学期`, start: `${id + 1}-02-01`, end: `${id + 1}-07-31` },
  ]);
  const currentSemesterId = m >= 8 || m <= 1 ? currentYearId * 10 + 1 : currentYearId * 10 + 2;
  calendar = { years, semesters, currentYearId, currentSemesterId };
  return calendar;
}
