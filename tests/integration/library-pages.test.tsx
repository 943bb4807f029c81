import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { demoServer } from '@/demo/node';
import { DEMO_LIBRARY_ID, DEMO_ZONE_ORG_ID, findDistrict, findSchool } from '@/demo/district';
import { useSession } from '@/stores/session';
import { formatDecimal, formatLarge } from '@/utils/format';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { isComparisonBody, recordPageAnswers } from '../helpers/stats-page';

/**
 * The four /library pages on the real route table with the demo API: every widget with data for each view
 * (zone, zone in library-view mode, library), the error state of one failing call, the filters and the
 * school year in the request bodies, and a library switch redrawing every widget.
 */

const STATS = '/app-sy-statistics/api/';

interface Seen {
  path: string;
  body: URLSearchParams;
}

/**
 * Records every statistics call of the page: the path after /app-sy-statistics/api/ and the decoded form body (the KPI
 * cards' calls for the period before left out: isComparisonBody).
 */
function recordCalls(): Seen[] {
  const seen: Seen[] = [];
  demoServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(STATS)) return;
    void request
      .clone()
      .text()
      .then((text) => {
        if (!isComparisonBody(text)) seen.push({ path: url.pathname.slice(STATS.length), body: new URLSearchParams(text) });
      });
  });
  return seen;
}

/** The last answer (`data` of the envelope) of every statistics call of the page, by path (comparisons left out). */
function recordAnswers(): Answers {
  const all = recordPageAnswers();
  return { get: (path) => all.get(`${STATS}${path}`), has: (path) => all.has(`${STATS}${path}`) };
}

/** The value text of a KPI tile by its title. */
function kpiText(title: string): string {
  const card = [...visiblePage().querySelectorAll<HTMLElement>('.srp-kpi-card')].find(
    (c) => c.querySelector('.srp-kpi-title')?.textContent === title,
  );
  if (!card) throw new Error(`no KPI tile ${title}`);
  return card.querySelector('.srp-kpi-value')?.textContent ?? '';
}

afterEach(() => {
  demoServer.events.removeAllListeners();
});

/** The visible page (cached tabs stay mounted but hidden). */
function visiblePage(): HTMLElement {
  const pages = [...document.querySelectorAll<HTMLElement>('.srp-page')];
  return pages.find((p) => !p.closest('[hidden]') && p.style.display !== 'none') ?? document.body;
}

/** The widget card of a title ('.ant-card-head-title' holds the title, then the subtitle). */
function widget(title: string): HTMLElement {
  const heads = [...visiblePage().querySelectorAll<HTMLElement>('.srp-widget .ant-card-head-title')];
  const head = heads.find((h) => {
    const own = h.firstElementChild?.firstElementChild?.textContent ?? h.textContent ?? '';
    return own === title || h.textContent === title;
  });
  if (!head) throw new Error(`no widget “${title}”; widgets: ${heads.map((h) => h.textContent).join(' | ')}`);
  return head.closest<HTMLElement>('.srp-widget')!;
}

function state(card: HTMLElement): 'loading' | 'error' | 'empty' | 'data' {
  if (card.querySelector('.srp-widget-loading')) return 'loading';
  if (card.querySelector('.srp-widget-error')) return 'error';
  if (card.querySelector('.srp-widget-empty')) return 'empty';
  return 'data';
}

/** Waits until every widget of the list shows data (charts drawn, tables filled); `exact`: and no others. */
async function allShowData(titles: readonly string[], exact = true) {
  await waitFor(() => {
    for (const t of titles) expect(`${t}: ${state(widget(t))}`).toBe(`${t}: data`);
  });
  for (const t of titles) {
    const card = widget(t);
    const content = card.querySelector('.srp-chart, table, .srp-kpi-card, .srp-library-feed, .ant-progress');
    expect(content, t).not.toBeNull();
  }
  // Every widget of the page is one of the expected ones.
  if (exact) expect(visiblePage().querySelectorAll('.srp-widget')).toHaveLength(titles.length);
}

const district = () => findDistrict(DEMO_ZONE_ORG_ID)!;
const school = () => findSchool(DEMO_LIBRARY_ID)!;

interface View {
  name: string;
  as: 'zone' | 'library';
  library?: boolean;
  scope: () => string;
  unit: '学校' | '校区';
}

const VIEWS: View[] = [
  { name: 'zone', as: 'zone', scope: () => `区域${district().name}`, unit: '学校' },
  { name: 'zone in library-view mode', as: 'zone', library: true, scope: () => `学校${school().name}`, unit: '校区' },
  { name: 'library', as: 'library', scope: () => `学校${school().name}`, unit: '校区' },
];

