/**
 * The demo calendar: three school years ending with the current one.
 *
 * "Today" is fixed at {@link DEMO_TODAY} (2026-11-22, a Sunday) so that the demo never
 * depends on the clock. Months are addressed by a *month index*: 0 = 2024-09, 11 = 2025-08,
 * 12 = 2025-09, … 26 = 2026-11 (the last month with data), 35 = 2027-08. School years, semesters and their
 * names follow the app's calendar (src/utils/school-calendar.ts).
 */
import {
  SCHOOL_YEAR_MONTH_LABELS,
  schoolYearName,
  semesterIdOf,
  semesterName,
  termName,
  termOfSchoolMonth,
  termOfSemester,
  yearOfSemester,
} from '@/utils/school-calendar';

/** The fixed "today" of the demo (ISO date, Asia/Shanghai). */
export const DEMO_TODAY = '2026-11-22';
/** The fixed "now" of the demo, used for relative times in feeds (ISO with +08:00). */
export const DEMO_NOW = '2026-11-22T10:30:00+08:00';

/** School-year ids: the calendar year in which the school year starts. */
export const YEAR_IDS = [2024, 2025, 2026] as const;
/** Position of a school year in YEAR_IDS; -1 for a year outside the demo. */
export function yearIdIndex(yearId: number): number {
  return YEAR_IDS.findIndex((y) => y === yearId);
}
const FIRST_YEAR_ID = 2024;
export const CURRENT_YEAR_ID = 2026;
/** Semester ids are `yearId * 10 + 1` (上学期) or `yearId * 10 + 2` (下学期). */
export const CURRENT_SEMESTER_ID = 20261;
/** Number of months that hold data: 2024-09 … 2026-11. */
export const DATA_MONTHS = 27;
/** The last month with data ('YYYY-MM'). */
export const LAST_DATA_MONTH = '2026-11';
/** Share of the last month that has happened (22 of 30 days). */
export const LAST_MONTH_FRACTION = 22 / 30;

/** Month of the school year: 0 = September … 11 = August. */
export function schoolMonth(m: number): number {
  return ((m % 12) + 12) % 12;
}

/** Year index 0..2 of a month index. */
export function yearIndexOf(m: number): number {
  return Math.floor(m / 12);
}

/** 'YYYY-MM' of a month index. */
export function monthKey(m: number): string {
  const total = 2024 * 12 + 8 + m; // 2024-09 is month 8 (0-based) of 2024
  const y = Math.floor(total / 12);
  const mm = (total % 12) + 1;
  return `${y}-${mm < 10 ? '0' : ''}${mm}`;
}

/** Month index of 'YYYY-MM' (or 'YYYY-MM-DD'); -1 when it is malformed or outside the three years. */
export function monthIndex(key: string): number {
  const match = /^(\d{4})-(\d{1,2})/.exec(key);
  if (!match) return -1;
  const y = Number(match[1]);
  const mm = Number(match[2]);
  if (mm < 1 || mm > 12) return -1;
  const m = y * 12 + (mm - 1) - (2024 * 12 + 8);
  return m >= 0 && m < YEAR_IDS.length * 12 ? m : -1;
}

/** Chinese month label, e.g. '9月'. */
export function monthLabel(m: number): string {
  return SCHOOL_YEAR_MONTH_LABELS[schoolMonth(m)] ?? '';
}

/** Semester half of a month: 1 = 上学期 (Sep–Jan), 2 = 下学期 (Feb–Jul), 0 = August (summer, in neither). */
export function semesterHalf(m: number): 0 | 1 | 2 {
  return termOfSchoolMonth(schoolMonth(m));
}

/** Semester id of a month, or 0 for August. */
export function semesterIdOfMonth(m: number): number {
  const half = semesterHalf(m);
  return half === 0 ? 0 : semesterIdOf(FIRST_YEAR_ID + yearIndexOf(m), half);
}

export interface Semester {
  /** `yearId * 10 + 1` (上学期) or `+ 2` (下学期), e.g. 20261. */
  id: number;
  yearId: number;
  /** '上学期' or '下学期'. */
  name: string;
  /** e.g. '2026-2027学年上学期'. */
  fullName: string;
  /** First and last month ('YYYY-MM'). 上学期 Sep–Jan, 下学期 Feb–Jul. */
  startMonth: string;
  endMonth: string;
  /** ISO dates of the term (classes). */
  startDate: string;
  endDate: string;
  current: boolean;
}

export interface SchoolYear {
  /** The calendar year the school year starts in: 2024, 2025, 2026. */
  id: number;
  /** e.g. '2026-2027学年'. */
  name: string;
  startDate: string;
  endDate: string;
  current: boolean;
  semesters: Semester[];
}

