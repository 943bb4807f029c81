import { z } from 'zod';
import { defineEndpoint, envelope } from '../define';
import { monthKey } from './common';

/**
 * The server's calendar of data: today, the last month with data, the current school year and semester. What the period
 * picker offers and what "the same period last year / last term" means for a period still running (src/utils/url-filters.ts):
 * the comparison covers as many months as the period has data for.
 */
export const dataCalendar = defineEndpoint({
  id: 'pub.queryDataCalendar',
  effect: 'read',
  method: 'POST',
  path: '/services/staticreadingdata/api/pub/queryDataCalendar',
  encoding: 'json',
  envelope: true,
  summary: '数据日历：今日、最近有数据的月份、当前学年与学期（时段选择与同期对比用）',
  request: z.object({}),
  response: envelope(
    z.object({
      today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      /** The last month with data (the current month, to date) */
      lastDataMonth: monthKey,
      /** The current school year (2026 = 2026-2027学年) and semester (yearId × 10 + 1 or 2) */
      yearId: z.number().int(),
      semesterId: z.number().int(),
    }),
  ),
});

export const PERIOD_ENDPOINTS = [dataCalendar] as const;
