import { z } from 'zod';
import { count, decimal, monthKey, readingEndpoint, scopeInfo, statsInput } from './common';

/**
 * /services/staticreadingdata/api/arrival/queryArrivalData: library arrivals (到馆) from the gates of the pilot
 * campuses (JSON, envelope). The wrapper adds libraryId only, never campusId (src/api/scope-injection.ts).
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

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

export const ARRIVAL_ENDPOINTS = [arrivalData] as const;