type Answers = Pick<Map<string, unknown>, 'get' | 'has'>;
interface PageCase {
  path: string;
  heading: string;
  widgets: (unit: string) => string[];
  /** Exactly the statistics calls the page makes. */
  calls: string[];
  /** A figure on screen and the text the page must show for the handler's answer. */
  figure: (answers: Answers) => { shown: () => string; expected: string };
}

const data = <T,>(answers: Answers, path: string) => answers.get(path) as T;

const PAGES: PageCase[] = [
  {
    path: '/library/index',
    heading: '馆藏概况',
    widgets: (unit) => ['馆藏指标', '中图法分类分布', '藏书建设', '近三学年流通', '近三学年月度借阅', `各${unit}生均藏书对标`],
    calls: [
      'book/management/queryBookManagementData',
      'book/management/queryBookCategory',
      'book/management/queryBookCollectionData',
      'book/management/queryInThreeYearBookCirculation',
      'book/management/queryInThreeYearBorrowCirculation',
    ],
    figure: (a) => ({
      shown: () => kpiText('生均藏书'),
      expected: `${formatDecimal(data<{ volumesPerStudent: number }>(a, 'book/management/queryBookManagementData').volumesPerStudent)}册/生`,
    }),
  },
  {
    path: '/library/borrow-rank',
    heading: '借阅排行',
    widgets: () => ['图书借阅排行', '读者借阅排行', '分类借阅'],
    calls: ['circulation/queryGradeBorrow', 'circulation/queryBookRankStatistics', 'card/queryCardBorrowRank', 'card/queryCategoryBorrow'],
    figure: (a) => ({
      shown: () => within(widget('图书借阅排行')).getAllByRole('row')[1]?.textContent ?? '',
      expected: data<{ rows: { title: string }[] }>(a, 'circulation/queryBookRankStatistics').rows[0].title,
    }),
  },
  {
    path: '/library/circulation',
    heading: '图书流通',
    widgets: (unit) => [
      '流通概况',
      '年度流通',
      '借阅卡',
      '近八周借阅',
      '年级借阅',
      '借阅时长',
      '年级 × 分类借阅',
      `各${unit}借阅量`,
      '借阅动态',
    ],
    calls: [
      'circulation/queryBookCirculationData',
      'circulation/queryAnnualCirculationData',
      'card/queryCardManagementData',
      'circulation/queryGradeBorrow',
      'card/queryGradeCategoryBorrow',
      'card/queryGradeBorrowDuration',
      'circulation/queryLoanBookBorrowTotal',
      'card/queryBorrowDynamicData',
      // 近八周借阅 (the alerts' week-on-week drops explained)
      'circulation/queryWeeklyLoans',
    ],
    figure: (a) => ({
      shown: () => kpiText('借阅量（全部读者）'),
      expected: `${formatLarge(data<{ loans: number }>(a, 'circulation/queryBookCirculationData').loans)}册次`,
    }),
  },
  {
    path: '/library/avarage-list',
    heading: '师生平均借阅',
    widgets: () => ['师生人均借阅', '各年级人均借阅', '各班级人均借阅'],
    calls: ['circulation/queryLoanData'],
    figure: (a) => ({
      shown: () => kpiText('教师人均借阅'),
      expected: `${formatDecimal(data<{ teachers: { average: number } }>(a, 'circulation/queryLoanData').teachers.average)}册次/人`,
    }),
  },
];

async function open(path: string, view: View) {
  if (view.library) {
    // A zone user who picked a library before: the session restores it from storage at load.
    localStorage.setItem('srp:zone:library', JSON.stringify({ id: school().libraryId, name: school().name }));
  }
  const app = renderApp(path, { as: view.as });
  await waitForPath(app.router, path.startsWith('/') ? path : `/${path}`);
  return app;
}

describe.each(VIEWS)('as $name', (view) => {
  test.each(PAGES)('$path shows every widget with data, from exactly its calls, with the figures answered', async (page) => {
    const seen = recordCalls();
    const answers = recordAnswers();
    await open(page.path, view);
    await screen.findByRole('heading', { level: 4, name: page.heading });
    await allShowData(page.widgets(view.unit));
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(view.scope()));
    // The tab bar links the four pages, then the lists a librarian acts on (the slips and the weeding list name readers
    // and books of one school: the library role or a school's view only), and marks this one.
    const nav = within(visiblePage()).getByRole('navigation', { name: '图书馆数据分页' });
    const school = view.as === 'library' || view.library === true;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['馆藏概况', '借阅排行', '图书流通', '师生平均借阅', ...(school ? ['逾期清单', '馆藏剔旧'] : []), '应补册数与补充计划']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', page.path);
    // The page makes exactly its calls, and shows what they answered.
    // (base/* are the session's own calls at sign-in.)
    const statistics = () => seen.filter((c) => !c.path.startsWith('base/'));
    await waitFor(() => expect(new Set(statistics().map((c) => c.path))).toEqual(new Set(page.calls)));
    for (const c of page.calls) expect(seen.filter((x) => x.path === c).length, c).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(page.calls.every((c) => answers.has(c))).toBe(true));
    const { shown, expected } = page.figure(answers);
    expect(shown()).toContain(expected);
  });
});

