/**
 * The collection standards a school library is measured against: 教育部《中小学图书馆（室）规程》（教基〔2018〕5号）.
 *
 * - Volumes per student by school type (the 规程's 藏书量 table): 小学 25, 初级中学 35, 高级中学 50, 完全中学 45 册/生.
 *   A 九年一贯制 school has no column of its own: its primary grades (1–6) are held to the 小学 value and its junior
 *   grades (7–9) to the 初级中学 value, in proportion to the students in each (the app's reading of the table).
 * - New or renewed printed books every year: at least 1 per student (the 规程: 每年生均新增（更新）纸质图书不少于一本).
 *
 * The standard is a floor (the 规程 sets no upper bound). Every figure that judges a collection against it — 生均藏书
 * 对标, 应补册数, the 学校数据 list, the alerts — comes from here, for the roll of the period asked for.
 */
import type { School } from './city';
import type { ScopePart } from './scope';

/** 册/生 by the grade a student is in: 1–6 小学, 7–9 初级中学, 10–12 高级中学 (a 完全中学 has its own value). */
const PER_STUDENT = { primary: 25, junior: 35, senior: 50, complete: 45 } as const;

/** 规程: at least one new (or renewed) printed book per student per school year. */
export const NEW_BOOKS_PER_STUDENT = 1;

/** The standard (册/生) a student of `grade` at `school` counts for. */
function perStudentStandard(school: School, grade: number): number {
  switch (school.level) {
    case 'primary':
      return PER_STUDENT.primary;
    case 'junior':
      return PER_STUDENT.junior;
    case 'senior':
      return PER_STUDENT.senior;
    case 'complete':
      return PER_STUDENT.complete;
    case 'nine-year':
      return grade <= 6 ? PER_STUDENT.primary : PER_STUDENT.junior;
  }
}

export interface PartStandard {
  students: number;
  /** Σ students × their standard: the volumes the roll needs (not rounded). */
  requiredExact: number;
}

/** The roll of a school part (its class rows in scope) and the volumes that roll needs by the standard. */
export function partStandard(part: ScopePart): PartStandard {
  let students = 0;
  let requiredExact = 0;
  for (const row of part.classRows) {
    students += row.size;
    requiredExact += row.size * perStudentStandard(part.school, row.grade);
  }
  return { students, requiredExact };
}

/** Volumes needed to meet the standard (册, rounded up: a shelf holds whole books). */
export function requiredVolumes(s: PartStandard): number {
  return Math.ceil(s.requiredExact - 1e-9);
}

/** The standard of a set of parts in 册/生 (two decimals): the volumes their rolls need ÷ their students. */
export function standardPerStudent(parts: readonly ScopePart[]): number {
  let students = 0;
  let required = 0;
  for (const p of parts) {
    const s = partStandard(p);
    students += s.students;
    required += s.requiredExact;
  }
  return students > 0 ? Math.round((required / students) * 100) / 100 : 0;
}
