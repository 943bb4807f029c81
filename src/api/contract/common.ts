import { z } from 'zod';
import { defineEndpoint, envelope, type Encoding } from '../define';

/**
 * Request fields shared by the statistics calls. libraryId / campusId are normally added by the wrapper
 * (scope injection, docs/rules.md#requests); a page may set them explicitly. districtId is never injected: a city
 * page sets it to drill into a district. Period: `month` wins over a month range (`fromMonth` … `toMonth`, both
 * given), which wins over `semesterId`, which wins over `yearId` (the school year starting that September: 2026 =
 * 2026-2027学年). No period: the current school year.
 */
const scopeFields = {
  /** City accounts only: narrows the city to one district (a drill-down); other accounts' districts are fixed. */
  districtId: z.number().int().positive().optional(),
  libraryId: z.number().int().positive().optional(),
  campusId: z.number().int().positive().optional(),
};
const periodFields = {
  yearId: z.number().int().min(2000).max(2100).optional(),
  semesterId: z.number().int().optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  /** A range of months, both included (the period picker's 自定义 and the comparisons with last year); with `toMonth` */
  fromMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  toMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
};
export const statsInput = z.object({ ...scopeFields, ...periodFields });

export const limitField = { limit: z.number().int().min(1).max(200).optional() };
export const pageFields = {
  page: z.number().int().min(0).optional(),
  size: z.number().int().min(1).max(1000).optional(),
};

/** A page of rows: `page` is 0-based. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ total: z.number().int().min(0), page: z.number().int().min(0), size: z.number().int().min(1), rows: z.array(row) });
}

/** Where the figures come from: the scope the server resolved (shown in widget subtitles). */
export const scopeInfo = z.object({
  level: z.enum(['city', 'district', 'library', 'campus']),
  name: z.string(),
});

export const count = z.number().int().min(0);
export const rate = z.number().min(0).max(1);
export const decimal = z.number();
export const monthKey = z.string().regex(/^\d{4}-\d{2}$/);

const STATS = '/app-sy-statistics/api/';

/** A POST under /app-sy-statistics/api/ with the { code, msg, data } envelope: a query (effect read). */
export function statsEndpoint<I extends z.ZodType, D extends z.ZodType>(
  path: string,
  summary: string,
  request: I,
  data: D,
  encoding: Encoding = 'form',
) {
  return defineEndpoint({
    id: path.replace(/\//g, '.'),
    method: 'POST',
    path: STATS + path,
    encoding,
    envelope: true,
    effect: 'read',
    summary,
    request,
    response: envelope(data),
  });
}

/** A POST under /services/staticreadingdata/api/ with the envelope (reading data, rankings, reports): a query. */
export function readingEndpoint<I extends z.ZodType, D extends z.ZodType>(
  path: string,
  summary: string,
  request: I,
  data: D,
  encoding: Encoding = 'json',
) {
  return defineEndpoint({
    id: `reading-data.${path.replace(/\//g, '.')}`,
    method: 'POST',
    path: `/services/staticreadingdata/api/${path}`,
    encoding,
    envelope: true,
    effect: 'read',
    summary,
    request,
    response: envelope(data),
  });
}

/**
 * A POST under /services/staticreadingdata/api/ with the envelope that records something (effect write: the backend
 * checker never calls it; docs/openapi.json says so). JSON.
 */
export function readingWriteEndpoint<I extends z.ZodType, D extends z.ZodType>(path: string, summary: string, request: I, data: D) {
  return defineEndpoint({
    id: `reading-data.${path.replace(/\//g, '.')}`,
    method: 'POST',
    path: `/services/staticreadingdata/api/${path}`,
    encoding: 'json',
    envelope: true,
    effect: 'write',
    summary,
    request,
    response: envelope(data),
  });
}
