/** School years and semesters of the demo, as the auth handlers serve them (from the synthetic city). */
import { CURRENT_SEMESTER_ID, CURRENT_YEAR_ID, allSemesters, schoolYears } from './district';

export interface DemoCalendar {
  years: Array<{ id: number; name: string }>;
  semesters: Array<{ id: number; yearId: number; name: string; start: string; end: string }>;
  currentYearId: number;
  currentSemesterId: number;
}

let calendar: DemoCalendar | null = null;

export function demoCalendar(): DemoCalendar {
  if (calendar) return calendar;
  calendar = {
    // Newest first, as the year selector lists them.
    years: schoolYears()
      .map((y) => ({ id: y.id, name: y.name }))
      .sort((a, b) => b.id - a.id),
    semesters: allSemesters().map((s) => ({ id: s.id, yearId: s.yearId, name: s.fullName, start: s.startDate, end: s.endDate })),
    currentYearId: CURRENT_YEAR_ID,
    currentSemesterId: CURRENT_SEMESTER_ID,
  };
  return calendar;
}