describe('a failing call shows its widget’s error state, the others render', () => {
  // The wrapper logs the failed call to the console (and the error log); expected here.
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  // loanData feeds all three widgets of /library/avarage-list: they fail (and come back) together.
  const CASES = [
    { path: '/library/index', call: 'book/management/queryBookCategory', failing: ['中图法分类分布'] },
    { path: '/library/borrow-rank', call: 'card/queryCardBorrowRank', failing: ['读者借阅排行'] },
    { path: '/library/circulation', call: 'card/queryGradeCategoryBorrow', failing: ['年级 × 分类借阅'] },
    { path: '/library/avarage-list', call: 'circulation/queryLoanData', failing: ['师生人均借阅', '各年级人均借阅', '各班级人均借阅'] },
  ];

  test.each(CASES)('$path: $call fails', async ({ path, call, failing }) => {
    let fail = true;
    demoServer.use(
      http.post(`*${STATS}${call}`, () => (fail ? HttpResponse.json({ title: '统计服务暂不可用' }, { status: 500 }) : undefined)),
    );
    await open(path, VIEWS[0]);
    const page = PAGES.find((p) => p.path === path)!;
    await waitFor(() => {
      for (const t of failing) expect(`${t}: ${state(widget(t))}`).toBe(`${t}: error`);
    });
    const others = page.widgets('学校').filter((t) => !failing.includes(t));
    await allShowData(others, false);
    for (const t of failing) {
      const card = widget(t);
      expect(within(card).getByRole('alert')).toHaveTextContent('统计服务暂不可用');
      expect(within(card).getByRole('button', { name: /重试/ })).toBeInTheDocument();
    }

    // 重试 once the service is back: the widget draws.
    fail = false;
    fireEvent.click(within(widget(failing[0])).getByRole('button', { name: /重试/ }));
    await allShowData(page.widgets('学校'));
  });
});

test('/library/avarage-list: the class table gives equal averages the same rank (1, 2, 2, 4), the one ranking rule', async () => {
  const cls = (classId: number, section: number, average: number) => ({
    classId,
    className: `三年级(${section})班`,
    grade: 3,
    gradeName: '三年级',
    schoolName: school().name,
    readers: 40,
    borrowers: 30,
    loans: Math.round(average * 40),
    average,
  });
  const byClass = [cls(1, 1, 2.1), cls(2, 2, 3.5), cls(3, 3, 2.1), cls(4, 4, 1)];
  const data = {
    scope: { level: 'library', name: school().name },
    students: { readers: 160, borrowers: 120, loans: 348, average: 2.18 },
    teachers: { readers: 12, borrowers: 9, loans: 30, average: 2.5 },
    byGrade: [{ grade: 3, gradeName: '三年级', readers: 160, borrowers: 120, loans: 348, average: 2.18 }],
    byClass,
  };
  demoServer.use(http.post(`*${STATS}circulation/queryLoanData`, () => HttpResponse.json({ code: '200', msg: 'success', data })));
  await open('/library/avarage-list', VIEWS[2]);
  await allShowData(['各班级人均借阅'], false);
  const rows = within(widget('各班级人均借阅'))
    .getAllByRole('row')
    .filter((r) => r.querySelector('.srp-rank'));
  expect(rows.map((r) => `${r.querySelector('.srp-rank')!.textContent} ${within(r).getByText(/^三年级/).textContent}`)).toEqual([
    '1 三年级(2)班',
    '2 三年级(1)班',
    '2 三年级(3)班',
    '4 三年级(4)班',
  ]);
});

