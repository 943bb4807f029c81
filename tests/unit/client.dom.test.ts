import { render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createElement, useEffect } from 'react';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { z } from 'zod';
import { demoServer } from '@/demo/node';
import { problem } from '@/demo/define-handler';
import { call, http } from '@/api/client';
import { ApiError } from '@/api/errors';
import { registerTransport } from '@/api/request-context';
import { defineEndpoint, envelope, type Encoding } from '@/api/define';
import { list } from '@/api/contract/common';
import { feedback, registerMessageApi, registerNavigator } from '@/utils/feedback';
import { getToken, setToken } from '@/utils/cookies';
import { useSession } from '@/stores/session';
import { useErrorLog } from '@/stores/error-log';
import { RETRY } from '@/config/constants';

/** Toasts go to a fresh antd App instance per test, as the root shell registers one in the app. */
function MessageHost() {
  const { message } = AntApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}
const mountMessages = () => render(createElement(AntApp, null, createElement(MessageHost)));

const input = z.object({ a: z.number().optional(), s: z.string().optional() });
/** A tiny test endpoint without envelope (the body is returned as is). */
const testEndpoint = (id: string, method: 'GET' | 'POST', path: string, encoding: Encoding) =>
  defineEndpoint({ id, method, path, encoding, envelope: false, effect: 'read', summary: 'test', request: input, response: z.unknown() });
const formEp = testEndpoint('test.form', 'POST', '/test/form', 'form');
const rawEp = testEndpoint('test.raw', 'POST', '/test/raw', 'raw');
const jsonEp = testEndpoint('test.json', 'POST', '/test/json', 'json');
const queryEp = testEndpoint('test.query', 'GET', '/test/query', 'query');
const campusEp = testEndpoint('test.campus', 'POST', '/services/staticreadingdata/api/reading/testCampus', 'form');
const envEp = defineEndpoint({
  id: 'test.envelope',
  method: 'POST',
  path: '/test/envelope',
  encoding: 'json',
  envelope: true,
  effect: 'read',
  summary: 't',
  request: input,
  response: envelope(z.object({ count: z.number(), rows: z.array(z.object({ name: z.string() })) })),
});

interface Seen {
  url: URL;
  body: string;
  contentType: string | null;
  auth: string | null;
}

/** Answers every test endpoint with 200 and records what arrived. */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  const answer = async ({ request }: { request: Request }) => {
    seen.push({
      url: new URL(request.url),
      body: request.method === 'GET' ? '' : await request.text(),
      contentType: request.headers.get('content-type'),
      auth: request.headers.get('authorization'),
    });
    return HttpResponse.json({ ok: true });
  };
  demoServer.use(
    mswHttp.post('*/test/form', answer),
    mswHttp.post('*/test/raw', answer),
    mswHttp.post('*/test/json', answer),
    mswHttp.get('*/test/query', answer),
    mswHttp.post('*/services/staticreadingdata/api/reading/testCampus', answer),
  );
  return seen;
}

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the call to reject');
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the axios instance', () => {
  test('timeout 60000 and withCredentials', () => {
    expect(http.defaults.timeout).toBe(60000);
    expect(http.defaults.withCredentials).toBe(true);
  });

  test('no XSRF header from a cookie: the token is the API’s credential (axios reads no XSRF-TOKEN cookie per call)', async () => {
    const seen: (string | null)[] = [];
    demoServer.use(
      mswHttp.post('*/test/form', ({ request }) => {
        seen.push(request.headers.get('x-xsrf-token'));
        return HttpResponse.json({ ok: true });
      }),
    );
    document.cookie = 'XSRF-TOKEN=from-a-cookie; path=/';
    try {
      setToken('opaque-zone');
      await call(formEp, { a: 1 });
    } finally {
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
    expect(seen).toEqual([null]);
  });
});

describe('token header', () => {
  test('Authorization: Bearer {token} when the token cookie exists', async () => {
    const seen = recordRequests();
    setToken('opaque-zone');
    await call(formEp, { a: 1 });
    expect(seen[0].auth).toBe('Bearer opaque-zone');
  });

  test('no Authorization header without the cookie', async () => {
    const seen = recordRequests();
    await call(formEp, { a: 1 });
    expect(seen[0].auth).toBeNull();
  });

  test('the cookie is read per request (a new token is used at once)', async () => {
    const seen = recordRequests();
    setToken('opaque-a');
    await call(queryEp, {});
    setToken('opaque-b');
    await call(queryEp, {});
    expect(seen.map((s) => s.auth)).toEqual(['Bearer opaque-a', 'Bearer opaque-b']);
  });
});

