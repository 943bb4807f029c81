/**
 * The base tables of one school, generated lazily and memoised per school.
 *
 * Every aggregate in this folder is a sum over these tables, so a district equals the
 * sum of its schools, a grade the sum of its classes, a year the sum of its months, by
 * construction. Each school draws from its own seeded streams (seed + libraryId + table
 * name), so generating one school never changes another.
 *
 * Layout: a *reader row* is one class (students) or the teacher group of one campus in one school year (the
 * roll changes between years: city.ts). A row holds the months of its own year only ({@link YM} per row,
 * `row.base + m` for month index m); month indexes run 0..DATA_MONTHS-1 (2024-09 … 2026-11), see calendar.ts.
 * A query takes the rows of the period's school year (scope.ts), so a past year counts that year's students.
 */
import {
  DATA_MONTHS,
  LAST_MONTH_FRACTION,
  TODAY_DAY,
  YEAR_IDS,
  yearIdIndex,
  allSemesters,
  dayNumber,
  isoDate,
  schoolMonth,
  semesterIndex,
} from './calendar';
import { termOfSemester } from '@/utils/school-calendar';
import { HOLDING_PROFILE, LOAN_PROFILE_TEACHER, N_CATEGORIES, loanProfileForGrade } from './categories';
import { cityIndex, type School, type Subject, type Teacher, type ClassInfo } from './city';
import { Rng, idStreams, rngFor } from './prng';

/** Months with data (2024-09 … 2026-11). */
const NM = DATA_MONTHS;
/** Months stored per reader row (and per teacher-year): one school year. */
export const YM = 12;
const NC = N_CATEGORIES;

/** Borrow-duration buckets (days a book stays out). */
export const DURATION_BUCKETS: readonly { label: string; from: number; to: number | null; mid: number }[] = [
  { label: '1-7天', from: 1, to: 7, mid: 5 },
  { label: '8-14天', from: 8, to: 14, mid: 11 },
  { label: '15-30天', from: 15, to: 30, mid: 22 },
  { label: '31-60天', from: 31, to: 60, mid: 44 },
  { label: '60天以上', from: 61, to: null, mid: 75 },
];
export const N_DURATION = DURATION_BUCKETS.length;
const BUCKET_MID = DURATION_BUCKETS.map((b) => b.mid);

/** Multiple-expression (多元表达) types. */
export const EXPRESSION_TYPES = ['读书笔记', '书评', '朗读', '绘画'] as const;
/** Interaction (互动) types. */
export const INTERACTION_TYPES = ['点赞', '评论', '分享'] as const;
/** Questions per platform quiz; accuracy = correct answers / (quizzes × this). */
export const QUESTIONS_PER_QUIZ = 10;

/** Assessment score bands. */
export const SCORE_BANDS = [
  { key: 'excellent', name: '优秀', min: 85 },
  { key: 'good', name: '良好', min: 70 },
  { key: 'pass', name: '合格', min: 60 },
  { key: 'improve', name: '待提高', min: 0 },
] as const;
/**
 * Integer score range of each band (same order as SCORE_BANDS): 优秀 85–100, 良好 70–84, 合格 60–69, 待提高
 * LOWEST_SCORE–59. Student scores are integers; a class's score sum is one that its band counts allow.
 */
const LOWEST_SCORE = 20;
export const BAND_RANGES: readonly (readonly [number, number])[] = SCORE_BANDS.map((b, i) => [
  i === SCORE_BANDS.length - 1 ? LOWEST_SCORE : b.min,
  i === 0 ? 100 : SCORE_BANDS[i - 1].min - 1,
]);

/** The five reading-ability dimensions. */
export const ABILITY_DIMENSIONS = ['提取信息', '推断解释', '整体感知', '评价鉴赏', '联系运用'] as const;

export interface TestSlot {
  /** `semesterId * 10 + 1` (期中) or `+ 2` (期末), e.g. 202611. */
  testId: number;
  slot: number;
  semesterId: number;
  yearId: number;
  kind: 'midterm' | 'final';
  /** e.g. '2026-2027学年上学期期中阅读素养测评'. */
  name: string;
  date: string;
}

