import { z } from 'zod';
import { count, decimal, list, LIST_BOUNDS, scopeInfo, serverText, statsEndpoint, statsInput } from './common';

/**
 * verify/*: reading-literacy assessments (阅读测评), JSON-encoded (docs/api.md). The wrapper adds campusId to
 * these calls when a campus is selected. One request shape serves the school, grade and class reports:
 * no filter = the whole scope (school report), `grade` = grade report, `classId` = class report.
 * `testId` picks a test; default the latest test of the period with data in scope.
 */

/** The five reading-ability dimensions, in radar order. */
export const ABILITY_DIMENSION_NAMES = ['提取信息', '推断解释', '整体感知', '评价鉴赏', '联系运用'] as const;
/** Stable keys of the dimensions: retrieve, infer/interpret, integrate, evaluate, apply. */
export const ABILITY_DIMENSION_KEYS = ['retrieve', 'infer', 'integrate', 'evaluate', 'apply'] as const;

export const gradeField = { grade: z.number().int().min(1).max(12).optional() };
export const classField = { classId: z.number().int().positive().optional() };

/** statsInput + grade / classId / testId filters. */
export const verifyInput = statsInput.extend({
  ...gradeField,
  ...classField,
  /** semesterId × 10 + 1 (期中) or + 2 (期末), e.g. 202611. */
  testId: z.number().int().positive().optional(),
});

