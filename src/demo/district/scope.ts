/**
 * Scopes (which part of the city) and periods (which months) of a query.
 */
import { monthLongLabel } from '@/utils/school-calendar';
import {
  DATA_MONTHS,
  YEAR_IDS,
  findSemester,
  monthIndex,
  monthKey,
  schoolYears,
  semesterIndex,
  yearIdIndex,
  yearIndexOf,
} from './calendar';
import { cityIndex, type School, type SchoolRoll } from './city';
import { schoolData, type ReaderRow, type SchoolData, type TeacherSlot } from './school-data';

/**
 * Which part of the city a query covers. The most specific id wins:
 * campusId > libraryId > districtId > city. An empty scope (or `cityWide: true`) is the whole city.
 * Ids that do not exist (or a campus that is not in the given library) give an empty scope.
 */
export interface Scope {
  districtId?: number;
  libraryId?: number;
  campusId?: number;
  cityWide?: boolean;
}

/**
 * Which months a query covers. `month` ('YYYY-MM') wins over `semesterId`, which wins over `yearId`.
 * yearId: 2024 | 2025 | 2026 (school year starting that September).
 * semesterId: yearId*10+1 (上学期 Sep–Jan) or yearId*10+2 (下学期 Feb–Jul). August is in the year only.
 * Months after 2026-11 hold no data and are never listed.
 */
export interface Period {
  yearId: number;
  semesterId?: number;
  month?: string;
  /** A range of months ('YYYY-MM', both included), after `month` and before `semesterId`. */
  fromMonth?: string;
  toMonth?: string;
}

export type ScopeLevel = 'city' | 'district' | 'library' | 'campus';

export interface ScopePart {
  school: School;
  /** Only rows of this campus (null = whole school). */
  campusId: number | null;
  data: SchoolData;
  /** The school year of the part (index into YEAR_IDS; -1 for a year outside the demo: no rows). */
  yearIndex: number;
  /** The school's roll in that year (null outside the demo's years). */
  roll: SchoolRoll | null;
  /** That year's class rows in scope (roll order). */
  classRows: ReaderRow[];
  /** That year's teacher rows in scope (one per campus). */
  teacherRows: ReaderRow[];
  /** That year's teachers in scope, with their place in the teaching tables. */
  teachers: TeacherSlot[];
  /** Campus indexes (into school.campuses) in scope. */
  campusIndexes: number[];
}

export interface ResolvedScope {
  level: ScopeLevel;
  /** Display name: city, district, school or campus name. */
  name: string;
  /** Districts touched by the scope. */
  districtIds: number[];
  parts: ScopePart[];
}

/**
 * The school year (index into YEAR_IDS, -1 outside the demo) of a period: the year of its month, of its semester,
 * or the year asked for. Its roll and, at its end, its holdings are the ones every call reports for the period.
 */
export function periodYearIndex(period: Period): number {
  if (period.month) {
    const m = monthIndex(period.month);
    return m < 0 ? -1 : yearIndexOf(m);
  }
  // A range of months: the year of its last month (holdings as at that year's end, that year's roll).
  if (period.fromMonth && period.toMonth) {
    const m = monthIndex(period.toMonth);
    return m < 0 ? -1 : yearIndexOf(m);
  }
  if (period.semesterId !== undefined && period.semesterId !== null) return yearIdIndex(Math.floor(period.semesterId / 10));
  return yearIdIndex(period.yearId);
}

/** The school year (its id) of a period; undefined outside the demo's years. */
export function periodYearId(period: Period): number | undefined {
  return YEAR_IDS[periodYearIndex(period)];
}

const CURRENT_YEAR_INDEX = YEAR_IDS.length - 1;

function yearPart(school: School, campusId: number | null, yi: number): ScopePart {
  const data = schoolData(school.libraryId);
  const year = data.years[yi];
  const inScope = (row: ReaderRow): boolean => campusId === null || row.campusId === campusId;
  return {
    school,
    campusId,
    data,
    yearIndex: year ? yi : -1,
    roll: school.rolls[yi] ?? null,
    classRows: year ? (campusId === null ? year.classRows : year.classRows.filter(inScope)) : [],
    teacherRows: year ? (campusId === null ? year.teacherRows : year.teacherRows.filter(inScope)) : [],
    teachers: year ? (campusId === null ? year.teachers : year.teachers.filter((t) => t.teacher.campusId === campusId)) : [],
    campusIndexes: school.campuses.map((c, i) => (campusId === null || c.campusId === campusId ? i : -1)).filter((i) => i >= 0),
  };
}

