import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createElement, useEffect } from 'react';
import { http as mswHttp, HttpResponse } from 'msw';
import { demoServer } from '@/demo/node';
import { problem } from '@/demo/define-handler';
import { demoAccounts, librariesUnder } from '@/demo/accounts';
import { WELL_KNOWN } from '@/demo/org';
import { demoCalendar } from '@/demo/calendar';
import { feedback, registerMessageApi, registerNavigator } from '@/utils/feedback';
import { ApiError } from '@/api/errors';
import type { Profile } from '@/api/contract/auth';
import { getToken, setToken } from '@/utils/cookies';
import { parseLaunchProof } from '@/utils/launch-params';
import { readSession } from '@/utils/stored-session';
import { readRoleSwitch } from '@/stores/role-switch';
import { signDemoLaunch } from '@/demo/launch';
import { organizationFromProfile, sessionErrorMessage, useSession } from '@/stores/session';
import { usePermission } from '@/stores/permission';
import { useTagsView } from '@/stores/tags-view';
import { useConstants } from '@/stores/constants';
import { demoToken, demoTokenLogin } from '@/demo/tokens';

function MessageHost() {
  const { message } = AntApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}
const mountMessages = () => render(createElement(AntApp, null, createElement(MessageHost)));

interface Captured {
  method: string;
  url: URL;
  body: string;
  auth: string | null;
}

/** Every request the app sends, with its body, via msw's request:start event. */
function captureRequests(): Captured[] {
  const seen: Captured[] = [];
  demoServer.events.on('request:start', ({ request }) => {
    const entry: Captured = { method: request.method, url: new URL(request.url), body: '', auth: request.headers.get('authorization') };
    seen.push(entry);
    if (request.method !== 'GET')
      void request
        .clone()
        .text()
        .then((t) => (entry.body = t));
  });
  return seen;
}
const byPath = (seen: Captured[], path: string) => seen.filter((s) => s.url.pathname === path);

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected a rejection');
}

