import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { call } from '@/api/client';
import { globalData } from '@/api/contract/overview';
import { demoServer } from '@/demo/node';
import {
  DEMO_ARRIVAL_LIBRARY_ID,
  DEMO_LIBRARY_ID,
  DEMO_TEACHER_LIBRARY_ID,
  DEMO_ZONE_ORG_ID,
  findDistrict,
  findSchool,
  getCity,
} from '@/demo/district';
import { useSession } from '@/stores/session';
import { formatLarge, formatPercent } from '@/utils/format';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { allShowData, buttonByText, recordRequests, state, visiblePage, widget, type Seen, recordPageAnswers } from '../helpers/stats-page';

/**
 * /dataReport/index on the real route table with the demo API: every widget with data for each account that
 * may open it, the figures as the handlers sent them, a failing call in its widget only, the units table
 * opening a district (city), a school (zone) or a campus, the school year in every call, and the district's
 * participants as the sum of its schools'.
 */

const READING = '/services/staticreadingdata/api/';
const PAGE = '/dataReport/index';

/** Answers of the demo API by path (the last one of each). */
/** The page's own answers by path (the KPI cards' comparison calls left out). */
const recordResponses = recordPageAnswers;

afterEach(() => demoServer.events.removeAllListeners());

const COMMON = ['阅读概况', '月度参与', '分年级阅读', '分年级阅读质量', '阅读分类均衡', '多元表达', '互动'];

interface View {
  name: string;
  as: string;
  library?: number;
  scope: () => string;
  table: string | null;
}

const school = (id: number) => findSchool(id)!;
const VIEWS: View[] = [
  { name: 'zone', as: 'zone', scope: () => `区域${findDistrict(DEMO_ZONE_ORG_ID)!.name}`, table: '各学校阅读对比' },
  {
    name: 'zone in library-view mode',
    as: 'zone',
    library: DEMO_LIBRARY_ID,
    scope: () => `学校${school(DEMO_LIBRARY_ID).name}`,
    table: '各校区阅读对比',
  },
  { name: 'library', as: 'library', scope: () => `学校${school(DEMO_LIBRARY_ID).name}`, table: '各校区阅读对比' },
  // The teacher's school has one campus: no campus table, no campus switcher.
  { name: 'teacher', as: 'teacher', scope: () => `学校${school(DEMO_TEACHER_LIBRARY_ID).name}`, table: null },
  { name: 'city', as: 'city', scope: () => `全市${getCity().name}`, table: '各区阅读对比' },
  { name: 'reader (special account)', as: 'reader', scope: () => `学校${school(DEMO_LIBRARY_ID).name}`, table: '各校区阅读对比' },
  {
    name: 'arrival (a library account of one campus)',
    as: 'arrival',
    scope: () => `学校${school(DEMO_ARRIVAL_LIBRARY_ID).name}`,
    table: null,
  },
];

async function open(path: string, view: Pick<View, 'as' | 'library'>) {
  if (view.library) {
    const lib = school(view.library);
    localStorage.setItem(`srp:${view.as}:library`, JSON.stringify({ id: lib.libraryId, name: lib.name }));
  }
  const app = renderApp(path, { as: view.as });
  await waitForPath(app.router, path);
  await screen.findByRole('heading', { level: 4, name: '阅读数据' });
  return app;
}

function kpi(title: string): string {
  const card = [...visiblePage().querySelectorAll<HTMLElement>('.srp-kpi-card')].find(
    (c) => c.querySelector('.srp-kpi-title')?.textContent === title,
  );
  if (!card) throw new Error(`no KPI ${title}`);
  return card.querySelector('.srp-kpi-value')!.textContent ?? '';
}

/** The text cells of a column of the table in a widget, by its header (the sticky header is a table of its own). */
function column(card: HTMLElement, header: string): string[] {
  const headers = [...(card.querySelector('thead')?.querySelectorAll('th') ?? [])].map((th) => th.textContent);
  const i = headers.indexOf(header);
  if (i < 0) throw new Error(`no column ${header}: ${headers.join(' | ')}`);
  return [...card.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.querySelectorAll('td')[i]?.textContent ?? '');
}

