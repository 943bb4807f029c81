/**
 * Scopes (which part of the city) and periods (which months) of a query.
 */
import { monthLongLabel } from '@/utils/school-calendar';
import { DATA_MONTHS, findSemester, monthIndex, monthKey, schoolYears, semesterIndex, yearIdIndex } from './calendar';
import { cityIndex, type School } from './city';
import { schoolData, type ReaderRow, type SchoolData } from './school-data';

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
  /** Class rows in scope (school order). */
  classRows: ReaderRow[];
  /** Teacher rows in scope (one per campus). */
  teacherRows: ReaderRow[];
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

function partOf(school: School, campusId: number | null): ScopePart {
  const data = schoolData(school.libraryId);
  const inScope = (row: ReaderRow): boolean => campusId === null || row.campusId === campusId;
  return {
    school,
    campusId,
    data,
    classRows: data.rows.filter((r) => r.kind === 'class' && inScope(r)),
    teacherRows: data.rows.filter((r) => r.kind === 'teachers' && inScope(r)),
    campusIndexes: school.campuses.map((c, i) => (campusId === null || c.campusId === campusId ? i : -1)).filter((i) => i >= 0),
  };
}

/** Resolves a scope to the schools (and campus filters) it covers. Generates those schools' data. */
export function resolveScope(scope: Scope = {}): ResolvedScope {
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
