import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { demoAccounts } from '@/demo/accounts';
import { createScreen, revokeScreen } from '@/demo/displays';
import { demoServer } from '@/demo/node';
import { demoToken } from '@/demo/tokens';
import { maskName } from '@/utils/mask-name';
import { startDisplay } from '@/stores/display';
import { readSession } from '@/utils/stored-session';
import { flattenRoutes } from '@/routes/route-table';
import { ALL_ENDPOINTS } from '@/api/contract';
import { DISPLAY_CALL_IDS, displayCheckIn } from '@/api/contract/display';
import { renderApp, screen, waitForPath } from '../helpers/render-app';

/**
 * Display links (docs/pages.md "大屏管理", "Display links"; docs/api.md "Display links") on the real route table with
 * the demo API: 大屏管理 from the cockpit link's menu creates a screen (its link and pairing code), lists it and revokes
 * it; a TV opening the link (or typing its pairing code) gets the screen's token and its wall in kiosk mode, renewed by
 * exchanging the key before it expires; a 401 is met by a new exchange (never
 * /login), and a revoked screen shows 授权已失效 · 屏幕「…」.
 */

const EXCHANGE = '/auth/display/exchange';

/** Counts the exchanges the app makes. */
function countExchanges(): { readonly count: number } {
  const seen = { count: 0 };
  demoServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === EXCHANGE) seen.count += 1;
  });
  return seen;
}

afterEach(() => demoServer.events.removeAllListeners());

test('大屏管理: from the cockpit menu, a screen is created (link and pairing code), listed and revoked', async () => {
  const { router } = renderApp('/dashboard', { as: 'library' });
  fireEvent.click(await screen.findByRole('button', { name: '驾驶舱菜单' }));
  fireEvent.click(await screen.findByText('大屏管理'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/displays'));
  await screen.findByText(/还没有屏幕/);

  fireEvent.click(screen.getByRole('button', { name: '新建屏幕' }));
  const dialog = await screen.findByRole('dialog', { name: '新建屏幕' });
  // A screen needs a name.
  fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
  expect(await within(dialog).findByText('请填写屏幕名称')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('屏幕名称'), { target: { value: '一楼大厅' } });
  // Every page of /dashboardmode is chosen, 16 s each, the current year: as the spec's rotation.
  for (const page of ['首页', '排行', '教师排行']) expect(within(dialog).getByLabelText(page)).toBeChecked();
  expect(within(dialog).getByLabelText('每页停留（秒）')).toHaveValue('16');
  fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));

  const link = await screen.findByTestId('display-link');
  expect(link.textContent).toMatch(/^http:\/\/[^/]+\/display\?key=[A-Za-z0-9_-]{24,}/);
  expect((await screen.findByTestId('display-code')).textContent).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  fireEvent.click(screen.getByRole('button', { name: /完\s*成/ }));

  const row = (await screen.findByText('一楼大厅')).closest('tr')!;
  expect(within(row).getByText('尚未签到')).toBeInTheDocument();
  expect(within(row).getByText('在线')).toBeInTheDocument();
  expect(within(row).getByText('全部页面 · 每页 16 秒')).toBeInTheDocument();

  fireEvent.click(within(row).getByRole('button', { name: /撤\s*销/ }));
  const confirm = await screen.findByRole('tooltip');
  fireEvent.click(within(confirm).getByRole('button', { name: /撤\s*销/ }));
  await screen.findByText(/还没有屏幕/);
  expect(screen.queryByText('一楼大厅')).not.toBeInTheDocument();
});

test('a display link: the wall in kiosk mode on the screen token; a 401 is met by a new exchange; revoked: 授权已失效', async () => {
  const account = demoAccounts().get('zone')!;
  const made = createScreen(account, { name: '报告厅', mode: 'ndb', pages: ['reader', 'index'], seconds: 20, yearId: null });
  const exchanges = countExchanges();

  const { router, queryClient } = renderApp(`/display?key=${made.key}`);
  // The key leaves the address bar; the screen's first page, rotating, in kiosk mode.
  await waitForPath(router, '/ndb/reader?auto=1&kiosk=1');
  const wall = await screen.findByTestId('wall');
  await waitFor(() => expect(wall).toHaveAttribute('data-kiosk', 'on'));
  expect(exchanges.count).toBe(1);
  // The screen's pages only, in its order.
  const nav = within(await screen.findByRole('navigation', { name: '驾驶舱菜单' }));
  expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['读者应用', '总体概览']);

  // A 401 (the token expired or was refused): one new exchange, the call again, still on the wall.
  demoServer.use(
    http.post('*/app-sy-statistics/api/overall/overview/queryBasicData', () => new HttpResponse(null, { status: 401 }), { once: true }),
  );
  await act(() => queryClient.invalidateQueries());
  await waitFor(() => expect(exchanges.count).toBe(2));
  expect(router.state.location.pathname).toBe('/ndb/reader');

  // Revoked in 大屏管理: the next call's 401 finds the key refused, and the screen says so — never the login form.
  revokeScreen(account, made.screen.id);
  await act(() => queryClient.invalidateQueries());
  await waitForPath(router, '/display');
  expect((await screen.findByTestId('display-revoked')).textContent).toBe('授权已失效 · 屏幕「报告厅」');
  expect(router.state.location.pathname).not.toBe('/login');
});

