/**
 * The demo city 滨江市: a seeded, deterministic synthetic district data set and its query API.
 *
 * - `getCity()` returns the static tree (memoised). School data is generated lazily per school
 *   on first query and memoised; `generateAll()` forces everything (used by the timing test).
 * - Every query takes a {@link Scope} (city / district / library / campus) and usually a
 *   {@link Period} (school year, semester or month) and returns plain objects.
 * - Units: counts are items or people; loans are items (册次); words are Chinese characters;
 *   minutes are minutes; rates are fractions 0..1; scores are 0..100; dates are ISO strings.
 * - All aggregates are sums over one set of base tables, so the same figure agrees everywhere.
 */
import { resetActivities } from './activities';
import { resetArrivals } from './arrivals';
import { cityIndex, resetCity } from './city';
import { ensureAssessment, ensureTeaching, resetSchoolData, schoolData } from './school-data';
import { resetStudentSplits } from './students';
import { resetAssessmentStudents } from './assessment-students';

export {
  CURRENT_SEMESTER_ID,
  CURRENT_YEAR_ID,
  DEMO_NOW,
  DEMO_TODAY,
  LAST_DATA_MONTH,
  YEAR_IDS,
  allSemesters,
  findSemester,
  monthKey,
  periodLastDay,
  schoolYears,
} from './calendar';
export { CATEGORIES, CATEGORY_CODES, RECOMMENDED_PROFILE, categoryIndex } from './categories';
export { catalogue } from './catalogue';
export {
  ARRIVAL_CAMPUS_IDS,
  DEMO_ARRIVAL_LIBRARY_ID,
  DEMO_LIBRARY_ID,
  DEMO_TEACHER_ID,
  DEMO_TEACHER_LIBRARY_ID,
  DEMO_ZONE_ORG_ID,
  SECOND_DISTRICT_ORG_ID,
  classRoster,
  findCampus,
  findClass,
  findDistrict,
  findSchool,
  findStudent,
  findTeacher,
  getCity,
  gradeName,
} from './city';
export { periodLabel, periodMonths, periodYearId, resolveScope, type Period, type Scope, type ScopeLevel } from './scope';
export { isReadingFigure, type ReadingFigures } from './figures';
export { studentNameOf } from './names';
export { DURATION_BUCKETS, SCORE_BANDS, TEST_SLOTS, type TestSlot } from './school-data';
export {
  borrowDurationByGrade,
  cardRanking,
  cards,
  categoryBalance,
  holdings,
  holdingsByCategory,
  loansByCampus,
  loansByCategory,
  loansByDistrict,
  loansByGrade,
  loansByGradeCategory,
  loansByLibrary,
  loansByMonth,
  loansSummary,
  recentLoans,
  scopeTotals,
  topBooks,
  topReaders,
  type CategoryBalance,
} from './circulation';
export {
  RANKING_FAMILIES,
  expressionByType,
  interactionByType,
  monthlyActive,
  monthlyParticipation,
  readingByGrade,
  readingByMonth,
  rankBy,
  readingRanking,
  studentRanking,
  readingSummary,
  type RankingRow,
  type StudentPlace,
} from './reading';
export { shareOut, teacherRanking, teaching, type TeacherMetric, type TeacherRankRow } from './teaching';
export {
  assessment,
  assessmentHistory,
  cohortTracking,
  type AssessmentFigures,
  type AssessmentPoint,
  type AssessmentReport,
  type BandCount,
  type DimensionScore,
} from './assessment';
export {
  STABLE_MARGIN,
  classStudents,
  classTestStudents,
  cohortGrowth,
  scoreDistribution,
  type StudentResult,
} from './assessment-students';
export { ACTIVITY_TYPES, activities, type ActivityItem, type ActivityReport } from './activities';
export { arrivals } from './arrivals';
export { kpis, mapPoints } from './overview';
export { STOPPED_REPORTING, reportingStatus } from './reporting';
export { NEW_BOOKS_PER_STUDENT } from './standards';

/**
 * Generates the tree and every school's tables now (normally each school, and its teaching and
 * assessment tables, are generated lazily on first use). `core` = circulation, reading and
 * holdings; `all` adds teaching and assessment. Returns the time taken in ms (performance.now;
 * the clock never feeds the data).
 */
export function generateAll(tables: 'core' | 'all' = 'all'): { ms: number; schools: number; students: number } {
  const t0 = performance.now();
  const idx = cityIndex();
  for (const s of idx.schoolList) {
    const d = schoolData(s.libraryId);
    if (tables === 'all') {
      ensureTeaching(d);
      ensureAssessment(d);
    }
  }
  return { ms: performance.now() - t0, schools: idx.schoolList.length, students: idx.city.totals.students };
}

/** Forgets every memoised structure, so the next query regenerates from the seed. */
export function resetDemoData(): void {
  resetActivities();
  resetArrivals();
  resetStudentSplits();
  resetAssessmentStudents();
  resetSchoolData();
  resetCity();
}
