import { z } from 'zod';
import { count, decimal, limitField, monthKey, pageFields, pageOf, rate, readingEndpoint, scopeInfo, statsInput } from './common';
import { classField, dimensionScore, gradeField, scoreBand, testInfo } from './verify';

/**
 * /services/staticreadingdata/api/*: the reading platform (阅读数据), rankings (排名), teaching (教学数据),
 * campus contrast, arrivals (到馆) and assessment history — all JSON with the { code, msg, data } envelope.
 * The wrapper adds campusId to the reading/ calls (not queryUserInfo), rank/ and campusContrast/queryCampusContrast
 * when a campus is selected (src/api/scope-injection.ts); teaching/ and arrival/ get libraryId only.
 *
 * Units: counts are people or items; words are Chinese characters (字); minutes are minutes; rates are
 * fractions 0..1; scores are 0..100.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Reading-platform figures of a set of students over a period. */
export const readingFigures = z.object({
  /** Enrolled students */
  students: count,
  /** Students who read on the platform in the period */
  participants: count,
  /** participants / students */
  participationRate: rate,
  /** Students active on the platform in the period (月活跃读者; each class counts its most active month) */
  activeReaders: count,
  /** activeReaders / students */
  activeRate: rate,
  /** 本 */
  booksRead: count,
  /** 本/生 */
  booksPerStudent: decimal,
  /** 字 */
  wordsRead: count,
  /** 分钟 */
  minutes: count,
  /** Quizzes taken after a book */
  quizzes: count,
  /** quizzes × 10 */
  questions: count,
  /** Correct answers */
  correct: count,
  /** correct / questions */
  accuracy: rate,
  /** 多元表达: notes + reviews + readAloud + drawings */
  expressions: count,
  /** 互动: likes + comments + shares */
  interactions: count,
});

// ---------------------------------------------------------------- user info

export const userInfo = readingEndpoint(
  'reading/queryUserInfo',
  '阅读平台用户信息：当前登录用户，或指定学生（studentId）及其期内阅读数据',
  statsInput.extend({ studentId: z.number().int().positive().optional() }),
  z.object({
    /** account = the signed-in user; student = the student asked for */
    kind: z.enum(['account', 'student']),
    /** studentId, teacherId (teachers) or organizationId (other accounts) */
    id: z.number().int(),
    /** Account login; null for a student */
    login: z.string().nullable(),
    name: z.string(),
    userType: z.enum(['CITY', 'DISTRICT', 'SCHOOL', 'TEACHER', 'STUDENT']),
    /** e.g. 区域管理员, 学校管理员, 教师, 学生 */
    roleName: z.string(),
    districtName: z.string().nullable(),
    libraryId: z.number().int().nullable(),
    schoolName: z.string().nullable(),
    campusId: z.number().int().nullable(),
    campusName: z.string().nullable(),
    /** A student's grade and class, a teacher's head class */
    grade: z.number().int().nullable(),
    gradeName: z.string().nullable(),
    classId: z.number().int().nullable(),
    className: z.string().nullable(),
    /** Teachers only */
    subject: z.string().nullable(),
    /** Classes taught (teacher) or the own class (student) */
    classes: z.array(z.object({ classId: z.number().int(), className: z.string() })),
    /** Library card number (student), null without a card */
    cardNo: z.string().nullable(),
    /** Students: own figures; teachers: the figures of the classes taught; other accounts: null */
    reading: readingFigures
      .extend({
        /** Library loans (册次) */
        loans: count,
        /** Overall reading score 0..100 */
        score: z.number().min(0).max(100),
      })
      .nullable(),
  }),
);

// ---------------------------------------------------------------- reading data

export const readingOverview = readingEndpoint(
  'reading/queryReadingOverview',
  '阅读总览：读书本数、字数、时长、参与人数与参与率、测验、正确率、多元表达、互动',
  statsInput,
  readingFigures.extend({
    scope: scopeInfo,
    /** 分钟/生 */
    minutesPerStudent: decimal,
    /** 字/生 */
    wordsPerStudent: decimal,
  }),
);