/** City-wide test windows; each school sits the finals and some midterms. Only dates up to today. */
export const TEST_SLOTS: readonly TestSlot[] = allSemesters().flatMap((sem) => {
  const y = sem.yearId;
  const upper = termOfSemester(sem.id) === 1;
  const mid = upper ? dayNumber(y, 11, 12) : dayNumber(y + 1, 4, 22);
  const fin = upper ? dayNumber(y + 1, 1, 10) : dayNumber(y + 1, 6, 26);
  const si = semesterIndex(sem.id);
  return [
    {
      testId: sem.id * 10 + 1,
      slot: si * 2,
      semesterId: sem.id,
      yearId: y,
      kind: 'midterm' as const,
      name: `${sem.fullName}期中阅读素养测评`,
      date: isoDate(mid),
    },
    {
      testId: sem.id * 10 + 2,
      slot: si * 2 + 1,
      semesterId: sem.id,
      yearId: y,
      kind: 'final' as const,
      name: `${sem.fullName}期末阅读素养测评`,
      date: isoDate(fin),
    },
  ].filter((t) => dayNumber(Number(t.date.slice(0, 4)), Number(t.date.slice(5, 7)), Number(t.date.slice(8, 10))) <= TODAY_DAY);
});
export const N_TEST_SLOTS = 12;

export interface ReaderRow {
  kind: 'class' | 'teachers';
  /** Row index inside the school's tables. */
  index: number;
  /** The row's school year (index into YEAR_IDS). */
  yearIndex: number;
  /** Offset of the row's month m in a row × month table: `base + m` (m a month of the row's year). */
  base: number;
  campusId: number;
  /** Grade 1..12; 0 for a teacher row. */
  grade: number;
  /** Class id; 0 for a teacher row. */
  classId: number;
  /** Readers in the row (students of the class, or teachers of the campus). */
  size: number;
  /** Readers holding a library card (card holders are the first `cards` of the roster / the first teachers). */
  cards: number;
  cls: ClassInfo | null;
  /** Teachers of a teacher row (ids, in card order). */
  teacherIds: number[];
}

/** A teacher of one school year and the offset of their months in the teaching tables (`base + m`). */
export interface TeacherSlot {
  teacher: Teacher;
  base: number;
}

/** The rows and teachers of one school year of a school. */
interface YearRows {
  /** Class rows in roll order (grade, section). */
  classRows: ReaderRow[];
  /** One teacher row per campus, in campus order. */
  teacherRows: ReaderRow[];
  teachers: TeacherSlot[];
}

/** Hidden per-school character, drawn from the school's own stream. */
interface SchoolProfile {
  /** Library activity (loans) multiplier, 0.55–1.45. */
  libFactor: number;
  /** Reading-platform adoption, 0.35–0.95 of students per month. */
  platformRate: number;
  /** Quizzes per book read. */
  quizRate: number;
  /** Base quiz accuracy 0.62–0.86. */
  accuracy: number;
  /** Multiple-expression and interaction multipliers. */
  expression: number;
  social: number;
  /** Assessment base score. */
  quality: number;
  /** Volumes per student. */
  volumesPerStudent: number;
  copiesPerTitle: number;
  acquisitionRate: number;
  teaching: number;
  /** Holding share per category (sums to 1). */
  holdingShare: number[];
}

export interface SchoolData {
  school: School;
  profile: SchoolProfile;
  /** Every reader row of every year. */
  rows: ReaderRow[];
  /** The rows of each school year (YEAR_IDS order). */
  years: YearRows[];
  campusIndex: Map<number, number>;

  // --- circulation --------------------------------------------------------
  /** Loans per row × category × month: index (row.index * 22 + cat) * YM + (m − first month of the row's year). */
  loans: Int32Array;
  /** Loans per row × month (sum over categories): row.base + m. */
  loansRM: Int32Array;
  /** Returns, renewals, overdue items, distinct borrowers per row × month. */
  returns: Int32Array;
  renewals: Int32Array;
  overdue: Int32Array;
  borrowers: Int32Array;
  /** Loans by duration bucket: (row.base + m) * 5 + bucket. */
  duration: Int32Array;
  /** Total days out of the loans of a row × month. */
  daysOut: Float64Array;

  // --- reading platform (class rows; teacher rows stay 0) -----------------
  participants: Int32Array;
  active: Int32Array;
  books: Int32Array;
  words: Float64Array;
  minutes: Float64Array;
  quizzes: Int32Array;
  correct: Int32Array;
  /** (row.base + m) * 4 + type (读书笔记, 书评, 朗读, 绘画). */
  expression: Int32Array;
  /** (row.base + m) * 3 + type (点赞, 评论, 分享). */
  interaction: Int32Array;

