/**
 * Reading-platform aggregates (阅读数据) and the rankings (排名) of every metric family at
 * every level. All figures are sums of class rows (students); see figures.ts.
 */
import type { RankingFamilyKey, RankingLevelKey } from '@/api/contract/ranking';
import { monthKey, monthLabel } from './calendar';
import { cityIndex, gradeName, rosterNumber } from './city';
import { partsHoldings } from './circulation';
import { N_CATEGORIES } from './categories';
import { addRow, emptyTotals, figuresOf, ratio, round4, type ReadingFigures, type Totals } from './figures';
import { studentNameOf } from './names';
import { hash01 } from './prng';
import { periodMonths, periodYearIndex, resolveScope, type Period, type ResolvedScope, type Scope, type ScopePart } from './scope';
import { EXPRESSION_TYPES, INTERACTION_TYPES, type ReaderRow } from './school-data';
import { readerLoans, studentReading, type ReaderLoans, type StudentReading } from './students';
import { competitionRanks } from '@/utils/rank';

function classTotals(rs: ResolvedScope, months: readonly number[], filter?: (part: ScopePart, row: ReaderRow) => boolean): Totals {
  const t = emptyTotals();
  for (const part of rs.parts) for (const row of part.classRows) if (!filter || filter(part, row)) addRow(t, part.data, row, months);
  return t;
}

/** Reading figures of the students of a scope over a period (with the scope's holdings). */
export function readingSummary(scope: Scope, period: Period): ReadingFigures {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  return figuresOf(classTotals(rs, months), months.length, partsHoldings(rs.parts, periodYearIndex(period)));
}

export interface MonthReadingRow {
  month: string;
  label: string;
  students: number;
  /** Students who read in the month. */
  participants: number;
  participationRate: number;
  /** Students active on the platform in the month (monthly active readers). */
  activeReaders: number;
  activeRate: number;
  booksRead: number;
  wordsRead: number;
  minutes: number;
  quizzes: number;
  correct: number;
  accuracy: number;
  expressions: number;
  interactions: number;
}

function monthRow(rs: ResolvedScope, m: number): MonthReadingRow {
  const t = classTotals(rs, [m]);
  const f = figuresOf(t, 1);
  return {
    month: monthKey(m),
    label: monthLabel(m),
    students: f.students,
    participants: f.participants,
    participationRate: f.participationRate,
    activeReaders: f.activeReaders,
    activeRate: f.activeRate,
    booksRead: f.booksRead,
    wordsRead: f.wordsRead,
    minutes: f.minutes,
    quizzes: f.quizzes,
    correct: f.correct,
    accuracy: f.accuracy,
    expressions: f.expressions,
    interactions: f.interactions,
  };
}

/**
 * Platform reading per month of the period (no months after 2026-11). Additive fields (books,
 * words, minutes, quizzes, correct, expressions, interactions) sum to readingSummary; monthly
 * participants/active readers are per month (the period's distinct count is their class-wise max).
 */
export function readingByMonth(scope: Scope, period: Period): MonthReadingRow[] {
  const rs = resolveScope(scope, period);
  return periodMonths(period).map((m) => monthRow(rs, m));
}

/** Monthly active readers (月活跃读者) per month. */
export function monthlyActive(
  scope: Scope,
  period: Period,
): { month: string; label: string; students: number; activeReaders: number; activeRate: number }[] {
  return readingByMonth(scope, period).map((r) => ({
    month: r.month,
    label: r.label,
    students: r.students,
    activeReaders: r.activeReaders,
    activeRate: r.activeRate,
  }));
}

export interface GradeReadingRow extends ReadingFigures {
  grade: number;
  gradeName: string;
}

/** Reading figures by grade (ascending). */
export function readingByGrade(scope: Scope, period: Period): GradeReadingRow[] {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const grades = [...new Set(rs.parts.flatMap((p) => p.classRows.map((r) => r.grade)))].sort((a, b) => a - b);
  return grades.map((g) => ({
    grade: g,
    gradeName: gradeName(g),
    ...figuresOf(
      classTotals(rs, months, (_, r) => r.grade === g),
      months.length,
    ),
  }));
}