export const readingTrend = readingEndpoint(
  'reading/queryReadingTrend',
  '阅读趋势：期内每月读书、字数、时长、参与、测验、多元表达、互动',
  statsInput,
  z.object({
    scope: scopeInfo,
    /** One row per month of the period with data; additive fields sum to the overview */
    rows: z.array(
      readingFigures
        .pick({
          students: true,
          participants: true,
          participationRate: true,
          activeReaders: true,
          activeRate: true,
          booksRead: true,
          wordsRead: true,
          minutes: true,
          quizzes: true,
          correct: true,
          accuracy: true,
          expressions: true,
          interactions: true,
        })
        // participants: students who read in that month
        .extend({ month: monthKey, /** Axis label, e.g. '9月' */ label: z.string() }),
    ),
  }),
);

export const readingByGrade = readingEndpoint(
  'reading/queryReadingByGrade',
  '分年级阅读：各年级学生数、参与率、读书、字数、时长、测验、正确率、多元表达、互动',
  statsInput,
  z.object({
    scope: scopeInfo,
    /** Ascending grade; additive fields (students, participants, books, words, …) sum to the overview */
    rows: z.array(
      readingFigures.extend({
        grade: z.number().int().min(1).max(12),
        gradeName: z.string(),
        /** 字/生 */
        wordsPerStudent: decimal,
        /** 分钟/生 */
        minutesPerStudent: decimal,
      }),
    ),
  }),
);

const typeBreakdown = z.object({
  scope: scopeInfo,
  total: count,
  /** One row per type, in a fixed order */
  types: z.array(z.object({ type: z.string(), count, share: rate })),
  /** Per grade: counts in the order of `types` */
  byGrade: z.array(z.object({ grade: z.number().int(), gradeName: z.string(), total: count, counts: z.array(count) })),
});

export const expressionTypes = readingEndpoint(
  'reading/queryExpressionTypes',
  '多元表达分类：读书笔记、书评、朗读、绘画（次），分年级',
  statsInput,
  typeBreakdown,
);

export const interactionTypes = readingEndpoint(
  'reading/queryInteractionTypes',
  '互动分类：点赞、评论、分享（次），分年级',
  statsInput,
  typeBreakdown,
);

/** Levels a monthly-participation chart can compare. Default: the level below the scope. */
export const participationLevel = z.enum(['region', 'school', 'campus', 'grade', 'class']);

export const monthlyParticipation = readingEndpoint(
  'reading/queryMonthlyParticipation',
  '月度参与：各单位（区/学校/校区/年级/班级）每月参与人数与参与率',
  statsInput.extend({ level: participationLevel.optional(), ...gradeField, ...limitField }),
  z.object({
    scope: scopeInfo,
    level: participationLevel,
    months: z.array(monthKey),
    /** Highest period participation rate first; `limit` keeps the first rows */
    series: z.array(
      z.object({
        /** districtId, libraryId, campusId, libraryId × 100 + grade, or classId */
        id: z.number().int(),
        name: z.string(),
        students: count,
        /** Over the period */
        participants: count,
        participationRate: rate,
        /** One entry per month of `months` */
        months: z.array(z.object({ month: monthKey, participants: count, participationRate: rate })),
      }),
    ),
  }),
);

// ---------------------------------------------------------------- rankings

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
export const HOLDINGS_LEVELS: readonly RankingLevelKey[] = ['region', 'school', 'campus'];

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
 * The columns a family shows at a level. Holdings only at region, school and campus level. Students: a
 * per-student figure becomes the student's own total, and figures that are 0 or 1 for one student are left out
 * (a student participation ranking ranks books read).
 */
export function rankingColumns(family: RankingFamilyKey, level: RankingLevelKey): RankingMetricKey[] {
  let cols: readonly RankingMetricKey[] = RANKING_FAMILY_COLUMNS[family];
  if (family === 'libraryBook' && !HOLDINGS_LEVELS.includes(level))
    cols = cols.filter((c) => c !== 'volumesPerStudent' && c !== 'volumes' && c !== 'titles');
  if (level !== 'student') return [...cols];
  const out: RankingMetricKey[] = [];
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
  districtName: z.string(),
  libraryId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  campusId: z.number().int().nullable(),
  campusName: z.string().nullable(),
  grade: z.number().int().nullable(),
  gradeName: z.string().nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
});

/** Competition rank (ties share a rank), 1-based; null: not ranked, fewer students than `minStudents` (样本不足). */
const rankValue = z.number().int().min(1).nullable();

/**
 * One ranked entity (paged answer). Identity and place are always present; of the metric fields, exactly the
 * response's `columns` are present (and `students`, the headcount, on every row).
 */
