/**
 * Holdings (馆藏) and circulation (流通) aggregates.
 * Loans, returns, renewals and overdue are counts of items; "loans" include teachers unless a
 * field says otherwise (studentLoans / teacherLoans split them).
 */
import { CURRENT_YEAR_ID, DEMO_NOW, YEAR_IDS, monthIndex, monthKey, monthLabel, schoolYears, yearIndexOf } from './calendar';
import { CATEGORIES, N_CATEGORIES, RECOMMENDED_PROFILE, categoryIndex, type CategoryCode } from './categories';
import { booksByCategory, catalogue } from './catalogue';
import { cardNumber, findTeacher, gradeName, rosterNumber, type School } from './city';
import { addCategoryLoans, addRow, emptyTotals, ratio, round2, round4, type Totals } from './figures';
import { studentNameOf } from './names';
import { fmix32, hashString, mix2 } from './prng';
import { periodMonths, periodYearIndex, resolveScope, type Period, type ResolvedScope, type Scope, type ScopePart } from './scope';
import { DURATION_BUCKETS, N_DURATION, YM, type ReaderRow, type SchoolData } from './school-data';
import { partStandard, requiredVolumes, standardPerStudent } from './standards';
import { readerLoans } from './students';
import { rankAt } from '@/utils/rank';

const NC = N_CATEGORIES;

// ---------------------------------------------------------------------------
// Holdings

export interface HoldingsSummary {
  /** Volumes (册) held at the end of the school year (the current year: today). */
  volumes: number;
  /** Titles (种); a title held on two campuses counts on each. */
  titles: number;
  /** Volumes published in the last 3 years. */
  recentVolumes: number;
  /** recentVolumes / volumes, 0..1. */
  recentShare: number;
  students: number;
  /** volumes / students. */
  volumesPerStudent: number;
  /** The 规程's volumes per student for the scope's roll (./standards.ts): the volumes it needs ÷ its students. */
  standard: number;
  /** Volumes the roll needs by the standard (rounded up per school). */
  requiredVolumes: number;
  /** Schools in scope whose volumes are below what their roll needs. */
  schoolsBelowStandard: number;
  /** Volumes added in the school year. */
  newVolumes: number;
  /** Acquisitions (volumes added) per school year up to this one, oldest first; the current year has Sep–Nov only. */
  acquisitions: { yearId: number; name: string; volumes: number }[];
}

/**
 * One campus's holdings of one class at the end of school year `yi`: today's collection minus the volumes
 * acquired in the later years (titles in proportion, recent volumes minus the later acquisitions). Nothing
 * outside the calendar.
 */
function campusHoldings(data: SchoolData, ci: number, c: number, yi: number): { v: number; t: number; r: number; added: number } {
  if (yi < 0) return { v: 0, t: 0, r: 0, added: 0 };
  const k = ci * NC + c;
  let later = 0;
  for (let y = yi + 1; y < N_YEARS; y++) later += data.acquisitions[(ci * N_YEARS + y) * NC + c];
  const now = data.volumes[k];
  const v = Math.max(0, now - later);
  return {
    v,
    t: now > 0 ? Math.round((data.titles[k] * v) / now) : 0,
    r: Math.max(0, data.recent[k] - later),
    added: data.acquisitions[(ci * N_YEARS + yi) * NC + c],
  };
}

const N_YEARS = 3;

function partStudents(part: ScopePart): number {
  return part.classRows.reduce((a, r) => a + r.size, 0);
}

/** Volumes and titles of some school parts at the end of school year `yi` (rankings, unit rows). */
export function partsHoldings(parts: readonly ScopePart[], yi: number): { volumes: number; titles: number } {
  let volumes = 0;
  let titles = 0;
  for (const part of parts)
    for (const ci of part.campusIndexes)
      for (let c = 0; c < NC; c++) {
        const h = campusHoldings(part.data, ci, c, yi);
        volumes += h.v;
        titles += h.t;
      }
  return { volumes, titles };
}

