import { call } from '@/api/client';
import type { Endpoint } from '@/api/define';
import { ApiError } from '@/api/errors';
import { ACTIVITY_ENDPOINTS, carryOut, carryOutRaw, hotList, pointCount, developmentCampuses } from '@/api/contract/activity';
import {
  READING_ENDPOINTS,
  expressionTypes,
  monthlyParticipation,
  readingByGrade,
  readingOverview,
  readingByUnit,
  readingTrend,
  userInfo,
} from '@/api/contract/reading';
import { RANKING_ENDPOINTS, RANKING_FAMILY_COLUMNS, RANKING_FAMILY_KEYS, ranking } from '@/api/contract/ranking';
import { TEACHING_ENDPOINTS, teachingData } from '@/api/contract/teaching';
import { CAMPUS_CONTRAST_ENDPOINTS, campusContrast } from '@/api/contract/campus-contrast';
import { ARRIVAL_ENDPOINTS, arrivalData } from '@/api/contract/arrival';
import { ASSESSMENT_HISTORY_ENDPOINTS, assessmentHistory, cohortTracking } from '@/api/contract/assessment-history';
import { VERIFY_ENDPOINTS, categoryBalance, gradeReadWords, powerDimension, verifyBooks, verifyTotal } from '@/api/contract/verify';
import { DEMO_LOGINS } from '@/demo/accounts';
import {
  DEMO_ARRIVAL_LIBRARY_ID,
  DEMO_LIBRARY_ID,
  DEMO_ZONE_ORG_ID,
  RANKING_FAMILIES,
  SECOND_DISTRICT_ORG_ID,
  findDistrict,
  findSchool,
} from '@/demo/district';
import { demoServer } from '@/demo/node';
import { FLAT_ROUTES } from '@/routes/route-table';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

/**
 * Contract B (reading platform, rankings, teaching, arrivals, assessment history, activities, point count,
 * verify) through real HTTP: axios wrapper → msw node server → demo handlers on the synthetic city.
 */

const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

function as(login: string, library?: { id: number; name: string } | null, campusId?: number | null) {
  const token = demoToken(login);
  setToken(token);
  useSession.setState({ token, curLibrary: library ?? null, curCampusId: campusId ?? null });
}

const school = (id: number) => ({ id, name: findSchool(id)!.name });
const zoneSchools = () => findDistrict(DEMO_ZONE_ORG_ID)!.schools;

interface Seen {
  path: string;
  contentType: string | null;
  body: string;
}

