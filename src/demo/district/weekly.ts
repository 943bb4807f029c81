/**
 * Loans by day and by week, for the alerts' week-on-week comparison and the 近八周借阅 chart. The base tables hold loans
 * by month; a month's loans are spread over the days the library lent in that month (its school days — the weekdays
 * when the month has none, as in August — and up to yesterday in the current month), weighted by the weekday and by a
 * week's own pace at the school. The days of a month add up to the month exactly, so a week's loans are the same loans
 * as every monthly figure. A school that stopped reporting lent nothing after its last day of data (its month's loans
 * fall on the days before). One school has a designed slow week (so that the demo has a sharp drop to show).
 */
import {
  DATA_MONTHS,
  TODAY_DAY,
  yearIndexOf,
  dayNumber,
  isoDate,
  monthIndexOfDay,
  monthKey,
  parseDay,
  schoolDays,
  weekday,
} from './calendar';
import { splitExact } from './action-lists';
import { STOPPED_REPORTING } from './reporting';
import { hash01 } from './prng';
import { resolveScope, type Scope, type ScopePart } from './scope';

/** Relative lending by weekday, Monday to Friday (Saturday and Sunday the library is closed). */
const WEEKDAY_PACE: Readonly<Record<number, number>> = { 1: 1.1, 2: 1.05, 3: 1, 4: 1, 5: 0.85 };

/** 望海区海棠路小学 lent about half as usual in the week of 2026-11-16 (a week-on-week drop the alerts report). */
const SLOW_WEEKS: readonly { libraryId: number; monday: string; pace: number }[] = [{ libraryId: 104, monday: '2026-11-16', pace: 0.45 }];

/** The Monday of a day's week (day numbers). */
function mondayOf(day: number): number {
  return day - ((weekday(day) + 6) % 7);
}

/** The days the library lent in month `m` (day numbers, ascending). */
const openDaysMemo = new Map<number, number[]>();
function openDays(m: number): number[] {
  let days = openDaysMemo.get(m);
  if (!days) {
    const term = schoolDays().filter((d) => monthIndexOfDay(d) === m);
    if (term.length > 0) days = term;
    else {
      days = [];
      // A month without school days (summer): its weekdays, up to yesterday.
      const key = monthKey(m);
      const first = dayNumber(Number(key.slice(0, 4)), Number(key.slice(5, 7)), 1);
      for (let d = first; monthIndexOfDay(d) === m && d < TODAY_DAY; d++) if (weekday(d) >= 1 && weekday(d) <= 5) days.push(d);
    }
    openDaysMemo.set(m, days);
  }
  return days;
}

function weekPace(libraryId: number, day: number): number {
  const monday = mondayOf(day);
  const slow = SLOW_WEEKS.find((w) => w.libraryId === libraryId && parseDay(w.monday) === monday);
  return slow ? slow.pace : 0.88 + 0.24 * hash01('week-pace', libraryId, monday);
}

const dailyMemo = new Map<string, Map<number, number>>();

/** A school part's loans (all readers) on each lending day of month `m`. */
function dailyLoans(part: ScopePart, m: number): Map<number, number> {
  const key = `${part.school.libraryId}:${part.campusId ?? ''}:${m}`;
  let out = dailyMemo.get(key);
  if (out) return out;
  const stopped = STOPPED_REPORTING[part.school.libraryId];
  const last = stopped ? parseDay(stopped) : Infinity;
  let days = openDays(m).filter((d) => d <= last);
  if (days.length === 0) days = openDays(m).slice(0, 1);
  let total = 0;
  // The rows of month m's school year (a row holds its own year's months: row.base + m), of the part's campuses.
  const year = part.data.years[yearIndexOf(m)];
  for (const row of year ? [...year.classRows, ...year.teacherRows] : [])
    if (part.campusId === null || row.campusId === part.campusId) total += part.data.loansRM[row.base + m];
  const weights = days.map((d) => (WEEKDAY_PACE[weekday(d)] ?? 1) * weekPace(part.school.libraryId, d));
  const split = splitExact(total, weights);
  out = new Map(days.map((d, i) => [d, split[i] ?? 0]));
  dailyMemo.set(key, out);
  return out;
}

/** A scope's loans (all readers) on the days from `from` to `to` (day numbers, both included). */
export function loansBetween(scope: Scope, from: number, to: number): number {
  const rs = resolveScope(scope);
  let sum = 0;
  const months = new Set<number>();
  for (let d = from; d <= to; d++) months.add(monthIndexOfDay(d));
  for (const part of rs.parts)
    for (const m of months) {
      if (m < 0 || m >= DATA_MONTHS) continue;
      for (const [d, n] of dailyLoans(part, m)) if (d >= from && d <= to) sum += n;
    }
  return sum;
}

/** A scope's loans on each lending day of month `m` (day → loans), summed over its schools. */
export function loansByDay(scope: Scope, m: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const part of resolveScope(scope).parts) for (const [d, n] of dailyLoans(part, m)) out.set(d, (out.get(d) ?? 0) + n);
  return out;
}

export interface WeekLoans {
  /** ISO dates of the seven days. */
  from: string;
  to: string;
  loans: number;
}

/** The last `count` seven-day windows ending yesterday, oldest first. */
export function weeklyLoans(scope: Scope, count: number): WeekLoans[] {
  const out: WeekLoans[] = [];
  for (let k = count - 1; k >= 0; k--) {
    const to = TODAY_DAY - 1 - 7 * k;
    const from = to - 6;
    out.push({ from: isoDate(from), to: isoDate(to), loans: loansBetween(scope, from, to) });
  }
  return out;
}
