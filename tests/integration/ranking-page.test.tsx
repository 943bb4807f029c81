import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readSheet } from 'read-excel-file/node';
import type { Data } from '@/api/define';
import { rankingColumns, type ranking, type RankingLevelKey } from '@/api/contract/ranking';
import { metricInfo } from '@/api/ranking-metrics';
import { RANKING_FIRST_ROWS, RANKING_MIN_STUDENTS } from '@/config/constants';
import { DEMO_LIBRARY_ID, findSchool } from '@/demo/district';
import { demoServer } from '@/demo/node';
import { FLAT_ROUTES } from '@/routes/route-table';
import { formatMetric } from '@/features/ranking/table-model';
import { formatLarge } from '@/utils/format';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { maskName } from '@/utils/mask-name';

/**
 * The ranking page on the real route table with the demo API: every ranking route for a school, a district and
 * the city; ties, sorting per column, search, per-student columns, 样本不足, drill-down through four levels and
 * back with the URL, 隐藏姓名, the filters in the request bodies, the widget states, the Excel export read back,
 * and the sums a drill-down shows.
 */

type Result = Data<typeof ranking>;
const RANK_PATH = '/services/staticreadingdata/api/rank/queryRanking';

interface Call {
  body: Record<string, unknown>;
  result?: Result;
}

/** Records every ranking call: its JSON body and the data of its answer. */
function recordRankings(): Call[] {
  const calls: Call[] = [];
  const byId = new Map<string, Call>();
  demoServer.events.on('request:start', ({ request, requestId }) => {
    if (!request.url.includes(RANK_PATH)) return;
    const call: Call = { body: {} };
    calls.push(call);
    byId.set(requestId, call);
    void request
      .clone()
      .text()
      .then((text) => (call.body = JSON.parse(text || '{}') as Record<string, unknown>));
  });
  demoServer.events.on('response:mocked', ({ response, requestId }) => {
    const call = byId.get(requestId);
    if (!call) return;
    void response
      .clone()
      .json()
      .then((json: { data?: Result }) => (call.result = json.data));
  });
  return calls;
}

/** Whether an answer holds every row of its ranking (a first screen, `limit`, holds its first rows only). */
const whole = (r: Result) => r.table === null || r.table.id.length === r.total;

/**
 * The last answered ranking call with every row: the page asks for a ranking's first screen (`limit`), then for
 * every row of it (a ranking of no more than the first screen comes whole the first time).
 */
async function lastResult(calls: Call[]): Promise<Call & { result: Result }> {
  let found: (Call & { result: Result }) | undefined;
  await waitFor(() => {
    const c = calls.at(-1);
    expect(c?.result).toBeDefined();
    expect(whole(c!.result!)).toBe(true);
    found = c as Call & { result: Result };
  });
  return found!;
}

afterEach(() => {
  demoServer.events.removeAllListeners();
});

/** The visible page (cached tabs stay mounted but hidden). */
function visiblePage(): HTMLElement {
  const pages = [...document.querySelectorAll<HTMLElement>('.srp-page')];
  return pages.find((p) => !p.closest('[hidden]') && p.style.display !== 'none') ?? document.body;
}

function rankingTable(): HTMLElement {
  return within(visiblePage()).getByRole('table', { name: /排名表$/ });
}

/** The body rows drawn (the virtual table draws the ones in view). */
function bodyRows(): HTMLElement[] {
  return [...rankingTable().querySelectorAll<HTMLElement>('.srp-vtable__body [role="row"]')];
}

function headers(): string[] {
  return within(rankingTable())
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
}

function column(title: string): string[] {
  const i = headers().findIndex((h) => h.startsWith(title));
  if (i < 0) throw new Error(`no column ${title}: ${headers().join(' | ')}`);
  return bodyRows().map((r) => within(r).getAllByRole('cell')[i]?.textContent ?? '');
}

/** Waits until the table shows rows of an answer (no skeleton, no refresh spinner). */
async function tableReady() {
  await waitFor(() => {
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(visiblePage().querySelector('.srp-widget-loading')).toBeNull();
    expect(visiblePage().querySelector('.srp-widget [role="status"][aria-label="正在刷新"]')).toBeNull();
  });
}