/** One assessment (测评): a city-wide midterm or final per semester. */
export const testInfo = z.object({
  /** semesterId × 10 + 1 (期中) or + 2 (期末) */
  testId: z.number().int(),
  semesterId: z.number().int(),
  /** School year starting that September */
  yearId: z.number().int(),
  kind: z.enum(['midterm', 'final']),
  /** e.g. '2026-2027学年上学期期中阅读素养测评' */
  name: serverText,
  /** YYYY-MM-DD */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** A score band: 优秀 85–100, 良好 70–84, 合格 60–69, 待提高 0–59 (scores are integers 0..100 per student). */
export const scoreBand = z.object({
  key: z.enum(['excellent', 'good', 'pass', 'improve']),
  name: serverText,
  /** Lowest score of the band (inclusive) */
  min: z.number().int().min(0).max(100),
  /** Highest score of the band (inclusive) */
  max: z.number().int().min(0).max(100),
  /** Students tested in the band */
  count,
  /** count / tested, 0..1 */
  share: z.number().min(0).max(1),
});

export const dimensionScore = z.object({
  key: z.enum(ABILITY_DIMENSION_KEYS),
  name: z.enum(ABILITY_DIMENSION_NAMES),
  /** Average score 0..100, one decimal */
  score: z.number().min(0).max(100),
});

/** Headline figures of a set of tested students. */
const assessmentFigures = z.object({
  /** Enrolled students of the classes considered */
  students: count,
  /** Students who sat the test */
  tested: count,
  /** tested / students, 0..1 */
  participationRate: z.number().min(0).max(1),
  /** Average score 0..100, one decimal (0 when nobody was tested) */
  averageScore: z.number().min(0).max(100),
});

/** What every verify response starts with: the scope, the test reported and the filter applied. */
const reportHeader = {
  scope: scopeInfo,
  /** The test reported; null when no test of the period has data in scope */
  test: testInfo.nullable(),
  /** Tests of the period with data in scope, oldest first */
  tests: list(testInfo, LIST_BOUNDS.calendar),
  /** school = the whole scope (school, campus, district or city); grade / class = filtered report */
  reportLevel: z.enum(['school', 'grade', 'class']),
  grade: z.number().int().nullable(),
  gradeName: serverText.nullable(),
  classId: z.number().int().nullable(),
  className: serverText.nullable(),
};

/**
 * How the rows of a report are grouped: by school when the scope holds several schools, otherwise by grade
 * (school report) or by class (grade report); a class report has no rows (null).
 */
const groupBy = z.enum(['school', 'grade', 'class']).nullable();

/** A bin of the score distribution: students tested with min ≤ score ≤ max (integers, inclusive). */
export const scoreBin = z.object({ min: z.number().int().min(0).max(100), max: z.number().int().min(0).max(100), count });

/** One student of a class report: every enrolled seat, tested or not. */
const studentScore = z.object({
  /** The student's id today; null when the student has left the school since the test */
  studentId: z.number().int().positive().nullable(),
  name: serverText,
  /** Seat in the class at the test, 1-based */
  seat: z.number().int().min(1),
  /** Sat the test */
  tested: z.boolean(),
  /** Integer score 0..100; null when not tested */
  score: z.number().int().min(0).max(100).nullable(),
  /** The score's band; null when not tested */
  band: scoreBand.shape.key.nullable(),
  /** Rank in the class by score (equal scores share a rank); null when not tested */
  rank: z.number().int().min(1).nullable(),
  /** Five integer dimension scores in radar order; [] when not tested */
  dimensions: list(dimensionScore, LIST_BOUNDS.categories),
});

export const verifyTotal = statsEndpoint(
  'verify/queryVerifyTotalData',
  '测评总览：应测、实测人数、参测率、平均分、分数段、分数分布，按学校/年级/班级分组；班级报告附每名学生成绩',
  verifyInput,
  z.object({
    ...reportHeader,
    ...assessmentFigures.shape,
    /** Four bands; counts sum to tested */
    bands: list(scoreBand, LIST_BOUNDS.categories),
    groupBy,
    groups: list(
      assessmentFigures.extend({
        /** libraryId, grade (1..12) or classId, by groupBy */
        id: z.number().int(),
        name: serverText,
        bands: list(scoreBand, LIST_BOUNDS.categories),
      }),
      LIST_BOUNDS.classes,
    ),
    /** 5-point bins 0–39, 40–44 … 90–94, 95–100; counts sum to tested */
    distribution: list(scoreBin, LIST_BOUNDS.categories),
    /** A class report: every seat of the class (length = students); otherwise [] */
    studentScores: list(studentScore, LIST_BOUNDS.rows),
  }),
  'json',
);

const bookGroup = z.object({
  /** libraryId, grade or classId, by groupBy */
  id: z.number().int(),
  name: serverText,
  students: count,
  booksRead: count,
  /** 本/生 */
  booksPerStudent: decimal,
  /** 字 */
  wordsRead: count,
  tested: count,
  /** Average assessment score 0..100; null when nobody in the group sat the test */
  averageScore: z.number().min(0).max(100).nullable(),
});

export const verifyBooks = statsEndpoint(
  'verify/queryVerifyBoookData',
  '测评期阅读：测评所在学期的读书量、人均读书、测验正确率，分组对照平均分，热门图书',
  verifyInput,
  z.object({
    ...reportHeader,
    /** The semester the reading figures cover (the test's semester) */
    semesterId: z.number().int().nullable(),
    students: count,
    /** Students who read on the platform in the semester */
    participants: count,
    participationRate: z.number().min(0).max(1),
    /** 本 */
    booksRead: count,
    /** 本/生 */
    booksPerStudent: decimal,
    /** 字 */
    wordsRead: count,
    /** Platform quizzes taken */
    quizzes: count,
    /** Quiz accuracy, correct / questions, 0..1 */
    accuracy: z.number().min(0).max(1),
    groupBy,
    groups: list(bookGroup, LIST_BOUNDS.classes),
    /** Most borrowed titles in the semester by the students of the filter (a class report lists its grade's) */
    topBooks: list(
      z.object({
        rank: z.number().int().min(1),
        bookId: z.number().int(),
        title: serverText,
        author: serverText,
        /** 中图法 class letter */
        category: serverText,
        categoryName: serverText,
        /** Loans (册次) */
        loans: count,
      }),
      LIST_BOUNDS.rows,
    ),
  }),
  'json',
);

export const gradeReadWords = statsEndpoint(
  'verify/queryGradeReadWords',
  '各年级阅读字数：测评学期内的阅读总字数、人均字数，对照平均分',
  verifyInput,
  z.object({
    ...reportHeader,
    semesterId: z.number().int().nullable(),
    rows: list(
      z.object({
        grade: z.number().int(),
        gradeName: serverText,
        students: count,
        /** 字 */
        wordsRead: count,
        /** 字/生 */
        wordsPerStudent: decimal,
        tested: count,
        averageScore: z.number().min(0).max(100).nullable(),
      }),
      LIST_BOUNDS.categories,
    ),
  }),
  'json',
);

const balance = z.object({
  /** 100 × (1 − ½ Σ|share − recommendedShare|), one decimal: 100 = exactly the recommended profile */
  balanceIndex: z.number().min(0).max(100),
  /** The 22 中图法 classes A … Z */
  rows: list(
    z.object({
      code: z.string().regex(/^[A-Z]$/),
      name: serverText,
      /** Loans (册次) for reading, volumes (册) for holdings */
      count,
      share: z.number().min(0).max(1),
      recommendedShare: z.number().min(0).max(1),
      /** share − recommendedShare */
      deviation: z.number().min(-1).max(1),
    }),
    LIST_BOUNDS.categories,
  ),
});

export const categoryBalance = statsEndpoint(
  'verify/queryCategoryBalanceData',
  '阅读均衡度：测评学期所借图书的中图法分类占比对照推荐结构，及馆藏结构',
  verifyInput,
  z.object({
    ...reportHeader,
    semesterId: z.number().int().nullable(),
    /** What the filtered students borrowed in the test's semester */
    reading: balance,
    /** The collection of the scope (not filtered by grade or class) */
    holdings: balance,
  }),
  'json',
);

const dimensionGroup = z.object({
  id: z.number().int(),
  name: serverText,
  tested: count,
  averageScore: z.number().min(0).max(100),
  dimensions: list(dimensionScore, LIST_BOUNDS.categories),
});

export const powerDimension = statsEndpoint(
  'verify/queryPowerDimension',
  '能力维度（雷达图）：提取信息、推断解释、整体感知、评价鉴赏、联系运用，附对照与分组',
  verifyInput,
  z.object({
    ...reportHeader,
    tested: count,
    averageScore: z.number().min(0).max(100),
    /** Five dimensions, radar order */
    dimensions: list(dimensionScore, LIST_BOUNDS.categories),
    /**
     * What to compare against on the radar: a class report → its grade; a grade report → the whole scope;
     * a school report of a campus → its school; of a school → its district; of a district → the city; the city → none.
     */
    reference: z
      .object({
        name: serverText,
        /** What the reference is: a grade (of a class), a campus or school (of a grade), a school, district or city */
        level: z.enum(['grade', 'campus', 'library', 'district', 'city']),
        tested: count,
        dimensions: list(dimensionScore, LIST_BOUNDS.categories),
      })
      .nullable(),
    groupBy,
    groups: list(dimensionGroup, LIST_BOUNDS.classes),
  }),
  'json',
);

export const VERIFY_ENDPOINTS = [verifyTotal, verifyBooks, gradeReadWords, categoryBalance, powerDimension] as const;
