import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { demoServer } from '@/demo/node';
import {
  DEMO_ARRIVAL_LIBRARY_ID,
  DEMO_LIBRARY_ID,
  DEMO_TEACHER_LIBRARY_ID,
  DEMO_ZONE_ORG_ID,
  STOPPED_REPORTING,
  findDistrict,
  findSchool,
  getCity,
} from '@/demo/district';
import { useSession } from '@/stores/session';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { allShowData, buttonByText, recordRequests, state, visiblePage, widget, recordPageAnswers } from '../helpers/stats-page';

/**
 * /teaching/index, /schools/index and /ArrivalData/ArrivalData on the real route table with the demo API:
 * every widget with data for the accounts that may open them, the figures as the calls sent them, one failing
 * call, the filters in the URL and the request bodies, the school list's clicks, and the refusals (/401) by
 * direct URL for the accounts without the role.
 */

const API = '/services/staticreadingdata/api/';

/** The page's own answers by path (the KPI cards' comparison calls left out). */
const recordResponses = recordPageAnswers;

afterEach(() => demoServer.events.removeAllListeners());

async function open(path: string, as: string, heading: string, library?: number) {
  if (library) {
    const lib = findSchool(library)!;
    localStorage.setItem(`srp:${as}:library`, JSON.stringify({ id: lib.libraryId, name: lib.name }));
  }
  const app = renderApp(path, { as });
  await waitForPath(app.router, path);
  await screen.findByRole('heading', { level: 4, name: heading });
  return app;
}

function kpi(title: string): string {
  const card = [...visiblePage().querySelectorAll<HTMLElement>('.srp-kpi-card')].find(
    (c) => c.querySelector('.srp-kpi-title')?.textContent === title,
  );
  if (!card) throw new Error(`no KPI ${title}`);
  return card.querySelector('.srp-kpi-value')!.textContent ?? '';
}

let consoleError: ReturnType<typeof vi.spyOn> | undefined;
function quietConsole() {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
}
afterEach(() => {
  consoleError?.mockRestore();
  consoleError = undefined;
});

// ------------------------------------------------------------------------------------------------ /teaching/index

