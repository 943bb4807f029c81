/**
 * The school calendar, one module for the app and the demo API (src/demo/).
 *
 * A school year (学年) starts in September and is named by the calendar year it starts in: 2026 is the
 * 2026-2027学年, September 2026 to August 2027 (the API's `yearId`). It has two semesters (学期), with the ids
 * `yearId × 10 + 1` (上学期, September–January) and `yearId × 10 + 2` (下学期, February–July); August is in the
 * school year but in neither semester. Months are 'YYYY-MM' keys.
 */

/** A semester of a school year: 1 上学期, 2 下学期. */
export type Term = 1 | 2;

/** The first month of a school year. */
const SEPTEMBER = 9;

/** The school year (starting in September) a 'YYYY-MM' month belongs to: '2026-02' → 2025, '2026-09' → 2026. */
export function schoolYearOfMonth(month: string): number {
  const y = Number(month.slice(0, 4));
  return Number(month.slice(5, 7)) >= SEPTEMBER ? y : y - 1;
}

/** Position of a 'YYYY-MM' month in its school year: September 0 … August 11. */
export function schoolMonthIndex(month: string): number {
  return (Number(month.slice(5, 7)) + 3) % 12;
}

/** The months of a school year, September first: '9月' … '8月'. */
export const SCHOOL_YEAR_MONTH_LABELS: readonly string[] = Array.from({ length: 12 }, (_, i) => `${((i + 8) % 12) + 1}月`);

/** The twelve 'YYYY-MM' months of school year `yearId`, September to August. */
export function schoolYearMonthKeys(yearId: number): string[] {
  const months: string[] = [];
  for (let i = 0; i < 12; i++) {
    const m = ((8 + i) % 12) + 1;
    const y = m >= SEPTEMBER ? yearId : yearId + 1;
    months.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return months;
}

/** The month before a 'YYYY-MM' month: '2026-01' → '2025-12'. */
export function previousMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' → '2025年9月'. */
export function monthLongLabel(month: string): string {
  return `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
}

/** '2026-2027学年' of a school-year id (the year it starts). */
export function schoolYearName(yearId: number): string {
  return `${yearId}-${yearId + 1}学年`;
}

/**
 * The semester of a month by its position in the school year (schoolMonthIndex): 1 September–January,
 * 2 February–July, 0 August.
 */
export function termOfSchoolMonth(index: number): Term | 0 {
  if (index <= 4) return 1;
  if (index <= 10) return 2;
  return 0;
}

/** The id of a semester: `yearId × 10 + term`, e.g. 20261. */
export function semesterIdOf(yearId: number, term: Term): number {
  return yearId * 10 + term;
}

/** The school year of a semester id: 20261 → 2026. */
export function yearOfSemester(semesterId: number): number {
  return Math.floor(semesterId / 10);
}

/** The last digit of a semester id: 1 上学期, 2 下学期 (anything else: not a semester). */
export function termOfSemester(semesterId: number): number {
  return semesterId % 10;
}

/** '上学期' or '下学期'. */
export function termName(term: Term): string {
  return term === 1 ? '上学期' : '下学期';
}

/** '2026-2027学年上学期' of a semester id (a last digit other than 1 reads as 下学期). */
export function semesterName(semesterId: number): string {
  return `${schoolYearName(yearOfSemester(semesterId))}${termName(termOfSemester(semesterId) === 1 ? 1 : 2)}`;
}

/** The semester before: 20262 → 20261, 20261 → 20252. */
export function previousSemesterId(semesterId: number): number {
  const yearId = yearOfSemester(semesterId);
  return termOfSemester(semesterId) === 2 ? semesterIdOf(yearId, 1) : semesterIdOf(yearId - 1, 2);
}