  // --- holdings (campus × category) ---------------------------------------
  volumes: Int32Array;
  titles: Int32Array;
  /** Volumes published in the last 3 years. */
  recent: Int32Array;
  /** Acquisitions: (campusIdx * 3 + yearIdx) * 22 + cat. */
  acquisitions: Int32Array;

  // --- teaching (teacher-year × month: TeacherSlot.base + m) ---------------
  tTasks: Int32Array;
  tRecommendations: Int32Array;
  tCovered: Int32Array;
  /** Student-task assignments and completions (completion rate = completed / targets). */
  tTargets: Int32Array;
  tCompleted: Int32Array;

  // --- assessment (class row × test slot; a row has the tests of its year) -
  /** Students tested: row * 12 + slot. */
  aTested: Int32Array;
  /** Sum of the (integer) student scores. */
  aScoreSum: Float64Array;
  /** Band counts: (row * 12 + slot) * 4 + band. */
  aBands: Int32Array;
  /** Sum of the (integer) student dimension scores: (row * 12 + slot) * 5 + dim. */
  aDimSum: Float64Array;

  /** The teaching and assessment tables are filled on first use (see ensureTeaching / ensureAssessment). */
  teachingReady: boolean;
  assessmentReady: boolean;
}

// ---------------------------------------------------------------------------
// Shapes of the year

/** Loans seasonality by school month (Sep … Aug). */
const LOAN_SEASON = [1.3, 0.95, 1.15, 1.1, 0.55, 0.3, 1.35, 1.15, 1.05, 1.0, 0.45, 0.1];
/** Reading-platform seasonality (holiday reading keeps the platform alive). */
const READ_SEASON = [1.1, 0.95, 1.05, 1.05, 0.85, 0.75, 1.15, 1.05, 1.0, 0.95, 0.8, 0.6];
/** Teaching seasonality (tasks assigned). */
const TEACH_SEASON = [1.2, 0.9, 1.1, 1.0, 0.5, 0.35, 1.2, 1.1, 1.0, 0.9, 0.3, 0.05];
const LOAN_YEAR = [0.9, 1.0, 1.08];
const PLATFORM_YEAR = [0.78, 0.9, 1.0];

/** Loans per student per month by grade (index 1..12): upper grades and 高三 borrow less. */
const LOANS_PER_STUDENT = [0, 1.6, 2.2, 2.7, 2.9, 2.7, 2.3, 1.9, 1.5, 0.95, 1.15, 0.85, 0.35];
const PLATFORM_GRADE = [0, 0.8, 0.92, 1, 1, 1, 0.97, 0.88, 0.85, 0.75, 0.68, 0.6, 0.4];
const BOOKS_PER_READER = [0, 2.6, 2.8, 3.0, 2.8, 2.6, 2.4, 2.0, 1.8, 1.5, 1.4, 1.2, 0.9];
const WORDS_PER_BOOK = [0, 4000, 7000, 15000, 25000, 35000, 45000, 60000, 70000, 80000, 95000, 100000, 100000];
const READ_SPEED = [0, 120, 150, 200, 250, 300, 320, 350, 380, 400, 450, 480, 500];
const MEAN_DAYS = [28, 9, 10, 11, 12, 12, 13, 14, 15, 16, 17, 18, 20];
const OVERDUE_RATE = [0.06, 0.015, 0.018, 0.02, 0.022, 0.025, 0.025, 0.03, 0.033, 0.036, 0.04, 0.045, 0.05];
/** Reading-task factor per subject. */
const SUBJECT_TEACHING: Partial<Record<Subject, number>> = {
  语文: 1,
  英语: 0.35,
  道德与法治: 0.25,
  历史: 0.25,
  思想政治: 0.2,
  科学: 0.2,
  生物: 0.15,
  地理: 0.15,
  美术: 0.06,
  音乐: 0.05,
};
/** Volumes-per-student targets: these schools sit below the 15–40 standard. */
const UNDERSTOCKED = new Set([107, 202, 209, 306, 407]);
const WELL_STOCKED = new Set([101, 203, 404]);

