import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { METRICS } from '@/api/metric-catalogue';
import { env } from '@/config/env';
import { demoServer } from '@/demo/node';
import { WALL } from '@/features/cockpit/wall-config';
import { wallEnvironment } from '@/features/cockpit/wall-environment';
import { formatLarge } from '@/utils/format';
import { maskName } from '@/utils/mask-name';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { recordPageAnswers } from '../helpers/stats-page';

/**
 * The two cockpits (/dashboardmode, /ndb) on the real route table with the demo API: every page's panels with
 * data, the rules of docs/rules.md#walls (redirects, the top navigation, the mode links per role and `name`, the
 * title, `yid` and `name` read), rotation on a fake clock (16 s, wrap, manual navigation turns it off, pause and the
 * space bar do not), a failed refetch kept on screen with 数据未更新, a failing page that does not stop the rotation, the
 * reload after N loops or a new build, and the scale factor.
 */

const STATS = '/app-sy-statistics/api/';
const READING = '/services/staticreadingdata/api/';

afterEach(() => {
  demoServer.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Wall panels on screen, by title. */
function panels(): Map<string, HTMLElement> {
  const out = new Map<string, HTMLElement>();
  for (const card of document.querySelectorAll<HTMLElement>('.srp-wall-panel')) {
    const head = card.querySelector<HTMLElement>('.ant-card-head-title');
    const title = head?.firstElementChild?.firstElementChild?.textContent || head?.textContent || '';
    out.set(title, card);
  }
  return out;
}

function panel(title: string): HTMLElement {
  const card = panels().get(title);
  if (!card) throw new Error(`no panel “${title}”; panels: ${[...panels().keys()].join(' | ')}`);
  return card;
}

function state(card: HTMLElement): 'loading' | 'error' | 'empty' | 'data' {
  if (card.querySelector('.srp-widget-loading')) return 'loading';
  if (card.querySelector('.srp-widget-error')) return 'error';
  if (card.querySelector('.srp-widget-empty')) return 'empty';
  return 'data';
}

async function allPanelsShowData(count: number) {
  await waitFor(() => {
    const all = panels();
    expect(all.size).toBe(count);
    for (const [title, card] of all) expect(`${title}: ${state(card)}`).toBe(`${title}: data`);
  });
}

const wall = () => screen.getByTestId('wall');

/** A fake clock set at a local time, that also runs on its own (the app goes on between the jumps). */
function fakeClockAt(date: Date) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true, now: date });
}

/** The effects of what was rendered have run (a listener a test is about to use is in place). */
async function effectsDone() {
  await act(async () => {});
}

/** Unmounts what is rendered (a reload of the page, as far as the wall is concerned). */
function cleanupWall() {
  cleanup();
}

/** Renders a wall page and waits for the shell (its layout is a lazy chunk). */
async function openWall(path: string, as: string, expected: string = path) {
  const app = renderApp(path, { as });
  await waitForPath(app.router, expected);
  await screen.findByTestId('wall');
  return app;
}
const title = () => screen.getByTestId('wall-title').textContent;

/** Records the statistics and reading-data calls with their bodies (form or JSON). */
function recordCalls() {
  const seen: { path: string; body: string }[] = [];
  demoServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(STATS) && !url.pathname.startsWith(READING)) return;
    void request
      .clone()
      .text()
      .then((body) => seen.push({ path: url.pathname, body }));
  });
  return seen;
}

