import { useState } from 'react';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import Cookies from 'js-cookie';
import { call } from '@/api/client';
import { schoolYearEndpoint } from '@/api/contract/auth';
import { demoServer } from '@/demo/node';
import { KeepAliveOutlet } from '@/layout/keep-alive';
import { useApp } from '@/stores/app';
import { logError, useErrorLog } from '@/stores/error-log';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { useTagsView } from '@/stores/tags-view';
import { renderApp, screen, waitForPath } from '../helpers/render-app';

type Router = ReturnType<typeof renderApp>['router'];

function sidebar(): HTMLElement {
  return screen.getByRole('navigation', { name: '侧边菜单' });
}

/** Titles of the top-level menu entries, in order. */
function menuTitles(): string[] {
  const root = sidebar().querySelector('.ant-menu-root')!;
  return [...root.children]
    .filter((li) => li.matches('.ant-menu-item, .ant-menu-submenu'))
    .map((li) => (li.querySelector('.ant-menu-title-content')?.textContent ?? '').trim());
}

async function signedIn(path: string, as: string, expected: string) {
  const app = renderApp(path, { as });
  await waitForPath(app.router, expected);
  await screen.findByRole('navigation', { name: '侧边菜单' });
  return app;
}

async function go(router: Router, to: string) {
  await act(async () => {
    await router.navigate(to);
  });
  await waitForPath(router, to);
}

function tagsBar(): HTMLElement {
  return screen.getByRole('navigation', { name: '已打开的页面' });
}

function tagTitles(): string[] {
  return [...tagsBar().querySelectorAll('.srp-tag__title')].map((n) => n.textContent ?? '');
}

function tag(title: string): HTMLElement {
  const el = [...tagsBar().querySelectorAll<HTMLElement>('.srp-tag')].find((t) => t.textContent === title);
  if (!el) throw new Error(`no tab ${title}; tabs: ${tagTitles().join(', ')}`);
  return el;
}

async function tagAction(title: string, action: string) {
  fireEvent.contextMenu(tag(title));
  // Accessible names carry the icon's label first ("close 关闭"): match the end.
  const item = await screen.findByRole('menuitem', { name: new RegExp(`${action}$`) });
  fireEvent.click(item);
}

/** Tags view on for this user, stored as their settings (the layout restores them per login). */
function withTagsView(login: string) {
  localStorage.setItem(`srp:${login}:settings`, JSON.stringify({ tagsView: true }));
}

describe('sidebar menu per account (the guard’s access predicate)', () => {
  test('zone: home, library, reading, teaching, ranking, schools; no evaluation report', async () => {
    await signedIn('/dashboard', 'zone', '/dashboard');
    const titles = menuTitles();
    expect(titles).toEqual(['首页', '图书馆数据', '阅读数据', '教学数据', '排行榜', '学校数据', '目标']);
    expect(titles).not.toContain('测评报告');
  });

  test('library: evaluation report and data, no school data', async () => {
    await signedIn('/dashboard', 'library', '/dashboard');
    const titles = menuTitles();
    expect(titles).toContain('测评报告');
    expect(titles).toContain('测评数据');
    expect(titles).not.toContain('学校数据');
  });

  test('city: reading data, teaching data and ranking only', async () => {
    await signedIn('/', 'city', '/dataReport/index');
    expect(menuTitles()).toEqual(['阅读数据', '教学数据', '排行榜']);
  });

  test('reader (special login code): reading data and ranking only', async () => {
    await signedIn('/dataReport/index', 'reader', '/dataReport/index');
    expect(menuTitles()).toEqual(['阅读数据', '排行榜']);
  });

  test('a hidden sub-page highlights its parent entry; breadcrumbs go section → page', async () => {
    const { router } = await signedIn('/library/borrow-rank', 'zone', '/library/borrow-rank');
    const selected = sidebar().querySelector('.ant-menu-item-selected');
    expect(selected?.textContent).toBe('图书馆数据');
    const crumbs = document.querySelector('.srp-breadcrumb')!;
    const sectionLink = within(crumbs as HTMLElement).getByRole('link', { name: '图书馆数据' });
    expect(sectionLink).toHaveAttribute('href', '/library/index');
    expect(crumbs.textContent).toContain('借阅排行');
    await go(router, '/rank/gradePartRanking');
    expect(sidebar().querySelector('.ant-menu-item-selected')?.textContent).toBe('排行榜');
  });

  test('a section with several pages is a submenu, open on its page', async () => {
    await signedIn('/evaluatData/trackingData', 'library', '/evaluatData/trackingData');
    const selected = sidebar().querySelector('.ant-menu-item-selected');
    expect(selected?.textContent).toBe('跟踪测评数据');
    expect(sidebar().querySelector('.ant-menu-submenu-open')?.textContent).toContain('测评数据');
  });
});

