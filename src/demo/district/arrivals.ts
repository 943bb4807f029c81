/**
 * Library arrival (gate) data for the pilot campuses 33 and 7595 only: visits per school day ×
 * hour (07:00–18:59) × grade, from 2024-09 to the last school day before today.
 */
import { isoDate, monthIndexOfDay, monthKey, monthLabel, parseDay, schoolDays, schoolMonth, weekday, yearIndexOf } from './calendar';
import { ARRIVAL_CAMPUS_IDS, cityIndex, gradeName, type Campus } from './city';
import { ratio, round2 } from './figures';
import { rngFor } from './prng';
import { periodMonths, resolveScope, type Period, type Scope } from './scope';

/** First hour of the gate day and number of hourly slots (07:00 … 18:00). */
const ARRIVAL_FIRST_HOUR = 7;
const ARRIVAL_HOURS = 12;

const HOUR_PROFILE = [0.02, 0.05, 0.08, 0.16, 0.06, 0.15, 0.1, 0.06, 0.08, 0.14, 0.07, 0.03];
const WEEKDAY = [0, 1.0, 1.05, 1.1, 1.0, 0.85, 0];
const MONTH_SEASON = [1.1, 1.0, 1.05, 1.0, 0.75, 0.9, 1.1, 1.05, 1.0, 0.85, 0.7, 0];
const GRADE_APPETITE = [0, 0.7, 0.9, 1.1, 1.2, 1.15, 1.0, 1.0, 0.85, 0.55, 0.8, 0.65, 0.35];

interface CampusArrivals {
  campus: Campus;
  /** The campus's grades (the same in every year). */
  grades: number[];
  /** Enrolled students per grade, per school year (YEAR_IDS order): the year's roll. */
  gradeStudents: number[][];
  days: number[];
  /** (day * 12 + hour) * grades.length + gradeIndex. */
  visits: Int32Array;
}

const memo = new Map<number, CampusArrivals>();

function campusArrivals(campus: Campus): CampusArrivals {
  const hit = memo.get(campus.campusId);
  if (hit) return hit;
  const school = cityIndex().schools.get(campus.libraryId);
  const yearClasses = (school?.rolls ?? []).map((roll) => roll.classes.filter((c) => c.campusId === campus.campusId));
  const grades = [...new Set(yearClasses.flatMap((cs) => cs.map((c) => c.grade)))].sort((a, b) => a - b);
  const gradeStudents = yearClasses.map((cs) => grades.map((g) => cs.filter((c) => c.grade === g).reduce((a, c) => a + c.students, 0)));
  const days = schoolDays();
  const G = grades.length;
  const visits = new Int32Array(days.length * ARRIVAL_HOURS * G);
  const r = rngFor('arrivals', campus.campusId);
  const rate = r.range(0.05, 0.09);
  days.forEach((day, di) => {
    const m = monthIndexOfDay(day);
    const dayFactor =
      WEEKDAY[weekday(day)] * MONTH_SEASON[schoolMonth(m)] * [0.9, 1, 1.08][yearIndexOf(m)] * (1 + 0.15 * (r.next() + r.next() - 1));
    for (let h = 0; h < ARRIVAL_HOURS; h++) {
      for (let gi = 0; gi < G; gi++) {
        const expected = (gradeStudents[yearIndexOf(m)]?.[gi] ?? 0) * rate * GRADE_APPETITE[grades[gi]] * dayFactor * HOUR_PROFILE[h];
        visits[(di * ARRIVAL_HOURS + h) * G + gi] = r.round(expected * (0.8 + 0.4 * r.next()));
      }
    }
  });
  const res = { campus, grades, gradeStudents, days, visits };
  memo.set(campus.campusId, res);
  return res;
}

/** Forgets generated arrival data. */
export function resetArrivals(): void {
  memo.clear();
}

