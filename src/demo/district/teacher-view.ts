/**
 * A teacher's own view (我的班级), from the same base tables as every other figure:
 *
 * - each class the teacher teaches, in a month: its participation, books, quizzes and loans (the class's figures of the
 *   class ranking for that month) against its grade in the school (the grade's figures of the grade ranking);
 * - the students of those classes with no reading and no loans since a date (the last N weeks): each student's last
 *   day of reading and of borrowing is a day of the last month the splits of ./students.ts give them any (a day of
 *   their own in that month, deterministic; in the current month up to yesterday), so a student who read this month
 *   has a date this month;
 * - a student's year, month by month (the student ranking's splits, one month at a time: the months add up to the
 *   year);
 * - the teacher's own reading tasks and their completion, month by month, against the school's.
 */
import { DATA_MONTHS, TODAY_DAY, dayNumber, isoDate, monthKey, monthLabel, parseDay } from './calendar';
import { cardNumber, findClass, findTeacher, type ClassInfo, type Teacher } from './city';
import { addRow, emptyTotals, figuresOf, ratio, round4, type ReadingFigures } from './figures';
import { studentNameOf } from './names';
import { fmix32, mix2 } from './prng';
import { periodMonths, periodYearId, periodYearIndex, resolveScope, type Period } from './scope';
import { QUESTIONS_PER_QUIZ, ensureTeaching, schoolData, type ReaderRow, type SchoolData } from './school-data';
import { readerLoans, studentReading } from './students';

/** Month index 0 … DATA_MONTHS−1 of an ISO day. */
function monthOfDay(day: number): number {
  const iso = isoDate(day);
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  return y * 12 + (m - 1) - (2024 * 12 + 8);
}

/** The first day (day number) of month index `m`. */
function firstDay(m: number): number {
  const key = monthKey(m);
  return dayNumber(Number(key.slice(0, 4)), Number(key.slice(5, 7)), 1);
}

/** A day of month `m` for a student and an activity (0 reading, 1 loans): any day of a past month, up to yesterday in the current one. */
function dayIn(m: number, studentId: number, activity: number): number {
  const start = firstDay(m);
  const end = m + 1 < DATA_MONTHS ? firstDay(m + 1) - 1 : TODAY_DAY - 1;
  const span = Math.max(1, end - start + 1);
  return start + (fmix32(mix2(mix2(studentId, m), activity + 7)) % span);
}

/** The class's row in school year `yi` (each year has its own rows: the roll changes). */
function rowOf(data: SchoolData, classId: number, yi: number): ReaderRow | undefined {
  return data.years[yi]?.classRows.find((r) => r.classId === classId);
}

interface LastActivity {
  lastReadDate: string | null;
  lastLoanDate: string | null;
}

/** Every student's last day of reading and of borrowing (seat order), from the months of the row's school year up to today. */
function lastActivity(data: SchoolData, row: ReaderRow): LastActivity[] {
  const out: LastActivity[] = Array.from({ length: row.size }, () => ({ lastReadDate: null, lastLoanDate: null }));
  let open = row.size * 2;
  const first = row.yearIndex * 12;
  for (let m = Math.min(first + 11, DATA_MONTHS - 1, monthOfDay(TODAY_DAY)); m >= first && open > 0; m--) {
    const read = studentReading(data, row, [m]);
    const lent = readerLoans(data, row, [m]);
    for (let i = 0; i < row.size; i++) {
      const id = row.classId * 100 + i + 1;
      const a = out[i];
      if (a.lastReadDate === null && read.participated[i]) {
        a.lastReadDate = isoDate(dayIn(m, id, 0));
        open--;
      }
      if (a.lastLoanDate === null && lent.loans[i] > 0) {
        a.lastLoanDate = isoDate(dayIn(m, id, 1));
        open--;
      }
    }
  }
  return out;
}

interface ClassMonth {
  cls: ClassInfo;
  head: boolean;
  figures: ReadingFigures;
  /** The grade of the school in the same month (all its classes). */
  grade: ReadingFigures;
  gradeClasses: number;
}

interface InactiveStudent {
  studentId: number;
  name: string;
  seat: number;
  classId: number;
  className: string;
  lastReadDate: string | null;
  lastLoanDate: string | null;
}

interface TaskMonth {
  month: string;
  label: string;
  tasks: number;
  targets: number;
  completed: number;
}

export interface TeacherView {
  teacher: Teacher;
  schoolName: string;
  month: string;
  classes: (ClassMonth & { inactive: number })[];
  inactive: InactiveStudent[];
  tasks: TaskMonth[];
  /** The school's teachers' completion over the same months (teaching/queryTeachingData of the school). */
  school: { targets: number; completed: number };
}

/**
 * The month a teacher's view shows: the period's `month`, else the last month of the period with data. Null when the
 * period has no month with data.
 */
function viewMonth(period: Period): number | null {
  const months = periodMonths(period.month ? period : { yearId: period.yearId });
  return months.length ? months[months.length - 1] : null;
}

