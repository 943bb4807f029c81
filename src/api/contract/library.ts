import { z } from 'zod';
import { count, decimal, limitField, list, LIST_BOUNDS, monthKey, rate, scopeInfo, serverText, statsEndpoint, statsInput } from './common';

/** circulation/*, book/management/*, card/*: holdings, circulation and library cards (form-encoded). */

const gradeField = { grade: z.number().int().min(1).max(12).optional() };
const categoryField = {
  category: z
    .string()
    .regex(/^[A-Z]$/)
    .optional(),
};

// ---------------------------------------------------------------- circulation

export const annualCirculation = statsEndpoint(
  'circulation/queryAnnualCirculationData',
  '年度流通：学年内每月借出、归还、续借、逾期',
  statsInput,
  z.object({
    scope: scopeInfo,
    rows: list(z.object({ month: monthKey, loans: count, returns: count, renewals: count, overdue: count }), LIST_BOUNDS.calendar),
  }),
);

export const circulationSummary = statsEndpoint(
  'circulation/queryBookCirculationData',
  '流通汇总：借阅量（全部读者、学生、教师）、归还、续借、逾期、借阅人数（含教师、学生）、生均借阅、学生借阅率',
  statsInput,
  z.object({
    scope: scopeInfo,
    /** 借阅量（全部读者）: students' and teachers' loans */
    loans: count,
    /** 学生借阅量 */
    studentLoans: count,
    /** 教师借阅量 */
    teacherLoans: count,
    returns: count,
    renewals: count,
    overdue: count,
    /** 借阅人数（含教师）: students and teachers who borrowed in the period */
    borrowers: count,
    /** 学生借阅人数: students who borrowed in the period (the numerator of borrowRate) */
    studentBorrowers: count,
    students: count,
    /** 册次/生 */
    loansPerStudent: decimal,
    /** 学生借阅率 = studentBorrowers / students (teachers are not in either) */
    borrowRate: rate,
  }),
);

const averageRow = z.object({ readers: count, borrowers: count, loans: count, average: decimal });

export const loanData = statsEndpoint(
  'circulation/queryLoanData',
  '师生平均借阅：教师与学生的人均借阅，按年级、班级',
  statsInput,
  z.object({
    scope: scopeInfo,
    students: averageRow,
    teachers: averageRow,
    byGrade: list(averageRow.extend({ grade: z.number(), gradeName: serverText }), LIST_BOUNDS.categories),
    byClass: list(
      averageRow.extend({ classId: z.number(), className: serverText, grade: z.number(), gradeName: serverText, schoolName: serverText }),
      LIST_BOUNDS.classes,
    ),
  }),
);

export const bookRank = statsEndpoint(
  'circulation/queryBookRankStatistics',
  '图书借阅排行：按中图法大类、年级筛选',
  statsInput.extend({ ...limitField, ...gradeField, ...categoryField }),
  z.object({
    scope: scopeInfo,
    rows: list(
      z.object({
        rank: z.number().int().min(1),
        bookId: z.number(),
        title: serverText,
        author: serverText,
        category: serverText,
        categoryName: serverText,
        publisher: serverText,
        loans: count,
      }),
      LIST_BOUNDS.rows,
    ),
  }),
);

export const gradeBorrow = statsEndpoint(
  'circulation/queryGradeBorrow',
  '年级借阅：各年级学生数、借阅量、生均借阅（仅学生）',
  statsInput,
  z.object({
    scope: scopeInfo,
    rows: list(
      z.object({ grade: z.number(), gradeName: serverText, students: count, loans: count, loansPerStudent: decimal }),
      LIST_BOUNDS.categories,
    ),
  }),
);

export const loanBookBorrowTotal = statsEndpoint(
  'circulation/queryLoanBookBorrowTotal',
  '借阅总量：按校区（学校）或学校（区域）',
  statsInput,
  z.object({
    scope: scopeInfo,
    total: count,
    rows: list(
      z.object({ id: z.number(), name: serverText, students: count, loans: count, loansPerStudent: decimal }),
      LIST_BOUNDS.schools,
    ),
  }),
);

// ---------------------------------------------------------------- book management (holdings)

export const bookManagement = statsEndpoint(
  'book/management/queryBookManagementData',
  '馆藏 KPI：总册数、种数、生均藏书及标准、本学年新增、近三年出版占比',
  statsInput,
  z.object({
    scope: scopeInfo,
    volumes: count,
    titles: count,
    students: count,
    volumesPerStudent: decimal,
    /** 生均藏书标准（册/生），按学段 */
    standardMin: decimal,
    standardMax: decimal,
    /** 本学年新增（册） */
    newVolumes: count,
    /** 近三年出版占比 */
    recentShare: rate,
  }),
);

export const bookCategory = statsEndpoint(
  'book/management/queryBookCategory',
  '中图法大类分布：册数、种数、占比、推荐占比',
  statsInput,
  z.object({
    scope: scopeInfo,
    rows: list(
      z.object({ code: serverText, name: serverText, volumes: count, titles: count, share: rate, recommendedShare: rate }),
      LIST_BOUNDS.categories,
    ),
  }),
);

