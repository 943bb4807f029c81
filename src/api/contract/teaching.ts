import { z } from 'zod';
import { count, decimal, list, LIST_BOUNDS, monthKey, rate, readingEndpoint, scopeInfo, serverText, statsInput } from './common';

/**
 * /services/staticreadingdata/api/teaching/queryTeachingData: the teachers' teaching data (教学数据; JSON,
 * envelope). The wrapper adds libraryId only, never campusId (src/api/scope-injection.ts).
 */

export const teachingData = readingEndpoint(
  'teaching/queryTeachingData',
  '教学数据：布置阅读任务、推荐图书、覆盖班级、任务班次、任务完成率，按月、按学科',
  statsInput,
  z.object({
    scope: scopeInfo,
    teachers: count,
    /** Teachers who assigned at least one reading task in the period */
    activeTeachers: count,
    /** Reading tasks assigned */
    tasks: count,
    /** Books recommended */
    recommendations: count,
    /** 覆盖班级: distinct classes that at least one reading task reached in the period (≤ the scope's classes) */
    classesCovered: count,
    /** 任务班次: classes reached, summed over teachers (a class reached by two teachers counts twice) */
    classTasks: count,
    /** Student-task assignments */
    targets: count,
    /** Completed student-task assignments */
    completed: count,
    /** completed / targets */
    completionRate: rate,
    /** 个/人 */
    tasksPerTeacher: decimal,
    /** tasks and recommendations sum to the totals */
    byMonth: list(
      z.object({ month: monthKey, label: serverText, tasks: count, recommendations: count, activeTeachers: count, completionRate: rate }),
      LIST_BOUNDS.calendar,
    ),
    /** Most tasks first */
    bySubject: list(
      z.object({ subject: serverText, teachers: count, activeTeachers: count, tasks: count, recommendations: count, completionRate: rate }),
      LIST_BOUNDS.categories,
    ),
    /**
     * Ascending grade. A teacher's tasks, recommendations and student-task assignments are shared out over the
     * grades taught in proportion to the classes taught there, so tasks and recommendations sum to the totals.
     */
    byGrade: list(
      z.object({
        grade: z.number().int().min(1).max(12),
        gradeName: serverText,
        /** Classes of the grade in scope */
        classes: count,
        /** Teachers who teach the grade (a teacher of two grades counts in each) */
        teachers: count,
        tasks: count,
        recommendations: count,
        completionRate: rate,
      }),
      LIST_BOUNDS.categories,
    ),
  }),
);

export const TEACHING_ENDPOINTS = [teachingData] as const;