/** Holdings of a scope at the end of the period's school year ({@link periodYearIndex}). */
export function holdings(scope: Scope, period: Period): HoldingsSummary {
  const rs = resolveScope(scope, period);
  const yi = periodYearIndex(period);
  let volumes = 0;
  let titles = 0;
  let recent = 0;
  let students = 0;
  let below = 0;
  let required = 0;
  let added = 0;
  const acq = [0, 0, 0];
  for (const part of rs.parts) {
    let pv = 0;
    for (const ci of part.campusIndexes) {
      for (let c = 0; c < NC; c++) {
        const h = campusHoldings(part.data, ci, c, yi);
        pv += h.v;
        titles += h.t;
        recent += h.r;
        added += h.added;
        for (let y = 0; y < N_YEARS; y++) acq[y] = acq[y] + part.data.acquisitions[(ci * N_YEARS + y) * NC + c];
      }
    }
    const ps = partStudents(part);
    const need = requiredVolumes(partStandard(part));
    if (ps > 0 && pv < need) below++;
    required += need;
    volumes += pv;
    students += ps;
  }
  return {
    volumes,
    titles,
    recentVolumes: recent,
    recentShare: round4(ratio(recent, volumes)),
    students,
    volumesPerStudent: round2(ratio(volumes, students)),
    standard: standardPerStudent(rs.parts),
    requiredVolumes: required,
    schoolsBelowStandard: below,
    newVolumes: added,
    acquisitions:
      yi < 0
        ? []
        : schoolYears()
            .slice(0, yi + 1)
            .map((y, i) => ({ yearId: y.id, name: y.name, volumes: acq[i] })),
  };
}

export interface CategoryHoldingRow {
  code: CategoryCode;
  name: string;
  volumes: number;
  titles: number;
  recentVolumes: number;
  /** Share of the scope's volumes, 0..1. */
  share: number;
  /** Share in the recommended profile, 0..1. */
  recommendedShare: number;
  /** share - recommendedShare. */
  deviation: number;
}

/** Holdings by the 22 中图法 classes at the end of the period's school year, in A…Z order. */
export function holdingsByCategory(scope: Scope, period: Period): CategoryHoldingRow[] {
  const rs = resolveScope(scope, period);
  const yi = periodYearIndex(period);
  const v = new Array<number>(NC).fill(0);
  const t = new Array<number>(NC).fill(0);
  const r = new Array<number>(NC).fill(0);
  for (const part of rs.parts) {
    for (const ci of part.campusIndexes) {
      for (let c = 0; c < NC; c++) {
        const h = campusHoldings(part.data, ci, c, yi);
        v[c] = v[c] + h.v;
        t[c] = t[c] + h.t;
        r[c] = r[c] + h.r;
      }
    }
  }
  const total = v.reduce((x, y) => x + y, 0);
  return CATEGORIES.map((cat, c) => {
    const share = round4(ratio(v[c], total));
    const rec = round4(RECOMMENDED_PROFILE[c]);
    return {
      code: cat.code,
      name: cat.name,
      volumes: v[c],
      titles: t[c],
      recentVolumes: r[c],
      share,
      recommendedShare: rec,
      deviation: round4(share - rec),
    };
  });
}

interface CategoryBalanceRow {
  code: CategoryCode;
  name: string;
  /** Volumes (holdings) or loans (reading) in the class. */
  count: number;
  share: number;
  recommendedShare: number;
  deviation: number;
}

export interface CategoryBalance {
  source: 'holdings' | 'loans';
  rows: CategoryBalanceRow[];
  /** 100 × (1 − ½ Σ|share − recommended|): 100 = exactly the recommended profile. */
  balanceIndex: number;
}

function balanceOf(source: 'holdings' | 'loans', counts: readonly number[]): CategoryBalance {
  const total = counts.reduce((a, b) => a + b, 0);
  let dist = 0;
  const rows = CATEGORIES.map((cat, c) => {
    const share = round4(ratio(counts[c], total));
    const rec = round4(RECOMMENDED_PROFILE[c]);
    dist += Math.abs(ratio(counts[c], total) - RECOMMENDED_PROFILE[c]);
    return { code: cat.code, name: cat.name, count: counts[c], share, recommendedShare: rec, deviation: round4(share - rec) };
  });
  return { source, rows, balanceIndex: total > 0 ? Math.round((1 - dist / 2) * 1000) / 10 : 0 };
}

/**
 * Category balance against the recommended profile: of the collection (`'holdings'`), or of what
 * the scope's students borrowed in the period (`'loans'`, optionally one grade).
 */
