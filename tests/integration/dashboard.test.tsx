import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { demoServer } from '@/demo/node';
import { DEMO_LIBRARY_ID, DEMO_ZONE_ORG_ID, findDistrict, findSchool } from '@/demo/district';
import { useSession } from '@/stores/session';
import { formatLarge, formatPercent } from '@/utils/format';
import { orderGroups, type GroupRow } from '@/features/dashboard/dashboard-model';
import { onMonths, schoolYearMonths } from '@/components/chart-options/month-trend';
import { isComparisonBody } from '../helpers/stats-page';
import { renderApp, screen, waitForPath } from '../helpers/render-app';

/**
 * /dashboard on the real route table with the demo API: the widgets per scope, the error state of one
 * failing call, the school year from the URL in every call, and the KPI figures as the handler sent them.
 */

const STATS = '/app-sy-statistics/api/';
const OVERVIEW_CALLS = [
  'overall/overview/queryBasicData',
  'overall/overview/queryBookCirculation',
  'overall/overview/queryLoanLibrary',
  'statistics/queryMonthlyActive',
  'statistics/queryReaderRankings',
];

interface Seen {
  path: string;
  body: URLSearchParams;
}

/** Records every statistics call (path after /app-sy-statistics/api/, decoded form body) and every answer. */
function recordCalls() {
  const requests: Seen[] = [];
  const responses = new Map<string, unknown>();
  // The page's own calls: the KPI cards' comparison calls (the period before) are left out.
  const bodies = new Map<string, Promise<string>>();
  demoServer.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(STATS)) return;
    const text = request.clone().text();
    bodies.set(requestId, text);
    void text.then((t) => {
      if (!isComparisonBody(t)) requests.push({ path: url.pathname.slice(STATS.length), body: new URLSearchParams(t) });
    });
  });
  demoServer.events.on('response:mocked', ({ request, requestId, response }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(STATS)) return;
    void Promise.all([bodies.get(requestId) ?? Promise.resolve(''), response.clone().json() as Promise<unknown>]).then(([t, json]) => {
      if (!isComparisonBody(t)) responses.set(url.pathname.slice(STATS.length), json);
    });
  });
  return { requests, responses };
}

// Four charts, a table and eight cards per render under jsdom, on shared cores: more time than the default.

afterEach(() => {
  demoServer.events.removeAllListeners();
});

/** The antd Card of a widget by its title (cards keep the title in .ant-card-head-title). */
function widget(title: string | RegExp): HTMLElement {
  const heads = [...document.querySelectorAll<HTMLElement>('.srp-widget .ant-card-head-title')];
  const head = heads.find((h) => {
    const text = h.firstElementChild?.firstElementChild?.textContent ?? h.textContent ?? '';
    return typeof title === 'string' ? text === title || h.textContent === title : title.test(text);
  });
  if (!head) throw new Error(`no widget ${String(title)}; widgets: ${heads.map((h) => h.textContent).join(' | ')}`);
  return head.closest<HTMLElement>('.srp-widget')!;
}

/** Waits until every dashboard widget shows data: four charts and the ranking table, no skeleton left. */
async function allWidgetsLoaded(groupTitle: string) {
  await waitFor(() => {
    expect(screen.getByRole('img', { name: /^借阅趋势：/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: new RegExp(`^${groupTitle}：`) })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^月活跃读者：/ })).toBeInTheDocument();
    expect(within(widget('读者借阅排行')).getAllByRole('row').length).toBe(11);
    expect(document.querySelectorAll('.srp-kpi-value')).toHaveLength(8);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
}

/** KPI card value text by card title. */
function kpiText(title: string): string {
  const card = [...document.querySelectorAll<HTMLElement>('.srp-kpi-card')].find(
    (c) => c.querySelector('.srp-kpi-title')?.textContent === title,
  );
  if (!card) throw new Error(`no KPI card ${title}`);
  return card.querySelector('.srp-kpi-value')!.textContent ?? '';
}