describe.each(VIEWS)('as $name', (view) => {
  test('every widget shows data; the KPIs are the overview call’s figures', async () => {
    const answers = recordResponses();
    await open(PAGE, view);
    await allShowData(view.table ? [...COMMON, view.table] : COMMON);
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(view.scope()));
    const overview = answers.get(`${READING}reading/queryReadingOverview`) as {
      participants: number;
      booksRead: number;
      accuracy: number;
      interactions: number;
    };
    expect(kpi('参与人数')).toBe(`${formatLarge(overview.participants)}人`);
    expect(kpi('阅读本数')).toBe(`${formatLarge(overview.booksRead)}本`);
    expect(kpi('正确率')).toBe(formatPercent(overview.accuracy));
    expect(kpi('互动')).toBe(`${formatLarge(overview.interactions)}次`);
    // The campus switcher: only for a school with several campuses.
    const multiCampus = view.table === '各校区阅读对比';
    expect(within(visiblePage()).queryAllByRole('combobox', { name: '切换校区' })).toHaveLength(multiCampus ? 1 : 0);
    // The section's pages as tabs, the ranking pages included (built elsewhere).
    const nav = within(visiblePage()).getByRole('navigation', { name: '阅读数据分页' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['阅读数据', '多元表达排名', '月度参与排名', '阅读质量排名', '阅读正确率排名']);
  });
});

describe('one failing call shows its widget’s error; the others render', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  test.each([
    { path: '/app-sy-statistics/api/verify/queryCategoryBalanceData', failing: '阅读分类均衡' },
    { path: `${READING}reading/queryReadingTrend`, failing: '月度参与' },
    { path: `${READING}reading/queryReadingByUnit`, failing: '各学校阅读对比' },
  ])('$failing', async ({ path, failing }) => {
    let fail = true;
    demoServer.use(http.post(`*${path}`, () => (fail ? HttpResponse.json({ title: '阅读数据服务暂不可用' }, { status: 503 }) : undefined)));
    await open(PAGE, { as: 'zone' });
    await waitFor(() => expect(state(widget(failing))).toBe('error'));
    const all = [...COMMON, '各学校阅读对比'];
    await allShowData(
      all.filter((t) => t !== failing),
      false,
    );
    expect(within(widget(failing)).getByRole('alert')).toHaveTextContent('阅读数据服务暂不可用');
    fail = false;
    fireEvent.click(within(widget(failing)).getByRole('button', { name: /重试/ }));
    await allShowData(all);
  });

  test('a malformed answer shows 数据格式错误 in that widget', async () => {
    demoServer.use(
      http.post(`*${READING}reading/queryExpressionTypes`, () =>
        HttpResponse.json({ code: '200', msg: 'success', data: { total: 'many' } }),
      ),
    );
    await open(PAGE, { as: 'library' });
    await waitFor(() => expect(state(widget('多元表达'))).toBe('error'));
    expect(within(widget('多元表达')).getByRole('alert')).toHaveTextContent('数据格式错误');
    await allShowData(['阅读概况', '互动', '分年级阅读'], false);
  });
});