export const threeYearCirculation = statsEndpoint(
  'book/management/queryInThreeYearBookCirculation',
  '近三学年流通：每学年借出、归还、生均借阅',
  statsInput,
  z.object({
    scope: scopeInfo,
    rows: list(
      z.object({ yearId: z.number(), yearName: serverText, loans: count, returns: count, students: count, loansPerStudent: decimal }),
      LIST_BOUNDS.calendar,
    ),
  }),
);

export const threeYearBorrow = statsEndpoint(
  'book/management/queryInThreeYearBorrowCirculation',
  '近三学年月度借阅：每学年 9 月至次年 8 月的借阅量（无数据的月份为 null）',
  statsInput,
  z.object({
    scope: scopeInfo,
    /** 学年内月份标签，9月 … 8月 */
    months: list(serverText, LIST_BOUNDS.calendar),
    series: list(
      z.object({ yearId: z.number(), yearName: serverText, loans: list(count.nullable(), LIST_BOUNDS.calendar) }),
      LIST_BOUNDS.calendar,
    ),
  }),
);

export const bookCollection = statsEndpoint(
  'book/management/queryBookCollectionData',
  '藏书建设：逐年新增、近三年出版占比、各校（各校区）生均藏书对标',
  statsInput,
  z.object({
    scope: scopeInfo,
    acquisitions: list(z.object({ year: z.number(), volumes: count }), LIST_BOUNDS.calendar),
    recentShare: rate,
    standardMin: decimal,
    standardMax: decimal,
    rows: list(
      z.object({
        id: z.number(),
        name: serverText,
        students: count,
        volumes: count,
        volumesPerStudent: decimal,
        standardMin: decimal,
        standardMax: decimal,
        status: z.enum(['below', 'within', 'above']),
      }),
      LIST_BOUNDS.schools,
    ),
  }),
);

// ---------------------------------------------------------------- cards

export const borrowDynamic = statsEndpoint(
  'card/queryBorrowDynamicData',
  '借阅动态：最近的借出与归还',
  statsInput.extend(limitField),
  z.object({
    rows: list(
      z.object({
        time: serverText,
        readerName: serverText,
        className: serverText,
        schoolName: serverText,
        bookTitle: serverText,
        action: z.enum(['借出', '归还', '续借']),
      }),
      LIST_BOUNDS.rows,
    ),
  }),
);

export const cardManagement = statsEndpoint(
  'card/queryCardManagementData',
  '借阅卡：发卡数、有效卡、期内使用卡、使用率',
  statsInput,
  z.object({
    scope: scopeInfo,
    issued: count,
    studentCards: count,
    teacherCards: count,
    /** 期内有借阅的卡 */
    active: count,
    activeRate: rate,
  }),
);

export const cardBorrowRank = statsEndpoint(
  'card/queryCardBorrowRank',
  '读者借阅排行（按借阅卡）：学生或教师，按年级筛选',
  statsInput.extend({ ...limitField, ...gradeField, readerType: z.enum(['student', 'teacher']).optional() }),
  z.object({
    scope: scopeInfo,
    rows: list(
      z.object({
        rank: z.number().int().min(1),
        cardNo: serverText,
        name: serverText,
        readerType: z.enum(['student', 'teacher']),
        schoolName: serverText,
        className: serverText,
        gradeName: serverText,
        loans: count,
      }),
      LIST_BOUNDS.rows,
    ),
  }),
);

export const categoryBorrow = statsEndpoint(
  'card/queryCategoryBorrow',
  '分类借阅：各中图法大类的借阅量与占比',
  statsInput.extend(gradeField),
  z.object({
    scope: scopeInfo,
    rows: list(z.object({ code: serverText, name: serverText, loans: count, share: rate }), LIST_BOUNDS.categories),
  }),
);

export const gradeCategoryBorrow = statsEndpoint(
  'card/queryGradeCategoryBorrow',
  '年级 × 分类借阅（热力图）',
  statsInput,
  z.object({
    scope: scopeInfo,
    grades: list(z.object({ grade: z.number(), gradeName: serverText }), LIST_BOUNDS.categories),
    categories: list(z.object({ code: serverText, name: serverText }), LIST_BOUNDS.categories),
    cells: list(z.object({ grade: z.number(), code: serverText, loans: count }), LIST_BOUNDS.schools),
  }),
);

export const gradeBorrowDuration = statsEndpoint(
  'card/queryGradeBorrowDuration',
  '借阅时长：各年级平均借期（天）与分布',
  statsInput,
  z.object({
    scope: scopeInfo,
    buckets: list(serverText, LIST_BOUNDS.categories),
    rows: list(
      z.object({ grade: z.number(), gradeName: serverText, averageDays: decimal, counts: list(count, LIST_BOUNDS.categories) }),
      LIST_BOUNDS.categories,
    ),
  }),
);

export const LIBRARY_ENDPOINTS = [
  annualCirculation,
  circulationSummary,
  loanData,
  bookRank,
  gradeBorrow,
  loanBookBorrowTotal,
  bookManagement,
  bookCategory,
  threeYearCirculation,
  threeYearBorrow,
  bookCollection,
  borrowDynamic,
  cardManagement,
  cardBorrowRank,
  categoryBorrow,
  gradeCategoryBorrow,
  gradeBorrowDuration,
] as const;