export function categoryBalance(scope: Scope, period: Period, source: 'holdings' | 'loans' = 'holdings', grade?: number): CategoryBalance {
  if (source === 'holdings')
    return balanceOf(
      source,
      holdingsByCategory(scope, period).map((r) => r.volumes),
    );
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const counts = new Array<number>(NC).fill(0);
  for (const part of rs.parts)
    for (const row of part.classRows) if (grade === undefined || row.grade === grade) addCategoryLoans(counts, part.data, row, months);
  return balanceOf(source, counts);
}

// ---------------------------------------------------------------------------
// Loans

export interface LoanSummary {
  /** Loans by all readers (items). */
  loans: number;
  studentLoans: number;
  teacherLoans: number;
  returns: number;
  renewals: number;
  overdue: number;
  /** Distinct borrowers (students + teachers). */
  borrowers: number;
  students: number;
  teachers: number;
  /** studentLoans / students. */
  loansPerStudent: number;
  /** teacherLoans / teachers. */
  loansPerTeacher: number;
  /** overdue / loans, 0..1. */
  overdueRate: number;
  /** Average days a book is out. */
  averageDays: number;
}

function totalsOf(rs: ResolvedScope, months: readonly number[], filter?: (row: ReaderRow) => boolean): Totals {
  const t = emptyTotals();
  for (const part of rs.parts) {
    for (const row of part.classRows) if (!filter || filter(row)) addRow(t, part.data, row, months);
    for (const row of part.teacherRows) if (!filter || filter(row)) addRow(t, part.data, row, months);
  }
  return t;
}

/** The additive totals of a scope over a period (all readers). Used by kpis and the other modules. */
export function scopeTotals(scope: Scope, period: Period): Totals {
  return totalsOf(resolveScope(scope, period), periodMonths(period));
}

function summaryOf(t: Totals): LoanSummary {
  return {
    loans: t.loans,
    studentLoans: t.studentLoans,
    teacherLoans: t.teacherLoans,
    returns: t.returns,
    renewals: t.renewals,
    overdue: t.overdue,
    borrowers: t.borrowers,
    students: t.students,
    teachers: t.teachers,
    loansPerStudent: round2(ratio(t.studentLoans, t.students)),
    loansPerTeacher: round2(ratio(t.teacherLoans, t.teachers)),
    overdueRate: round4(ratio(t.overdue, t.loans)),
    averageDays: round2(ratio(t.daysOut, t.loans)),
  };
}

/** Circulation totals of a scope over a period. */
export function loansSummary(scope: Scope, period: Period): LoanSummary {
  return summaryOf(scopeTotals(scope, period));
}

export interface MonthLoanRow {
  /** 'YYYY-MM'. */
  month: string;
  /** '9月'. */
  label: string;
  loans: number;
  studentLoans: number;
  teacherLoans: number;
  returns: number;
  renewals: number;
  overdue: number;
  /** Distinct borrowers in the month. */
  borrowers: number;
}

/** Loans per month of the period (months after 2026-11 are not listed). Sums to loansSummary. */
export function loansByMonth(scope: Scope, period: Period): MonthLoanRow[] {
  const rs = resolveScope(scope, period);
  return periodMonths(period).map((m) => {
    const t = totalsOf(rs, [m]);
    return {
      month: monthKey(m),
      label: monthLabel(m),
      loans: t.loans,
      studentLoans: t.studentLoans,
      teacherLoans: t.teacherLoans,
      returns: t.returns,
      renewals: t.renewals,
      overdue: t.overdue,
      borrowers: t.borrowers,
    };
  });
}

export interface GradeLoanRow {
  grade: number;
  gradeName: string;
  students: number;
  /** Students' loans of the grade. */
  loans: number;
  loansPerStudent: number;
  returns: number;
  renewals: number;
  overdue: number;
  borrowers: number;
  /** borrowers / students, 0..1. */
  borrowRate: number;
}

function gradesIn(rs: ResolvedScope): number[] {
  const s = new Set<number>();
  for (const p of rs.parts) for (const r of p.classRows) s.add(r.grade);
  return [...s].sort((a, b) => a - b);
}

/** Students' loans by grade (ascending grade). The rows sum to loansSummary().studentLoans. */
export function loansByGrade(scope: Scope, period: Period): GradeLoanRow[] {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  return gradesIn(rs).map((g) => {
    const t = emptyTotals();
    for (const part of rs.parts) for (const row of part.classRows) if (row.grade === g) addRow(t, part.data, row, months);
    return {
      grade: g,
      gradeName: gradeName(g),
      students: t.students,
      loans: t.loans,
      loansPerStudent: round2(ratio(t.loans, t.students)),
      returns: t.returns,
      renewals: t.renewals,
      overdue: t.overdue,
      borrowers: t.borrowers,
      borrowRate: round4(ratio(t.borrowers, t.students)),
    };
  });
}

