import { z } from 'zod';
import {
  count,
  decimal,
  limitField,
  list,
  LIST_BOUNDS,
  monthKey,
  rate,
  readingEndpoint,
  scopeInfo,
  serverText,
  statsInput,
} from './common';
import { gradeField } from './verify';

/**
 * /services/staticreadingdata/api/reading/*: the reading platform (阅读数据) — its figures over a period, by month,
 * by grade, by unit one level down, by type of expression and interaction, monthly participation per unit, and the
 * user info. JSON with the { code, msg, data } envelope. The wrapper adds campusId to these calls (not
 * queryUserInfo) when a campus is selected (src/api/scope-injection.ts). The assessment history calls under
 * reading/ are in ./assessment-history.ts.
 *
 * Units: counts are people or items; words are Chinese characters (字); minutes are minutes; rates are
 * fractions 0..1; scores are 0..100.
 */

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
    login: serverText.nullable(),
    name: serverText,
    userType: z.enum(['CITY', 'DISTRICT', 'SCHOOL', 'TEACHER', 'STUDENT']),
    /** e.g. 区域管理员, 学校管理员, 教师, 学生 */
    roleName: serverText,
    districtName: serverText.nullable(),
    libraryId: z.number().int().nullable(),
    schoolName: serverText.nullable(),
    campusId: z.number().int().nullable(),
    campusName: serverText.nullable(),
    /** A student's grade and class, a teacher's head class */
    grade: z.number().int().nullable(),
    gradeName: serverText.nullable(),
    classId: z.number().int().nullable(),
    className: serverText.nullable(),
    /** Teachers only */
    subject: serverText.nullable(),
    /** Classes taught (teacher) or the own class (student) */
    classes: list(z.object({ classId: z.number().int(), className: serverText }), LIST_BOUNDS.schools),
    /** Library card number (student), null without a card */
    cardNo: serverText.nullable(),
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
    rows: list(
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
        .extend({ month: monthKey, /** Axis label, e.g. '9月' */ label: serverText }),
      LIST_BOUNDS.calendar,
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
    rows: list(
      readingFigures.extend({
        grade: z.number().int().min(1).max(12),
        gradeName: serverText,
        /** 字/生 */
        wordsPerStudent: decimal,
        /** 分钟/生 */
        minutesPerStudent: decimal,
      }),
      LIST_BOUNDS.categories,
    ),
  }),
);

const typeBreakdown = z.object({
  scope: scopeInfo,
  total: count,
  /** One row per type, in a fixed order */
  types: list(z.object({ type: serverText, count, share: rate }), LIST_BOUNDS.categories),
  /** Per grade: counts in the order of `types` */
  byGrade: list(
    z.object({ grade: z.number().int(), gradeName: serverText, total: count, counts: list(count, LIST_BOUNDS.categories) }),
    LIST_BOUNDS.categories,
  ),
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
const participationLevel = z.enum(['region', 'school', 'campus', 'grade', 'class']);

export const monthlyParticipation = readingEndpoint(
  'reading/queryMonthlyParticipation',
  '月度参与：各单位（区/学校/校区/年级/班级）每月参与人数与参与率',
  statsInput.extend({ level: participationLevel.optional(), ...gradeField, ...limitField }),
  z.object({
    scope: scopeInfo,
    level: participationLevel,
    months: list(monthKey, LIST_BOUNDS.calendar),
    /** Highest period participation rate first; `limit` keeps the first rows */
    series: list(
      z.object({
        /** districtId, libraryId, campusId, libraryId × 100 + grade, or classId */
        id: z.number().int(),
        name: serverText,
        students: count,
        /** Over the period */
        participants: count,
        participationRate: rate,
        /** One entry per month of `months` */
        months: list(z.object({ month: monthKey, participants: count, participationRate: rate }), LIST_BOUNDS.calendar),
      }),
      LIST_BOUNDS.classes,
    ),
  }),
);

/** The units a scope is broken into: a city into districts, a district into schools, a school into campuses. */
const unitLevel = z.enum(['region', 'school', 'campus']);
export const readingByUnit = readingEndpoint(
  'reading/queryReadingByUnit',
  '分单位阅读：下一级各单位（市→各区、区→各学校、学校→各校区）的阅读人数、本数、字数、时长、测验、正确率、多元表达、互动',
  statsInput,
  z.object({
    scope: scopeInfo,
    /** region = districts of a city; school = schools of a district; campus = campuses of a school (or the one campus) */
    level: unitLevel,
    /** In organisation order (districts, then the schools of a district, then the campuses of a school); additive fields sum to reading/queryReadingOverview */
    rows: list(
      readingFigures.extend({
        /** districtId, libraryId or campusId, by level */
        id: z.number().int(),
        name: serverText,
        districtId: z.number().int(),
        /** null for districts */
        libraryId: z.number().int().nullable(),
        /** campus rows only */
        campusId: z.number().int().nullable(),
        /** 字/生 */
        wordsPerStudent: decimal,
        /** 分钟/生 */
        minutesPerStudent: decimal,
        /** Overall reading score 0..100 (as rank/queryRanking family overall) */
        score: z.number().min(0).max(100),
      }),
      LIST_BOUNDS.schools,
    ),
  }),
);

export const READING_ENDPOINTS = [
  userInfo,
  readingOverview,
  readingTrend,
  readingByGrade,
  readingByUnit,
  expressionTypes,
  interactionTypes,
  monthlyParticipation,
] as const;