test('a display token makes the wall calls only, with student names masked by the server', async () => {
  const made = createScreen(demoAccounts().get('library')!, {
    name: '阅览室',
    mode: 'dashboardmode',
    pages: [],
    seconds: 16,
    yearId: null,
  });
  const grant = (await (
    await fetch('http://localhost/auth/display/exchange', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: made.key }),
    })
  ).json()) as { access_token: string };
  const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
    fetch(`http://localhost${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${grant.access_token}`, 'Content-Type': type },
      body,
    });
  // Not a wall call: refused.
  expect(
    (
      await post(
        '/app-sy-statistics/api/display/create',
        JSON.stringify({ name: 'x', mode: 'ndb', pages: [], seconds: 16 }),
        'application/json',
      )
    ).status,
  ).toBe(403);
  // A wall call with students (读者排行: every row a student): each name masked, where a staff token reads it in full.
  const rows = async (token: string) => {
    const res = await fetch('http://localhost/app-sy-statistics/api/statistics/queryReaderRankings', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'limit=10',
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { rows: { name: string }[] } }).data.rows.map((r) => r.name);
  };
  const full = await rows(demoToken('library'));
  expect(full.length).toBeGreaterThan(0);
  expect(full.every((n) => !n.includes('*'))).toBe(true);
  expect(await rows(grant.access_token)).toEqual(full.map(maskName));
});

test('a TV without a link pairs with the code (once): a wrong code is refused, the right one opens the wall', async () => {
  const made = createScreen(demoAccounts().get('library')!, {
    name: '阅览室',
    mode: 'dashboardmode',
    pages: ['rank'],
    seconds: 16,
    yearId: null,
  });
  const { router } = renderApp('/display');
  const code = await screen.findByLabelText('配对码');
  fireEvent.change(code, { target: { value: 'AAAA-AAAA' } });
  fireEvent.click(screen.getByRole('button', { name: /连\s*接/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('配对码无效、已使用或已过期');
  // Typed as read off the screen: spaces and lower case do not matter.
  fireEvent.change(code, { target: { value: `${made.code.slice(0, 4).toLowerCase()} ${made.code.slice(4)}` } });
  fireEvent.click(screen.getByRole('button', { name: /连\s*接/ }));
  await waitForPath(router, '/dashboardmode/rank?auto=1&kiosk=1');
  // The code is spent: the same code again is refused.
  const again = await fetch('http://localhost/auth/display/exchange', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: made.code }),
  });
  expect(again.status).toBe(401);
});

test('a link opened where staff is signed in asks first: the screen would replace that session', async () => {
  const made = createScreen(demoAccounts().get('library')!, { name: '试播', mode: 'dashboardmode', pages: [], seconds: 16, yearId: null });
  const { router } = renderApp(`/display?key=${made.key}`, { as: 'library' });
  expect(await screen.findByText('在此浏览器显示大屏？')).toBeInTheDocument();
  const exchanges = countExchanges();
  fireEvent.click(screen.getByRole('button', { name: '在此显示大屏' }));
  await waitForPath(router, '/dashboardmode/index?auto=1&kiosk=1');
  expect(exchanges.count).toBe(1);
});

test('the screen token is renewed before it expires (5 minutes before) by exchanging the kept key again', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    const made = createScreen(demoAccounts().get('zone')!, { name: '走廊', mode: 'ndb', pages: [], seconds: 16, yearId: null });
    await startDisplay({ key: made.key });
    const before = readSession()!;
    const exchanges = countExchanges();
    vi.advanceTimersByTime(2 * 3600_000 - 5 * 60_000 - 1_000);
    expect(exchanges.count).toBe(0);
    vi.advanceTimersByTime(2_000);
    await vi.waitFor(() => expect(readSession()!.access).not.toBe(before.access));
    expect(exchanges.count).toBe(1);
    expect(readSession()!.sid).toBe(before.sid);
    expect(readSession()!.expiresAt! - before.expiresAt!).toBeGreaterThan(100 * 60_000);
  } finally {
    vi.useRealTimers();
  }
});