/** Multiple expression (多元表达) counts by type: 读书笔记, 书评, 朗读, 绘画. */
export function expressionByType(scope: Scope, period: Period): { type: string; count: number; share: number }[] {
  const f = readingSummary(scope, period);
  const counts = [f.notes, f.reviews, f.readAloud, f.drawings];
  return EXPRESSION_TYPES.map((type, i) => ({ type, count: counts[i], share: round4(ratio(counts[i], f.expressions)) }));
}

/** Interaction (互动) counts by type: 点赞, 评论, 分享. */
export function interactionByType(scope: Scope, period: Period): { type: string; count: number; share: number }[] {
  const f = readingSummary(scope, period);
  const counts = [f.likes, f.comments, f.shares];
  return INTERACTION_TYPES.map((type, i) => ({ type, count: counts[i], share: round4(ratio(counts[i], f.interactions)) }));
}

// ---------------------------------------------------------------------------
// Rankings

/**
 * Entity level and metric family of a ranking: the contract's vocabulary (rank/queryRanking), one list for the
 * routes, the page, the API and this generator. 'region' = districts of the city.
 */
export type RankingLevel = RankingLevelKey;

/** The reading families the generator ranks ('teaching' ranks teachers on teaching data: teaching.ts). */
export type RankingFamily = Exclude<RankingFamilyKey, 'teaching'>;

/** Any numeric field of ReadingFigures can be ranked on. */
export type RankingMetric = keyof ReadingFigures;

const OVERALL_METRICS: RankingMetric[] = [
  'score',
  'participationRate',
  'accuracy',
  'booksPerStudent',
  'loansPerStudent',
  'expressionsPerStudent',
  'interactionsPerStudent',
];

/**
 * The metrics of each family; the first is the family's default (libraryBook depends on the level, see
 * {@link familyMetric}). The contract declares the same lists (RANKING_FAMILY_COLUMNS); a test keeps them equal.
 */
export const RANKING_FAMILIES: Record<RankingFamily, { name: string; metrics: RankingMetric[] }> = {
  participation: {
    name: '参与度',
    metrics: ['participationRate', 'participants', 'activeReaders', 'booksRead', 'booksPerStudent', 'wordsRead', 'minutes'],
  },
  quality: { name: '阅读质量', metrics: ['quizzes', 'quizzesPerStudent', 'accuracy', 'correct', 'questions'] },
  qualityAccuracy: { name: '阅读正确率', metrics: ['accuracy', 'quizzes', 'quizzesPerStudent', 'correct'] },
  expression: { name: '多元表达', metrics: ['expressions', 'expressionsPerStudent', 'notes', 'reviews', 'readAloud', 'drawings'] },
  interaction: { name: '互动', metrics: ['interactions', 'interactionsPerStudent', 'likes', 'comments', 'shares'] },
  libraryBook: {
    name: '馆藏借阅',
    metrics: ['volumesPerStudent', 'volumes', 'titles', 'borrowRate', 'borrowers', 'loans', 'loansPerStudent'],
  },
  circulation: { name: '流通', metrics: ['loans', 'loansPerStudent', 'returns', 'renewals', 'overdue'] },
  overall: { name: '综合', metrics: OVERALL_METRICS },
  region: { name: '区域', metrics: OVERALL_METRICS },
  teacher: { name: '教师', metrics: OVERALL_METRICS },
};

function isRankingFamily(name: string): name is RankingFamily {
  return Object.hasOwn(RANKING_FAMILIES, name);
}

/**
 * The metric a family ranks on at a level (holdings exist only at region/school/campus level; a student's
 * libraryBook ranking ranks 借阅类别数, as the contract's rankingColumns says).
 */
function familyMetric(family: RankingFamily, level: RankingLevel): RankingMetric {
  if (family === 'libraryBook' && level === 'student') return 'categoriesBorrowed';
  if (family === 'libraryBook') return level === 'region' || level === 'school' || level === 'campus' ? 'volumesPerStudent' : 'borrowRate';
  return RANKING_FAMILIES[family].metrics[0];
}