describe('encodings and scope injection in real outgoing requests', () => {
  test('without a selected library, the body is exactly the input', async () => {
    const seen = recordRequests();
    await call(formEp, { a: 1, s: 'x y' });
    await call(rawEp, { a: 1 });
    await call(jsonEp, { a: 1 });
    await call(queryEp, { a: 1 });
    expect(seen[0].body).toBe('a=1&s=x+y');
    expect(seen[0].contentType).toMatch(/application\/x-www-form-urlencoded/);
    expect(JSON.parse(seen[1].body)).toEqual({ a: 1 });
    expect(JSON.parse(seen[2].body)).toEqual({ a: 1 });
    expect(seen[2].contentType).toMatch(/application\/json/);
    expect(seen[3].url.search).toBe('?a=1');
  });

  test('libraryId is injected for form, raw, JSON and query endpoints', async () => {
    const seen = recordRequests();
    useSession.setState({ curLibrary: { id: 7, name: 'x' } });
    await call(formEp, { a: 1 });
    await call(rawEp, { a: 1 });
    await call(jsonEp, { a: 1 });
    await call(queryEp, { a: 1 });
    expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toEqual({ a: '1', libraryId: '7' });
    expect(JSON.parse(seen[1].body)).toEqual({ a: 1, libraryId: 7 });
    expect(JSON.parse(seen[2].body)).toEqual({ a: 1, libraryId: 7 });
    expect(Object.fromEntries(seen[3].url.searchParams)).toEqual({ a: '1', libraryId: '7' });
  });

  test('campusId is injected on campus calls only', async () => {
    const seen = recordRequests();
    useSession.setState({ curLibrary: { id: 7, name: 'x' }, curCampusId: 33 });
    await call(campusEp, {});
    await call(formEp, {});
    expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toEqual({ libraryId: '7', campusId: '33' });
    expect(Object.fromEntries(new URLSearchParams(seen[1].body))).toEqual({ libraryId: '7' });
  });

  test('a campus call asked for school-wide gets the library but no campusId; the next call gets it again', async () => {
    const seen = recordRequests();
    useSession.setState({ curLibrary: { id: 7, name: 'x' }, curCampusId: 33 });
    await call(campusEp, {}, undefined, { schoolWide: true });
    await call(campusEp, {});
    expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toEqual({ libraryId: '7' });
    expect(Object.fromEntries(new URLSearchParams(seen[1].body))).toEqual({ libraryId: '7', campusId: '33' });
  });

  test('auth calls on the skip list get no libraryId', async () => {
    const bodies: string[] = [];
    demoServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/auth/login')
        void request
          .clone()
          .text()
          .then((t) => bodies.push(t));
    });
    useSession.setState({ curLibrary: { id: 7, name: 'x' } });
    await useSession.getState().signIn({ username: 'zone', password: '123456' });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(JSON.parse(bodies[0])).toEqual({ username: 'zone', password: '123456', rememberMe: false });
    demoServer.events.removeAllListeners();
  });
});