const signIn = (username: string) => useSession.getState().signIn({ username, password: '123456' });
const menuTitles = () => usePermission.getState().menu.map((m) => m.title);
const ME = '*/services/zone/api/organizations/me';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  registerNavigator(() => {});
});
afterEach(() => {
  demoServer.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('signIn (docs/rules.md#session)', () => {
  test('trims the username, sends the password as is, stores the access_token cookie', async () => {
    const seen = captureRequests();
    await useSession.getState().signIn({ username: '  zone \t', password: '123456' });
    const login = byPath(seen, '/auth/login');
    expect(login).toHaveLength(1);
    expect(login[0].method).toBe('POST');
    expect(JSON.parse(login[0].body)).toEqual({ username: 'zone', password: '123456', rememberMe: false });
    const token = getToken()!;
    expect(demoTokenLogin(token)).toBe('zone');
    expect(document.cookie).toContain(`access_token=${token}`);
    expect(useSession.getState().token).toBe(token);
    // The profile is fetched with the new token.
    expect(byPath(seen, '/services/zone/api/organizations/me')[0].auth).toBe(`Bearer ${token}`);
  });

  test("keeps the token's expiry, its refresh token and a new session id; 自动登录 is sent as rememberMe", async () => {
    const seen = captureRequests();
    const before = Date.now();
    await useSession.getState().signIn({ username: 'zone', password: '123456', remember: true });
    await vi.waitFor(() => expect(byPath(seen, '/auth/login')[0].body).not.toBe(''));
    expect(JSON.parse(byPath(seen, '/auth/login')[0].body)).toMatchObject({ rememberMe: true });
    const stored = readSession()!;
    expect(stored.access).toBe(getToken());
    expect(stored.refresh).toMatch(/^srpdemo\./);
    // The demo's access token lives 2 hours; 自动登录 keeps the cookies 7 days.
    expect(stored.expiresAt! - before).toBeGreaterThanOrEqual(7200_000 - 5_000);
    expect(stored.expiresAt! - before).toBeLessThanOrEqual(7200_000 + 5_000);
    expect(stored.until! - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 5_000);
    expect(useSession.getState().sessionId).toBe(stored.sid);
  });

  test('without 自动登录 the cookies end with the browser (no end date)', async () => {
    await useSession.getState().signIn({ username: 'zone', password: '123456' });
    expect(readSession()!.until).toBeUndefined();
  });

  test('the password is not trimmed (and a padded password is therefore wrong)', async () => {
    const seen = captureRequests();
    const err = await rejection(useSession.getState().signIn({ username: 'zone', password: ' 123456 ' }));
    const login = byPath(seen, '/auth/login');
    await vi.waitFor(() => expect(login[0].body).not.toBe(''));
    expect(JSON.parse(login[0].body)).toEqual({ username: 'zone', password: ' 123456 ', rememberMe: false });
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('账号或密码错误，请重试');
    expect(getToken()).toBeUndefined();
  });

  test('the signed-in session: profile, region, semester, role type, lessee, years, routes', async () => {
    await signIn('zone');
    const s = useSession.getState();
    const account = demoAccounts().get('zone')!;
    expect(s.login).toBe('zone');
    expect(s.roles).toEqual(['ROLE_ZONE_USER']);
    expect(s.organizationId).toBe(account.profile.organizationId);
    expect(s.user).toEqual(account.profile);
    expect(s.roleType).toEqual({ userType: 'DISTRICT' });
    expect(s.region).toBe('DISTRICT');
    expect(s.regionAddr).not.toBe('');
    expect(s.semesterId).toBe(demoCalendar().currentSemesterId);
    expect(s.lesseeId).toBe('demo-lessee-1');
    expect(useConstants.getState().years.map((y) => y.id)).toEqual(demoCalendar().years.map((y) => y.id));
    expect(useConstants.getState().curYear).toBe(demoCalendar().currentYearId);
    expect(usePermission.getState().ctx).not.toBeNull();
    expect(menuTitles()).toEqual(['首页', '图书馆数据', '阅读数据', '教学数据', '排行榜', '学校数据', '目标']);
  });
});

describe('organization type (docs/rules.md#session)', () => {
  const base: Profile = {
    login: 'u',
    authorities: [],
    organizationId: 5,
    city: '滨江市',
    library: { campusId: 1, name: '第一小学（馆）' },
    libraryName: '第一小学',
    organizationName: '临江区教育局',
    userName: '王老师',
  };

  test('ROLE_LIBRARY: library; city is the library name; name from libraryName', () => {
    expect(organizationFromProfile({ ...base, authorities: ['ROLE_LIBRARY'] })).toEqual({
      organizationType: 'library',
      city: '第一小学（馆）',
      name: '第一小学',
    });
  });

  test('ROLE_ZONE_USER: district; city from the profile; name from organizationName', () => {
    expect(organizationFromProfile({ ...base, authorities: ['ROLE_ZONE_USER'] })).toEqual({
      organizationType: 'district',
      city: '滨江市',
      name: '临江区教育局',
    });
  });

  test('otherwise: district, named by the school the profile names (a teacher), else by userName', () => {
    expect(organizationFromProfile({ ...base, authorities: ['ROLE_TEACHER'] })).toMatchObject({
      organizationType: 'district',
      name: '第一小学',
    });
    expect(organizationFromProfile({ ...base, authorities: ['ROLE_TEACHER'], libraryName: null })).toMatchObject({
      name: '第一小学（馆）',
    });
    const noSchool = { ...base, library: null, libraryName: null };
    expect(organizationFromProfile({ ...noSchool, authorities: ['admin'] })).toMatchObject({
      organizationType: 'district',
      name: '王老师',
    });
  });

  test('ROLE_LIBRARY wins over ROLE_ZONE_USER when both are held', () => {
    expect(organizationFromProfile({ ...base, authorities: ['ROLE_ZONE_USER', 'ROLE_LIBRARY'] }).organizationType).toBe('library');
  });

  test('the library account after sign-in', async () => {
    const seen = captureRequests();
    await signIn('library');
    const p = demoAccounts().get('library')!.profile;
    const s = useSession.getState();
    expect(s.organizationType).toBe('library');
    expect(s.city).toBe(p.library!.name);
    expect(s.name).toBe(p.libraryName);
    expect(s.libraries).toEqual([]);
    expect(byPath(seen, '/services/zone/api/organizations/libraries')).toHaveLength(0);
  });

  test('the zone account after sign-in: libraries loaded with parentId.equals={organizationId} and size=1000', async () => {
    const seen = captureRequests();
    await signIn('zone');
    const p = demoAccounts().get('zone')!.profile;
    const s = useSession.getState();
    expect(s.organizationType).toBe('district');
    expect(s.city).toBe(p.city);
    expect(s.name).toBe(p.organizationName);
    const calls = byPath(seen, '/services/zone/api/organizations/libraries');
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url.search).toBe(`?parentId.equals=${p.organizationId}&size=1000`);
    expect(s.libraries.map((l) => l.id)).toEqual(librariesUnder(p.organizationId!).map((l) => l.id));
    expect(s.libraries.length).toBeGreaterThan(1);
  });

  test('the teacher account after sign-in: district, named by its school (not the person)', async () => {
    await signIn('teacher');
    const s = useSession.getState();
    const profile = demoAccounts().get('teacher')!.profile;
    expect(s.organizationType).toBe('district');
    expect(s.name).toBe(profile.libraryName);
    expect(s.name).not.toBe(profile.userName);
  });

  test('a current library makes the type library; none brings the profile type back', async () => {
    await signIn('zone');
    const lib = useSession.getState().libraries[0];
    useSession.getState().selectLibrary(lib);
    expect(useSession.getState().curLibrary).toEqual(lib);
    expect(useSession.getState().organizationType).toBe('library');
    useSession.getState().selectLibrary(null);
    expect(useSession.getState().curLibrary).toBeNull();
    expect(useSession.getState().organizationType).toBe('district');
  });

  test('a library chosen earlier is restored on the next load, with the type library', async () => {
    await signIn('zone');
    const lib = useSession.getState().libraries[3];
    useSession.getState().selectLibrary(lib);
    // The next load: the tab's state gone (a revalidation of a loaded session keeps the school shown, src/stores/session.ts).
    useSession.setState({ curLibrary: null, organizationType: 'district', roles: [] });
    await useSession.getState().loadSession();
    expect(useSession.getState().curLibrary?.id).toBe(lib.id);
    expect(useSession.getState().organizationType).toBe('library');
  });
});

test('a revalidation that brings the same session changes nothing: no store update, the school shown kept', async () => {
  await signIn('zone');
  const lib = useSession.getState().libraries[2];
  useSession.getState().selectLibrary(lib);
  let updates = 0;
  const stop = useSession.subscribe(() => (updates += 1));
  await useSession.getState().loadSession();
  stop();
  expect(updates).toBe(0);
  expect(useSession.getState().curLibrary?.id).toBe(lib.id);
});

describe('profile errors (docs/rules.md#messages)', () => {
  test.each([
    ['null', () => HttpResponse.json(null)],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])("a profile answer of %s: '无法获取用户信息，请重试！'", async (_name, resolver) => {
    demoServer.use(mswHttp.get(ME, resolver));
    const err = await rejection(signIn('zone'));
    expect(err.message).toBe('无法获取用户信息，请重试！');
    expect(sessionErrorMessage(err)).toBe('无法获取用户信息，请重试！');
  });

  test.each([
    ['empty', []],
    ['missing', null],
  ])("authorities %s: '无法获取到该账号的权限！'", async (_name, authorities) => {
    const profile = { ...demoAccounts().get('zone')!.profile, authorities };
    demoServer.use(mswHttp.get(ME, () => HttpResponse.json(profile)));
    const err = await rejection(signIn('zone'));
    expect(err.message).toBe('无法获取到该账号的权限！');
    expect(useSession.getState().roles).toEqual([]);
    expect(usePermission.getState().ctx).toBeNull();
  });

  test('sessionErrorMessage falls back to Has Error', () => {
    expect(sessionErrorMessage('x')).toBe('Has Error');
    expect(sessionErrorMessage(new Error(''))).toBe('Has Error');
    expect(sessionErrorMessage(new Error('boom'))).toBe('boom');
  });
});

describe('role type (docs/rules.md#messages)', () => {
  test("a failed role type fetch shows '获取角色类型实失败！' and the session still loads", async () => {
    mountMessages();
    const error = vi.spyOn(feedback, 'error');
    demoServer.use(mswHttp.post('*/app-sy-statistics/api/base/queryRoleType', () => problem(500, 'Internal Server Error')));
    await signIn('zone');
    expect(error).toHaveBeenCalledWith('获取角色类型实失败！', 5);
    expect(await screen.findByText('获取角色类型实失败！')).toBeInTheDocument();
    expect(useSession.getState().roleType).toBeNull();
    expect(useSession.getState().roles).toEqual(['ROLE_ZONE_USER']);
    expect(usePermission.getState().menu.length).toBeGreaterThan(0);
  });

  test('a role type answer with a bad code fails the same way', async () => {
    const error = vi.spyOn(feedback, 'error');
    demoServer.use(
      mswHttp.post('*/app-sy-statistics/api/base/queryRoleType', () =>
        HttpResponse.json({ code: '500', msg: 'x', data: { userType: 'CITY' } }),
      ),
    );
    await signIn('city');
    expect(error).toHaveBeenCalledWith('获取角色类型实失败！', 5);
    expect(useSession.getState().roleType).toBeNull();
  });
});

describe('launch from another platform: the proof is forwarded, the backend decides (docs/rules.md#session)', () => {
  const TOKEN_PATH = '*/services/*readingbook/api/user/getUserToken';
  /** A school of the zone account's district (the demo grants the zone account's session for it). */
  const lid = () => librariesUnder(WELL_KNOWN.zoneOrgId)[1].id;
  const proofFor = (fields: { lid?: number; cid?: number; name?: string }, options?: { now?: number; nonce?: string }) =>
    parseLaunchProof(`?${signDemoLaunch(fields, options).toString()}`)!;
  const { exchangeLaunch } = useSession.getState();

  test("a signed link: code '200', the session of the grant, the library and campus selected", async () => {
    const seen = captureRequests();
    const proof = proofFor({ lid: lid(), cid: 9, name: '本部' });
    const grant = await exchangeLaunch(proof);
    expect(demoTokenLogin(grant.access_token)).toBe('zone');
    expect(grant.refresh_token).toBeTruthy();
    expect(grant.expires_in).toBe(7200);
    const tokenCall = seen.find((c) => c.url.pathname.endsWith('/api/user/getUserToken'))!;
    await vi.waitFor(() => expect(tokenCall.body).not.toBe(''));
    // The browser forwards exactly what the platform signed.
    expect(JSON.parse(tokenCall.body)).toEqual({ lid: lid(), cid: 9, name: '本部', ts: proof.ts, nonce: proof.nonce, sig: proof.sig });
    await useSession.getState().openSession(grant);
    useSession.getState().selectLaunched({ lid: lid(), cid: 9, name: '本部' });
    const s = useSession.getState();
    expect(s.token).toBe(grant.access_token);
    expect(s.pdToken).toBe(grant.access_token);
    expect(s.curLibrary?.id).toBe(lid());
    expect(s.organizationType).toBe('library');
    expect(s.curCampusId).toBe(9);
    expect(s.curCampusName).toBe('本部');
  });

  test('an altered link (another school, same signature), an expired one and a second use are refused', async () => {
    const good = proofFor({ lid: lid() });
    expect((await rejection(exchangeLaunch({ ...good, lid: lid() + 1 }))).message).toMatch(/链接签名无效/);
    const old = proofFor({ lid: lid() }, { now: Date.now() - 6 * 60_000 });
    expect((await rejection(exchangeLaunch(old))).message).toMatch(/链接已过期/);
    await exchangeLaunch(good);
    expect((await rejection(exchangeLaunch(good))).message).toMatch(/链接已使用过/);
    expect(getToken()).toBeUndefined();
  });

  test("code other than '200': the server msg", async () => {
    demoServer.use(mswHttp.post(TOKEN_PATH, () => HttpResponse.json({ code: '500', msg: '该学校未开通阅读平台', data: null })));
    const err = await rejection(exchangeLaunch(proofFor({ lid: lid() })));
    expect(err.message).toBe('该学校未开通阅读平台');
    expect(getToken()).toBeUndefined();
  });

  test("code '200' with a number code is fine, a non-200 number code is not", async () => {
    demoServer.use(mswHttp.post(TOKEN_PATH, () => HttpResponse.json({ code: 404, msg: '未找到学校', data: null })));
    expect((await rejection(exchangeLaunch(proofFor({ lid: 1 })))).message).toBe('未找到学校');
  });

  test('the demo server answers an unknown school with its msg', async () => {
    const err = await rejection(exchangeLaunch(proofFor({ lid: 99999 })));
    expect(err.message).toBe('未找到学校 99999');
  });

  test("network failure: '获取登录凭证失败！'", async () => {
    demoServer.use(mswHttp.post(TOKEN_PATH, () => HttpResponse.error()));
    const err = await rejection(exchangeLaunch(proofFor({ lid: lid() })));
    expect(err.message).toBe('获取登录凭证失败！');
    expect(getToken()).toBeUndefined();
  });

  test("code '200' without a token: '获取登录凭证失败！' unless the server says why", async () => {
    demoServer.use(mswHttp.post(TOKEN_PATH, () => HttpResponse.json({ code: '200', msg: null, data: null })));
    expect((await rejection(exchangeLaunch(proofFor({ lid: lid() })))).message).toBe('获取登录凭证失败！');
  });
});

describe('logout (docs/rules.md#session)', () => {
  test('calls /auth/logout with the token, clears the token cookie, roles, routes and tabs', async () => {
    await signIn('zone');
    const token = getToken()!;
    useTagsView.getState().addView({ fullPath: '/library/index', path: '/library/index', title: '图书馆数据' });
    localStorage.setItem('srp:zone:tags', '[]');
    localStorage.setItem('srp:other:tags', '[]');
    const seen = captureRequests();
    await useSession.getState().logout();
    const calls = byPath(seen, '/auth/logout');
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].auth).toBe(`Bearer ${token}`);
    expect(getToken()).toBeUndefined();
    expect(document.cookie).not.toContain('access_token');
    const s = useSession.getState();
    expect(s.token).toBeUndefined();
    expect(s.roles).toEqual([]);
    expect(s.login).toBeUndefined();
    expect(s.libraries).toEqual([]);
    const p = usePermission.getState();
    expect(p.routes).toEqual([]);
    expect(p.addRoutes).toEqual([]);
    expect(p.menu).toEqual([]);
    expect(p.ctx).toBeNull();
    expect(useTagsView.getState().visitedViews).toEqual([]);
    expect(useTagsView.getState().cachedViews).toEqual([]);
    expect(localStorage.getItem('srp:zone:tags')).toBeNull();
    expect(localStorage.getItem('srp:other:tags')).toBe('[]');
  });

  test('a failing logout call still ends the session locally', async () => {
    await signIn('zone');
    demoServer.use(mswHttp.post('*/auth/logout', () => problem(500, 'down')));
    await useSession.getState().logout();
    expect(getToken()).toBeUndefined();
    expect(useSession.getState().roles).toEqual([]);
    expect(usePermission.getState().menu).toEqual([]);
  });

  test('resetToken clears the token, roles and routes', async () => {
    await signIn('library');
    useSession.getState().resetToken();
    expect(getToken()).toBeUndefined();
    expect(useSession.getState().token).toBeUndefined();
    expect(useSession.getState().roles).toEqual([]);
    expect(usePermission.getState().ctx).toBeNull();
  });
});