describe('/teaching/index', () => {
  const WIDGETS = ['教学概况', '月度教学', '分学科教学', '分年级教学', '教师教学情况'];
  const VIEWS = [
    { name: 'zone', as: 'zone', scope: () => `区域${findDistrict(DEMO_ZONE_ORG_ID)!.name}`, school: true },
    {
      name: 'zone in library-view mode',
      as: 'zone',
      library: DEMO_LIBRARY_ID,
      scope: () => `学校${findSchool(DEMO_LIBRARY_ID)!.name}`,
      school: false,
    },
    { name: 'library', as: 'library', scope: () => `学校${findSchool(DEMO_LIBRARY_ID)!.name}`, school: false },
    { name: 'teacher', as: 'teacher', scope: () => `学校${findSchool(DEMO_TEACHER_LIBRARY_ID)!.name}`, school: false },
    { name: 'city', as: 'city', scope: () => `全市${getCity().name}`, school: true },
    { name: 'arrival', as: 'arrival', scope: () => `学校${findSchool(DEMO_ARRIVAL_LIBRARY_ID)!.name}`, school: false },
  ];

  test.each(VIEWS)('$name: every widget with data, the KPIs as the call sent them', async (view) => {
    const answers = recordResponses();
    await open('/teaching/index', view.as, '教学数据', view.library);
    await allShowData(WIDGETS);
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(view.scope()));
    const t = answers.get(`${API}teaching/queryTeachingData`) as {
      tasks: number;
      recommendations: number;
      completionRate: number;
      activeTeachers: number;
    };
    expect(kpi('阅读任务')).toBe(`${formatLarge(t.tasks)}个`);
    expect(kpi('推荐图书')).toBe(`${formatLarge(t.recommendations)}本`);
    expect(kpi('任务完成率')).toBe(formatPercent(t.completionRate));
    expect(kpi('布置任务的教师')).toBe(`${formatLarge(t.activeTeachers)}人`);
    // The teacher table names the school only when the scope spans schools.
    const head = [...widget('教师教学情况').querySelectorAll('thead th')].map((th) => th.textContent);
    expect(head.includes('学校')).toBe(view.school);
    const nav = within(visiblePage()).getByRole('navigation', { name: '教学数据分页' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['教学数据', '教学数据排名']);
  });

  test('the teacher table’s filters live in the URL and go into the request', async () => {
    const seen = recordRequests();
    const { router } = await open('/teaching/index', 'library', '教学数据');
    await allShowData(WIDGETS);
    const user = userEvent.setup();
    await user.click(within(widget('教师教学情况')).getByRole('combobox', { name: '学科' }));
    await user.click(await screen.findByTitle('语文'));
    await waitFor(() => expect(router.state.location.search).toBe('?subject=%E8%AF%AD%E6%96%87'));
    await user.click(within(widget('教师教学情况')).getByRole('combobox', { name: '排序指标' }));
    await user.click(await screen.findByTitle('按阅读任务'));
    await waitFor(() => expect(router.state.location.search).toContain('metric=tasks'));
    await waitFor(() => {
      const last = seen.filter((s) => s.path.endsWith('/rank/queryRanking')).at(-1)!;
      expect(last.body).toMatchObject({ family: 'teaching', level: 'teacher', subject: '语文', metric: 'tasks', size: 100 });
    });
    await waitFor(() => expect(widget('教师教学情况')).toHaveTextContent('按阅读任务排序'));
    const subjects = [...widget('教师教学情况').querySelectorAll('tbody tr.ant-table-row')].map(
      (tr) => tr.querySelectorAll('td')[2]?.textContent,
    );
    expect(subjects.length).toBeGreaterThan(0);
    expect(new Set(subjects)).toEqual(new Set(['语文']));
  });

  test('the special account (reading data and rankings only) is refused by direct URL', async () => {
    const { router } = renderApp('/teaching/index', { as: 'reader' });
    await waitForPath(router, '/401');
  });

  test('a link with filters reproduces the view; an unknown metric is not set', async () => {
    const seen = recordRequests();
    await open('/teaching/index?metric=nonsense&yid=2025', 'zone', '教学数据');
    await allShowData(WIDGETS);
    const rank = seen.find((s) => s.path.endsWith('/rank/queryRanking'))!;
    expect(rank.body).toMatchObject({ family: 'teaching', metric: 'score', yearId: 2025 });
    expect(seen.find((s) => s.path.endsWith('/teaching/queryTeachingData'))!.body).toMatchObject({ yearId: 2025 });
    // A district has more than 100 teachers: the table says so and links the full ranking for the same year.
    expect(within(widget('教师教学情况')).getByRole('link', { name: '教学数据排名' })).toHaveAttribute(
      'href',
      '/teaching/teachingDataRanking?yid=2025',
    );
  });

  test('a failing teacher ranking fails its widget only', async () => {
    quietConsole();
    demoServer.use(http.post(`*${API}rank/queryRanking`, () => HttpResponse.json({ title: '教学服务暂不可用' }, { status: 500 })));
    await open('/teaching/index', 'zone', '教学数据');
    await waitFor(() => expect(state(widget('教师教学情况'))).toBe('error'));
    expect(within(widget('教师教学情况')).getByRole('alert')).toHaveTextContent('教学服务暂不可用');
    await allShowData(
      WIDGETS.filter((w) => w !== '教师教学情况'),
      false,
    );
  });
});

// ------------------------------------------------------------------------------------------------ /schools/index