function buildYears(): SchoolYear[] {
  return YEAR_IDS.map((id, yi) => {
    const name = schoolYearName(id);
    const semesters: Semester[] = ([1, 2] as const).map((half) => {
      const first = yi * 12 + (half === 1 ? 0 : 5);
      const last = yi * 12 + (half === 1 ? 4 : 10);
      const term = termWindow(id, half);
      return {
        id: semesterIdOf(id, half),
        yearId: id,
        name: termName(half),
        fullName: semesterName(semesterIdOf(id, half)),
        startMonth: monthKey(first),
        endMonth: monthKey(last),
        startDate: isoDate(term.start),
        endDate: isoDate(term.end),
        current: semesterIdOf(id, half) === CURRENT_SEMESTER_ID,
      };
    });
    return {
      id,
      name,
      startDate: `${id}-09-01`,
      endDate: `${id + 1}-08-31`,
      current: id === CURRENT_YEAR_ID,
      semesters,
    };
  });
}

let yearsMemo: SchoolYear[] | null = null;

/** The three school years, oldest first. */
export function schoolYears(): SchoolYear[] {
  if (!yearsMemo) yearsMemo = buildYears();
  return yearsMemo;
}

/** All six semesters, oldest first. */
export function allSemesters(): Semester[] {
  return schoolYears().flatMap((y) => y.semesters);
}

/** A semester by id, or undefined. */
export function findSemester(id: number): Semester | undefined {
  return allSemesters().find((s) => s.id === id);
}

/**
 * The last day a period's figures count (数据截至, overall/overview/queryDataStatus): its last day, or today for a
 * period not over yet. A month 'YYYY-MM', a semester id, else the school year (September to August).
 */
export function periodLastDay(period: { yearId: number; semesterId?: number; month?: string }): string {
  let last: string;
  if (period.month) {
    const [y, m] = period.month.split('-').map(Number);
    last = `${period.month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
  } else if (period.semesterId !== undefined) {
    last = findSemester(period.semesterId)?.endDate ?? `${yearOfSemester(period.semesterId) + 1}-08-31`;
  } else last = `${period.yearId + 1}-08-31`;
  return last < DEMO_TODAY ? last : DEMO_TODAY;
}

/** Index 0..5 of a semester id, or -1. */
export function semesterIndex(id: number): number {
  const yi = yearOfSemester(id) - FIRST_YEAR_ID;
  const half = termOfSemester(id);
  if (yi < 0 || yi >= YEAR_IDS.length || (half !== 1 && half !== 2)) return -1;
  return yi * 2 + half - 1;
}

// ---------------------------------------------------------------------------
// Days (used by the arrival data and by dated items such as activities)

const DAY_MS = 86400000;

/** Days since 1970-01-01 (UTC) of a calendar date. */
export function dayNumber(y: number, month1: number, d: number): number {
  return Math.floor(Date.UTC(y, month1 - 1, d) / DAY_MS);
}

/** ISO 'YYYY-MM-DD' of a day number. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Day number of an ISO date. */
export function parseDay(iso: string): number {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return dayNumber(y ?? 1970, m ?? 1, d ?? 1);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export const TODAY_DAY = parseDay(DEMO_TODAY);

/** Term (class days) of a semester: 上学期 Sep 1 – Jan 16, 下学期 Feb 23 – Jul 3. */
function termWindow(yearId: number, half: 1 | 2): { start: number; end: number } {
  return half === 1
    ? { start: dayNumber(yearId, 9, 1), end: dayNumber(yearId + 1, 1, 16) }
    : { start: dayNumber(yearId + 1, 2, 23), end: dayNumber(yearId + 1, 7, 3) };
}

function isHoliday(day: number): boolean {
  const iso = isoDate(day);
  const md = iso.slice(5);
  if (md >= '10-01' && md <= '10-07') return true; // 国庆
  if (md === '01-01') return true; // 元旦
  if (md >= '04-04' && md <= '04-06') return true; // 清明
  if (md >= '05-01' && md <= '05-05') return true; // 劳动节
  if (md >= '06-19' && md <= '06-21') return true; // 端午 (approximate)
  return false;
}

let schoolDaysMemo: number[] | null = null;

/**
 * School days (Mon–Fri inside a term, public holidays excluded) from 2024-09-01 up to
 * the last school day before {@link DEMO_TODAY}, as day numbers, oldest first.
 */
export function schoolDays(): number[] {
  if (schoolDaysMemo) return schoolDaysMemo;
  const days: number[] = [];
  for (const id of YEAR_IDS) {
    for (const half of [1, 2] as const) {
      const { start, end } = termWindow(id, half);
      for (let d = start; d <= end && d < TODAY_DAY; d++) {
        const wd = weekday(d);
        if (wd === 0 || wd === 6 || isHoliday(d)) continue;
        days.push(d);
      }
    }
  }
  schoolDaysMemo = days;
  return days;
}

/** Month index of a day number (or -1 outside the three years). */
export function monthIndexOfDay(day: number): number {
  return monthIndex(isoDate(day));
}
