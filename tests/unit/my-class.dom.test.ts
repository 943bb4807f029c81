import { call } from '@/api/client';
import { ranking } from '@/api/contract/ranking';
import { myClasses, studentRecord } from '@/api/contract/teacher';
import { teachingData } from '@/api/contract/teaching';
import { DEMO_LIBRARY_ID, DEMO_TEACHER_ID, DEMO_TEACHER_LIBRARY_ID, findClass, findSchool, findTeacher } from '@/demo/district';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

/**
 * 我的班级's calls (src/api/contract/teacher.ts) through real HTTP, against the calls every other page makes: a class's
 * month is its row of the class ranking for that month and its grade the grade ranking's row; a student's months add
 * up to the student ranking's year; the teacher's completion is the teaching ranking's, the school's the teaching
 * data's; the quiet students have no reading and no loans since the date; and nobody but the teacher (or the school's
 * library) gets a student's record.
 */

function as(login: string) {
  const token = demoToken(login);
  setToken(token);
  useSession.setState({ token, curLibrary: null, curCampusId: null });
}

const teacher = findTeacher(DEMO_TEACHER_ID)!;

async function rows(
  family: 'participation' | 'quality' | 'circulation' | 'teaching',
  level: 'class' | 'grade' | 'student' | 'teacher',
  extra = {},
) {
  const answer = await call(ranking, { family, level, minStudents: 0, size: 1000, ...extra });
  return answer.rows;
}

