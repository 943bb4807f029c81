import { rankingColumns, rankingInput } from '@/api/contract/ranking';
import { RANKING_MIN_STUDENTS } from '@/config/constants';
import { DATA_REPORT_RANK_ROWS, RANK_ROWS, TEACHING_RANK_ROWS } from '@/routes/ranking-routes';
import {
  baseLevel,
  breadcrumb,
  drillPatch,
  parseRankingParams,
  rankedLevel,
  rankingRequest,
  requestFamily,
  type HomeScope,
  type RankingRoute,
} from '@/features/ranking/view';
import { familyTarget, rankLinks } from '@/features/ranking/ranking-nav';

/** The ranking page's view as pure functions: level per scope, drill-down, the request, URL parsing. */

const q = (s: string) => new URLSearchParams(s);
const participation = (level: RankingRoute['level']): RankingRoute => ({ family: 'participation', level });
const ALL_ROWS = [...RANK_ROWS, ...DATA_REPORT_RANK_ROWS, ...TEACHING_RANK_ROWS];

describe('the level a route ranks', () => {
  test("'campus' rows rank the units of the scope: a district's and a city's schools, a school's campuses", () => {
    expect(baseLevel(participation('campus'), 'school')).toBe('campus');
    expect(baseLevel(participation('campus'), 'district')).toBe('school');
    expect(baseLevel(participation('campus'), 'city')).toBe('school');
    for (const level of ['grade', 'class', 'student'] as const)
      for (const home of ['city', 'district', 'school'] as const) expect(baseLevel(participation(level), home)).toBe(level);
    expect(baseLevel({ family: 'region', level: 'region' }, 'city')).toBe('region');
    expect(baseLevel({ family: 'teaching', level: 'teacher' }, 'school')).toBe('teacher');
  });

  test('every ranking route asks for a family and level the contract accepts, for every scope', () => {
    for (const row of ALL_ROWS) {
      for (const home of ['city', 'district', 'school'] as const) {
        const input = rankingRequest(row, home, parseRankingParams(q(''), row, home, 2026), 2026);
        expect(rankingInput.safeParse(input).success, `${row.path} ${home}`).toBe(true);
        expect(rankingColumns(input.family!, input.level!).length).toBeGreaterThan(0);
      }
    }
  });

  test('the drill-down goes one level finer per step; teachers stay teachers', () => {
    const index = participation('campus');
    expect(rankedLevel(index, 'district', {})).toBe('school');
    expect(rankedLevel(index, 'district', { school: 101 })).toBe('campus');
    expect(rankedLevel(index, 'district', { school: 101, campus: 1012 })).toBe('grade');
    expect(rankedLevel(index, 'district', { school: 101, campus: 1012, grade: 3 })).toBe('class');
    expect(rankedLevel(index, 'district', { school: 101, campus: 1012, grade: 3, class: 101019 })).toBe('student');
    // A filter above the route's level does not change it: a student ranking of one grade is still students.
    expect(rankedLevel(participation('student'), 'district', { school: 101, grade: 3 })).toBe('student');
    expect(rankedLevel(participation('class'), 'school', { grade: 3 })).toBe('class');
    expect(rankedLevel({ family: 'region', level: 'region' }, 'city', { district: 1002 })).toBe('school');
    expect(rankedLevel({ family: 'teacher', level: 'teacher' }, 'district', { school: 101, grade: 3 })).toBe('teacher');
  });

  test('a region ranking drilled into a district ranks its schools in the overall family', () => {
    expect(requestFamily({ family: 'region', level: 'region' }, 'school')).toBe('overall');
    expect(requestFamily({ family: 'region', level: 'region' }, 'region')).toBe('region');
    expect(requestFamily(participation('campus'), 'grade')).toBe('participation');
  });
});

