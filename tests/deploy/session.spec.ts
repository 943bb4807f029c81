import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_LAUNCH_KEY, signDemoLaunch } from '@/demo/launch';
import { demoToken, demoTokenLogin, DEMO_TOKEN_KEY, mintDemoGrant } from '@/demo/tokens';
import { test, expect, chooseFromUserMenu, loginAs, settled, shot, signIn } from '../e2e/fixtures';

/**
 * Sessions fit for the field (docs/rules.md#session), through the production build behind nginx with the HTTP demo
 * API (real requests, real cookies, real tabs): the token lifecycle, one user per browser, the verified launch,
 * single sign-on through the demo's stand-in identity provider, role switching with a backend-issued token.
 * `npm run test:deploy` builds dist/ with the demo's sign-on providers (`vite build --mode deploytest`, .env.deploytest).
 */

const DIST = path.join(import.meta.dirname, '..', '..', 'dist');
const API = /^\/(?:auth|services|app-sy-statistics)\//;
/** A school of the zone account's district (望海区): a launch for it opens the zone account's session. */
const LID = 102;

interface ApiCall {
  path: string;
  login: string | undefined;
  /** The page load (document) of the tab that sent it. */
  doc: number;
  status?: number;
}

/** The API calls of a tab, with the account of their token and the page load that sent them. */
function recordApi(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  const byRequest = new Map<object, ApiCall>();
  let doc = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) doc += 1;
    const url = new URL(r.url());
    if (!API.test(url.pathname) || r.resourceType() === 'document') return;
    const call: ApiCall = { path: url.pathname, login: demoTokenLogin(r.headers()['authorization']), doc };
    calls.push(call);
    byRequest.set(r, call);
  });
  page.on('response', (res) => {
    const call = byRequest.get(res.request());
    if (call) call.status = res.status();
  });
  return calls;
}