const PAGES = [
  {
    path: '/dashboardmode/index',
    as: 'library',
    panels: ['核心指标', '借阅趋势', '各年级借阅', '阅读平台', '月活跃读者', '借阅动态', '读者借阅排行'],
  },
  {
    path: '/dashboardmode/library',
    as: 'library',
    panels: ['馆藏指标', '中图法分类分布', '藏书建设', '借阅卡', '近三学年月度借阅', '图书借阅排行', '借阅分类'],
  },
  {
    path: '/dashboardmode/reading',
    as: 'library',
    panels: ['阅读概况', '阅读趋势', '分年级阅读', '班级阅读参与', '多元表达', '阅读互动', '阅读质量'],
  },
  {
    path: '/dashboardmode/teaching',
    as: 'library',
    panels: ['教学概况', '月度教学', '各学科阅读任务', '任务完成', '推荐图书最多', '教学得分排行', '任务完成率排行'],
  },
  {
    path: '/dashboardmode/rank',
    as: 'library',
    panels: ['班级综合排名', '班级阅读参与', '班级借阅排行', '阅读之星', '借阅之星', '表达之星'],
  },
  {
    path: '/dashboardmode/rank_grade',
    as: 'library',
    panels: ['年级综合排名', '年级阅读参与', '年级测验正确率', '年级多元表达', '年级阅读互动', '年级借阅排行'],
  },
  {
    path: '/dashboardmode/rank_teach',
    as: 'library',
    panels: ['教学得分', '布置阅读任务', '推荐图书', '任务完成率', '覆盖班级', '所教班级阅读'],
  },
  { path: '/ndb/index', as: 'zone', panels: ['核心指标', '借阅趋势', '各学校借阅', '区域分布', '借阅动态', '各学校读者活跃率'] },
  {
    path: '/ndb/library',
    as: 'zone',
    panels: ['馆藏指标', '中图法分类分布', '藏书建设', '各学校生均藏书对标', '近三学年流通', '近三学年月度借阅', '对标概况'],
  },
  {
    path: '/ndb/circulate',
    as: 'zone',
    panels: ['流通概况', '年度流通', '年级借阅', '各学校借阅量', '分类借阅', '借阅动态', '图书借阅排行'],
  },
  {
    path: '/ndb/reader',
    as: 'zone',
    panels: ['读者概况', '借阅卡', '月活跃读者', '读者活跃率', '各年级人均借阅', '学生借阅排行', '教师借阅排行'],
  },
  { path: '/ndb/activity', as: 'zone', panels: ['活动开展', '月度活动', '活动类型', '活动动态', '热门活动', '活动成果', '活动最多的校区'] },
  {
    path: '/ndb/assessment',
    as: 'zone',
    panels: ['测评概况', '分数段分布', '各年级阅读字数', '阅读能力维度', '阅读均衡度', '各学校平均分', '能力维度'],
  },
] as const;

describe('every page of both cockpits shows its panels with data', () => {
  test.each(PAGES)('$path as $as', async (page) => {
    await openWall(page.path, page.as);
    await allPanelsShowData(page.panels.length);
    expect([...panels().keys()].sort()).toEqual([...page.panels].sort());
    // The page title is the route's (docs/rules.md#routes: '{route title} - {site title}').
    expect(document.title).toMatch(/ - 学校阅读素养大数据平台$/);
  });
});

