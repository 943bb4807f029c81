/**
 * Lists a librarian can act on, computed from the same base tables as every other figure:
 *
 * - {@link overdueByGroup}: the period's overdue loans (逾期（全部读者）) by class and by each campus's teachers, down
 *   to the reader and the item. The split is the one the reader rankings use (./students.ts), month by month, so a
 *   class's items sum to its overdue figure and the groups to the circulation summary's `overdue`.
 * - {@link collectionAge}: the collection at the end of the period's school year by 中图法 class and by age since
 *   publication, with the titles not borrowed in the last three school years (a weeding list). The volumes are the
 *   holdings of every other call; the ≤ 3 years column is their 近三年出版 volumes.
 * - {@link replenishment}: what each school needs to meet the 规程's standard (./standards.ts) for its roll — 应补册数
 *   — and the year's new books against one per student, as a purchase plan by 中图法 class with a cost.
 */
import { CATEGORIES, N_CATEGORIES, RECOMMENDED_PROFILE, type CategoryCode } from './categories';
import { catalogue, type Book } from './catalogue';
import { cardNumber, findTeacher, gradeName, type School } from './city';
import { monthKey, schoolYears } from './calendar';
import { holdings, holdingsByCategory } from './circulation';
import { addCategoryLoans } from './figures';
import { studentNameOf } from './names';
import { fmix32, hashString, mix2 } from './prng';
import { periodMonths, periodYearIndex, resolveScope, type Period, type Scope, type ScopePart } from './scope';
import { YM, type ReaderRow } from './school-data';
import { NEW_BOOKS_PER_STUDENT, partStandard, requiredVolumes } from './standards';
import { readerLoans } from './students';

// ---------------------------------------------------------------------------------------------------- overdue

interface OverdueItem {
  /** 'YYYY-MM': the month the item was lent. */
  month: string;
  bookId: number;
  title: string;
  category: CategoryCode;
}

interface OverdueReader {
  readerId: number;
  name: string;
  /** Seat in the class (students); null for a teacher. */
  seat: number | null;
  cardNo: string;
  items: OverdueItem[];
}

export interface OverdueGroup {
  kind: 'class' | 'teachers';
  /** Class id; for a campus's teachers the campus id. */
  id: number;
  name: string;
  grade: number;
  gradeName: string;
  libraryId: number;
  schoolName: string;
  campusId: number;
  campusName: string;
  /** The class's head teacher (班主任); null for a teacher group. */
  headTeacher: string | null;
  /** Readers of the group: the class's students, or the campus's teachers. */
  readers: number;
  loans: number;
  overdue: number;
  people: OverdueReader[];
}

/** Books a reader of `grade` borrows (teachers: the adult titles and the upper grades'), by catalogue order. */
const shelfMemo = new Map<number, Book[]>();
function shelfFor(grade: number): Book[] {
  let shelf = shelfMemo.get(grade);
  if (!shelf) {
    const books = catalogue();
    shelf =
      grade === 0
        ? books.filter((b) => b.minGrade === 0 || b.maxGrade >= 9)
        : books.filter((b) => grade >= b.minGrade && grade <= b.maxGrade);
    if (shelf.length === 0) shelf = books;
    shelfMemo.set(grade, shelf);
  }
  return shelf;
}

function groupOf(part: ScopePart, row: ReaderRow, months: readonly number[], withPeople: boolean): OverdueGroup {
  const school: School = part.school;
  const campus = school.campuses.find((c) => c.campusId === row.campusId);
  let loans = 0;
  let overdue = 0;
  // A row holds the months of its own school year (row.base + m).
  const own = months.filter((m) => m >= row.yearIndex * YM && m < (row.yearIndex + 1) * YM);
  for (const m of own) {
    loans += part.data.loansRM[row.base + m];
    overdue += part.data.overdue[row.base + m];
  }
  const people: OverdueReader[] = [];
  if (withPeople && overdue > 0) {
    const items = new Map<number, OverdueItem[]>();
    const shelf = shelfFor(row.grade);
    for (const m of own) {
      if (part.data.overdue[row.base + m] === 0) continue;
      // The month's split of the row's overdue items over its readers (the reader rankings' split).
      const split = readerLoans(part.data, row, [m]).overdue;
      for (let i = 0; i < row.size; i++) {
        for (let k = 0; k < split[i]; k++) {
          const readerId = row.kind === 'class' ? row.classId * 100 + i + 1 : (row.teacherIds[i] ?? 0);
          const book = shelf[fmix32(mix2(mix2(readerId, m), k + 1)) % shelf.length];
          const list = items.get(i) ?? [];
          list.push({ month: monthKey(m), bookId: book.bookId, title: book.title, category: book.category });
          items.set(i, list);
        }
      }
    }
    for (const [i, list] of [...items.entries()].sort((a, b) => a[0] - b[0])) {
      if (row.kind === 'class') {
        const studentId = row.classId * 100 + i + 1;
        people.push({ readerId: studentId, name: studentNameOf(studentId).name, seat: i + 1, cardNo: cardNumber(studentId), items: list });
      } else {
        const teacherId = row.teacherIds[i] ?? 0;
        people.push({
          readerId: teacherId,
          name: findTeacher(teacherId)?.name ?? '',
          seat: null,
          cardNo: cardNumber(teacherId, true),
          items: list,
        });
      }
    }
  }
  const cls = row.cls;
  return {
    kind: row.kind,
    id: row.kind === 'class' ? row.classId : row.campusId,
    name: cls ? cls.name : school.campuses.length > 1 ? `教师（${campus?.shortName ?? ''}）` : '教师',
    grade: row.grade,
    gradeName: gradeName(row.grade),
    libraryId: school.libraryId,
    schoolName: school.name,
    campusId: row.campusId,
    campusName: campus?.name ?? school.name,
    headTeacher: cls ? (findTeacher(cls.headTeacherId)?.name ?? null) : null,
    readers: row.size,
    loans,
    overdue,
    people,
  };
}