/** Records the requests the demo server receives (path, Content-Type, body) until `stop()`. */
function recordRequests(): { seen: Seen[]; settle: () => Promise<void>; stop: () => void } {
  const seen: Seen[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const contentType = request.headers.get('content-type');
    const path = new URL(request.url).pathname;
    pending.push(
      request
        .clone()
        .text()
        .then((body) => {
          seen.push({ path, contentType, body });
        }),
    );
  };
  demoServer.events.on('request:start', listener);
  return {
    seen,
    settle: async () => {
      await Promise.all(pending);
    },
    stop: () => demoServer.events.removeListener('request:start', listener),
  };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Rejections in the negative tests are logged by the wrapper; keep the output readable.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

// ------------------------------------------------------------------------------------------------ every call

/** A second, filtered input per call (the first is always {}), to exercise the filters for every account. */
const FILTERED: Record<string, Record<string, unknown>> = {
  'reading-data.reading.queryUserInfo': { yearId: 2025 },
  'reading-data.reading.queryReadingTrend': { semesterId: 20252 },
  'reading-data.reading.queryMonthlyParticipation': { level: 'grade', limit: 3 },
  'reading-data.rank.queryRanking': { family: 'participation', level: 'class', size: 5, page: 1 },
  'reading-data.arrival.queryArrivalData': { month: '2026-10' },
  'reading-data.reading.queryAssessmentHistory': { grade: 7 },
  'reading-data.reading.queryCohortTracking': { grade: 8, yearId: 2025 },
  'activ.hotListPage': { page: 1, size: 3 },
  'activ.superiorsListPage': { size: 2 },
  'activ.developmentCampusListPage': { size: 5 },
  'activ.dynamicList': { limit: 5 },
  'activ.queryOutcomeStati': { limit: 3 },
  'verify.queryVerifyTotalData': { grade: 3 },
  'verify.queryVerifyBoookData': { grade: 8 },
  'verify.queryGradeReadWords': { testId: 202522 },
  'verify.queryCategoryBalanceData': { grade: 2 },
  'verify.queryPowerDimension': { grade: 5 },
};

/**
 * Contract B's reading-data calls (/services/staticreadingdata/api/), one list per contract file. The unit
 * comparison reading/queryReadingByUnit came later, with the school list: tests/unit/areas-handlers.dom.test.ts.
 */
const READING_DATA_ENDPOINTS: readonly Endpoint[] = [
  ...READING_ENDPOINTS.filter((e) => e !== readingByUnit),
  ...RANKING_ENDPOINTS,
  ...TEACHING_ENDPOINTS,
  ...CAMPUS_CONTRAST_ENDPOINTS,
  ...ARRIVAL_ENDPOINTS,
  ...ASSESSMENT_HISTORY_ENDPOINTS,
];
const B_ENDPOINTS: readonly Endpoint[] = [...READING_DATA_ENDPOINTS, ...ACTIVITY_ENDPOINTS, ...VERIFY_ENDPOINTS];

describe.each(DEMO_LOGINS)('contract B answers code 200 and parses for %s', (login) => {
  test.each(B_ENDPOINTS.map((e) => [e.id, e] as [string, Endpoint]))('%s', async (id, endpoint) => {
    as(login);
    const codes: string[] = [];
    const listener = async ({ response, request }: { response: Response; request: Request }) => {
      if (request.url.includes(endpoint.path)) codes.push(String(((await response.clone().json()) as { code?: unknown }).code));
    };
    demoServer.events.on('response:mocked', listener);
    try {
      const plain = (await call(endpoint, {})) as { scope?: { name: string } };
      if (plain.scope) expect(plain.scope.name).not.toBe('');
      await call(endpoint, (FILTERED[id] ?? { yearId: 2025 }) as never);
      // The mocked-response events land a tick after call() resolves: poll every 5 ms (at the default 50 ms
      // the 200-odd cases of this matrix spent about 10 s waiting).
      await vi.waitFor(() => expect(codes).toEqual(['200', '200']), { interval: 5 });
    } finally {
      demoServer.events.removeListener('response:mocked', listener);
    }
  });
});

test('the three lists hold every call they are asked for, once', () => {
  expect(READING_DATA_ENDPOINTS.map((e) => e.path.replace('/services/staticreadingdata/api/', '')).sort()).toEqual(
    [
      'arrival/queryArrivalData',
      'campusContrast/queryCampusContrast',
      'rank/queryRanking',
      'reading/queryAssessmentHistory',
      'reading/queryCohortTracking',
      'reading/queryExpressionTypes',
      'reading/queryInteractionTypes',
      'reading/queryMonthlyParticipation',
      'reading/queryReadingByGrade',
      'reading/queryReadingOverview',
      'reading/queryReadingTrend',
      'reading/queryUserInfo',
      'teaching/queryTeachingData',
    ].sort(),
  );
  expect(ACTIVITY_ENDPOINTS.map((e) => `${e.id} ${e.encoding}`)).toEqual([
    'point.queryCount raw',
    'activ.queryOutcomeStati json',
    'activ.queryCarryOut json',
    'activ.queryCarryOut.raw raw',
    'activ.yearStati json',
    'activ.hotListPage json',
    'activ.superiorsListPage json',
    'activ.publishRegionList json',
    'activ.dynamicList json',
    'activ.developmentCampusListPage json',
  ]);
  expect(VERIFY_ENDPOINTS.map((e) => e.path)).toEqual(
    ['queryVerifyTotalData', 'queryVerifyBoookData', 'queryGradeReadWords', 'queryCategoryBalanceData', 'queryPowerDimension'].map(
      (p) => `/app-sy-statistics/api/verify/${p}`,
    ),
  );
  expect(carryOutRaw.path).toBe(carryOut.path);
  expect(carryOutRaw.response).toBe(carryOut.response);
  expect(carryOutRaw.request).toBe(carryOut.request);
});

// ------------------------------------------------------------------------------------------------ identities

describe('identities', () => {
  const ADDITIVE_READING = [
    'students',
    'participants',
    'activeReaders',
    'booksRead',
    'wordsRead',
    'minutes',
    'quizzes',
    'questions',
    'correct',
    'expressions',
    'interactions',
  ] as const;

  test('reading overview = Σ reading by grade (additive fields), for a school, a district and the city', async () => {
    for (const [login, library] of [
      ['library', null],
      ['zone', null],
      ['zone', school(106)],
      ['city', null],
    ] as const) {
      as(login, library);
      for (const period of [{}, { semesterId: 20252 }, { month: '2026-10' }]) {
        const overview = await call(readingOverview, period);
        const grades = await call(readingByGrade, period);
        expect(overview.students).toBeGreaterThan(0);
        for (const k of ADDITIVE_READING)
          expect(
            sum(grades.rows, (g) => g[k]),
            `${login} ${k}`,
          ).toBe(overview[k]);
      }
    }
  });

  test('reading trend months sum to the overview (books, words, minutes, quizzes, expressions, interactions)', async () => {
    as('zone');
    const overview = await call(readingOverview, { yearId: 2025 });
    const trend = await call(readingTrend, { yearId: 2025 });
    expect(trend.rows).toHaveLength(12);
    for (const k of ['booksRead', 'wordsRead', 'minutes', 'quizzes', 'correct', 'expressions', 'interactions'] as const) {
      expect(sum(trend.rows, (m) => m[k])).toBe(overview[k]);
    }
  });

  test("a district's reading overview = Σ its schools' (library-view mode)", async () => {
    as('zone');
    const district = await call(readingOverview, { yearId: 2025 });
    expect(district.scope.level).toBe('district');
    const schools = [];
    for (const s of zoneSchools()) {
      as('zone', school(s.libraryId));
      const one = await call(readingOverview, { yearId: 2025 });
      expect(one.scope).toEqual({ level: 'library', name: s.name });
      schools.push(one);
    }
    for (const k of ADDITIVE_READING)
      expect(
        sum(schools, (s) => s[k]),
        k,
      ).toBe(district[k]);
  });

  test('ranking: class rows sum to grade rows for additive metrics (participation, circulation, expression)', async () => {
    as('library');
    for (const family of ['participation', 'circulation', 'expression'] as const) {
      const grades = await call(ranking, { family, level: 'grade', size: 1000 });
      const classes = await call(ranking, { family, level: 'class', size: 1000 });
      expect(classes.total).toBe(classes.rows.length);
      expect(grades.rows.length).toBeGreaterThan(1);
      const additive = grades.columns.filter((c) => !/Rate|PerStudent|accuracy/.test(c));
      expect(additive.length).toBeGreaterThan(0);
      for (const g of grades.rows) {
        const of = classes.rows.filter((c) => c.grade === g.grade);
        expect(of.length).toBeGreaterThan(0);
        for (const k of [...additive, 'students' as const])
          expect(
            sum(of, (c) => c[k]!),
            `${family} ${g.gradeName} ${k}`,
          ).toBe(g[k]);
      }
    }
  });

  test('ranking: student rows of a class sum to the class row', async () => {
    as('library');
    const classes = await call(ranking, { family: 'participation', level: 'class', grade: 3, size: 1 });
    const cls = classes.rows[0];
    const students = await call(ranking, { family: 'participation', level: 'student', classId: cls.classId!, size: 100 });
    expect(students.rows.every((s) => s.classId === cls.classId)).toBe(true);
    // A student's participation columns are its own totals (books, words, minutes); the headcount adds up too.
    expect(students.columns).toEqual(['booksRead', 'wordsRead', 'minutes']);
    for (const k of ['booksRead', 'wordsRead', 'minutes', 'students'] as const) expect(sum(students.rows, (s) => s[k]!)).toBe(cls[k]);
  });

  test('verify: score bands sum to tested, groups sum to the total, for school, grade and class reports', async () => {
    for (const [login, library] of [
      ['library', null],
      ['zone', null],
      ['zone', school(103)],
      ['city', null],
    ] as const) {
      as(login, library);
      const total = await call(verifyTotal, {});
      expect(total.test).not.toBeNull();
      expect(total.tested).toBeGreaterThan(0);
      expect(sum(total.bands, (b) => b.count)).toBe(total.tested);
      expect(sum(total.groups, (g) => g.tested)).toBe(total.tested);
      for (const g of total.groups) expect(sum(g.bands, (b) => b.count)).toBe(g.tested);
      expect(total.groupBy).toBe(library || login === 'library' ? 'grade' : 'school');
    }
    as('library');
    const grade = await call(verifyTotal, { grade: 4 });
    expect(grade.reportLevel).toBe('grade');
    expect(grade.groupBy).toBe('class');
    expect(sum(grade.bands, (b) => b.count)).toBe(grade.tested);
    expect(sum(grade.groups, (g) => g.tested)).toBe(grade.tested);
    const cls = await call(verifyTotal, { classId: grade.groups[0].id });
    expect(cls).toMatchObject({ reportLevel: 'class', groupBy: null, groups: [], grade: 4, className: grade.groups[0].name });
    expect(cls.tested).toBe(grade.groups[0].tested);
    expect(sum(cls.bands, (b) => b.count)).toBe(cls.tested);
  });

  test('verify: the five dimensions, a reference and groups; words and books follow the filter', async () => {
    as('library');
    const power = await call(powerDimension, {});
    expect(power.dimensions.map((d) => d.name)).toEqual(['提取信息', '推断解释', '整体感知', '评价鉴赏', '联系运用']);
    expect(power.reference?.name).toBe(findDistrict(DEMO_ZONE_ORG_ID)!.name);
    expect(power.groups.length).toBeGreaterThan(1);
    const words = await call(gradeReadWords, {});
    const books = await call(verifyBooks, {});
    expect(sum(words.rows, (w) => w.wordsRead)).toBe(books.wordsRead);
    expect(sum(books.groups, (g) => g.booksRead)).toBe(books.booksRead);
    expect(books.semesterId).toBe(books.test!.semesterId);
  });

  test('verify: the category balance of the classes of a grade adds up to the grade', async () => {
    as('library');
    const grade = await call(categoryBalance, { grade: 2 });
    expect(grade.reading.rows).toHaveLength(22);
    expect(sum(grade.reading.rows, (r) => r.share)).toBeCloseTo(1, 2);
    expect(grade.reading.balanceIndex).toBeGreaterThan(0);
    const classes = (await call(verifyTotal, { grade: 2 })).groups;
    expect(classes.length).toBeGreaterThan(1);
    const counts = new Array<number>(22).fill(0);
    for (const c of classes) {
      const one = await call(categoryBalance, { classId: c.id });
      expect(one).toMatchObject({ reportLevel: 'class', classId: c.id, grade: 2 });
      one.reading.rows.forEach((r, i) => (counts[i] += r.count));
      expect(one.holdings).toEqual(grade.holdings);
    }
    expect(counts).toEqual(grade.reading.rows.map((r) => r.count));
  });

  test("activities: a district's carry-out and outcomes are the sums of its schools'", async () => {
    as('zone');
    const district = await call(carryOut, { yearId: 2025 });
    let participants = 0;
    let awards = 0;
    for (const s of zoneSchools()) {
      as('zone', school(s.libraryId));
      const one = await call(carryOut, { yearId: 2025 });
      participants += one.participants;
      awards += one.awards;
    }
    expect(participants).toBe(district.participants);
    expect(awards).toBe(district.awards);
    expect(sum(district.byType, (t) => t.count)).toBe(district.total);
    expect(district.ongoing + district.ended).toBe(district.total);
  });

  test('point/queryCount agrees with the reading overview and the activity and verify calls', async () => {
    as('zone', school(DEMO_LIBRARY_ID));
    const counts = await call(pointCount, {});
    const overview = await call(readingOverview, {});
    const activities = await call(carryOut, {});
    const verify = await call(verifyTotal, {});
    expect(counts).toMatchObject({
      scope: overview.scope,
      students: overview.students,
      booksRead: overview.booksRead,
      wordsRead: overview.wordsRead,
      activities: activities.total,
      tested: verify.tested,
      schools: 1,
    });
  });
});

// ------------------------------------------------------------------------------------------------ encodings

describe('encodings', () => {
  test('activ/queryCarryOut: the JSON variant sends a JSON string, the raw variant a plain object; same answer', async () => {
    as('library');
    const rec = recordRequests();
    const viaJson = await call(carryOut, { yearId: 2025 });
    const viaRaw = await call(carryOutRaw, { yearId: 2025 });
    await rec.settle();
    rec.stop();
    const [json, raw] = rec.seen.filter((s) => s.path === carryOut.path);
    expect(json.contentType).toBe('application/json;charset=UTF-8');
    // axios serialises the plain object itself and sets its own header (no charset).
    expect(raw.contentType).toBe('application/json');
    expect(JSON.parse(json.body)).toEqual({ yearId: 2025 });
    expect(JSON.parse(raw.body)).toEqual({ yearId: 2025 });
    expect(viaRaw).toEqual(viaJson);
  });

  test('point/queryCount goes as a raw object; verify and the other activ calls as JSON strings', async () => {
    as('library');
    const rec = recordRequests();
    await call(pointCount, { month: '2026-10' });
    await call(hotList, { size: 2 });
    await call(verifyTotal, { grade: 2 });
    await rec.settle();
    rec.stop();
    const byPath = (p: string) => rec.seen.find((s) => s.path === p)!;
    expect(byPath(pointCount.path).contentType).toBe('application/json');
    expect(JSON.parse(byPath(pointCount.path).body)).toEqual({ month: '2026-10' });
    expect(byPath(hotList.path).contentType).toBe('application/json;charset=UTF-8');
    expect(byPath(verifyTotal.path).contentType).toBe('application/json;charset=UTF-8');
    expect(JSON.parse(byPath(verifyTotal.path).body)).toEqual({ grade: 2 });
  });
});

// ------------------------------------------------------------------------------------------------ campusId injection

describe('campusId injection', () => {
  const campus = () => findSchool(DEMO_LIBRARY_ID)!.campuses[1];

  test('a selected campus goes into reading, rank, campus-contrast and verify calls, not into the user info, activ, point, teaching or arrival calls', async () => {
    as('zone', school(DEMO_LIBRARY_ID), campus().campusId);
    const rec = recordRequests();
    for (const endpoint of B_ENDPOINTS) await call(endpoint, {});
    await rec.settle();
    rec.stop();
    expect(rec.seen).toHaveLength(B_ENDPOINTS.length);
    for (const s of rec.seen) {
      const body = JSON.parse(s.body) as Record<string, unknown>;
      expect(body.libraryId, s.path).toBe(DEMO_LIBRARY_ID);
      const campusCall =
        /\/staticreadingdata\/api\/(reading|rank)\/|\/campusContrast\/queryCampusContrast$|\/app-sy-statistics\/api\/verify\//.test(
          s.path,
        ) && !s.path.endsWith('/reading/queryUserInfo');
      expect(body.campusId, s.path).toBe(campusCall ? campus().campusId : undefined);
    }
    const injected = new Set(rec.seen.filter((s) => 'campusId' in JSON.parse(s.body)).map((s) => s.path.split('/api/')[1].split('/')[0]));
    expect([...injected].sort()).toEqual(['campusContrast', 'rank', 'reading', 'verify']);
  });

  test('the campus narrows reading and verify figures; campus contrast keeps every campus and marks the selected one', async () => {
    as('zone', school(DEMO_LIBRARY_ID));
    const whole = await call(readingOverview, {});
    const contrastWhole = await call(campusContrast, {});
    as('zone', school(DEMO_LIBRARY_ID), campus().campusId);
    const one = await call(readingOverview, {});
    expect(one.scope).toEqual({ level: 'campus', name: campus().name });
    expect(one.students).toBeLessThan(whole.students);
    const verify = await call(verifyTotal, {});
    expect(verify.scope.level).toBe('campus');
    const contrast = await call(campusContrast, {});
    expect(contrast.scope.level).toBe('library');
    expect(contrast.selectedCampusId).toBe(campus().campusId);
    expect(contrast.rows).toEqual(contrastWhole.rows);
    expect(contrast.rows.find((r) => r.campusId === campus().campusId)?.students).toBe(one.students);
    expect(sum(contrast.rows, (r) => r.students)).toBe(whole.students);
    // activ calls do not get the campus: the school's figures.
    const dev = await call(developmentCampuses, { size: 100 });
    expect(dev.scope.level).toBe('library');
  });
});

