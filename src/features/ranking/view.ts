/**
 * What a ranking page shows, as pure functions of the route's ranking row, the user's scope and the URL: the level
 * ranked, the request, the drill-down path (breadcrumb), where a row leads, which filters apply. The URL is
 * untrusted: every parameter is parsed, anything else counts as not set.
 */
import type { Input } from '@/api/define';
import type { ranking, RankingFamilyKey, RankingLevelKey } from '@/api/contract/ranking';
import { RANKING_LEVEL_LABELS } from '@/api/ranking-metrics';
import { RANKING_MIN_STUDENTS } from '@/config/constants';
import { namesMasked } from '@/utils/mask-name';
import { schoolYearOfMonth, semesterIdOf } from '@/utils/school-calendar';
import { parseEnum, parseGrade, parseId, parseMonth } from '@/utils/url-filters';

/** Whose data the user sees: a city, a district, or one school (a library account, a zone user's chosen school). */
export type HomeScope = 'city' | 'district' | 'school';

/** The ranking's home from the session's scope level (src/hooks/scope.ts): a school's own view below district. */
export function homeScopeOf(level: 'city' | 'district' | 'library' | 'campus'): HomeScope {
  return level === 'city' ? 'city' : level === 'district' ? 'district' : 'school';
}

/** URL parameters of a ranking page: a copied link opens the same ranking. */
export const RANK_PARAMS = {
  district: 'district',
  // Not `school` and `campus`: those name the app's scope (the school a district user looks at, docs/rules.md#scope),
  // which a drill into one school's ranking does not change.
  school: 'drillSchool',
  campus: 'drillCampus',
  grade: 'grade',
  class: 'class',
  term: 'term',
  month: 'month',
  subject: 'subject',
  search: 'q',
  sort: 'sort',
  dir: 'dir',
  mask: 'mask',
  min: 'min',
} as const;

/** The drill-down steps, outermost first; each one narrows the ranking to one unit. */
const DRILL_KEYS = ['district', 'school', 'campus', 'grade', 'class'] as const;
export type DrillKey = (typeof DRILL_KEYS)[number];

/** The level a drill step leads to: a district's schools, a school's campuses, a campus's grades, … */
const DRILL_LEVEL: Record<DrillKey, RankingLevelKey> = {
  district: 'school',
  school: 'campus',
  campus: 'grade',
  grade: 'class',
  class: 'student',
};

/** Unit levels from coarse to fine (teachers stand apart). */
const UNIT_ORDER: readonly RankingLevelKey[] = ['region', 'school', 'campus', 'grade', 'class', 'student'];

/** Families whose ranking may be for one month (月度参与). */
export const MONTHLY_FAMILIES: readonly RankingFamilyKey[] = ['participation'];

/** A column of the table to sort on: 'rank', 'name', 'students', 'change' or a metric key (checked by the table). */
export interface SortState {
  key: string;
  dir: 'asc' | 'desc';
}

export interface RankingFilters {
  drill: Partial<Record<DrillKey, number>>;
  /** 1 上学期, 2 下学期 */
  term?: 1 | 2;
  month?: string;
  subject?: string;
  search: string;
  sort: SortState | null;
  /** Students' and teachers' names masked (张*明): unless the URL says mask=0, as on the assessment pages. */
  mask: boolean;
  /** 样本下限: the URL's `min` (0 … RANKING_MIN_MAX), applied and shown as chosen; else the default. */
  minStudents: number;
}

export interface RankingRoute {
  family: RankingFamilyKey;
  /** The route row's level as a school sees it ('campus' = the units of the scope, unless `exact`). */
  level: RankingLevelKey;
  /** 'campus' means campuses at every scope (校区馆藏排名, 校区流通排名: a district's campuses, not its schools). */
  exact?: boolean;
}

/** Which drill steps a scope allows: a school cannot leave itself, a district not its district. */
function allowedDrill(home: HomeScope): readonly DrillKey[] {
  if (home === 'city') return DRILL_KEYS;
  if (home === 'district') return ['school', 'campus', 'grade', 'class'];
  return ['campus', 'grade', 'class'];
}