describe('/schools/index', () => {
  const WIDGETS = ['学校概况', '学校一览', '学校对比', '学校并列对比'];
  const district = () => findDistrict(DEMO_ZONE_ORG_ID)!;

  test('zone: every school in the table with its figures; the school that stopped reporting stands out', async () => {
    const answers = recordResponses();
    await open('/schools/index', 'zone', '学校数据');
    await allShowData(
      WIDGETS.filter((w) => w !== '学校并列对比'),
      false,
    );
    expect(state(widget('学校并列对比'))).toBe('empty');
    const list = answers.get(`${API}school/querySchoolList`) as {
      rows: {
        libraryId: number;
        name: string;
        volumesPerStudent: number;
        participationRate: number;
        reporting: string;
        daysSinceData: number;
      }[];
    };
    const table = widget('学校一览');
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows.map((r) => r.querySelectorAll('td')[1]?.querySelector('button')?.textContent)).toEqual(
      district().schools.map((s) => s.name),
    );
    const first = list.rows[0];
    expect(rows[0]).toHaveTextContent(formatDecimal(first.volumesPerStudent));
    expect(rows[0]).toHaveTextContent(formatPercent(first.participationRate));
    const late = list.rows.filter((r) => r.reporting === 'late');
    expect(late.map((r) => r.libraryId)).toEqual(
      Object.keys(STOPPED_REPORTING)
        .map(Number)
        .filter((id) => district().schools.some((s) => s.libraryId === id)),
    );
    const lateRow = rows[list.rows.indexOf(late[0])];
    expect(within(lateRow as HTMLElement).getByText(`${late[0].daysSinceData} 天未上报`)).toBeInTheDocument();
    expect(within(table).getByRole('alert')).toHaveTextContent(late[0].name);
    expect(kpi('数据未及时上报')).toBe(`${late.length}所`);
    expect(kpi('学校')).toBe(`${district().schools.length}所`);
  });

  test('two to four schools side by side, kept in the URL; the chart’s figure too', async () => {
    const { router } = await open('/schools/index', 'zone', '学校数据');
    await allShowData(
      WIDGETS.filter((w) => w !== '学校并列对比'),
      false,
    );
    const [a, b] = district().schools;
    fireEvent.click(within(widget('学校一览')).getByRole('checkbox', { name: `对比${a.name}` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?compare=${a.libraryId}`));
    await waitFor(() => expect(widget('学校并列对比')).toHaveTextContent(`已选 ${a.name}，再勾选`));
    fireEvent.click(within(widget('学校一览')).getByRole('checkbox', { name: `对比${b.name}` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?compare=${a.libraryId}%2C${b.libraryId}`));
    await waitFor(() => expect(state(widget('学校并列对比'))).toBe('data'));
    const compare = within(widget('学校并列对比')).getByRole('table', { name: '学校并列对比' });
    expect(
      within(compare)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['指标', a.name, b.name]);

    fireEvent.click(within(widget('学校对比')).getByText('参与率'));
    await waitFor(() => expect(router.state.location.search).toContain('metric=participationRate'));
    expect(widget('学校对比').querySelector('.srp-chart')).not.toBeNull();
  });

  test('a link with four schools reproduces the comparison; unknown ids are not set; a fifth is refused', async () => {
    const ids = district().schools.map((s) => s.libraryId);
    await open(`/schools/index?compare=${ids[0]},99999,${ids[1]},${ids[2]},${ids[3]},${ids[4]}`, 'zone', '学校数据');
    await allShowData(WIDGETS);
    const compare = within(widget('学校并列对比')).getByRole('table', { name: '学校并列对比' });
    expect(within(compare).getAllByRole('columnheader')).toHaveLength(5);
    expect(within(widget('学校一览')).getByRole('checkbox', { name: `对比${district().schools[5].name}` })).toBeDisabled();
  });

  test('a click on a school switches into its library view and opens its home page', async () => {
    const { router } = await open('/schools/index', 'zone', '学校数据');
    await allShowData(
      WIDGETS.filter((w) => w !== '学校并列对比'),
      false,
    );
    const target = findSchool(DEMO_ARRIVAL_LIBRARY_ID)!;
    fireEvent.click(buttonByText(widget('学校一览'), target.name));
    // The school is in the address (docs/rules.md#scope): Back returns to 学校数据.
    await waitForPath(router, `/dashboard?school=${target.libraryId}`);
    expect(useSession.getState().curLibrary?.id).toBe(target.libraryId);
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`学校${target.name}`));
    // Library-view mode has no 学校数据: the sidebar no longer lists it.
    expect(screen.getByRole('navigation', { name: '侧边菜单' })).not.toHaveTextContent('学校数据');
  });

  test('a failing school list shows the error in every widget it feeds', async () => {
    quietConsole();
    demoServer.use(http.post(`*${API}school/querySchoolList`, () => HttpResponse.json({ title: '学校数据服务暂不可用' }, { status: 500 })));
    await open('/schools/index', 'zone', '学校数据');
    await waitFor(() => {
      for (const w of WIDGETS) expect(`${w} ${state(widget(w))}`).toBe(`${w} error`);
    });
    expect(within(widget('学校一览')).getByRole('alert')).toHaveTextContent('学校数据服务暂不可用');
  });
});

// ------------------------------------------------------------------------------------------------ /ArrivalData/ArrivalData