/** The day `weeks` weeks before today: a student with no reading and no loans since then is quiet. */
export function quietSince(weeks: number): string {
  return isoDate(TODAY_DAY - weeks * 7);
}

/** The teacher's view of a month, with the students inactive since `weeks` weeks before today. */
export function teacherView(teacherId: number, period: Period, weeks: number): TeacherView | null {
  // The teacher and their classes in the period's school year (the roll changes between years).
  const yi = periodYearIndex(period);
  const teacher = findTeacher(teacherId, periodYearId(period));
  if (!teacher) return null;
  const data = ensureTeaching(schoolData(teacher.libraryId));
  const m = viewMonth(period);
  const since = quietSince(weeks);
  const sinceDay = parseDay(since);
  const classes: TeacherView['classes'] = [];
  const inactive: InactiveStudent[] = [];
  for (const classId of teacher.classIds) {
    const cls = findClass(classId, teacher.yearId);
    const row = rowOf(data, classId, yi);
    if (!cls || !row) continue;
    const months = m === null ? [] : [m];
    const figures = figuresOf(addRow(emptyTotals(), data, row, months), months.length);
    const gradeRows = resolveScope({ libraryId: teacher.libraryId }, period).parts[0].classRows.filter((r) => r.grade === cls.grade);
    const gt = emptyTotals();
    for (const r of gradeRows) addRow(gt, data, r, months);
    let count = 0;
    lastActivity(data, row).forEach((a, i) => {
      const quiet =
        (a.lastReadDate === null || parseDay(a.lastReadDate) < sinceDay) &&
        (a.lastLoanDate === null || parseDay(a.lastLoanDate) < sinceDay);
      if (!quiet) return;
      count++;
      const studentId = classId * 100 + i + 1;
      inactive.push({ studentId, name: studentNameOf(studentId).name, seat: i + 1, classId, className: cls.name, ...a });
    });
    classes.push({
      cls,
      head: teacher.headOfClassId === classId,
      figures,
      grade: figuresOf(gt, months.length),
      gradeClasses: gradeRows.length,
      inactive: count,
    });
  }
  // The teacher's own tasks over the school year of the period, and the school's completion over the same months.
  // Each year's teachers have their own place in the teaching tables (slot.base + month).
  const slots = data.years[yi]?.teachers ?? [];
  const own = slots.find((s) => s.teacher.teacherId === teacherId);
  const yearMonths = periodMonths({ yearId: period.yearId });
  const tasks: TaskMonth[] = yearMonths.map((mm) => {
    const k = own ? own.base + mm : -1;
    return {
      month: monthKey(mm),
      label: monthLabel(mm),
      tasks: k < 0 ? 0 : data.tTasks[k],
      targets: k < 0 ? 0 : data.tTargets[k],
      completed: k < 0 ? 0 : data.tCompleted[k],
    };
  });
  let targets = 0;
  let completed = 0;
  for (const slot of slots) {
    for (const mm of yearMonths) {
      targets += data.tTargets[slot.base + mm];
      completed += data.tCompleted[slot.base + mm];
    }
  }
  return {
    teacher,
    schoolName: data.school.name,
    month: m === null ? '' : monthKey(m),
    classes,
    inactive,
    tasks,
    school: { targets, completed },
  };
}

interface StudentMonth {
  month: string;
  label: string;
  booksRead: number;
  wordsRead: number;
  minutes: number;
  quizzes: number;
  correct: number;
  accuracy: number;
  loans: number;
}

export interface StudentRecord {
  studentId: number;
  name: string;
  seat: number;
  cls: ClassInfo;
  libraryId: number;
  cardNo: string | null;
  months: StudentMonth[];
  last: LastActivity;
}

/** A student's school year, month by month (the ranking's per-student splits, one month at a time). */
export function studentRecord(studentId: number, period: Period): StudentRecord | null {
  const cls = findClass(Math.floor(studentId / 100), periodYearId(period));
  const seat = studentId % 100;
  if (!cls || seat < 1 || seat > cls.students) return null;
  const data = schoolData(cls.libraryId);
  const row = rowOf(data, cls.classId, periodYearIndex(period));
  if (!row) return null;
  const i = seat - 1;
  const months = periodMonths({ yearId: period.yearId }).map((m) => {
    const rd = studentReading(data, row, [m]);
    const ln = readerLoans(data, row, [m]);
    const quizzes = rd.quizzes[i] ?? 0;
    const correct = rd.correct[i] ?? 0;
    return {
      month: monthKey(m),
      label: monthLabel(m),
      booksRead: rd.books[i] ?? 0,
      wordsRead: rd.words[i] ?? 0,
      minutes: rd.minutes[i] ?? 0,
      quizzes,
      correct,
      accuracy: round4(ratio(correct, quizzes * QUESTIONS_PER_QUIZ)),
      loans: ln.loans[i] ?? 0,
    };
  });
  return {
    studentId,
    name: studentNameOf(studentId).name,
    seat,
    cls,
    libraryId: cls.libraryId,
    cardNo: i < row.cards ? cardNumber(studentId) : null,
    months,
    last: lastActivity(data, row)[i],
  };
}
