import { z } from 'zod';
import { count, list, LIST_BOUNDS, monthKey, pageFields, pageOf, readingEndpoint, scopeInfo, serverText, statsInput } from './common';
import { classField, gradeField } from './verify';

/**
 * /services/staticreadingdata/api/rank/queryRanking: the rankings (排名) — families, levels and metric columns, and
 * the ranking table (JSON, envelope). The wrapper adds campusId when a campus is selected
 * (src/api/scope-injection.ts).
 */

/**
 * Ranking families: one ranking page each (src/routes/ranking-routes.ts). `region` = overall at region level,
 * `teacher` = overall reading of the classes a teacher teaches, `teaching` = teaching data of teachers.
 */
export const RANKING_FAMILY_KEYS = [
  'participation',
  'quality',
  'qualityAccuracy',
  'expression',
  'interaction',
  'libraryBook',
  'circulation',
  'overall',
  'region',
  'teacher',
  'teaching',
] as const;
export type RankingFamilyKey = (typeof RANKING_FAMILY_KEYS)[number];

export const RANKING_LEVEL_KEYS = ['region', 'school', 'campus', 'grade', 'class', 'student', 'teacher'] as const;
export type RankingLevelKey = (typeof RANKING_LEVEL_KEYS)[number];

export const RANKING_METRIC_KEYS = [
  'score',
  'students',
  'participants',
  'participationRate',
  'activeReaders',
  'activeRate',
  'booksRead',
  'booksPerStudent',
  'wordsRead',
  'minutes',
  'quizzes',
  'quizzesPerStudent',
  'questions',
  'correct',
  'accuracy',
  'expressions',
  'expressionsPerStudent',
  'notes',
  'reviews',
  'readAloud',
  'drawings',
  'interactions',
  'interactionsPerStudent',
  'likes',
  'comments',
  'shares',
  'volumes',
  'titles',
  'volumesPerStudent',
  'borrowers',
  'borrowRate',
  'loans',
  'loansPerStudent',
  'categoriesBorrowed',
  'returns',
  'renewals',
  'overdue',
  'tasks',
  'recommendations',
  'classesCovered',
  'completionRate',
] as const;
export type RankingMetricKey = (typeof RANKING_METRIC_KEYS)[number];

const OVERALL_COLUMNS: readonly RankingMetricKey[] = [
  'score',
  'participationRate',
  'accuracy',
  'booksPerStudent',
  'loansPerStudent',
  'expressionsPerStudent',
  'interactionsPerStudent',
];

/**
 * The columns (metrics) of each family for units (region … class, teacher); the first is the family's default
 * ranking metric. Per-student figures stand beside their totals, so that a big school does not win by size alone.
 * libraryBook below campus level has no holdings; students have their own columns (see rankingColumns).
 */
export const RANKING_FAMILY_COLUMNS: Record<RankingFamilyKey, readonly RankingMetricKey[]> = {
  participation: ['participationRate', 'participants', 'activeReaders', 'booksRead', 'booksPerStudent', 'wordsRead', 'minutes'],
  quality: ['quizzes', 'quizzesPerStudent', 'accuracy', 'correct', 'questions'],
  qualityAccuracy: ['accuracy', 'quizzes', 'quizzesPerStudent', 'correct'],
  expression: ['expressions', 'expressionsPerStudent', 'notes', 'reviews', 'readAloud', 'drawings'],
  interaction: ['interactions', 'interactionsPerStudent', 'likes', 'comments', 'shares'],
  libraryBook: ['volumesPerStudent', 'volumes', 'titles', 'borrowRate', 'borrowers', 'loans', 'loansPerStudent'],
  circulation: ['loans', 'loansPerStudent', 'returns', 'renewals', 'overdue'],
  overall: OVERALL_COLUMNS,
  region: OVERALL_COLUMNS,
  teacher: OVERALL_COLUMNS,
  teaching: ['score', 'tasks', 'recommendations', 'classesCovered', 'completionRate', 'loans'],
};