/** The accounts whose tokens each page load of a tab sent, per page load. */
function loginsPerPageLoad(calls: ApiCall[]): string[][] {
  const byDoc = new Map<number, Set<string>>();
  for (const c of calls) if (c.login) byDoc.set(c.doc, (byDoc.get(c.doc) ?? new Set<string>()).add(c.login));
  return [...byDoc.values()].map((logins) => [...logins]);
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** Sets a cookie for the whole site (Path=/), as the app's own are. */
async function setCookie(context: BrowserContext, page: Page, name: string, value: string) {
  await context.addCookies([{ name, value, domain: new URL(page.url()).hostname, path: '/', sameSite: 'Strict' }]);
}

/** The session cookie's JSON (srp_session, as js-cookie wrote it). */
async function sessionCookie(context: BrowserContext): Promise<{ sid: string; rt?: string; exp?: number; until?: number }> {
  return JSON.parse(decodeURIComponent((await cookie(context, 'srp_session'))!.value)) as { sid: string };
}

/** Moves a tab as the app's own links do: a history entry and a popstate, no reload. */
async function openInApp(page: Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The toast of an ended session (the widgets may show the same words as their error). */
const expiredToast = (page: Page) => page.locator('.ant-message-notice', { hasText: '登录已过期，请重新登录' });

const userMenu = (page: Page) => page.getByRole('button', { name: /^用户菜单/ });

test('dist: no token template and none of the demo signing keys', () => {
  const files = readdirSync(path.join(DIST, 'assets')).filter((f) => /\.(js|css|html)$/.test(f));
  const texts = [
    readFileSync(path.join(DIST, 'index.html'), 'utf8'),
    ...files.map((f) => readFileSync(path.join(DIST, 'assets', f), 'utf8')),
  ];
  for (const text of texts) {
    // `${role}-token` or 'admin-token': a token made from a name (bench/bundle-size.mjs checks the same).
    expect(text).not.toMatch(/(?:[`'"]|\})[A-Za-z]*-token(?![\w-])/);
    expect(text).not.toContain(DEMO_TOKEN_KEY);
    expect(text).not.toContain(DEMO_LAUNCH_KEY);
  }
});

test('token lifecycle: 自动登录, renewal before expiry (fake clock), 23 calls refused at once → one renewal and replay, refused renewal → one message, then /', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/, 'expired tokens are answered with 401 on purpose; the app renews or ends the session');
  await page.clock.install();
  const a = recordApi(page);

  // Sign in with 自动登录: the cookies last 7 days; SameSite=Strict, Path=/.
  await page.goto('/login');
  await page.getByLabel('7天内自动登录').check();
  await loginAs(page, 'zone');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Every call of the page answered before the clock jumps (a call in flight would outlive its 60 s timeout).
  await expect(page.locator('.srp-kpi-value')).toHaveCount(8);
  await page.waitForLoadState('networkidle');
  const signedIn = await cookie(context, 'access_token');
  expect(signedIn).toMatchObject({ path: '/', sameSite: 'Strict', secure: false, httpOnly: false });
  expect(signedIn!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  expect((await cookie(context, 'srp_session'))!.expires).toBe(signedIn!.expires);
  const session = await sessionCookie(context);

  // Renewal before expiry: the demo's tokens live 2 hours; 5 minutes before, the app renews by itself.
  await page.clock.fastForward('01:54:00');
  expect(a.filter((c) => c.path === '/auth/refresh')).toHaveLength(0);
  await page.clock.fastForward('00:01:30');
  await expect.poll(async () => (await cookie(context, 'access_token'))!.value).not.toBe(signedIn!.value);
  expect(a.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
  const renewed = await sessionCookie(context);
  expect(renewed.sid).toBe(session.sid);
  expect(renewed.rt).not.toBe(session.rt);

  // 23 calls refused with 401 at once, in three tabs (a page of each, its KPI cards' comparisons with the period before
  // included, and the wall's 8 calls): the server no longer takes the access token (it expired there). The renewal is
  // held until all 23 are refused (a slow renewal), so that they all wait for it: one renewal in the browser (a Web
  // Lock: the other tabs find its token), every call sent again with the new token.
  const REFUSED_AT_ONCE = 23;
  const pageB = await context.newPage();
  const pageC = await context.newPage();
  const b = recordApi(pageB);
  const c = recordApi(pageC);
  await pageB.goto('/dashboard');
  await expect(pageB.locator('.srp-kpi-value')).toHaveCount(8);
  // A page of its own first: none of the wall's calls are in this tab's cache.
  await pageC.goto('/schools/index');
  await expect(pageC.locator('.srp-stat-table tbody tr.ant-table-row').first()).toBeVisible();
  await setCookie(context, page, 'access_token', demoToken('zone', { seconds: -60 }));
  const from = { a: a.length, b: b.length, c: c.length };
  // The pages' own calls: the navbar's alert count (its bell, loaded after the page) asks for the scope the tab shows,
  // and a count asked for the page before is cancelled when the tab moves on, not sent again. A KPI panel asks for the
  // goals of its cards' figures once it has the figures (after the replay): not one of the calls refused at once.
  const since = () =>
    [...a.slice(from.a), ...b.slice(from.b), ...c.slice(from.c)].filter(
      (x) => !x.path.endsWith('/alert/queryAlerts') && !x.path.endsWith('/goal/queryGoals'),
    );
  await context.route('**/auth/refresh', async (route) => {
    await expect.poll(() => since().filter((x) => x.status === 401).length).toBe(REFUSED_AT_ONCE);
    await route.continue();
  });
  await Promise.all([openInApp(page, '/library/index'), openInApp(pageB, '/dataReport/index'), openInApp(pageC, '/ndb/index')]);
  await expect(page.getByRole('heading', { name: '馆藏概况' })).toBeVisible();
  await expect(async () => {
    const calls = since();
    const refused = calls.filter((x) => x.status === 401);
    expect(refused).toHaveLength(REFUSED_AT_ONCE);
    expect(calls.filter((x) => x.path === '/auth/refresh')).toHaveLength(1);
    // Each refused call sent again once with the renewed token, and answered.
    const replayed = calls.filter((x) => x.status === 200 && x.path !== '/auth/refresh');
    expect(replayed.map((x) => x.path).sort()).toEqual(refused.map((x) => x.path).sort());
  }).toPass();
  await context.unroute('**/auth/refresh');
  await pageC.close();
  await expect(expiredToast(page)).toHaveCount(0);

  // Renewal refused (expired access token, refresh token the server does not take): one message, the session ends in
  // every tab, and after the message's 5 s the app goes to / (the login page).
  const dead = encodeURIComponent(
    JSON.stringify({ ...(await sessionCookie(context)), rt: mintDemoGrant('zone', { refreshExp: 1 }).refresh_token }),
  );
  await setCookie(context, page, 'access_token', demoToken('zone', { seconds: -60 }));
  await setCookie(context, page, 'srp_session', dead);
  const before = a.length;
  await openInApp(page, '/dataReport/index');
  await expect(expiredToast(page)).toHaveCount(1);
  expect(a.slice(before).filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
  await expect(pageB).toHaveURL(/\/login\?redirect=/);
  expect(await cookie(context, 'access_token')).toBeUndefined();
  await page.clock.fastForward(5_000);
  await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
});

test('one user per browser: logout in one tab takes the other to /login; a sign-in as another user brings it along; the error log is empty for the next user', async ({
  page: tabA,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 500|统计服务暂不可用/, 'one statistics call fails on purpose, for the error log');
  await signIn(tabA, 'zone');
  const tabB = await context.newPage();
  const a = recordApi(tabA);
  await tabA.goto('/dashboard');
  // Tab B's zone session logs an error (a failing call).
  await tabB.route(
    '**/app-sy-statistics/api/overall/overview/queryBasicData',
    (route) => route.fulfill({ status: 500, json: { title: '统计服务暂不可用' } }),
    {
      times: 1,
    },
  );
  await tabB.goto('/dashboard');
  await expect(tabB.getByRole('button', { name: /^错误日志/ })).toBeVisible();
  await expect(userMenu(tabA)).toHaveAccessibleName('用户菜单：李主任');

  // Logout in tab A: tab B is on the login page within a second.
  await chooseFromUserMenu(tabA, '退出登录');
  await expect(tabB).toHaveURL(/\/login\?redirect=%2Fdashboard$/, { timeout: 1_000 });
  await expect(tabA).toHaveURL(/\/login/);

  // Tab B signs in as another user (library): tab A follows into that session.
  await loginAs(tabB, 'library');
  await expect(userMenu(tabB)).toHaveAccessibleName('用户菜单：张老师');
  await expect(userMenu(tabA)).toHaveAccessibleName('用户菜单：张老师');
  await expect(tabA).toHaveURL(/\/dashboard$/);
  // The next user sees nothing of the last one's errors (same tab, no reload).
  await expect(tabB.getByRole('button', { name: /^错误日志/ })).toHaveCount(0);
  await shot(tabB, 'deploy-next-user');

  // Never one user's token under another's screen: every page load of tab A sent one account's token only.
  expect(loginsPerPageLoad(a)).toEqual(expect.arrayContaining([['zone'], ['library']]));
  for (const logins of loginsPerPageLoad(a)) expect(logins).toHaveLength(1);

  // A reload draws its page from the session's last load while the profile is still on its way (docs/rules.md,
  // Navigation rule 3): the page's own calls leave before the profile has answered.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await tabA.route(
    '**/services/zone/api/organizations/me',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  const pageCall = tabA.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/app-sy-statistics/api/overall/'));
  await tabA.reload();
  await pageCall;
  await expect(tabA.getByRole('heading', { level: 4, name: '首页' })).toBeVisible();
  release();
  await expect(userMenu(tabA)).toHaveAccessibleName('用户菜单：张老师');
  await expect(tabA).toHaveURL(/\/dashboard$/);
});

test('verified launch: a bare lid and a token in the query are refused; a signed link opens a session; expired, altered and replayed links are refused', async ({
  page,
  context,
}) => {
  const noSession = async () => expect(await cookie(context, 'access_token')).toBeUndefined();

  // A bare lid: no call, no session, a way to the login page.
  await page.goto(`/?lid=${LID}`);
  await expect(page.getByText('链接无效或已过期')).toBeVisible();
  await expect(page.getByText(/没有来源平台的签名/)).toBeVisible();
  await expect(page.getByRole('button', { name: '使用账号登录' })).toBeVisible();
  await noSession();
  await shot(page, 'deploy-launch-bare');

  // access_token in the query string: refused, and gone from the address bar.
  await page.goto(`/auth-redirect?access_token=${demoToken('zone')}`);
  await expect(page.getByText(/令牌不能放在地址的查询参数中/)).toBeVisible();
  expect(page.url()).not.toContain('access_token');
  await noSession();

  // Expired (signed 6 minutes ago) and altered (another school under the same signature): the backend refuses.
  await page.goto(`/?${signDemoLaunch({ lid: LID }, { now: Date.now() - 6 * 60_000 }).toString()}`);
  await expect(page.getByText(/链接已过期/)).toBeVisible();
  const altered = signDemoLaunch({ lid: LID });
  altered.set('lid', String(LID + 1));
  await page.goto(`/?${altered.toString()}`);
  await expect(page.getByText(/链接签名无效/)).toBeVisible();
  await noSession();

  // A signed link: the session, in the launched school's scope.
  const signed = `/?${signDemoLaunch({ lid: LID }).toString()}`;
  await page.goto(signed);
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?school=${LID}$`));
  expect(demoTokenLogin((await cookie(context, 'access_token'))!.value)).toBe('zone');
  await expect(page.locator('.srp-kpi-value').first()).toBeVisible();

  // The same link again: its nonce is used up.
  await page.goto(signed);
  await expect(page.getByText(/链接已使用过/)).toBeVisible();
  await expect(page.getByText('链接无效或已过期')).toBeVisible();
});

test('single sign-on end to end (deep link kept, wrong state refused); another user signed in → the question; role switch with a backend-issued token', async ({
  page,
  context,
}) => {
  const ssoButton = page.getByRole('button', { name: '使用演示教育平台登录' });
  const accounts = page.getByRole('list', { name: '演示账号' });

  // A wrong state: the identity provider echoes what it gets; the app refuses a state it did not send.
  await page.goto('/login');
  await expect(
    ssoButton,
    'dist/ needs the demo sign-on providers: build it with `vite build --mode deploytest` (npm run test:deploy)',
  ).toBeVisible();
  await ssoButton.click();
  await expect(accounts).toBeVisible();
  const pick = new URL((await accounts.getByRole('link', { name: /^library/ }).getAttribute('href')) ?? '', page.url());
  pick.searchParams.set('state', 'forged-state');
  await page.goto(pick.href);
  await expect(page.getByText(/state 不一致/)).toBeVisible();
  expect(await cookie(context, 'access_token')).toBeUndefined();

  // End to end: a deep link, the provider's page (served by the demo API through nginx), back with a code that the
  // backend exchanges; the deep link opens and the code is not left in the address bar.
  await page.goto('/library/index?yid=2025');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await ssoButton.click();
  await expect(page).toHaveURL(/\/auth\/demo-idp\/authorize\?/);
  await shot(page, 'deploy-sso-provider');
  const exchange = page.waitForRequest((r) => r.url().endsWith('/auth/sso/exchange'));
  await accounts.getByRole('link', { name: /^library/ }).click();
  expect((await exchange).postDataJSON()).toMatchObject({
    provider: 'demo-oauth',
    redirect_uri: expect.stringMatching(/\/auth-redirect$/),
  });
  await expect(page).toHaveURL(/\/library\/index\?yid=2025$/);
  await expect(userMenu(page)).toHaveAccessibleName('用户菜单：张老师');

  // Another tab shows library's session while this one signs on as someone else (a portal's link: /login?sso=…).
  const other = await context.newPage();
  const o = recordApi(other);
  await other.goto('/dashboard');
  await expect(userMenu(other)).toHaveAccessibleName('用户菜单：张老师');
  await page.goto('/login?sso=demo-oauth&redirect=/dashboard');
  await accounts.getByRole('link', { name: /^admin/ }).click();
  await expect(page.getByText('当前已登录「张老师（library）」，是否切换为「系统管理员（admin）」？')).toBeVisible();
  await settled(page);
  await shot(page, 'deploy-sso-question');
  await page.getByRole('button', { name: /^切\s*换$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(userMenu(page)).toHaveAccessibleName('用户菜单：系统管理员');
  await expect(userMenu(other)).toHaveAccessibleName('用户菜单：系统管理员');

  // Role switching: the token is the one the backend's switch-role call answered, not one made from the role's name.
  const adminToken = (await cookie(context, 'access_token'))!.value;
  const switched = page.waitForResponse((r) => r.url().endsWith('/auth/switch-role'));
  await chooseFromUserMenu(page, '切换角色', '区域用户');
  const issued = ((await (await switched).json()) as { access_token: string }).access_token;
  expect((await switched).request().headers()['authorization']).toBe(`Bearer ${adminToken}`);
  await expect(page.getByTestId('role-switch')).toContainText('正在以「区域用户」身份查看');
  expect((await cookie(context, 'access_token'))!.value).toBe(issued);
  expect(demoTokenLogin(issued)).toBe('zone');
  const me = page.waitForRequest((r) => r.url().includes('/services/zone/api/organizations/me'));
  await page.reload();
  expect((await me).headers()['authorization']).toBe(`Bearer ${issued}`);
  // 返回管理员: the admin's own token again.
  await page.getByRole('button', { name: /返回管理员/ }).click();
  await expect(page.getByTestId('role-switch')).toHaveCount(0);
  await expect.poll(async () => (await cookie(context, 'access_token'))!.value).toBe(adminToken);

  // The other tab went along with every change, one account per page load.
  expect(loginsPerPageLoad(o)).toEqual(expect.arrayContaining([['library'], ['admin'], ['zone']]));
  for (const logins of loginsPerPageLoad(o)) expect(logins).toHaveLength(1);
});

test('a start with a session asks for the session’s calls (src/stores/session-api.ts and the wrapper) before the page’s files', async ({
  page,
}) => {
  // Over HTTP/1.1 on a thin link the profile call's code came behind the page's 45 files (src/main.tsx, boot).
  await signIn(page, 'zone');
  const scripts: string[] = [];
  page.on('request', (r) => {
    const file = new URL(r.url()).pathname.split('/').pop() ?? '';
    if (r.resourceType() === 'script' && file.endsWith('.js')) scripts.push(file);
  });
  await page.goto('/rank/index');
  await settled(page);
  const sessionApi = scripts.findIndex((f) => f.startsWith('session-api-'));
  const pageFile = scripts.findIndex((f) => f.startsWith('ranking-page-'));
  expect(sessionApi, scripts.join(' ')).toBeGreaterThan(-1);
  expect(pageFile, scripts.join(' ')).toBeGreaterThan(-1);
  expect(sessionApi, scripts.join(' ')).toBeLessThan(pageFile);
  await expect(page.getByRole('region', { name: /排名表（可滚动）$/ })).toBeVisible();
});
