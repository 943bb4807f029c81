/**
 * Student-level assessment results, derived on demand from the class × test tables of school-data.ts and
 * exactly consistent with them: the students of a class at a test sum to the class's students tested, band
 * counts, score sum and dimension sums (so a class report's student list averages to the class's figures,
 * and classes to their grade, grades to the school).
 *
 * Who sat in a class: a row is a class in the test's school year; seat n is the n-th student of that year's
 * roster (city.ts: the class moves up a grade each year with its students, a few joining or leaving). A student
 * keeps their id and name in every year; the id is reported while the student is at the school today (null for
 * one who has left). A student therefore has one score per test, the same on a class report and on cohort tracking.
 *
 * Scores: each student has a steady ability (by identity) plus test-day noise; the tested students, ordered by
 * it, fill the class's band counts from the top, a score inside the band's range is drawn from the matching
 * slice of the class's distribution, and the scores are nudged (±1, inside the band) until they sum to the
 * class's score sum. Dimensions likewise around the score.
 */
import { CURRENT_YEAR_ID } from './calendar';
import { findStudent, rosterNumber, type ClassInfo } from './city';
import { studentNameOf } from './names';
import { fmix32, mix2, rngFor } from './prng';
import { resolveScope, type Scope } from './scope';
import { BAND_RANGES, N_TEST_SLOTS, ensureAssessment, type ReaderRow, type SchoolData, type TestSlot } from './school-data';

export interface StudentResult {
  /** Seat (座号) in the class at the test, 1-based. */
  seat: number;
  /** The student's id, in every year (classId × 100 + the student's number). */
  key: number;
  /** The student's id today; null when the student is no longer at the school. */
  studentId: number | null;
  name: string;
  tested: boolean;
  /** Integer 0..100; null when absent. */
  score: number | null;
  /** Index into SCORE_BANDS (0 优秀 … 3 待提高); null when absent. */
  band: number | null;
  /** Five integer dimension scores, radar order; null when absent. */
  dims: number[] | null;
  /** Competition rank by score within the class (1 = best); null when absent. */
  rank: number | null;
}

/** Spread of the student scores around the class mean (the generator's band split uses the same). */
const SCORE_SD = 11;
/** Spread of a student's dimension scores around the student's score. */
const DIM_SD = 4;

/** A standard normal from integer parts (hash-based Box–Muller: no string hashing per student). */
function hashedNormal(...parts: number[]): number {
  let h = 0x2545f491;
  for (const p of parts) h = mix2(h, p);
  const u = 1 - fmix32(h) / 4294967296;
  const v = fmix32(h ^ 0x68e31da4) / 4294967296;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Normal CDF (Abramowitz–Stegun 26.2.17). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989423 * Math.exp((-x * x) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return x > 0 ? 1 - p : p;
}

/** Inverse normal CDF (Acklam's rational approximation), p in (0, 1). */
function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const q = Math.min(1 - 1e-12, Math.max(1e-12, p));
  if (q < 0.02425) {
    const u = Math.sqrt(-2 * Math.log(q));
    return (((((c[0] * u + c[1]) * u + c[2]) * u + c[3]) * u + c[4]) * u + c[5]) / ((((d[0] * u + d[1]) * u + d[2]) * u + d[3]) * u + 1);
  }
  if (q > 1 - 0.02425) {
    const u = Math.sqrt(-2 * Math.log(1 - q));
    return -(((((c[0] * u + c[1]) * u + c[2]) * u + c[3]) * u + c[4]) * u + c[5]) / ((((d[0] * u + d[1]) * u + d[2]) * u + d[3]) * u + 1);
  }
  const u = q - 0.5;
  const r = u * u;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * u) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
}

/** The student at roster position `i` of a class's year: their id in every year, and the id today if still at school. */
function rosterStudent(cls: ClassInfo, i: number): { key: number; studentId: number | null; name: string } {
  const key = cls.classId * 100 + rosterNumber(cls, i);
  const today = cls.yearId === CURRENT_YEAR_ID || findStudent(key, CURRENT_YEAR_ID) !== undefined;
  return { key, studentId: today ? key : null, name: studentNameOf(key).name };
}

/** Moves `values` (±1 steps, each inside its [lo, hi]) until they sum to `target`; the caller made it reachable. */
function nudgeToSum(values: number[], lo: (i: number) => number, hi: (i: number) => number, target: number): void {
  let diff = target - values.reduce((a, b) => a + b, 0);
  let guard = 0;
  while (diff !== 0 && guard++ < 500) {
    const step = diff > 0 ? 1 : -1;
    let moved = false;
    for (let i = 0; i < values.length && diff !== 0; i++) {
      const next = values[i] + step;
      if (next < lo(i) || next > hi(i)) continue;
      values[i] = next;
      diff -= step;
      moved = true;
    }
    if (!moved) break;
  }
  if (diff !== 0) throw new Error(`assessment-students: cannot reach the sum ${target} (${diff} left)`);
}