describe('changeRole (docs/rules.md#session)', () => {
  test('asks the backend for the role token, reloads the profile, regenerates routes and clears tabs; back restores the admin', async () => {
    await signIn('admin');
    const admin = readSession()!;
    useTagsView.getState().addView({ fullPath: '/schools/index', path: '/schools/index', title: '学校数据' });
    const seen = captureRequests();
    await useSession.getState().changeRole('library');
    const switchCall = byPath(seen, '/auth/switch-role');
    expect(switchCall).toHaveLength(1);
    // Sent with the admin's token; the token it answers is the backend's, not made from the role's name.
    expect(switchCall[0].auth).toBe(`Bearer ${admin.access}`);
    const token = getToken()!;
    expect(demoTokenLogin(token)).toBe('library');
    expect(token).not.toContain('library-');
    expect(useSession.getState().token).toBe(token);
    expect(byPath(seen, '/services/zone/api/organizations/me')[0].auth).toBe(`Bearer ${token}`);
    expect(useSession.getState().login).toBe('library');
    expect(useSession.getState().roles).toEqual(['ROLE_LIBRARY']);
    expect(menuTitles()).toEqual(['首页', '图书馆数据', '阅读数据', '测评报告', '测评数据', '教学数据', '排行榜', '目标']);
    expect(useTagsView.getState().visitedViews).toEqual([]);
    expect(readRoleSwitch()).toMatchObject({ from: 'admin', role: 'library', admin: { access: admin.access, sid: admin.sid } });

    await useSession.getState().returnFromRole();
    expect(getToken()).toBe(admin.access);
    expect(useSession.getState().sessionId).toBe(admin.sid);
    expect(useSession.getState().login).toBe('admin');
    expect(readRoleSwitch()).toBeNull();
    // The switched session was ended at the server: its token is refused now.
    const status = () =>
      fetch(new URL('/services/zone/api/organizations/me', window.location.href), { headers: { Authorization: `Bearer ${token}` } }).then(
        (r) => r.status,
      );
    await vi.waitFor(async () => expect(await status()).toBe(401));
  });

  test('a role other than admin may not switch: the backend refuses with 403', async () => {
    await signIn('zone');
    const err = (await rejection(useSession.getState().changeRole('city'))) as ApiError;
    expect(err.status).toBe(403);
    expect(demoTokenLogin(getToken())).toBe('zone');
  });
});

