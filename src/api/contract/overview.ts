import { z } from 'zod';
import { count, decimal, limitField, list, LIST_BOUNDS, monthKey, rate, scopeInfo, serverText, statsEndpoint, statsInput } from './common';

/** overall/overview/* and statistics/*: the home dashboard and the cockpit overview (form-encoded). */

export const basicData = statsEndpoint(
  'overall/overview/queryBasicData',
  '概览 KPI：学校、学生、教师、馆藏（学年末）、生均藏书、借阅量（全部读者）、活跃读者、活跃率',
  statsInput,
  z.object({
    scope: scopeInfo,
    schools: count,
    campuses: count,
    classes: count,
    students: count,
    teachers: count,
    /** 册, at the end of the school year (the current year: today), as book/management/queryBookManagementData */
    volumes: count,
    /** 种, at the end of the school year */
    titles: count,
    /** 册/生 */
    volumesPerStudent: decimal,
    /** 借阅量（全部读者）: 册次 lent in the period to students and teachers */
    loans: count,
    /** 生均借阅: students' loans ÷ students, 册次/生 */
    loansPerStudent: decimal,
    /** 活跃读者: students active on the reading platform in the period */
    activeReaders: count,
    /** 活跃率: activeReaders / students (not 参与率, which counts the students who read) */
    activeRate: rate,
  }),
);

export const bookCirculation = statsEndpoint(
  'overall/overview/queryBookCirculation',
  '借阅趋势：期内每月借出、归还、借阅人数',
  statsInput,
  z.object({
    scope: scopeInfo,
    rows: list(z.object({ month: monthKey, loans: count, returns: count, borrowers: count }), LIST_BOUNDS.calendar),
  }),
);

export const loanLibrary = statsEndpoint(
  'overall/overview/queryLoanLibrary',
  '分组借阅：区域按学校、学校按年级（城市按区）',
  statsInput,
  z.object({
    scope: scopeInfo,
    groupBy: z.enum(['district', 'library', 'grade', 'campus']),
    rows: list(
      z.object({
        id: z.number(),
        name: serverText,
        students: count,
        loans: count,
        loansPerStudent: decimal,
        volumes: count.nullable(),
        volumesPerStudent: decimal.nullable(),
      }),
      LIST_BOUNDS.schools,
    ),
  }),
);

const mapPoint = z.object({
  id: z.number(),
  name: serverText,
  /** 0..1 on the region map, x east, y south */
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  volumes: count,
  loans: count,
  students: count,
});

export const mapLibraryBookData = statsEndpoint(
  'overall/overview/queryMapLibraryBookData',
  '地图：各学校馆藏与借阅（含所属区，用于按区绘制示意图）',
  statsInput,
  z.object({
    scope: scopeInfo,
    points: list(
      mapPoint.extend({
        /** The school's district (= the id of its queryMapRegionBookData point) and its name */
        districtId: z.number(),
        districtName: serverText,
      }),
      LIST_BOUNDS.schools,
    ),
  }),
);

export const mapRegionBookData = statsEndpoint(
  'overall/overview/queryMapRegionBookData',
  '地图：各区馆藏与借阅',
  statsInput,
  z.object({ scope: scopeInfo, points: list(mapPoint.extend({ schools: count }), LIST_BOUNDS.schools) }),
);

export const userActive = statsEndpoint(
  'statistics/queryUserActive',
  '读者活跃：学生数、活跃读者、活跃率，按学校或年级',
  statsInput,
  z.object({
    scope: scopeInfo,
    students: count,
    activeReaders: count,
    /** 活跃率 = activeReaders / students */
    activeRate: rate,
    rows: list(
      z.object({ id: z.number(), name: serverText, students: count, activeReaders: count, activeRate: rate }),
      LIST_BOUNDS.schools,
    ),
  }),
);

export const globalData = statsEndpoint(
  'statistics/queryGlobal',
  '阅读平台总量：读书本数、字数、时长、测验、正确率、多元表达、互动',
  statsInput,
  z.object({
    scope: scopeInfo,
    booksRead: count,
    /** 字 */
    wordsRead: count,
    minutes: count,
    quizzes: count,
    accuracy: rate,
    participants: count,
    participationRate: rate,
    expressions: count,
    interactions: count,
  }),
);

export const monthlyActive = statsEndpoint(
  'statistics/queryMonthlyActive',
  '月活跃读者：每月活跃读者数与活跃率',
  statsInput,
  z.object({
    scope: scopeInfo,
    /** 活跃率 = activeReaders / students of the month */
    rows: list(z.object({ month: monthKey, activeReaders: count, students: count, activeRate: rate }), LIST_BOUNDS.calendar),
  }),
);

export const readerRankings = statsEndpoint(
  'statistics/queryReaderRankings',
  '读者排行：期内借阅最多的学生',
  statsInput.extend({ ...limitField, grade: z.number().int().min(1).max(12).optional() }),
  z.object({
    scope: scopeInfo,
    rows: list(
      z.object({
        rank: z.number().int().min(1),
        readerId: z.number(),
        name: serverText,
        schoolName: serverText,
        className: serverText,
        gradeName: serverText,
        loans: count,
      }),
      LIST_BOUNDS.rows,
    ),
  }),
);

export const OVERVIEW_ENDPOINTS = [
  basicData,
  bookCirculation,
  loanLibrary,
  mapLibraryBookData,
  mapRegionBookData,
  userActive,
  globalData,
  monthlyActive,
  readerRankings,
] as const;
