import { z } from 'zod';
import { cleanText } from '@/utils/server-text';
import { defineEndpoint, envelope, type Encoding } from '../define';

/**
 * The most entries each kind of list in an answer may hold (docs/api.md#bounds). A longer list breaks the contract:
 * it is cut to its bound before its entries are read (`list`), so that no answer of any size can stall or crash a
 * page; a call that asks for fewer (`limit`, `size`) gets no more than it asked for (src/api/bounds.ts).
 */
export const LIST_BOUNDS = {
  /** A top list (`limit` ≤ 200), a page (`size` ≤ 1000), a class's seats, a feed */
  rows: 1_000,
  /** Months, days, hours, weekdays, school years, semesters, tests of a period */
  calendar: 400,
  /** Grades, 中图法 classes, score bands, dimensions, subjects, types, buckets, columns, roles */
  categories: 100,
  /** A city's districts, schools, campuses; a district's organisers */
  schools: 10_000,
  /** A city's classes and teachers (groups of a report, a ranking's places) */
  classes: 100_000,
  /** A city's students: every row of a ranking at once (the ranking draws only the rows in view) */
  students: 500_000,
} as const;

/** A list longer than its bound, as `list` cut it: `length` entries came, `max` were kept. */
export interface ListCut {
  max: number;
  length: number;
}
let cuts: ListCut[] | null = null;

/**
 * Runs `parse` (a schema's parse of an answer) and says which lists it cut: the request wrapper logs them (the server
 * broke the contract), the demo API refuses to send such an answer.
 */
export function collectListCuts<T>(parse: () => T): { result: T; cuts: ListCut[] } {
  const outer = cuts;
  const mine: ListCut[] = [];
  cuts = mine;
  try {
    return { result: parse(), cuts: mine };
  } finally {
    cuts = outer;
  }
}

/**
 * A list of at most `max` entries: a longer one is cut to `max` before its entries are checked and read (the JSON
 * Schema of the contract states `maxItems`).
 */
export function list<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess((value) => {
    if (!Array.isArray(value) || value.length <= max) return value;
    cuts?.push({ max, length: value.length });
    return value.slice(0, max);
  }, z.array(item).max(max));
}

/**
 * A name or text the server sends (a school, class, student, book, a message): control and bidi formatting characters
 * removed on arrival (cleanText of src/utils/server-text.ts, docs/rules.md#hostile-text), so that no page, export or
 * print receives a right-to-left override or a form feed.
 */
export const serverText = z.preprocess((value) => (typeof value === 'string' ? cleanText(value) : value), z.string());

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
  return z.object({
    total: z.number().int().min(0),
    page: z.number().int().min(0),
    size: z.number().int().min(1),
    rows: list(row, LIST_BOUNDS.rows),
  });
}

/** Where the figures come from: the scope the server resolved (shown in widget subtitles). */
export const scopeInfo = z.object({
  level: z.enum(['city', 'district', 'library', 'campus']),
  name: serverText,
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