describe('selectLibrary (docs/rules.md#session)', () => {
  test('commits the library and regenerates the routes (library-view mode)', async () => {
    await signIn('zone');
    expect(menuTitles()).toEqual(['首页', '图书馆数据', '阅读数据', '教学数据', '排行榜', '学校数据', '目标']);
    const lib = useSession.getState().libraries[1];
    useSession.getState().setCampus(33, '本部');
    useSession.getState().selectLibrary(lib);
    expect(useSession.getState().curLibrary).toEqual(lib);
    expect(useSession.getState().curCampusId).toBeNull();
    expect(menuTitles()).toEqual(['首页', '图书馆数据', '阅读数据', '测评报告', '测评数据', '教学数据', '排行榜', '目标']);
    expect(usePermission.getState().ctx!.roles).toEqual(new Set(['ROLE_USER', 'ROLE_PD_8', 'ROLE_LIBRARY', 'ROLE_TEACHER']));
    expect(JSON.parse(localStorage.getItem('srp:zone:library')!)).toEqual({ id: lib.id, name: lib.name });
    useSession.getState().selectLibrary(null);
    expect(menuTitles()).toContain('学校数据');
    expect(localStorage.getItem('srp:zone:library')).toBeNull();
  });

  test('the selected library scopes the next calls', async () => {
    await signIn('zone');
    const lib = useSession.getState().libraries[2];
    useSession.getState().selectLibrary(lib);
    const seen = captureRequests();
    await useSession.getState().loadSession();
    const initial = byPath(seen, '/app-sy-statistics/api/base/queryInitialData')[0];
    const years = byPath(seen, '/services/staticreadingdata/api/pub/querySchoolYear')[0];
    await vi.waitFor(() => expect(years.body).not.toBe(''));
    // base/queryInitialData is on the skip list; the school-year call is scoped.
    expect(new URLSearchParams(initial.body).has('libraryId')).toBe(false);
    expect(JSON.parse(years.body)).toEqual({ libraryId: lib.id });
  });
});

describe('constants reload flag (docs/rules.md#session)', () => {
  test('goes false, then true after 10 ms', async () => {
    vi.useFakeTimers();
    const p = useConstants.getState().triggerReload();
    expect(useConstants.getState().reload).toBe(false);
    vi.advanceTimersByTime(9);
    expect(useConstants.getState().reload).toBe(false);
    vi.advanceTimersByTime(1);
    expect(useConstants.getState().reload).toBe(true);
    await p;
  });
});

describe('the token of a previous session', () => {
  test('a token cookie without a session is used by loadSession', async () => {
    setToken(demoToken('teacher'));
    useSession.setState({ token: getToken() });
    await useSession.getState().loadSession();
    expect(useSession.getState().login).toBe('teacher');
    expect(menuTitles()).toEqual(['我的班级', '阅读数据', '教学数据', '排行榜']);
  });
});