/**
 * The period's overdue loans by class (and each campus's teachers), in school order. `people` (the readers with
 * their items) only for a school or campus scope: a district's or a city's list is by class, without names.
 */
export function overdueByGroup(scope: Scope, period: Period): { level: string; name: string; groups: OverdueGroup[] } {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const withPeople = rs.level === 'library' || rs.level === 'campus';
  const groups = rs.parts.flatMap((part) => [...part.classRows, ...part.teacherRows].map((row) => groupOf(part, row, months, withPeople)));
  return { level: rs.level, name: rs.name, groups };
}

// ---------------------------------------------------------------------------------------------------- collection age

/** Age since publication (years), oldest last; the first is the 近三年出版 volumes of the holdings. */
export const AGE_BANDS = [
  { label: '3年以内', mid: 1.5 },
  { label: '4–10年', mid: 7 },
  { label: '11–20年', mid: 15 },
  { label: '20年以上', mid: 26 },
] as const;

/** How the volumes older than three years spread over 4–10, 11–20 and 20+ years, by 中图法 class. */
function olderShares(code: CategoryCode): readonly [number, number, number] {
  if (code === 'A' || code === 'B' || code === 'D' || code === 'K') return [0.42, 0.34, 0.24];
  if (code === 'I' || code === 'J' || code === 'G') return [0.58, 0.3, 0.12];
  if (code === 'T' || code === 'R' || code === 'X' || code === 'V' || code === 'U') return [0.5, 0.32, 0.18];
  return [0.5, 0.33, 0.17];
}

/** Splits `total` over `weights` exactly (largest remainder; ties to the lower index). */
export function splitExact(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * Math.max(0, w)) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let j = 0; left > 0; j = (j + 1) % order.length, left--) out[order[j].i] += 1;
  return out;
}

export interface AgeRow {
  code: CategoryCode;
  name: string;
  volumes: number;
  titles: number;
  /** Volumes by AGE_BANDS. */
  byAge: number[];
  /** Mean years since publication. */
  averageAge: number;
  /** Loans (all readers) in the three school years up to the period's. */
  loans3y: number;
  /** Titles (and volumes) that nobody borrowed in those three school years. */
  unborrowedTitles: number;
  unborrowedVolumes: number;
  /** Volumes older than ten years and not borrowed in those three years: the weeding candidates. */
  weedingCandidates: number;
}

/** The months of the three school years that end with the period's (only those with data). */
function threeYearMonths(period: Period): number[] {
  const yi = periodYearIndex(period);
  if (yi < 0) return [];
  const years = schoolYears().slice(Math.max(0, yi - 2), yi + 1);
  return years.flatMap((y) => periodMonths({ yearId: y.id }));
}

function schoolAge(part: ScopePart, period: Period, months: readonly number[]): AgeRow[] {
  const school = part.school;
  const hold = holdingsByCategory({ libraryId: school.libraryId }, period);
  const loans = new Array<number>(N_CATEGORIES).fill(0);
  // The three years' loans: the rows of every year of the part's campuses (each row counts its own year's months).
  for (const row of part.data.rows)
    if (part.campusId === null || row.campusId === part.campusId) addCategoryLoans(loans, part.data, row, months);
  return hold.map((h, c) => {
    const older = Math.max(0, h.volumes - h.recentVolumes);
    // A school's own mix around the class's profile (deterministic), so that schools differ.
    const base = olderShares(h.code);
    const jitter = (k: number) => 0.8 + 0.4 * (fmix32(mix2(hashString(`age|${h.code}|${k}`), school.libraryId)) / 4294967296);
    const split = splitExact(older, [base[0] * jitter(0), base[1] * jitter(1), base[2] * jitter(2)]);
    const byAge = [h.recentVolumes, ...split];
    // Loans per title over three years: the share of titles nobody borrowed falls as 1 / (1 + λ).
    const lambda = h.titles > 0 ? loans[c] / h.titles : 0;
    const unborrowedShare = h.titles > 0 ? 1 / (1 + lambda) : 0;
    const old = (byAge[2] ?? 0) + (byAge[3] ?? 0);
    return {
      code: h.code,
      name: h.name,
      volumes: h.volumes,
      titles: h.titles,
      byAge,
      averageAge: 0,
      loans3y: loans[c],
      unborrowedTitles: Math.round(h.titles * unborrowedShare),
      unborrowedVolumes: Math.round(h.volumes * unborrowedShare),
      // Old books are the least borrowed: half again the class's share, at most every old volume.
      weedingCandidates: Math.min(old, Math.round(old * Math.min(1, 1.5 * unborrowedShare))),
    };
  });
}