describe('filters and the school year travel in the request body', () => {
  test('the 中图法 and grade filters send category and grade, and live in the URL', async () => {
    const seen = recordCalls();
    const { router } = await open('/library/borrow-rank', VIEWS[0]);
    await allShowData(PAGES[1].widgets('学校'));
    const user = userEvent.setup();

    const categorySelect = within(widget('图书借阅排行')).getByRole('combobox', { name: '中图法分类' });
    await user.click(categorySelect);
    await user.type(categorySelect, '历史');
    await user.click(await screen.findByTitle('K 历史地理'));
    await waitFor(() => expect(router.state.location.search).toContain('category=K'));

    const gradeSelect = within(widget('图书借阅排行')).getByRole('combobox', { name: '年级' });
    await user.click(gradeSelect);
    await user.click(await screen.findByTitle('三年级'));
    await waitFor(() => expect(router.state.location.search).toContain('grade=3'));

    await waitFor(() => {
      const ranks = seen.filter((s) => s.path === 'circulation/queryBookRankStatistics');
      const last = ranks.at(-1)!;
      expect(last.body.get('category')).toBe('K');
      expect(last.body.get('grade')).toBe('3');
    });
    // The category chart follows the grade filter too.
    await waitFor(() => expect(seen.some((s) => s.path === 'card/queryCategoryBorrow' && s.body.get('grade') === '3')).toBe(true));
    await waitFor(() => expect(within(widget('图书借阅排行')).getAllByText('K 历史地理').length).toBeGreaterThan(0));
    expect(state(widget('图书借阅排行'))).toBe('data');
  });

  test('a link with filters reproduces the view: the first calls carry them', async () => {
    const seen = recordCalls();
    await open('/library/borrow-rank?category=I&grade=4&reader=teacher', VIEWS[0]);
    await allShowData(PAGES[1].widgets('学校'));
    const rank = seen.find((s) => s.path === 'circulation/queryBookRankStatistics')!;
    expect(rank.body.get('category')).toBe('I');
    expect(rank.body.get('grade')).toBe('4');
    const readers = seen.find((s) => s.path === 'card/queryCardBorrowRank')!;
    expect(readers.body.get('readerType')).toBe('teacher');
    expect(readers.body.has('grade')).toBe(false);
    expect(within(widget('读者借阅排行')).getByRole('radio', { name: '教师' })).toBeChecked();
  });

  test('the 学生/教师 switch sends readerType', async () => {
    const seen = recordCalls();
    const { router } = await open('/library/borrow-rank', VIEWS[2]);
    await allShowData(PAGES[1].widgets('校区'));
    fireEvent.click(within(widget('读者借阅排行')).getByText('教师'));
    await waitFor(() => expect(router.state.location.search).toContain('reader=teacher'));
    await waitFor(() =>
      expect(seen.some((s) => s.path === 'card/queryCardBorrowRank' && s.body.get('readerType') === 'teacher')).toBe(true),
    );
    await waitFor(() => expect(within(widget('读者借阅排行')).getAllByText(/教师$/).length).toBeGreaterThan(0));
  });

  test.each(PAGES.map((p) => p.path))('%s?yid=2025 sends yearId 2025 in every library call', async (path) => {
    const seen = recordCalls();
    await open(`${path}?yid=2025`, VIEWS[0]);
    const page = PAGES.find((p) => p.path === path)!;
    await allShowData(page.widgets('学校'));
    const library = seen.filter((s) => /^(circulation|book\/management|card)\//.test(s.path));
    expect(library.length).toBeGreaterThanOrEqual(1);
    // Not by period: 近八周借阅 is the last eight weeks, whatever year the page shows (docs/api.md).
    for (const s of library.filter((c) => c.path !== 'circulation/queryWeeklyLoans'))
      expect(`${s.path} ${s.body.get('yearId')}`).toBe(`${s.path} 2025`);
    expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent('2025-2026学年');
  });
});

describe('changing the library or the school year redraws every widget', () => {
  test('a library switch in the navbar refetches every call with libraryId', async () => {
    const seen = recordCalls();
    const { router } = await open('/library/circulation', VIEWS[0]);
    const titles = PAGES[2].widgets('学校');
    await allShowData(titles);
    const lib = useSession.getState().libraries.find((l) => l.id === DEMO_LIBRARY_ID)!;
    const before = seen.length;
    act(() => useSession.getState().selectLibrary(lib));
    await waitForPath(router, '/library/circulation');
    await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`学校${lib.name}`));
    await allShowData(PAGES[2].widgets('校区'));
    const after = seen.slice(before).filter((s) => /^(circulation|book\/management|card)\//.test(s.path));
    // The eight calls of the page and 近八周借阅.
    expect(new Set(after.map((s) => s.path)).size).toBe(9);
    for (const s of after) expect(s.body.get('libraryId')).toBe(String(lib.id));
  });

  test('choosing another school year refetches every call with that year', async () => {
    const seen = recordCalls();
    const { router } = await open('/library/index', VIEWS[2]);
    const titles = PAGES[0].widgets('校区');
    await allShowData(titles);
    const before = seen.length;
    const user = userEvent.setup();
    await user.click(within(visiblePage()).getByRole('combobox', { name: '学年' }));
    await user.click(await screen.findByTitle('2024-2025学年'));
    await waitFor(() => expect(router.state.location.search).toBe('?yid=2024'));
    await waitFor(() => expect(new Set(seen.slice(before).map((s) => s.path)).size).toBe(5));
    for (const s of seen.slice(before)) expect(s.body.get('yearId')).toBe('2024');
    await allShowData(titles);
    // Only one year in the three-year views of the first demo year.
    // (the chart takes its new option in an effect, after the widget has drawn the answer)
    await waitFor(() => expect(within(widget('藏书建设')).queryByText(/2025-2026/)).toBeNull());
  });
});