const SEARCH_MAX = 50;
/** The largest 样本下限 (the contract's limit of minStudents). */
export const RANKING_MIN_MAX = 10000;

/** The page's filters from the URL; anything invalid is not set. */
export function parseRankingParams(params: URLSearchParams, route: RankingRoute, home: HomeScope, yearId: number | null): RankingFilters {
  const drill: RankingFilters['drill'] = {};
  for (const key of allowedDrill(home)) {
    const raw = params.get(RANK_PARAMS[key]);
    const value = key === 'grade' ? parseGrade(raw) : parseId(raw);
    if (value !== undefined) drill[key] = value;
  }
  const termRaw = params.get(RANK_PARAMS.term);
  const term = termRaw === '1' ? 1 : termRaw === '2' ? 2 : undefined;
  const monthRaw = MONTHLY_FAMILIES.includes(route.family) ? parseMonth(params.get(RANK_PARAMS.month)) : undefined;
  const month = monthRaw && (yearId === null || schoolYearOfMonth(monthRaw) === yearId) ? monthRaw : undefined;
  const subjectRaw = params.get(RANK_PARAMS.subject)?.trim() ?? '';
  const teacherLevel = route.level === 'teacher';
  const sortKey = params.get(RANK_PARAMS.sort);
  const dir = parseEnum(params.get(RANK_PARAMS.dir), ['asc', 'desc'] as const) ?? 'desc';
  const minRaw = params.get(RANK_PARAMS.min);
  const min = minRaw !== null && /^\d{1,5}$/.test(minRaw) && Number(minRaw) <= RANKING_MIN_MAX ? Number(minRaw) : RANKING_MIN_STUDENTS;
  return {
    drill,
    term: month ? undefined : term,
    month,
    subject: teacherLevel && subjectRaw.length > 0 && subjectRaw.length <= 20 ? subjectRaw : undefined,
    search: (params.get(RANK_PARAMS.search) ?? '').slice(0, SEARCH_MAX),
    // The key is checked against the table's columns by the page (an unknown column sorts nothing).
    sort: sortKey && /^[a-zA-Z]{1,40}$/.test(sortKey) ? { key: sortKey, dir } : null,
    mask: namesMasked(params.get(RANK_PARAMS.mask)),
    minStudents: min,
  };
}

/**
 * The level a route row ranks for a scope: 'campus' rows rank the units of the scope (a district's schools), except
 * the exact ones (a page titled 校区…), which rank campuses at every scope.
 */
export function baseLevel(route: RankingRoute, home: HomeScope): RankingLevelKey {
  if (route.level === 'campus' && !route.exact) return home === 'school' ? 'campus' : 'school';
  return route.level;
}

/** The level ranked: the route's, or finer where the drill-down went deeper (a school → its campuses). */
export function rankedLevel(route: RankingRoute, home: HomeScope, drill: RankingFilters['drill']): RankingLevelKey {
  const base = baseLevel(route, home);
  if (base === 'teacher') return base;
  let index = UNIT_ORDER.indexOf(base);
  for (const key of DRILL_KEYS) if (drill[key] !== undefined) index = Math.max(index, UNIT_ORDER.indexOf(DRILL_LEVEL[key]));
  return UNIT_ORDER[index] ?? base;
}

/** The family asked for: a region ranking drilled into a district ranks its schools overall. */
export function requestFamily(route: RankingRoute, level: RankingLevelKey): RankingFamilyKey {
  return route.family === 'region' && level !== 'region' ? 'overall' : route.family;
}

export type RankingInput = Omit<Input<typeof ranking>, 'yearId'>;