describe('routes, navigation, links and title (docs/rules.md#walls)', () => {
  test('/dashboardmode redirects to /dashboardmode/index and /ndb to /ndb/index, keeping the query', async () => {
    const { router } = await openWall(
      '/dashboardmode?yid=2025&name=%E4%B8%9C%E6%A0%A1%E5%8C%BA',
      'library',
      `/dashboardmode/index?yid=2025&name=${encodeURIComponent('东校区')}`,
    );
    await act(async () => {
      await router.navigate('/ndb');
    });
    // A link that names no year carries the year in use (docs/rules.md#scope).
    await waitForPath(router, '/ndb/index?yid=2025');
  });

  test('the top navigation of /dashboardmode lists its first five pages; the rank pages have their own tabs', async () => {
    const { router } = await openWall('/dashboardmode/index?yid=2025', 'library');
    const nav = screen.getByRole('navigation', { name: '驾驶舱导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['首页', '图书馆数据', '阅读数据', '教学数据', '排行']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      ['index', 'library', 'reading', 'teaching', 'rank'].map((p) => `/dashboardmode/${p}?yid=2025`),
    );
    fireEvent.click(within(nav).getByRole('link', { name: '排行' }));
    await waitForPath(router, '/dashboardmode/rank?yid=2025');
    const subLinks = () =>
      within(screen.getByRole('navigation', { name: '驾驶舱导航' }))
        .getAllByRole('link')
        .slice(5);
    await waitFor(() => expect(subLinks().map((a) => a.textContent)).toEqual(['排行', '年级排行', '教师排行']));
    const sub = subLinks();
    fireEvent.click(sub[2]);
    await waitForPath(router, '/dashboardmode/rank_teach?yid=2025');
  });

  test('the header menu of /ndb has its six pages', async () => {
    await openWall('/ndb/index', 'zone');
    const nav = screen.getByRole('navigation', { name: '驾驶舱菜单' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['总体概览', '图书管理', '图书流通', '读者应用', '阅读活动', '阅读测评']);
  });

  test('切换新版 is hidden for the library role', async () => {
    await openWall('/dashboardmode/index', 'library');
    await waitFor(() => expect(title()).toBe('滨江市实验小学阅读大数据'));
    expect(screen.queryByRole('link', { name: '切换新版' })).toBeNull();
  });

  test('切换新版 is shown to a zone user and leads to /ndb with the school year', async () => {
    const { router } = await openWall('/dashboardmode/index?yid=2025', 'zone');
    const link = await screen.findByRole('link', { name: '切换新版' });
    expect(link).toHaveAttribute('href', '/ndb?yid=2025');
    fireEvent.click(link);
    await waitForPath(router, '/ndb/index?yid=2025');
  });

  test('a district’s /dashboardmode is titled with the district’s own name, not its city’s', async () => {
    await openWall('/dashboardmode/index', 'zone');
    await waitFor(() => expect(title()).toBe('望海区阅读大数据'));
  });

  test('切换新版 is hidden when a name is in the URL, and the name is the title', async () => {
    await openWall(
      '/dashboardmode/index?name=%E4%B8%9C%E6%A0%A1%E5%8C%BA',
      'zone',
      `/dashboardmode/index?name=${encodeURIComponent('东校区')}`,
    );
    await waitFor(() => expect(title()).toBe('东校区阅读大数据'));
    expect(screen.queryByRole('link', { name: '切换新版' })).toBeNull();
  });

  test('返回旧版 on /ndb is shown to a zone user', async () => {
    await openWall('/ndb/index', 'zone');
    expect(await screen.findByRole('link', { name: '返回旧版' })).toHaveAttribute('href', '/dashboardmode');
    await waitFor(() => expect(title()).toBe('望海区阅读大数据'));
  });

  test('返回旧版 is hidden when the region is a city; the title is the city’s', async () => {
    await openWall('/ndb/index', 'city');
    await waitFor(() => expect(title()).toBe('滨江市阅读大数据'));
    expect(screen.queryByRole('link', { name: '返回旧版' })).toBeNull();
  });

  test('the campus name of the URL is read up to a # suffix', async () => {
    await openWall(
      '/dashboardmode/reading?name=%E4%B8%9C%E6%A0%A1%E5%8C%BA%23%2Fhome',
      'library',
      `/dashboardmode/reading?name=${encodeURIComponent('东校区#/home')}`,
    );
    await waitFor(() => expect(title()).toBe('东校区阅读大数据'));
  });

  test('a regional title of VITE_REGION_TITLES replaces the name when the region address matches', async () => {
    const saved = env.regionTitles;
    Object.defineProperty(env, 'regionTitles', {
      value: [{ match: '望海区', title: '望海区中小学阅读大数据' }],
      configurable: true,
      writable: true,
    });
    try {
      await openWall('/dashboardmode/index', 'library');
      await waitFor(() => expect(title()).toBe('望海区中小学阅读大数据'));
    } finally {
      Object.defineProperty(env, 'regionTitles', { value: saved, configurable: true, writable: true });
    }
  });

  test('yid is read: the 学年 select shows it and every call asks for that year', async () => {
    const seen = recordCalls();
    await openWall('/dashboardmode/index?yid=2025', 'library');
    await allPanelsShowData(7);
    expect(within(wall()).getByText('2025-2026学年')).toBeInTheDocument();
    // The statistics calls of the page (base/* are the session's own calls, not by school year).
    const stats = seen.filter((s) => s.path.startsWith(STATS) && !s.path.includes('/base/'));
    expect(stats.length).toBeGreaterThanOrEqual(6);
    for (const s of stats) expect(new URLSearchParams(s.body).get('yearId'), s.path).toBe('2025');
  });

  test('a teacher may not open the cockpits: /401 (reader: tests/integration/layout.test.tsx)', async () => {
    const { router } = renderApp('/ndb/index', { as: 'teacher' });
    await waitForPath(router, '/401');
  });
});

describe('figures and privacy', () => {
  test('the headline figures are the handler’s, and students are never named in full', async () => {
    const answers = recordPageAnswers();
    await openWall('/dashboardmode/index', 'library');
    await allPanelsShowData(7);
    const basic = answers.get(`${STATS}overall/overview/queryBasicData`) as { loans: number; students: number };
    expect(screen.getByTestId('wall-number-loans')).toHaveTextContent(`${formatLarge(basic.loans)}册次`);
    expect(screen.getByTestId('wall-number-students')).toHaveTextContent(`${formatLarge(basic.students)}人`);
    // Every tile and figure of this wall is a catalogue figure, called by its catalogue name (docs/rules.md#figures).
    const names = new Set(Object.values(METRICS).map((m) => m.label));
    const labels = [...document.querySelectorAll('.srp-wall-number__label, .srp-wall-figures dt')].map((l) => l.textContent);
    expect(labels.length).toBeGreaterThan(8);
    for (const l of labels) expect(names).toContain(l);
    const readers = (answers.get(`${STATS}statistics/queryReaderRankings`) as { rows: { name: string }[] }).rows;
    const board = within(panel('读者借阅排行'));
    for (const r of readers) {
      expect(board.getByText(maskName(r.name))).toBeInTheDocument();
      if (Array.from(r.name).length > 1) expect(document.body.textContent).not.toContain(r.name);
    }
    const feed = (answers.get(`${STATS}card/queryBorrowDynamicData`) as { rows: { readerName: string }[] }).rows;
    const shown = panel('借阅动态').textContent ?? '';
    expect(shown).toContain(maskName(feed[0].readerName));
    expect(shown).not.toContain(feed[0].readerName);
  });
});

describe('goals on the walls (docs/api.md#goals)', () => {
  test('核心指标’s 生均借阅 shows the district’s goal: the wall’s own figure ÷ the target, the same figure the goals answer has', async () => {
    const answers = recordPageAnswers();
    await openWall('/ndb/index', 'zone');
    await allPanelsShowData(6);
    const goal = await waitFor(() => {
      const el = panel('核心指标').querySelector<HTMLElement>('.srp-wall-goal');
      expect(el).not.toBeNull();
      return el!;
    });
    const basic = answers.get(`${STATS}overall/overview/queryBasicData`) as { loansPerStudent: number };
    const goals = [...answers.entries()].find(([path]) => path.endsWith('/goal/queryGoals'))![1] as {
      rows: { level: string; figures: { metric: string; target: number | null; current: number | null }[] }[];
    };
    const own = goals.rows[0].figures.find((f) => f.metric === 'loansPerStudent')!;
    expect(goals.rows[0].level).toBe('district');
    expect(own.target).toBeGreaterThan(0);
    // The goals page's current value is the figure the wall shows.
    expect(own.current).toBeCloseTo(basic.loansPerStudent, 6);
    expect(Number(goal.dataset.progress)).toBeCloseTo(basic.loansPerStudent / own.target!, 9);
    expect(within(goal).getByRole('progressbar')).toHaveAccessibleName(/^生均借阅目标完成 /);
    expect(goal.textContent).toMatch(/^目标 \d+\.\d{2} · (可达成|偏离目标)$/);
  });

  test('a school without goals: 核心指标 shows its numbers without a goal line', async () => {
    await openWall('/dashboardmode/index', 'library');
    await allPanelsShowData(7);
    expect(screen.getByTestId('wall-number-loansPerStudent')).toBeInTheDocument();
    expect(panel('核心指标').querySelector('.srp-wall-goal')).toBeNull();
  });
});

describe('rotation (docs/rules.md#walls: every 16 s, wrapping; any manual navigation turns it off)', () => {
  const DM = ['index', 'library', 'reading', 'teaching', 'rank', 'rank_grade', 'rank_teach'].map((p) => `/dashboardmode/${p}`);

  /** A fake clock that also runs on its own, so the app (requests, rendering) goes on between the jumps. */
  function fakeClock() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
  }
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  test('the switch turns it on (auto=1 in the URL); every 16 s the next page, the last wraps to the first', async () => {
    fakeClock();
    const { router } = await openWall('/dashboardmode/index?yid=2025', 'library');
    const toggle = screen.getByRole('switch', { name: '自动轮播' });
    expect(toggle).not.toBeChecked();
    await advance(20_000);
    expect(router.state.location.pathname).toBe(DM[0]);
    fireEvent.click(toggle);
    await waitForPath(router, '/dashboardmode/index?yid=2025&auto=1');
    await advance(15_000);
    expect(router.state.location.pathname).toBe(DM[0]);
    for (let i = 1; i <= DM.length; i++) {
      await advance(i === 1 ? 1_000 : 16_000);
      await waitForPath(router, `${DM[i % DM.length]}?yid=2025&auto=1`);
    }
    expect(wall()).toHaveAttribute('data-rotations', String(DM.length));
    expect(wall()).toHaveAttribute('data-loops', '1');
  });

  test('a click in the navigation is manual navigation: auto-rotate off, no more steps', async () => {
    fakeClock();
    const { router } = await openWall('/dashboardmode/index?auto=1', 'library');
    expect(screen.getByRole('switch', { name: '自动轮播' })).toBeChecked();
    fireEvent.click(within(screen.getByRole('navigation', { name: '驾驶舱导航' })).getByRole('link', { name: '阅读数据' }));
    await waitForPath(router, '/dashboardmode/reading');
    await waitFor(() => expect(screen.getByRole('switch', { name: '自动轮播' })).not.toBeChecked());
    await advance(40_000);
    expect(router.state.location.pathname).toBe('/dashboardmode/reading');
    expect(wall()).toHaveAttribute('data-rotations', '0');
  });

  test('back/forward to a rotating URL is manual navigation too', async () => {
    fakeClock();
    const { router } = await openWall('/dashboardmode/index?auto=1', 'library');
    await advance(16_000);
    await waitForPath(router, '/dashboardmode/library?auto=1');
    await act(async () => {
      await router.navigate('/dashboardmode/teaching?auto=1');
    });
    await waitForPath(router, '/dashboardmode/teaching');
    await act(async () => {
      await router.navigate(-1);
    });
    await waitForPath(router, '/dashboardmode/library');
    await advance(40_000);
    expect(router.state.location.pathname).toBe('/dashboardmode/library');
  });

  test('pause and resume (button and space bar) hold the rotation without turning it off', async () => {
    fakeClock();
    const { router } = await openWall('/dashboardmode/index?auto=1', 'library');
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    await waitFor(() => expect(wall()).toHaveAttribute('data-paused', 'yes'));
    expect(screen.getByRole('button', { name: /继续/ })).toHaveAttribute('aria-pressed', 'true');
    await advance(40_000);
    expect(router.state.location.pathname + router.state.location.search).toBe('/dashboardmode/index?auto=1');
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    await waitFor(() => expect(wall()).toHaveAttribute('data-paused', 'no'));
    await advance(16_000);
    await waitForPath(router, '/dashboardmode/library?auto=1');
    fireEvent.click(screen.getByRole('button', { name: /暂停/ }));
    await advance(40_000);
    expect(router.state.location.pathname).toBe('/dashboardmode/library');
    expect(screen.getByRole('switch', { name: '自动轮播' })).toBeChecked();
  });

  test('a page whose every call fails does not stop the rotation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    demoServer.use(http.post(`*${STATS}book/management/*`, () => HttpResponse.json({ title: '统计服务暂不可用' }, { status: 500 })));
    fakeClock();
    const { router } = await openWall('/dashboardmode/index?auto=1', 'library');
    await advance(16_000);
    await waitForPath(router, '/dashboardmode/library?auto=1');
    await advance(4_000);
    await waitFor(() => expect(state(panel('馆藏指标'))).toBe('error'));
    await advance(12_000);
    await waitForPath(router, '/dashboardmode/reading?auto=1');
  });

  test('after N loops (demo: reloadLoops) a full reload at the loop boundary, only when the server answers', async () => {
    const reload = vi.spyOn(wallEnvironment, 'reload').mockImplementation(() => {});
    const fetchIndex = vi.spyOn(wallEnvironment, 'fetchIndex').mockRejectedValue(new Error('offline'));
    fakeClock();
    const start = '/ndb/index?auto=1&rotateMs=1000&reloadLoops=1';
    const { router } = await openWall(start, 'zone');
    // One loop of six pages while the server does not answer: no reload, the rotation goes on to the first page.
    for (let i = 0; i < 6; i++) await advance(1_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ndb/index'));
    expect(fetchIndex).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    // Next boundary with the server back: the page reloads where the rotation was going, still rotating.
    fetchIndex.mockResolvedValue('<!doctype html>');
    for (let i = 0; i < 6; i++) await advance(1_000);
    await waitFor(() => expect(reload).toHaveBeenCalledWith(start));
  });

  test('a new build is detected (another entry script in index.html) and loads at the next loop boundary', async () => {
    vi.spyOn(wallEnvironment, 'runningEntry').mockReturnValue('/assets/index-aaaa.js');
    vi.spyOn(wallEnvironment, 'fetchIndex').mockResolvedValue('<script type="module" crossorigin src="/assets/index-bbbb.js"></script>');
    const reload = vi.spyOn(wallEnvironment, 'reload').mockImplementation(() => {});
    fakeClock();
    const { router } = await openWall('/ndb/index', 'zone');
    expect(screen.queryByRole('button', { name: /新版本/ })).toBeNull();
    await advance(WALL.buildCheckMs);
    expect(await screen.findByRole('button', { name: /新版本/ })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('switch', { name: '自动轮播' }));
    await waitForPath(router, '/ndb/index?auto=1');
    for (let i = 0; i < 5; i++) await advance(16_000);
    expect(reload).not.toHaveBeenCalled();
    await advance(16_000);
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/ndb/index?auto=1'));
  });
});

describe('unattended: a failed refetch keeps the data with 数据未更新', () => {
  test('the panel keeps its chart and shows the badge; the header counts it; the next good refetch clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { queryClient } = await openWall('/dashboardmode/index', 'library');
    await allPanelsShowData(7);
    expect(within(panel('借阅趋势')).queryByText(/数据未更新/)).toBeNull();
    let fail = true;
    demoServer.use(
      http.post(`*${STATS}overall/overview/queryBookCirculation`, () =>
        fail ? HttpResponse.json({ title: '网关超时' }, { status: 504 }) : undefined,
      ),
    );
    await act(async () => {
      await queryClient.refetchQueries({ type: 'active' });
    });
    await waitFor(() => expect(within(panel('借阅趋势')).getByRole('status')).toHaveTextContent(/^数据未更新 · \d\d:\d\d$/));
    expect(state(panel('借阅趋势'))).toBe('data');
    expect(panel('借阅趋势').querySelector('.srp-chart')).not.toBeNull();
    expect(screen.getByTestId('wall-stale-count')).toHaveTextContent('1 项数据未更新');
    fail = false;
    await act(async () => {
      await queryClient.refetchQueries({ type: 'active' });
    });
    await waitFor(() => expect(within(panel('借阅趋势')).queryByText(/数据未更新/)).toBeNull());
    expect(screen.queryByTestId('wall-stale-count')).toBeNull();
  });

  test('a call that fails before any data says so in the wall’s words — no call id, no button — and recovers on its own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    demoServer.use(
      http.post(`*${STATS}statistics/queryGlobal`, () =>
        fail ? HttpResponse.json({ title: '统计服务暂不可用' }, { status: 500 }) : undefined,
      ),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    await openWall('/dashboardmode/index', 'library');
    await waitFor(() => expect(state(panel('阅读平台'))).toBe('error'));
    const alert = within(panel('阅读平台')).getByRole('alert');
    expect(alert).toHaveTextContent('暂无数据服务器暂时无法访问，恢复后自动显示');
    expect(alert).not.toHaveTextContent('statistics.queryGlobal');
    expect(within(panel('阅读平台')).queryByRole('button')).toBeNull();
    fail = false;
    // No one presses 重试 on a wall: the backoff (at most one refresh interval) brings the data.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WALL.refreshMs);
    });
    await waitFor(() => expect(state(panel('阅读平台'))).toBe('data'));
  });
});