export interface CategoryLoanRow {
  code: CategoryCode;
  name: string;
  /** Loans by all readers in this class. */
  loans: number;
  share: number;
  /** Volumes held in this class. */
  volumes: number;
  volumeShare: number;
  /** loans / volumes. */
  turnover: number;
}

/** Loans (all readers) by the 22 classes. Sums to loansSummary().loans. */
export function loansByCategory(scope: Scope, period: Period): CategoryLoanRow[] {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const counts = new Array<number>(NC).fill(0);
  for (const part of rs.parts) for (const row of [...part.classRows, ...part.teacherRows]) addCategoryLoans(counts, part.data, row, months);
  const hold = holdingsByCategory(scope, period);
  const total = counts.reduce((a, b) => a + b, 0);
  const totalV = hold.reduce((a, b) => a + b.volumes, 0);
  return CATEGORIES.map((cat, c) => ({
    code: cat.code,
    name: cat.name,
    loans: counts[c],
    share: round4(ratio(counts[c], total)),
    volumes: hold[c].volumes,
    volumeShare: round4(ratio(hold[c].volumes, totalV)),
    turnover: round2(ratio(counts[c], hold[c].volumes)),
  }));
}

export interface GradeCategoryMatrix {
  grades: { grade: number; gradeName: string }[];
  categories: { code: CategoryCode; name: string }[];
  /** loans[gradeIndex][categoryIndex]: students' loans. */
  loans: number[][];
  /** Flat cells for heat maps: [categoryIndex, gradeIndex, loans]. */
  cells: [number, number, number][];
}

/** Students' loans by grade × class (heat map). Row sums equal loansByGrade. */
export function loansByGradeCategory(scope: Scope, period: Period): GradeCategoryMatrix {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const grades = gradesIn(rs);
  const matrix = grades.map((g) => {
    const counts = new Array<number>(NC).fill(0);
    for (const part of rs.parts) for (const row of part.classRows) if (row.grade === g) addCategoryLoans(counts, part.data, row, months);
    return counts;
  });
  const cells: [number, number, number][] = [];
  matrix.forEach((row, gi) => row.forEach((v, c) => cells.push([c, gi, v])));
  return {
    grades: grades.map((g) => ({ grade: g, gradeName: gradeName(g) })),
    categories: CATEGORIES.map((c) => ({ code: c.code, name: c.name })),
    loans: matrix,
    cells,
  };
}

export interface UnitRow extends LoanSummary {
  kind: 'district' | 'school' | 'campus';
  id: number;
  name: string;
  districtId: number;
  districtName: string;
  libraryId: number | null;
  campusId: number | null;
  levelName: string | null;
  schools: number;
  classes: number;
  volumes: number;
  titles: number;
  volumesPerStudent: number;
  /** Library cards issued and cards that borrowed in the period. */
  cards: number;
  activeCards: number;
}

function unitRow(
  kind: UnitRow['kind'],
  id: number,
  name: string,
  parts: ScopePart[],
  months: readonly number[],
  yi: number,
  extra: Partial<UnitRow>,
): UnitRow {
  const t = emptyTotals();
  for (const part of parts) for (const row of [...part.classRows, ...part.teacherRows]) addRow(t, part.data, row, months);
  const { volumes, titles } = partsHoldings(parts, yi);
  const first = parts[0]?.school;
  return {
    kind,
    id,
    name,
    districtId: first?.districtId ?? 0,
    districtName: first?.districtName ?? '',
    libraryId: null,
    campusId: null,
    levelName: null,
    schools: new Set(parts.map((p) => p.school.libraryId)).size,
    classes: t.classes,
    volumes,
    titles,
    volumesPerStudent: round2(ratio(volumes, t.students)),
    cards: t.cards,
    activeCards: t.borrowers,
    ...summaryOf(t),
    ...extra,
  };
}

/** One row per school in scope (a district's schools; one row for a library scope). */
export function loansByLibrary(scope: Scope, period: Period): UnitRow[] {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  return rs.parts.map((p) =>
    unitRow('school', p.school.libraryId, p.school.name, [p], months, periodYearIndex(period), {
      libraryId: p.school.libraryId,
      levelName: p.school.levelName,
    }),
  );
}