/** The collection of a scope by 中图法 class and age (sums over its schools), at the end of the period's school year. */
export function collectionAge(scope: Scope, period: Period): AgeRow[] {
  const rs = resolveScope(scope, period);
  const months = threeYearMonths(period);
  const rows: AgeRow[] = CATEGORIES.map((cat) => ({
    code: cat.code,
    name: cat.name,
    volumes: 0,
    titles: 0,
    byAge: AGE_BANDS.map(() => 0),
    averageAge: 0,
    loans3y: 0,
    unborrowedTitles: 0,
    unborrowedVolumes: 0,
    weedingCandidates: 0,
  }));
  for (const part of rs.parts) {
    schoolAge(part, period, months).forEach((r, c) => {
      const into = rows[c];
      into.volumes += r.volumes;
      into.titles += r.titles;
      r.byAge.forEach((v, k) => (into.byAge[k] += v));
      into.loans3y += r.loans3y;
      into.unborrowedTitles += r.unborrowedTitles;
      into.unborrowedVolumes += r.unborrowedVolumes;
      into.weedingCandidates += r.weedingCandidates;
    });
  }
  for (const r of rows) {
    const years = r.byAge.reduce((a, v, k) => a + v * AGE_BANDS[k].mid, 0);
    r.averageAge = r.volumes > 0 ? Math.round((years / r.volumes) * 10) / 10 : 0;
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------- replenishment

export interface ReplenishmentRow {
  libraryId: number;
  name: string;
  districtName: string;
  levelName: string;
  students: number;
  volumes: number;
  volumesPerStudent: number;
  /** 册/生 by the 规程 for the school's type and roll. */
  standard: number;
  /** Volumes the roll needs (rounded up). */
  requiredVolumes: number;
  /** 应补册数 = max(0, requiredVolumes − volumes). */
  gap: number;
  /** Volumes added in the school year (the current year: to date). */
  newVolumes: number;
  newPerStudent: number;
  /** New books still needed this year to reach one per student: max(0, students × 1 − newVolumes). */
  newGap: number;
  /** 建议采购 = max(gap, newGap): the gap's books count as the year's new books too. */
  planned: number;
  /** The holdings and the plan by 中图法 class (index-aligned with CATEGORIES). */
  heldByCategory: number[];
  plannedByCategory: number[];
}

/**
 * The plan's books by 中图法 class: where the collection after the purchase would fall short of the recommended
 * profile, in proportion to the shortfall (the recommended shares when nothing falls short). Sums to `planned`.
 */
function planByCategory(held: readonly number[], planned: number): number[] {
  const after = held.reduce((a, b) => a + b, 0) + planned;
  const short = held.map((v, c) => Math.max(0, RECOMMENDED_PROFILE[c] * after - v));
  return splitExact(planned, short.some((s) => s > 0) ? short : [...RECOMMENDED_PROFILE]);
}

/** One row per school of the scope (a district's or city's schools; one for a school), in organisation order. */
export function replenishment(scope: Scope, period: Period): ReplenishmentRow[] {
  const rs = resolveScope(scope, period);
  return rs.parts.map((part) => {
    const school = part.school;
    const h = holdings({ libraryId: school.libraryId }, period);
    const st = partStandard(part);
    const required = requiredVolumes(st);
    const gap = Math.max(0, required - h.volumes);
    const newGap = Math.max(0, Math.ceil(st.students * NEW_BOOKS_PER_STUDENT) - h.newVolumes);
    const planned = Math.max(gap, newGap);
    const held = holdingsByCategory({ libraryId: school.libraryId }, period).map((c) => c.volumes);
    return {
      libraryId: school.libraryId,
      name: school.name,
      districtName: school.districtName,
      levelName: school.levelName,
      students: st.students,
      volumes: h.volumes,
      volumesPerStudent: h.volumesPerStudent,
      standard: h.standard,
      requiredVolumes: required,
      gap,
      newVolumes: h.newVolumes,
      newPerStudent: st.students > 0 ? Math.round((h.newVolumes / st.students) * 100) / 100 : 0,
      newGap,
      planned,
      heldByCategory: held,
      plannedByCategory: planByCategory(held, planned),
    };
  });
}
