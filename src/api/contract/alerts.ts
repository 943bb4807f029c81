import { z } from 'zod';
import { count, readingEndpoint, readingWriteEndpoint, scopeInfo, statsInput, list, LIST_BOUNDS, serverText } from './common';

/**
 * Alerts (提醒; JSON under /services/staticreadingdata/api/alert/): what needs someone's attention in the scope — schools
 * whose data stopped arriving, sharp week-on-week drops in loans, collections below the standard, overdue rates rising,
 * goals off track — judged against the district's thresholds, each one markable as handled. The thresholds are the
 * district's to set (a zone account); everyone else reads them.
 */

export const ALERT_KINDS = ['stopped', 'drop', 'goal', 'belowStandard', 'overdueRising'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A district's thresholds (every field with its bounds; the server's defaults until the district sets its own). */
export const alertThresholds = z.object({
  /** A school whose latest data is more than this many days old has stopped reporting */
  lateAfterDays: z.number().int().min(1).max(60),
  /** Loans of the last 7 days at least this % below the 7 days before … */
  dropPercent: z.number().min(5).max(95),
  /** … when the 7 days before had at least this many loans */
  dropMinLoans: z.number().int().min(0).max(100000),
  /** Volumes at least this % below what the roll needs by the standard (0: any shortfall) */
  belowStandardPercent: z.number().min(0).max(90),
  /** This month's overdue rate at least this % above the three months before */
  overdueRisePercent: z.number().min(1).max(500),
});

export const alerts = readingEndpoint(
  'alert/queryAlerts',
  '提醒：数据中断、借阅周环比骤降、目标偏离、馆藏低于标准、逾期率上升，按区域阈值；可标记已处理',
  statsInput.extend({
    /** Also list the alerts marked handled (default: open ones only) */
    includeHandled: z.boolean().optional(),
  }),
  z.object({
    scope: scopeInfo,
    today: isoDate,
    /** The thresholds the scope's schools are judged by; null for a scope of several districts (each its own) */
    thresholds: alertThresholds.nullable(),
    /** The account may change the thresholds (a district's own account) */
    canConfigure: z.boolean(),
    /** Open alerts by kind, and all of them */
    counts: z.object({ stopped: count, drop: count, goal: count, belowStandard: count, overdueRising: count, total: count }),
    /** Newest first within each kind, kinds in ALERT_KINDS order */
    rows: list(
      z.object({
        /** Stable: the kind, the school and what it is about (a week, a month, a goal) */
        id: z.string(),
        kind: z.enum(ALERT_KINDS),
        libraryId: z.number().int(),
        schoolName: serverText,
        /** The day the alert is about */
        since: isoDate,
        /** The figure that raised it, and what it is compared with (see docs/api.md) */
        value: z.number(),
        reference: z.number(),
        text: serverText,
        handled: z.boolean(),
        handledAt: z.string().nullable(),
        handledBy: serverText.nullable(),
      }),
      LIST_BOUNDS.schools,
    ),
  }),
);

export const markAlertHandled = readingWriteEndpoint(
  'alert/markHandled',
  '提醒：标记已处理（或恢复为待处理）',
  z.object({ id: z.string().min(1).max(120), handled: z.boolean() }),
  z.object({ id: z.string(), handled: z.boolean(), handledAt: z.string().nullable(), handledBy: serverText.nullable() }),
);

export const saveAlertThresholds = readingWriteEndpoint(
  'alert/saveThresholds',
  '提醒阈值：区域设定本区学校的提醒阈值（区域账号）',
  alertThresholds,
  z.object({ thresholds: alertThresholds }),
);

export const ALERT_ENDPOINTS = [alerts, markAlertHandled, saveAlertThresholds] as const;