/** One row per district in scope (region comparison). Each equals the sum of its schools. */
export function loansByDistrict(scope: Scope, period: Period): UnitRow[] {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  return rs.districtIds.map((id) => {
    const parts = rs.parts.filter((p) => p.school.districtId === id);
    return unitRow('district', id, parts[0]?.school.districtName ?? '', parts, months, periodYearIndex(period), {});
  });
}

/** One row per campus in scope. */
export function loansByCampus(scope: Scope, period: Period): UnitRow[] {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const out: UnitRow[] = [];
  for (const p of rs.parts) {
    for (const ci of p.campusIndexes) {
      const campus = p.school.campuses[ci];
      if (!campus) continue;
      const sub: ScopePart = {
        ...p,
        campusId: campus.campusId,
        classRows: p.classRows.filter((r) => r.campusId === campus.campusId),
        teacherRows: p.teacherRows.filter((r) => r.campusId === campus.campusId),
        campusIndexes: [ci],
      };
      out.push(
        unitRow('campus', campus.campusId, campus.name, [sub], months, periodYearIndex(period), {
          libraryId: p.school.libraryId,
          campusId: campus.campusId,
          levelName: p.school.levelName,
        }),
      );
    }
  }
  return out;
}

export interface DurationRow {
  grade: number;
  gradeName: string;
  loans: number;
  /** Average days out. */
  averageDays: number;
  buckets: { label: string; loans: number; share: number }[];
}

/** Borrow duration (days a book is out) by grade; teachers as a last row with grade 0 when `includeTeachers`. */
export function borrowDurationByGrade(scope: Scope, period: Period, includeTeachers = false): DurationRow[] {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const grades = gradesIn(rs);
  if (includeTeachers) grades.push(0);
  return grades.map((g) => {
    const buckets = new Array<number>(N_DURATION).fill(0);
    let loans = 0;
    let days = 0;
    for (const part of rs.parts) {
      for (const row of g === 0 ? part.teacherRows : part.classRows) {
        if (row.grade !== g) continue;
        for (const m of months) {
          if (m < row.yearIndex * YM || m >= (row.yearIndex + 1) * YM) continue;
          const k = row.base + m;
          loans += part.data.loansRM[k];
          days += part.data.daysOut[k];
          for (let b = 0; b < N_DURATION; b++) buckets[b] = buckets[b] + part.data.duration[k * N_DURATION + b];
        }
      }
    }
    return {
      grade: g,
      gradeName: gradeName(g),
      loans,
      averageDays: round2(ratio(days, loans)),
      buckets: DURATION_BUCKETS.map((b, i) => ({ label: b.label, loans: buckets[i], share: round4(ratio(buckets[i], loans)) })),
    };
  });
}

// ---------------------------------------------------------------------------
// Top books

const COVERAGE = booksByCategory().map((list) => 0.55 * (1 - Math.exp(-list.length / 25)));
const bookShareMemo = new Map<string, Float64Array>();

/** Share of a (school, grade)'s loans in a book's class that go to that catalogue book. */
function bookShares(libraryId: number, grade: number): Float64Array {
  const key = `${libraryId}:${grade}`;
  let shares = bookShareMemo.get(key);
  if (shares) return shares;
  const books = catalogue();
  shares = new Float64Array(books.length);
  const groups = booksByCategory();
  for (let c = 0; c < NC; c++) {
    const list = groups[c];
    if (list.length === 0) continue;
    const w = list.map((b) => {
      let fit: number;
      if (grade === 0) fit = b.minGrade === 0 ? 3 : b.maxGrade >= 9 ? 1 : 0.15;
      else if (b.minGrade === 0) fit = 0.01;
      else if (grade >= b.minGrade && grade <= b.maxGrade) fit = 1;
      else fit = Math.exp(-0.9 * (grade < b.minGrade ? b.minGrade - grade : grade - b.maxGrade));
      const local = 0.7 + 0.6 * (fmix32(mix2(libraryId, b.bookId)) / 4294967296);
      return b.popularity * fit * local;
    });
    const sum = w.reduce((a, x) => a + x, 0);
    list.forEach((b, i) => {
      shares[b.bookId - 1] = sum > 0 ? (COVERAGE[c] * w[i]) / sum : 0;
    });
  }
  bookShareMemo.set(key, shares);
  return shares;
}