describe('/ArrivalData/ArrivalData', () => {
  const WIDGETS = ['到馆概况', '每日到馆', '时段 × 星期', '高峰时段', '各年级到馆', '各校区到馆'];

  test('arrival: every widget with data, the KPIs as the call sent them', async () => {
    const answers = recordResponses();
    await open('/ArrivalData/ArrivalData', 'arrival', '到馆数据');
    await allShowData(WIDGETS);
    const a = answers.get(`${API}arrival/queryArrivalData`) as {
      total: number;
      averagePerDay: number;
      visitsPerStudent: number;
      peakHour: number;
      campuses: { name: string }[];
    };
    expect(kpi('到馆人次')).toBe(`${formatLarge(a.total)}人次`);
    expect(kpi('日均到馆')).toBe(`${formatDecimal(a.averagePerDay, 1)}人次/天`);
    expect(kpi('人均到馆')).toBe(`${formatDecimal(a.visitsPerStudent)}人次/生`);
    expect(kpi('高峰时段')).toBe(`${String(a.peakHour).padStart(2, '0')}:00–${String(a.peakHour + 1).padStart(2, '0')}:00`);
    expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`学校${findSchool(DEMO_ARRIVAL_LIBRARY_ID)!.name}`);
    expect(widget('各校区到馆').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(a.campuses.length);
  });

  test('the school year of the URL goes into the call', async () => {
    const seen = recordRequests();
    await open('/ArrivalData/ArrivalData?yid=2025', 'arrival', '到馆数据');
    await allShowData(WIDGETS);
    const calls = seen.filter((s) => s.path.endsWith('/arrival/queryArrivalData'));
    expect(calls.map((c) => c.body.yearId)).toEqual([2025]);
    expect(widget('每日到馆').querySelector('.srp-chart')).not.toBeNull();
  });

  test('admin (every route) opens it for its district: the pilot campus of the district', async () => {
    await open('/ArrivalData/ArrivalData', 'admin', '到馆数据');
    await allShowData(WIDGETS);
    expect(widget('各校区到馆')).toHaveTextContent(findSchool(DEMO_ARRIVAL_LIBRARY_ID)!.name);
  });

  test('a failing call: every widget shows its error and 重试 brings them back', async () => {
    quietConsole();
    let fail = true;
    demoServer.use(
      http.post(`*${API}arrival/queryArrivalData`, () =>
        fail ? HttpResponse.json({ title: '闸机数据服务暂不可用' }, { status: 502 }) : undefined,
      ),
    );
    await open('/ArrivalData/ArrivalData', 'arrival', '到馆数据');
    await waitFor(() => {
      for (const w of WIDGETS) expect(`${w} ${state(widget(w))}`).toBe(`${w} error`);
    });
    fail = false;
    fireEvent.click(within(widget('每日到馆')).getByRole('button', { name: /重试/ }));
    await allShowData(WIDGETS);
  });
});

// ------------------------------------------------------------------------------------------------ refusals

describe('refused by direct URL to the accounts without the role', () => {
  test.each([
    ['/schools/index', 'library'],
    ['/schools/index', 'teacher'],
    ['/schools/index', 'arrival'],
    ['/schools/index', 'reader'],
    ['/schools/index', 'city'],
    ['/ArrivalData/ArrivalData', 'zone'],
    ['/ArrivalData/ArrivalData', 'library'],
    ['/ArrivalData/ArrivalData', 'teacher'],
    ['/ArrivalData/ArrivalData', 'city'],
    ['/ArrivalData/ArrivalData', 'reader'],
  ])('%s as %s → /401', async (path, as) => {
    const seen = recordRequests();
    const { router } = renderApp(path, { as });
    await waitForPath(router, '/401');
    // Nothing of the page was asked for.
    expect(seen.filter((s) => /school\/querySchoolList|arrival\/queryArrivalData/.test(s.path))).toEqual([]);
  });

  test('zone in library-view mode loses 学校数据: /schools/index → /401', async () => {
    localStorage.setItem('srp:zone:library', JSON.stringify({ id: DEMO_LIBRARY_ID, name: findSchool(DEMO_LIBRARY_ID)!.name }));
    const { router } = renderApp('/schools/index', { as: 'zone' });
    await waitForPath(router, '/401');
  });
});