// ------------------------------------------------------------------------------------------------ the ranking call

describe('the generic ranking call', () => {
  test('serves every ranking page of the route table (family × level)', async () => {
    const pages = FLAT_ROUTES.flatMap((r) => (r.node.meta?.ranking ? [r.node.meta.ranking] : []));
    expect(pages.length).toBeGreaterThan(20);
    as('zone');
    for (const { family, level } of pages) {
      const res = await call(ranking, { family, level: level as 'campus', size: 3 });
      expect(res.family).toBe(family);
      expect(res.level).toBe(level);
      expect(res.metric).toBe(res.columns[0]);
      for (const row of res.rows) {
        expect(row.level).toBe(level);
        for (const c of res.columns) expect(typeof row[c], `${family}/${level} ${c}`).toBe('number');
        expect(row.value).toBe(row[res.metric]);
      }
      if (res.total > 0) expect(res.rows[0].rank).toBe(1);
    }
  });

  test("the contract's family columns are the generator's family metrics", () => {
    for (const family of RANKING_FAMILY_KEYS) {
      // The teaching family ranks teachers on teaching data (teaching.ts), not reading figures.
      if (family === 'teaching') continue;
      expect(RANKING_FAMILY_COLUMNS[family], family).toEqual(RANKING_FAMILIES[family].metrics);
    }
  });

  test('defaults: overall at the level below the scope; teaching ranks teachers; paging continues the ranks', async () => {
    as('city');
    expect(await call(ranking, {})).toMatchObject({ family: 'overall', level: 'region', metric: 'score', order: 'desc', total: 4 });
    as('zone');
    const d = await call(ranking, {});
    expect(d).toMatchObject({ level: 'school', total: zoneSchools().length });
    as('library');
    expect(await call(ranking, {})).toMatchObject({ level: 'grade' });
    const teaching = await call(ranking, { family: 'teaching' });
    expect(teaching).toMatchObject({
      level: 'teacher',
      metric: 'score',
      columns: ['score', 'tasks', 'recommendations', 'classesCovered', 'completionRate', 'loans'],
    });
    const byTasks = await call(ranking, { family: 'teaching', metric: 'tasks', size: 1000 });
    expect(byTasks.rows.every((r) => r.level === 'teacher' && r.subject !== null && r.value === r.tasks)).toBe(true);
    const first = await call(ranking, { family: 'quality', level: 'class', size: 10 });
    const second = await call(ranking, { family: 'quality', level: 'class', size: 10, page: 1 });
    expect(second.rows[0].rank).toBeGreaterThanOrEqual(first.rows[9].rank!);
    expect(second.rows[0].value).toBeLessThanOrEqual(first.rows[9].value);
    const asc = await call(ranking, { family: 'quality', level: 'class', order: 'asc', size: 1 });
    expect(asc.rows[0].value).toBeLessThanOrEqual(second.rows[0].value);
  });

  test('subject narrows the teacher levels (teaching and teacher families) to one subject, ranks over that list', async () => {
    as('library');
    for (const family of ['teaching', 'teacher'] as const) {
      const all = await call(ranking, { family, size: 1000 });
      const chinese = await call(ranking, { family, subject: '语文', size: 1000 });
      expect(chinese.total, family).toBeGreaterThan(0);
      expect(chinese.total, family).toBeLessThan(all.total);
      expect(
        chinese.rows.every((r) => r.subject === '语文'),
        family,
      ).toBe(true);
      // The same teachers in the same order as in the whole list; ranks start again at 1.
      expect(chinese.rows.map((r) => r.id)).toEqual(all.rows.filter((r) => r.subject === '语文').map((r) => r.id));
      expect(chinese.rows[0].rank).toBe(1);
    }
    // Other levels ignore it.
    const grades = await call(ranking, { family: 'participation', level: 'grade', size: 100 });
    expect((await call(ranking, { family: 'participation', level: 'grade', subject: '语文', size: 100 })).rows).toEqual(grades.rows);
  });

  test('libraryBook shows holdings only where they exist; bad combinations are refused before sending', async () => {
    as('zone');
    expect((await call(ranking, { family: 'libraryBook', level: 'campus', size: 1 })).columns[0]).toBe('volumesPerStudent');
    expect((await call(ranking, { family: 'libraryBook', level: 'class', size: 1 })).columns).toEqual([
      'borrowRate',
      'borrowers',
      'loans',
      'loansPerStudent',
    ]);
    expect((await call(ranking, { family: 'libraryBook', level: 'student', size: 1 })).columns).toEqual(['categoriesBorrowed', 'loans']);
    for (const bad of [
      { family: 'region', level: 'class' },
      { family: 'teaching', level: 'grade' },
      { family: 'quality', metric: 'loans' },
      { family: 'libraryBook', level: 'student', metric: 'volumes' },
    ]) {
      const err = await call(ranking, bad as never).catch((e: unknown) => e);
      expect(err, JSON.stringify(bad)).toBeInstanceOf(ApiError);
      expect((err as ApiError).kind).toBe('validation');
    }
    // The default level is resolved by the server: a school's default (grade) has no holdings.
    as('library');
    const err = (await call(ranking, { family: 'libraryBook', metric: 'volumes' }).catch((e: unknown) => e)) as ApiError;
    expect([err.kind, err.status]).toEqual(['http', 400]);
  });
});