export interface TopBookRow {
  rank: number;
  bookId: number;
  title: string;
  author: string;
  category: CategoryCode;
  categoryName: string;
  publisher: string;
  year: number;
  isbn: string;
  /** Loans of this title in scope and period. */
  loans: number;
}

export interface TopBooksOptions {
  /** 中图法 letter to restrict to. */
  category?: string;
  /** Grade 1..12 to restrict to (students only). */
  grade?: number;
  /** Include teachers' loans (default true unless a grade is given). */
  includeTeachers?: boolean;
  /** Rows to return (default 10). */
  limit?: number;
}

/**
 * Most borrowed catalogue titles. A title's loans are a deterministic share of its class's loans
 * per (school, campus, grade), rounded at that level, so a district's figure is the sum of its
 * schools'.
 */
export function topBooks(scope: Scope, period: Period, opts: TopBooksOptions = {}): TopBookRow[] {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const catFilter = opts.category ? categoryIndex(opts.category) : -1;
  const withTeachers = opts.includeTeachers ?? opts.grade === undefined;
  const books = catalogue();
  const groups = booksByCategory();
  const counts = new Float64Array(books.length);
  for (const part of rs.parts) {
    // Group rows by (campus, grade).
    const buckets = new Map<string, { grade: number; loans: number[] }>();
    const rows = withTeachers ? [...part.classRows, ...part.teacherRows] : part.classRows;
    for (const row of rows) {
      if (opts.grade !== undefined && row.grade !== opts.grade) continue;
      const key = `${row.campusId}:${row.grade}`;
      let b = buckets.get(key);
      if (!b) {
        b = { grade: row.grade, loans: new Array<number>(NC).fill(0) };
        buckets.set(key, b);
      }
      addCategoryLoans(b.loans, part.data, row, months);
    }
    for (const b of buckets.values()) {
      const shares = bookShares(part.school.libraryId, b.grade);
      for (let c = 0; c < NC; c++) {
        if (catFilter >= 0 && c !== catFilter) continue;
        const total = b.loans[c];
        if (total <= 0) continue;
        for (const book of groups[c]) counts[book.bookId - 1] = counts[book.bookId - 1] + Math.round(total * shares[book.bookId - 1]);
      }
    }
  }
  const order = books
    .filter((b) => (catFilter < 0 || b.categoryIndex === catFilter) && counts[b.bookId - 1] > 0)
    .sort((a, b) => counts[b.bookId - 1] - counts[a.bookId - 1] || a.bookId - b.bookId);
  return order.slice(0, opts.limit ?? 10).map((b, i, list) => ({
    rank: rankAt(list, i, (x) => counts[x.bookId - 1]),
    bookId: b.bookId,
    title: b.title,
    author: b.author,
    category: b.category,
    categoryName: CATEGORIES[b.categoryIndex].name,
    publisher: b.publisher,
    year: b.year,
    isbn: b.isbn,
    loans: counts[b.bookId - 1],
  }));
}

// ---------------------------------------------------------------------------
// Readers and cards

export interface ReaderRankRow {
  rank: number;
  readerType: 'student' | 'teacher';
  /** studentId or teacherId. */
  readerId: number;
  name: string;
  cardNo: string;
  libraryId: number;
  libraryName: string;
  campusId: number;
  grade: number;
  gradeName: string;
  /** Class (students) or subject (teachers). */
  classId: number | null;
  className: string;
  loans: number;
  returns: number;
  renewals: number;
  overdue: number;
}

export interface TopReadersOptions {
  grade?: number;
  classId?: number;
  /** Also rank teachers (card ranking). Default false. */
  includeTeachers?: boolean;
  /** Only teachers. */
  teachersOnly?: boolean;
  /** Rows to return (default 10; 0 = all). */
  limit?: number;
  /** Also list card holders who did not borrow in the period (loans 0). Default false. */
  includeInactive?: boolean;
}

interface ReaderEntry {
  part: ScopePart;
  row: ReaderRow;
  i: number;
  loans: number;
  split: ReturnType<typeof readerLoans>;
}