export interface RankingRow extends ReadingFigures {
  /** Competition rank (ties share a rank); null: fewer students than the minimum (not ranked, listed last). */
  rank: number | null;
  level: RankingLevel;
  /** districtId, libraryId, campusId, a synthetic grade key (libraryId*100+grade), classId, studentId or teacherId. */
  id: number;
  /** Display name: grades and classes get the school name as a prefix when the scope holds several schools. */
  name: string;
  /** The entity's own name, without a prefix. */
  ownName: string;
  /** The ranked value (= the field named by `metric`). */
  value: number;
  districtId: number;
  districtName: string;
  libraryId: number | null;
  libraryName: string | null;
  campusId: number | null;
  campusName: string | null;
  grade: number | null;
  gradeName: string | null;
  classId: number | null;
  className: string | null;
  /** Teacher rows: subject and classes taught. */
  subject: string | null;
  classesTaught: number | null;
}

export interface RankingOptions {
  /** Only this grade (grade, class, student levels; teachers who teach it). */
  grade?: number;
  /** Only this class (student level). */
  classId?: number;
  /** Only teachers of this subject (teacher level). */
  subject?: string;
  /** Rows to return (0 or undefined = all). */
  limit?: number;
  /** 'desc' (default) or 'asc'. */
  order?: 'desc' | 'asc';
  /** Units (not students) with fewer students are not ranked: rank null, after the ranked rows. Default 0. */
  minStudents?: number;
}

interface Entity {
  id: number;
  name: string;
  ownName: string;
  figures: ReadingFigures;
  districtId: number;
  districtName: string;
  libraryId?: number;
  libraryName?: string;
  campusId?: number;
  campusName?: string;
  grade?: number;
  className?: string;
  classId?: number;
  subject?: string;
  classesTaught?: number;
}

/** The id of the i-th student of a class row's roster: the class id × 100 + the student's number. */
const studentIdOf = (row: ReaderRow, i: number): number => row.classId * 100 + (row.cls ? rosterNumber(row.cls, i) : i + 1);

/**
 * 借阅类别数 of a student with `loans` loans: the distinct 中图法 classes expected when the loans fall at random over
 * the student's own pool of classes, m(1 − (1 − 1/m)^loans), where the pool m (4 … 22 classes: a narrow or a broad
 * borrower) is seeded per student and stays the same in every period. 0 without loans, at least 1 with any, never
 * more than the loans nor than the 22 classes; more loans never give fewer classes.
 */
function categoriesBorrowed(libraryId: number, studentId: number, loans: number): number {
  if (loans <= 0) return 0;
  const pool = 4 + Math.floor((N_CATEGORIES - 3) * hash01('categories-borrowed', libraryId, studentId));
  const expected = pool * (1 - (1 - 1 / pool) ** loans);
  return Math.min(loans, N_CATEGORIES, Math.max(1, Math.round(expected)));
}

/**
 * One student's totals (seat `i` of a class row), from the row's splits over the period's months, written into `t`
 * (the fields a student has; the others stay as they are: 0). 借阅类别数 only with `categories` (else undefined).
 */
function studentTotals(
  t: Totals,
  libraryId: number,
  row: ReaderRow,
  i: number,
  rd: StudentReading,
  ln: ReaderLoans,
  categories: boolean,
): Totals {
  t.students = 1;
  t.cards = i < row.cards ? 1 : 0;
  t.studentCards = t.cards;
  t.loans = ln.loans[i];
  t.studentLoans = t.loans;
  t.returns = ln.returns[i];
  t.renewals = ln.renewals[i];
  t.overdue = ln.overdue[i];
  t.borrowers = ln.borrowed[i];
  t.studentBorrowers = t.borrowers;
  t.participants = rd.participated[i];
  t.activeReaders = rd.active[i];
  t.booksRead = rd.books[i];
  t.wordsRead = rd.words[i];
  t.minutes = rd.minutes[i];
  t.quizzes = rd.quizzes[i];
  t.correct = rd.correct[i];
  t.notes = rd.notes[i];
  t.reviews = rd.reviews[i];
  t.readAloud = rd.readAloud[i];
  t.drawings = rd.drawings[i];
  t.likes = rd.likes[i];
  t.comments = rd.comments[i];
  t.shares = rd.shares[i];
  t.categoriesBorrowed = categories ? categoriesBorrowed(libraryId, studentIdOf(row, i), t.loans) : undefined;
  return t;
}

