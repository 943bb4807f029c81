/**
 * The one place where reader rows are summed into figures. Every function that reports
 * loans, reading, quizzes, expression or interaction goes through {@link addRow}, so the
 * same figure is the same number wherever it appears.
 */
import { N_CATEGORIES } from './categories';
import { QUESTIONS_PER_QUIZ, YM, type ReaderRow, type SchoolData } from './school-data';

/** Additive sums over reader rows and months. All counts; no rates. */
export interface Totals {
  /** Enrolled students of the class rows included. */
  students: number;
  /** Teachers of the teacher rows included. */
  teachers: number;
  classes: number;
  /** Library cards issued (students + teachers). */
  cards: number;
  studentCards: number;
  teacherCards: number;
  /** Loans (借出, items) by everyone; = studentLoans + teacherLoans. */
  loans: number;
  studentLoans: number;
  teacherLoans: number;
  returns: number;
  renewals: number;
  overdue: number;
  /** Distinct borrowers in the period (students + teachers); each row counts its busiest month. */
  borrowers: number;
  studentBorrowers: number;
  teacherBorrowers: number;
  /** Total days out of the period's loans. */
  daysOut: number;
  /** Distinct students who read on the platform in the period (each class counts its best month). */
  participants: number;
  /** Distinct students active on the platform in the period (each class counts its best month). */
  activeReaders: number;
  booksRead: number;
  /** Words (characters) read on the platform. */
  wordsRead: number;
  /** Minutes read on the platform. */
  minutes: number;
  quizzes: number;
  /** Correct answers (each quiz has QUESTIONS_PER_QUIZ questions). */
  correct: number;
  notes: number;
  reviews: number;
  readAloud: number;
  drawings: number;
  likes: number;
  comments: number;
  shares: number;
  /**
   * 借阅类别数: the 中图法 basic classes among one student's loans. Not additive (students' classes overlap): set
   * for a single student only, undefined for any sum of rows; addRow leaves it alone.
   */
  categoriesBorrowed?: number;
}

export function emptyTotals(): Totals {
  return {
    students: 0,
    teachers: 0,
    classes: 0,
    cards: 0,
    studentCards: 0,
    teacherCards: 0,
    loans: 0,
    studentLoans: 0,
    teacherLoans: 0,
    returns: 0,
    renewals: 0,
    overdue: 0,
    borrowers: 0,
    studentBorrowers: 0,
    teacherBorrowers: 0,
    daysOut: 0,
    participants: 0,
    activeReaders: 0,
    booksRead: 0,
    wordsRead: 0,
    minutes: 0,
    quizzes: 0,
    correct: 0,
    notes: 0,
    reviews: 0,
    readAloud: 0,
    drawings: 0,
    likes: 0,
    comments: 0,
    shares: 0,
  };
}

/** Adds one reader row over the given months (months of the row's school year) into `t`. */
export function addRow(t: Totals, data: SchoolData, row: ReaderRow, months: readonly number[]): Totals {
  const base = row.base;
  const first = row.yearIndex * YM;
  let loans = 0;
  let maxB = 0;
  let maxP = 0;
  let maxA = 0;
  for (const m of months) {
    if (m < first || m >= first + YM) continue; // another year's month: not this row's
    const k = base + m;
    loans += data.loansRM[k];
    t.returns += data.returns[k];
    t.renewals += data.renewals[k];
    t.overdue += data.overdue[k];
    t.daysOut += data.daysOut[k];
    if (data.borrowers[k] > maxB) maxB = data.borrowers[k];
    if (row.kind === 'class') {
      if (data.participants[k] > maxP) maxP = data.participants[k];
      if (data.active[k] > maxA) maxA = data.active[k];
      t.booksRead += data.books[k];
      t.wordsRead += data.words[k];
      t.minutes += data.minutes[k];
      t.quizzes += data.quizzes[k];
      t.correct += data.correct[k];
      const e = k * 4;
      t.notes += data.expression[e];
      t.reviews += data.expression[e + 1];
      t.readAloud += data.expression[e + 2];
      t.drawings += data.expression[e + 3];
      const i = k * 3;
      t.likes += data.interaction[i];
      t.comments += data.interaction[i + 1];
      t.shares += data.interaction[i + 2];
    }
  }
  t.loans += loans;
  t.borrowers += maxB;
  t.cards += row.cards;
  if (row.kind === 'class') {
    t.students += row.size;
    t.classes += 1;
    t.studentCards += row.cards;
    t.studentLoans += loans;
    t.studentBorrowers += maxB;
    t.participants += maxP;
    t.activeReaders += maxA;
  } else {
    t.teachers += row.size;
    t.teacherCards += row.cards;
    t.teacherLoans += loans;
    t.teacherBorrowers += maxB;
  }
  return t;
}