function kpiTitles(): string[] {
  return [...document.querySelectorAll('.srp-kpi-title')].map((n) => n.textContent ?? '');
}

describe('/dashboard per scope', () => {
  test('zone: the district, its schools compared, every widget with data', async () => {
    const district = findDistrict(DEMO_ZONE_ORG_ID)!;
    const { router } = renderApp('/dashboard', { as: 'zone' });
    await waitForPath(router, '/dashboard');
    await allWidgetsLoaded('各学校借阅');
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('首页');
    expect(screen.getByTestId('stats-scope')).toHaveTextContent(`区域${district.name}`);
    expect(kpiTitles()).toEqual(['学校', '学生数', '教师数', '馆藏', '生均藏书', '借阅量（全部读者）', '生均借阅', '活跃读者']);
    expect(kpiText('学校')).toBe(`${district.schools.length}所`);
    // The ranking spans schools: it has a 学校 column.
    const ranking = widget('读者借阅排行');
    expect(within(ranking).getByRole('columnheader', { name: '学校' })).toBeInTheDocument();
    expect(document.querySelector('.srp-widget [role="alert"]')).toBeNull();
  });

  test('zone in library-view mode: the school, grades in place of schools', async () => {
    const school = findSchool(DEMO_LIBRARY_ID)!;
    localStorage.setItem('srp:zone:library', JSON.stringify({ id: school.libraryId, name: school.name }));
    const calls = recordCalls();
    const { router } = renderApp('/dashboard', { as: 'zone' });
    await waitForPath(router, '/dashboard');
    await allWidgetsLoaded('各年级借阅');
    expect(useSession.getState().curLibrary?.id).toBe(school.libraryId);
    expect(screen.getByTestId('stats-scope')).toHaveTextContent(`学校${school.name}`);
    expect(kpiTitles()[0]).toBe('班级');
    expect(kpiText('班级')).toBe(`${school.classes.length}个`);
    expect(within(widget('读者借阅排行')).queryByRole('columnheader', { name: '学校' })).toBeNull();
    const overview = calls.requests.filter((r) => OVERVIEW_CALLS.includes(r.path));
    expect(overview.length).toBeGreaterThanOrEqual(OVERVIEW_CALLS.length);
    for (const r of overview) expect(r.body.get('libraryId'), r.path).toBe(String(school.libraryId));
  });

  test('library: its own school by grade', async () => {
    const school = findSchool(DEMO_LIBRARY_ID)!;
    const { router } = renderApp('/dashboard', { as: 'library' });
    await waitForPath(router, '/dashboard');
    await allWidgetsLoaded('各年级借阅');
    expect(screen.getByTestId('stats-scope')).toHaveTextContent(`学校${school.name}`);
    expect(widget('各年级借阅')).toHaveTextContent('学生按年级，另列教师');
  });

  test('zone switching to a library in the navbar refetches every widget for that school', async () => {
    const school = findDistrict(DEMO_ZONE_ORG_ID)!.schools[2];
    const calls = recordCalls();
    const { router } = renderApp('/dashboard', { as: 'zone' });
    await waitForPath(router, '/dashboard');
    await allWidgetsLoaded('各学校借阅');
    const before = calls.requests.length;
    act(() => useSession.getState().selectLibrary({ id: school.libraryId, name: school.name }));
    await allWidgetsLoaded('各年级借阅');
    expect(screen.getByTestId('stats-scope')).toHaveTextContent(`学校${school.name}`);
    const after = calls.requests.slice(before).filter((r) => OVERVIEW_CALLS.includes(r.path));
    expect(new Set(after.map((r) => r.path))).toEqual(new Set(OVERVIEW_CALLS));
    for (const r of after) expect(r.body.get('libraryId')).toBe(String(school.libraryId));
  });
});