function campusNameOf(school: ScopePart['school'], campusId: number | null | undefined): string | undefined {
  return campusId == null ? undefined : school.campuses.find((c) => c.campusId === campusId)?.name;
}

function entities(rs: ResolvedScope, months: readonly number[], yi: number, level: RankingLevel, opts: RankingOptions): Entity[] {
  const idx = cityIndex();
  const n = months.length;
  const out: Entity[] = [];
  const multi = rs.parts.length > 1;
  const gradeOk = (row: ReaderRow): boolean => opts.grade === undefined || row.grade === opts.grade;
  switch (level) {
    case 'region': {
      for (const districtId of rs.districtIds) {
        const parts = rs.parts.filter((p) => p.school.districtId === districtId);
        const t = emptyTotals();
        for (const p of parts) for (const row of p.classRows) addRow(t, p.data, row, months);
        const d = idx.districts.get(districtId);
        const name = d?.name ?? '';
        out.push({
          id: districtId,
          name,
          ownName: name,
          districtId,
          districtName: name,
          figures: figuresOf(t, n, partsHoldings(parts, yi)),
        });
      }
      break;
    }
    case 'school': {
      for (const p of rs.parts) {
        const t = emptyTotals();
        for (const row of p.classRows) addRow(t, p.data, row, months);
        out.push({
          id: p.school.libraryId,
          name: p.school.name,
          ownName: p.school.name,
          districtId: p.school.districtId,
          districtName: p.school.districtName,
          libraryId: p.school.libraryId,
          libraryName: p.school.name,
          figures: figuresOf(t, n, partsHoldings([p], yi)),
        });
      }
      break;
    }
    case 'campus': {
      for (const p of rs.parts) {
        for (const ci of p.campusIndexes) {
          const campus = p.school.campuses[ci];
          if (!campus) continue;
          const t = emptyTotals();
          for (const row of p.classRows) if (row.campusId === campus.campusId) addRow(t, p.data, row, months);
          const sub: ScopePart = { ...p, campusIndexes: [ci] };
          out.push({
            id: campus.campusId,
            name: campus.name,
            ownName: campus.name,
            districtId: p.school.districtId,
            districtName: p.school.districtName,
            libraryId: p.school.libraryId,
            libraryName: p.school.name,
            campusId: campus.campusId,
            campusName: campus.name,
            figures: figuresOf(t, n, partsHoldings([sub], yi)),
          });
        }
      }
      break;
    }
    case 'grade': {
      for (const p of rs.parts) {
        const grades = [...new Set(p.classRows.map((r) => r.grade))].sort((a, b) => a - b);
        for (const g of grades) {
          if (opts.grade !== undefined && g !== opts.grade) continue;
          const t = emptyTotals();
          for (const row of p.classRows) if (row.grade === g) addRow(t, p.data, row, months);
          out.push({
            id: p.school.libraryId * 100 + g,
            name: multi ? `${p.school.name}${gradeName(g)}` : gradeName(g),
            ownName: gradeName(g),
            districtId: p.school.districtId,
            districtName: p.school.districtName,
            libraryId: p.school.libraryId,
            libraryName: p.school.name,
            campusId: p.campusId ?? undefined,
            campusName: campusNameOf(p.school, p.campusId),
            grade: g,
            figures: figuresOf(t, n),
          });
        }
      }
      break;
    }
    case 'class': {
      for (const p of rs.parts) {
        for (const row of p.classRows) {
          if (!gradeOk(row)) continue;
          const cls = row.cls;
          if (!cls) continue;
          out.push({
            id: cls.classId,
            name: multi ? `${p.school.name}${cls.name}` : cls.name,
            ownName: cls.name,
            districtId: p.school.districtId,
            districtName: p.school.districtName,
            libraryId: p.school.libraryId,
            libraryName: p.school.name,
            campusId: row.campusId,
            campusName: campusNameOf(p.school, row.campusId),
            grade: row.grade,
            classId: cls.classId,
            className: cls.name,
            figures: figuresOf(addRow(emptyTotals(), p.data, row, months), n),
          });
        }
      }
      break;
    }
    case 'teacher': {
      for (const p of rs.parts) {
        // The teachers of the part's school year, over that year's classes.
        const rowsByClass = new Map(p.classRows.map((r) => [r.classId, r]));
        const inScope = new Set(p.classRows.map((r) => r.classId));
        for (const { teacher } of p.teachers) {
          if (opts.subject !== undefined && teacher.subject !== opts.subject) continue;
          const rows = teacher.classIds
            .filter((id) => inScope.has(id))
            .map((id) => rowsByClass.get(id))
            .filter((r): r is ReaderRow => !!r);
          if (rows.length === 0 || (opts.grade !== undefined && !rows.some((r) => r.grade === opts.grade))) continue;
          const t = emptyTotals();
          for (const row of rows) addRow(t, p.data, row, months);
          out.push({
            id: teacher.teacherId,
            name: teacher.name,
            ownName: teacher.name,
            districtId: p.school.districtId,
            districtName: p.school.districtName,
            libraryId: p.school.libraryId,
            libraryName: p.school.name,
            campusId: teacher.campusId,
            campusName: campusNameOf(p.school, teacher.campusId),
            subject: teacher.subject,
            classesTaught: rows.length,
            figures: figuresOf(t, n),
          });
        }
      }
      break;
    }
  }
  return out;
}