/** Every statistics and reading-data call fails as a lost network does (the fetch rejects); `off()` ends it. */
function loseNetwork() {
  let lost = true;
  demoServer.use(
    http.post(`*${STATS}*`, () => (lost ? HttpResponse.error() : undefined)),
    http.post(`*${READING}*`, () => (lost ? HttpResponse.error() : undefined)),
  );
  return () => {
    lost = false;
  };
}

const stalePanels = () => [...panels().values()].filter((card) => card.querySelector('.srp-wall-stale')).length;

describe('honest freshness (docs/pages.md, "The wall shell")', () => {
  test('数据截至 is the server’s (the demo’s today, brought up to date at its now), beside 更新于', async () => {
    await openWall('/ndb/index', 'zone');
    await allPanelsShowData(6);
    await waitFor(() => expect(screen.getByTestId('wall-asof')).toHaveTextContent('数据截至 2026-11-22 10:30'));
    expect(screen.getByTestId('wall-updated')).toHaveTextContent(/^更新于 \d\d:\d\d$/);
  });

  test('the server out of reach: every panel’s data marked at once, after a page change too; the header says so; no toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router, queryClient } = await openWall('/dashboardmode/index', 'library');
    await allPanelsShowData(7);
    fireEvent.click(within(screen.getByRole('navigation', { name: '驾驶舱导航' })).getByRole('link', { name: '图书馆数据' }));
    await waitForPath(router, '/dashboardmode/library');
    // The new page's panels (its code loads lazily: until then the old page's are on screen), with their data.
    await waitFor(() => expect(panels().has('馆藏指标')).toBe(true));
    await allPanelsShowData(7);
    const back = loseNetwork();
    await act(async () => {
      await queryClient.refetchQueries({ type: 'active' });
    });
    await waitFor(() => expect(screen.getByTestId('wall-connection')).toHaveTextContent(/^网络连接中断，显示的是 \d\d:\d\d 的数据$/));
    // Back to 首页: its data is under a minute old and its own calls have not been asked again — marked at once.
    fireEvent.click(within(screen.getByRole('navigation', { name: '驾驶舱导航' })).getByRole('link', { name: '首页' }));
    await waitForPath(router, '/dashboardmode/index');
    await waitFor(() => expect(panels().has('核心指标')).toBe(true));
    await waitFor(() => expect(panels().size).toBe(7));
    expect(stalePanels()).toBe(7);
    // The failed calls toasted nothing ('Network Error' never shows on a wall).
    expect(document.body.textContent).not.toMatch(/Network Error|Failed to fetch/);
    back();
    await act(async () => {
      await queryClient.refetchQueries({ type: 'active' });
    });
    await waitFor(() => expect(stalePanels()).toBe(0));
    expect(screen.queryByTestId('wall-connection')).toBeNull();
  });

  test('a wall first opened without network: no 数据加载中 — what failed, in words, and its kept data when it has some', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    // Online once: the wall keeps its data (a few seconds after its calls answer).
    const first = await openWall('/ndb/index', 'zone');
    await allPanelsShowData(6);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(localStorage.getItem('srp:zone:wall-data')).toContain('望海区');
    first.unmount();
    // A start without network, for a user with nothing kept: every panel says what failed, the header too.
    const back = loseNetwork();
    const kept = localStorage.getItem('srp:zone:wall-data')!;
    localStorage.removeItem('srp:zone:wall-data');
    const bare = await openWall('/ndb/index', 'zone');
    await waitFor(() => expect([...panels().values()].map(state)).toEqual(Array(6).fill('error')));
    expect(screen.getByTestId('wall-connection')).toHaveTextContent('网络连接中断，恢复后自动显示数据');
    expect(screen.queryByText('数据加载中')).toBeNull();
    bare.unmount();
    // With its kept data: every panel shows it, marked, and the header names its time.
    localStorage.setItem('srp:zone:wall-data', kept);
    const again = await openWall('/ndb/index', 'zone');
    await waitFor(() => expect([...panels().values()].map(state)).toEqual(Array(6).fill('data')));
    await waitFor(() => expect(stalePanels()).toBe(6));
    expect(screen.getByTestId('wall-connection')).toHaveTextContent(/^网络连接中断，显示的是 \d\d:\d\d 的数据$/);
    // The network back: within one refresh interval every panel is current again.
    back();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WALL.refreshMs);
    });
    await waitFor(() => expect(stalePanels()).toBe(0));
    again.unmount();
  });
});