describe('the URL (untrusted)', () => {
  test('drill steps a scope may not take are not set: a school cannot name another school, a district not a district', () => {
    const url = q('district=1002&drillSchool=105&drillCampus=1012&grade=3&class=101019');
    expect(parseRankingParams(url, participation('student'), 'school', 2026).drill).toEqual({ campus: 1012, grade: 3, class: 101019 });
    expect(parseRankingParams(url, participation('student'), 'district', 2026).drill).toEqual({
      school: 105,
      campus: 1012,
      grade: 3,
      class: 101019,
    });
    expect(parseRankingParams(url, participation('student'), 'city', 2026).drill).toEqual({
      district: 1002,
      school: 105,
      campus: 1012,
      grade: 3,
      class: 101019,
    });
  });

  test.each([
    ['grade=13', {}],
    ['grade=0', {}],
    ['grade=3.5', {}],
    ['drillSchool=-1', {}],
    ['drillSchool=abc', {}],
    ['class=99999999999', {}],
    ['drillCampus=%20', {}],
  ])('%s is not set', (s, drill) => {
    expect(parseRankingParams(q(s), participation('student'), 'city', 2026).drill).toEqual(drill);
  });

  test('period: a term, or a month of the page school year for the monthly family only', () => {
    const p = participation('campus');
    expect(parseRankingParams(q('term=2'), p, 'school', 2026)).toMatchObject({ term: 2, month: undefined });
    expect(parseRankingParams(q('term=3'), p, 'school', 2026).term).toBeUndefined();
    expect(parseRankingParams(q('month=2026-10'), p, 'school', 2026)).toMatchObject({ month: '2026-10' });
    expect(parseRankingParams(q('month=2027-08'), p, 'school', 2026).month).toBe('2027-08');
    // Another school year's month, a malformed one, a family without months: not set.
    expect(parseRankingParams(q('month=2026-08'), p, 'school', 2026).month).toBeUndefined();
    expect(parseRankingParams(q('month=2026-13'), p, 'school', 2026).month).toBeUndefined();
    expect(parseRankingParams(q('month=2026-10'), { family: 'overall', level: 'campus' }, 'school', 2026).month).toBeUndefined();
    // A month wins over a term.
    expect(parseRankingParams(q('month=2026-10&term=1'), p, 'school', 2026).term).toBeUndefined();
  });

  test('search, sort, mask, minimum and subject', () => {
    const f = parseRankingParams(
      q('q=王&sort=booksRead&dir=asc&mask=1&min=25&subject=语文'),
      { family: 'teaching', level: 'teacher' },
      'school',
      2026,
    );
    expect(f).toMatchObject({ search: '王', sort: { key: 'booksRead', dir: 'asc' }, mask: true, minStudents: 25, subject: '语文' });
    const d = parseRankingParams(q('sort=<script>&min=abc&mask=yes&subject=语文'), participation('class'), 'school', 2026);
    expect(d).toMatchObject({ sort: null, mask: true, minStudents: RANKING_MIN_STUDENTS, subject: undefined });
    expect(parseRankingParams(q('min=100000'), participation('class'), 'school', 2026).minStudents).toBe(RANKING_MIN_STUDENTS);
    expect(parseRankingParams(q('min=10001'), participation('class'), 'school', 2026).minStudents).toBe(RANKING_MIN_STUDENTS);
  });

  test('样本下限: the floor chosen is the one asked for and shown, up to the contract’s 10000 (2000 stays 2000)', () => {
    for (const min of [0, 1000, 2000, 9999, 10000]) {
      const f = parseRankingParams(q(`min=${min}`), participation('campus'), 'district', 2026);
      expect(f.minStudents).toBe(min);
      expect(rankingRequest(participation('campus'), 'district', f, 2026).minStudents).toBe(min);
    }
  });

  test('names: masked unless the URL says mask=0 (the assessment pages’ rule)', () => {
    expect(parseRankingParams(q(''), participation('student'), 'school', 2026).mask).toBe(true);
    expect(parseRankingParams(q('mask=1'), participation('student'), 'school', 2026).mask).toBe(true);
    expect(parseRankingParams(q('mask=0'), participation('student'), 'school', 2026).mask).toBe(false);
    expect(parseRankingParams(q(`q=${'长'.repeat(80)}`), participation('class'), 'school', 2026).search).toHaveLength(50);
  });
});

describe('the request', () => {
  test('drill steps, period, subject and minimum travel in the request; students take no minimum', () => {
    const route = participation('campus');
    const f = parseRankingParams(q('drillSchool=101&drillCampus=1012&grade=3&class=101019&term=1&min=20'), route, 'district', 2026);
    expect(rankingRequest(route, 'district', f, 2026)).toEqual({
      family: 'participation',
      level: 'student',
      all: true,
      libraryId: 101,
      campusId: 1012,
      grade: 3,
      classId: 101019,
      semesterId: 20261,
    });
    const classes = parseRankingParams(q('grade=3&min=20&month=2026-10'), participation('class'), 'school', 2026);
    expect(rankingRequest(participation('class'), 'school', classes, 2026)).toEqual({
      family: 'participation',
      level: 'class',
      all: true,
      grade: 3,
      month: '2026-10',
      minStudents: 20,
    });
    const teachers = { family: 'teaching', level: 'teacher' } as const;
    const t = parseRankingParams(q('subject=数学&grade=2&class=101019'), teachers, 'school', 2026);
    expect(rankingRequest(teachers, 'school', t, 2026)).toEqual({
      family: 'teaching',
      level: 'teacher',
      all: true,
      subject: '数学',
      grade: 2,
      minStudents: RANKING_MIN_STUDENTS,
    });
    const city = parseRankingParams(q('district=1002'), { family: 'region', level: 'region' }, 'city', 2026);
    expect(rankingRequest({ family: 'region', level: 'region' }, 'city', city, 2026)).toMatchObject({
      family: 'overall',
      level: 'school',
      districtId: 1002,
    });
  });
});