/** Loans per category (22 values) of rows over months (of the row's school year), added into `into`. */
export function addCategoryLoans(into: Float64Array | number[], data: SchoolData, row: ReaderRow, months: readonly number[]): void {
  const first = row.yearIndex * YM;
  const base = row.index * N_CATEGORIES * YM - first;
  for (let c = 0; c < N_CATEGORIES; c++) {
    const off = base + c * YM;
    let s = 0;
    for (const m of months) if (m >= first && m < first + YM) s += data.loans[off + m];
    into[c] = into[c] + s;
  }
}

/**
 * Derived figures of a set of totals. Rates are fractions 0..1; scores 0..100.
 *
 * Overall score (综合得分), 0–100: a weighted sum of six parts, each normalised to 0..1.
 *  25% participation rate (participants / students)
 *  20% quiz accuracy (correct / questions)
 *  15% books read per student per month, saturating: 1 − e^(−x/2)
 *  15% loans per student per month, saturating: 1 − e^(−x/2)
 *  15% expressions per student per month, saturating: 1 − e^(−x/0.6)
 *  10% interactions per student per month, saturating: 1 − e^(−x/2.5)
 * ("per month" = divided by the number of months with data in the period). The score is not
 * additive: a grade's score is computed from the grade's totals, not summed from its classes.
 */
export interface ReadingFigures {
  /** Students (or 1 for a student row). */
  students: number;
  participants: number;
  /** participants / students, 0..1. */
  participationRate: number;
  activeReaders: number;
  /** activeReaders / students, 0..1. */
  activeRate: number;
  booksRead: number;
  /** Words (characters) read. */
  wordsRead: number;
  /** Minutes read. */
  minutes: number;
  /** Books read per student. */
  booksPerStudent: number;
  quizzes: number;
  /** Quizzes per student. */
  quizzesPerStudent: number;
  /** Questions answered = quizzes × 10. */
  questions: number;
  correct: number;
  /** correct / questions, 0..1. */
  accuracy: number;
  notes: number;
  reviews: number;
  readAloud: number;
  drawings: number;
  /** notes + reviews + readAloud + drawings. */
  expressions: number;
  /** Expressions per student. */
  expressionsPerStudent: number;
  likes: number;
  comments: number;
  shares: number;
  /** likes + comments + shares. */
  interactions: number;
  /** Interactions per student. */
  interactionsPerStudent: number;
  /** Loans (items) of the readers of the row. */
  loans: number;
  returns: number;
  renewals: number;
  overdue: number;
  /** Distinct borrowers. */
  borrowers: number;
  /** borrowers / students, 0..1. */
  borrowRate: number;
  /** loans / students. */
  loansPerStudent: number;
  /** 中图法 basic classes (of 22) among the loans — a student's figure only (undefined for units: not additive). */
  categoriesBorrowed?: number;
  /** Library holdings (volumes, 册) — only at region, school and campus level; 0 below. */
  volumes: number;
  /** Titles (种) — only at region, school and campus level; 0 below. */
  titles: number;
  /** volumes / students — only at region, school and campus level; 0 below. */
  volumesPerStudent: number;
  /** Overall score 0..100 (see the weighting above). */
  score: number;
}

