import { ROLES } from '@/config/constants';
import { myClasses, studentRecord } from '@/api/contract/teacher';
import { DEMO_TODAY, findSchool, gradeName, resolveScope } from '../district';
import { ratio, round4 } from '../district/figures';
import { QUESTIONS_PER_QUIZ } from '../district/school-data';
import { quietSince, studentRecord as recordOf, teacherView } from '../district/teacher-view';
import { demoHandler, problem } from '../define-handler';
import { requestPeriod, requestScope } from '../request-scope';
import type { DemoAccount } from '../accounts';

/**
 * A teacher's own view (src/api/contract/teacher.ts) over the synthetic city (src/demo/district/teacher-view.ts): the
 * signed-in teacher's classes, quiet students and tasks; a student's year for the student's teacher or the school's
 * library (HTTP 403 for anyone else: the names stay with the people who need them).
 */

/** Quiet students: no reading and no loans in this many weeks, unless the request says otherwise. */
const DEFAULT_WEEKS = 4;

const rate = (a: number, b: number) => Math.min(1, round4(ratio(a, b)));

function classFigures(f: { students: number; participants: number; booksRead: number; quizzes: number; loans: number }) {
  return {
    students: f.students,
    participants: f.participants,
    participationRate: rate(f.participants, f.students),
    booksRead: f.booksRead,
    booksPerStudent: Math.round(ratio(f.booksRead, f.students) * 100) / 100,
    quizzes: f.quizzes,
    quizzesPerStudent: Math.round(ratio(f.quizzes, f.students) * 100) / 100,
    loans: f.loans,
    loansPerStudent: Math.round(ratio(f.loans, f.students) * 100) / 100,
  };
}

/** May the account see this student's record: the teacher of the class, or the library of the student's school. */
function maySee(account: DemoAccount, classId: number, libraryId: number): boolean {
  if (account.teacherId !== undefined) {
    const school = findSchool(libraryId);
    const teacher = school?.teachers.find((t) => t.teacherId === account.teacherId);
    if (teacher?.classIds.includes(classId)) return true;
  }
  const home = account.home;
  return 'libraryId' in home && home.libraryId === libraryId && (account.profile.authorities ?? []).includes(ROLES.library);
}

export const teacherHandlers = [
  demoHandler(myClasses, (input, { account, raw }) => {
    const rs = resolveScope(requestScope(account, raw));
    const weeks = input.weeks ?? DEFAULT_WEEKS;
    const view = account.teacherId !== undefined ? teacherView(account.teacherId, requestPeriod(raw), weeks) : null;
    const tasks = view?.tasks ?? [];
    const sum = (f: (t: (typeof tasks)[number]) => number) => tasks.reduce((a, t) => a + f(t), 0);
    return {
      scope: { level: rs.level, name: rs.name },
      teacher: view
        ? {
            teacherId: view.teacher.teacherId,
            name: view.teacher.name,
            subject: view.teacher.subject,
            schoolName: view.schoolName,
            headOfClassId: view.teacher.headOfClassId ?? null,
          }
        : null,
      month: view?.month ?? '',
      today: DEMO_TODAY,
      weeks,
      since: quietSince(weeks),
      classes: (view?.classes ?? []).map((c) => ({
        classId: c.cls.classId,
        name: c.cls.name,
        grade: c.cls.grade,
        gradeName: gradeName(c.cls.grade),
        head: c.head,
        ...classFigures(c.figures),
        gradeFigures: { classes: c.gradeClasses, ...classFigures(c.grade) },
        inactive: c.inactive,
      })),
      inactive: view?.inactive ?? [],
      tasks: {
        tasks: sum((t) => t.tasks),
        targets: sum((t) => t.targets),
        completed: sum((t) => t.completed),
        completionRate: rate(
          sum((t) => t.completed),
          sum((t) => t.targets),
        ),
        schoolCompletionRate: view ? rate(view.school.completed, view.school.targets) : 0,
        byMonth: tasks.map((t) => ({ ...t, completionRate: rate(t.completed, t.targets) })),
      },
    };
  }),

  demoHandler(studentRecord, (input, { account, raw }) => {
    const record = recordOf(input.studentId, requestPeriod(raw));
    if (!record) return problem(404, 'Not Found', `没有编号为 ${input.studentId} 的学生`);
    if (!maySee(account, record.cls.classId, record.libraryId))
      return problem(403, 'Forbidden', '只有任课教师和本校图书馆可以查看学生档案');
    const months = record.months;
    const total = (f: (m: (typeof months)[number]) => number) => months.reduce((a, m) => a + f(m), 0);
    const quizzes = total((m) => m.quizzes);
    const correct = total((m) => m.correct);
    return {
      student: {
        studentId: record.studentId,
        name: record.name,
        seat: record.seat,
        classId: record.cls.classId,
        className: record.cls.name,
        gradeName: gradeName(record.cls.grade),
        schoolName: findSchool(record.libraryId)?.name ?? '',
        cardNo: record.cardNo,
      },
      months: record.months,
      totals: {
        booksRead: total((m) => m.booksRead),
        wordsRead: total((m) => m.wordsRead),
        minutes: total((m) => m.minutes),
        quizzes,
        correct,
        accuracy: rate(correct, quizzes * QUESTIONS_PER_QUIZ),
        loans: total((m) => m.loans),
      },
      lastReadDate: record.last.lastReadDate,
      lastLoanDate: record.last.lastLoanDate,
    };
  }),
];