const METRIC_HEADER = (key: Parameters<typeof metricInfo>[0], family?: Parameters<typeof metricInfo>[1]) =>
  `${metricInfo(key, family).label}${metricInfo(key, family).unit}`;

// ------------------------------------------------------------------------------------------------ every route

const RANKING_ROUTES = FLAT_ROUTES.filter((r) => r.node.meta?.ranking).map((r) => ({
  path: r.fullPath,
  title: r.node.meta!.title!,
  ...r.node.meta!.ranking!,
}));

/** What each scope ranks for a route level (written out, not computed by the page's own code). */
const EXPECTED_LEVEL: Record<'library' | 'zone' | 'city', Record<RankingLevelKey, RankingLevelKey>> = {
  library: { region: 'region', school: 'school', campus: 'campus', grade: 'grade', class: 'class', student: 'student', teacher: 'teacher' },
  zone: { region: 'region', school: 'school', campus: 'school', grade: 'grade', class: 'class', student: 'student', teacher: 'teacher' },
  city: { region: 'region', school: 'school', campus: 'school', grade: 'grade', class: 'class', student: 'student', teacher: 'teacher' },
};
const LEVEL_WORD: Record<RankingLevelKey, string> = {
  region: '区域',
  school: '学校',
  campus: '校区',
  grade: '年级',
  class: '班级',
  student: '学生',
  teacher: '教师',
};

test('there are 31 ranking routes: 26 under /rank, 4 under /dataReport, 1 under /teaching', () => {
  expect(RANKING_ROUTES).toHaveLength(31);
  expect(RANKING_ROUTES.filter((r) => r.path.startsWith('/rank/'))).toHaveLength(26);
});

/**
 * Rendered per account: every route for a school; for a district and the city the routes whose level depends on the
 * scope ('campus' rows rank schools there, the region ranking). The other levels are the same for every scope
 * (tests/unit/ranking-view.test.ts checks each route's request for each scope; the browser tests walk the /rank
 * pages and the city's students).
 */
const MATRIX = {
  library: RANKING_ROUTES,
  zone: RANKING_ROUTES.filter((r) => r.level === 'campus' || r.level === 'region'),
  city: RANKING_ROUTES.filter(
    (r) => r.level === 'region' || r.path === '/rank/index' || r.path === '/dataReport/readQualityAccuracyRanking',
  ),
};

describe.each(['library', 'zone', 'city'] as const)('as %s, the ranking routes', (login) => {
  // The region ranking compares a city's districts; a school or a district account sees its own district in it.
  test.each(MATRIX[login].map((r) => [r.path, r] as const))('%s: its title, level, columns and the call behind them', async (path, r) => {
    const calls = recordRankings();
    const { router } = renderApp(path, { as: login });
    await waitForPath(router, path);
    await screen.findByRole('heading', { level: 4, name: r.title });
    await tableReady();
    // 校区… pages (exact) rank campuses at every scope.
    const level = r.exact ? 'campus' : EXPECTED_LEVEL[login][r.level];
    const { body, result } = await lastResult(calls);
    expect(body).toMatchObject({ family: r.family, level, all: true });
    expect(result.level).toBe(level);
    const h = headers();
    expect(h[0]).toBe('排名');
    expect(h[1]).toBe(LEVEL_WORD[level]);
    const metrics = rankingColumns(r.family, level).map((k) => METRIC_HEADER(k, result.family));
    expect(h.filter((x) => metrics.includes(x))).toEqual(metrics);
    expect(h.at(-1)).toBe('较上期');
    // The first row is the answer's first row.
    const t = result.table!;
    // People's names masked by default (the assessment pages' rule).
    expect(column(LEVEL_WORD[level])[0]).toBe(level === 'student' || level === 'teacher' ? maskName(t.name[0]) : t.name[0]);
    expect(column(metricInfo(result.metric, result.family).label)[0]).toBe(formatMetric(result.metric, t.values[result.metric]![0]));
    expect(visiblePage().querySelector('.srp-pending')).toBeNull();
  });
});

test('/rank as CITY lands on the district ranking', async () => {
  const city = renderApp('/rank', { as: 'city' });
  await waitForPath(city.router, '/rank/region');
  await tableReady();
  expect(headers()[1]).toBe('区域');
  expect(bodyRows()).toHaveLength(4);
});