/**
 * Sorts `list` by `value(item)` (desc by default; ties by id) and gives competition ranks: equal values share a
 * rank. Items for which `ranked(item)` is false get rank null and come after the ranked ones, in the same order.
 */
export function rankBy<T>(
  list: readonly T[],
  value: (item: T) => number,
  id: (item: T) => number,
  order: 'asc' | 'desc' = 'desc',
  ranked: (item: T) => boolean = () => true,
): { item: T; value: number; rank: number | null }[] {
  const sign = order === 'asc' ? -1 : 1;
  const keyed = list.map((item) => ({ item, value: value(item), ok: ranked(item) }));
  keyed.sort((a, b) => Number(b.ok) - Number(a.ok) || sign * (b.value - a.value) || id(a.item) - id(b.item));
  // The ranked ones come first: their ranks by the app's one rule (src/utils/rank.ts).
  const ranks = competitionRanks(keyed.filter((k) => k.ok).map((k) => k.value));
  return keyed.map((k, i) => ({ item: k.item, value: k.value, rank: k.ok ? (ranks[i] ?? null) : null }));
}

/**
 * A ranking of students held column by column: every student's place and rank, found from the one figure ranked on;
 * a student's full row (every figure, names, place) is built when asked for. A first screen of a city's ranking
 * needs the order of its 48,000 students but the rows of only its first hundred.
 */
export interface StudentRanking {
  /** Students ranked. */
  length: number;
  /** Student ids in ranking order. */
  ids: Int32Array;
  /** Competition ranks in ranking order (every student is ranked: the minimum headcount is for units). */
  ranks: Int32Array;
  /** The student at position `i` of the ranking order: figures, name and place. */
  student(i: number): RankedStudent;
  /** The row of the student at position `i` of the ranking order, as {@link readingRanking} gives it. */
  row(i: number): RankingRow;
}

/** Where a ranked student is: one object for all the students of a class row. */
export interface StudentPlace {
  districtId: number;
  districtName: string;
  libraryId: number;
  libraryName: string;
  campusId: number;
  campusName: string | null;
  grade: number;
  gradeName: string;
  classId: number;
  className: string | null;
}

interface RankedStudent {
  id: number;
  name: string;
  rank: number;
  /** The ranked value. */
  value: number;
  figures: ReadingFigures;
  place: StudentPlace;
}

/** A class row of a student ranking: where its students start in the ranking's columns, and its splits. */
interface StudentUnit {
  part: ScopePart;
  row: ReaderRow;
  from: number;
  rd: StudentReading;
  ln: ReaderLoans;
  /** Built when a student of the class is first asked for. */
  place?: StudentPlace;
}