export interface ArrivalReport {
  /** Arrival campuses inside the scope (empty = no gate data for this scope). */
  campuses: { campusId: number; name: string; libraryId: number; libraryName: string }[];
  available: boolean;
  /** Visits (gate entries) in the period. */
  total: number;
  /** School days in the period with data. */
  days: number;
  averagePerDay: number;
  /** Busiest hour (7..18). */
  peakHour: number | null;
  byDate: { date: string; weekday: number; visits: number }[];
  /** hour 7..18; label '07:00'. */
  byHour: { hour: number; label: string; visits: number }[];
  byGrade: { grade: number; gradeName: string; students: number; visits: number; visitsPerStudent: number }[];
  /** weekday 1..5 (Mon–Fri). */
  byWeekday: { weekday: number; name: string; visits: number; averagePerDay: number }[];
  byMonth: { month: string; label: string; days: number; visits: number }[];
  /** Enrolled students of the arrival campuses in scope, and total / students. */
  students: number;
  visitsPerStudent: number;
  /** Weekday 1..5 × hour 7..18, weekday first. */
  byWeekdayHour: { weekday: number; hour: number; visits: number }[];
  /** One row per arrival campus in scope. */
  byCampus: {
    campusId: number;
    name: string;
    libraryName: string;
    students: number;
    visits: number;
    days: number;
    averagePerDay: number;
    visitsPerStudent: number;
    peakHour: number | null;
  }[];
  /** The latest school day in the period, by hour. */
  latestDay: { date: string; visits: number; byHour: { hour: number; label: string; visits: number }[] } | null;
}

const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** The busiest hour (7..18) of visits by hour slot; null without visits. */
function peakOf(hours: readonly number[]): number | null {
  let peak: number | null = null;
  let best = 0;
  hours.forEach((v, h) => {
    if (v > best) [best, peak] = [v, ARRIVAL_FIRST_HOUR + h];
  });
  return peak;
}

/**
 * Arrival data of the arrival campuses inside a scope over a period (or one `date`, 'YYYY-MM-DD').
 * byDate, byHour, byGrade, byWeekday and byMonth each sum to `total`.
 */