describe('/dashboard states and parameters', () => {
  test('a failing queryLoanLibrary shows that widget’s error with 重试; the others render', async () => {
    demoServer.use(
      http.post('*/app-sy-statistics/api/overall/overview/queryLoanLibrary', () =>
        HttpResponse.json({ title: '分组服务暂不可用' }, { status: 500 }),
      ),
    );
    const { router } = renderApp('/dashboard', { as: 'zone' });
    await waitForPath(router, '/dashboard');
    // (The wrapper's toast is an alert too: look inside the widgets.)
    const alert = await waitFor(() => within(widget('各学校借阅')).getByRole('alert'));
    expect(alert).toHaveTextContent('分组服务暂不可用');
    expect(alert).toHaveTextContent('调用：overall.overview.queryLoanLibrary');
    const retry = within(alert).getByRole('button', { name: /重试/ });
    await waitFor(() => {
      expect(screen.getByRole('img', { name: /^借阅趋势：/ })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: /^月活跃读者：/ })).toBeInTheDocument();
      expect(within(widget('读者借阅排行')).getAllByRole('row').length).toBe(11);
      expect(document.querySelectorAll('.srp-kpi-value')).toHaveLength(8);
    });
    expect(document.querySelectorAll('.srp-widget [role="alert"], .srp-kpi-card [role="alert"]')).toHaveLength(1);

    // The service is back: 重试 loads the widget.
    demoServer.resetHandlers();
    fireEvent.click(retry);
    await allWidgetsLoaded('各学校借阅');
    expect(document.querySelector('.srp-widget [role="alert"]')).toBeNull();
  });

  test('an empty answer shows the widget’s empty state with the reason', async () => {
    demoServer.use(
      http.post('*/app-sy-statistics/api/overall/overview/queryBookCirculation', () =>
        HttpResponse.json({ code: '200', msg: 'success', data: { scope: { level: 'district', name: '望海区' }, rows: [] } }),
      ),
    );
    const { router } = renderApp('/dashboard?yid=2025', { as: 'zone' });
    await waitForPath(router, '/dashboard?yid=2025');
    await waitFor(() => expect(widget('借阅趋势')).toHaveTextContent('2025-2026学年还没有借还记录（学年尚未开始或未接入借阅数据）'));
    await waitFor(() => expect(screen.getByRole('img', { name: /^月活跃读者：/ })).toBeInTheDocument());
    expect(screen.queryByRole('img', { name: /^借阅趋势：/ })).toBeNull();
  });

  test('the school year from the URL (?yid=2025) goes into every call; another year refetches', async () => {
    const calls = recordCalls();
    const { router } = renderApp('/dashboard?yid=2025', { as: 'zone' });
    await waitForPath(router, '/dashboard?yid=2025');
    await allWidgetsLoaded('各学校借阅');
    expect(screen.getByRole('combobox', { name: '学年' }).closest('.ant-select')).toHaveTextContent('2025-2026学年');
    const first = calls.requests.filter((r) => OVERVIEW_CALLS.includes(r.path));
    // Once each: the guard asks for them (src/features/dashboard/prefetch.ts), the page finds them under its own keys.
    expect(first.map((r) => r.path).sort()).toEqual([...OVERVIEW_CALLS].sort());
    for (const r of first) expect(r.body.get('yearId'), r.path).toBe('2025');
    expect(widget('借阅趋势')).toHaveTextContent('2025-2026学年 · 按月');

    const before = calls.requests.length;
    await act(async () => {
      await router.navigate('/dashboard?yid=2024');
    });
    await waitFor(() => expect(widget('借阅趋势')).toHaveTextContent('2024-2025学年 · 按月'));
    await allWidgetsLoaded('各学校借阅');
    const second = calls.requests.slice(before).filter((r) => OVERVIEW_CALLS.includes(r.path));
    expect(new Set(second.map((r) => r.path))).toEqual(new Set(OVERVIEW_CALLS));
    for (const r of second) expect(r.body.get('yearId'), r.path).toBe('2024');
  });

  test('the KPI values shown are the handler’s values, formatted', async () => {
    const calls = recordCalls();
    const { router } = renderApp('/dashboard?yid=2025', { as: 'zone' });
    await waitForPath(router, '/dashboard?yid=2025');
    await allWidgetsLoaded('各学校借阅');
    await waitFor(() => expect(calls.responses.has('overall/overview/queryBasicData')).toBe(true));
    const { data } = calls.responses.get('overall/overview/queryBasicData') as {
      data: Record<
        | 'schools'
        | 'campuses'
        | 'classes'
        | 'students'
        | 'teachers'
        | 'volumes'
        | 'titles'
        | 'volumesPerStudent'
        | 'loans'
        | 'loansPerStudent'
        | 'activeReaders'
        | 'activeRate',
        number
      >;
    };
    expect(kpiText('学校')).toBe(`${formatLarge(data.schools)}所`);
    expect(kpiText('学生数')).toBe(`${formatLarge(data.students)}人`);
    expect(kpiText('教师数')).toBe(`${formatLarge(data.teachers)}人`);
    expect(kpiText('馆藏')).toBe(`${formatLarge(data.volumes)}册`);
    expect(kpiText('生均藏书')).toBe(`${data.volumesPerStudent.toFixed(2)}册/生`);
    expect(kpiText('借阅量（全部读者）')).toBe(`${formatLarge(data.loans)}册次`);
    expect(kpiText('生均借阅')).toBe(`${data.loansPerStudent.toFixed(2)}册次/生`);
    expect(kpiText('活跃读者')).toBe(`${formatLarge(data.activeReaders)}人`);
    // Large figures really are in 万 (the district has more than 9999 students and volumes).
    expect(kpiText('馆藏')).toMatch(/^\d+\.\d{2}万册$/);
    const kpis = document.querySelector('.srp-dashboard-kpis')!;
    // 活跃读者 ÷ 在籍学生 is 活跃率, not 参与率 (that is 阅读数据's 阅读平台参与人数 ÷ 在籍学生).
    expect(kpis).toHaveTextContent(`活跃率 ${formatPercent(data.activeRate)}`);
    expect(kpis).not.toHaveTextContent('参与率');
    // Every figure explains itself: an ⓘ named after it.
    for (const name of ['学生数', '馆藏', '借阅量（全部读者）', '活跃读者'])
      expect(within(kpis as HTMLElement).getByRole('button', { name: `指标说明：${name}` })).toBeInTheDocument();
    expect(kpis).toHaveTextContent(`${formatLarge(data.titles)} 种图书`);
    expect(kpis).toHaveTextContent('2025-2026学年，含教师借阅');
  });
});