const memo = new Map<string, StudentResult[]>();

/**
 * Every seat of a class row at a test: who sat there, whether they were tested, their score, band and
 * dimensions. Sums equal the row's aTested, aBands, aScoreSum and aDimSum for that test.
 */
export function classTestStudents(data: SchoolData, row: ReaderRow, test: TestSlot): StudentResult[] {
  const key = `${data.school.libraryId}:${row.index}:${test.slot}`;
  const hit = memo.get(key);
  if (hit) return hit;
  ensureAssessment(data);
  const cls = row.cls;
  if (row.kind !== 'class' || !cls) return [];
  const k = row.index * N_TEST_SLOTS + test.slot;
  const n = row.size;
  const tested = data.aTested[k];
  const r = rngFor('student-scores', data.school.libraryId, row.classId, test.testId);

  // Absent seats: a deterministic choice of n − tested seats.
  const seats = Array.from({ length: n }, (_, i) => i + 1);
  const absent = new Set(r.shuffle([...seats]).slice(0, Math.max(0, n - tested)));
  const present = seats.filter((s) => !absent.has(s));

  // Order the tested students by ability (steady per student) plus the day's noise; fill the bands from the top.
  const people = seats.map((seat) => rosterStudent(cls, seat - 1));
  const z = new Map(present.map((s) => [s, 0.85 * hashedNormal(data.school.libraryId, people[s - 1].key) + 0.5 * r.normal()]));
  const order = [...present].sort((a, b) => z.get(b)! - z.get(a)! || a - b);
  const bandOf = new Map<number, number>();
  let at = 0;
  for (let b = 0; b < 4; b++) {
    const count = data.aBands[k * 4 + b];
    for (let j = 0; j < count && at < order.length; j++) bandOf.set(order[at++], b);
  }
  // Inside a band, the j-th best of c students draws from the j-th of c equal slices of the class's score
  // distribution (normal, truncated to the band), so scores spread naturally instead of piling up at the edges.
  const mean = tested > 0 ? data.aScoreSum[k] / tested : 0;
  const rankInBand = new Map<number, { j: number; c: number }>();
  for (let b = 0, start = 0; b < 4; b++) {
    const count = data.aBands[k * 4 + b];
    for (let j = 0; j < count && start + j < order.length; j++) rankInBand.set(order[start + j], { j, c: count });
    start += count;
  }
  const scores = order.map((s) => {
    const [lo, hi] = BAND_RANGES[bandOf.get(s) ?? 3];
    const { j, c } = rankInBand.get(s) ?? { j: 0, c: 1 };
    const pLo = normalCdf((lo - mean) / SCORE_SD);
    const pHi = normalCdf((hi + 1 - mean) / SCORE_SD);
    const q = 1 - (j + r.next()) / c;
    const x = mean + SCORE_SD * normalQuantile(pLo + q * (pHi - pLo));
    return Math.max(lo, Math.min(hi, Math.floor(x)));
  });
  const range = (i: number) => BAND_RANGES[bandOf.get(order[i]) ?? 3];
  nudgeToSum(
    scores,
    (i) => range(i)[0],
    (i) => range(i)[1],
    data.aScoreSum[k],
  );

  const dims = order.map(() => new Array<number>(5).fill(0));
  for (let d = 0; d < 5; d++) {
    const target = data.aDimSum[k * 5 + d];
    const offset = tested > 0 ? target / tested - mean : 0;
    const column = scores.map((sc) => Math.max(0, Math.min(100, Math.round(sc + offset + DIM_SD * r.normal()))));
    nudgeToSum(
      column,
      () => 0,
      () => 100,
      target,
    );
    column.forEach((v, i) => (dims[i][d] = v));
  }

  const bySeat = new Map(order.map((s, i) => [s, i]));
  const sorted = [...scores].sort((a, b) => b - a);
  const out = seats.map((seat): StudentResult => {
    const who = people[seat - 1];
    const i = bySeat.get(seat);
    if (i === undefined) return { seat, ...who, tested: false, score: null, band: null, dims: null, rank: null };
    const score = scores[i];
    return { seat, ...who, tested: true, score, band: bandOf.get(seat) ?? 3, dims: dims[i], rank: sorted.indexOf(score) + 1 };
  });
  memo.set(key, out);
  return out;
}