/** Levels that hold library holdings (volumes, titles, volumesPerStudent). */
const HOLDINGS_LEVELS: readonly RankingLevelKey[] = ['region', 'school', 'campus'];

/** A per-student figure and the total it is taken from (a student's own figure is the total). */
export const PER_STUDENT_OF: Partial<Record<RankingMetricKey, RankingMetricKey>> = {
  booksPerStudent: 'booksRead',
  quizzesPerStudent: 'quizzes',
  expressionsPerStudent: 'expressions',
  interactionsPerStudent: 'interactions',
  loansPerStudent: 'loans',
};

/** Figures that are 0 or 1 for one student (rates and people counts): not columns of a student ranking. */
const NOT_FOR_ONE_STUDENT: readonly RankingMetricKey[] = [
  'participationRate',
  'participants',
  'activeReaders',
  'activeRate',
  'borrowRate',
  'borrowers',
];

/**
 * Student-only figures that lead a family's student columns: not additive, so no unit has them. A student
 * libraryBook ranking ranks how broadly the student borrows (借阅类别数), not the loans circulation ranks.
 */
const STUDENT_FIRST: Partial<Record<RankingFamilyKey, readonly RankingMetricKey[]>> = {
  libraryBook: ['categoriesBorrowed'],
};

/**
 * The columns a family shows at a level. Holdings only at region, school and campus level. Students: a
 * per-student figure becomes the student's own total, and figures that are 0 or 1 for one student are left out
 * (a student participation ranking ranks books read); a family's student-only figures come first (STUDENT_FIRST).
 */
export function rankingColumns(family: RankingFamilyKey, level: RankingLevelKey): RankingMetricKey[] {
  let cols: readonly RankingMetricKey[] = RANKING_FAMILY_COLUMNS[family];
  if (family === 'libraryBook' && !HOLDINGS_LEVELS.includes(level))
    cols = cols.filter((c) => c !== 'volumesPerStudent' && c !== 'volumes' && c !== 'titles');
  if (level !== 'student') return [...cols];
  const out: RankingMetricKey[] = [...(STUDENT_FIRST[family] ?? [])];
  for (const c of cols) {
    const own = PER_STUDENT_OF[c] ?? c;
    if (!NOT_FOR_ONE_STUDENT.includes(own) && !out.includes(own)) out.push(own);
  }
  return out;
}

/** Default level of a family when none is given (null: the level below the scope). */
export function familyLevel(family: RankingFamilyKey): RankingLevelKey | null {
  if (family === 'region') return 'region';
  if (family === 'teacher' || family === 'teaching') return 'teacher';
  return null;
}

const metricFields = Object.fromEntries(RANKING_METRIC_KEYS.map((k) => [k, z.number().optional()])) as {
  [K in RankingMetricKey]: z.ZodOptional<z.ZodNumber>;
};

/**
 * Where a ranked entity sits in the organisation: its district, school, campus, grade and class, null where the
 * level has none. A unit's own id and name are included (a class row's classId is its own).
 */
export const rankingPlace = z.object({
  districtId: z.number().int(),
  districtName: serverText,
  libraryId: z.number().int().nullable(),
  schoolName: serverText.nullable(),
  campusId: z.number().int().nullable(),
  campusName: serverText.nullable(),
  grade: z.number().int().nullable(),
  gradeName: serverText.nullable(),
  classId: z.number().int().nullable(),
  className: serverText.nullable(),
});

/** Competition rank (ties share a rank), 1-based; null: not ranked, fewer students than `minStudents` (样本不足). */
const rankValue = z.number().int().min(1).nullable();

/**
 * One ranked entity (paged answer). Identity and place are always present; of the metric fields, exactly the
 * response's `columns` are present (and `students`, the headcount, on every row).
 */