function studentPlace(u: StudentUnit): StudentPlace {
  const { school } = u.part;
  u.place ??= {
    districtId: school.districtId,
    districtName: school.districtName,
    libraryId: school.libraryId,
    libraryName: school.name,
    campusId: u.row.campusId,
    campusName: campusNameOf(school, u.row.campusId) ?? null,
    grade: u.row.grade,
    gradeName: gradeName(u.row.grade),
    classId: u.row.classId,
    className: u.row.cls?.name ?? null,
  };
  return u.place;
}

/**
 * The students of a scope ranked on a figure (or a family's, see {@link familyMetric}), with the grade and class
 * narrowing of {@link RankingOptions} (no minimum, no limit). The same order, ranks and rows as the other levels'
 * {@link rankBy} would give: by the value (desc by default), ties by id.
 */
export function studentRanking(
  scope: Scope,
  period: Period,
  metric: RankingFamily | RankingMetric = 'overall',
  opts: RankingOptions = {},
): StudentRanking {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const n = months.length;
  const key: RankingMetric = isRankingFamily(metric) ? familyMetric(metric, 'student') : metric;
  const units: StudentUnit[] = [];
  let length = 0;
  for (const part of rs.parts)
    for (const row of part.classRows) {
      if ((opts.grade !== undefined && row.grade !== opts.grade) || (opts.classId !== undefined && row.classId !== opts.classId)) continue;
      units.push({ part, row, from: length, rd: studentReading(part.data, row, months), ln: readerLoans(part.data, row, months) });
      length += row.size;
    }
  // Column by column, in scope order (school, class, seat): the unit, the id and the value of each student.
  const unitOf = new Int32Array(length);
  const idOf = new Int32Array(length);
  const valueOf = new Float64Array(length);
  // One totals object for all (a student's figures are read for the one value), 借阅类别数 only when it is the one.
  const t = emptyTotals();
  const categories = key === 'categoriesBorrowed';
  units.forEach((u, ui) => {
    const libraryId = u.part.data.school.libraryId;
    for (let i = 0; i < u.row.size; i++) {
      const k = u.from + i;
      unitOf[k] = ui;
      idOf[k] = studentIdOf(u.row, i);
      valueOf[k] = figuresOf(studentTotals(t, libraryId, u.row, i, u.rd, u.ln, categories), n)[key] ?? 0;
    }
  });
  const sign = opts.order === 'asc' ? -1 : 1;
  const order = Int32Array.from({ length }, (_, k) => k).sort((a, b) => sign * (valueOf[b] - valueOf[a]) || idOf[a] - idOf[b]);
  const ids = new Int32Array(length);
  const values = new Array<number>(length);
  for (let i = 0; i < length; i++) {
    ids[i] = idOf[order[i]];
    values[i] = valueOf[order[i]];
  }
  const ranks = Int32Array.from(competitionRanks(values));
  const student = (i: number): RankedStudent => {
    const k = order[i];
    const u = units[unitOf[k]];
    return {
      id: idOf[k],
      name: studentNameOf(idOf[k]).name,
      rank: ranks[i],
      value: values[i],
      figures: figuresOf(studentTotals(emptyTotals(), u.part.data.school.libraryId, u.row, k - u.from, u.rd, u.ln, true), n),
      place: studentPlace(u),
    };
  };
  const row = (i: number): RankingRow => {
    const { id, name, rank, value, figures, place } = student(i);
    const entity: Entity = {
      id,
      name,
      ownName: name,
      districtId: place.districtId,
      districtName: place.districtName,
      libraryId: place.libraryId,
      libraryName: place.libraryName,
      campusId: place.campusId,
      campusName: place.campusName ?? undefined,
      grade: place.grade,
      classId: place.classId,
      className: place.className ?? undefined,
      figures,
    };
    return rankingRow(entity, 'student', rank, value);
  };
  return { length, ids, ranks, student, row };
}

/**
 * A ranking of the entities of a level inside a scope, on a metric family (its default metric,
 * see {@link familyMetric}) or on any figure name. Rows carry every figure so a page can show a
 * family's columns. Ties are broken by id. Class rows of a grade sum to that grade's row
 * (additive fields), and student rows of a class sum to the class row. With `minStudents`, units
 * (not students) below it are not ranked (rank null) and listed after the ranked ones.
 *
 * Teacher rows report the figures of the classes the teacher teaches (not additive across teachers).
 */
