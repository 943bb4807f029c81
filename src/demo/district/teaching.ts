/**
 * Teaching data (教学数据): teachers' use of reading in teaching, per teacher × month.
 */
import { monthKey, monthLabel } from './calendar';
import { gradeName } from './city';
import { ratio, round2, round4 } from './figures';
import { periodMonths, resolveScope, type Period, type Scope, type ScopePart } from './scope';
import { ensureTeaching, type TeacherSlot } from './school-data';
import { readerLoans } from './students';

interface TeacherSums {
  tasks: number;
  recommendations: number;
  /** Distinct classes the teacher's reading tasks reached in the period (覆盖班级 of one teacher). */
  classesCovered: number;
  targets: number;
  completed: number;
}

/**
 * The classes a teacher's tasks reached in month `m`: `tCovered` of the teacher's classes, taken in turn from the
 * month's place in the list (the generator draws how many, this says which).
 */
function monthClasses(classIds: readonly number[], covered: number, m: number): number[] {
  const n = classIds.length;
  const out: number[] = [];
  for (let j = 0; j < Math.min(covered, n); j++) out.push(classIds[(m + j) % n]);
  return out;
}

function teacherSums(part: ScopePart, slot: TeacherSlot, months: readonly number[], reach?: (classId: number) => void): TeacherSums {
  const d = part.data;
  const { teacher, base } = slot;
  const s: TeacherSums = { tasks: 0, recommendations: 0, classesCovered: 0, targets: 0, completed: 0 };
  const own = new Set<number>();
  for (const m of months) {
    const k = base + m;
    s.tasks += d.tTasks[k];
    s.recommendations += d.tRecommendations[k];
    s.targets += d.tTargets[k];
    s.completed += d.tCompleted[k];
    for (const id of monthClasses(teacher.classIds, d.tCovered[k], m)) own.add(id);
  }
  s.classesCovered = own.size;
  if (reach) for (const id of own) reach(id);
  return s;
}

/** The teachers of the part's school year (and campus), their teaching tables filled. */
function teachersInScope(part: ScopePart): readonly TeacherSlot[] {
  ensureTeaching(part.data);
  return part.teachers;
}

export interface TeachingSummary {
  teachers: number;
  /** Teachers who assigned at least one reading task in the period. */
  activeTeachers: number;
  /** Reading tasks assigned. */
  tasks: number;
  /** Books recommended. */
  recommendations: number;
  /** 覆盖班级: distinct classes of the scope that at least one reading task reached in the period. */
  classesCovered: number;
  /** 任务班次: classes reached, summed over teachers (a class reached by two teachers counts twice). */
  classTasks: number;
  /** Student-task assignments and completions. */
  targets: number;
  completed: number;
  /** completed / targets, 0..1. */
  completionRate: number;
  tasksPerTeacher: number;
  byMonth: { month: string; label: string; tasks: number; recommendations: number; activeTeachers: number; completionRate: number }[];
  bySubject: {
    subject: string;
    teachers: number;
    activeTeachers: number;
    tasks: number;
    recommendations: number;
    completionRate: number;
  }[];
  /** Ascending grade; tasks and recommendations sum to the totals (see {@link shareOut}). */
  byGrade: {
    grade: number;
    gradeName: string;
    classes: number;
    teachers: number;
    tasks: number;
    recommendations: number;
    completionRate: number;
  }[];
}

