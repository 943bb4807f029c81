import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, shot } from '../e2e/fixtures';

/**
 * Display links (docs/pages.md "Display links", docs/api.md "Display links") through the production build behind
 * nginx with the demo API over HTTP: the TV holds a screen's key, never a staff account. The link opens the wall in
 * kiosk mode; the wall survives a reload and a restart of the browser (a new context with only what outlives one:
 * localStorage and persistent cookies); a token the server refuses (401) leads to a new exchange of the key, never to
 * /login; a screen revoked in 大屏管理 shows 授权已失效 · 屏幕「…」. The screen checks in, and 大屏管理's list shows it.
 */

const EXCHANGE = '/auth/display/exchange';
const CHECK_IN = '/app-sy-statistics/api/display/checkIn';
const NAME = '一楼大厅';

/** A staff token of the zone account, through the login call. */
async function zoneToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/auth/login', { data: { username: 'zone', password: '123456' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function displayCall<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const res = await request.post(`/app-sy-statistics/api/display/${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/**
 * Counts the tab's key exchanges and answered check-ins, and notes any API call refused with 403 (a wall call the
 * display token may not make). Counted from the start: the first check-in may come before the test looks for it.
 */
function watchApi(page: Page): { exchanges: number; checkIns: number; forbidden: string[] } {
  const seen = { exchanges: 0, checkIns: 0, forbidden: [] as string[] };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === EXCHANGE) seen.exchanges += 1;
  });
  page.on('response', (res) => {
    if (res.status() === 403) seen.forbidden.push(new URL(res.url()).pathname);
    if (res.status() === 200 && new URL(res.url()).pathname === CHECK_IN) seen.checkIns += 1;
  });
  return seen;
}

test('a display link: kiosk wall, survives a reload and a restart, 401 → new exchange, revoked → 授权已失效', async ({
  page,
  browser,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/, 'the refused token and the revoked key are refused on purpose');
  const staff = await zoneToken(request);
  const made = await displayCall<{ key: string; screen: { id: string } }>(request, staff, 'create', {
    name: NAME,
    mode: 'ndb',
    pages: ['index', 'reader'],
    seconds: 20,
  });

  // The TV opens the link: the wall, in kiosk mode, rotating through the screen's pages; the key out of the address bar.
  const api = watchApi(page);
  await page.goto(`/display?key=${made.key}`);
  await expect(page).toHaveURL(/\/ndb\/index\?auto=1&kiosk=1$/);
  const canvas = page.getByTestId('wall-canvas');
  await expect(page.getByTestId('wall')).toHaveAttribute('data-kiosk', 'on');
  await expect(canvas.locator('.srp-wall-panel')).toHaveCount(6);
  await expect(canvas.locator('.srp-widget-loading, .srp-widget-error')).toHaveCount(0);
  expect(api.exchanges).toBe(1);
  await shot(page, 'display-link-wall-1366');
  // It checks in (the first time 5 s after the start): 大屏管理 lists the page it shows.
  await expect.poll(() => api.checkIns).toBeGreaterThan(0);
  const listed = await request.get('/app-sy-statistics/api/display/list', { headers: { Authorization: `Bearer ${staff}` } });
  const screens = ((await listed.json()) as { data: { id: string; lastCheckIn: { page: string } | null }[] }).data;
  expect(screens.find((s) => s.id === made.screen.id)?.lastCheckIn?.page).toBe('/ndb/index');

  // A reload: the same wall, on the session's cookies.
  await page.reload();
  await expect(canvas.locator('.srp-wall-panel')).toHaveCount(6);
  await expect(page).toHaveURL(/\/ndb\/index\?auto=1&kiosk=1$/);

  // A restart: what outlives the browser (localStorage, cookies with an expiry) in a new context; the session's cookies
  // are gone. The browser opens the wall's address again: the kept key is exchanged, the wall comes back.
  const kept = await page.context().storageState();
  const restarted = await browser.newContext({ storageState: { ...kept, cookies: kept.cookies.filter((c) => c.expires > 0) } });
  const tv = await restarted.newPage();
  const tvApi = watchApi(tv);
  await tv.goto('/ndb/index?auto=1&kiosk=1');
  const tvCanvas = tv.getByTestId('wall-canvas');
  await expect(tvCanvas.locator('.srp-wall-panel')).toHaveCount(6);
  await expect(tvCanvas.locator('.srp-widget-loading, .srp-widget-error')).toHaveCount(0);
  expect(tvApi.exchanges).toBe(1);

  // The server refuses the token (401): one new exchange of the key, the wall goes on — never /login.
  const host = new URL(tv.url()).hostname;
  await restarted.addCookies([{ name: 'access_token', value: 'srpdemo.refused.token', domain: host, path: '/', sameSite: 'Strict' }]);
  await tv.reload();
  await expect(tvCanvas.locator('.srp-wall-panel')).toHaveCount(6);
  await expect(tvCanvas.locator('.srp-widget-loading, .srp-widget-error')).toHaveCount(0);
  expect(tvApi.exchanges).toBe(2);
  await expect(tv).toHaveURL(/\/ndb\/index\?auto=1&kiosk=1$/);

  // Revoked in 大屏管理: the next start finds its token and key refused, and says so.
  await displayCall(request, staff, 'revoke', { id: made.screen.id });
  await tv.reload();
  await expect(tv.getByTestId('display-revoked')).toHaveText(`授权已失效 · 屏幕「${NAME}」`);
  await expect(tv).toHaveURL(/\/display$/);
  await shot(tv, 'display-link-revoked-1366');
  expect([...api.forbidden, ...tvApi.forbidden]).toEqual([]);
  await restarted.close();
});