describe('drill-down links and the breadcrumb', () => {
  const place = { libraryId: 105, grade: 4 };

  test('a row leads one level down; grades and classes of a multi-school list name their school', () => {
    expect(drillPatch('region', 1002, place, 'city', {})).toEqual({
      district: '1002',
      drillSchool: null,
      drillCampus: null,
      grade: null,
      class: null,
    });
    expect(drillPatch('region', 1002, place, 'district', {})).toBeNull();
    expect(drillPatch('school', 105, place, 'district', {})).toEqual({ drillSchool: '105', drillCampus: null, grade: null, class: null });
    expect(drillPatch('campus', 1012, place, 'school', {})).toEqual({ drillCampus: '1012', grade: null, class: null });
    expect(drillPatch('grade', 10504, place, 'district', {})).toEqual({ drillSchool: '105', grade: '4', class: null });
    expect(drillPatch('grade', 10504, place, 'district', { school: 105 })).toEqual({ grade: '4', class: null });
    expect(drillPatch('grade', 10504, place, 'school', {})).toEqual({ grade: '4', class: null });
    expect(drillPatch('class', 105040, place, 'district', {})).toEqual({ drillSchool: '105', grade: '4', class: '105040' });
    expect(drillPatch('student', 1, place, 'school', {})).toBeNull();
    expect(drillPatch('teacher', 1, place, 'school', {})).toBeNull();
  });

  test('the breadcrumb: the route level first, each step clears the steps below it, the last is current', () => {
    const names: Record<string, string> = { 'school:101': '滨江市实验小学', 'campus:1012': '东校区', 'grade:3': '三年级' };
    const crumbs = breadcrumb(
      participation('campus'),
      'district',
      { school: 101, campus: 1012, grade: 3, class: 7 },
      (k, id) => names[`${k}:${id}`],
    );
    expect(crumbs.map((c) => c.label)).toEqual(['全部学校', '滨江市实验小学', '东校区', '三年级', '班级 7']);
    expect(crumbs[0].patch).toEqual({ district: null, drillSchool: null, drillCampus: null, grade: null, class: null });
    expect(crumbs[2].patch).toEqual({ grade: null, class: null });
    expect(crumbs.at(-1)!.patch).toBeNull();
    expect(breadcrumb(participation('campus'), 'school', {}, () => undefined)).toEqual([]);
  });
});

describe('the /rank navigation comes from RANK_ROWS', () => {
  const every = () => true;

  test('families and levels are the route rows; the region ranking is for city users', () => {
    const school = rankLinks('school', every);
    expect(school).toHaveLength(RANK_ROWS.length - 1);
    expect(school.some((l) => l.family === 'region')).toBe(false);
    expect(rankLinks('city', every).some((l) => l.path === '/rank/region')).toBe(true);
    expect(rankLinks('school', (p) => !p.includes('Interact')).some((l) => l.family === 'interaction')).toBe(false);
  });

  test('a family link keeps the level where the family has it, else opens its first page', () => {
    const links = rankLinks('city', every);
    expect(familyTarget(links, 'quality', 'class')?.path).toBe('/rank/clazzReadQuality');
    expect(familyTarget(links, 'expression', 'student')?.path).toBe('/rank/multipleExpressionRanking');
    expect(familyTarget(links, 'overall', 'student')?.path).toBe('/rank/student/');
    expect(familyTarget(links, 'interaction', 'campus')?.path).toBe('/rank/gradeInteract');
  });
});

test.each(['city', 'district', 'school'] as HomeScope[])('%s: the default view has no drill-down and the default minimum', (home) => {
  const f = parseRankingParams(q(''), participation('class'), home, 2026);
  expect(f).toEqual({
    drill: {},
    term: undefined,
    month: undefined,
    subject: undefined,
    search: '',
    sort: null,
    mask: true,
    minStudents: RANKING_MIN_STUDENTS,
  });
});

test("校区… pages rank campuses at every scope: a district's 校区馆藏排名 lists campuses, each naming its school", () => {
  const row = RANK_ROWS.find((r) => r.path === 'libraryBookData/campus')!;
  expect(row.exact).toBe(true);
  for (const home of ['city', 'district', 'school'] as const) expect(baseLevel(row, home)).toBe('campus');
  expect(RANK_ROWS.find((r) => r.path === 'circulation/campus')!.exact).toBe(true);
  // The other unit rows still rank the units of the scope.
  expect(
    baseLevel(
      RANK_ROWS.find((r) => r.path === 'index')!,
      'district',
    ),
  ).toBe('school');
  const f = parseRankingParams(q(''), row, 'district', 2026);
  expect(rankingRequest(row, 'district', f, 2026)).toMatchObject({ family: 'libraryBook', level: 'campus' });
  // A campus of a district names its school on the way down.
  expect(drillPatch('campus', 1012, { libraryId: 101, grade: null }, 'district', {})).toMatchObject({
    drillSchool: '101',
    drillCampus: '1012',
  });
});
