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
import { CURRENT_SEMESTER_ID, CURRENT_YEAR_ID } from './calendar';
import { cityIndex, resetCity } from './city';
import type { Period } from './scope';
import { ensureAssessment, ensureTeaching, resetSchoolData, schoolData } from './school-data';
import { resetStudentSplits } from './students';
import { resetAssessmentStudents } from './assessment-students';

export {
  CURRENT_SEMESTER_ID,
  CURRENT_YEAR_ID,
  DATA_MONTHS,
  DEMO_NOW,
  DEMO_TODAY,
  LAST_DATA_MONTH,
  YEAR_IDS,
  allSemesters,
  findSemester,
  monthIndex,
  monthKey,
  schoolYears,
  type SchoolYear,
  type Semester,
} from './calendar';
export { CATEGORIES, CATEGORY_CODES, RECOMMENDED_PROFILE, categoryIndex, type Category, type CategoryCode } from './categories';
export { catalogue, findBook, type Book } from './catalogue';
export {
  ALL_GRADES,
  ARRIVAL_CAMPUS_IDS,
  CITY_NAME,
  CITY_ORGANIZATION_ID,
  DEMO_ARRIVAL_LIBRARY_ID,
  DEMO_ARRIVAL_LIBRARY_ID_2,
  DEMO_LIBRARY_ID,
  DEMO_TEACHER_ID,
  DEMO_TEACHER_LIBRARY_ID,
  DEMO_ZONE_ORG_ID,
  LEVEL_GRADES,
  SCHOOL_LEVEL_NAMES,
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
  listLibraries,
  type Campus,
  type CityNode,
  type ClassInfo,
  type District,
  type GradeInfo,
  type OrgTotals,
  type Position,
  type School,
  type SchoolLevel,
  type Student,
  type Subject,
  type Teacher,
} from './city';
export { periodLabel, periodMonths, resolveScope, type Period, type Scope, type ScopeLevel } from './scope';
export { isReadingFigure, type ReadingFigures, type Totals } from './figures';
export { studentNameOf } from './names';
export {
  ABILITY_DIMENSIONS,
  DURATION_BUCKETS,
  EXPRESSION_TYPES,
  INTERACTION_TYPES,
  QUESTIONS_PER_QUIZ,
  SCORE_BANDS,
  TEST_SLOTS,
  type TestSlot,
} from './school-data';
export {
  VOLUMES_PER_STUDENT_STANDARD,
  averageBorrowing,
  borrowDurationByGrade,
  cardRanking,
  cards,
  categoryBalance,
  holdings,
  holdingsByCategory,
  holdingsByYear,
  loansByCampus,
  loansByCategory,
  loansByDistrict,
  loansByGrade,
  loansByGradeCategory,
  loansByLibrary,
  loansByMonth,
  loansByYear,
  loansSummary,
  recentLoans,
  scopeTotals,
  topBooks,
  topReaders,
  type AverageBorrowing,
  type CardSummary,
  type CategoryBalance,
  type CategoryBalanceRow,
  type CategoryHoldingRow,
  type CategoryLoanRow,
  type DurationRow,
  type GradeCategoryMatrix,
  type GradeLoanRow,
  type HoldingsSummary,
  type HoldingsYearRow,
  type LoanEvent,
  type LoanSummary,
  type MonthLoanRow,
  type ReaderRankRow,
  type TopBookRow,
  type TopBooksOptions,
  type TopReadersOptions,
  type UnitRow,
  type YearLoanRow,
} from './circulation';
export {
  RANKING_FAMILIES,
  expressionByType,
  familyMetric,
  interactionByType,
  monthlyActive,
  monthlyParticipation,
  readingByGrade,
  readingByMonth,
  rankBy,
  readingRanking,
  readingSummary,
  type GradeReadingRow,
  type MonthReadingRow,
  type RankingFamily,
  type RankingLevel,
  type RankingMetric,
  type RankingOptions,
  type RankingRow,
} from './reading';
export { shareOut, teacherRanking, teaching, type TeacherMetric, type TeacherRankRow, type TeachingSummary } from './teaching';
export {
  assessment,
  assessmentHistory,
  assessmentTests,
  cohortTracking,
  type AssessmentClassRow,
  type AssessmentFigures,
  type AssessmentFilter,
  type AssessmentGroupRow,
  type AssessmentPoint,
  type AssessmentReport,
  type AssessmentSchoolRow,
  type BandCount,
  type DimensionScore,
} from './assessment';
export {
  DISTRIBUTION_BINS,
  STABLE_MARGIN,
  classStudents,
  classTestStudents,
  cohortGrowth,
  cohortStudent,
  scoreDistribution,
  type CohortStudentGrowth,
  type GrowthTrend,
  type StudentResult,
} from './assessment-students';
export {
  ACTIVITY_TYPES,
  activities,
  findActivity,
  type ActivityCampusRow,
  type ActivityEvent,
  type ActivityItem,
  type ActivityReport,
  type ActivityStatus,
  type ActivityType,
} from './activities';
export { ARRIVAL_FIRST_HOUR, ARRIVAL_HOURS, arrivals, type ArrivalReport } from './arrivals';
export { kpis, mapPoints, type Kpis, type MapPoint } from './overview';
export { LATE_AFTER_DAYS, STOPPED_REPORTING, reportingStatus, type ReportingStatus } from './reporting';

/** The current school year as a period. */
export function currentPeriod(): Period {
  return { yearId: CURRENT_YEAR_ID };
}

/** The current semester (2026-2027学年上学期) as a period. */
export function currentSemesterPeriod(): Period {
  return { yearId: CURRENT_YEAR_ID, semesterId: CURRENT_SEMESTER_ID };
}

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