const rankingRow = rankingPlace.extend({
  rank: rankValue,
  /** The entity's rank in the previous period (same metric, filters and minimum), null if it was not ranked then */
  previousRank: rankValue,
  level: z.enum(RANKING_LEVEL_KEYS),
  /** districtId, libraryId, campusId, libraryId × 100 + grade, classId, studentId or teacherId, by level */
  id: z.number().int(),
  /** Grades and classes get the school name as a prefix when the scope holds several schools */
  name: serverText,
  /** Teacher rows: subject taught */
  subject: serverText.nullable(),
  /** The ranked value (= the field named by the response's `metric`) */
  value: z.number(),
  ...metricFields,
  /** Enrolled students of the entity (1 for a student; a teacher: the students of the classes taught) */
  students: count,
});

const intArray = list(z.number().int(), LIST_BOUNDS.students);
const rankArray = list(rankValue, LIST_BOUNDS.students);

/**
 * Every row of a ranking at once, column by column (`all: true`): the compact shape for a large ranking that the
 * client sorts and searches itself (the city's students are about 48,000 rows). Row i of the ranking is
 * `id[i]`, `name[i]`, … and `values[metric][i]`; rows are in ranking order (ranked rows first).
 */
export const rankingTable = z
  .object({
    id: intArray,
    /** The entity's own name (no school prefix: its place names the school) */
    name: list(serverText, LIST_BOUNDS.students),
    rank: rankArray,
    previousRank: rankArray,
    students: list(count, LIST_BOUNDS.students),
    /** Index into `places` */
    place: intArray,
    /** Teacher rows: subject taught; null elsewhere */
    subject: list(serverText.nullable(), LIST_BOUNDS.students),
    /** One array per entry of `columns` */
    values: z.partialRecord(z.enum(RANKING_METRIC_KEYS), list(z.number(), LIST_BOUNDS.students)),
    /** The places the rows refer to, each once (a student's place is its class) */
    places: list(rankingPlace, LIST_BOUNDS.classes),
  })
  .superRefine((t, ctx) => {
    const n = t.id.length;
    const lists: [string, readonly unknown[]][] = [
      ['name', t.name],
      ['rank', t.rank],
      ['previousRank', t.previousRank],
      ['students', t.students],
      ['place', t.place],
      ['subject', t.subject],
      ...Object.entries(t.values).map(([k, v]): [string, readonly unknown[]] => [`values.${k}`, v ?? []]),
    ];
    for (const [path, list] of lists) {
      if (list.length !== n) ctx.addIssue({ code: 'custom', path: path.split('.'), message: `has ${list.length} entries for ${n} rows` });
    }
    const bad = t.place.findIndex((p) => p < 0 || p >= t.places.length);
    if (bad >= 0) ctx.addIssue({ code: 'custom', path: ['place', bad], message: `no place ${t.place[bad]}` });
  });

/** A unit a ranking can be narrowed to (a filter option) or was narrowed to (`within`). */
const unitRef = z.object({ id: z.number().int(), name: serverText });