function drawProfile(school: School): SchoolProfile {
  const r = rngFor('profile', school.libraryId);
  const holdingShare = HOLDING_PROFILE.map((p) => p * Math.exp(0.25 * r.normal()));
  const total = holdingShare.reduce((a, b) => a + b, 0);
  let vps: number;
  if (UNDERSTOCKED.has(school.libraryId)) vps = r.range(9, 14);
  else if (WELL_STOCKED.has(school.libraryId)) vps = r.range(38, 46);
  else vps = r.range(17, 36);
  if (school.level === 'senior' || school.level === 'complete') vps *= 1.1;
  return {
    libFactor: r.range(0.55, 1.45),
    platformRate: r.range(0.38, 0.95),
    quizRate: r.range(0.5, 0.95),
    accuracy: r.range(0.62, 0.86),
    expression: r.range(0.5, 1.5),
    social: r.range(0.5, 1.5),
    quality: r.range(66, 83),
    volumesPerStudent: vps,
    copiesPerTitle: r.range(1.8, 3.2),
    acquisitionRate: r.range(0.025, 0.075),
    teaching: r.range(0.6, 1.4),
    holdingShare: holdingShare.map((v) => v / total),
  };
}

/** The reader rows of every school year: that year's classes, then one teacher row per campus. */
function buildRows(school: School): { rows: ReaderRow[]; years: YearRows[] } {
  const rows: ReaderRow[] = [];
  let slots = 0;
  const current = YEAR_IDS.length - 1;
  // Rows are written out field by field in one order (one object shape: addRow reads them in its hot loop).
  const add = (
    yi: number,
    kind: ReaderRow['kind'],
    campusId: number,
    cls: ClassInfo | null,
    teacherIds: number[],
    cards: number,
  ): ReaderRow => {
    const index = rows.length;
    const row: ReaderRow = {
      kind,
      index,
      yearIndex: yi,
      base: index * YM - yi * YM,
      campusId,
      grade: cls ? cls.grade : 0,
      classId: cls ? cls.classId : 0,
      size: cls ? cls.students : teacherIds.length,
      cards,
      cls,
      teacherIds,
    };
    rows.push(row);
    return row;
  };
  const years = school.rolls.map((roll, yi): YearRows => {
    const classRows = roll.classes.map((cls) => add(yi, 'class', cls.campusId, cls, [], cls.cards));
    const teacherRows = school.campuses.map((campus) => {
      const teacherIds = roll.teachers.filter((t) => t.campusId === campus.campusId).map((t) => t.teacherId);
      const r = yi === current ? rngFor('teacher-cards', campus.campusId) : rngFor('teacher-cards', campus.campusId, roll.yearId);
      const share = r.range(0.8, 0.95);
      return add(
        yi,
        'teachers',
        campus.campusId,
        null,
        teacherIds,
        teacherIds.length === 0 ? 0 : Math.max(1, Math.round(teacherIds.length * share)),
      );
    });
    const teachers = roll.teachers.map((teacher) => ({ teacher, base: slots++ * YM - yi * YM }));
    return { classRows, teacherRows, teachers };
  });
  return { rows, years };
}

/** The months of a row's school year that hold data. */
function rowMonths(row: ReaderRow): { from: number; to: number } {
  const from = row.yearIndex * YM;
  return { from, to: Math.min(from + YM, NM) };
}

/** Cheap multiplicative jitter around 1: uniform in [1 − 1.7·spread, 1 + 1.7·spread] (one draw). */
function jitter(r: Rng, spread: number): number {
  return 1 + spread * 1.7 * (2 * r.next() - 1);
}

