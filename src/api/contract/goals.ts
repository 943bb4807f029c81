import { z } from 'zod';
import { readingEndpoint, readingWriteEndpoint, scopeInfo, list, LIST_BOUNDS, serverText } from './common';

/**
 * Goals (目标; JSON under /services/staticreadingdata/api/goal/): targets per school year for four figures of the metric
 * catalogue (src/api/metric-catalogue.ts) — 参与率, 生均借阅, 人均阅读, 测评平均分 — set by a district for itself and its
 * schools, and by a school for itself and its classes; each with its current value (the number the statistics pages
 * show for that unit and year), its projection to the year's end and whether it is on track (src/utils/goal-projection.ts).
 */

/** The figures a goal can be set for (catalogue keys), in the pages' order. */
export const GOAL_METRICS = ['participationRate', 'loansPerStudent', 'booksPerStudent', 'assessmentAverage'] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

/**
 * Which goals accrue over the school year (a count per student: extrapolated from the months so far) and which are
 * levels (a rate, an average score: projected as they stand).
 */
export const GOAL_ACCRUES: Record<GoalMetric, boolean> = {
  participationRate: false,
  loansPerStudent: true,
  booksPerStudent: true,
  assessmentAverage: false,
};

/** The largest target of each figure: a rate is at most 1 (100 %), a score at most 100. */
export const GOAL_MAX: Record<GoalMetric, number> = {
  participationRate: 1,
  loansPerStudent: 1000,
  booksPerStudent: 1000,
  assessmentAverage: 100,
};

/** Whose goal: the district itself, one of its schools, or one of a school's classes. */
export const GOAL_LEVELS = ['district', 'school', 'class'] as const;

const yearId = z.number().int().min(2000).max(2100);

const goalFigure = z.object({
  metric: z.enum(GOAL_METRICS),
  /** The target; null: none set */
  target: z.number().min(0).nullable(),
  /** The figure for the unit and year, as the statistics pages show it; null: no figure yet (no test this year) */
  current: z.number().nullable(),
  projection: z.number().nullable(),
  /** current ÷ target */
  progress: z.number().min(0).nullable(),
  onTrack: z.boolean().nullable(),
});

export const queryGoals = readingEndpoint(
  'goal/queryGoals',
  '目标：所选学年区域与各校（或学校与各班）的目标、当前值、按趋势预测的学年末值与是否达成',
  z.object({
    libraryId: z.number().int().positive().optional(),
    /** The school year (2026 = 2026-2027学年); default the current one */
    yearId: yearId.optional(),
    /** Only the scope's own goals, not its schools' or classes' (the KPI cards) */
    ownOnly: z.boolean().optional(),
    /** Only these figures (the KPI cards: the ones they show); default all four */
    metrics: list(z.enum(GOAL_METRICS), LIST_BOUNDS.categories).optional(),
  }),
  z.object({
    scope: scopeInfo,
    yearId,
    /** Months of the school year with data so far (the current month by the share of its days past); 12 for a past year */
    elapsedMonths: z.number().min(0).max(12),
    yearMonths: z.number().int().min(1).max(12),
    /** The account may save the goals of this scope */
    canEdit: z.boolean(),
    /** The scope itself first (a district, a school), then its schools or classes */
    rows: list(
      z.object({
        level: z.enum(GOAL_LEVELS),
        id: z.number().int(),
        name: serverText,
        /** A class's grade (年级名), else null */
        group: serverText.nullable(),
        figures: list(goalFigure, LIST_BOUNDS.categories),
      }),
      LIST_BOUNDS.classes,
    ),
  }),
);

export const saveGoals = readingWriteEndpoint(
  'goal/saveGoals',
  '目标：保存所选学年的目标（区域：本区与各校；学校：本校与各班）',
  z.object({
    libraryId: z.number().int().positive().optional(),
    yearId,
    goals: list(
      z
        .object({
          level: z.enum(GOAL_LEVELS),
          id: z.number().int(),
          metric: z.enum(GOAL_METRICS),
          /** null removes the target */
          target: z.number().min(0).nullable(),
        })
        .refine((g) => g.target === null || g.target <= GOAL_MAX[g.metric], {
          message: '目标超出范围（参与率不超过 100%，测评平均分不超过 100 分）',
        }),
      LIST_BOUNDS.classes,
    ),
  }),
  z.object({ yearId, saved: z.number().int().min(0) }),
);

export const GOAL_ENDPOINTS = [queryGoals, saveGoals] as const;