export const rankingInput = statsInput
  .extend({
    /** Default overall (or the family implied by the level: teacher → teacher) */
    family: z.enum(RANKING_FAMILY_KEYS).optional(),
    /** Default: region / teacher for those families, else the level below the scope */
    level: z.enum(RANKING_LEVEL_KEYS).optional(),
    /** City accounts: only this district. Ignored for other accounts and when a libraryId narrows further. */
    districtId: z.number().int().positive().optional(),
    /** grade, class, student and teacher levels: only this grade */
    ...gradeField,
    /** student level: only this class */
    ...classField,
    /** teacher level (families teacher and teaching): only teachers of this subject, e.g. 语文; ignored at other levels */
    subject: z.string().trim().min(1).max(20).optional(),
    /** One of the family's columns; default its first */
    metric: z.enum(RANKING_METRIC_KEYS).optional(),
    /** desc (default): best first */
    order: z.enum(['desc', 'asc']).optional(),
    /** Units (not students) with fewer enrolled students are not ranked (rank null, listed last). Default 0. */
    minStudents: z.number().int().min(0).max(10000).optional(),
    /** Every row at once in `table` (page and size ignored, `rows` empty). Default false. */
    all: z.boolean().optional(),
    /** 0-based page, default 0; size default 20 */
    ...pageFields,
  })
  .superRefine((v, ctx) => {
    if (v.family === 'region' && v.level !== undefined && v.level !== 'region') {
      ctx.addIssue({ code: 'custom', path: ['level'], message: 'family region ranks at level region only' });
    }
    if (v.family === 'teaching' && v.level !== undefined && v.level !== 'teacher') {
      ctx.addIssue({ code: 'custom', path: ['level'], message: 'family teaching ranks at level teacher only' });
    }
    if (v.family === 'teacher' && v.level !== undefined && v.level !== 'teacher') {
      ctx.addIssue({ code: 'custom', path: ['level'], message: 'family teacher ranks at level teacher only' });
    }
    if (v.metric !== undefined) {
      const family = v.family ?? (v.level === 'teacher' ? 'teacher' : 'overall');
      const level = v.level ?? familyLevel(family) ?? 'campus';
      if (!rankingColumns(family, level).includes(v.metric)) {
        ctx.addIssue({
          code: 'custom',
          path: ['metric'],
          message: `metric ${v.metric} is not a column of family ${family} at level ${level}`,
        });
      }
    }
  });

/** A period of the ranking: the one asked for, or the one before it (for ▲/▼). */
const rankingPeriod = z.object({
  yearId: z.number().int(),
  semesterId: z.number().int().nullable(),
  month: monthKey.nullable(),
  /** e.g. 2026-2027学年, 2026-2027学年上学期, 2026年10月 */
  label: serverText,
  /** Months of the period with data (0: nothing to rank, no rows) */
  months: count,
});

export const ranking = readingEndpoint(
  'rank/queryRanking',
  '通用排名：任一指标族（参与、质量、正确率、多元表达、互动、馆藏、流通、综合、区域、教师、教学）× 层级，分页或一次全部（列式）',
  rankingInput,
  pageOf(rankingRow).extend({
    scope: scopeInfo,
    family: z.enum(RANKING_FAMILY_KEYS),
    level: z.enum(RANKING_LEVEL_KEYS),
    /** The metric ranked on */
    metric: z.enum(RANKING_METRIC_KEYS),
    order: z.enum(['desc', 'asc']),
    /** The metric fields present in each row, in display order (first = the family's default metric) */
    columns: list(z.enum(RANKING_METRIC_KEYS), LIST_BOUNDS.categories),
    /** The minimum applied (0: every unit ranked) */
    minStudents: count,
    period: rankingPeriod,
    /** The period the previousRank values come from; null when it has no data */
    previousPeriod: rankingPeriod.nullable(),
    /** The narrowing the request applied (districtId, libraryId, campusId, grade, classId), outermost first */
    within: list(unitRef.extend({ level: z.enum(['district', 'school', 'campus', 'grade', 'class']) }), LIST_BOUNDS.categories),
    /** What the request could be narrowed to next (filter choices), inside the scope and `within` */
    options: z.object({
      /** City accounts: the city's districts */
      districts: list(unitRef, LIST_BOUNDS.schools),
      /** Zone and city accounts: the schools of the district (a city account's district asked for, else the city), also once one is chosen */
      schools: list(unitRef, LIST_BOUNDS.schools),
      /** One school in scope: all its campuses */
      campuses: list(unitRef, LIST_BOUNDS.schools),
      /** Grades present (after the campus) */
      grades: list(unitRef, LIST_BOUNDS.categories),
      /** With a grade: its classes (schoolName when the scope holds several schools) */
      classes: list(unitRef.extend({ schoolName: serverText.nullable(), campusName: serverText.nullable() }), LIST_BOUNDS.classes),
      /** Teacher levels: the subjects taught */
      subjects: list(serverText, LIST_BOUNDS.categories),
    }),
    /** `all: true`: every row, column by column; otherwise null */
    table: rankingTable.nullable(),
  }),
);

export const RANKING_ENDPOINTS = [ranking] as const;