describe('tags view', () => {
  test('pages are added on navigation, home is affixed first, /redirect never becomes a tab', async () => {
    withTagsView('zone');
    const { router } = await signedIn('/library/index', 'zone', '/library/index');
    await go(router, '/teaching/index?yid=2025');
    await waitFor(() => expect(tagTitles()).toEqual(['首页', '图书馆数据', '教学数据']));
    expect(tag('教学数据')).toHaveAttribute('href', '/teaching/index?yid=2025');
    // Every tab opens in the year shown now (docs/rules.md#scope).
    expect(tag('图书馆数据')).toHaveAttribute('href', '/library/index?yid=2025');
    expect(tag('首页').querySelector('.srp-tag__close')).toBeNull();
    expect(useTagsView.getState().visitedViews.some((v) => v.path.startsWith('/redirect'))).toBe(false);
  });

  test('刷新 goes through /redirect, comes back, and mounts the page anew', async () => {
    withTagsView('zone');
    const { router } = await signedIn('/teaching/index', 'zone', '/teaching/index');
    await waitFor(() => expect(tagTitles()).toContain('教学数据'));
    const before = document.querySelector('[data-page="/teaching/index"]');
    expect(before).not.toBeNull();
    const seen: string[] = [];
    const unsubscribe = router.subscribe((s) => seen.push(s.location.pathname));
    await tagAction('教学数据', '刷新');
    await waitFor(() => expect(seen).toContain('/redirect/teaching/index'));
    await waitFor(() => expect(seen[seen.length - 1]).toBe('/teaching/index'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    unsubscribe();
    expect(router.state.location.pathname).toBe('/teaching/index');
    await waitFor(() => expect(document.querySelector('[data-page="/teaching/index"]')).not.toBeNull());
    expect(document.querySelector('[data-page="/teaching/index"]')).not.toBe(before);
    expect(tagTitles()).toEqual(['首页', '教学数据']);
  });

  test('关闭 removes a tab; closing the active tab goes to the last remaining one', async () => {
    withTagsView('zone');
    const { router } = await signedIn('/library/index', 'zone', '/library/index');
    await go(router, '/teaching/index');
    await go(router, '/schools/index');
    await waitFor(() => expect(tagTitles()).toEqual(['首页', '图书馆数据', '教学数据', '学校数据']));
    await tagAction('图书馆数据', '关闭');
    await waitFor(() => expect(tagTitles()).toEqual(['首页', '教学数据', '学校数据']));
    expect(router.state.location.pathname).toBe('/schools/index');
    // The × of the active tab.
    fireEvent.click(within(tag('学校数据')).getByRole('button', { name: '关闭 学校数据' }));
    await waitForPath(router, '/teaching/index');
    expect(tagTitles()).toEqual(['首页', '教学数据']);
  });

  test('关闭其他 keeps the tab and home; 关闭所有 keeps only home and goes there', async () => {
    withTagsView('zone');
    const { router } = await signedIn('/library/index', 'zone', '/library/index');
    await go(router, '/teaching/index');
    await go(router, '/schools/index');
    await waitFor(() => expect(tagTitles()).toHaveLength(4));
    await tagAction('教学数据', '关闭其他');
    await waitForPath(router, '/teaching/index');
    expect(tagTitles()).toEqual(['首页', '教学数据']);
    await tagAction('教学数据', '关闭所有');
    await waitForPath(router, '/dashboard');
    expect(tagTitles()).toEqual(['首页']);
    // The affixed home tab cannot be closed.
    fireEvent.contextMenu(tag('首页'));
    const close = await screen.findByRole('menuitem', { name: /关闭$/ });
    expect(close).toHaveAttribute('aria-disabled', 'true');
  });

  test('tags view off: no tags bar, and no page is kept alive (nothing could ever close it)', async () => {
    const { router } = await signedIn('/library/index', 'zone', '/library/index');
    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).toBeNull();
    const page = document.querySelector('[data-page="/library/index"]');
    await go(router, '/teaching/index');
    expect(document.querySelector('[data-page="/library/index"]')).toBeNull();
    await go(router, '/library/index');
    expect(document.querySelector('[data-page="/library/index"]')).not.toBe(page);
  });

  test('tags view on: a visited page is kept alive and comes back as it was', async () => {
    withTagsView('zone');
    const { router } = await signedIn('/library/index', 'zone', '/library/index');
    const page = document.querySelector('[data-page="/library/index"]');
    await go(router, '/teaching/index');
    expect(useTagsView.getState().cachedViews).toEqual(expect.arrayContaining(['/library/index', '/teaching/index']));
    await go(router, '/library/index');
    expect(document.querySelector('[data-page="/library/index"]')).toBe(page);
  });

  test('tabs come back after a reload for the same user, never for another', async () => {
    withTagsView('zone');
    const first = await signedIn('/library/index', 'zone', '/library/index');
    await go(first.router, '/teaching/index');
    await waitFor(() => expect(tagTitles()).toEqual(['首页', '图书馆数据', '教学数据']));
    first.unmount();
    // "Reload": fresh stores, same localStorage.
    useTagsView.setState({ visitedViews: [], cachedViews: [] });
    useSession.setState({ login: undefined, roles: [] });
    const second = await signedIn('/dashboard', 'zone', '/dashboard');
    await waitFor(() => expect(tagTitles()).toEqual(['首页', '图书馆数据', '教学数据']));
    second.unmount();
    useTagsView.setState({ visitedViews: [], cachedViews: [] });
    useSession.setState({ login: undefined, roles: [] });
    await signedIn('/dashboard', 'library', '/dashboard');
    await waitFor(() => expect(useTagsView.getState().visitedViews.map((v) => v.title)).toEqual(['首页']));
  });
});

describe('zone user library switch', () => {
  test('changes the menu, leaves a page the library may not open, and the next call carries libraryId', async () => {
    const { router } = await signedIn('/schools/index', 'zone', '/schools/index');
    const lib = useSession.getState().libraries[2];
    const switcher = screen.getByRole('combobox', { name: '切换学校' });
    await userEvent.click(switcher);
    await userEvent.type(switcher, lib.name.slice(0, 4));
    const option = await screen.findByTitle(lib.name);
    await userEvent.click(option);

    await waitFor(() => expect(useSession.getState().curLibrary?.id).toBe(lib.id));
    await waitFor(() => expect(menuTitles()).toContain('测评报告'));
    expect(menuTitles()).not.toContain('学校数据');
    // 学校数据 is not a school's page: that school's first page, the school in the URL.
    await waitForPath(router, `/dashboard?school=${lib.id}`);
    expect(screen.getByTestId('scope-name')).toHaveTextContent(lib.name);

    const bodies: string[] = [];
    const listener = async ({ request }: { request: Request }) => {
      if (request.url.includes('/pub/querySchoolYear')) bodies.push(await request.clone().text());
    };
    demoServer.events.on('request:start', listener);
    try {
      await call(schoolYearEndpoint, {});
    } finally {
      demoServer.events.removeListener('request:start', listener);
    }
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(JSON.parse(bodies[0])).toMatchObject({ libraryId: lib.id });
  });

  test('“全部学校（返回区域）” goes back to the zone view', async () => {
    const { router } = await signedIn('/dashboard', 'zone', '/dashboard');
    const lib = useSession.getState().libraries[0];
    act(() => useSession.getState().selectLibrary(lib));
    // A link that names no school keeps the one chosen, and the URL says so.
    await act(async () => {
      await router.navigate('/evaluatReport/index');
    });
    await waitForPath(router, `/evaluatReport/index?school=${lib.id}`);
    const switcher = screen.getByRole('combobox', { name: '切换学校' });
    await userEvent.click(switcher);
    await userEvent.click(await screen.findByTitle('全部学校（返回区域）'));
    await waitFor(() => expect(useSession.getState().curLibrary).toBeNull());
    await waitFor(() => expect(menuTitles()).toContain('学校数据'));
    expect(menuTitles()).not.toContain('测评报告');
    // The evaluation report is not a zone page: the first page of the zone menu.
    await waitForPath(router, '/dashboard');
  });
});

describe('navbar', () => {
  test('cockpit link: /dashboardmode for a library user', async () => {
    await signedIn('/dashboard', 'library', '/dashboard');
    expect(screen.getByRole('link', { name: /驾驶舱/ })).toHaveAttribute('href', '/dashboardmode');
  });

  test('cockpit link: /ndb for a zone user, and it navigates there', async () => {
    const { router } = await signedIn('/dashboard', 'zone', '/dashboard');
    const link = screen.getByRole('link', { name: /驾驶舱/ });
    expect(link).toHaveAttribute('href', '/ndb');
    fireEvent.click(link);
    await waitForPath(router, '/ndb/index');
  });

  test.each([['teacher'], ['reader']])('%s: no cockpit link, and the cockpits by direct URL give /401', async (login) => {
    const { router } = await signedIn('/dataReport/index', login, '/dataReport/index');
    expect(screen.queryByRole('link', { name: /驾驶舱/ })).toBeNull();
    await act(async () => {
      await router.navigate('/ndb');
    });
    await waitForPath(router, '/401');
    await act(async () => {
      await router.navigate('/dashboardmode/index');
    });
    await waitForPath(router, '/401');
  });

  test.each([
    ['city', '/dataReport/index', '/ndb'],
    ['arrival', '/dashboard', '/dashboardmode'],
  ])('%s: the cockpit link is there and leads to %s', async (login, landing, to) => {
    await signedIn(landing, login, landing);
    expect(screen.getByRole('link', { name: /驾驶舱/ })).toHaveAttribute('href', to);
  });

  test('shows the region name, then the chosen library', async () => {
    await signedIn('/dashboard', 'zone', '/dashboard');
    const name = useSession.getState().name;
    expect(name).not.toBe('');
    expect(screen.getByTestId('scope-name')).toHaveTextContent(name);
  });

  test('error log: the badge appears after logError, the dialog lists it, 清空 empties it', async () => {
    await signedIn('/dashboard', 'zone', '/dashboard');
    expect(screen.queryByTestId('error-log-button')).toBeNull();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => logError(new Error('图表渲染失败'), 'widget demo', 'at Chart'));
    spy.mockRestore();
    const button = await screen.findByTestId('error-log-button');
    expect(button.closest('.ant-badge')?.textContent).toContain('1');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('图表渲染失败')).toBeInTheDocument();
    expect(within(dialog).getByText('widget demo')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /清\s*空/ }));
    expect(useErrorLog.getState().logs).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getByText('暂无错误')).toBeInTheDocument());
    fireEvent.click(within(dialog).getByRole('button', { name: /^关 闭$/ }));
    await waitFor(() => expect(screen.queryByTestId('error-log-button')).toBeNull());
  });

  test('fullscreen unsupported shows the warning', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    try {
      await signedIn('/dashboard', 'zone', '/dashboard');
      fireEvent.click(screen.getByRole('button', { name: '全屏' }));
      expect(await screen.findByText('your browser can not work')).toBeInTheDocument();
    } finally {
      delete (document as unknown as { fullscreenEnabled?: boolean }).fullscreenEnabled;
    }
  });

  test('the user menu logs out and goes to the login page', async () => {
    const { router } = await signedIn('/dashboard', 'zone', '/dashboard');
    fireEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /退出登录/ }));
    await waitForPath(router, '/login?redirect=/dashboard');
    expect(useSession.getState().token).toBeUndefined();
  });

  test('the size select writes the size cookie and resizes antd components', async () => {
    await signedIn('/dashboard', 'zone', '/dashboard');
    const cockpit = screen.getByRole('link', { name: /驾驶舱/ });
    expect(cockpit).not.toHaveClass('ant-btn-sm');
    fireEvent.click(screen.getByRole('button', { name: '布局大小：默认' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '小' }));
    expect(Cookies.get('size')).toBe('small');
    await waitFor(() => expect(screen.getByRole('link', { name: /驾驶舱/ })).toHaveClass('ant-btn-sm'));
    expect(screen.getByRole('button', { name: '布局大小：小' })).toBeInTheDocument();
  });

  test('the hamburger collapses the sidebar and writes the sidebarStatus cookie', async () => {
    await signedIn('/dashboard', 'zone', '/dashboard');
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(Cookies.get('sidebarStatus')).toBe('0');
    expect(screen.getByTestId('sidebar')).toHaveClass('ant-layout-sider-collapsed');
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });
});