export const rankingRow = rankingPlace.extend({
  rank: rankValue,
  /** The entity's rank in the previous period (same metric, filters and minimum), null if it was not ranked then */
  previousRank: rankValue,
  level: z.enum(RANKING_LEVEL_KEYS),
  /** districtId, libraryId, campusId, libraryId × 100 + grade, classId, studentId or teacherId, by level */
  id: z.number().int(),
  /** Grades and classes get the school name as a prefix when the scope holds several schools */
  name: z.string(),
  /** Teacher rows: subject taught */
  subject: z.string().nullable(),
  /** The ranked value (= the field named by the response's `metric`) */
  value: z.number(),
  ...metricFields,
  /** Enrolled students of the entity (1 for a student; a teacher: the students of the classes taught) */
  students: count,
});

const intArray = z.array(z.number().int());
const rankArray = z.array(rankValue);

/**
 * Every row of a ranking at once, column by column (`all: true`): the compact shape for a large ranking that the
 * client sorts and searches itself (the city's students are about 48,000 rows). Row i of the ranking is
 * `id[i]`, `name[i]`, … and `values[metric][i]`; rows are in ranking order (ranked rows first).
 */
export const rankingTable = z
  .object({
    id: intArray,
    /** The entity's own name (no school prefix: its place names the school) */
    name: z.array(z.string()),
    rank: rankArray,
    previousRank: rankArray,
    students: z.array(count),
    /** Index into `places` */
    place: intArray,
    /** Teacher rows: subject taught; null elsewhere */
    subject: z.array(z.string().nullable()),
    /** One array per entry of `columns` */
    values: z.partialRecord(z.enum(RANKING_METRIC_KEYS), z.array(z.number())),
    /** The places the rows refer to, each once (a student's place is its class) */
    places: z.array(rankingPlace),
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
const unitRef = z.object({ id: z.number().int(), name: z.string() });

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
  label: z.string(),
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
    columns: z.array(z.enum(RANKING_METRIC_KEYS)),
    /** The minimum applied (0: every unit ranked) */
    minStudents: count,
    period: rankingPeriod,
    /** The period the previousRank values come from; null when it has no data */
    previousPeriod: rankingPeriod.nullable(),
    /** The narrowing the request applied (districtId, libraryId, campusId, grade, classId), outermost first */
    within: z.array(unitRef.extend({ level: z.enum(['district', 'school', 'campus', 'grade', 'class']) })),
    /** What the request could be narrowed to next (filter choices), inside the scope and `within` */
    options: z.object({
      /** City accounts: the city's districts */
      districts: z.array(unitRef),
      /** Zone and city accounts: the schools of the district (a city account's district asked for, else the city), also once one is chosen */
      schools: z.array(unitRef),
      /** One school in scope: all its campuses */
      campuses: z.array(unitRef),
      /** Grades present (after the campus) */
      grades: z.array(unitRef),
      /** With a grade: its classes (schoolName when the scope holds several schools) */
      classes: z.array(unitRef.extend({ schoolName: z.string().nullable(), campusName: z.string().nullable() })),
      /** Teacher levels: the subjects taught */
      subjects: z.array(z.string()),
    }),
    /** `all: true`: every row, column by column; otherwise null */
    table: rankingTable.nullable(),
  }),
);

// ---------------------------------------------------------------- teaching

export const teachingData = readingEndpoint(
  'teaching/queryTeachingData',
  '教学数据：布置阅读任务、推荐图书、覆盖班级、任务完成率，按月、按学科',
  statsInput,
  z.object({
    scope: scopeInfo,
    teachers: count,
    /** Teachers who assigned at least one reading task in the period */
    activeTeachers: count,
    /** Reading tasks assigned */
    tasks: count,
    /** Books recommended */
    recommendations: count,
    /** Classes reached by reading tasks (a class reached by two teachers counts twice) */
    classesCovered: count,
    /** Student-task assignments */
    targets: count,
    /** Completed student-task assignments */
    completed: count,
    /** completed / targets */
    completionRate: rate,
    /** 个/人 */
    tasksPerTeacher: decimal,
    /** tasks and recommendations sum to the totals */
    byMonth: z.array(
      z.object({ month: monthKey, label: z.string(), tasks: count, recommendations: count, activeTeachers: count, completionRate: rate }),
    ),
    /** Most tasks first */
    bySubject: z.array(
      z.object({ subject: z.string(), teachers: count, activeTeachers: count, tasks: count, recommendations: count, completionRate: rate }),
    ),
    /**
     * Ascending grade. A teacher's tasks, recommendations and student-task assignments are shared out over the
     * grades taught in proportion to the classes taught there, so tasks and recommendations sum to the totals.
     */
    byGrade: z.array(
      z.object({
        grade: z.number().int().min(1).max(12),
        gradeName: z.string(),
        /** Classes of the grade in scope */
        classes: count,
        /** Teachers who teach the grade (a teacher of two grades counts in each) */
        teachers: count,
        tasks: count,
        recommendations: count,
        completionRate: rate,
      }),
    ),
  }),
);