/** 5-point bins of the score distribution: 0–39, 40–44, …, 90–94, 95–100. */
const DISTRIBUTION_BINS: readonly (readonly [number, number])[] = [
  [0, 39],
  ...Array.from({ length: 11 }, (_, i): [number, number] => [40 + 5 * i, 44 + 5 * i]),
  [95, 100],
];

/** How many tested students of the filter scored in each bin (counts sum to the students tested). */
export function scoreDistribution(
  scope: Scope,
  test: TestSlot | null,
  filter: { grade?: number; classId?: number } = {},
): { min: number; max: number; count: number }[] {
  const counts = DISTRIBUTION_BINS.map(() => 0);
  if (test) {
    for (const part of resolveScope(scope, { yearId: test.yearId }).parts) {
      for (const row of part.classRows) {
        if (filter.grade !== undefined && row.grade !== filter.grade) continue;
        if (filter.classId !== undefined && row.classId !== filter.classId) continue;
        for (const s of classTestStudents(part.data, row, test)) {
          if (s.score === null) continue;
          const bin = DISTRIBUTION_BINS.findIndex(([lo, hi]) => s.score! >= lo && s.score! <= hi);
          counts[bin] = counts[bin] + 1;
        }
      }
    }
  }
  return DISTRIBUTION_BINS.map(([min, max], i) => ({ min, max, count: counts[i] }));
}

/** The students of one class at a test (the class report), or [] when the class is not in scope. */
export function classStudents(scope: Scope, classId: number, test: TestSlot | null): StudentResult[] {
  if (!test) return [];
  for (const part of resolveScope(scope, { yearId: test.yearId }).parts) {
    const row = part.classRows.find((x) => x.classId === classId);
    if (row) return classTestStudents(part.data, row, test);
  }
  return [];
}

type GrowthTrend = 'improved' | 'stable' | 'declined' | 'absent';

export interface CohortStudentGrowth {
  studentId: number | null;
  name: string;
  /** The class at the later test (else at the earlier one). */
  className: string;
  fromScore: number;
  /** null: did not sit the later test (absent or left the school). */
  toScore: number | null;
  change: number | null;
  trend: GrowthTrend;
}

/** A change of at most this many points either way counts as stable. */
export const STABLE_MARGIN = 5;

/**
 * The students of a cohort who sat `from`, with their score at `to`: the same students one or more grades up
 * (absent at `to` when they did not sit it or have left the class). `grade` is the cohort's grade in school year
 * `yearId`.
 */
export function cohortGrowth(
  scope: Scope,
  opts: { grade: number; yearId: number; section?: number },
  from: TestSlot,
  to: TestSlot,
): CohortStudentGrowth[] {
  const gradeAt = (t: TestSlot) => opts.grade + (t.yearId - opts.yearId);
  const rowsAt = (t: TestSlot) => {
    const g = gradeAt(t);
    const out: { data: SchoolData; row: ReaderRow }[] = [];
    for (const part of resolveScope(scope, { yearId: t.yearId }).parts) {
      ensureAssessment(part.data);
      for (const row of part.classRows) {
        if (row.grade !== g || !row.cls) continue;
        if (opts.section !== undefined && row.cls.section !== opts.section) continue;
        out.push({ data: part.data, row });
      }
    }
    return out;
  };
  // The same student at the later test (ids are the same in every year); one who left is absent.
  const later = new Map<number, { score: number | null; className: string }>();
  for (const { data, row } of rowsAt(to)) {
    for (const s of classTestStudents(data, row, to)) later.set(s.key, { score: s.score, className: row.cls!.name });
  }
  const out: CohortStudentGrowth[] = [];
  for (const { data, row } of rowsAt(from)) {
    for (const s of classTestStudents(data, row, from)) {
      if (s.score === null) continue;
      const then = later.get(s.key);
      const toScore = then?.score ?? null;
      const change = toScore === null ? null : toScore - s.score;
      const trend: GrowthTrend =
        change === null ? 'absent' : change > STABLE_MARGIN ? 'improved' : change < -STABLE_MARGIN ? 'declined' : 'stable';
      out.push({
        studentId: s.studentId,
        name: s.name,
        className: then?.className ?? row.cls!.name,
        fromScore: s.score,
        toScore,
        change,
        trend,
      });
    }
  }
  return out;
}

/** Forgets the memoised student results (resetDemoData). */
export function resetAssessmentStudents(): void {
  memo.clear();
}