/** Normal CDF (Abramowitz–Stegun). */
function phi(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989423 * Math.exp((-x * x) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return x > 0 ? 1 - p : p;
}

// ---------------------------------------------------------------------------
// Generation

function generateCirculation(data: SchoolData): void {
  const { school, profile, rows } = data;
  const r = rngFor('circulation', school.libraryId);
  // Category shares per grade, tilted towards the school's own collection.
  const tilt = profile.holdingShare.map((s, c) => Math.sqrt(s / HOLDING_PROFILE[c]));
  const shareFor = new Map<number, number[]>();
  const sharesOf = (grade: number): number[] => {
    let s = shareFor.get(grade);
    if (!s) {
      const base = grade === 0 ? [...LOAN_PROFILE_TEACHER] : loanProfileForGrade(grade);
      const w = base.map((p, c) => p * tilt[c]);
      const tot = w.reduce((a, b) => a + b, 0);
      s = w.map((v) => v / tot);
      shareFor.set(grade, s);
    }
    return s;
  };

  const cellShares = new Float64Array(NC);
  const bucketP = new Float64Array(N_DURATION);
  for (const row of rows) {
    const shares = sharesOf(row.grade);
    const perReader = row.kind === 'teachers' ? 1.0 : LOANS_PER_STUDENT[row.grade];
    const rowFactor = Math.exp(0.18 * r.normal());
    // A persistent per-row tilt of the category mix (so classes differ), renormalised.
    let tiltSum = 0;
    for (let c = 0; c < NC; c++) {
      const v = shares[c] * (0.75 + 0.5 * r.next());
      cellShares[c] = v;
      tiltSum += v;
    }
    for (let c = 0; c < NC; c++) cellShares[c] = cellShares[c] / tiltSum;
    const meanDays = MEAN_DAYS[row.grade];
    for (let b = 0; b < N_DURATION; b++) {
      const bucket = DURATION_BUCKETS[b];
      bucketP[b] = Math.exp(-(bucket.from - 1) / meanDays) - (bucket.to === null ? 0 : Math.exp(-bucket.to / meanDays));
    }
    let prevLoans = 0;
    const { from, to } = rowMonths(row);
    for (let m = from; m < to; m++) {
      const sm = schoolMonth(m);
      const partial = m === NM - 1 ? LAST_MONTH_FRACTION : 1;
      const expected =
        row.cards * perReader * profile.libFactor * rowFactor * LOAN_SEASON[sm] * LOAN_YEAR[row.yearIndex] * partial * jitter(r, 0.1);
      const total = r.round(expected);
      // Split the month's loans over the categories by cumulative rounding (exact, no extra draws),
      // starting at a month-dependent offset so rounding does not always favour the same class.
      splitCumulative(total, cellShares, data.loans, row.index * NC * YM + (m - from), YM, m % NC);
      const rm = row.base + m;
      data.loansRM[rm] = total;
      data.returns[rm] = r.round((0.7 * total + 0.28 * (m === from ? total * 0.85 : prevLoans)) * jitter(r, 0.04));
      data.renewals[rm] = r.round(total * (0.05 + 0.05 * r.next()));
      data.overdue[rm] = r.round(total * OVERDUE_RATE[row.grade] * jitter(r, 0.3));
      let b = Math.round(row.cards * (1 - Math.exp(-total / (row.cards * 1.1))));
      b = Math.min(b, total, row.cards);
      if (total > 0 && b === 0) b = 1;
      data.borrowers[rm] = b;
      splitCumulative(total, bucketP, data.duration, rm * N_DURATION, 1, 0);
      let days = 0;
      for (let k = 0; k < N_DURATION; k++) days += data.duration[rm * N_DURATION + k] * BUCKET_MID[k];
      data.daysOut[rm] = Math.round(days * jitter(r, 0.03));
      prevLoans = total;
    }
  }
}

/**
 * Splits an integer total over weights by cumulative rounding: part k gets
 * round(T·W(k)/W) − round(T·W(k−1)/W), written to out[offset + k·stride]. Exact and
 * allocation-free. `start` rotates the order so rounding does not always favour the same part.
 */
function splitCumulative(total: number, weights: Float64Array, out: Int32Array, offset: number, stride: number, start: number): void {
  const n = weights.length;
  let sum = 0;
  for (let k = 0; k < n; k++) sum += weights[k];
  if (total <= 0 || sum <= 0) {
    for (let k = 0; k < n; k++) out[offset + k * stride] = 0;
    return;
  }
  let cum = 0;
  let prev = 0;
  for (let j = 0; j < n; j++) {
    const k = (j + start) % n;
    cum += weights[k];
    const upto = j === n - 1 ? total : Math.round((total * cum) / sum);
    out[offset + k * stride] = upto - prev;
    prev = upto;
  }
}

function generateReading(data: SchoolData): void {
  const { school, profile, rows } = data;
  const r = rngFor('reading', school.libraryId);
  for (const row of rows) {
    if (row.kind !== 'class') continue;
    const g = row.grade;
    const n = row.size;
    const classFactor = Math.exp(0.15 * r.normal());
    const classAcc = 0.03 * r.normal();
    const { from, to } = rowMonths(row);
    for (let m = from; m < to; m++) {
      const sm = schoolMonth(m);
      const last = m === NM - 1;
      const rm = row.base + m;
      const rate =
        profile.platformRate *
        PLATFORM_GRADE[g] *
        READ_SEASON[sm] *
        PLATFORM_YEAR[row.yearIndex] *
        classFactor *
        jitter(r, 0.08) *
        (last ? 0.9 : 1);
      const p = Math.min(n, Math.round(n * Math.min(0.98, rate)));
      const active = Math.min(n, p + Math.round(n * r.range(0.03, 0.12)));
      const partial = last ? LAST_MONTH_FRACTION : 1;
      const books = Math.max(p, Math.round(p * BOOKS_PER_READER[g] * jitter(r, 0.15) * partial));
      const words = Math.round(books * WORDS_PER_BOOK[g] * jitter(r, 0.15));
      const minutes = Math.round((words / READ_SPEED[g]) * jitter(r, 0.1));
      const quizzes = Math.round(books * profile.quizRate * jitter(r, 0.12));
      const acc = Math.max(0.55, Math.min(0.95, profile.accuracy + classAcc + (g <= 3 ? 0.03 : g >= 7 ? -0.02 : 0) + 0.015 * r.normal()));
      const correct = Math.round(quizzes * QUESTIONS_PER_QUIZ * acc);
      data.participants[rm] = p;
      data.active[rm] = active;
      data.books[rm] = books;
      data.words[rm] = words;
      data.minutes[rm] = minutes;
      data.quizzes[rm] = quizzes;
      data.correct[rm] = correct;
      const ex = profile.expression * partial;
      const notes = r.round(p * 0.35 * ex * jitter(r, 0.2));
      const reviews = r.round(p * (0.05 + 0.02 * Math.min(g, 10)) * ex * jitter(r, 0.2));
      const readAloud = r.round(p * (g <= 6 ? 0.38 - 0.03 * g : 0.08) * ex * jitter(r, 0.2));
      const drawings = r.round(p * Math.max(0.01, 0.32 - 0.045 * g) * ex * jitter(r, 0.2));
      const e = rm * 4;
      data.expression[e] = notes;
      data.expression[e + 1] = reviews;
      data.expression[e + 2] = readAloud;
      data.expression[e + 3] = drawings;
      const expr = notes + reviews + readAloud + drawings;
      const i3 = rm * 3;
      data.interaction[i3] = r.round((expr * 2.6 + p * 0.6 * partial) * profile.social * jitter(r, 0.15));
      data.interaction[i3 + 1] = r.round(expr * 0.7 * profile.social * jitter(r, 0.2));
      data.interaction[i3 + 2] = r.round(expr * 0.22 * profile.social * jitter(r, 0.25));
    }
  }
}

function generateHoldings(data: SchoolData): void {
  const { school, profile } = data;
  const r = rngFor('holdings', school.libraryId);
  const volumes = school.students * profile.volumesPerStudent;
  const campusW = school.campuses.map((c) => Math.max(1, c.students) * jitter(r, 0.1));
  const cwSum = campusW.reduce((a, b) => a + b, 0);
  school.campuses.forEach((_, ci) => {
    const cv = (volumes * campusW[ci]) / cwSum;
    for (let c = 0; c < NC; c++) {
      const v = Math.max(20, Math.round(cv * profile.holdingShare[c] * jitter(r, 0.08)));
      const k = ci * NC + c;
      data.volumes[k] = v;
      data.titles[k] = Math.max(1, Math.round(v / (profile.copiesPerTitle * jitter(r, 0.15))));
      let acqTotal = 0;
      for (let y = 0; y < YEAR_IDS.length; y++) {
        const yearShare = y === YEAR_IDS.length - 1 ? 0.45 : 1; // the current year has only Sep–Nov
        const a = r.round(v * profile.acquisitionRate * yearShare * jitter(r, 0.25));
        data.acquisitions[(ci * 3 + y) * NC + c] = a;
        acqTotal += a;
      }
      data.recent[k] = Math.min(v, r.round(acqTotal * 0.8 + v * 0.02));
    }
  });
}

const styleStream = idStreams('teacher-style');

function generateTeaching(data: SchoolData): void {
  const { school, profile } = data;
  const r = rngFor('teaching', school.libraryId);
  data.years.forEach((year, yi) => {
    const sizes = new Map(school.rolls[yi].classes.map((c) => [c.classId, c.students]));
    const from = yi * YM;
    const to = Math.min(from + YM, NM);
    for (const { teacher: t, base } of year.teachers) {
      // A teacher's way of teaching is their own, the same in every year.
      const style = styleStream(t.teacherId);
      const subj = SUBJECT_TEACHING[t.subject] ?? 0.02;
      const engaged = t.subject === '语文' || style.chance(0.75);
      const tf = engaged ? Math.exp(0.35 * style.normal()) * profile.teaching : 0.1;
      const completion = Math.max(0.45, Math.min(0.99, style.range(0.62, 0.97) * (0.9 + 0.1 * profile.teaching)));
      const avgSize = t.classIds.reduce((a, id) => a + (sizes.get(id) ?? 0), 0) / Math.max(1, t.classIds.length);
      for (let m = from; m < to; m++) {
        const season = TEACH_SEASON[schoolMonth(m)] * (m === NM - 1 ? LAST_MONTH_FRACTION : 1);
        const k = base + m;
        const tasks = r.round(3 * subj * tf * season * jitter(r, 0.2));
        data.tTasks[k] = tasks;
        data.tRecommendations[k] = r.round(1.6 * (0.3 + subj) * tf * season * jitter(r, 0.3));
        if (tasks === 0) continue; // covered, targets and completions stay 0
        const covered = Math.min(t.classIds.length, 1 + Math.floor(r.next() * Math.min(3, t.classIds.length)));
        const targets = Math.round(tasks * covered * avgSize);
        data.tCovered[k] = covered;
        data.tTargets[k] = targets;
        data.tCompleted[k] = Math.min(targets, Math.round(targets * completion * jitter(r, 0.04)));
      }
    }
  });
}

const DIM_OFFSET = [5, -2, 1.5, -5, -2.5];

function generateAssessment(data: SchoolData): void {
  const { school, profile } = data;
  const taken = TEST_SLOTS.filter((t) => {
    if (t.kind === 'final') return true;
    if (t.semesterId === 20261) return true; // every school sat the current midterm
    return rngFor('test-taken', school.libraryId, t.testId).chance(0.55);
  });
  const bandP = new Float64Array(4);
  const cohorts = new Map<number, number>();
  const cohortEffect = (section: number, entry: number): number => {
    const key = entry * 100 + section;
    let v = cohorts.get(key);
    if (v === undefined) {
      v = 4 * rngFor('cohort', school.libraryId, section, entry).normal();
      cohorts.set(key, v);
    }
    return v;
  };
  for (const t of taken) {
    const difficulty = 1.5 * rngFor('test-difficulty', t.testId).normal();
    const si = semesterIndex(t.semesterId);
    const yi = yearIdIndex(t.yearId);
    const r = rngFor('assessment', school.libraryId, t.testId);
    for (const row of data.years[yi]?.classRows ?? []) {
      if (!row.cls) continue;
      const cls = row.cls;
      // The cohort sitting in this grade slot in year yi entered school in (2024 + yi) - (grade - 1).
      const entry = 2024 + yi - (cls.grade - 1);
      const mean = Math.max(
        42,
        Math.min(
          93,
          profile.quality + cohortEffect(cls.section, entry) - difficulty + 0.6 * si + (cls.grade >= 10 ? -3 : 0) + 2 * r.normal(),
        ),
      );
      const tested = Math.max(0, cls.students - r.int(0, 2));
      const sd = 11;
      const pEx = 1 - phi((85 - mean) / sd);
      const pGood = phi((85 - mean) / sd) - phi((70 - mean) / sd);
      const pPass = phi((70 - mean) / sd) - phi((60 - mean) / sd);
      const pLow = phi((60 - mean) / sd);
      const k = row.index * N_TEST_SLOTS + t.slot;
      bandP[0] = pEx;
      bandP[1] = pGood;
      bandP[2] = pPass;
      bandP[3] = pLow;
      splitCumulative(tested, bandP, data.aBands, k * 4, 1, 0);
      data.aTested[k] = tested;
      // Sums of integer student scores (students.ts / assessment-students.ts split them): an integer that the
      // band counts allow (each band's scores stay inside its range).
      let lo = 0;
      let hi = 0;
      for (let b = 0; b < 4; b++) {
        lo += data.aBands[k * 4 + b] * BAND_RANGES[b][0];
        hi += data.aBands[k * 4 + b] * BAND_RANGES[b][1];
      }
      data.aScoreSum[k] = Math.max(lo, Math.min(hi, Math.round(mean * tested)));
      for (let d = 0; d < 5; d++) {
        const dim = Math.max(30, Math.min(98, mean + DIM_OFFSET[d] + (d === 3 ? 0.4 * (cls.grade - 6) : 0) + 2.5 * r.normal()));
        data.aDimSum[k * 5 + d] = Math.round(dim * tested);
      }
    }
  }
}

/** Hands out views on one backing buffer per school (one allocation instead of thirty). */
class Arena {
  private readonly ints: Int32Array;
  private readonly floats: Float64Array;
  private io = 0;
  private fo = 0;

  constructor(intCount: number, floatCount: number) {
    this.ints = new Int32Array(intCount);
    this.floats = new Float64Array(floatCount);
  }

  int(n: number): Int32Array {
    const v = this.ints.subarray(this.io, this.io + n);
    this.io += n;
    return v;
  }

  float(n: number): Float64Array {
    const v = this.floats.subarray(this.fo, this.fo + n);
    this.fo += n;
    return v;
  }
}

function generateSchool(school: School): SchoolData {
  const { rows, years } = buildRows(school);
  const nr = rows.length;
  const nCampus = school.campuses.length;
  const nt = years.reduce((a, y) => a + y.teachers.length, 0) * YM;
  const rm = nr * YM;
  const intCount = rm * NC + rm * 5 + rm * N_DURATION + rm * 5 + rm * 4 + rm * 3 + nCampus * NC * 6 + nt * 5 + nr * N_TEST_SLOTS * 5;
  const floatCount = rm * 3 + nr * N_TEST_SLOTS * 6;
  const a = new Arena(intCount, floatCount);
  const data: SchoolData = {
    school,
    profile: drawProfile(school),
    rows,
    years,
    campusIndex: new Map(school.campuses.map((c, i) => [c.campusId, i])),
    loans: a.int(rm * NC),
    loansRM: a.int(rm),
    returns: a.int(rm),
    renewals: a.int(rm),
    overdue: a.int(rm),
    borrowers: a.int(rm),
    duration: a.int(rm * N_DURATION),
    daysOut: a.float(rm),
    participants: a.int(rm),
    active: a.int(rm),
    books: a.int(rm),
    words: a.float(rm),
    minutes: a.float(rm),
    quizzes: a.int(rm),
    correct: a.int(rm),
    expression: a.int(rm * 4),
    interaction: a.int(rm * 3),
    volumes: a.int(nCampus * NC),
    titles: a.int(nCampus * NC),
    recent: a.int(nCampus * NC),
    acquisitions: a.int(nCampus * 3 * NC),
    tTasks: a.int(nt),
    tRecommendations: a.int(nt),
    tCovered: a.int(nt),
    tTargets: a.int(nt),
    tCompleted: a.int(nt),
    aTested: a.int(nr * N_TEST_SLOTS),
    aScoreSum: a.float(nr * N_TEST_SLOTS),
    aBands: a.int(nr * N_TEST_SLOTS * 4),
    aDimSum: a.float(nr * N_TEST_SLOTS * 5),
    teachingReady: false,
    assessmentReady: false,
  };
  generateCirculation(data);
  generateReading(data);
  generateHoldings(data);
  return data;
}

const memo = new Map<number, SchoolData>();

/** The base tables of a school (generated on first use, then memoised). */
export function schoolData(libraryId: number): SchoolData {
  let d = memo.get(libraryId);
  if (!d) {
    const school = cityIndex().schools.get(libraryId);
    if (!school) throw new Error(`Unknown libraryId ${libraryId}`);
    d = generateSchool(school);
    memo.set(libraryId, d);
  }
  return d;
}

/** The school's data with its teaching tables filled. */
export function ensureTeaching(data: SchoolData): SchoolData {
  if (!data.teachingReady) {
    generateTeaching(data);
    data.teachingReady = true;
  }
  return data;
}

/** The school's data with its assessment tables filled. */
export function ensureAssessment(data: SchoolData): SchoolData {
  if (!data.assessmentReady) {
    generateAssessment(data);
    data.assessmentReady = true;
  }
  return data;
}

/** Forgets every generated school (tests use it to regenerate from scratch). */
export function resetSchoolData(): void {
  memo.clear();
}