// ---------------------------------------------------------------- campus contrast

export const campusContrast = readingEndpoint(
  'campusContrast/queryCampusContrast',
  '校区对比：同一学校各校区的学生、阅读、测验、多元表达、借阅、馆藏与综合得分',
  statsInput,
  z.object({
    /** The school (or district / city): a selected campus does not narrow the comparison */
    scope: scopeInfo,
    /** The campus selected by the user (wrapper-injected campusId), highlighted; null if none */
    selectedCampusId: z.number().int().nullable(),
    rows: z.array(
      readingFigures.extend({
        campusId: z.number().int(),
        name: z.string(),
        libraryId: z.number().int(),
        schoolName: z.string(),
        /** Student loans (册次) */
        loans: count,
        /** 册次/生 */
        loansPerStudent: decimal,
        /** 册 */
        volumes: count,
        /** 册/生 */
        volumesPerStudent: decimal,
        /** Overall reading score 0..100 */
        score: z.number().min(0).max(100),
      }),
    ),
  }),
);

// ---------------------------------------------------------------- arrivals

const hourRow = z.object({
  /** 7..18 */
  hour: z.number().int().min(0).max(23),
  /** e.g. '07:00' */
  label: z.string(),
  /** Gate entries */
  visits: count,
});

export const arrivalData = readingEndpoint(
  'arrival/queryArrivalData',
  '到馆数据（试点校区 33、7595）：到馆人次按小时、日期、星期、年级、月份；其他校区为空并说明原因',
  statsInput.extend({ date: day.optional() }),
  z.object({
    scope: scopeInfo,
    /** false: no gate data for this scope (see reason) */
    available: z.boolean(),
    /** Why the report is empty; null when available */
    reason: z.string().nullable(),
    /** The pilot campuses inside the scope */
    campuses: z.array(z.object({ campusId: z.number().int(), name: z.string(), libraryId: z.number().int(), schoolName: z.string() })),
    /** Gate entries (人次) in the period (or on `date`) */
    total: count,
    /** School days with data */
    days: count,
    /** 人次/天 */
    averagePerDay: decimal,
    /** Busiest hour 7..18, null without data */
    peakHour: z.number().int().nullable(),
    /** Enrolled students of the pilot campuses in scope */
    students: count,
    /** total / students, 人次/生 */
    visitsPerStudent: decimal,
    /** byDate, byHour, byGrade, byWeekday, byMonth, byWeekdayHour and byCampus each sum to total */
    byDate: z.array(z.object({ date: day, /** 1 = Monday … 5 = Friday */ weekday: z.number().int().min(0).max(6), visits: count })),
    byHour: z.array(hourRow),
    byGrade: z.array(
      z.object({
        grade: z.number().int(),
        gradeName: z.string(),
        students: count,
        visits: count,
        /** 人次/生 */ visitsPerStudent: decimal,
      }),
    ),
    byWeekday: z.array(
      z.object({ weekday: z.number().int().min(1).max(5), name: z.string(), visits: count, /** 人次/天 */ averagePerDay: decimal }),
    ),
    byMonth: z.array(z.object({ month: monthKey, label: z.string(), days: count, visits: count })),
    /** Weekday (1 = Monday … 5 = Friday) × hour (7..18): every cell, weekday first */
    byWeekdayHour: z.array(z.object({ weekday: z.number().int().min(1).max(5), hour: z.number().int().min(0).max(23), visits: count })),
    /** One row per pilot campus in scope */
    byCampus: z.array(
      z.object({
        campusId: z.number().int(),
        name: z.string(),
        schoolName: z.string(),
        students: count,
        visits: count,
        days: count,
        /** 人次/天 */
        averagePerDay: decimal,
        /** 人次/生 */
        visitsPerStudent: decimal,
        peakHour: z.number().int().nullable(),
      }),
    ),
    /** The latest school day of the period, by hour */
    latestDay: z.object({ date: day, visits: count, byHour: z.array(hourRow) }).nullable(),
  }),
);