describe('figures agree across calls and levels', () => {
  test('zone: the district’s participants are the sum of its schools’ in the table; the totals match statistics/queryGlobal', async () => {
    await open(PAGE, { as: 'zone' });
    await allShowData([...COMMON, '各学校阅读对比']);
    const table = widget('各学校阅读对比');
    const names = column(table, '学校');
    expect(names).toEqual(findDistrict(DEMO_ZONE_ORG_ID)!.schools.map((s) => s.name));
    const participants = column(table, '参与人数（人）').map(Number);
    expect(participants.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    const sum = participants.reduce((a, b) => a + b, 0);
    expect(kpi('参与人数')).toBe(`${formatLarge(sum)}人`);
    // The dashboard's call for the same figures says the same.
    const global = await call(globalData, {});
    expect(kpi('参与人数')).toBe(`${formatLarge(global.participants)}人`);
    expect(kpi('阅读本数')).toBe(`${formatLarge(global.booksRead)}本`);
    expect(kpi('测验次数')).toBe(`${formatLarge(global.quizzes)}次`);
  });

  test('library: the campuses’ participants and quizzes add up to the school’s', async () => {
    const answers = recordResponses();
    await open(PAGE, { as: 'library' });
    await allShowData([...COMMON, '各校区阅读对比']);
    const table = widget('各校区阅读对比');
    expect(column(table, '校区')).toEqual(school(DEMO_LIBRARY_ID).campuses.map((c) => c.name));
    const overview = answers.get(`${READING}reading/queryReadingOverview`) as { participants: number; quizzes: number };
    expect(
      column(table, '参与人数（人）')
        .map(Number)
        .reduce((a, b) => a + b, 0),
    ).toBe(overview.participants);
    expect(
      column(table, '测验次数（次）')
        .map(Number)
        .reduce((a, b) => a + b, 0),
    ).toBe(overview.quizzes);
  });
});

describe('the table opens a unit', () => {
  test('city: a district row drills into that district (districtId in every call, in the URL); 返回全市 comes back', async () => {
    const seen = recordRequests();
    const { router } = await open(PAGE, { as: 'city' });
    await allShowData([...COMMON, '各区阅读对比']);
    const district = findDistrict(DEMO_ZONE_ORG_ID)!;
    const before = seen.length;
    fireEvent.click(buttonByText(widget('各区阅读对比'), district.name));
    await waitForPath(router, `${PAGE}?district=${district.districtId}`);
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`区域${district.name}`));
    await allShowData([...COMMON, '各学校阅读对比']);
    const after = seen.slice(before).filter((s) => /\/api\/(reading|verify)\//.test(s.path));
    expect(after.length).toBeGreaterThanOrEqual(8);
    for (const s of after) expect(`${s.path} ${String(s.body.districtId)}`).toBe(`${s.path} ${district.districtId}`);

    fireEvent.click(within(visiblePage()).getByRole('button', { name: /返回全市/ }));
    await waitForPath(router, PAGE);
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`全市${getCity().name}`));

    // Each was a history entry (a change of scope, docs/rules.md#scope): Back opens the district again, then the city.
    await act(async () => {
      await router.navigate(-1);
    });
    await waitForPath(router, `${PAGE}?district=${district.districtId}`);
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`区域${district.name}`));
    await act(async () => {
      await router.navigate(-1);
    });
    await waitForPath(router, PAGE);
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`全市${getCity().name}`));
  });

  test('zone: a school row switches to that school’s library view; the page stays and redraws', async () => {
    const seen = recordRequests();
    const { router } = await open(PAGE, { as: 'zone' });
    await allShowData([...COMMON, '各学校阅读对比']);
    const target = school(DEMO_LIBRARY_ID);
    const before = seen.length;
    fireEvent.click(buttonByText(widget('各学校阅读对比'), target.name));
    await waitFor(() => expect(useSession.getState().curLibrary?.id).toBe(target.libraryId));
    // The school is in the address, a new history entry (docs/rules.md#scope).
    await waitForPath(router, `${PAGE}?school=${target.libraryId}`);
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`学校${target.name}`));
    await allShowData([...COMMON, '各校区阅读对比']);
    const after = seen.slice(before).filter((s) => /\/api\/(reading|verify|campusContrast)\//.test(s.path));
    expect(after.length).toBeGreaterThanOrEqual(8);
    for (const s of after) expect(`${s.path} ${String(s.body.libraryId)}`).toBe(`${s.path} ${target.libraryId}`);
  });

  test('library: a campus row selects that campus', async () => {
    const { router } = await open(PAGE, { as: 'library' });
    await allShowData([...COMMON, '各校区阅读对比']);
    const east = school(DEMO_LIBRARY_ID).campuses[1];
    fireEvent.click(buttonByText(widget('各校区阅读对比'), east.name));
    await waitForPath(router, `${PAGE}?campus=${east.campusId}`);
    await waitFor(() => expect(useSession.getState().curCampusId).toBe(east.campusId));
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`校区${east.name}`));
    await allShowData([...COMMON, '各校区阅读对比']);
    // The comparison keeps both campuses and marks the chosen one.
    const table = widget('各校区阅读对比');
    expect(column(table, '校区')).toEqual([school(DEMO_LIBRARY_ID).campuses[0].name, `${east.name}当前`]);
    // A history entry: Back returns to every campus.
    await act(async () => {
      await router.navigate(-1);
    });
    await waitForPath(router, PAGE);
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).not.toHaveTextContent(east.name));
  });
});

describe('the school year', () => {
  test('?yid=2025: every call for 2025, the trend also for 2024 (the year before)', async () => {
    const seen = recordRequests();
    await open(`${PAGE}?yid=2025`, { as: 'zone' });
    await allShowData([...COMMON, '各学校阅读对比']);
    const calls: Seen[] = seen.filter((s) => /\/api\/(reading|verify|campusContrast)\//.test(s.path));
    const trend = calls.filter((s) => s.path.endsWith('queryReadingTrend')).map((s) => s.body.yearId);
    expect(trend.sort()).toEqual([2024, 2025]);
    for (const s of calls.filter((c) => !c.path.endsWith('queryReadingTrend')))
      expect(`${s.path} ${String(s.body.yearId)}`).toBe(`${s.path} 2025`);
    expect(widget('月度参与')).toHaveTextContent('2025-2026学年与2024-2025学年每月参与率');
  });

  test('a library switch in the navbar while on the page refetches with libraryId', async () => {
    const seen = recordRequests();
    await open(PAGE, { as: 'zone' });
    await allShowData([...COMMON, '各学校阅读对比']);
    const lib = useSession.getState().libraries.find((l) => l.id === DEMO_TEACHER_LIBRARY_ID)!;
    const before = seen.length;
    act(() => useSession.getState().selectLibrary(lib));
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`学校${lib.name}`));
    // One campus: no campus table.
    await allShowData(COMMON);
    const after = seen.slice(before).filter((s) => /\/api\/(reading|verify)\//.test(s.path));
    expect(after.length).toBeGreaterThanOrEqual(7);
    for (const s of after) expect(`${s.path} ${String(s.body.libraryId)}`).toBe(`${s.path} ${lib.id}`);
  });
});