describe('HTTP 401', () => {
  test("shows '登录已过期，请重新登录' for 5 s, resets the token, and after 5 s navigates to /", async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    const error = vi.spyOn(feedback, 'error');
    setToken('opaque-zone');
    useSession.setState({ token: 'opaque-zone', roles: ['ROLE_ZONE_USER'] });
    demoServer.use(mswHttp.post('*/test/form', () => problem(401, 'Unauthorized')));
    vi.useFakeTimers({ shouldAdvanceTime: true });

    const err = await rejection(call(formEp, {}));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(401);
    expect(err.message).toBe('登录已过期，请重新登录');
    expect(err.notified).toBe(true);
    expect(error).toHaveBeenCalledWith('登录已过期，请重新登录', 5);
    expect(getToken()).toBeUndefined();
    expect(useSession.getState().token).toBeUndefined();
    expect(useSession.getState().roles).toEqual([]);

    // Right after the failure (no real time spent waiting yet): not before 5 s, then once, to '/'.
    vi.advanceTimersByTime(4900);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  test('the 401 message is on screen', async () => {
    mountMessages();
    const navigate = vi.fn();
    registerNavigator(navigate);
    demoServer.use(mswHttp.post('*/test/form', () => problem(401, 'Unauthorized')));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await rejection(call(formEp, {}));
    expect(await screen.findByText('登录已过期，请重新登录')).toBeInTheDocument();
    // Flush the pending redirect so that it cannot fire during a later test.
    vi.advanceTimersByTime(5000);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  test('a storm of 20 concurrent 401s: one message, one navigation, no nested redirect', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    const error = vi.spyOn(feedback, 'error');
    setToken('opaque-zone');
    demoServer.use(mswHttp.post('*/test/json', () => problem(401, 'Unauthorized')));
    vi.useFakeTimers({ shouldAdvanceTime: true });

    const results = await Promise.allSettled(Array.from({ length: 20 }, () => call(jsonEp, {})));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    // Late 401s during the wait are swallowed too.
    expect(navigate).toHaveBeenCalledTimes(1);
    const target = navigate.mock.calls[0][0] as string;
    expect(target).toBe('/');
    expect(target).not.toMatch(/redirect=/);
    vi.advanceTimersByTime(20000);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
  });

  test('after the redirect, a new 401 is handled again', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    const error = vi.spyOn(feedback, 'error');
    demoServer.use(mswHttp.post('*/test/json', () => problem(401, 'Unauthorized')));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await rejection(call(jsonEp, {}));
    vi.advanceTimersByTime(5000);
    await rejection(call(jsonEp, {}));
    expect(error).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});

describe('HTTP 400 invalid_grant', () => {
  test("shows '账号或密码错误，请重试' for 3 s", async () => {
    mountMessages();
    const error = vi.spyOn(feedback, 'error');
    const navigate = vi.fn();
    registerNavigator(navigate);
    const err = await rejection(useSession.getState().signIn({ username: 'zone', password: 'wrong' }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.message).toBe('账号或密码错误，请重试');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('账号或密码错误，请重试', 3);
    expect(await screen.findByText('账号或密码错误，请重试')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });

  test('another 400 is an ordinary error, in Chinese', async () => {
    const error = vi.spyOn(feedback, 'error');
    demoServer.use(mswHttp.post('*/test/form', () => problem(400, 'invalid_request')));
    const err = await rejection(call(formEp, {}));
    expect(err.message).toBe('请求无效（400）');
    expect(error).toHaveBeenCalledWith('请求无效（400）', 5);
    expect(useErrorLog.getState().logs[0].info).toContain('title invalid_request');
  });
});

/** Counts the requests to /test/form (or `path`) and answers each with `answer`. */
function countRequests(answer: () => Response | Promise<Response>, path = '*/test/form'): { count: number } {
  const seen = { count: 0 };
  demoServer.use(
    mswHttp.post(path, () => {
      seen.count += 1;
      return answer();
    }),
  );
  return seen;
}

describe('other errors (docs/rules.md#messages): in Chinese, shown once, logged once with the detail', () => {
  test('a Chinese problem+json title is shown for 5 s, logged with its detail and rejected', async () => {
    mountMessages();
    const error = vi.spyOn(feedback, 'error');
    demoServer.use(mswHttp.post('*/test/form', () => problem(500, '统计服务暂不可用', 'db down')));
    const err = await rejection(call(formEp, {}));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('http');
    expect(err.status).toBe(500);
    expect(err.endpoint).toBe('test.form');
    expect(err.message).toBe('统计服务暂不可用');
    expect(error).toHaveBeenCalledWith('统计服务暂不可用', 5);
    expect(await screen.findByText('统计服务暂不可用')).toBeInTheDocument();
    const logs = useErrorLog.getState().logs;
    expect(logs).toHaveLength(1);
    expect(logs[0].err.message).toBe('统计服务暂不可用');
    expect(logs[0].vm).toContain('test.form');
    expect(logs[0].info).toContain('POST /test/form');
    expect(logs[0].info).toContain('HTTP 500');
    expect(logs[0].info).toContain('db down');
    expect(consoleError).toHaveBeenCalled();
  });

  test('an English title or none: the status in Chinese; the English goes to the error log', async () => {
    const error = vi.spyOn(feedback, 'error');
    demoServer.use(mswHttp.post('*/test/form', () => problem(500, 'Internal Server Error')));
    const err = await rejection(call(formEp, {}));
    expect(err.message).toBe('服务器内部错误（500）');
    expect(error).toHaveBeenCalledWith('服务器内部错误（500）', 5);
    expect(useErrorLog.getState().logs[0].info).toContain('Internal Server Error');
  });

  test('403, 404 and 500 are not tried again: one request, one message, one log entry', async () => {
    for (const [status, text] of [
      [403, '没有权限查看该数据（403）'],
      [404, '请求的接口不存在（404）'],
      [500, '服务器内部错误（500）'],
    ] as const) {
      useErrorLog.getState().clearErrorLog();
      const error = vi.spyOn(feedback, 'error');
      const seen = countRequests(() => new HttpResponse('x', { status }));
      const err = await rejection(call(formEp, {}));
      expect(err.message).toBe(text);
      expect(seen.count).toBe(1);
      expect(error).toHaveBeenCalledTimes(1);
      expect(useErrorLog.getState().logs).toHaveLength(1);
      error.mockRestore();
    }
  });

  test('503 is tried twice more after a capped backoff, then one message and one log entry for the call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(feedback, 'error');
    const seen = countRequests(() => new HttpResponse('oops', { status: 503, statusText: 'Service Unavailable' }));
    const p = rejection(call(formEp, {}));
    await vi.advanceTimersByTimeAsync(RETRY.baseMs * 3);
    const err = await p;
    expect(seen.count).toBe(1 + RETRY.max);
    expect(err.kind).toBe('http');
    expect(err.status).toBe(503);
    expect(err.message).toBe('服务暂不可用（503）');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('服务暂不可用（503）', 5);
    const logs = useErrorLog.getState().logs;
    expect(logs).toHaveLength(1);
    expect(logs[0].info).toContain('HTTP 503 Service Unavailable');
    expect(logs[0].info).toContain('3 attempts');
  });

  test('a 502 that recovers on the second attempt is a success, with no message and no log entry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(feedback, 'error');
    let n = 0;
    demoServer.use(mswHttp.post('*/test/form', () => (++n === 1 ? new HttpResponse('', { status: 502 }) : HttpResponse.json({ ok: 1 }))));
    const p = call(formEp, {});
    await vi.advanceTimersByTimeAsync(RETRY.baseMs);
    await expect(p).resolves.toEqual({ ok: 1 });
    expect(n).toBe(2);
    expect(error).not.toHaveBeenCalled();
    expect(useErrorLog.getState().logs).toHaveLength(0);
  });

  test('a network failure is tried again, then 网络连接失败 once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(feedback, 'error');
    const seen = countRequests(() => HttpResponse.error());
    const p = rejection(call(formEp, {}));
    await vi.advanceTimersByTimeAsync(RETRY.baseMs * 3);
    const err = await p;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('network');
    expect(err.status).toBeUndefined();
    expect(err.message).toBe('网络连接失败，请检查网络后重试');
    expect(seen.count).toBe(1 + RETRY.max);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('网络连接失败，请检查网络后重试', 5);
    expect(useErrorLog.getState().logs).toHaveLength(1);
    expect(useErrorLog.getState().logs[0].info).toMatch(/ERR_NETWORK|Network Error/);
  });

  test('a write (signing in) is never sent twice, even on a 502', async () => {
    const writeEp = defineEndpoint({ ...formEp, id: 'test.write', effect: 'write' });
    const seen = countRequests(() => new HttpResponse('', { status: 502 }));
    const err = await rejection(call(writeEp, {}));
    expect(err.message).toBe('服务暂不可用（502）');
    expect(seen.count).toBe(1);
  });

  test('no answer in 60 s: 请求超时（60 秒）, at 60 s, once, never tried again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(feedback, 'error');
    // The backend answers after 66 s.
    const seen = countRequests(async () => {
      await delay(66_000);
      return HttpResponse.json({});
    });
    let settled = false;
    const p = rejection(call(formEp, {})).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(settled).toBe(false);
    expect(error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_500);
    const err = await p;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('请求超时（60 秒）');
    await vi.advanceTimersByTimeAsync(130_000);
    expect(seen.count).toBe(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(useErrorLog.getState().logs).toHaveLength(1);
    expect(useErrorLog.getState().logs[0].info).toContain('no answer in 60 s');
  });

  test('the 60 s are the whole call: retries after network failures end at the same deadline', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(feedback, 'error');
    let n = 0;
    demoServer.use(
      mswHttp.post('*/test/form', async () => {
        n += 1;
        if (n === 1) return HttpResponse.error();
        await delay(120_000);
        return HttpResponse.json({});
      }),
    );
    const p = rejection(call(formEp, {}));
    await vi.advanceTimersByTimeAsync(60_500);
    const err = await p;
    expect(err.kind).toBe('timeout');
    expect(n).toBe(2);
    expect(error).toHaveBeenCalledTimes(1);
  });

  test('axios’s own timeout (the transport’s) is a timeout ApiError too', async () => {
    // msw's XHR interception does not fire xhr.ontimeout, so this one request goes through axios's fetch adapter,
    // which turns the same 50 ms timeout into the same kind of axios error.
    // Node's fetch needs an absolute URL.
    const saved = { timeout: http.defaults.timeout, adapter: http.defaults.adapter, baseURL: http.defaults.baseURL };
    http.defaults.timeout = 50;
    http.defaults.adapter = 'fetch';
    http.defaults.baseURL = window.location.origin;
    try {
      demoServer.use(
        mswHttp.post('*/test/form', async () => {
          await delay(400);
          return HttpResponse.json({});
        }),
      );
      const err = await rejection(call(formEp, {}));
      expect(err).toBeInstanceOf(ApiError);
      expect(err.kind).toBe('timeout');
      expect(err.message).toBe('请求超时（60 秒）');
    } finally {
      http.defaults.timeout = saved.timeout;
      http.defaults.adapter = saved.adapter;
      http.defaults.baseURL = saved.baseURL;
    }
  });

  test('a cancelled request rejects with the cancel, without a toast', async () => {
    const error = vi.spyOn(feedback, 'error');
    demoServer.use(
      mswHttp.post('*/test/form', async () => {
        await delay(400);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const p = call(formEp, {}, controller.signal);
    controller.abort();
    const err = await rejection(p);
    expect(err).not.toBeInstanceOf(ApiError);
    expect(error).not.toHaveBeenCalled();
  });

  test('a cancel during the backoff before a retry is a cancel, without a toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(feedback, 'error');
    const seen = countRequests(() => new HttpResponse('', { status: 503 }));
    const controller = new AbortController();
    const p = rejection(call(formEp, {}, controller.signal));
    await vi.waitFor(() => expect(seen.count).toBe(1));
    controller.abort();
    const err = await p;
    expect(err).not.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen.count).toBe(1);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('envelope and validation', () => {
  const answer = (body: unknown) => demoServer.use(mswHttp.post('*/test/envelope', () => HttpResponse.json(body as never)));

  test("code '200' resolves with data (code may arrive as a number)", async () => {
    answer({ code: '200', msg: 'ok', data: { count: 3, rows: [{ name: 'a' }] } });
    await expect(call(envEp, {})).resolves.toEqual({ count: 3, rows: [{ name: 'a' }] });
    answer({ code: 200, data: { count: 1, rows: [] } });
    await expect(call(envEp, {})).resolves.toEqual({ count: 1, rows: [] });
  });

  test("code !== '200' rejects with the server msg", async () => {
    answer({ code: '500', msg: '查询失败：学期不存在', data: { count: 0, rows: [] } });
    const err = await rejection(call(envEp, {}));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('code');
    expect(err.message).toBe('查询失败：学期不存在');
    expect(err.endpoint).toBe('test.envelope');
  });

  test('code !== 200 without msg still rejects, in Chinese, with the call named', async () => {
    answer({ code: '201', msg: null, data: { count: 0, rows: [] } });
    const err = await rejection(call(envEp, {}));
    expect(err.kind).toBe('code');
    expect(err.message).toBe('服务返回错误（代码 201）');
    expect(err.endpoint).toBe('test.envelope');
  });

  test("the code is checked before the data: code '500' with data null shows the server's msg", async () => {
    answer({ code: '500', msg: '服务器内部错误：数据库连接失败', data: null });
    const err = await rejection(call(envEp, {}));
    expect(err.kind).toBe('code');
    expect(err.message).toBe('服务器内部错误：数据库连接失败');
    expect(useErrorLog.getState().logs).toHaveLength(1);
    expect(useErrorLog.getState().logs[0].info).toBe('code 500');
    answer({ code: 500, msg: '\u202e错误\u000c提示', data: 'nonsense' });
    expect((await rejection(call(envEp, {}))).message).toBe('错误 提示');
  });

  test('a list longer than the call asked for is cut to it', async () => {
    const limited = defineEndpoint({ ...envEp, id: 'test.limited', request: z.object({ limit: z.number() }) });
    answer({ code: '200', data: { count: 3, rows: Array.from({ length: 50_000 }, (_, i) => ({ name: `n${i}` })) } });
    const data = await call(limited, { limit: 10 });
    expect(data.rows).toHaveLength(10);
    expect(data.rows[9]).toEqual({ name: 'n9' });
    expect(useErrorLog.getState().logs).toHaveLength(0);
  });

  test('a list past its contract bound is cut to it, and the error log says so (the server broke the contract)', async () => {
    const bounded = defineEndpoint({
      ...envEp,
      id: 'test.bounded',
      response: envelope(z.object({ count: z.number(), rows: list(z.object({ name: z.string() }), 100) })),
    });
    answer({ code: '200', data: { count: 3, rows: Array.from({ length: 100_000 }, (_, i) => ({ name: `n${i}` })) } });
    const data = await call(bounded, {});
    expect(data.rows).toHaveLength(100);
    const logs = useErrorLog.getState().logs;
    expect(logs).toHaveLength(1);
    expect(logs[0].info).toContain('100,000 → 100');
  });

  test('a response failing the schema rejects with a validation ApiError naming the endpoint and the field, and is logged', async () => {
    answer({ code: '200', msg: 'ok', data: { count: 3, rows: [{ name: 5 }] } });
    const err = await rejection(call(envEp, {}));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('validation');
    expect(err.endpoint).toBe('test.envelope');
    expect(err.field).toBe('data.rows.0.name');
    expect(err.message).toContain('test.envelope');
    expect(err.message).toContain('data.rows.0.name');
    const logs = useErrorLog.getState().logs;
    expect(logs).toHaveLength(1);
    expect(logs[0].err.name).toBe('ApiError');
    expect(logs[0].vm).toContain('test.envelope');
    expect(logs[0].info).toContain('data.rows.0.name');
  });

  test('a missing field is named too', async () => {
    answer({ code: '200', data: { rows: [] } });
    const err = await rejection(call(envEp, {}));
    expect(err.kind).toBe('validation');
    expect(err.field).toBe('data.count');
  });

  test('invalid input is rejected before anything is sent', async () => {
    const seen = recordRequests();
    const err = await rejection(call(formEp, { a: 'x' as unknown as number }));
    expect(err.kind).toBe('validation');
    expect(err.endpoint).toBe('test.form');
    expect(err.field).toBe('a');
    expect(seen).toHaveLength(0);
    expect(useErrorLog.getState().logs).toHaveLength(1);
  });
});

describe('a registered transport (the demo build answers in the page, src/demo/browser.ts)', () => {
  afterEach(() => registerTransport(undefined));

  test('every call goes to it with the wrapper’s body, token and scope; its answer is the result', async () => {
    const seen = recordRequests();
    const sent: { url: string; body: string; auth: string | null }[] = [];
    registerTransport(async (input, init) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, body: await request.text(), auth: request.headers.get('Authorization') });
      return Response.json({ code: '200', msg: 'success', data: { count: 2, rows: [{ name: 'a' }, { name: 'b' }] } });
    });
    setToken('opaque-zone');
    useSession.setState({ curLibrary: { id: 7, name: 'x' } });
    await expect(call(envEp, { a: 1 })).resolves.toEqual({ count: 2, rows: [{ name: 'a' }, { name: 'b' }] });
    expect(seen).toHaveLength(0);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0].url).pathname).toBe('/test/envelope');
    expect(JSON.parse(sent[0].body)).toEqual({ a: 1, libraryId: 7 });
    expect(sent[0].auth).toBe('Bearer opaque-zone');
  });

  test('an HTTP error and a rejected fetch are the same ApiErrors as on the network', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    registerTransport(async () => problem(503, '统计服务暂不可用'));
    const http503 = rejection(call(formEp, {}));
    await vi.advanceTimersByTimeAsync(RETRY.baseMs * 3);
    expect((await http503).kind).toBe('http');
    expect((await http503).status).toBe(503);
    expect((await http503).message).toBe('统计服务暂不可用');
    registerTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = rejection(call(formEp, {}));
    await vi.advanceTimersByTimeAsync(RETRY.baseMs * 3);
    expect((await offline).kind).toBe('network');
    expect((await offline).status).toBeUndefined();
    expect((await offline).message).toBe('网络连接失败，请检查网络后重试');
  });

  test('without one, calls go to the network again', async () => {
    registerTransport(async () => Response.json({}));
    registerTransport(undefined);
    const seen = recordRequests();
    await call(formEp, { a: 1 });
    expect(seen).toHaveLength(1);
  });
});
