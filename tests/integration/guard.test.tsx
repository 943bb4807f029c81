import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import { renderApp, waitForPath, screen } from '../helpers/render-app';
import { librariesUnder } from '@/demo/accounts';
import { WELL_KNOWN } from '@/demo/org';
import { useSession } from '@/stores/session';
import { getToken } from '@/utils/cookies';
import { demoTokenLogin } from '@/demo/tokens';
import { signDemoLaunch } from '@/demo/launch';
import { demoServer } from '@/demo/node';

const titled = (title: string) => waitFor(() => expect(document.title).toBe(`${title} - 学校阅读素养大数据平台`));

describe('token-less navigation (docs/rules.md#navigation)', () => {
  test('/ → /login?redirect=/dashboard', async () => {
    const { router } = renderApp('/');
    await waitForPath(router, '/login?redirect=/dashboard');
    await titled('登录');
  });

  test('another path → /login?redirect={path with query}', async () => {
    const { router } = renderApp('/rank/region?yid=2025');
    await waitForPath(router, `/login?redirect=${encodeURIComponent('/rank/region?yid=2025')}`);
  });

  test('an unknown path is not revealed as unknown before login', async () => {
    const { router } = renderApp('/no/such/page');
    await waitForPath(router, `/login?redirect=${encodeURIComponent('/no/such/page')}`);
  });

  test('with a launch lid: / instead of the login form, then the launch, then the page asked for', async () => {
    const lid = librariesUnder(WELL_KNOWN.zoneOrgId)[1].id;
    const { router } = renderApp(`/library/index?${signDemoLaunch({ lid }).toString()}`);
    // The launched school is the page's scope, in its URL (docs/rules.md#scope).
    await waitForPath(router, `/library/index?school=${lid}`);
    expect(demoTokenLogin(getToken())).toBe('zone');
    expect(useSession.getState().curLibrary?.id).toBe(lid);
  });

  test('with an unknown launch lid: the launch fails with the server message and offers the login form', async () => {
    renderApp(`/library/index?${signDemoLaunch({ lid: 99999 }).toString()}`);
    expect(await screen.findByText('未找到学校 99999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '使用账号登录' })).toBeInTheDocument();
  });

  test('a bare lid (no platform signature): 链接无效或已过期, no call, no session, a way to the login form', async () => {
    const seen: string[] = [];
    demoServer.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
    const lid = librariesUnder(WELL_KNOWN.zoneOrgId)[1].id;
    const { router } = renderApp(`/library/index?lid=${lid}`);
    expect(await screen.findByText('链接无效或已过期')).toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(getToken()).toBeUndefined();
    await userEvent.setup().click(screen.getByRole('button', { name: '使用账号登录' }));
    await waitForPath(router, '/login');
    demoServer.events.removeAllListeners();
  });

  test('/loading and /auth-redirect need no token', async () => {
    const { router } = renderApp('/auth-redirect');
    expect(await screen.findByText('登录凭证无效')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth-redirect');
  });
});

describe('signed-in navigation (docs/rules.md#navigation)', () => {
  test('zone: / → /dashboard, titled 首页', async () => {
    const { router } = renderApp('/', { as: 'zone' });
    await waitForPath(router, '/dashboard');
    await titled('首页');
  });

  test('library: /schools/index → /401, and the 401 page leads home', async () => {
    const { router } = renderApp('/schools/index', { as: 'library' });
    await waitForPath(router, '/401');
    await titled('401');
    expect(await screen.findByText(/没有访问此页面的权限/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /返回首页/ }));
    await waitForPath(router, '/dashboard');
  });

  test('the guard runs on every navigation, not only the first', async () => {
    const { router } = renderApp('/dashboard', { as: 'library' });
    await waitForPath(router, '/dashboard');
    await router.navigate('/schools/index');
    await waitForPath(router, '/401');
    await router.navigate('/evaluatReport/index');
    await waitForPath(router, '/evaluatReport/index');
  });

  test('zone: evaluation pages → /401 (library only, and removed for districts)', async () => {
    const { router } = renderApp('/evaluatData/historyData', { as: 'zone' });
    await waitForPath(router, '/401');
  });

  test('arrival: /ArrivalData/ArrivalData opens', async () => {
    const { router } = renderApp('/ArrivalData/ArrivalData', { as: 'arrival' });
    await waitForPath(router, '/ArrivalData/ArrivalData');
    await titled('到馆数据');
  });

  test('library (campus not 33/7595): /ArrivalData/ArrivalData → /401', async () => {
    const { router } = renderApp('/ArrivalData/ArrivalData', { as: 'library' });
    await waitForPath(router, '/401');
  });

  test('reader (the special account): /dashboard → /dataReport/index', async () => {
    const { router } = renderApp('/dashboard', { as: 'reader' });
    await waitForPath(router, '/dataReport/index');
    await titled('阅读数据');
  });

  test('city: /rank → /rank/region, / → /dataReport/index', async () => {
    const { router } = renderApp('/rank', { as: 'city' });
    await waitForPath(router, '/rank/region');
    await titled('区域排名');
    await router.navigate('/');
    await waitForPath(router, '/dataReport/index');
  });

  test('teacher: / → 我的班级, not /401', async () => {
    const { router } = renderApp('/', { as: 'teacher' });
    await waitForPath(router, '/myClass/index');
  });

  test('containers: /ndb, /dashboardmode, /library', async () => {
    const { router } = renderApp('/ndb', { as: 'zone' });
    await waitForPath(router, '/ndb/index');
    await titled('总体概览');
    await router.navigate('/dashboardmode?yid=2025');
    await waitForPath(router, '/dashboardmode/index?yid=2025');
    await router.navigate('/library');
    // The year chosen on the way (yid) is carried to a page opened without one (docs/rules.md#scope).
    await waitForPath(router, '/library/index?yid=2025');
  });

  test('unknown path → /404', async () => {
    const { router } = renderApp('/no/such/page', { as: 'admin' });
    await waitForPath(router, '/404');
    await titled('404');
    expect(await screen.findByText(/页面不存在/)).toBeInTheDocument();
  });

  test('trailing-slash routes open as written', async () => {
    const { router } = renderApp('/rank/class/', { as: 'zone' });
    await waitForPath(router, '/rank/class/');
    await titled('班级综合排名');
    await router.navigate('/rank/student/');
    await waitForPath(router, '/rank/student/');
    await titled('学生综合排名');
  });

  test('a page shows its placeholder or page content under its title', async () => {
    const { router } = renderApp('/rank/libraryBookData/grade', { as: 'library' });
    await waitForPath(router, '/rank/libraryBookData/grade');
    await titled('年级馆藏借阅排名');
  });
});

describe('a launch does not leave later logins in library-view mode', () => {
  test('the launched library is kept for this tab only; the user’s own choice is kept across logins', async () => {
    const lid = librariesUnder(WELL_KNOWN.zoneOrgId)[1].id;
    const { router } = renderApp(`/library/index?${signDemoLaunch({ lid }).toString()}`);
    // The launched school is the page's scope, in its URL (docs/rules.md#scope).
    await waitForPath(router, `/library/index?school=${lid}`);
    expect(sessionStorage.getItem('srp:zone:library')).toContain(String(lid));
    expect(localStorage.getItem('srp:zone:library')).toBeNull();
    // The user picks a school themselves: that choice outlives the tab, the launched one is gone.
    const other = librariesUnder(WELL_KNOWN.zoneOrgId)[2];
    useSession.getState().selectLibrary({ id: other.id, name: other.name });
    expect(localStorage.getItem('srp:zone:library')).toContain(String(other.id));
    expect(sessionStorage.getItem('srp:zone:library')).toBeNull();
  });
});