const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);
const round4 = (x: number): number => Math.round(x * 10000) / 10000;
const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Overall score 0..100 from totals over `months` months. */
function overallScore(
  t: Pick<
    Totals,
    | 'participants'
    | 'correct'
    | 'quizzes'
    | 'booksRead'
    | 'loans'
    | 'notes'
    | 'reviews'
    | 'readAloud'
    | 'drawings'
    | 'likes'
    | 'comments'
    | 'shares'
  >,
  students: number,
  months: number,
): number {
  if (students <= 0) return 0;
  const perMonth = (x: number): number => x / students / Math.max(1, months);
  const expr = t.notes + t.reviews + t.readAloud + t.drawings;
  const inter = t.likes + t.comments + t.shares;
  const sat = (x: number, scale: number): number => 1 - Math.exp(-x / scale);
  const s =
    0.25 * Math.min(1, ratio(t.participants, students)) +
    0.2 * ratio(t.correct, t.quizzes * QUESTIONS_PER_QUIZ) +
    0.15 * sat(perMonth(t.booksRead), 2) +
    0.15 * sat(perMonth(t.loans), 2) +
    0.15 * sat(perMonth(expr), 0.6) +
    0.1 * sat(perMonth(inter), 2.5);
  return Math.round(s * 1000) / 10;
}

/**
 * Figures from totals. `students` is the denominator (enrolled students). Rankings and reading
 * figures sum class rows only, so their loans are students' loans; teachers are reported apart.
 */
export function figuresOf(t: Totals, months: number, holdings?: { volumes: number; titles: number }): ReadingFigures {
  const students = t.students;
  const loans = t.loans;
  const expressions = t.notes + t.reviews + t.readAloud + t.drawings;
  const interactions = t.likes + t.comments + t.shares;
  const volumes = holdings?.volumes ?? 0;
  return {
    students,
    participants: t.participants,
    participationRate: round4(ratio(t.participants, students)),
    activeReaders: t.activeReaders,
    activeRate: round4(ratio(t.activeReaders, students)),
    booksRead: t.booksRead,
    wordsRead: t.wordsRead,
    minutes: t.minutes,
    booksPerStudent: round2(ratio(t.booksRead, students)),
    quizzes: t.quizzes,
    quizzesPerStudent: round2(ratio(t.quizzes, students)),
    questions: t.quizzes * QUESTIONS_PER_QUIZ,
    correct: t.correct,
    accuracy: round4(ratio(t.correct, t.quizzes * QUESTIONS_PER_QUIZ)),
    notes: t.notes,
    reviews: t.reviews,
    readAloud: t.readAloud,
    drawings: t.drawings,
    expressions,
    expressionsPerStudent: round2(ratio(expressions, students)),
    likes: t.likes,
    comments: t.comments,
    shares: t.shares,
    interactions,
    interactionsPerStudent: round2(ratio(interactions, students)),
    loans,
    returns: t.returns,
    renewals: t.renewals,
    overdue: t.overdue,
    borrowers: t.borrowers,
    borrowRate: round4(ratio(t.borrowers, students)),
    loansPerStudent: round2(ratio(loans, students)),
    categoriesBorrowed: t.categoriesBorrowed,
    volumes,
    titles: holdings?.titles ?? 0,
    volumesPerStudent: round2(ratio(volumes, students)),
    score: overallScore(t, students, months),
  };
}

/** The names of the reading figures (the metric keys of every reading ranking family). */
const READING_FIGURE_KEYS: ReadonlySet<string> = new Set(Object.keys(figuresOf(emptyTotals(), 0)));

export function isReadingFigure(key: string): key is keyof ReadingFigures {
  return READING_FIGURE_KEYS.has(key);
}

export { ratio, round2, round4 };