/**
 * `total` shared out over `weights` in proportion, in whole numbers that sum to `total` (largest remainder,
 * ties to the first): a teacher's tasks over the grades taught, by classes taught in each.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] += 1;
    left -= 1;
  }
  return out;
}

/** Teaching figures of a scope over a period. byMonth sums to the totals (tasks, recommendations). */
export function teaching(scope: Scope, period: Period): TeachingSummary {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const sum: TeacherSums = { tasks: 0, recommendations: 0, classesCovered: 0, targets: 0, completed: 0 };
  let teachers = 0;
  let active = 0;
  let classTasks = 0;
  const reached = new Set<number>();
  const subjects = new Map<
    string,
    { teachers: number; activeTeachers: number; tasks: number; recommendations: number; targets: number; completed: number }
  >();
  const grades = new Map<
    number,
    { classes: number; teachers: number; tasks: number; recommendations: number; targets: number; completed: number }
  >();
  const gradeEntry = (g: number) => {
    let e = grades.get(g);
    if (!e) {
      e = { classes: 0, teachers: 0, tasks: 0, recommendations: 0, targets: 0, completed: 0 };
      grades.set(g, e);
    }
    return e;
  };
  for (const part of rs.parts) {
    for (const row of part.classRows) gradeEntry(row.grade).classes += 1;
    const inScope = new Set(part.classRows.map((r) => r.classId));
    const gradeOf = new Map((part.roll?.classes ?? []).map((c) => [c.classId, c.grade]));
    for (const slot of teachersInScope(part)) {
      const { teacher } = slot;
      const s = teacherSums(part, slot, months, (id) => {
        if (inScope.has(id)) reached.add(id);
      });
      // The teacher's figures over the grades taught, by classes taught in each.
      const taught = new Map<number, number>();
      for (const id of teacher.classIds) {
        const g = gradeOf.get(id);
        if (g !== undefined) taught.set(g, (taught.get(g) ?? 0) + 1);
      }
      const gs = [...taught.keys()].sort((a, b) => a - b);
      const weights = gs.map((g) => taught.get(g) ?? 0);
      const tasks = shareOut(s.tasks, weights);
      const recs = shareOut(s.recommendations, weights);
      const targets = shareOut(s.targets, weights);
      const completed = shareOut(s.completed, weights);
      gs.forEach((g, i) => {
        const e = gradeEntry(g);
        e.teachers += 1;
        e.tasks += tasks[i];
        e.recommendations += recs[i];
        e.targets += targets[i];
        e.completed += Math.min(completed[i], targets[i]);
      });
      teachers++;
      if (s.tasks > 0) active++;
      sum.tasks += s.tasks;
      sum.recommendations += s.recommendations;
      classTasks += s.classesCovered;
      sum.targets += s.targets;
      sum.completed += s.completed;
      const sub = subjects.get(teacher.subject) ?? {
        teachers: 0,
        activeTeachers: 0,
        tasks: 0,
        recommendations: 0,
        targets: 0,
        completed: 0,
      };
      sub.teachers++;
      if (s.tasks > 0) sub.activeTeachers++;
      sub.tasks += s.tasks;
      sub.recommendations += s.recommendations;
      sub.targets += s.targets;
      sub.completed += s.completed;
      subjects.set(teacher.subject, sub);
    }
  }
  const byMonth = months.map((m) => {
    let tasks = 0;
    let recs = 0;
    let act = 0;
    let targets = 0;
    let completed = 0;
    for (const part of rs.parts) {
      for (const { base } of teachersInScope(part)) {
        const k = base + m;
        const t = part.data.tTasks[k];
        tasks += t;
        if (t > 0) act++;
        recs += part.data.tRecommendations[k];
        targets += part.data.tTargets[k];
        completed += part.data.tCompleted[k];
      }
    }
    return {
      month: monthKey(m),
      label: monthLabel(m),
      tasks,
      recommendations: recs,
      activeTeachers: act,
      completionRate: round4(ratio(completed, targets)),
    };
  });
  return {
    teachers,
    activeTeachers: active,
    ...sum,
    classesCovered: reached.size,
    classTasks,
    completionRate: round4(ratio(sum.completed, sum.targets)),
    tasksPerTeacher: round2(ratio(sum.tasks, teachers)),
    byMonth,
    bySubject: [...subjects.entries()]
      .map(([subject, s]) => ({
        subject,
        teachers: s.teachers,
        activeTeachers: s.activeTeachers,
        tasks: s.tasks,
        recommendations: s.recommendations,
        completionRate: round4(ratio(s.completed, s.targets)),
      }))
      .sort((a, b) => b.tasks - a.tasks || a.subject.localeCompare(b.subject)),
    byGrade: [...grades.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([grade, e]) => ({
        grade,
        gradeName: gradeName(grade),
        classes: e.classes,
        teachers: e.teachers,
        tasks: e.tasks,
        recommendations: e.recommendations,
        completionRate: round4(ratio(e.completed, e.targets)),
      })),
  };
}