// ---------------------------------------------------------------- assessment history (evaluatData pages)

const assessmentPoint = z.object({
  test: testInfo,
  /** Cohort tracking: the cohort's grade at this test */
  grade: z.number().int().nullable(),
  gradeName: z.string().nullable(),
  students: count,
  tested: count,
  participationRate: rate,
  averageScore: z.number().min(0).max(100),
  bands: z.array(scoreBand),
  dimensions: z.array(dimensionScore),
});

const growthTrend = z.enum(['improved', 'stable', 'declined', 'absent']);

/** A cohort's growth between two tests, student by student. */
const cohortGrowth = z.object({
  from: testInfo,
  to: testInfo,
  /** A change of at most this many points either way is 稳定 */
  stableMargin: z.number().min(0),
  /** Students who sat `from`: the students followed */
  followed: count,
  /** Of them, students who also sat `to` */
  compared: count,
  /** improved + stable + declined = compared; + absent = followed */
  improved: count,
  stable: count,
  declined: count,
  /** Sat `from` but not `to` (absent, or left the school) */
  absent: count,
  /** Mean change of the compared students, one decimal (0 when none) */
  averageChange: z.number(),
  students: z.array(
    z.object({
      /** null: left the school */
      studentId: z.number().int().positive().nullable(),
      name: z.string(),
      /** The class at `to` (at `from` when the student did not sit `to`) */
      className: z.string(),
      fromScore: z.number().int().min(0).max(100),
      toScore: z.number().int().min(0).max(100).nullable(),
      /** toScore − fromScore; null when absent */
      change: z.number().int().nullable(),
      trend: growthTrend,
    }),
  ),
});

export const assessmentHistory = readingEndpoint(
  'reading/queryAssessmentHistory',
  '测评历史：范围内每次测评的参测、平均分、分数段与能力维度（可按年级、班级）',
  statsInput.extend({ ...gradeField, ...classField }),
  z.object({
    scope: scopeInfo,
    grade: z.number().int().nullable(),
    classId: z.number().int().nullable(),
    /** The grades of the scope, ascending (what `grade` may pick) */
    grades: z.array(z.object({ grade: z.number().int().min(1).max(12), gradeName: z.string() })),
    /** Every test with data in scope, oldest first (period fields are ignored) */
    points: z.array(assessmentPoint),
  }),
);

export const cohortTracking = readingEndpoint(
  'reading/queryCohortTracking',
  '跟踪数据：同一届学生（某学年某年级，可限定班级序号）历次测评的变化',
  statsInput.extend({
    ...gradeField,
    ...classField,
    section: z.number().int().min(1).max(30).optional(),
    /** Growth from this test (default the cohort's first) … */
    fromTestId: z.number().int().positive().optional(),
    /** … to this one (default the cohort's last) */
    toTestId: z.number().int().positive().optional(),
  }),
  z.object({
    scope: scopeInfo,
    /** The cohort: students in `grade` in school year `yearId` */
    yearId: z.number().int(),
    grade: z.number().int().nullable(),
    gradeName: z.string().nullable(),
    /** Class section followed (the "(2)" of 三年级(2)班); null = the whole grade */
    section: z.number().int().nullable(),
    /** The cohort's classes in school year `yearId` (what `section` may pick) */
    sections: z.array(z.object({ section: z.number().int().min(1), className: z.string() })),
    /** Oldest first; `grade` on each point is the cohort's grade at that test */
    points: z.array(assessmentPoint),
    /** Student by student from one test to a later one; null when the cohort has fewer than two tests */
    growth: cohortGrowth.nullable(),
  }),
);

export const READING_ENDPOINTS = [
  userInfo,
  readingOverview,
  readingTrend,
  readingByGrade,
  expressionTypes,
  interactionTypes,
  monthlyParticipation,
  ranking,
  teachingData,
  campusContrast,
  arrivalData,
  assessmentHistory,
  cohortTracking,
] as const;