function collectReaders(rs: ResolvedScope, months: readonly number[], opts: TopReadersOptions): ReaderEntry[] {
  const out: ReaderEntry[] = [];
  for (const part of rs.parts) {
    const rows: ReaderRow[] = [];
    if (!opts.teachersOnly)
      rows.push(
        ...part.classRows.filter(
          (r) => (opts.grade === undefined || r.grade === opts.grade) && (opts.classId === undefined || r.classId === opts.classId),
        ),
      );
    if ((opts.includeTeachers || opts.teachersOnly) && opts.grade === undefined && opts.classId === undefined)
      rows.push(...part.teacherRows);
    for (const row of rows) {
      const split = readerLoans(part.data, row, months);
      for (let i = 0; i < row.size; i++) {
        const loans = split.loans[i];
        if (loans > 0 || (opts.includeInactive && i < row.cards)) out.push({ part, row, i, loans, split });
      }
    }
  }
  return out;
}

function readerRow(e: ReaderEntry, rank: number): ReaderRankRow {
  const school: School = e.part.school;
  const base = {
    rank,
    libraryId: school.libraryId,
    libraryName: school.name,
    campusId: e.row.campusId,
    loans: e.loans,
    returns: e.split.returns[e.i],
    renewals: e.split.renewals[e.i],
    overdue: e.split.overdue[e.i],
  };
  if (e.row.kind === 'class') {
    const studentId = e.row.classId * 100 + (e.row.cls ? rosterNumber(e.row.cls, e.i) : e.i + 1);
    return {
      ...base,
      readerType: 'student',
      readerId: studentId,
      name: studentNameOf(studentId).name,
      cardNo: cardNumber(studentId),
      grade: e.row.grade,
      gradeName: gradeName(e.row.grade),
      classId: e.row.classId,
      className: e.row.cls?.name ?? '',
    };
  }
  const teacherId = e.row.teacherIds[e.i];
  const t = findTeacher(teacherId, e.part.roll?.yearId);
  return {
    ...base,
    readerType: 'teacher',
    readerId: teacherId,
    name: t?.name ?? '',
    cardNo: cardNumber(teacherId, true),
    grade: 0,
    gradeName: '教师',
    classId: null,
    className: t ? `${t.subject}教师` : '教师',
  };
}

/** Readers ranked by loans in the period (students by default). Loans sum to the class figures. */
export function topReaders(scope: Scope, period: Period, opts: TopReadersOptions = {}): ReaderRankRow[] {
  const rs = resolveScope(scope, period);
  const entries = collectReaders(rs, periodMonths(period), opts);
  const id = (e: ReaderEntry): number =>
    e.row.kind === 'class' ? e.row.classId * 100 + (e.row.cls ? rosterNumber(e.row.cls, e.i) : e.i + 1) : e.row.teacherIds[e.i];
  entries.sort((a, b) => b.loans - a.loans || id(a) - id(b));
  const limit = opts.limit ?? 10;
  // Equal loans, equal rank (src/utils/rank.ts): two readers with 44 loans are both 3rd.
  return (limit > 0 ? entries.slice(0, limit) : entries).map((e, i, list) =>
    readerRow(
      e,
      rankAt(list, i, (x) => x.loans),
    ),
  );
}

/**
 * Card borrowing rank (借阅卡排行): one row per card (its borrower and loan count), students and
 * teachers together. `includeInactive` also lists cards with no loans in the period.
 */
export function cardRanking(
  scope: Scope,
  period: Period,
  opts: { limit?: number; readerType?: 'student' | 'teacher' | 'all'; includeInactive?: boolean } = {},
): ReaderRankRow[] {
  const type = opts.readerType ?? 'all';
  return topReaders(scope, period, {
    limit: opts.limit ?? 10,
    includeTeachers: type !== 'student',
    teachersOnly: type === 'teacher',
    includeInactive: opts.includeInactive,
  });
}

export interface CardSummary {
  /** Cards issued (students + teachers). */
  issued: number;
  studentCards: number;
  teacherCards: number;
  /** Cards that borrowed at least once in the period. */
  active: number;
  activeStudentCards: number;
  activeTeacherCards: number;
  /** active / issued, 0..1. */
  activeRate: number;
  inactive: number;
  /** Loans in the period (all readers). */
  loans: number;
  /** loans / active. */
  loansPerActiveCard: number;
  /** Students without a card. */
  studentsWithoutCard: number;
  byGrade: { grade: number; gradeName: string; issued: number; active: number; activeRate: number }[];
}