// ------------------------------------------------------------------------------------------------ other calls

describe('reading, teaching, arrivals, history', () => {
  test('user info: the signed-in user by role; a student inside the scope; 404 outside it', async () => {
    as('teacher');
    const t = await call(userInfo, {});
    expect(t).toMatchObject({ kind: 'account', userType: 'TEACHER', roleName: '教师', subject: '语文' });
    expect(t.classes.length).toBeGreaterThan(0);
    expect(t.reading?.students).toBeGreaterThan(0);
    as('city');
    expect(await call(userInfo, {})).toMatchObject({ userType: 'CITY', reading: null });
    as('library');
    const lib = await call(userInfo, {});
    expect(lib).toMatchObject({ userType: 'SCHOOL', libraryId: DEMO_LIBRARY_ID });
    const classId = findSchool(DEMO_LIBRARY_ID)!.classes[0].classId;
    const student = await call(userInfo, { studentId: classId * 100 + 1 });
    expect(student).toMatchObject({ kind: 'student', userType: 'STUDENT', classId, libraryId: DEMO_LIBRARY_ID, login: null });
    expect(student.reading?.students).toBe(1);
    const other = findDistrict(SECOND_DISTRICT_ORG_ID)!.schools[0].classes[0].classId * 100 + 1;
    const err = (await call(userInfo, { studentId: other }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(404);
    as('city');
    expect(await call(userInfo, { studentId: other })).toMatchObject({ kind: 'student' });
  });

  test('arrivals: pilot campuses only; every breakdown sums to the total', async () => {
    as('arrival');
    const a = await call(arrivalData, {});
    expect(a).toMatchObject({ available: true, reason: null });
    expect(a.campuses.map((c) => c.campusId)).toEqual([33]);
    expect(a.total).toBeGreaterThan(0);
    for (const rows of [a.byHour, a.byDate, a.byGrade, a.byWeekday, a.byMonth])
      expect(sum(rows as { visits: number }[], (r) => r.visits)).toBe(a.total);
    const day = await call(arrivalData, { date: a.latestDay!.date });
    expect(day.total).toBe(a.latestDay!.visits);
    as('library');
    const none = await call(arrivalData, {});
    expect(none).toMatchObject({ available: false, total: 0, campuses: [] });
    expect(none.reason).toContain('33');
    as('zone', school(DEMO_ARRIVAL_LIBRARY_ID));
    expect((await call(arrivalData, {})).available).toBe(true);
    as('city');
    expect((await call(arrivalData, {})).campuses.map((c) => c.campusId).sort((x, y) => x - y)).toEqual([33, 7595]);
  });

  test('monthly participation: one series per unit, one point per month of the period', async () => {
    as('zone');
    const m = await call(monthlyParticipation, { semesterId: 20252 });
    expect(m.level).toBe('school');
    expect(m.months).toHaveLength(6);
    expect(m.series).toHaveLength(zoneSchools().length);
    for (const s of m.series) expect(s.months.map((x) => x.month)).toEqual(m.months);
    const rates = m.series.map((s) => s.participationRate);
    expect(rates).toEqual([...rates].sort((x, y) => y - x));
  });

  test('teaching data: months sum to the totals; expression types sum to the total', async () => {
    as('teacher');
    const t = await call(teachingData, { yearId: 2025 });
    expect(t.teachers).toBeGreaterThan(0);
    expect(sum(t.byMonth, (m) => m.tasks)).toBe(t.tasks);
    expect(sum(t.bySubject, (s) => s.tasks)).toBe(t.tasks);
    const e = await call(expressionTypes, {});
    expect(sum(e.types, (x) => x.count)).toBe(e.total);
    expect(sum(e.byGrade, (g) => g.total)).toBe(e.total);
  });

  test('assessment history and cohort tracking', async () => {
    as('library');
    const h = await call(assessmentHistory, {});
    expect(h.points.length).toBeGreaterThan(3);
    const ids = h.points.map((p) => p.test.testId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const p of h.points) expect(sum(p.bands, (b) => b.count)).toBe(p.tested);
    const c = await call(cohortTracking, {});
    expect(c.grade).toBe(6);
    expect(c.points.length).toBeGreaterThan(1);
    const grades = c.points.map((p) => p.grade!);
    expect(grades[0]).toBeLessThan(grades[grades.length - 1]);
  });
});