test('no network when the screen token is due: the key is exchanged again every 15 s at the soonest, never in a loop', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    const made = createScreen(demoAccounts().get('zone')!, { name: '门厅', mode: 'ndb', pages: [], seconds: 16, yearId: null });
    await startDisplay({ key: made.key });
    const before = readSession()!;
    const exchanges = countExchanges();
    demoServer.use(http.post('*/auth/display/exchange', () => HttpResponse.error()));
    await vi.advanceTimersByTimeAsync(2 * 3600_000);
    const atExpiry = exchanges.count;
    expect(atExpiry).toBeGreaterThan(0);
    expect(atExpiry).toBeLessThanOrEqual(8);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(exchanges.count - atExpiry).toBeGreaterThanOrEqual(3);
    expect(exchanges.count - atExpiry).toBeLessThanOrEqual(4);
    // The network back: the next attempt renews the screen's token.
    demoServer.resetHandlers();
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.waitFor(() => expect(readSession()!.access).not.toBe(before.access));
  } finally {
    vi.useRealTimers();
  }
});

test('demo only: the soak bench shortens display tokens with its localStorage key (20–7200 s); other values are ignored', async () => {
  const made = createScreen(demoAccounts().get('library')!, { name: '大厅', mode: 'dashboardmode', pages: [], seconds: 16, yearId: null });
  const lifetime = async () =>
    (
      (await (
        await fetch('http://localhost/auth/display/exchange', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ key: made.key }),
        })
      ).json()) as { expires_in: number }
    ).expires_in;
  try {
    expect(await lifetime()).toBe(7200);
    localStorage.setItem('srp-demo:bench-display-token-seconds', '60');
    expect(await lifetime()).toBe(60);
    localStorage.setItem('srp-demo:bench-display-token-seconds', '5');
    expect(await lifetime()).toBe(7200);
  } finally {
    localStorage.removeItem('srp-demo:bench-display-token-seconds');
  }
});

/**
 * DISPLAY_CALL_IDS (src/api/contract/display.ts) is a hand-kept list: a panel that gains a call not on it would be
 * refused (403) on every screen opened by a display link, and nothing else would say so. Every page of both walls,
 * opened on a screen token of each account that makes screens, calls nothing the list leaves out.
 */
const wallCallPaths = new Set<string>();
test.each([
  ['ndb', 'zone'],
  ['dashboardmode', 'zone'],
  ['dashboardmode', 'library'],
] as const)('every %s page on a %s screen token makes only the calls a display token may make', async (mode, login) => {
  const made = createScreen(demoAccounts().get(login)!, { name: '走廊', mode, pages: [], seconds: 16, yearId: null });
  const refused: string[] = [];
  let calls = 0;
  demoServer.events.on('response:mocked', ({ request, response }) => {
    calls += 1;
    const path = new URL(request.url).pathname;
    if (response.status === 403) refused.push(path);
    else wallCallPaths.add(path);
  });
  const pages = flattenRoutes()
    .map((r) => r.fullPath)
    .filter((p) => p.startsWith(`/${mode}/`));
  expect(pages.length).toBeGreaterThanOrEqual(6);

  const { router } = renderApp(`/display?key=${made.key}`);
  await waitFor(() => expect(router.state.location.pathname.startsWith(`/${mode}/`)).toBe(true));
  for (const page of pages) {
    await act(() => router.navigate(`${page}?kiosk=1`));
    // The page's panels are drawn and none is still loading: every call it makes has been answered.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(page);
      const cards = document.querySelectorAll('.srp-wall-panel');
      expect(cards.length).toBeGreaterThan(0);
      expect(document.querySelectorAll('.srp-wall-panel .srp-widget-loading')).toHaveLength(0);
    });
  }
  // The screen's first check-in (5 s after the wall started).
  await waitFor(() => expect([...wallCallPaths, ...refused]).toContain(displayCheckIn.path));
  expect(calls).toBeGreaterThan(pages.length);
  expect(refused).toEqual([]);
});

test('the list holds no call the walls do not make (a display token may do no more than its walls need)', () => {
  // After the three tests above, in this file's order.
  expect(wallCallPaths.size).toBeGreaterThan(10);
  const unused = ALL_ENDPOINTS.filter((e) => DISPLAY_CALL_IDS.has(e.id) && !wallCallPaths.has(e.path)).map((e) => e.id);
  expect(unused).toEqual([]);
});