export function arrivals(scope: Scope, period: Period, opts: { date?: string } = {}): ArrivalReport {
  const rs = resolveScope(scope, period);
  const yi = rs.parts[0]?.yearIndex ?? -1;
  const idx = cityIndex();
  const campuses: Campus[] = [];
  for (const p of rs.parts) {
    for (const ci of p.campusIndexes) {
      const c = p.school.campuses[ci];
      if (c && ARRIVAL_CAMPUS_IDS.includes(c.campusId)) campuses.push(c);
    }
  }
  const months = new Set(periodMonths(period));
  const onlyDay = opts.date ? parseDay(opts.date) : null;
  const byDate = new Map<number, number>();
  const byHour = new Array<number>(ARRIVAL_HOURS).fill(0);
  const byGrade = new Map<number, { students: number; visits: number }>();
  const byWeekday = new Array<number>(7).fill(0);
  const daysByWeekday = new Array<number>(7).fill(0);
  const byMonth = new Map<number, { days: Set<number>; visits: number }>();
  // Weekday 1..5 × hour slot.
  const cells = new Array<number>(5 * ARRIVAL_HOURS).fill(0);
  const campusRows: ArrivalReport['byCampus'] = [];
  let total = 0;
  let students = 0;
  for (const campus of campuses) {
    const a = campusArrivals(campus);
    const G = a.grades.length;
    const gradeStudents = a.gradeStudents[yi] ?? a.grades.map(() => 0);
    const campusStudents = gradeStudents.reduce((x, y) => x + y, 0);
    students += campusStudents;
    const campusHours = new Array<number>(ARRIVAL_HOURS).fill(0);
    let campusTotal = 0;
    let campusDays = 0;
    const gradeEntries = a.grades.map((g, gi) => {
      const e = byGrade.get(g) ?? { students: 0, visits: 0 };
      e.students += gradeStudents[gi];
      byGrade.set(g, e);
      return e;
    });
    a.days.forEach((day, di) => {
      const m = monthIndexOfDay(day);
      if (!months.has(m) || (onlyDay !== null && day !== onlyDay)) return;
      let dayTotal = 0;
      const wd = weekday(day);
      for (let h = 0; h < ARRIVAL_HOURS; h++) {
        for (let gi = 0; gi < G; gi++) {
          const v = a.visits[(di * ARRIVAL_HOURS + h) * G + gi];
          dayTotal += v;
          byHour[h] = byHour[h] + v;
          campusHours[h] = campusHours[h] + v;
          if (wd >= 1 && wd <= 5) cells[(wd - 1) * ARRIVAL_HOURS + h] = cells[(wd - 1) * ARRIVAL_HOURS + h] + v;
          gradeEntries[gi].visits += v;
        }
      }
      campusTotal += dayTotal;
      campusDays += 1;
      byDate.set(day, (byDate.get(day) ?? 0) + dayTotal);
      byWeekday[wd] = byWeekday[wd] + dayTotal;
      const bm = byMonth.get(m) ?? { days: new Set<number>(), visits: 0 };
      bm.days.add(day);
      bm.visits += dayTotal;
      byMonth.set(m, bm);
      total += dayTotal;
    });
    campusRows.push({
      campusId: campus.campusId,
      name: campus.name,
      libraryName: idx.schools.get(campus.libraryId)?.name ?? '',
      students: campusStudents,
      visits: campusTotal,
      days: campusDays,
      averagePerDay: round2(ratio(campusTotal, campusDays)),
      visitsPerStudent: round2(ratio(campusTotal, campusStudents)),
      peakHour: peakOf(campusHours),
    });
  }
  for (const day of byDate.keys()) daysByWeekday[weekday(day)] = daysByWeekday[weekday(day)] + 1;
  const dates = [...byDate.keys()].sort((a, b) => a - b);
  const hourRows = byHour.map((v, h) => ({
    hour: ARRIVAL_FIRST_HOUR + h,
    label: `${String(ARRIVAL_FIRST_HOUR + h).padStart(2, '0')}:00`,
    visits: v,
  }));
  const peak = peakOf(byHour);
  const lastDay = dates[dates.length - 1];
  let latestDay: ArrivalReport['latestDay'] = null;
  if (lastDay !== undefined) {
    const hours = new Array<number>(ARRIVAL_HOURS).fill(0);
    for (const campus of campuses) {
      const a = campusArrivals(campus);
      const di = a.days.indexOf(lastDay);
      if (di < 0) continue;
      for (let h = 0; h < ARRIVAL_HOURS; h++)
        for (let gi = 0; gi < a.grades.length; gi++) hours[h] = hours[h] + a.visits[(di * ARRIVAL_HOURS + h) * a.grades.length + gi];
    }
    latestDay = {
      date: isoDate(lastDay),
      visits: byDate.get(lastDay) ?? 0,
      byHour: hours.map((v, h) => ({
        hour: ARRIVAL_FIRST_HOUR + h,
        label: `${String(ARRIVAL_FIRST_HOUR + h).padStart(2, '0')}:00`,
        visits: v,
      })),
    };
  }
  return {
    campuses: campuses.map((c) => ({
      campusId: c.campusId,
      name: c.name,
      libraryId: c.libraryId,
      libraryName: idx.schools.get(c.libraryId)?.name ?? '',
    })),
    available: campuses.length > 0,
    total,
    days: dates.length,
    averagePerDay: round2(ratio(total, dates.length)),
    peakHour: peak,
    byDate: dates.map((d) => ({ date: isoDate(d), weekday: weekday(d), visits: byDate.get(d) ?? 0 })),
    byHour: hourRows,
    byGrade: [...byGrade.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([g, e]) => ({
        grade: g,
        gradeName: gradeName(g),
        students: e.students,
        visits: e.visits,
        visitsPerStudent: round2(ratio(e.visits, e.students)),
      })),
    byWeekday: [1, 2, 3, 4, 5].map((wd) => ({
      weekday: wd,
      name: WEEKDAY_NAMES[wd],
      visits: byWeekday[wd],
      averagePerDay: round2(ratio(byWeekday[wd], daysByWeekday[wd])),
    })),
    byMonth: [...byMonth.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([m, e]) => ({ month: monthKey(m), label: monthLabel(m), days: e.days.size, visits: e.visits })),
    students,
    visitsPerStudent: round2(ratio(total, students)),
    byWeekdayHour: cells.map((visits, i) => ({
      weekday: Math.floor(i / ARRIVAL_HOURS) + 1,
      hour: ARRIVAL_FIRST_HOUR + (i % ARRIVAL_HOURS),
      visits,
    })),
    byCampus: campusRows,
    latestDay,
  };
}
