import type { z } from 'zod';
import { DEMO_STORAGE_KEYS } from '../engine-protocol';
import type { Data } from '@/api/define';
import { previousMonth, previousSemesterId, schoolYearOfMonth, yearOfSemester } from '@/utils/school-calendar';
import {
  familyLevel,
  ranking,
  rankingColumns,
  type RankingFamilyKey,
  type RankingLevelKey,
  type RankingMetricKey,
  type rankingPlace,
} from '@/api/contract/ranking';
import {
  findCampus,
  findDistrict,
  findSchool,
  gradeName,
  isReadingFigure,
  periodLabel,
  periodMonths,
  rankBy,
  readingRanking,
  studentRanking,
  resolveScope,
  studentNameOf,
  teacherRanking as teacherRows,
  type Period,
  type RankingRow,
  type StudentPlace,
  type TeacherMetric,
  type TeacherRankRow,
} from '../district';
import type { DemoAccount } from '../accounts';
import { demoHandler, problem } from '../define-handler';
import { childLevel, paginate, resolve, type Resolved } from './reading';

/**
 * rank/queryRanking, the one ranking call: every family at every level, paged or all rows at once (the columnar
 * `table`), with the previous period's ranks, a minimum headcount, the narrowing applied (`within`) and the
 * filter choices (`options`).
 */

type Out = Data<typeof ranking>;
type RowOut = Out['rows'][number];
type Place = z.output<typeof rankingPlace>;

/** One ranked entity, whatever its family: identity, place, rank, headcount and its column values. */
interface Ranked {
  id: number;
  /** Display name (school prefix at multi-school scope for grades and classes). */
  name: string;
  /** Own name (no prefix). */
  ownName: string;
  rank: number | null;
  value: number;
  students: number;
  subject: string | null;
  place: Place;
  values: Partial<Record<RankingMetricKey, number>>;
}

interface Query {
  family: RankingFamilyKey;
  level: RankingLevelKey;
  metric: RankingMetricKey;
  columns: RankingMetricKey[];
  order: 'asc' | 'desc';
  grade?: number;
  classId?: number;
  subject?: string;
  minStudents: number;
}

const TEACHING_METRICS = rankingColumns('teaching', 'teacher');

function isTeacherMetric(key: string): key is TeacherMetric {
  return TEACHING_METRICS.some((m) => m === key);
}

function teacherPlace(t: TeacherRankRow): Place {
  return {
    districtId: t.districtId,
    districtName: findDistrict(t.districtId)?.name ?? '',
    libraryId: t.libraryId,
    schoolName: t.libraryName,
    campusId: t.campusId,
    campusName: findCampus(t.campusId)?.name ?? null,
    grade: null,
    gradeName: null,
    classId: null,
    className: null,
  };
}

/** Teachers ranked on teaching data (the teaching family): a grade's teachers, a subject's, with the minimum. */
function teachingRanking(scope: Resolved['scope'], period: Period, q: Query): Ranked[] {
  if (!isTeacherMetric(q.metric)) throw new Error(`${q.metric} is not a teaching metric`);
  let rows = teacherRows(scope, period, { metric: q.metric, subject: q.subject });
  if (q.grade !== undefined) {
    const g = q.grade;
    rows = rows.filter((t) => t.grades.includes(g));
  }
  // 任教学生: the enrolled students of the classes the teacher teaches in the period's school year.
  const headcount = (t: TeacherRankRow) => t.students;
  return rankBy(
    rows,
    (t) => t.value,
    (t) => t.teacherId,
    q.order,
    (t) => headcount(t) >= q.minStudents,
  ).map(({ item: t, rank, value }) => {
    const values: Ranked['values'] = {};
    for (const c of q.columns) if (isTeacherMetric(c)) values[c] = t[c];
    return {
      id: t.teacherId,
      name: t.name,
      ownName: t.name,
      rank,
      value,
      students: headcount(t),
      subject: t.subject,
      place: teacherPlace(t),
      values,
    };
  });
}

/** A ranking's rows in ranking order, built when asked for: a city's student ranking holds 48,000. */
interface RankedRows {
  readonly length: number;
  id(i: number): number;
  rank(i: number): number | null;
  /** Rows `from` … `to` − 1 (as an array's slice). */
  slice(from?: number, to?: number): Ranked[];
}

function rankedRows(rows: Ranked[]): RankedRows {
  return { length: rows.length, id: (i) => rows[i].id, rank: (i) => rows[i].rank, slice: (from, to) => rows.slice(from, to) };
}