describe('dashboard model (pure)', () => {
  test('the month axis is the school year, September to August; missing months are gaps', () => {
    const rows = [
      { month: '2026-09', loans: 5 },
      { month: '2026-10', loans: 7 },
    ];
    const axis = schoolYearMonths(rows, 2026);
    expect(axis).toHaveLength(12);
    expect(axis[0]).toBe('2026-09');
    expect(axis[4]).toBe('2027-01');
    expect(axis[11]).toBe('2027-08');
    expect(schoolYearMonths(rows)).toEqual(axis);
    expect(onMonths(axis, rows, (r) => r.loans).slice(0, 3)).toEqual([5, 7, null]);
    expect(schoolYearMonths([])).toEqual([]);
  });

  test('schools by loans, most first; grades in order with the teachers last', () => {
    const row = (id: number, name: string, students: number, loans: number): GroupRow => ({
      id,
      name,
      students,
      loans,
      loansPerStudent: students ? loans / students : 0,
      volumes: null,
      volumesPerStudent: null,
    });
    const schools = [row(1, '甲', 10, 5), row(2, '乙', 10, 9), row(3, '丙', 10, 7)];
    expect(orderGroups('library', schools).map((r) => r.id)).toEqual([2, 3, 1]);
    const grades = [row(1, '一年级', 10, 9), row(0, '教师', 0, 30), row(2, '二年级', 10, 3)];
    expect(orderGroups('grade', grades).map((r) => r.name)).toEqual(['一年级', '二年级', '教师']);
  });
});
