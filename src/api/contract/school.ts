import { z } from 'zod';
import { count, decimal, list, LIST_BOUNDS, rate, readingEndpoint, scopeInfo, serverText, statsInput } from './common';

/**
 * /services/staticreadingdata/api/school/querySchoolList: every school of a district in one row (/schools/index;
 * JSON, envelope). Not a reading-data call: no campusId.
 */

export const schoolList = readingEndpoint(
  'school/querySchoolList',
  '学校数据：区域内每所学校一行（校区、学生、馆藏、生均藏书对标、生均借阅、阅读参与率、测验正确率、最新数据日期）',
  statsInput,
  z.object({
    scope: scopeInfo,
    /** The lowest and the highest of the rows' standards (册/生): each school is judged against its own type's */
    standardMin: decimal,
    standardMax: decimal,
    /** The server's today (YYYY-MM-DD): daysSinceData counts from it */
    today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** A school whose latest data is more than this many days old is `late` */
    lateAfterDays: z.number().int().min(1),
    /** The scope's own figures (its totals over its students, not an average of the rows): what a row is above or below */
    average: z.object({ volumesPerStudent: decimal, loansPerStudent: decimal, participationRate: rate, accuracy: rate }),
    /** In organisation order */
    rows: list(
      z.object({
        libraryId: z.number().int(),
        name: serverText,
        districtId: z.number().int(),
        districtName: serverText,
        /** 小学, 初中, 九年一贯制, 高中, 完全中学 */
        levelName: serverText,
        campuses: list(z.object({ campusId: z.number().int(), name: serverText }), LIST_BOUNDS.schools),
        classes: count,
        students: count,
        teachers: count,
        /** 册, at the end of the school year (the current year: today), as book/management/queryBookCollectionData */
        volumes: count,
        /** 册/生 */
        volumesPerStudent: decimal,
        /** 册/生 by the 规程 for the school's type and roll (中小学图书馆（室）规程, 2018) */
        standard: decimal,
        standardStatus: z.enum(['below', 'within', 'above']),
        /** 册次, students and teachers, as overall/overview/queryLoanLibrary */
        loans: count,
        /** Students' loans ÷ students, 册次/生 */
        loansPerStudent: decimal,
        /** Students' loans per month of the period's school year, September to August (12 items); null for a month without data yet */
        monthlyLoans: z.array(count.nullable()).max(12),
        /** Reading platform, as reading/queryReadingOverview of the school */
        participants: count,
        participationRate: rate,
        booksPerStudent: decimal,
        quizzes: count,
        accuracy: rate,
        /** The day of the latest loan or reading record received from the school (whatever the period) */
        lastDataDate: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .nullable(),
        /** Days from lastDataDate to today; null without data */
        daysSinceData: z.number().int().min(0).nullable(),
        /** late: no data for more than lateAfterDays days (a school that stopped reporting) */
        reporting: z.enum(['current', 'late']),
      }),
      LIST_BOUNDS.schools,
    ),
  }),
);

export const SCHOOL_ENDPOINTS = [schoolList] as const;
