import { z } from 'zod';
import { count, decimal, monthKey, rate, scopeInfo, statsEndpoint, statsInput, list, LIST_BOUNDS, serverText } from './common';

/**
 * Lists a librarian acts on (form-encoded, under /app-sy-statistics/api/): the overdue loans by class with the
 * readers and items (催还单), the collection by age and 中图法 class with the titles nobody borrowed (剔旧), and what a
 * school needs to meet the 规程's standard (应补册数, 补充计划). The same base figures as the library calls: the overdue
 * total is circulation/queryBookCirculationData's `overdue`, the volumes book/management/queryBookManagementData's.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const overdueList = statsEndpoint(
  'circulation/queryOverdueList',
  '逾期清单：期内逾期未还的册次，按班级（及各校区教师），学校范围内到读者与图书（催还单）',
  statsInput,
  z.object({
    scope: scopeInfo,
    /** The server's today (the date printed on a slip) */
    today: isoDate,
    /** Σ rows[].overdue: circulation/queryBookCirculationData's `overdue` for the same scope and period */
    overdue: count,
    /** Σ rows[].loans (all readers) */
    loans: count,
    /** Every class of the scope, then each campus's teachers, in school order */
    rows: list(
      z.object({
        kind: z.enum(['class', 'teachers']),
        /** classId; for a campus's teachers the campusId */
        id: z.number().int(),
        name: serverText,
        /** 1–12; 0 for teachers */
        grade: z.number().int().min(0).max(12),
        gradeName: serverText,
        schoolName: serverText,
        campusName: serverText,
        /** 班主任; null for teachers */
        headTeacher: serverText.nullable(),
        /** Students of the class, or teachers of the campus */
        readers: count,
        loans: count,
        overdue: count,
        /** Readers with at least one overdue item */
        overdueReaders: count,
        /** Only for a school or campus scope (names stay with the school's library); [] for a district or the city */
        people: list(
          z.object({
            readerId: z.number().int(),
            name: serverText,
            /** 座号; null for a teacher */
            seat: z.number().int().min(1).nullable(),
            cardNo: z.string(),
            items: list(z.object({ month: monthKey, bookId: z.number().int(), title: serverText, category: serverText }), LIST_BOUNDS.rows),
          }),
          LIST_BOUNDS.rows,
        ),
      }),
      LIST_BOUNDS.classes,
    ),
  }),
);

const ageFigures = {
  volumes: count,
  titles: count,
  /** Mean years since publication */
  averageAge: decimal,
  /** Titles nobody borrowed in the three school years up to this one */
  unborrowedTitles: count,
  unborrowedVolumes: count,
  /** Volumes older than ten years that nobody borrowed in those three years */
  weedingCandidates: count,
};

export const collectionAge = statsEndpoint(
  'book/management/queryCollectionAge',
  '馆藏年龄与剔旧：学年末馆藏按中图法大类与出版年限，近三学年未借出的种数，剔旧候选',
  statsInput,
  z.object({
    scope: scopeInfo,
    /** Age bands, youngest first; the first is 近三年出版 */
    bands: list(z.string(), LIST_BOUNDS.categories),
    ...ageFigures,
    /** Volumes by band (Σ = volumes; the first = the holdings' recent volumes) */
    byAge: list(count, LIST_BOUNDS.categories),
    /** A … Z, every class */
    rows: list(
      z.object({ code: z.string(), name: serverText, ...ageFigures, byAge: list(count, LIST_BOUNDS.categories), loans3y: count }),
      LIST_BOUNDS.categories,
    ),
  }),
);

const planFigures = {
  students: count,
  volumes: count,
  /** Volumes the roll needs by the standard */
  requiredVolumes: count,
  /** 应补册数 = max(0, requiredVolumes − volumes) (per school, summed) */
  gap: count,
  /** Added in the school year (the current year: to date) */
  newVolumes: count,
  /** New books still needed this year for one per student */
  newGap: count,
  /** 建议采购 = max(gap, newGap) per school */
  planned: count,
  /** planned × averagePrice, 元 */
  cost: count,
};

export const replenishmentPlan = statsEndpoint(
  'book/management/queryReplenishmentPlan',
  '应补册数与补充计划：按学段标准（中小学图书馆（室）规程）的应有册数、应补册数、本学年生均新增，建议采购及费用，按学校与中图法大类',
  statsInput.extend({
    /** 元/册 for the cost estimate; default `defaultPrice` */
    averagePrice: z.number().min(1).max(1000).optional(),
  }),
  z.object({
    scope: scopeInfo,
    /** The price used (元/册) and the server's default */
    averagePrice: decimal,
    defaultPrice: decimal,
    /** 规程: new (or renewed) books per student per year */
    newBooksPerStudent: decimal,
    ...planFigures,
    schoolsBelowStandard: count,
    /** Schools, the largest gap first (then the largest plan) */
    rows: list(
      z.object({
        libraryId: z.number().int(),
        name: serverText,
        districtName: serverText,
        levelName: serverText,
        volumesPerStudent: decimal,
        /** 册/生 by the 规程 for the school's type and roll */
        standard: decimal,
        newPerStudent: decimal,
        ...planFigures,
      }),
      LIST_BOUNDS.schools,
    ),
    /** The plan by 中图法 class (Σ planned = planned), A … Z */
    byCategory: list(
      z.object({ code: z.string(), name: serverText, volumes: count, recommendedShare: rate, planned: count, cost: count }),
      LIST_BOUNDS.categories,
    ),
  }),
);

export const weeklyLoans = statsEndpoint(
  'circulation/queryWeeklyLoans',
  '近八周借阅：截至昨天的最近 8 个 7 天的借阅量（全部读者），周环比；提醒“借阅骤降”的依据',
  statsInput,
  z.object({
    scope: scopeInfo,
    today: isoDate,
    /** Eight seven-day windows, the last one ending yesterday, oldest first; the days add up to the months' loans */
    weeks: list(z.object({ from: isoDate, to: isoDate, loans: count }), LIST_BOUNDS.calendar),
  }),
);

export const LIBRARY_LIST_ENDPOINTS = [overdueList, collectionAge, replenishmentPlan, weeklyLoans] as const;
