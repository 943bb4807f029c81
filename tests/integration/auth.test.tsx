import userEvent from '@testing-library/user-event';
import { cleanup, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { demoServer } from '@/demo/node';
import { problem } from '@/demo/define-handler';
import { demoAccounts, librariesUnder } from '@/demo/accounts';
import { WELL_KNOWN } from '@/demo/org';
import { getToken, setToken } from '@/utils/cookies';
import { useSession } from '@/stores/session';
import { renderApp, waitForPath, screen } from '../helpers/render-app';
import { resetAllStores } from '../helpers/reset-stores';
import { demoToken, demoTokenLogin, mintDemoGrant } from '@/demo/tokens';
import { signDemoLaunch } from '@/demo/launch';
import { DEMO_SSO, issueDemoCode, issueDemoTicket, redeemDemoGrant } from '@/demo/sso';

const ME = '*/services/zone/api/organizations/me';
const location = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;

async function logInThroughForm(username: string, password = '123456') {
  const user = userEvent.setup();
  const name = await screen.findByLabelText('账号');
  await user.clear(name);
  await user.type(name, username);
  const pass = screen.getByLabelText('密码');
  await user.type(pass, password);
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('login form', () => {
  test('a wrong password shows the message and stays on the login page without a token', async () => {
    const { router } = renderApp('/login');
    await logInThroughForm('zone', 'nope');
    expect(await screen.findByText('账号或密码错误，请重试')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeUndefined();
    expect(useSession.getState().token).toBeUndefined();
  });

  test('an unknown account gets the same message', async () => {
    const { router } = renderApp('/login');
    await logInThroughForm('nobody');
    expect(await screen.findByText('账号或密码错误，请重试')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('empty fields are not sent', async () => {
    const seen: string[] = [];
    demoServer.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('账号'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(seen).not.toContain('/auth/login');
    demoServer.events.removeAllListeners();
  });

  test('token-less deep link → login → back to the page asked for, query kept', async () => {
    const { router } = renderApp('/library/index?yid=2025');
    await waitForPath(router, `/login?redirect=${encodeURIComponent('/library/index?yid=2025')}`);
    await logInThroughForm('zone');
    await waitForPath(router, '/library/index?yid=2025');
    expect(demoTokenLogin(getToken())).toBe('zone');
    await waitFor(() => expect(document.title).toBe('图书馆数据 - 学校阅读素养大数据平台'));
  });

  test('a redirect of //evil.com after login lands on a same-origin path', async () => {
    const { router } = renderApp('/login?redirect=//evil.com');
    await logInThroughForm('zone');
    await waitForPath(router, '/dashboard');
    const where = location(router);
    expect(where.startsWith('/')).toBe(true);
    expect(where.startsWith('//')).toBe(false);
    expect(new URL(where, 'https://app.example').origin).toBe('https://app.example');
  });

  test.each([['https://evil.com/x'], ['/.//evil.com'], ['/%2F%2Fevil.com'], ['javascript:alert(1)']])(
    'a redirect of %s after login lands on /dashboard',
    async (target) => {
      const { router } = renderApp(`/login?redirect=${encodeURIComponent(target)}`);
      await logInThroughForm('library');
      await waitForPath(router, '/dashboard');
    },
  );

  test('signed in, /login goes to / and on to /dashboard', async () => {
    const { router } = renderApp('/login', { as: 'zone' });
    await waitForPath(router, '/dashboard');
  });
});

describe('a failed profile fetch during navigation (docs/rules.md#navigation)', () => {
  /**
   * The app is up (login page shown, toasts registered by the root shell), then a token appears and the user
   * navigates: the guard loads the profile during that navigation.
   */
  async function navigateWithToken(token: string, path: string) {
    const app = renderApp('/login');
    await screen.findByLabelText('账号');
    setToken(token);
    useSession.setState({ token });
    await app.router.navigate(path);
    return app;
  }

  test('resets the token, shows the error title and lands on /login?redirect={path}', async () => {
    demoServer.use(mswHttp.get(ME, () => problem(500, '用户中心暂不可用')));
    const { router } = await navigateWithToken(demoToken('zone'), '/library/index?yid=2025');
    await waitForPath(router, `/login?redirect=${encodeURIComponent('/library/index?yid=2025')}`);
    expect(await screen.findByText('用户中心暂不可用')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    expect(useSession.getState().token).toBeUndefined();
    expect(screen.getByLabelText('账号')).toBeInTheDocument();
  });

  test("a profile without data: '无法获取用户信息，请重试！'", async () => {
    demoServer.use(mswHttp.get(ME, () => HttpResponse.json(null)));
    const { router } = await navigateWithToken(demoToken('zone'), '/dashboard');
    await waitForPath(router, `/login?redirect=${encodeURIComponent('/dashboard')}`);
    expect(await screen.findByText('无法获取用户信息，请重试！')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });

  test("a profile without authorities: '无法获取到该账号的权限！'", async () => {
    demoServer.use(mswHttp.get(ME, () => HttpResponse.json({ login: 'zone', authorities: [] })));
    const { router } = await navigateWithToken(demoToken('zone'), '/rank/index');
    await waitForPath(router, `/login?redirect=${encodeURIComponent('/rank/index')}`);
    expect(await screen.findByText('无法获取到该账号的权限！')).toBeInTheDocument();
  });

  test('an expired token (401 on the profile): the expiry message, the login page, then / after 5 s; one redirect param', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { router } = await navigateWithToken(demoToken('zone', { seconds: -60 }), '/schools/index');
      await waitForPath(router, `/login?redirect=${encodeURIComponent('/schools/index')}`);
      expect(await screen.findByText('登录已过期，请重新登录')).toBeInTheDocument();
      expect(location(router).match(/redirect/g)).toHaveLength(1);
      expect(getToken()).toBeUndefined();
      // The wrapper's redirect to / after 5 s: token-less, that is the login page for /dashboard.
      vi.advanceTimersByTime(5000);
      await waitForPath(router, '/login?redirect=/dashboard');
      expect(location(router).match(/redirect/g)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  test('on the very first navigation too (no page shown yet): token reset and login redirect', async () => {
    demoServer.use(mswHttp.get(ME, () => problem(500, '用户中心暂不可用')));
    const { router } = renderApp('/teaching/index', { as: 'zone' });
    await waitForPath(router, `/login?redirect=${encodeURIComponent('/teaching/index')}`);
    expect(getToken()).toBeUndefined();
  });
});

describe('launch from another platform (/loading)', () => {
  /** A school of the zone account's district (the demo grants the zone account's session for it). */
  const lid = () => librariesUnder(WELL_KNOWN.zoneOrgId)[1].id;

  test('a signed link: the proof forwarded, session, library and campus selected, then home', async () => {
    const url = `/loading?${signDemoLaunch({ lid: lid(), cid: 9, name: '本部' }).toString()}`;
    window.history.replaceState(null, '', url);
    const { router } = renderApp(url);
    // The launched school and campus are the page's scope, in its address (docs/rules.md#scope).
    await waitForPath(router, `/dashboard?school=${lid()}&campus=9`);
    const s = useSession.getState();
    expect(demoTokenLogin(getToken())).toBe('zone');
    expect(s.curLibrary?.id).toBe(lid());
    expect(s.curCampusId).toBe(9);
    expect(s.curCampusName).toBe('本部');
  });

  test('a refused launch shows 链接无效或已过期 with the server msg', async () => {
    const url = `/loading?${signDemoLaunch({ lid: 99999 }).toString()}`;
    window.history.replaceState(null, '', url);
    renderApp(url);
    expect(await screen.findByText('未找到学校 99999')).toBeInTheDocument();
    expect(screen.getByText('链接无效或已过期')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });

  test('a link signed with another key is refused by the backend', async () => {
    const url = `/loading?${signDemoLaunch({ lid: lid() }, { key: 'not-the-platform-key' }).toString()}`;
    renderApp(url);
    expect(await screen.findByText(/链接签名无效/)).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });

  test("a network failure shows '获取登录凭证失败！'", async () => {
    demoServer.use(mswHttp.post('*/services/*readingbook/api/user/getUserToken', () => HttpResponse.error()));
    const url = `/loading?${signDemoLaunch({ lid: lid() }).toString()}`;
    window.history.replaceState(null, '', url);
    renderApp(url);
    expect(await screen.findByText('获取登录凭证失败！')).toBeInTheDocument();
  });

  test('another user signed in: the question first; 保持当前账号 keeps them and ends the launched session', async () => {
    const url = `/loading?${signDemoLaunch({ lid: lid() }).toString()}`;
    const { router } = renderApp(url, { as: 'teacher' });
    const teacherToken = getToken();
    const name = (login: string) => demoAccounts().get(login)!.profile.userName;
    expect(
      await screen.findByText(`当前已登录「${name('teacher')}（teacher）」，是否切换为「${name('zone')}（zone）」？`),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '保持当前账号' }));
    // The teacher stays, on a teacher's landing page (我的班级).
    await waitForPath(router, '/myClass/index');
    expect(getToken()).toBe(teacherToken);
  });
});

describe('single sign-on (/auth-redirect)', () => {
  const CALLBACK = `${window.location.origin}/auth-redirect`;
  /** The tab's pending sign-on, as the login page's button leaves it. */
  function pending(kind: 'oauth' | 'cas', target = '/library/index?yid=2025') {
    const redirectUri = kind === 'oauth' ? CALLBACK : `${CALLBACK}?state=s1`;
    sessionStorage.setItem(
      'srp:sso-pending',
      JSON.stringify({
        state: 's1',
        provider: kind === 'oauth' ? DEMO_SSO.oauth.id : DEMO_SSO.cas.id,
        kind,
        redirectUri,
        target,
        at: Date.now(),
      }),
    );
    return redirectUri;
  }
  const open = (url: string) => {
    window.history.replaceState(null, '', url);
    return renderApp(url);
  };

  test('OAuth: the code goes to the backend, the address bar is cleaned at once, the deep link opens', async () => {
    const uri = pending('oauth');
    const seen: { path: string; body: Promise<string> }[] = [];
    demoServer.events.on('request:start', ({ request }) =>
      seen.push({ path: new URL(request.url).pathname, body: request.clone().text() }),
    );
    const code = issueDemoCode('library', DEMO_SSO.oauth.clientId, uri);
    const { router } = open(`/auth-redirect?code=${encodeURIComponent(code)}&state=s1`);
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitForPath(router, '/library/index?yid=2025');
    expect(demoTokenLogin(getToken())).toBe('library');
    const exchange = seen.find((s) => s.path === '/auth/sso/exchange')!;
    expect(JSON.parse(await exchange.body)).toEqual({ provider: DEMO_SSO.oauth.id, code, redirect_uri: uri });
    demoServer.events.removeAllListeners();
  });

  test('CAS: the ticket with the service URL sent at login', async () => {
    const service = pending('cas', '/');
    const { router } = open(`/auth-redirect?state=s1&ticket=${encodeURIComponent(issueDemoTicket('zone', service))}`);
    await waitForPath(router, '/dashboard');
    expect(demoTokenLogin(getToken())).toBe('zone');
  });

  test('a wrong state is refused: nothing is exchanged, no session', async () => {
    const uri = pending('oauth');
    const { router } = open(
      `/auth-redirect?code=${encodeURIComponent(issueDemoCode('library', DEMO_SSO.oauth.clientId, uri))}&state=forged`,
    );
    expect(await screen.findByText(/state 不一致/)).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    expect(router.state.location.pathname).toBe('/auth-redirect');
  });

  test('a code used twice is refused by the backend', async () => {
    const uri = pending('oauth');
    const code = issueDemoCode('library', DEMO_SSO.oauth.clientId, uri);
    expect(redeemDemoGrant(code, { typ: 'code', clientId: DEMO_SSO.oauth.clientId, redirectUri: uri })).toEqual({ login: 'library' });
    open(`/auth-redirect?code=${encodeURIComponent(code)}&state=s1`);
    expect(await screen.findByText('授权凭证已使用过')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });

  test('tokens from the fragment, taken and removed from the address bar', async () => {
    pending('oauth', '/');
    const grant = mintDemoGrant('zone');
    const { router } = open(
      `/auth-redirect#access_token=${grant.access_token}&expires_in=7200&refresh_token=${grant.refresh_token}&state=s1`,
    );
    await waitFor(() => expect(window.location.hash).toBe(''));
    await waitForPath(router, '/dashboard');
    expect(getToken()).toBe(grant.access_token);
  });

  test('access_token in the query string is refused and removed from the address bar', async () => {
    pending('oauth');
    open(`/auth-redirect?access_token=${demoToken('zone')}`);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByText(/令牌不能放在地址的查询参数中/)).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });

  test('another user signed in: the question; 切换 replaces them (their session ended at the server)', async () => {
    const uri = pending('oauth', '/');
    const code = issueDemoCode('library', DEMO_SSO.oauth.clientId, uri);
    const zoneToken = demoToken('zone');
    setToken(zoneToken);
    useSession.setState({ token: zoneToken });
    const { router } = open(`/auth-redirect?code=${encodeURIComponent(code)}&state=s1`);
    expect(await screen.findByText('当前已登录「李主任（zone）」，是否切换为「张老师（library）」？')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^切\s*换$/ }));
    await waitForPath(router, '/dashboard');
    expect(demoTokenLogin(getToken())).toBe('library');
    // Their session was ended at the server (once the new one was the browser's): their token is refused.
    const status = () =>
      fetch(new URL('/services/zone/api/organizations/me', window.location.href), {
        headers: { Authorization: `Bearer ${zoneToken}` },
      }).then((r) => r.status);
    await waitFor(async () => expect(await status()).toBe(401));
  });
});

describe('a reload draws the page from the session’s last load and revalidates it (docs/rules.md#navigation, rule 3)', () => {
  const SNAPSHOT = 'srp:session-snapshot';

  /**
   * A first load as `login` (the snapshot is written), then a reload: the page and the stores gone, the cookies and
   * storage kept; the session store boots from the cookie as the app does.
   */
  async function loadThenReload(login: string, first: string) {
    const app = renderApp(first, { as: login });
    await waitForPath(app.router, first);
    await waitFor(() => expect(localStorage.getItem(SNAPSHOT)).not.toBeNull());
    cleanup();
    resetAllStores();
    useSession.setState({ token: getToken() });
  }

  test('the page renders while the profile is still on its way; the answer then leaves it where it is', async () => {
    await loadThenReload('zone', '/dashboard');
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const asked: string[] = [];
    // Held until the page is on screen, then answered by the demo API (a handler that returns nothing falls through).
    demoServer.use(
      mswHttp.get(ME, async ({ request }) => {
        asked.push(new URL(request.url).pathname);
        await gate;
      }),
    );
    const { router } = renderApp('/schools/index');
    expect(await screen.findByRole('heading', { name: '学校数据', level: 4 })).toBeInTheDocument();
    expect(asked).toEqual(['/services/zone/api/organizations/me']);
    expect(useSession.getState().login).toBe('zone');
    open();
    await waitFor(() => expect(useSession.getState().user).not.toBeNull());
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SNAPSHOT)!).savedAt).toBeGreaterThan(0));
    expect(location(router)).toBe('/schools/index');
  });

  test('a revalidation that fails ends the session as a failed load does: message, token and snapshot gone, login', async () => {
    await loadThenReload('zone', '/dashboard');
    demoServer.use(mswHttp.get(ME, () => problem(500, '用户中心暂不可用')));
    const { router } = renderApp('/schools/index?yid=2025');
    await waitForPath(router, `/login?redirect=${encodeURIComponent('/schools/index?yid=2025')}`);
    expect(await screen.findByText('用户中心暂不可用')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    expect(localStorage.getItem(SNAPSHOT)).toBeNull();
  });

  test('a session that came back different runs the rules again: rights taken away since → /401', async () => {
    await loadThenReload('zone', '/schools/index');
    // The server now says the account is a school's library staff only; its answer is held until the page is drawn
    // (a CI run answered before the page had drawn its heading, and the test waited for a page it never saw).
    const library = demoAccounts().get('library')!.profile;
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    demoServer.use(
      mswHttp.get(ME, async () => {
        await gate;
        return HttpResponse.json({ ...library, login: 'zone' });
      }),
    );
    const { router } = renderApp('/schools/index');
    // Drawn from the snapshot first (the district's page), then sent where the rules now say.
    expect(await screen.findByRole('heading', { name: '学校数据', level: 4 })).toBeInTheDocument();
    answer();
    await waitForPath(router, '/401');
    expect(useSession.getState().roles).toEqual(['ROLE_LIBRARY']);
  });

  test('another sign-in never uses the snapshot: the profile is loaded first', async () => {
    await loadThenReload('zone', '/dashboard');
    const asked: string[] = [];
    demoServer.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    const { router } = renderApp('/dashboard', { as: 'library' });
    await waitForPath(router, '/dashboard');
    demoServer.events.removeAllListeners();
    expect(asked[0]).toBe('/services/zone/api/organizations/me');
    expect(useSession.getState().login).toBe('library');
    expect(JSON.parse(localStorage.getItem(SNAPSHOT)!).data.profile.login).toBe('library');
  });
});