/** A reading ranking's row with the query's columns. */
function rankedOf(g: RankingRow, q: Query): Ranked {
  const values: Ranked['values'] = {};
  for (const c of q.columns) if (isReadingFigure(c)) values[c] = g[c];
  return {
    id: g.id,
    name: g.name,
    ownName: g.ownName,
    rank: g.rank,
    value: g.value,
    students: g.students,
    subject: g.subject,
    place: {
      districtId: g.districtId,
      districtName: g.districtName,
      libraryId: g.libraryId,
      schoolName: g.libraryName,
      campusId: g.campusId,
      campusName: g.campusName,
      grade: g.grade,
      gradeName: g.gradeName,
      classId: g.classId,
      className: g.className,
    },
    values,
  };
}

/**
 * Every other family: reading figures of the entities of a level. Students are ranked column by column and their
 * rows built only for the positions asked for (a first screen: its first hundred).
 */
function figuresRanking(scope: Resolved['scope'], period: Period, q: Query): RankedRows {
  if (!isReadingFigure(q.metric)) throw new Error(`${q.metric} is not a reading figure`);
  if (q.level === 'student') {
    const students = studentRanking(scope, period, q.metric, { grade: q.grade, classId: q.classId, order: q.order });
    // A class's students share its place.
    const places = new Map<StudentPlace, Place>();
    const placeOf = (p: StudentPlace): Place => {
      let out = places.get(p);
      if (!out) {
        out = {
          districtId: p.districtId,
          districtName: p.districtName,
          libraryId: p.libraryId,
          schoolName: p.libraryName,
          campusId: p.campusId,
          campusName: p.campusName,
          grade: p.grade,
          gradeName: p.gradeName,
          classId: p.classId,
          className: p.className,
        };
        places.set(p, out);
      }
      return out;
    };
    return {
      length: students.length,
      id: (i) => students.ids[i],
      rank: (i) => students.ranks[i],
      slice: (from = 0, to = students.length) => {
        const out: Ranked[] = [];
        for (let i = Math.max(0, from); i < Math.min(to, students.length); i++) {
          const s = students.student(i);
          const values: Ranked['values'] = {};
          for (const c of q.columns) if (isReadingFigure(c)) values[c] = s.figures[c];
          out.push({
            id: s.id,
            name: s.name,
            ownName: s.name,
            rank: s.rank,
            value: s.value,
            students: s.figures.students,
            subject: null,
            place: placeOf(s.place),
            values,
          });
        }
        return out;
      },
    };
  }
  const rows = readingRanking(scope, period, q.level, q.metric, {
    grade: q.grade,
    classId: q.classId,
    subject: q.subject,
    order: q.order,
    minStudents: q.minStudents,
  });
  return rankedRows(rows.map((g) => rankedOf(g, q)));
}

/** The ranking of a period; no rows when the period has no month with data. */
function rankingOf(scope: Resolved['scope'], period: Period, q: Query): RankedRows {
  if (periodMonths(period).length === 0) return rankedRows([]);
  return q.family === 'teaching' ? rankedRows(teachingRanking(scope, period, q)) : figuresRanking(scope, period, q);
}

/** The period before: the month before, the same months a year before, the semester before, the school year before. */
function previousPeriodOf(p: Period): Period {
  if (p.month) {
    const month = previousMonth(p.month);
    return { yearId: schoolYearOfMonth(month), month };
  }
  if (p.fromMonth && p.toMonth) {
    const back = (m: string) => `${Number(m.slice(0, 4)) - 1}${m.slice(4)}`;
    return { yearId: p.yearId - 1, fromMonth: back(p.fromMonth), toMonth: back(p.toMonth) };
  }
  if (p.semesterId !== undefined) {
    const semesterId = previousSemesterId(p.semesterId);
    return { yearId: yearOfSemester(semesterId), semesterId };
  }
  return { yearId: p.yearId - 1 };
}

/**
 * The ranks of the period before, like with like (same family, level, scope and 样本下限), as they were then. A
 * class and its students keep their ids from year to year (the class moves up a grade: src/demo/district/city.ts),
 * so across a school year a class's previous rank is its own a grade lower; this year's first-grade classes and
 * students, and students who joined a class this year, were not at school then and have none (新, no arrow).
 */
function previousRanks(rows: RankedRows): Map<number, number | null> {
  const out = new Map<number, number | null>();
  for (let i = 0; i < rows.length; i++) out.set(rows.id(i), rows.rank(i));
  return out;
}

/**
 * The query of the period before: a grade filter of classes or students follows them a grade down for each school
 * year back (三年级 this year were 二年级 last year); grades and teachers (who stay with their grade) keep it.
 */
