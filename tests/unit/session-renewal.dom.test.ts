import { isCancel } from 'axios';
import { http, HttpResponse } from 'msw';
import { demoServer } from '@/demo/node';
import { demoToken, demoTokenLogin, mintDemoGrant } from '@/demo/tokens';
import { call } from '@/api/client';
import { unauthorized } from '@/api/request-context';
import { ApiError } from '@/api/errors';
import { basicData } from '@/api/contract/overview';
import { profileEndpoint } from '@/api/contract/auth';
import { useSession } from '@/stores/session';
import { useErrorLog } from '@/stores/error-log';
import { useTagsView } from '@/stores/tags-view';
import { ROLE_SWITCH_KEY } from '@/stores/role-switch';
import { feedback, registerNavigator } from '@/utils/feedback';
import { getToken, setToken } from '@/utils/cookies';
import { readSession, writeSession } from '@/utils/stored-session';
import type { SessionMessage } from '@/utils/session-channel';

/**
 * The token lifecycle and one user per browser (docs/rules.md#session) through the real wrapper and the demo API:
 * renewal before expiry, one renewal for many 401s with the calls replayed, the message only when renewal fails,
 * and the tabs (BroadcastChannel, the token check before a request leaves).
 */

interface Sent {
  path: string;
  auth: string | null;
}
function record(): { sent: Sent[]; answered: Map<Request, number> } {
  const sent: Sent[] = [];
  const answered = new Map<Request, number>();
  demoServer.events.on('request:start', ({ request }) =>
    sent.push({ path: new URL(request.url).pathname, auth: request.headers.get('authorization') }),
  );
  demoServer.events.on('response:mocked', ({ request, response }) => answered.set(request, response.status));
  return { sent, answered };
}
const signIn = (login: string) => useSession.getState().signIn({ username: login, password: '123456' });

/** Another tab of the same browser: a channel of its own on the app's channel. */
function otherTab() {
  const channel = new BroadcastChannel('srp-session');
  const heard: SessionMessage[] = [];
  channel.onmessage = (e: MessageEvent<SessionMessage>) => heard.push(e.data);
  return { channel, heard };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  registerNavigator(() => {});
});
afterEach(() => {
  demoServer.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('renews the access token before it expires (5 minutes before), keeping the session and its id', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  await signIn('zone');
  const before = readSession()!;
  const { sent } = record();
  vi.advanceTimersByTime(2 * 3600_000 - 5 * 60_000 - 1_000);
  expect(sent.filter((s) => s.path === '/auth/refresh')).toHaveLength(0);
  vi.advanceTimersByTime(2_000);
  await vi.waitFor(() => expect(readSession()!.access).not.toBe(before.access));
  const after = readSession()!;
  expect(sent.filter((s) => s.path === '/auth/refresh')).toHaveLength(1);
  expect(after.sid).toBe(before.sid);
  expect(after.refresh).not.toBe(before.refresh);
  expect(after.expiresAt! - before.expiresAt!).toBeGreaterThan(100 * 60_000);
  expect(useSession.getState().token).toBe(after.access);
  expect(demoTokenLogin(after.access)).toBe('zone');
});

test('no network when the token is due: tried again every 15 s at the soonest, never in a loop, renewed once it is back', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  await signIn('zone');
  const before = readSession()!;
  const { sent } = record();
  const attempts = () => sent.filter((s) => s.path === '/auth/refresh').length;
  demoServer.use(http.post('*/auth/refresh', () => HttpResponse.error()));
  // Through the last five minutes and past the expiry, offline: the halving of what is left stops at 15 s.
  await vi.advanceTimersByTimeAsync(2 * 3600_000);
  const atExpiry = attempts();
  expect(atExpiry).toBeGreaterThan(0);
  expect(atExpiry).toBeLessThanOrEqual(8);
  // A minute after the expiry, still offline: one attempt per 15 s (before: one after another without pause).
  await vi.advanceTimersByTimeAsync(60_000);
  expect(attempts() - atExpiry).toBeGreaterThanOrEqual(3);
  expect(attempts() - atExpiry).toBeLessThanOrEqual(4);
  // The network back: the next attempt renews the session.
  demoServer.resetHandlers();
  await vi.advanceTimersByTimeAsync(15_000);
  await vi.waitFor(() => expect(readSession()!.access).not.toBe(before.access));
  expect(readSession()!.sid).toBe(before.sid);
});

test('20 calls refused with 401 at once: one renewal, every call sent again with the new token, no message', async () => {
  await signIn('zone');
  const error = vi.spyOn(feedback, 'error');
  const before = readSession()!;
  // The server no longer takes the access token (it expired there); the app still thinks it is good.
  const expired = demoToken('zone', { seconds: -60 });
  setToken(expired);
  const { sent } = record();
  const results = await Promise.all(Array.from({ length: 20 }, () => call(basicData, {})));
  expect(results).toHaveLength(20);
  const renewed = readSession()!;
  expect(sent.filter((s) => s.path === '/auth/refresh')).toHaveLength(1);
  const stats = sent.filter((s) => s.path.endsWith('/queryBasicData'));
  expect(stats.filter((s) => s.auth === `Bearer ${expired}`)).toHaveLength(20);
  expect(stats.filter((s) => s.auth === `Bearer ${renewed.access}`)).toHaveLength(20);
  expect(renewed.sid).toBe(before.sid);
  expect(error).not.toHaveBeenCalled();
});