test('a teacher ranks the units of the own school: its campuses, as a library account does', async () => {
  const calls = recordRankings();
  renderApp('/rank/index', { as: 'teacher' });
  await tableReady();
  expect(headers()[1]).toBe('校区');
  const { body, result } = await lastResult(calls);
  expect(body).toMatchObject({ family: 'overall', level: 'campus' });
  expect(result.scope.level).toBe('library');
});

test('the teaching ranking refuses the reading-data-only account (401); its /rank pages open', async () => {
  const reader = renderApp('/teaching/teachingDataRanking', { as: 'reader' });
  await waitForPath(reader.router, '/401');
  await act(() => reader.router.navigate('/rank/gradeReadQuality'));
  await waitForPath(reader.router, '/rank/gradeReadQuality');
  await tableReady();
  expect(headers()[1]).toBe('年级');
});

// ------------------------------------------------------------------------------------------------ the table

describe('the table', () => {
  test('the first screen first: the first 100 rows are drawn from their own answer; a sort and the export wait for every row', async () => {
    // Every row is held back until the test lets it go: the page shows what the first answer brought meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    demoServer.use(
      http.post(`*${RANK_PATH}`, async ({ request }) => {
        const body = (await request.clone().json()) as { limit?: number };
        if (body.limit === undefined) await held;
        return undefined;
      }),
    );
    const calls = recordRankings();
    const { router } = renderApp('/rank/stuPartRanking?mask=0', { as: 'library' });
    const status = await within(visiblePage()).findByText(/^已显示前 100 名学生，正在加载全部 .+ 名学生…$/);
    const first = calls[0];
    await waitFor(() => expect(first.result).toBeDefined());
    const t = first.result!.table!;
    expect(first.body).toMatchObject({ family: 'participation', level: 'student', all: true, limit: RANKING_FIRST_ROWS });
    expect(t.id).toHaveLength(RANKING_FIRST_ROWS);
    expect(first.result!.total).toBeGreaterThan(1000);
    expect(status).toHaveTextContent(`全部 ${formatLarge(first.result!.total)} 名学生`);
    // The rows in view are the first answer's, the header counts every row, the top ten is drawn.
    expect(column('学生').slice(0, 5)).toEqual(t.name.slice(0, 5));
    expect(within(visiblePage()).getByText(new RegExp(`共 ${formatLarge(first.result!.total)} 名学生`))).toBeInTheDocument();
    expect(rankingTable().getAttribute('aria-rowcount')).toBe(String(RANKING_FIRST_ROWS + 1));
    const exportButton = within(visiblePage()).getByRole('button', { name: /导出 Excel/ });
    expect(exportButton).toBeDisabled();
    // A sort asked for now waits for every row (sorting the first 100 would show the wrong ones).
    fireEvent.click(within(rankingTable()).getByRole('button', { name: '按阅读本数排序' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=booksRead&dir=desc'));
    expect(await within(rankingTable()).findByText(/^正在加载全部 .+ 名学生，以便排序…$/)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(0);

    release();
    await tableReady();
    const all = await lastResult(calls);
    expect(all.body.limit).toBeUndefined();
    expect(calls).toHaveLength(2);
    const books = all.result.table!.values.booksRead!;
    // The rows the first answer brought are the first rows of the whole ranking.
    expect(all.result.table!.id.slice(0, RANKING_FIRST_ROWS)).toEqual(t.id);
    const top = Math.max(...books);
    expect(column('阅读本数').slice(0, 1)).toEqual([formatMetric('booksRead', top)]);
    expect(rankingTable().getAttribute('aria-rowcount')).toBe(String(all.result.total + 1));
    expect(within(visiblePage()).queryByText(/^已显示前 100 名学生/)).toBeNull();
    expect(within(visiblePage()).getByRole('button', { name: /导出 Excel/ })).toBeEnabled();
  }, 60_000);

  test('the rest failing: the first screen stays, the toolbar says why, 重试 brings every row', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failRest = true;
    demoServer.use(
      http.post(`*${RANK_PATH}`, async ({ request }) => {
        const body = (await request.clone().json()) as { limit?: number };
        return failRest && body.limit === undefined ? HttpResponse.json({ title: '排名服务暂不可用' }, { status: 503 }) : undefined;
      }),
    );
    const calls = recordRankings();
    renderApp('/rank/stuPartRanking?mask=0', { as: 'library' });
    const status = await within(visiblePage()).findByText(/^已显示前 100 名学生，其余未能加载（.*排名服务暂不可用.*）$/);
    expect(status).toBeInTheDocument();
    expect(rankingTable().getAttribute('aria-rowcount')).toBe(String(RANKING_FIRST_ROWS + 1));
    expect(column('学生').slice(0, 3)).toEqual(calls[0].result!.table!.name.slice(0, 3));
    expect(within(visiblePage()).getByRole('button', { name: /导出 Excel/ })).toBeDisabled();
    const retry = within(visiblePage()).getAllByRole('button', { name: '刷新失败，重试' });
    expect(retry.length).toBeGreaterThan(0);

    failRest = false;
    fireEvent.click(retry[0]);
    const all = await lastResult(calls);
    await waitFor(() => expect(rankingTable().getAttribute('aria-rowcount')).toBe(String(all.result.total + 1)));
    expect(within(visiblePage()).queryByText(/^已显示前 100 名学生/)).toBeNull();
    expect(within(visiblePage()).queryByRole('button', { name: '刷新失败，重试' })).toBeNull();
    expect(within(visiblePage()).getByRole('button', { name: /导出 Excel/ })).toBeEnabled();
    consoleError.mockRestore();
  }, 60_000);

  test('ties share a rank and the next one skips (1, 2, 2, 4): the ranks shown are the answer’s', async () => {
    const calls = recordRankings();
    renderApp('/rank/stuPartRanking?grade=3', { as: 'library' });
    await tableReady();
    const { result } = await lastResult(calls);
    const t = result.table!;
    const shown = column('排名').slice(0, 12);
    expect(shown).toEqual(t.rank.slice(0, 12).map(String));
    // The answer has ties at the top, and a skipped rank after them.
    const ties = t.rank.slice(0, 12).filter((r, i, a) => i > 0 && r === a[i - 1]);
    expect(ties.length).toBeGreaterThan(0);
    const i = t.rank.findIndex((r, k) => k > 0 && r === t.rank[k - 1]);
    const next = t.rank.findIndex((r, k) => k > i && r !== t.rank[i]);
    expect(t.rank[next]).toBe(next + 1);
    // Medals for the first three places.
    expect(bodyRows()[0].querySelector('.srp-rank-1')).not.toBeNull();
  });

  test('every column sorts: each metric highest first; one also lowest first and back to the ranking; names in pinyin; the URL keeps it', async () => {
    const calls = recordRankings();
    const { router } = renderApp('/rank/clazzPartRanking', { as: 'library' });
    await tableReady();
    const { result } = await lastResult(calls);
    const t = result.table!;
    const order = (values: readonly number[], dir: 1 | -1) =>
      Array.from(values.keys())
        .sort((a, b) => dir * (values[a] - values[b]) || a - b)
        .slice(0, 8)
        .map((i) => t.name[i]);
    const header = (label: string) => within(rankingTable()).getByRole('button', { name: `按${label}排序` });
    const ariaSort = (label: string) => header(label).closest('[role="columnheader"]')!.getAttribute('aria-sort');
    for (const key of result.columns) {
      const label = metricInfo(key).label;
      fireEvent.click(header(label));
      await waitFor(() => expect(ariaSort(label)).toBe('descending'));
      await waitFor(() => expect(column('班级').slice(0, 8)).toEqual(order(t.values[key]!, -1)));
      await waitFor(() => expect(router.state.location.search).toContain(`sort=${key}&dir=desc`));
    }
    // The headcount column, then the other direction, then back to the ranking.
    fireEvent.click(header('学生数'));
    await waitFor(() => expect(column('班级').slice(0, 8)).toEqual(order(t.students, -1)));
    fireEvent.click(header('学生数'));
    await waitFor(() => expect(ariaSort('学生数')).toBe('ascending'));
    await waitFor(() => expect(column('班级').slice(0, 8)).toEqual(order(t.students, 1)));
    await waitFor(() => expect(router.state.location.search).toContain('sort=students&dir=asc'));
    fireEvent.click(header('学生数'));
    await waitFor(() => expect(ariaSort('学生数')).toBe('none'));
    await waitFor(() => expect(column('班级').slice(0, 8)).toEqual(t.name.slice(0, 8)));
    await waitFor(() => expect(router.state.location.search).not.toContain('sort='));
    // Names sort in pinyin order.
    fireEvent.click(header('班级'));
    const collator = new Intl.Collator('zh-Hans-CN', { numeric: true, sensitivity: 'base' });
    await waitFor(() => expect(column('班级').slice(0, 8)).toEqual([...t.name].sort(collator.compare).slice(0, 8)));
  }, 120_000);

  test('search by name filters the rows and counts them; the URL keeps it', async () => {
    const calls = recordRankings();
    // Full names (mask=0): the rows are compared with the answer's names.
    const { router } = renderApp('/rank/stuPartRanking?mask=0', { as: 'library' });
    await tableReady();
    const { result } = await lastResult(calls);
    const t = result.table!;
    const surname = t.name[5].slice(0, 1);
    const matching = t.name.filter((n) => n.includes(surname));
    const user = userEvent.setup();
    await user.type(within(visiblePage()).getByRole('textbox', { name: '搜索学生名称' }), surname);
    await waitFor(() =>
      expect(within(visiblePage()).getByText(/^找到 .* 名学生$/)).toHaveTextContent(`找到 ${formatLarge(matching.length)} 名学生`),
    );
    expect(column('学生').every((n) => n.includes(surname))).toBe(true);
    expect(column('学生')[0]).toBe(matching[0]);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(surname));
    await user.clear(within(visiblePage()).getByRole('textbox', { name: '搜索学生名称' }));
    await user.type(within(visiblePage()).getByRole('textbox', { name: '搜索学生名称' }), '无此人');
    await waitFor(() => expect(rankingTable()).toHaveTextContent('没有名称包含“无此人”的学生'));
  });

  test('per-student figures stand beside their totals (多元表达 and 人均表达), as the answer gives them', async () => {
    const calls = recordRankings();
    renderApp('/rank/multipleExpressionRanking', { as: 'zone' });
    await tableReady();
    const { result } = await lastResult(calls);
    const h = headers();
    expect(h.indexOf('人均表达次/生')).toBe(h.indexOf('多元表达次') + 1);
    const t = result.table!;
    expect(column('人均表达').slice(0, 5)).toEqual(t.values.expressionsPerStudent!.slice(0, 5).map((v) => v.toFixed(2)));
    expect(column('学生数').slice(0, 5)).toEqual(t.students.slice(0, 5).map((s) => formatLarge(s)));
  });

  test('样本不足: units under the minimum (URL min) are flagged, unranked and listed last; the minimum is in the request', async () => {
    const calls = recordRankings();
    const { container } = renderApp('/rank/clazzPartRanking?min=45', { as: 'library' });
    await tableReady();
    const { body, result } = await lastResult(calls);
    expect(body.minStudents).toBe(45);
    const t = result.table!;
    const small = t.students.filter((s) => s < 45).length;
    expect(small).toBeGreaterThan(0);
    expect(within(visiblePage()).getByText(new RegExp(`${small} 个班级因样本不足（学生数少于 45 人）未参与排名`))).toBeInTheDocument();
    // Scroll to the end: the flagged rows are there.
    const scroller = container.querySelector<HTMLElement>('.srp-vtable__scroll')!;
    act(() => {
      scroller.scrollTop = 44 * t.id.length;
      fireEvent.scroll(scroller);
    });
    await waitFor(() => expect(within(bodyRows().at(-1)!).getByText('样本不足')).toBeInTheDocument());
    const last = bodyRows().at(-1)!;
    expect(Number(last.getAttribute('aria-rowindex'))).toBe(t.id.length + 1);
    // The default minimum when the URL has none.
    const again = recordRankings();
    renderApp('/rank/clazzPartRanking', { as: 'library' });
    expect((await lastResult(again)).body.minStudents).toBe(RANKING_MIN_STUDENTS);
  });

  test('student names are masked (张*明) by default, as on the assessment pages, in the table and the chart; 隐藏姓名 off shows them (mask=0 in the URL)', async () => {
    const calls = recordRankings();
    const { router } = renderApp('/rank/stuReadQuality', { as: 'library' });
    await tableReady();
    const { result } = await lastResult(calls);
    const t = result.table!;
    const masked = (n: string) => (n.length === 2 ? `${n[0]}*` : `${n[0]}${'*'.repeat(n.length - 2)}${n.at(-1)}`);
    expect(column('学生').slice(0, 6)).toEqual(t.name.slice(0, 6).map(masked));
    expect(visiblePage().textContent).not.toContain(t.name[0]);
    fireEvent.click(within(visiblePage()).getByRole('switch', { name: '隐藏姓名' }));
    await waitFor(() => expect(router.state.location.search).toContain('mask=0'));
    await waitFor(() => expect(column('学生')[0]).toBe(t.name[0]));
  });
});

// ------------------------------------------------------------------------------------------------ drill-down

describe('drill-down', () => {
  test('zone: school → campus → grade → class → students, each step in the URL and the request; the breadcrumb leads back', async () => {
    const calls = recordRankings();
    const { router } = renderApp('/rank/index', { as: 'zone' });
    await tableReady();
    const school = findSchool(DEMO_LIBRARY_ID)!;
    const steps: { click: () => HTMLElement; param: string; header: string; body: Record<string, unknown> }[] = [
      {
        click: () => within(rankingTable()).getByRole('link', { name: school.name }),
        param: `drillSchool=${school.libraryId}`,
        header: '校区',
        body: { level: 'campus', libraryId: school.libraryId },
      },
      { click: () => within(bodyRows()[0]).getByRole('link'), param: 'drillCampus=', header: '年级', body: { level: 'grade' } },
      { click: () => within(bodyRows()[0]).getByRole('link'), param: 'grade=', header: '班级', body: { level: 'class' } },
      { click: () => within(bodyRows()[0]).getByRole('link'), param: 'class=', header: '学生', body: { level: 'student' } },
    ];
    for (const step of steps) {
      fireEvent.click(step.click());
      await waitFor(() => expect(router.state.location.search).toContain(step.param));
      await waitFor(() => expect(headers()[1]).toBe(step.header));
      await tableReady();
      expect((await lastResult(calls)).body).toMatchObject(step.body);
    }
    const final = await lastResult(calls);
    expect(final.body).toMatchObject({
      family: 'overall',
      level: 'student',
      libraryId: school.libraryId,
      campusId: expect.any(Number),
      grade: expect.any(Number),
      classId: expect.any(Number),
    });
    const crumbs = within(visiblePage()).getByRole('navigation', { name: '下钻路径' });
    const className = final.result.within.find((w) => w.level === 'class')!.name;
    const escape = (x: string) => x.replace(/[()]/g, '\\$&');
    expect(crumbs).toHaveTextContent(new RegExp(`全部学校.*${escape(school.name)}.*${escape(className)}`));
    expect(column('学生').length).toBeGreaterThan(0);
    // A student row leads nowhere further.
    expect(within(bodyRows()[0]).queryByRole('link')).toBeNull();

    // The URL round trip: the same link opened afresh asks for the same ranking.
    const url = router.state.location.pathname + router.state.location.search;
    const again = recordRankings();
    const fresh = renderApp(url, { as: 'zone' });
    await waitForPath(fresh.router, url);
    const reopened = await lastResult(again);
    expect(reopened.body).toEqual(final.body);
    fresh.unmount();

    // Back up through the breadcrumb: the grade's classes, then every school.
    fireEvent.click(within(crumbs).getByRole('link', { name: final.result.within.find((w) => w.level === 'grade')!.name }));
    await waitFor(() => expect(headers()[1]).toBe('班级'));
    expect(router.state.location.search).not.toContain('class=');
    fireEvent.click(within(within(visiblePage()).getByRole('navigation', { name: '下钻路径' })).getByRole('link', { name: '全部学校' }));
    await waitFor(() => expect(headers()[1]).toBe('学校'));
    expect(router.state.location.search).toBe('');
  });

  test("a grade's figures are the sums of its classes' (additive columns), as the page shows them", async () => {
    const calls = recordRankings();
    renderApp('/rank/gradePartRanking', { as: 'library' });
    await tableReady();
    const grades = await lastResult(calls);
    const gt = grades.result.table!;
    fireEvent.click(within(bodyRows()[0]).getByRole('link'));
    await waitFor(() => expect(headers()[1]).toBe('班级'));
    await tableReady();
    const classes = await lastResult(calls);
    const ct = classes.result.table!;
    expect(classes.body).toMatchObject({ level: 'class', grade: gt.places[gt.place[0]].grade });
    for (const key of ['participants', 'activeReaders', 'booksRead', 'wordsRead', 'minutes'] as const) {
      expect(
        ct.values[key]!.reduce((a, b) => a + b, 0),
        key,
      ).toBe(gt.values[key]![0]);
    }
    expect(ct.students.reduce((a, b) => a + b, 0)).toBe(gt.students[0]);
  });
});

// ------------------------------------------------------------------------------------------------ filters and states

describe('the first screen asked for before the page renders (src/app/page-data.ts)', () => {
  test('once: the guard asks, the page finds it under its own key (a term, a drill and a filter in the URL)', async () => {
    const calls = recordRankings();
    renderApp('/rank/stuPartRanking?yid=2025&term=2&grade=4', { as: 'library' });
    await tableReady();
    await lastResult(calls);
    const firsts = calls.filter((c) => c.body.limit !== undefined);
    expect(firsts).toHaveLength(1);
    expect(firsts[0].body).toMatchObject({ yearId: 2025, semesterId: 20252, grade: 4, limit: RANKING_FIRST_ROWS });
  });

  test('the guard’s step alone (no page rendered) sends the first screen’s call; a page that names none, nothing', async () => {
    const { prefetchPageData, registerPageDataClient } = await import('@/app/page-data');
    const { createQueryClient } = await import('@/app/providers');
    // A session, as a navigation has it once the guard lets it through.
    const { router } = renderApp('/rank/index', { as: 'library' });
    await waitForPath(router, '/rank/index');
    await tableReady();
    const calls = recordRankings();
    const queryClient = createQueryClient();
    registerPageDataClient(queryClient);
    await prefetchPageData(new URL('http://localhost/rank/clazzPartRanking?yid=2025'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(calls[0].body).toMatchObject({ level: 'class', yearId: 2025, limit: RANKING_FIRST_ROWS }));
    await prefetchPageData(new URL('http://localhost/library/overdue'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });
});

describe('filters, states and the export', () => {
  test('the period, grade, class and subject selects and the school year go into the request body', async () => {
    const calls = recordRankings();
    const { router } = renderApp('/rank/stuPartRanking?yid=2025', { as: 'library' });
    await tableReady();
    expect((await lastResult(calls)).body).toMatchObject({ yearId: 2025, level: 'student' });
    const user = userEvent.setup();
    await user.click(within(visiblePage()).getByRole('combobox', { name: '时段' }));
    await user.click(await screen.findByTitle('下学期'));
    await waitFor(() => expect(router.state.location.search).toContain('term=2'));
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ yearId: 2025, semesterId: 20252 }));
    await user.click(within(visiblePage()).getByRole('combobox', { name: '年级' }));
    await user.click(await screen.findByTitle('四年级'));
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ grade: 4, semesterId: 20252 }));
    await tableReady();
    const withGrade = await lastResult(calls);
    const cls = withGrade.result.options.classes[1];
    await user.click(within(visiblePage()).getByRole('combobox', { name: '班级' }));
    // A school with two campuses names the campus after the class.
    await user.click(await screen.findByTitle([cls.name, cls.schoolName ?? cls.campusName].filter(Boolean).join(' · ')));
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ grade: 4, classId: cls.id }));
    // The call may leave before the page redraws (src/app/page-data.ts): wait for the rows themselves.
    await waitFor(() => expect(column('班级').every((c) => c === cls.name)).toBe(true));
    await tableReady();
    // A month of the monthly family.
    await user.click(within(visiblePage()).getByRole('combobox', { name: '时段' }));
    await user.click(await screen.findByTitle('10月'));
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ month: '2025-10', yearId: 2025 }));
    expect(calls.at(-1)!.body.semesterId).toBeUndefined();
  });

  test('the teaching ranking sends its subject; the table shows that subject only', async () => {
    const teach = recordRankings();
    renderApp('/teaching/teachingDataRanking', { as: 'library' });
    await tableReady();
    const user = userEvent.setup();
    await user.click(within(visiblePage()).getByRole('combobox', { name: '学科' }));
    await user.click(await screen.findByTitle('数学'));
    await waitFor(() => expect(teach.at(-1)!.body).toMatchObject({ family: 'teaching', level: 'teacher', subject: '数学' }));
    // The call may leave before the page redraws (src/app/page-data.ts): wait for the rows themselves.
    await waitFor(() => expect(column('学科').every((x) => x === '数学')).toBe(true));
    await tableReady();
  });

  test('a period without data: both widgets say why', async () => {
    renderApp('/rank/monthPartRanking?month=2027-03', { as: 'library' });
    await waitFor(() =>
      expect(within(visiblePage()).getAllByText('2027年3月还没有数据（时段尚未开始，或还没有接入数据）')).toHaveLength(2),
    );
  });

  test('a failing call shows its message and 重试 in both widgets; 重试 brings the data', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    demoServer.use(
      http.post(`*${RANK_PATH}`, () => (fail ? HttpResponse.json({ title: '排名服务暂不可用' }, { status: 503 }) : undefined)),
    );
    renderApp('/rank/gradePartRanking', { as: 'library' });
    const alerts = () => [...visiblePage().querySelectorAll<HTMLElement>('.srp-widget [role="alert"]')];
    await waitFor(() => expect(alerts()).toHaveLength(2));
    for (const alert of alerts()) {
      expect(alert).toHaveTextContent('排名服务暂不可用');
      expect(alert).toHaveTextContent('reading-data.rank.queryRanking');
    }
    fail = false;
    fireEvent.click(within(alerts()[0]).getByRole('button', { name: /重试/ }));
    await tableReady();
    expect(alerts()).toHaveLength(0);
    consoleError.mockRestore();
  });

  test('导出 Excel writes the sorted, filtered rows with the header block; read back, the same rows in the same order', async () => {
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:ranking';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = recordRankings();
    renderApp('/rank/clazzPartRanking?sort=booksRead&dir=asc&q=三年级', { as: 'zone' });
    await tableReady();
    const { result } = await lastResult(calls);
    const t = result.table!;
    const books = t.values.booksRead!;
    const expectedOrder = Array.from(books.keys())
      .filter((i) => t.name[i].includes('三年级'))
      .sort((a, b) => (t.rank[a] === null ? 1 : 0) - (t.rank[b] === null ? 1 : 0) || books[a] - books[b] || a - b);
    fireEvent.click(within(visiblePage()).getByRole('button', { name: /导出 Excel/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const rows = await readSheet(Buffer.from(await blobs[0].arrayBuffer()));
    expect(rows[0][0]).toBe('班级参与排名');
    const info = Object.fromEntries(
      rows
        .slice(1, 9)
        .filter((r) => r[0])
        .map((r) => [r[0], r[1]]),
    );
    expect(info).toMatchObject({
      范围: `区域 ${result.scope.name}`,
      学年: '2026-2027学年',
      时段: '2026-2027学年',
      层级: '班级',
      行数: expectedOrder.length,
    });
    expect(String(info['筛选'])).toContain('名称包含“三年级”');
    expect(String(info['筛选'])).toContain(`样本下限 ${RANKING_MIN_STUDENTS} 人`);
    expect(info['排序']).toBe('阅读本数（本）升序');
    expect(String(info['导出时间'])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const titleRow = rows.findIndex((r) => r[0] === '排名');
    expect(rows[titleRow]).toContain('学校');
    const nameCol = rows[titleRow].indexOf('班级');
    const booksCol = rows[titleRow].indexOf('阅读本数（本）');
    const body = rows.slice(titleRow + 1);
    expect(body.map((r) => r[nameCol])).toEqual(expectedOrder.map((i) => t.name[i]));
    expect(body.map((r) => r[booksCol])).toEqual(expectedOrder.map((i) => books[i]));
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });
});