/** The request of the page (the school year is added by useStatsQuery). */
export function rankingRequest(route: RankingRoute, home: HomeScope, filters: RankingFilters, yearId: number | null): RankingInput {
  const level = rankedLevel(route, home, filters.drill);
  const d = filters.drill;
  const input: RankingInput = { family: requestFamily(route, level), level, all: true };
  if (d.district !== undefined) input.districtId = d.district;
  if (d.school !== undefined) input.libraryId = d.school;
  if (d.campus !== undefined) input.campusId = d.campus;
  if (d.grade !== undefined) input.grade = d.grade;
  if (d.class !== undefined && level === 'student') input.classId = d.class;
  if (filters.subject !== undefined && level === 'teacher') input.subject = filters.subject;
  if (filters.month !== undefined) input.month = filters.month;
  else if (filters.term !== undefined && yearId !== null) input.semesterId = semesterIdOf(yearId, filters.term);
  if (level !== 'student') input.minStudents = filters.minStudents;
  return input;
}

/** What a ranked row's place says (the fields of the contract's place a drill-down needs). */
export interface RowPlace {
  libraryId: number | null;
  grade: number | null;
}

/**
 * Where clicking a row leads: the URL patch that narrows the ranking to that unit (null: a student or a teacher,
 * the end of the path). At a scope of several schools a grade or a class also names its school.
 */
export function drillPatch(
  level: RankingLevelKey,
  id: number,
  place: RowPlace,
  home: HomeScope,
  drill: RankingFilters['drill'],
): Record<string, string | null> | null {
  const allowed = allowedDrill(home);
  const set = (key: DrillKey, value: number | null): Record<string, string | null> =>
    allowed.includes(key) && value !== null ? { [RANK_PARAMS[key]]: String(value) } : {};
  const school = home !== 'school' && drill.school === undefined ? set('school', place.libraryId) : {};
  const clear = (...keys: DrillKey[]) => Object.fromEntries(keys.map((k) => [RANK_PARAMS[k], null]));
  switch (level) {
    case 'region':
      return allowed.includes('district') ? { ...clear('school', 'campus', 'grade', 'class'), ...set('district', id) } : null;
    case 'school':
      return allowed.includes('school') ? { ...clear('campus', 'grade', 'class'), ...set('school', id) } : null;
    case 'campus':
      // At a scope of several schools a campus also names its school (the request needs both).
      return { ...clear('grade', 'class'), ...school, ...set('campus', id) };
    case 'grade':
      return place.grade === null ? null : { ...clear('class'), ...school, ...set('grade', place.grade) };
    case 'class':
      return { ...school, ...set('grade', place.grade), ...set('class', id) };
    default:
      return null;
  }
}

/** A step of the breadcrumb: its label and the URL patch that goes back to it (null for the current one). */
export interface Crumb {
  key: 'root' | DrillKey;
  label: string;
  patch: Record<string, string | null> | null;
}

/**
 * The drill-down path: "全部学校 › 育英小学 › 东校区 › 三年级 › 三年级(2)班". The root clears every step; each step
 * clears the ones below it. `name` names a unit (from the response's `within`, else its options).
 */
export function breadcrumb(
  route: RankingRoute,
  home: HomeScope,
  drill: RankingFilters['drill'],
  name: (key: DrillKey, id: number) => string | undefined,
): Crumb[] {
  const steps = DRILL_KEYS.filter((k) => drill[k] !== undefined);
  if (steps.length === 0) return [];
  const clearFrom = (from: number) => Object.fromEntries(DRILL_KEYS.slice(from).map((k) => [RANK_PARAMS[k], null]));
  const crumbs: Crumb[] = [{ key: 'root', label: `全部${RANKING_LEVEL_LABELS[baseLevel(route, home)]}`, patch: clearFrom(0) }];
  steps.forEach((key, i) => {
    const id = drill[key]!;
    const last = i === steps.length - 1;
    crumbs.push({ key, label: name(key, id) ?? `${DRILL_LABELS[key]} ${id}`, patch: last ? null : clearFrom(DRILL_KEYS.indexOf(key) + 1) });
  });
  return crumbs;
}

const DRILL_LABELS: Record<DrillKey, string> = { district: '区域', school: '学校', campus: '校区', grade: '年级', class: '班级' };

/** How rows of a level are counted on screen. */
export const COUNT_WORD: Record<RankingLevelKey, string> = {
  region: '个区',
  school: '所学校',
  campus: '个校区',
  grade: '个年级',
  class: '个班级',
  student: '名学生',
  teacher: '名教师',
};
