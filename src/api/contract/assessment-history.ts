import { z } from 'zod';
import { count, list, LIST_BOUNDS, rate, readingEndpoint, scopeInfo, serverText, statsInput } from './common';
import { classField, dimensionScore, gradeField, scoreBand, testInfo } from './verify';

/**
 * /services/staticreadingdata/api/reading/queryAssessmentHistory and reading/queryCohortTracking: the assessment
 * history of the evaluatData pages — every test of a scope, and one cohort followed from test to test (JSON,
 * envelope). The wrapper adds campusId when a campus is selected, as for every reading/ call
 * (src/api/scope-injection.ts). The tests themselves come from ./verify.ts.
 */

const assessmentPoint = z.object({
  test: testInfo,
  /** Cohort tracking: the cohort's grade at this test */
  grade: z.number().int().nullable(),
  gradeName: serverText.nullable(),
  students: count,
  tested: count,
  participationRate: rate,
  averageScore: z.number().min(0).max(100),
  bands: list(scoreBand, LIST_BOUNDS.categories),
  dimensions: list(dimensionScore, LIST_BOUNDS.categories),
});

const growthTrend = z.enum(['improved', 'stable', 'declined', 'absent']);

/** A cohort's growth between two tests, student by student. */
const cohortGrowth = z.object({
  from: testInfo,
  to: testInfo,
  /** A change of at most this many points either way is 稳定 */
  stableMargin: z.number().min(0),
  /** Students who sat `from`: the students followed */
  followed: count,
  /** Of them, students who also sat `to` */
  compared: count,
  /** improved + stable + declined = compared; + absent = followed */
  improved: count,
  stable: count,
  declined: count,
  /** Sat `from` but not `to` (absent, or left the school) */
  absent: count,
  /** Mean change of the compared students, one decimal (0 when none) */
  averageChange: z.number(),
  students: list(
    z.object({
      /** null: left the school */
      studentId: z.number().int().positive().nullable(),
      name: serverText,
      /** The class at `to` (at `from` when the student did not sit `to`) */
      className: serverText,
      fromScore: z.number().int().min(0).max(100),
      toScore: z.number().int().min(0).max(100).nullable(),
      /** toScore − fromScore; null when absent */
      change: z.number().int().nullable(),
      trend: growthTrend,
    }),
    LIST_BOUNDS.students,
  ),
});

export const assessmentHistory = readingEndpoint(
  'reading/queryAssessmentHistory',
  '测评历史：范围内每次测评的参测、平均分、分数段与能力维度（可按年级、班级）',
  statsInput.extend({ ...gradeField, ...classField }),
  z.object({
    scope: scopeInfo,
    grade: z.number().int().nullable(),
    classId: z.number().int().nullable(),
    /** The grades of the scope, ascending (what `grade` may pick) */
    grades: list(z.object({ grade: z.number().int().min(1).max(12), gradeName: serverText }), LIST_BOUNDS.categories),
    /** Every test with data in scope, oldest first (period fields are ignored) */
    points: list(assessmentPoint, LIST_BOUNDS.calendar),
  }),
);

export const cohortTracking = readingEndpoint(
  'reading/queryCohortTracking',
  '跟踪数据：同一届学生（某学年某年级，可限定班级序号）历次测评的变化',
  statsInput.extend({
    ...gradeField,
    ...classField,
    section: z.number().int().min(1).max(30).optional(),
    /** Growth from this test (default the cohort's first) … */
    fromTestId: z.number().int().positive().optional(),
    /** … to this one (default the cohort's last) */
    toTestId: z.number().int().positive().optional(),
  }),
  z.object({
    scope: scopeInfo,
    /** The cohort: students in `grade` in school year `yearId` */
    yearId: z.number().int(),
    grade: z.number().int().nullable(),
    gradeName: serverText.nullable(),
    /** Class section followed (the "(2)" of 三年级(2)班); null = the whole grade */
    section: z.number().int().nullable(),
    /** The cohort's classes in school year `yearId` (what `section` may pick) */
    sections: list(z.object({ section: z.number().int().min(1), className: serverText }), LIST_BOUNDS.schools),
    /** Oldest first; `grade` on each point is the cohort's grade at that test */
    points: list(assessmentPoint, LIST_BOUNDS.calendar),
    /** Student by student from one test to a later one; null when the cohort has fewer than two tests */
    growth: cohortGrowth.nullable(),
  }),
);

export const ASSESSMENT_HISTORY_ENDPOINTS = [assessmentHistory, cohortTracking] as const;