describe('below 992 px', () => {
  const realWidth = window.innerWidth;
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: realWidth });
  });

  test('the sidebar is a drawer, closed by default, opened by the hamburger, closed by a navigation', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 800 });
    const app = renderApp('/dashboard', { as: 'zone' });
    // The dashboard's chart chunk can take seconds to import under a loaded test runner.
    await waitForPath(app.router, '/dashboard');
    await waitFor(() => expect(useApp.getState().device).toBe('mobile'));
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '侧边菜单' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
    const nav = await screen.findByRole('navigation', { name: '侧边菜单' });
    fireEvent.click(within(nav).getByRole('link', { name: '教学数据' }));
    await waitForPath(app.router, '/teaching/index');
    await waitFor(() => expect(useApp.getState().sidebar.opened).toBe(false));
    // Mobile open/close does not overwrite the desktop choice.
    expect(Cookies.get('sidebarStatus')).toBeUndefined();
  });
});

describe('settings panel', () => {
  test('theme colour applies at once (token and CSS variable), switches take effect, saved per user', async () => {
    await signedIn('/dashboard', 'zone', '/dashboard');
    fireEvent.click(screen.getByRole('button', { name: '系统设置' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('radio', { name: '主题色 #f5222d' }));
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--srp-primary')).toBe('#f5222d'));
    expect(JSON.parse(localStorage.getItem('srp:zone:settings')!)).toMatchObject({ theme: '#f5222d' });

    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('switch', { name: '开启标签栏' }));
    expect(await screen.findByRole('navigation', { name: '已打开的页面' })).toBeInTheDocument();

    expect(screen.getByTestId('layout-header')).toHaveClass('srp-header--fixed');
    fireEvent.click(within(drawer).getByRole('switch', { name: '固定顶栏' }));
    expect(screen.getByTestId('layout-header')).not.toHaveClass('srp-header--fixed');

    expect(document.querySelector('.srp-sidebar-logo')).toBeNull();
    fireEvent.click(within(drawer).getByRole('switch', { name: '侧边栏 Logo' }));
    expect(document.querySelector('.srp-sidebar-logo')).not.toBeNull();
  });
});

describe('page error boundary', () => {
  test('a render error is logged with the page path and shown with 重试', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Boom(): never {
      throw new Error('页面炸了');
    }
    function Layout() {
      return <KeepAliveOutlet />;
    }
    const router = createMemoryRouter([{ path: '/', Component: Layout, children: [{ path: 'boom', Component: Boom }] }], {
      initialEntries: ['/boom'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    const entry = useErrorLog.getState().logs.find((l) => l.err.message === '页面炸了');
    expect(entry?.vm).toBe('render /boom');
    expect(entry?.info).toContain('Boom');
    spy.mockRestore();
  });
});

describe('kept-alive pages', () => {
  function Page({ name }: { name: string }) {
    const { search } = useLocation();
    const [count, setCount] = useState(0);
    return (
      <div>
        <span data-testid={`${name}-search`}>{search}</span>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          {name} clicked {count}
        </button>
      </div>
    );
  }
  function Layout() {
    return <KeepAliveOutlet />;
  }

  test('a cached page keeps its state and its own location while hidden; others are unmounted', async () => {
    useSettings.setState({ tagsView: true });
    useTagsView.setState({ cachedViews: ['/a', '/b'], visitedViews: [] });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            { path: 'a', Component: () => <Page name="a" /> },
            { path: 'b', Component: () => <Page name="b" /> },
            { path: 'c', Component: () => <Page name="c" /> },
          ],
        },
      ],
      { initialEntries: ['/a?x=1'] },
    );
    const resize = vi.fn();
    window.addEventListener('resize', resize);
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole('button', { name: 'a clicked 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'a clicked 1' }));

    await act(async () => router.navigate('/b?y=2'));
    expect(await screen.findByTestId('b-search')).toHaveTextContent('?y=2');
    // Hidden, yet still mounted with its own query.
    expect(screen.getByTestId('a-search')).toHaveTextContent('?x=1');
    expect(screen.getByTestId('a-search').closest('.srp-page')).not.toBeVisible();
    expect(resize).not.toHaveBeenCalled();

    await act(async () => router.navigate('/a?x=1'));
    expect(screen.getByRole('button', { name: 'a clicked 2' })).toBeVisible();
    await waitFor(() => expect(resize).toHaveBeenCalled());
    window.removeEventListener('resize', resize);

    // c is not cached: leaving it unmounts it.
    await act(async () => router.navigate('/c'));
    fireEvent.click(await screen.findByRole('button', { name: 'c clicked 0' }));
    await act(async () => router.navigate('/a?x=1'));
    expect(screen.queryByTestId('c-search')).toBeNull();
    await act(async () => router.navigate('/c'));
    expect(await screen.findByRole('button', { name: 'c clicked 0' })).toBeVisible();
  });
});