test('renewal refused: one message 登录已过期 for 5 s, the session ended in every tab, then /', async () => {
  await signIn('zone');
  const tab = otherTab();
  const navigate = vi.fn();
  registerNavigator(navigate);
  const error = vi.spyOn(feedback, 'error');
  useErrorLog.getState().addErrorLog({ err: { name: 'Error', message: 'x' }, vm: 'v', info: '', url: '' });
  const stored = readSession()!;
  // Expired access token, and a refresh token the server no longer takes.
  writeSession({ ...stored, access: demoToken('zone', { seconds: -60 }), refresh: mintDemoGrant('zone', { refreshExp: 1 }).refresh_token });
  const { sent } = record();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const results = await Promise.allSettled(Array.from({ length: 20 }, () => call(basicData, {})));
  expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
  expect(sent.filter((s) => s.path === '/auth/refresh')).toHaveLength(1);
  expect(error.mock.calls.filter(([text]) => text === '登录已过期，请重新登录')).toEqual([['登录已过期，请重新登录', 5]]);
  expect(error).toHaveBeenCalledTimes(1);
  expect(getToken()).toBeUndefined();
  expect(readSession()).toBeUndefined();
  expect(useSession.getState().sessionId).toBeUndefined();
  expect(useErrorLog.getState().logs).toEqual([]);
  await vi.waitFor(() => expect(tab.heard).toContainEqual({ type: 'signed-out', sid: stored.sid }));
  vi.advanceTimersByTime(5000);
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith('/');
  tab.channel.close();
});

test('logout: the server ends the session, the other tabs hear it; error log, tabs, role switch and snapshot are cleared', async () => {
  await signIn('zone');
  // The sign-in kept its load for the next reload (src/stores/session-snapshot.ts).
  expect(JSON.parse(localStorage.getItem('srp:session-snapshot')!).data.profile.login).toBe('zone');
  const tab = otherTab();
  const { sid, access } = readSession()!;
  useErrorLog.getState().addErrorLog({ err: { name: 'Error', message: 'x' }, vm: 'v', info: '', url: '' });
  useTagsView.getState().addView({ fullPath: '/library/index', path: '/library/index', title: '图书馆数据' });
  localStorage.setItem(ROLE_SWITCH_KEY, JSON.stringify({ from: 'admin', role: 'zone', sid, admin: { access: 'a', sid: 'b' } }));
  await useSession.getState().logout();
  expect(useErrorLog.getState().logs).toEqual([]);
  expect(useTagsView.getState().visitedViews).toEqual([]);
  expect(localStorage.getItem(ROLE_SWITCH_KEY)).toBeNull();
  expect(localStorage.getItem('srp:session-snapshot')).toBeNull();
  expect(readSession()).toBeUndefined();
  await vi.waitFor(() => expect(tab.heard).toEqual([{ type: 'signed-out', sid }]));
  // The token of the ended session is refused by the server from now on.
  const res = await fetch(new URL('/services/zone/api/organizations/me', window.location.href), {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(res.status).toBe(401);
  tab.channel.close();
});

test("another tab's sign-out: this tab forgets the session and goes to the login page, keeping where it was", async () => {
  await signIn('zone');
  const navigate = vi.fn();
  registerNavigator(navigate);
  window.history.replaceState(null, '', '/library/index?yid=2025');
  const tab = otherTab();
  tab.channel.postMessage({ type: 'signed-out', sid: readSession()!.sid } satisfies SessionMessage);
  await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/library/index?yid=2025')}`));
  expect(useSession.getState().token).toBeUndefined();
  expect(useSession.getState().roles).toEqual([]);
  tab.channel.close();
  window.history.replaceState(null, '', '/');
});

// Last in this file: the tab then reloads (jsdom does not navigate; the store stays "leaving").
test('another user signed in elsewhere: this tab sends no request with their token under its own screen', async () => {
  await signIn('zone');
  expect(useSession.getState().login).toBe('zone');
  // Another tab signed in as library: the browser's session is another one now.
  writeSession({ access: demoToken('library'), sid: 'signed-in-in-another-tab' });
  const { sent } = record();
  const error = await call(profileEndpoint).catch((e: unknown) => e);
  expect(isCancel(error)).toBe(true);
  expect(sent).toEqual([]);
  // A 401 of a call that had left before (the old session ended at the server): this tab follows the new session, it
  // does not end it.
  unauthorized();
  expect(readSession()).toEqual({ access: expect.any(String), sid: 'signed-in-in-another-tab' });
  expect(demoTokenLogin(getToken())).toBe('library');
});