function previousQuery(q: Query, yearsBack: number): Query {
  if (q.grade === undefined || yearsBack <= 0 || (q.level !== 'class' && q.level !== 'student')) return q;
  return { ...q, grade: q.grade - yearsBack };
}

function periodOut(p: Period): Out['period'] {
  return {
    yearId: p.month
      ? schoolYearOfMonth(p.month)
      : p.fromMonth && p.toMonth
        ? schoolYearOfMonth(p.toMonth)
        : p.semesterId !== undefined
          ? yearOfSemester(p.semesterId)
          : p.yearId,
    semesterId: p.month ? null : (p.semesterId ?? null),
    month: p.month ?? null,
    label: periodLabel(p),
    months: periodMonths(p).length,
  };
}

/**
 * The grade of a class in the period's school year (a class moves up a grade each year): a student ranking of a class
 * follows the class, so a link kept from another year still lists its students, under that year's grade.
 */
function classGrade(r: Resolved, classId: number): number | undefined {
  for (const p of resolveScope(r.scope, r.period).parts) {
    const row = p.classRows.find((x) => x.classId === classId);
    if (row) return row.grade;
  }
  return undefined;
}

/** The narrowing a request applied, outermost first (names for a breadcrumb). */
function withinOf(account: DemoAccount, r: Resolved, q: Query): Out['within'] {
  const out: Out['within'] = [];
  const rs = resolveScope(r.scope, r.period);
  const home = account.home;
  const school = r.scope.libraryId !== undefined ? findSchool(r.scope.libraryId) : undefined;
  if ('cityWide' in home) {
    const districtId = r.scope.districtId ?? school?.districtId;
    const district = districtId !== undefined ? findDistrict(districtId) : undefined;
    if (district) out.push({ level: 'district', id: district.districtId, name: district.name });
  }
  if (school && !('libraryId' in home)) out.push({ level: 'school', id: school.libraryId, name: school.name });
  const campus = r.scope.campusId !== undefined ? findCampus(r.scope.campusId) : undefined;
  if (campus) out.push({ level: 'campus', id: campus.campusId, name: campus.name });
  const gradeApplies = q.level === 'grade' || q.level === 'class' || q.level === 'student' || q.level === 'teacher';
  if (q.grade !== undefined && gradeApplies) out.push({ level: 'grade', id: q.grade, name: gradeName(q.grade) });
  // The class as it is named in the period's school year (a class moves up a grade each year).
  const cls =
    q.classId !== undefined && q.level === 'student'
      ? rs.parts.flatMap((p) => p.classRows).find((row) => row.classId === q.classId)?.cls
      : undefined;
  if (cls) out.push({ level: 'class', id: cls.classId, name: cls.name });
  return out;
}

/**
 * The schools to choose from, also once one is chosen (its siblings): a zone account's district, a city account's
 * district asked for (else the whole city); none for a school account.
 */
function schoolChoices(account: DemoAccount, r: Resolved): Out['options']['schools'] {
  const home = account.home;
  if ('libraryId' in home) return [];
  const base =
    'districtId' in home
      ? { districtId: home.districtId }
      : r.scope.districtId !== undefined
        ? { districtId: r.scope.districtId }
        : { cityWide: true };
  return resolveScope(base).parts.map((p) => ({ id: p.school.libraryId, name: p.school.name }));
}

/** The filter choices inside the resolved scope, from the roll of the period's school year. */
function optionsOf(account: DemoAccount, r: Resolved, q: Query): Out['options'] {
  const rs = resolveScope(r.scope, r.period);
  const multiSchool = rs.parts.length > 1;
  const oneSchool = rs.level === 'library' || rs.level === 'campus' ? rs.parts[0]?.school : undefined;
  const grades = [...new Set(rs.parts.flatMap((p) => p.classRows.map((row) => row.grade)))].sort((a, b) => a - b);
  const classes =
    q.grade === undefined
      ? []
      : rs.parts.flatMap((p) =>
          p.classRows
            .filter((row) => row.grade === q.grade && row.cls)
            .map((row) => ({
              id: row.classId,
              name: row.cls?.name ?? '',
              schoolName: multiSchool ? p.school.name : null,
              campusName: p.school.campuses.length > 1 ? (p.school.campuses.find((c) => c.campusId === row.campusId)?.name ?? null) : null,
            })),
        );
  const subjects =
    q.level === 'teacher'
      ? [...new Set(rs.parts.flatMap((p) => p.teachers.map((t) => t.teacher.subject)))].sort((a, b) => a.localeCompare(b, 'zh-Hans-CN'))
      : [];
  return {
    districts:
      'cityWide' in account.home
        ? resolveScope({ cityWide: true })
            .districtIds.map((id) => findDistrict(id))
            .filter((d) => d !== undefined)
            .map((d) => ({ id: d.districtId, name: d.name }))
        : [],
    schools: schoolChoices(account, r),
    campuses: oneSchool ? oneSchool.campuses.map((c) => ({ id: c.campusId, name: c.name })) : [],
    grades: grades.map((g) => ({ id: g, name: gradeName(g) })),
    classes,
    subjects,
  };
}

