/**
 * Per-reader figures, derived on demand by splitting a row's monthly totals across its
 * readers with seeded weights. The split is exact (largest-share with a deterministic
 * remainder), so a student ranking always sums to the class figures.
 *
 * A row is one class (or one campus's teachers) in one school year; reader i is the i-th of that year's roster
 * (city.ts rosterNumber). A class's reader weights come from the class's own stream, the same in every year, so a
 * student keeps much the same appetite from year to year.
 *
 * - Platform: in a month with p participants, the first p students of the class's
 *   engagement order read (each at least one book); distinct participants over a period is
 *   therefore the busiest month's p, which is what the class figures report.
 * - Loans: in a month with b borrowers, the first b card holders of the borrow order borrow
 *   (each at least one item).
 */
import { QUESTIONS_PER_QUIZ, YM, type ReaderRow, type SchoolData } from './school-data';
import { rngFor, type Rng } from './prng';
import { monthsKey } from './scope';

interface RowWeights {
  /** Reader indexes (0-based seat) by platform engagement, most engaged first. */
  readOrder: Int32Array;
  /** Card holders by borrowing appetite, keenest first. */
  borrowOrder: Int32Array;
  readW: Float64Array;
  loanW: Float64Array;
  quizW: Float64Array;
  accW: Float64Array;
  exprW: Float64Array;
  interW: Float64Array;
}

const weightsMemo = new Map<string, RowWeights>();

/**
 * The indexes 0 … count − 1 by descending score, ties by index (a class's few dozen readers: an insertion sort, with
 * no comparator calls or intermediate arrays).
 */
function byDescending(score: Float64Array, count: number): Int32Array {
  const idx = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const v = score[i];
    let j = i;
    // Earlier indexes win ties, so i goes after every equal score: move past the strictly lower ones only.
    while (j > 0 && score[idx[j - 1]] < v) {
      idx[j] = idx[j - 1];
      j--;
    }
    idx[j] = i;
  }
  return idx;
}

/**
 * The seeded draws of a class's (or a campus's teachers') readers, by seat: reader i's draws follow reader i − 1's
 * in the stream, so a year with more readers extends the draws of a year with fewer, and every year shares them.
 */
interface ReaderDraws {
  rng: Rng;
  /** Readers drawn so far. */
  n: number;
  /** engagement, appetite, then the six weights (readW … interW): `capacity` each. */
  columns: Float64Array;
  capacity: number;
}

const drawsMemo = new Map<string, ReaderDraws>();
const DRAW_COLUMNS = 8;

function readerDraws(libraryId: number, row: ReaderRow, n: number): ReaderDraws {
  const stream = row.kind === 'class' ? row.classId : `t${row.campusId}`;
  const key = `${libraryId}:${stream}`;
  let d = drawsMemo.get(key);
  if (!d) {
    const capacity = Math.max(n, 64);
    d = { rng: rngFor('reader-weights', libraryId, stream), n: 0, columns: new Float64Array(capacity * DRAW_COLUMNS), capacity };
    drawsMemo.set(key, d);
  }
  if (n > d.capacity) {
    const capacity = Math.max(n, d.capacity * 2);
    const columns = new Float64Array(capacity * DRAW_COLUMNS);
    for (let c = 0; c < DRAW_COLUMNS; c++) columns.set(d.columns.subarray(c * d.capacity, c * d.capacity + d.n), c * capacity);
    d.columns = columns;
    d.capacity = capacity;
  }
  const { rng: r, columns: x, capacity: m } = d;
  for (let i = d.n; i < n; i++) {
    const e = r.normal();
    const appetite = 0.6 * e + 0.8 * r.normal();
    x[i] = e;
    x[m + i] = appetite;
    x[2 * m + i] = Math.exp(0.55 * e);
    x[3 * m + i] = Math.exp(0.6 * appetite);
    x[4 * m + i] = Math.exp(0.3 * r.normal());
    x[5 * m + i] = Math.exp(0.12 * r.normal() + 0.05 * e);
    x[6 * m + i] = Math.exp(0.7 * r.normal() + 0.3 * e);
    x[7 * m + i] = Math.exp(0.6 * r.normal() + 0.2 * e);
  }
  if (n > d.n) d.n = n;
  return d;
}

function rowWeights(data: SchoolData, row: ReaderRow): RowWeights {
  const key = `${data.school.libraryId}:${row.index}`;
  let w = weightsMemo.get(key);
  if (w) return w;
  const n = row.size;
  const d = readerDraws(data.school.libraryId, row, n);
  const column = (c: number): Float64Array => d.columns.subarray(c * d.capacity, c * d.capacity + n);
  w = {
    readOrder: byDescending(column(0), n),
    borrowOrder: byDescending(column(1), Math.min(n, row.cards)),
    readW: column(2),
    loanW: column(3),
    quizW: column(4),
    accW: column(5),
    exprW: column(6),
    interW: column(7),
  };
  weightsMemo.set(key, w);
  return w;
}