export function readingRanking(
  scope: Scope,
  period: Period,
  level: RankingLevel,
  metric: RankingFamily | RankingMetric = 'overall',
  opts: RankingOptions = {},
): RankingRow[] {
  if (level === 'student') {
    const students = studentRanking(scope, period, metric, opts);
    const count = opts.limit ? Math.min(opts.limit, students.length) : students.length;
    return Array.from({ length: count }, (_, i) => students.row(i));
  }
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const key: RankingMetric = isRankingFamily(metric) ? familyMetric(metric, level) : metric;
  const min = opts.minStudents ?? 0;
  const ranked = rankBy(
    entities(rs, months, periodYearIndex(period), level, opts),
    (e) => e.figures[key] ?? 0,
    (e) => e.id,
    opts.order,
    (e) => e.figures.students >= min,
  );
  const slice = opts.limit ? ranked.slice(0, opts.limit) : ranked;
  return slice.map(({ item, value, rank }) => rankingRow(item, level, rank, value));
}

/** Written out field by field: a spread of the figures makes V8 build slow dictionary objects (10× slower at 15,000 rows). */
function rankingRow(e: Entity, level: RankingLevel, rank: number | null, value: number): RankingRow {
  const f = e.figures;
  return {
    rank,
    level,
    id: e.id,
    name: e.name,
    ownName: e.ownName,
    value,
    districtId: e.districtId,
    districtName: e.districtName,
    libraryId: e.libraryId ?? null,
    libraryName: e.libraryName ?? null,
    campusId: e.campusId ?? null,
    campusName: e.campusName ?? null,
    grade: e.grade ?? null,
    gradeName: e.grade !== undefined ? gradeName(e.grade) : null,
    classId: e.classId ?? null,
    className: e.className ?? null,
    subject: e.subject ?? null,
    classesTaught: e.classesTaught ?? null,
    students: f.students,
    participants: f.participants,
    participationRate: f.participationRate,
    activeReaders: f.activeReaders,
    activeRate: f.activeRate,
    booksRead: f.booksRead,
    wordsRead: f.wordsRead,
    minutes: f.minutes,
    booksPerStudent: f.booksPerStudent,
    quizzes: f.quizzes,
    quizzesPerStudent: f.quizzesPerStudent,
    questions: f.questions,
    correct: f.correct,
    accuracy: f.accuracy,
    notes: f.notes,
    reviews: f.reviews,
    readAloud: f.readAloud,
    drawings: f.drawings,
    expressions: f.expressions,
    expressionsPerStudent: f.expressionsPerStudent,
    likes: f.likes,
    comments: f.comments,
    shares: f.shares,
    interactions: f.interactions,
    interactionsPerStudent: f.interactionsPerStudent,
    loans: f.loans,
    returns: f.returns,
    renewals: f.renewals,
    overdue: f.overdue,
    borrowers: f.borrowers,
    borrowRate: f.borrowRate,
    loansPerStudent: f.loansPerStudent,
    categoriesBorrowed: f.categoriesBorrowed,
    volumes: f.volumes,
    titles: f.titles,
    volumesPerStudent: f.volumesPerStudent,
    score: f.score,
  };
}

/** Monthly participation by month for the entities of a level (月参与度排名): one series per entity. */
export function monthlyParticipation(
  scope: Scope,
  period: Period,
  level: Exclude<RankingLevel, 'student' | 'teacher'>,
  opts: RankingOptions = {},
): { id: number; name: string; months: { month: string; participants: number; participationRate: number }[] }[] {
  const months = periodMonths(period);
  const rs = resolveScope(scope, period);
  const byMonth = months.map((m) => new Map(entities(rs, [m], periodYearIndex(period), level, opts).map((e) => [e.id, e.figures])));
  const base = entities(rs, months, periodYearIndex(period), level, opts);
  return base.map((e) => ({
    id: e.id,
    name: e.name,
    months: months.map((m, i) => {
      const f = byMonth[i]?.get(e.id);
      return { month: monthKey(m), participants: f?.participants ?? 0, participationRate: f?.participationRate ?? 0 };
    }),
  }));
}
