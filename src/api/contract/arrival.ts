import { z } from 'zod';
import { count, decimal, list, LIST_BOUNDS, monthKey, readingEndpoint, scopeInfo, serverText, statsInput } from './common';

/**
 * /services/staticreadingdata/api/arrival/queryArrivalData: library arrivals (到馆) from the gates of the pilot
 * campuses (JSON, envelope). The wrapper adds libraryId only, never campusId (src/api/scope-injection.ts).
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const hourRow = z.object({
  /** 7..18 */
  hour: z.number().int().min(0).max(23),
  /** e.g. '07:00' */
  label: serverText,
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
    reason: serverText.nullable(),
    /** The pilot campuses inside the scope */
    campuses: list(
      z.object({ campusId: z.number().int(), name: serverText, libraryId: z.number().int(), schoolName: serverText }),
      LIST_BOUNDS.schools,
    ),
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
    byDate: list(
      z.object({ date: day, /** 1 = Monday … 5 = Friday */ weekday: z.number().int().min(0).max(6), visits: count }),
      LIST_BOUNDS.calendar,
    ),
    byHour: list(hourRow, LIST_BOUNDS.calendar),
    byGrade: list(
      z.object({
        grade: z.number().int(),
        gradeName: serverText,
        students: count,
        visits: count,
        /** 人次/生 */ visitsPerStudent: decimal,
      }),
      LIST_BOUNDS.categories,
    ),
    byWeekday: list(
      z.object({ weekday: z.number().int().min(1).max(5), name: serverText, visits: count, /** 人次/天 */ averagePerDay: decimal }),
      LIST_BOUNDS.calendar,
    ),
    byMonth: list(z.object({ month: monthKey, label: serverText, days: count, visits: count }), LIST_BOUNDS.calendar),
    /** Weekday (1 = Monday … 5 = Friday) × hour (7..18): every cell, weekday first */
    byWeekdayHour: list(
      z.object({ weekday: z.number().int().min(1).max(5), hour: z.number().int().min(0).max(23), visits: count }),
      LIST_BOUNDS.calendar,
    ),
    /** One row per pilot campus in scope */
    byCampus: list(
      z.object({
        campusId: z.number().int(),
        name: serverText,
        schoolName: serverText,
        students: count,
        visits: count,
        days: count,
        /** 人次/天 */
        averagePerDay: decimal,
        /** 人次/生 */
        visitsPerStudent: decimal,
        peakHour: z.number().int().nullable(),
      }),
      LIST_BOUNDS.schools,
    ),
    /** The latest school day of the period, by hour */
    latestDay: z.object({ date: day, visits: count, byHour: list(hourRow, LIST_BOUNDS.calendar) }).nullable(),
  }),
);

export const ARRIVAL_ENDPOINTS = [arrivalData] as const;
