import { z } from 'zod';
import { count, decimal, limitField, monthKey, rate, scopeInfo, statsEndpoint, statsInput } from './common';

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
    rows: z.array(z.object({ month: monthKey, loans: count, returns: count, renewals: count, overdue: count })),
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
    byGrade: z.array(averageRow.extend({ grade: z.number(), gradeName: z.string() })),
    byClass: z.array(
      averageRow.extend({ classId: z.number(), className: z.string(), grade: z.number(), gradeName: z.string(), schoolName: z.string() }),
    ),
  }),
);

export const bookRank = statsEndpoint(
  'circulation/queryBookRankStatistics',
  '图书借阅排行：按中图法大类、年级筛选',
  statsInput.extend({ ...limitField, ...gradeField, ...categoryField }),
  z.object({
    scope: scopeInfo,
    rows: z.array(
      z.object({
        rank: z.number().int().min(1),
        bookId: z.number(),
        title: z.string(),
        author: z.string(),
        category: z.string(),
        categoryName: z.string(),
        publisher: z.string(),
        loans: count,
      }),
    ),
  }),
);

export const gradeBorrow = statsEndpoint(
  'circulation/queryGradeBorrow',
  '年级借阅：各年级学生数、借阅量、生均借阅（仅学生）',
  statsInput,
  z.object({
    scope: scopeInfo,
    rows: z.array(z.object({ grade: z.number(), gradeName: z.string(), students: count, loans: count, loansPerStudent: decimal })),
  }),
);

export const loanBookBorrowTotal = statsEndpoint(
  'circulation/queryLoanBookBorrowTotal',
  '借阅总量：按校区（学校）或学校（区域）',
  statsInput,
  z.object({
    scope: scopeInfo,
    total: count,
    rows: z.array(z.object({ id: z.number(), name: z.string(), students: count, loans: count, loansPerStudent: decimal })),
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
    rows: z.array(z.object({ code: z.string(), name: z.string(), volumes: count, titles: count, share: rate, recommendedShare: rate })),
  }),
);

export const threeYearCirculation = statsEndpoint(
  'book/management/queryInThreeYearBookCirculation',
  '近三学年流通：每学年借出、归还、生均借阅',
  statsInput,
  z.object({
    scope: scopeInfo,
    rows: z.array(
      z.object({ yearId: z.number(), yearName: z.string(), loans: count, returns: count, students: count, loansPerStudent: decimal }),
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
    months: z.array(z.string()),
    series: z.array(z.object({ yearId: z.number(), yearName: z.string(), loans: z.array(count.nullable()) })),
  }),
);

export const bookCollection = statsEndpoint(
  'book/management/queryBookCollectionData',
  '藏书建设：逐年新增、近三年出版占比、各校（各校区）生均藏书对标',
  statsInput,
  z.object({
    scope: scopeInfo,
    acquisitions: z.array(z.object({ year: z.number(), volumes: count })),
    recentShare: rate,
    standardMin: decimal,
    standardMax: decimal,
    rows: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        students: count,
        volumes: count,
        volumesPerStudent: decimal,
        standardMin: decimal,
        standardMax: decimal,
        status: z.enum(['below', 'within', 'above']),
      }),
    ),
  }),
);

// ---------------------------------------------------------------- cards

export const borrowDynamic = statsEndpoint(
  'card/queryBorrowDynamicData',
  '借阅动态：最近的借出与归还',
  statsInput.extend(limitField),
  z.object({
    rows: z.array(
      z.object({
        time: z.string(),
        readerName: z.string(),
        className: z.string(),
        schoolName: z.string(),
        bookTitle: z.string(),
        action: z.enum(['借出', '归还', '续借']),
      }),
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
    rows: z.array(
      z.object({
        rank: z.number().int().min(1),
        cardNo: z.string(),
        name: z.string(),
        readerType: z.enum(['student', 'teacher']),
        schoolName: z.string(),
        className: z.string(),
        gradeName: z.string(),
        loans: count,
      }),
    ),
  }),
);

export const categoryBorrow = statsEndpoint(
  'card/queryCategoryBorrow',
  '分类借阅：各中图法大类的借阅量与占比',
  statsInput.extend(gradeField),
  z.object({ scope: scopeInfo, rows: z.array(z.object({ code: z.string(), name: z.string(), loans: count, share: rate })) }),
);

export const gradeCategoryBorrow = statsEndpoint(
  'card/queryGradeCategoryBorrow',
  '年级 × 分类借阅（热力图）',
  statsInput,
  z.object({
    scope: scopeInfo,
    grades: z.array(z.object({ grade: z.number(), gradeName: z.string() })),
    categories: z.array(z.object({ code: z.string(), name: z.string() })),
    cells: z.array(z.object({ grade: z.number(), code: z.string(), loans: count })),
  }),
);

export const gradeBorrowDuration = statsEndpoint(
  'card/queryGradeBorrowDuration',
  '借阅时长：各年级平均借期（天）与分布',
  statsInput,
  z.object({
    scope: scopeInfo,
    buckets: z.array(z.string()),
    rows: z.array(z.object({ grade: z.number(), gradeName: z.string(), averageDays: decimal, counts: z.array(count) })),
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