/**
 * Resolves a scope to the schools (and campus filters) it covers, with the rows of the period's school year
 * (without a period: the current year). Generates those schools' data.
 */
export function resolveScope(scope: Scope = {}, period?: Period): ResolvedScope {
  const yi = period ? periodYearIndex(period) : CURRENT_YEAR_INDEX;
  const partOf = (school: School, campusId: number | null): ScopePart => yearPart(school, campusId, yi);
  const idx = cityIndex();
  if (scope.campusId !== undefined && scope.campusId !== null) {
    const campus = idx.campuses.get(scope.campusId);
    const school = campus ? idx.schools.get(campus.libraryId) : undefined;
    if (!campus || !school || (scope.libraryId !== undefined && scope.libraryId !== null && scope.libraryId !== campus.libraryId)) {
      return { level: 'campus', name: '', districtIds: [], parts: [] };
    }
    return { level: 'campus', name: campus.name, districtIds: [school.districtId], parts: [partOf(school, campus.campusId)] };
  }
  if (scope.libraryId !== undefined && scope.libraryId !== null) {
    const school = idx.schools.get(scope.libraryId);
    if (!school) return { level: 'library', name: '', districtIds: [], parts: [] };
    return { level: 'library', name: school.name, districtIds: [school.districtId], parts: [partOf(school, null)] };
  }
  if (scope.districtId !== undefined && scope.districtId !== null && !scope.cityWide) {
    const district = idx.districts.get(scope.districtId);
    if (!district) return { level: 'district', name: '', districtIds: [], parts: [] };
    return {
      level: 'district',
      name: district.name,
      districtIds: [district.districtId],
      parts: district.schools.map((s) => partOf(s, null)),
    };
  }
  return {
    level: 'city',
    name: idx.city.name,
    districtIds: idx.city.districts.map((d) => d.districtId),
    parts: idx.schoolList.map((s) => partOf(s, null)),
  };
}

/**
 * Month indexes of a period that hold data (ascending, contiguous). Empty for unknown years,
 * semesters or months, and for months after 2026-11.
 */
export function periodMonths(period: Period): number[] {
  const out: number[] = [];
  const push = (from: number, to: number): number[] => {
    for (let m = Math.max(0, from); m <= Math.min(to, DATA_MONTHS - 1); m++) out.push(m);
    return out;
  };
  if (period.month) {
    const m = monthIndex(period.month);
    return m < 0 ? out : push(m, m);
  }
  if (period.fromMonth && period.toMonth) {
    // A range may start before the data (last year's same months in the first year) or run past them: its months with data.
    const from = Math.max(0, monthNumber(period.fromMonth) - FIRST_MONTH_NUMBER);
    const to = monthNumber(period.toMonth) - FIRST_MONTH_NUMBER;
    return to < 0 || from > to ? out : push(from, to);
  }
  if (period.semesterId !== undefined && period.semesterId !== null) {
    const si = semesterIndex(period.semesterId);
    if (si < 0) return out;
    const yi = Math.floor(si / 2);
    return si % 2 === 0 ? push(yi * 12, yi * 12 + 4) : push(yi * 12 + 5, yi * 12 + 10);
  }
  const yi = yearIdIndex(period.yearId);
  if (yi < 0) return out;
  return push(yi * 12, yi * 12 + 11);
}

/** Months since year 0 of a 'YYYY-MM' key (any month, inside the demo calendar or not). */
function monthNumber(key: string): number {
  return Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
}
/** monthNumber of the demo's first month (month index 0, 2024-09). */
const FIRST_MONTH_NUMBER = 2024 * 12 + 8;

/** Human label of a period, e.g. '2026-2027学年上学期', '2026年11月' or '2026年9月–2026年11月'. */
export function periodLabel(period: Period): string {
  if (period.month) {
    const m = monthIndex(period.month);
    return m < 0 ? period.month : monthLongLabel(monthKey(m));
  }
  if (period.fromMonth && period.toMonth) return `${monthLongLabel(period.fromMonth)}–${monthLongLabel(period.toMonth)}`;
  if (period.semesterId) return findSemester(period.semesterId)?.fullName ?? String(period.semesterId);
  return schoolYears().find((y) => y.id === period.yearId)?.name ?? String(period.yearId);
}

/** Cache key of a list of contiguous months. */
export function monthsKey(months: readonly number[]): string {
  return months.length === 0 ? 'none' : `${months[0]}-${months[months.length - 1]}`;
}
