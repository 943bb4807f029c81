import { z } from 'zod';
import { count, decimal, monthKey, rate, readingEndpoint, scopeInfo, statsInput, list, LIST_BOUNDS, serverText } from './common';

/**
 * A teacher's own view (我的班级; JSON, envelope, under /services/staticreadingdata/api/teacher/): the classes the signed-in
 * teacher teaches, the students of those classes who have not read or borrowed lately, a student's year, the
 * teacher's own tasks. Names of students are answered to their teacher (and to the school's library for a record) only;
 * a call about a student the account may not see is refused with HTTP 403.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The class figures a teacher compares with the grade (one month). */
const classFigures = {
  students: count,
  participants: count,
  participationRate: rate,
  booksRead: count,
  booksPerStudent: decimal,
  quizzes: count,
  quizzesPerStudent: decimal,
  loans: count,
  loansPerStudent: decimal,
};

export const myClasses = readingEndpoint(
  'teacher/queryMyClasses',
  '我的班级：本人任教班级当月的阅读参与、阅读本数、测验、借阅与年级对比，近 N 周没有阅读也没有借阅的学生，本人阅读任务的完成',
  statsInput.extend({
    /** The quiet students: no reading and no loans in this many weeks up to today (default 4) */
    weeks: z.number().int().min(1).max(12).optional(),
  }),
  z.object({
    scope: scopeInfo,
    /** The signed-in teacher; null for an account that teaches no class (the lists are then empty) */
    teacher: z
      .object({
        teacherId: z.number().int(),
        name: serverText,
        subject: serverText,
        schoolName: serverText,
        headOfClassId: z.number().int().nullable(),
      })
      .nullable(),
    /** The month of the class figures: `month` of the request, else the period's last month with data ('' without any) */
    month: z.union([monthKey, z.literal('')]),
    today: isoDate,
    weeks: z.number().int().min(1),
    /** today − 7 × weeks: a student with no reading and no loans since this day is quiet */
    since: isoDate,
    classes: list(
      z.object({
        classId: z.number().int(),
        name: serverText,
        grade: z.number().int().min(1).max(12),
        gradeName: serverText,
        /** The teacher is this class's 班主任 */
        head: z.boolean(),
        ...classFigures,
        /** The same figures for every class of the grade in the school (the grade ranking's row) */
        gradeFigures: z.object({ classes: count, ...classFigures }),
        /** Quiet students of the class (rows of `inactive`) */
        inactive: count,
      }),
      LIST_BOUNDS.rows,
    ),
    /** Quiet students, class by class, by seat */
    inactive: list(
      z.object({
        studentId: z.number().int(),
        name: serverText,
        seat: z.number().int().min(1),
        classId: z.number().int(),
        className: serverText,
        /** The student's last day of reading on the platform, of borrowing; null: none in the data */
        lastReadDate: isoDate.nullable(),
        lastLoanDate: isoDate.nullable(),
      }),
      LIST_BOUNDS.rows,
    ),
    /** The teacher's own reading tasks over the school year, by month */
    tasks: z.object({
      tasks: count,
      targets: count,
      completed: count,
      completionRate: rate,
      /** The school's teachers over the same months (teaching/queryTeachingData's completionRate of the school) */
      schoolCompletionRate: rate,
      byMonth: list(
        z.object({ month: monthKey, label: z.string(), tasks: count, targets: count, completed: count, completionRate: rate }),
        LIST_BOUNDS.calendar,
      ),
    }),
  }),
);

export const studentRecord = readingEndpoint(
  'teacher/queryStudentRecord',
  '学生档案：一名学生在学年内每月的阅读本数、阅读字数、测验、正确率与借阅（任课教师与本校图书馆可看）',
  statsInput.extend({ studentId: z.number().int().positive() }),
  z.object({
    student: z.object({
      studentId: z.number().int(),
      name: serverText,
      seat: z.number().int().min(1),
      classId: z.number().int(),
      className: serverText,
      gradeName: serverText,
      schoolName: serverText,
      cardNo: z.string().nullable(),
    }),
    /** The school year's months with data, oldest first; Σ = `totals` */
    months: list(
      z.object({
        month: monthKey,
        label: z.string(),
        booksRead: count,
        wordsRead: count,
        minutes: count,
        quizzes: count,
        correct: count,
        accuracy: rate,
        loans: count,
      }),
      LIST_BOUNDS.calendar,
    ),
    totals: z.object({ booksRead: count, wordsRead: count, minutes: count, quizzes: count, correct: count, accuracy: rate, loans: count }),
    lastReadDate: isoDate.nullable(),
    lastLoanDate: isoDate.nullable(),
  }),
);

export const TEACHER_ENDPOINTS = [myClasses, studentRecord] as const;