export type TeacherMetric = 'score' | 'tasks' | 'recommendations' | 'classesCovered' | 'completionRate' | 'loans';

export interface TeacherRankRow {
  rank: number;
  teacherId: number;
  name: string;
  subject: string;
  libraryId: number;
  libraryName: string;
  campusId: number;
  districtId: number;
  /** Classes taught in the period's school year, their names, grades and enrolled students (任教学生). */
  classes: number;
  classNames: string[];
  grades: number[];
  students: number;
  tasks: number;
  recommendations: number;
  classesCovered: number;
  completionRate: number;
  /** The teacher's own library loans in the period. */
  loans: number;
  /**
   * Teaching score 0..100: 40% completion rate + 30% tasks per month (capped at 3)
   * + 20% recommendations per month (capped at 2) + 10% classes covered / classes taught.
   */
  score: number;
  value: number;
}

/** Teachers ranked on a teaching metric (default the teaching score). Ties broken by teacherId. */
export function teacherRanking(
  scope: Scope,
  period: Period,
  opts: { metric?: TeacherMetric; limit?: number; subject?: string } = {},
): TeacherRankRow[] {
  const rs = resolveScope(scope, period);
  const months = periodMonths(period);
  const metric = opts.metric ?? 'score';
  const rows: TeacherRankRow[] = [];
  for (const part of rs.parts) {
    const loansByTeacher = new Map<number, number>();
    for (const row of part.teacherRows) {
      const split = readerLoans(part.data, row, months);
      row.teacherIds.forEach((id, i) => loansByTeacher.set(id, split.loans[i]));
    }
    const classOf = new Map((part.roll?.classes ?? []).map((c) => [c.classId, c]));
    for (const slot of teachersInScope(part)) {
      const { teacher } = slot;
      if (opts.subject && teacher.subject !== opts.subject) continue;
      const s = teacherSums(part, slot, months);
      const n = Math.max(1, months.length);
      const completionRate = round4(ratio(s.completed, s.targets));
      const score =
        Math.round(
          (0.4 * completionRate +
            0.3 * Math.min(1, s.tasks / n / 3) +
            0.2 * Math.min(1, s.recommendations / n / 2) +
            0.1 * Math.min(1, ratio(s.classesCovered, teacher.classIds.length))) *
            1000,
        ) / 10;
      const row: TeacherRankRow = {
        rank: 0,
        teacherId: teacher.teacherId,
        name: teacher.name,
        subject: teacher.subject,
        libraryId: part.school.libraryId,
        libraryName: part.school.name,
        campusId: teacher.campusId,
        districtId: part.school.districtId,
        classes: teacher.classIds.length,
        classNames: teacher.classIds.map((id) => classOf.get(id)?.name ?? ''),
        grades: [...new Set(teacher.classIds.map((id) => classOf.get(id)?.grade ?? 0))],
        students: teacher.classIds.reduce((a, id) => a + (classOf.get(id)?.students ?? 0), 0),
        tasks: s.tasks,
        recommendations: s.recommendations,
        classesCovered: s.classesCovered,
        completionRate,
        loans: loansByTeacher.get(teacher.teacherId) ?? 0,
        score,
        value: 0,
      };
      row.value = row[metric];
      rows.push(row);
    }
  }
  rows.sort((a, b) => b.value - a.value || a.teacherId - b.teacherId);
  rows.forEach((r, i) => {
    r.rank = i > 0 && rows[i - 1].value === r.value ? rows[i - 1].rank : i + 1;
  });
  return opts.limit ? rows.slice(0, opts.limit) : rows;
}