function rowOut(x: Ranked, level: RankingLevelKey, previousRank: number | null): RowOut {
  return {
    ...x.place,
    rank: x.rank,
    previousRank,
    level,
    id: x.id,
    name: x.name,
    subject: x.subject,
    value: x.value,
    students: x.students,
    ...x.values,
  };
}

/** Every row column by column, places shared. */
function tableOut(
  rows: readonly Ranked[],
  columns: readonly RankingMetricKey[],
  previous: ReadonlyMap<number, number | null>,
): NonNullable<Out['table']> {
  const places: Place[] = [];
  const placeIndex = new Map<string, number>();
  const placeOfObject = new Map<Place, number>();
  const values: NonNullable<Out['table']>['values'] = {};
  const cols = columns.map((c) => {
    const list: number[] = [];
    values[c] = list;
    return [c, list] as const;
  });
  const table: NonNullable<Out['table']> = {
    id: [],
    name: [],
    rank: [],
    previousRank: [],
    students: [],
    place: [],
    subject: [],
    values,
    places,
  };
  for (const x of rows) {
    const p = x.place;
    // Rows that share a place object (a class's students) look it up once.
    let i = placeOfObject.get(p);
    if (i === undefined) {
      const key = `${p.districtId}|${p.libraryId}|${p.campusId}|${p.grade}|${p.classId}`;
      i = placeIndex.get(key);
      if (i === undefined) {
        i = places.length;
        places.push(p);
        placeIndex.set(key, i);
      }
      placeOfObject.set(p, i);
    }
    table.id.push(x.id);
    table.name.push(x.ownName);
    table.rank.push(x.rank);
    table.previousRank.push(previous.get(x.id) ?? null);
    table.students.push(x.students);
    table.place.push(i);
    table.subject.push(x.subject);
    for (const [c, list] of cols) list.push(x.values[c] ?? 0);
  }
  return table;
}

// ---------------------------------------------------------------- benchmark rows (demo only)

/**
 * Demo only, for bench/ranking-table.mjs (npm run bench:ranking): with this localStorage key set to a number N, a student ranking asked
 * for with `all: true` is padded to N rows with clearly named synthetic students (the scope name says so), so that
 * the table can be measured at 100,000 rows. Never set by the app; absent from the production build (src/demo/). In the
 * browser the handlers run in a worker: the page passes the key with each request (engine-protocol.ts).
 */
export const BENCH_ROWS_KEY = DEMO_STORAGE_KEYS[0];

function benchRowCount(): number {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(BENCH_ROWS_KEY);
    const n = raw === null ? 0 : Number(raw);
    return Number.isInteger(n) && n > 0 && n <= 1_000_000 ? n : 0;
  } catch {
    return 0;
  }
}

/** Pads a student ranking to `n` rows: synthetic students in real classes, figures spread around real ones. */
function padForBench(rows: Ranked[], n: number, q: Query): Ranked[] {
  if (rows.length === 0 || rows.length >= n) return rows;
  const extra: Ranked[] = [];
  let seed = 0x2f6b1d;
  const next = () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return seed / 0x1_0000_0000;
  };
  for (let k = 0; rows.length + extra.length < n; k++) {
    const src = rows[k % rows.length];
    const factor = 0.6 + 0.8 * next();
    const values: Ranked['values'] = {};
    for (const c of q.columns) {
      const v = src.values[c] ?? 0;
      values[c] =
        c === 'accuracy'
          ? Math.min(1, Math.round(v * factor * 10000) / 10000)
          : Number.isInteger(v)
            ? Math.round(v * factor)
            : Math.round(v * factor * 100) / 100;
    }
    // 借阅类别数 stays a count of the 22 classes that the student's loans reach.
    if (values.categoriesBorrowed !== undefined)
      values.categoriesBorrowed = Math.min(22, values.categoriesBorrowed, values.loans ?? values.categoriesBorrowed);
    const id = 900_000_000 + k;
    extra.push({
      ...src,
      id,
      name: studentNameOf(id).name,
      ownName: studentNameOf(id).name,
      values,
      value: values[q.metric] ?? 0,
      rank: null,
    });
  }
  return rankBy(
    [...rows, ...extra],
    (x) => x.value,
    (x) => x.id,
    q.order,
  ).map(({ item, rank }) => ({ ...item, rank }));
}