/** Library cards of a scope (held by the roll of the period's school year; activity over the period). */
export function cards(scope: Scope, period: Period): CardSummary {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const t = totalsOf(rs, months);
  const byGrade = gradesIn(rs).map((g) => {
    const gt = totalsOf(rs, months, (r) => r.kind === 'class' && r.grade === g);
    return { grade: g, gradeName: gradeName(g), issued: gt.cards, active: gt.borrowers, activeRate: round4(ratio(gt.borrowers, gt.cards)) };
  });
  return {
    issued: t.cards,
    studentCards: t.studentCards,
    teacherCards: t.teacherCards,
    active: t.borrowers,
    activeStudentCards: t.studentBorrowers,
    activeTeacherCards: t.teacherBorrowers,
    activeRate: round4(ratio(t.borrowers, t.cards)),
    inactive: t.cards - t.borrowers,
    loans: t.loans,
    loansPerActiveCard: round2(ratio(t.loans, t.borrowers)),
    studentsWithoutCard: t.students - t.studentCards,
    byGrade,
  };
}

// ---------------------------------------------------------------------------
// Live feed

export interface LoanEvent {
  id: string;
  /** ISO timestamp (+08:00). */
  time: string;
  action: '借出' | '归还' | '续借';
  readerType: 'student' | 'teacher';
  readerName: string;
  cardNo: string;
  /** Class name, or '教师'. */
  className: string;
  libraryId: number;
  libraryName: string;
  campusId: number;
  campusName: string;
  bookId: number;
  title: string;
  category: CategoryCode;
}

/**
 * A deterministic feed of recent loans (借阅动态), newest first, ending at `now`
 * (default DEMO_NOW). It is illustrative: it is not summed into any figure.
 */
export function recentLoans(scope: Scope, opts: { limit?: number; now?: string } = {}): LoanEvent[] {
  const limit = opts.limit ?? 20;
  const now = opts.now ?? DEMO_NOW;
  // The readers are those of the school year the feed ends in.
  const m = monthIndex(now);
  const rs = resolveScope(scope, m < 0 ? undefined : { yearId: YEAR_IDS[yearIndexOf(m)] ?? CURRENT_YEAR_ID });
  const nowMs = Date.parse(now);
  if (rs.parts.length === 0 || Number.isNaN(nowMs)) return [];
  const books = catalogue();
  const seed = hashString(`feed|${rs.level}|${rs.parts.map((p) => `${p.school.libraryId}:${p.campusId ?? ''}`).join(',')}`);
  const out: LoanEvent[] = [];
  let t = nowMs;
  for (let i = 0; i < limit; i++) {
    const h = mix2(seed, i);
    t -= (1 + (h % 9)) * 60000 + ((h >>> 8) % 60) * 1000;
    const part = rs.parts[(h >>> 4) % rs.parts.length];
    const teacher = (h >>> 12) % 10 === 0 && part.teacherRows.length > 0;
    const rows = teacher ? part.teacherRows : part.classRows;
    if (rows.length === 0) continue;
    const row = rows[mix2(h, 1) % rows.length];
    const seat = mix2(h, 2) % Math.max(1, row.cards);
    const book = books[mix2(h, 3) % books.length];
    const a = mix2(h, 4) % 20;
    const campus = part.school.campuses.find((c) => c.campusId === row.campusId);
    const readerId = teacher ? row.teacherIds[seat] : row.classId * 100 + (row.cls ? rosterNumber(row.cls, seat) : seat + 1);
    out.push({
      id: `${part.school.libraryId}-${i}`,
      time: toShanghaiIso(t),
      action: a < 14 ? '借出' : a < 19 ? '归还' : '续借',
      readerType: teacher ? 'teacher' : 'student',
      readerName: teacher ? (findTeacher(readerId)?.name ?? '') : studentNameOf(readerId).name,
      cardNo: cardNumber(readerId, teacher),
      className: teacher ? '教师' : (row.cls?.name ?? ''),
      libraryId: part.school.libraryId,
      libraryName: part.school.name,
      campusId: row.campusId,
      campusName: campus?.name ?? part.school.name,
      bookId: book.bookId,
      title: book.title,
      category: book.category,
    });
  }
  return out;
}

/** ISO timestamp with +08:00 of an epoch ms value. */
export function toShanghaiIso(ms: number): string {
  return `${new Date(ms + 8 * 3600000).toISOString().slice(0, 19)}+08:00`;
}