describe('teacher/queryMyClasses', () => {
  test.each([{ yearId: 2026 }, { yearId: 2026, month: '2026-10' }, { yearId: 2025 }])(
    'the classes’ month is the class ranking’s, the grade the grade ranking’s (%o)',
    async (period) => {
      as('teacher');
      const view = await call(myClasses, period);
      // The teacher's classes of that school year (the roll changes between years).
      const then = findTeacher(teacher.teacherId, period.yearId)!;
      expect(view.teacher).toMatchObject({ teacherId: then.teacherId, name: then.name, subject: then.subject });
      expect(view.classes.map((c) => c.classId)).toEqual(then.classIds);
      expect(view.classes.find((c) => c.head)?.classId).toBe(then.headOfClassId);
      const month = { yearId: period.yearId, month: view.month };
      expect(view.month).toBe(period.month ?? (period.yearId === 2026 ? '2026-11' : '2026-08'));
      const [part, quality, circ, grades, gradeQuality, gradeCirc] = await Promise.all([
        rows('participation', 'class', month),
        rows('quality', 'class', month),
        rows('circulation', 'class', month),
        rows('participation', 'grade', month),
        rows('quality', 'grade', month),
        rows('circulation', 'grade', month),
      ]);
      for (const c of view.classes) {
        const p = part.find((r) => r.id === c.classId)!;
        expect([c.students, c.participants, c.participationRate, c.booksRead, c.booksPerStudent], c.name).toEqual([
          p.students,
          p.participants,
          p.participationRate,
          p.booksRead,
          p.booksPerStudent,
        ]);
        const q = quality.find((r) => r.id === c.classId)!;
        expect([c.quizzes, c.quizzesPerStudent]).toEqual([q.quizzes, q.quizzesPerStudent]);
        const l = circ.find((r) => r.id === c.classId)!;
        expect([c.loans, c.loansPerStudent]).toEqual([l.loans, l.loansPerStudent]);
        const g = grades.find((r) => r.grade === c.grade)!;
        expect([c.gradeFigures.students, c.gradeFigures.participationRate, c.gradeFigures.booksPerStudent]).toEqual([
          g.students,
          g.participationRate,
          g.booksPerStudent,
        ]);
        expect(c.gradeFigures.quizzesPerStudent).toBe(gradeQuality.find((r) => r.grade === c.grade)!.quizzesPerStudent);
        expect(c.gradeFigures.loansPerStudent).toBe(gradeCirc.find((r) => r.grade === c.grade)!.loansPerStudent);
        expect(c.gradeFigures.classes).toBe(part.filter((r) => r.grade === c.grade).length);
      }
    },
  );

  test('the teacher’s tasks are the teaching ranking’s, the school’s completion the teaching data’s', async () => {
    as('teacher');
    const [view, teaching, school] = await Promise.all([
      call(myClasses, { yearId: 2026 }),
      rows('teaching', 'teacher', { yearId: 2026 }),
      call(teachingData, { yearId: 2026 }),
    ]);
    const own = teaching.find((r) => r.id === teacher.teacherId)!;
    expect(view.tasks.tasks).toBe(own.tasks);
    expect(view.tasks.completionRate).toBe(own.completionRate);
    expect(view.tasks.schoolCompletionRate).toBe(school.completionRate);
    expect(view.tasks.byMonth.map((m) => m.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(view.tasks.byMonth.reduce((a, m) => a + m.tasks, 0)).toBe(view.tasks.tasks);
  });

  test.each([2, 4, 8])('the quiet students (%i weeks) read and borrowed nothing since the date; the others did', async (weeks) => {
    as('teacher');
    const view = await call(myClasses, { yearId: 2026, weeks });
    expect(view.since).toBe(new Date(Date.parse(`${view.today}T00:00:00Z`) - weeks * 7 * 86400000).toISOString().slice(0, 10));
    const quiet = new Set(view.inactive.map((s) => s.studentId));
    for (const c of view.classes) expect(c.inactive).toBe(view.inactive.filter((s) => s.classId === c.classId).length);
    for (const s of view.inactive) {
      expect(s.lastReadDate === null || s.lastReadDate < view.since, s.name).toBe(true);
      expect(s.lastLoanDate === null || s.lastLoanDate < view.since, s.name).toBe(true);
    }
    // Every student of the classes: the record's last days agree with the list, and a quiet student has no November.
    for (const classId of teacher.classIds) {
      for (let seat = 1; seat <= findClass(classId)!.students; seat++) {
        const studentId = classId * 100 + seat;
        if (!quiet.has(studentId) && seat % 6 !== 0) continue;
        const record = await call(studentRecord, { yearId: 2026, studentId });
        const lastIsOld = (d: string | null) => d === null || d < view.since;
        expect(quiet.has(studentId), String(studentId)).toBe(lastIsOld(record.lastReadDate) && lastIsOld(record.lastLoanDate));
        if (quiet.has(studentId) && weeks >= 4) {
          const november = record.months.find((m) => m.month === '2026-11')!;
          expect([november.booksRead, november.loans]).toEqual([0, 0]);
        }
      }
    }
  });

  test('an account that teaches no class: no teacher, no classes, no students', async () => {
    for (const login of ['library', 'zone', 'city']) {
      as(login);
      const view = await call(myClasses, {});
      expect(view.teacher).toBeNull();
      expect(view.classes).toEqual([]);
      expect(view.inactive).toEqual([]);
    }
  });
});

describe('teacher/queryStudentRecord', () => {
  test('a student’s months add up to the student ranking’s school year', async () => {
    as('teacher');
    const classId = teacher.headOfClassId!;
    const [part, quality, circ] = await Promise.all([
      rows('participation', 'student', { yearId: 2026, classId, grade: findClass(classId)!.grade }),
      rows('quality', 'student', { yearId: 2026, classId, grade: findClass(classId)!.grade }),
      rows('circulation', 'student', { yearId: 2026, classId, grade: findClass(classId)!.grade }),
    ]);
    for (const seat of [1, 2, 17, 30]) {
      const studentId = classId * 100 + seat;
      const record = await call(studentRecord, { yearId: 2026, studentId });
      expect(record.student).toMatchObject({ studentId, seat, classId, className: findClass(classId)!.name });
      const sum = (f: (m: (typeof record.months)[number]) => number) => record.months.reduce((a, m) => a + f(m), 0);
      expect(record.totals.booksRead).toBe(sum((m) => m.booksRead));
      expect(record.totals.booksRead).toBe(part.find((r) => r.id === studentId)!.booksRead);
      expect(record.totals.wordsRead).toBe(part.find((r) => r.id === studentId)!.wordsRead);
      expect(record.totals.quizzes).toBe(quality.find((r) => r.id === studentId)!.quizzes);
      expect(record.totals.accuracy).toBe(quality.find((r) => r.id === studentId)!.accuracy);
      expect(record.totals.loans).toBe(circ.find((r) => r.id === studentId)!.loans);
    }
  });

  test('only the student’s teacher and the school’s library see a record: 403 for anyone else', async () => {
    const studentId = teacher.headOfClassId! * 100 + 2;
    as('teacher');
    await expect(call(studentRecord, { studentId })).resolves.toMatchObject({ student: { studentId } });
    // A student of the same school the teacher does not teach.
    const other = findTeacher(DEMO_TEACHER_ID)!.classIds.includes(103005) ? 103006 : 103005;
    await expect(call(studentRecord, { studentId: other * 100 + 1 })).rejects.toMatchObject({ status: 403 });
    for (const login of ['zone', 'city', 'library', 'admin']) {
      as(login);
      await expect(call(studentRecord, { studentId }), login).rejects.toMatchObject({ status: 403 });
    }
    // The library sees its own school's students (滨江市实验小学), not the teacher's school's.
    as('library');
    const ownStudent = findSchool(DEMO_LIBRARY_ID)!.classes[0].classId * 100 + 1;
    await expect(call(studentRecord, { studentId: ownStudent })).resolves.toMatchObject({ student: { studentId: ownStudent } });
    expect(findSchool(DEMO_TEACHER_LIBRARY_ID)!.libraryId).not.toBe(DEMO_LIBRARY_ID);
  });
});
