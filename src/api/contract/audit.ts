import { z } from 'zod';
import { defineEndpoint, envelope } from '../define';
import { serverText } from './common';

/**
 * The trace of an export (docs/api.md#export-trace, docs/rules.md#export): every export of a list that names students
 * is recorded by the server before the file is written — who (the token's account), which list, the scope, the
 * number of rows, when — as the protection of minors' personal information expects. Not published with the other
 * calls: this document defines it.
 */
export const exportTrace = defineEndpoint({
  id: 'audit.exportTrace',
  method: 'POST',
  path: '/app-sy-statistics/api/audit/exportTrace',
  encoding: 'json',
  envelope: true,
  effect: 'write',
  summary: '导出留痕：含学生姓名的名单导出前登记（谁、哪张表、范围、行数、时间）',
  request: z.object({
    /** The list exported, as its sheet is titled: '学生借阅排行', '学生参与排名' */
    list: z.string().trim().min(1).max(100),
    /** The page it was exported from (path only, no query): '/library/borrow-rank' */
    page: z
      .string()
      .regex(/^\/[^?#]*$/)
      .max(200),
    /** The scope as the sheet names it: '区域 望海区', '学校 滨江市实验小学' */
    scope: z.string().max(300),
    /** The school year, when the list is by year: '2026-2027学年' */
    year: z.string().max(50).optional(),
    /** The filters and sort as the sheet states them, '；'-separated */
    filters: z.string().max(1000).optional(),
    /** Rows written */
    rows: z.number().int().min(0),
    /** Whether the sheet has the names in full or masked (张*明) */
    names: z.enum(['full', 'masked']),
    /** The browser's time of the export, ISO 8601 with offset (the server records its own time too) */
    exportedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/),
  }),
  response: envelope(
    z.object({
      /** The server's id of the record */
      traceId: serverText,
      /** Who exported, as the server knows the token */
      user: serverText,
      /** When the server recorded it, ISO 8601 */
      recordedAt: z.string(),
    }),
  ),
});

export const AUDIT_ENDPOINTS = [exportTrace] as const;