/**
 * Draws the readers of every row of a school (each class once, for all its years) ahead of the splits that need
 * them: the worker does it while idle (src/demo/engine.worker.ts). The draws are the same, only ready sooner.
 */
export function prepareReaders(data: SchoolData): void {
  for (const row of data.rows) rowWeights(data, row);
}

/**
 * Adds `total` over the first `count` readers of `order`, proportional to `weight[i] * (mult ? mult[i] : 1)`.
 * With `minOne`, every eligible reader first gets one (if the total allows).
 */
function distribute(
  total: number,
  order: Int32Array,
  count: number,
  weight: Float64Array,
  out: Float64Array,
  minOne: boolean,
  mult?: Float64Array,
): void {
  const k = Math.min(count, order.length);
  if (total <= 0 || k <= 0) return;
  let rem = total;
  if (minOne) {
    const ones = Math.min(k, rem);
    for (let j = 0; j < ones; j++) out[order[j]] = out[order[j]] + 1;
    rem -= ones;
    if (rem <= 0) return;
  }
  let sum = 0;
  for (let j = 0; j < k; j++) {
    const i = order[j];
    sum += weight[i] * (mult ? mult[i] : 1);
  }
  let given = 0;
  if (sum > 0) {
    for (let j = 0; j < k; j++) {
      const i = order[j];
      const share = Math.floor((rem * weight[i] * (mult ? mult[i] : 1)) / sum);
      out[i] = out[i] + share;
      given += share;
    }
  }
  let left = rem - given;
  if (left > 0) {
    // Remainder: one each along the order, skipping zero-weight readers when possible.
    let j = 0;
    let guard = 0;
    while (left > 0) {
      const i = order[j % k];
      if (sum <= 0 || weight[i] * (mult ? mult[i] : 1) > 0 || guard > k) {
        out[i] = out[i] + 1;
        left--;
      }
      j++;
      guard++;
    }
  }
}

/** Per-reader loan figures of a row over months (index = seat - 1, or teacher position). */
export interface ReaderLoans {
  loans: Float64Array;
  returns: Float64Array;
  renewals: Float64Array;
  overdue: Float64Array;
  /** 1 if the reader borrowed in the period. */
  borrowed: Uint8Array;
}

/** Per-student platform figures of a class over months (index = seat - 1). */
export interface StudentReading {
  participated: Uint8Array;
  active: Uint8Array;
  /** Months in which the student read. */
  monthsRead: Uint8Array;
  books: Float64Array;
  words: Float64Array;
  minutes: Float64Array;
  quizzes: Float64Array;
  correct: Float64Array;
  notes: Float64Array;
  reviews: Float64Array;
  readAloud: Float64Array;
  drawings: Float64Array;
  likes: Float64Array;
  comments: Float64Array;
  shares: Float64Array;
}

/** Working columns of one split (a month's books, quizzes, …), reused from row to row: `slot` 0 … 2. */
const scratchColumns: Float64Array[] = [];

function scratch(n: number, slot: number): Float64Array {
  let column = scratchColumns[slot];
  if (!column || column.length < n) {
    column = new Float64Array(Math.max(n, 64));
    scratchColumns[slot] = column;
  }
  return column.subarray(0, n);
}

const MEMO_LIMIT = 4000;
const loanMemo = new Map<string, ReaderLoans>();
const readMemo = new Map<string, StudentReading>();

function remember<T>(map: Map<string, T>, key: string, value: T): T {
  if (map.size >= MEMO_LIMIT) {
    const first = map.keys().next();
    if (!first.done) map.delete(first.value);
  }
  map.set(key, value);
  return value;
}

/** Splits a row's loans, returns, renewals and overdue items over its readers. */
export function readerLoans(data: SchoolData, row: ReaderRow, months: readonly number[]): ReaderLoans {
  const key = `${data.school.libraryId}:${row.index}:${monthsKey(months)}`;
  const hit = loanMemo.get(key);
  if (hit) return hit;
  const n = row.size;
  const w = rowWeights(data, row);
  const cols = new Float64Array(n * 4);
  const res: ReaderLoans = {
    loans: cols.subarray(0, n),
    returns: cols.subarray(n, 2 * n),
    renewals: cols.subarray(2 * n, 3 * n),
    overdue: cols.subarray(3 * n, 4 * n),
    borrowed: new Uint8Array(n),
  };
  const month = scratch(n, 0);
  const first = row.yearIndex * YM;
  for (const m of months) {
    if (m < first || m >= first + YM) continue; // not the row's school year
    const k = row.base + m;
    const total = data.loansRM[k];
    const b = data.borrowers[k];
    month.fill(0);
    distribute(total, w.borrowOrder, b, w.loanW, month, true);
    for (let j = 0; j < b; j++) res.borrowed[w.borrowOrder[j]] = 1;
    for (let i = 0; i < n; i++) res.loans[i] = res.loans[i] + month[i];
    // Returns, renewals and overdue follow this month's loans (or the keenest borrowers if none).
    const weight = total > 0 ? month : w.loanW;
    const count = total > 0 ? b : Math.max(1, Math.min(w.borrowOrder.length, data.borrowers[row.base + Math.max(first, m - 1)]));
    distribute(data.returns[k], w.borrowOrder, count, weight, res.returns, false);
    distribute(data.renewals[k], w.borrowOrder, count, weight, res.renewals, false);
    distribute(data.overdue[k], w.borrowOrder, count, weight, res.overdue, false);
  }
  return remember(loanMemo, key, res);
}