describe('kiosk mode (kiosk=1, docs/pages.md "Kiosk mode")', () => {
  test('no staff controls and no pointer until the mouse moves; then only 暂停 and 全屏, for a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    await openWall('/ndb/index?auto=1&kiosk=1', 'zone');
    await effectsDone();
    expect(wall()).toHaveAttribute('data-kiosk', 'on');
    const controls = screen.getByTestId('wall-controls');
    expect(within(controls).queryByRole('combobox', { name: '学年' })).toBeNull();
    expect(screen.queryByRole('switch', { name: '自动轮播' })).toBeNull();
    expect(screen.queryByRole('link', { name: '返回后台' })).toBeNull();
    expect(screen.queryByRole('link', { name: '返回旧版' })).toBeNull();
    expect(within(controls).queryAllByRole('button')).toEqual([]);
    expect(controls).toHaveTextContent('2026-2027学年');
    expect(wall()).toHaveClass('srp-wall--cursor-hidden');
    fireEvent.pointerMove(window);
    await waitFor(() =>
      expect(
        within(controls)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['暂停', '全屏']),
    );
    expect(wall()).not.toHaveClass('srp-wall--cursor-hidden');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WALL.kioskIdleMs + 100);
    });
    expect(within(controls).queryAllByRole('button')).toEqual([]);
    expect(wall()).toHaveClass('srp-wall--cursor-hidden');
  });

  test('kiosk must be exactly kiosk=1; the off hours of a non-kiosk wall do nothing', async () => {
    await openWall('/ndb/index?kiosk=yes&off=00:00-23:59', 'zone');
    expect(wall()).toHaveAttribute('data-kiosk', 'off');
    expect(wall()).toHaveAttribute('data-off-hours', 'no');
    expect(screen.getByRole('switch', { name: '自动轮播' })).toBeInTheDocument();
  });

  test('off hours: a dim clock instead of the pages, no rotation; 数据截至 still shown', async () => {
    fakeClockAt(new Date(2026, 10, 24, 21, 30));
    const { router } = await openWall('/dashboardmode/index?auto=1&kiosk=1&off=20:00-07:00', 'library');
    expect(await screen.findByTestId('wall-night')).toHaveTextContent('21:30');
    expect(screen.getByTestId('wall-night')).toHaveTextContent('非展示时段 · 明天 07:00 恢复显示');
    await waitFor(() => expect(screen.getByTestId('wall-night')).toHaveTextContent('数据截至 2026-11-22 10:30'));
    expect(panels().size).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * 16_000);
    });
    expect(router.state.location.pathname).toBe('/dashboardmode/index');
    expect(wall()).toHaveAttribute('data-rotations', '0');
  });

  test('the morning after: when the off hours end the pages come back with a fresh page (a reload, when the server answers)', async () => {
    const reload = vi.spyOn(wallEnvironment, 'reload').mockImplementation(() => {});
    vi.spyOn(wallEnvironment, 'fetchIndex').mockResolvedValue('<!doctype html>');
    fakeClockAt(new Date(2026, 10, 25, 6, 59, 0));
    const start = '/ndb/index?auto=1&kiosk=1&off=20:00-07:00';
    await openWall(start, 'zone');
    expect(await screen.findByTestId('wall-night')).toHaveTextContent('非展示时段 · 07:00 恢复显示');
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(90_000);
    });
    await waitFor(() => expect(reload).toHaveBeenCalledWith(start));
    expect(wall()).toHaveAttribute('data-off-hours', 'no');
  });

  test('a paused wall still reloads — periodically, and for a new build — and comes back paused', async () => {
    const reload = vi.spyOn(wallEnvironment, 'reload').mockImplementation(() => {});
    vi.spyOn(wallEnvironment, 'fetchIndex').mockResolvedValue('<!doctype html>');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    // Demo timing: a loop of 7 pages × 1 s; reload after one loop's time.
    const start = '/dashboardmode/index?auto=1&kiosk=1&rotateMs=1000&reloadLoops=1';
    await openWall(start, 'library');
    await effectsDone();
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    await waitFor(() => expect(wall()).toHaveAttribute('data-paused', 'yes'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7_000);
    });
    await waitFor(() => expect(reload).toHaveBeenCalledWith(start));
    expect(sessionStorage.getItem('srp-wall-paused')).toBe('1');
    expect(wall()).toHaveAttribute('data-rotations', '0');
    // The reloaded page comes back paused (the note is read once).
    cleanupWall();
    await openWall(start, 'library');
    await effectsDone();
    expect(wall()).toHaveAttribute('data-paused', 'yes');
    expect(sessionStorage.getItem('srp-wall-paused')).toBeNull();
    // A new build found while paused (no periodic reload here: reloadLoops=0): reloaded at once, no loop boundary comes.
    reload.mockClear();
    vi.spyOn(wallEnvironment, 'runningEntry').mockReturnValue('/assets/index-aaaa.js');
    vi.spyOn(wallEnvironment, 'fetchIndex').mockResolvedValue('<script type="module" crossorigin src="/assets/index-bbbb.js"></script>');
    cleanupWall();
    const noLoops = '/dashboardmode/index?auto=1&kiosk=1&rotateMs=1000&reloadLoops=0';
    await openWall(noLoops, 'library');
    await effectsDone();
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    await waitFor(() => expect(wall()).toHaveAttribute('data-paused', 'yes'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WALL.buildCheckMs / 2);
    });
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WALL.buildCheckMs / 2);
    });
    await waitFor(() => expect(reload).toHaveBeenCalledWith(noLoops));
    expect(wall()).toHaveAttribute('data-rotations', '0');
  });
});

describe('scale (docs/rules.md#walls: the 1920 design zoomed to the window width, with a CSS transform)', () => {
  const setWidth = (width: number, height: number) => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
    Object.defineProperty(window, 'innerHeight', { value: height, configurable: true, writable: true });
  };
  afterEach(() => setWidth(1024, 768));

  test.each([
    [1920, 1080, '1.0000'],
    [1366, 768, '0.7115'],
    [3840, 2160, '2.0000'],
  ])('%i × %i → scale %s', async (width, height, scale) => {
    setWidth(width, height);
    await openWall('/ndb/index', 'zone');
    expect(wall()).toHaveAttribute('data-scale', scale);
    const canvas = screen.getByTestId('wall-canvas');
    expect(canvas.style.width).toBe('1920px');
    expect(canvas.style.transform).toBe(`scale(${width / 1920})`);
    expect(canvas.style.zoom).toBe('');
  });

  test('a resize rescales', async () => {
    setWidth(1920, 1080);
    await openWall('/dashboardmode/index', 'library');
    expect(wall()).toHaveAttribute('data-scale', '1.0000');
    setWidth(1280, 720);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(wall()).toHaveAttribute('data-scale', '0.6667'));
  });
});
