import {
  SCHOOL_YEAR_MONTH_LABELS,
  monthLongLabel,
  previousMonth,
  previousSemesterId,
  schoolMonthIndex,
  schoolYearMonthKeys,
  schoolYearName,
  schoolYearOfMonth,
  semesterIdOf,
  semesterName,
  termName,
  termOfSchoolMonth,
  termOfSemester,
  yearOfSemester,
} from '@/utils/school-calendar';
import { allSemesters, monthKey, monthLabel, schoolYears, semesterHalf, semesterIdOfMonth } from '@/demo/district/calendar';

/** The school calendar of the app and the demo: years from September, semesters `yearId × 10 + term`. */

describe('months of a school year', () => {
  test('September starts the school year a month belongs to', () => {
    expect(schoolYearOfMonth('2026-09')).toBe(2026);
    expect(schoolYearOfMonth('2026-12')).toBe(2026);
    expect(schoolYearOfMonth('2027-01')).toBe(2026);
    expect(schoolYearOfMonth('2027-08')).toBe(2026);
    expect(schoolYearOfMonth('2026-08')).toBe(2025);
    expect(schoolYearOfMonth('2026-02-15')).toBe(2025);
  });

  test('positions and labels run from September (0, 9月) to August (11, 8月)', () => {
    expect(schoolMonthIndex('2026-09')).toBe(0);
    expect(schoolMonthIndex('2026-12')).toBe(3);
    expect(schoolMonthIndex('2027-01')).toBe(4);
    expect(schoolMonthIndex('2027-08')).toBe(11);
    expect(SCHOOL_YEAR_MONTH_LABELS).toEqual(['9月', '10月', '11月', '12月', '1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月']);
  });

  test('the twelve months of a year, each in that year at its position', () => {
    const months = schoolYearMonthKeys(2026);
    expect(months).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
    ]);
    months.forEach((m, i) => {
      expect(schoolYearOfMonth(m)).toBe(2026);
      expect(schoolMonthIndex(m)).toBe(i);
    });
  });

  test('the month before crosses the calendar year; long labels without a leading zero', () => {
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2026-10')).toBe('2026-09');
    expect(previousMonth('2026-09')).toBe('2026-08');
    expect(monthLongLabel('2026-09')).toBe('2026年9月');
    expect(monthLongLabel('2027-01')).toBe('2027年1月');
  });
});

describe('semesters', () => {
  test('ids, their year and term, names', () => {
    expect(semesterIdOf(2026, 1)).toBe(20261);
    expect(semesterIdOf(2026, 2)).toBe(20262);
    expect(yearOfSemester(20262)).toBe(2026);
    expect(termOfSemester(20262)).toBe(2);
    expect(termName(1)).toBe('上学期');
    expect(termName(2)).toBe('下学期');
    expect(schoolYearName(2026)).toBe('2026-2027学年');
    expect(semesterName(20261)).toBe('2026-2027学年上学期');
    expect(semesterName(20262)).toBe('2026-2027学年下学期');
  });

  test('the semester before: 下学期 → 上学期 of the year, 上学期 → 下学期 of the year before', () => {
    expect(previousSemesterId(20262)).toBe(20261);
    expect(previousSemesterId(20261)).toBe(20252);
  });

  test('上学期 September–January, 下学期 February–July, August in neither', () => {
    const terms = schoolYearMonthKeys(2026).map((m) => termOfSchoolMonth(schoolMonthIndex(m)));
    expect(terms).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 0]);
  });
});

describe('the demo calendar follows it', () => {
  test('years, semesters and their names', () => {
    for (const y of schoolYears()) {
      expect(y.name).toBe(schoolYearName(y.id));
      expect(y.startDate.slice(0, 7)).toBe(schoolYearMonthKeys(y.id)[0]);
      expect(y.endDate.slice(0, 7)).toBe(schoolYearMonthKeys(y.id)[11]);
    }
    for (const s of allSemesters()) {
      expect(s.id).toBe(semesterIdOf(s.yearId, termOfSemester(s.id) === 1 ? 1 : 2));
      expect(s.fullName).toBe(semesterName(s.id));
      expect(schoolYearOfMonth(s.startMonth)).toBe(s.yearId);
      expect(schoolYearOfMonth(s.endMonth)).toBe(s.yearId);
    }
  });

  test('month labels and the semester of every month index', () => {
    for (let m = 0; m < 36; m++) {
      const key = monthKey(m);
      expect(monthLabel(m)).toBe(SCHOOL_YEAR_MONTH_LABELS[schoolMonthIndex(key)]);
      const term = termOfSchoolMonth(schoolMonthIndex(key));
      expect(semesterHalf(m)).toBe(term);
      expect(semesterIdOfMonth(m)).toBe(term === 0 ? 0 : semesterIdOf(schoolYearOfMonth(key), term));
    }
  });
});