/** Splits a class's platform figures over its students. */
export function studentReading(data: SchoolData, row: ReaderRow, months: readonly number[]): StudentReading {
  const key = `${data.school.libraryId}:${row.index}:${monthsKey(months)}`;
  const hit = readMemo.get(key);
  if (hit) return hit;
  const n = row.size;
  const w = rowWeights(data, row);
  // One buffer of each kind for the row's columns (views on it), instead of one allocation each.
  const flags = new Uint8Array(n * 3);
  const cols = new Float64Array(n * 12);
  let next = 0;
  const f = (): Float64Array => cols.subarray(n * next, n * ++next);
  const res: StudentReading = {
    participated: flags.subarray(0, n),
    active: flags.subarray(n, 2 * n),
    monthsRead: flags.subarray(2 * n, 3 * n),
    books: f(),
    words: f(),
    minutes: f(),
    quizzes: f(),
    correct: f(),
    notes: f(),
    reviews: f(),
    readAloud: f(),
    drawings: f(),
    likes: f(),
    comments: f(),
    shares: f(),
  };
  if (row.kind !== 'class') return res;
  const books = scratch(n, 0);
  const quizzes = scratch(n, 1);
  const correct = scratch(n, 2);
  const first = row.yearIndex * YM;
  for (const m of months) {
    if (m < first || m >= first + YM) continue; // not the row's school year
    const k = row.base + m;
    const p = data.participants[k];
    const a = data.active[k];
    for (let j = 0; j < a && j < n; j++) res.active[w.readOrder[j]] = 1;
    if (p <= 0) continue;
    for (let j = 0; j < p; j++) {
      const i = w.readOrder[j];
      res.participated[i] = 1;
      res.monthsRead[i] = res.monthsRead[i] + 1;
    }
    books.fill(0);
    distribute(data.books[k], w.readOrder, p, w.readW, books, true);
    distribute(data.words[k], w.readOrder, p, books, res.words, false);
    distribute(data.minutes[k], w.readOrder, p, books, res.minutes, false);
    quizzes.fill(0);
    distribute(data.quizzes[k], w.readOrder, p, w.quizW, quizzes, false, books);
    // Correct answers: capped by each student's questions, shared by accuracy weight.
    correct.fill(0);
    const totalCorrect = data.correct[k];
    const totalQuestions = data.quizzes[k] * QUESTIONS_PER_QUIZ;
    if (totalCorrect > 0 && totalQuestions > 0) {
      const base = totalCorrect / totalQuestions;
      let given = 0;
      for (let j = 0; j < p; j++) {
        const i = w.readOrder[j];
        const q = quizzes[i] * QUESTIONS_PER_QUIZ;
        const c = Math.min(q, Math.floor(q * Math.min(1, base * w.accW[i])));
        correct[i] = c;
        given += c;
      }
      // Settle the difference one answer at a time, within each student's questions.
      let diff = totalCorrect - given;
      for (let pass = 0; diff !== 0 && pass < 200; pass++) {
        let moved = false;
        for (let j = 0; j < p && diff !== 0; j++) {
          const i = w.readOrder[diff > 0 ? j : p - 1 - j];
          const q = quizzes[i] * QUESTIONS_PER_QUIZ;
          if (diff > 0 && correct[i] < q) {
            correct[i] = correct[i] + 1;
            diff--;
            moved = true;
          } else if (diff < 0 && correct[i] > 0) {
            correct[i] = correct[i] - 1;
            diff++;
            moved = true;
          }
        }
        if (!moved) break;
      }
    }
    for (let i = 0; i < n; i++) {
      res.books[i] = res.books[i] + books[i];
      res.quizzes[i] = res.quizzes[i] + quizzes[i];
      res.correct[i] = res.correct[i] + correct[i];
    }
    const e = k * 4;
    distribute(data.expression[e], w.readOrder, p, w.exprW, res.notes, false);
    distribute(data.expression[e + 1], w.readOrder, p, w.exprW, res.reviews, false);
    distribute(data.expression[e + 2], w.readOrder, p, w.exprW, res.readAloud, false);
    distribute(data.expression[e + 3], w.readOrder, p, w.exprW, res.drawings, false);
    const i3 = k * 3;
    distribute(data.interaction[i3], w.readOrder, p, w.interW, res.likes, false);
    distribute(data.interaction[i3 + 1], w.readOrder, p, w.interW, res.comments, false);
    distribute(data.interaction[i3 + 2], w.readOrder, p, w.interW, res.shares, false);
  }
  return remember(readMemo, key, res);
}

/** Forgets memoised splits. */
export function resetStudentSplits(): void {
  drawsMemo.clear();
  weightsMemo.clear();
  loanMemo.clear();
  readMemo.clear();
}