// ---------------------------------------------------------------- the last rankings computed

/** A ranking as computed for one request: its rows (in ranking order) and the previous period's ranks. */
interface Computed {
  rows: RankedRows;
  previous: ReadonlyMap<number, number | null>;
  hasPrevious: boolean;
  /** Padded with synthetic students for the bench (benchRowCount). */
  padded: boolean;
}

/**
 * The last few rankings computed, by what they depend on (scope, period, query, bench padding): the app asks for a
 * ranking's first screen (`limit`) and then for every row of it, and a server ranks once for both. The data are
 * deterministic, so an entry never goes stale; the oldest goes when a fifth one comes.
 */
const computed = new Map<string, Computed>();
const COMPUTED_KEPT = 4;

function computeRanking(r: Resolved, q: Query, bench: number): Computed {
  const key = JSON.stringify([r.scope, r.period, q, bench]);
  const hit = computed.get(key);
  if (hit) return hit;
  let rows = rankingOf(r.scope, r.period, q);
  const prevPeriod = previousPeriodOf(r.period);
  const hasPrevious = periodMonths(prevPeriod).length > 0;
  const previous = hasPrevious
    ? previousRanks(rankingOf(r.scope, prevPeriod, previousQuery(q, periodOut(r.period).yearId - periodOut(prevPeriod).yearId)))
    : new Map<number, number | null>();
  const padded = bench > rows.length && rows.length > 0;
  if (padded) rows = rankedRows(padForBench(rows.slice(), bench, q));
  const out = { rows, previous, hasPrevious, padded };
  computed.set(key, out);
  if (computed.size > COMPUTED_KEPT) computed.delete(computed.keys().next().value ?? key);
  return out;
}

// ---------------------------------------------------------------- handler

function unrankedOf(rows: RankedRows): number {
  let n = 0;
  for (let i = 0; i < rows.length; i++) if (rows.rank(i) === null) n++;
  return n;
}

export const rankingHandlers = [
  demoHandler(ranking, (input, { account, raw }) => {
    const r = resolve(account, raw);
    const family: RankingFamilyKey = input.family ?? (input.level === 'teacher' ? 'teacher' : 'overall');
    const level: RankingLevelKey = input.level ?? familyLevel(family) ?? childLevel(r.info.level);
    const columns = rankingColumns(family, level);
    const metric = input.metric ?? columns[0];
    // The request schema checks the metric against the level it can see; the default level is known only here.
    if (!columns.includes(metric))
      return problem(400, 'Bad Request', `${ranking.id}: metric ${metric} is not a column of family ${family} at level ${level}`);
    const q: Query = {
      family,
      level,
      metric,
      columns,
      order: input.order ?? 'desc',
      grade: level === 'student' && input.classId !== undefined ? (classGrade(r, input.classId) ?? input.grade) : input.grade,
      classId: input.classId,
      subject: level === 'teacher' ? input.subject : undefined,
      minStudents: level === 'student' ? 0 : (input.minStudents ?? 0),
    };
    const bench = input.all && level === 'student' ? benchRowCount() : 0;
    const { rows, previous, hasPrevious, padded } = computeRanking(r, q, bench);
    const scope = padded ? { ...r.info, name: `${r.info.name}（演示基准数据 ${bench} 行）` } : r.info;
    const prevPeriod = previousPeriodOf(r.period);
    const base = {
      scope,
      family,
      level,
      metric,
      order: q.order,
      columns,
      minStudents: q.minStudents,
      unranked: unrankedOf(rows),
      period: periodOut(r.period),
      previousPeriod: hasPrevious ? periodOut(prevPeriod) : null,
      within: withinOf(account, r, q),
      options: optionsOf(account, r, q),
    };
    if (input.all) {
      // A first screen (`limit`): the first rows of the ranking; total and unranked count them all.
      const shown = rows.slice(0, input.limit !== undefined && input.limit < rows.length ? input.limit : rows.length);
      return { ...base, total: rows.length, page: 0, size: Math.max(1, shown.length), rows: [], table: tableOut(shown, columns, previous) };
    }
    const page = paginate(rows, input.page, input.size);
    return { ...base, ...page, rows: page.rows.map((x) => rowOut(x, level, previous.get(x.id) ?? null)), table: null };
  }),
];
