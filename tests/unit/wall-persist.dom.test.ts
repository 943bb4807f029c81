import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { createConnectionStore } from '@/features/cockpit/wall-connection';
import { keepWallData, restoreWallData, saveWallData, wallDataKey } from '@/features/cockpit/wall-persist';

/**
 * Boot while offline (docs/pages.md, "The wall shell"): the wall's calls are kept in the browser per user and come
 * back — with the time they were fetched, so the 数据未更新 badge tells their age — only once the wall finds its server
 * out of reach (wall-connection.ts). The admin pages' calls are never kept.
 */

const WALL = { wall: true };
const KEY = wallDataKey('zone');

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

function network(): ApiError {
  return new ApiError('network', 'Network Error', { endpoint: 'overall.overview.queryBasicData' });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the kept data', () => {
  test('the wall’s calls are written and read back with their data and the time they were fetched; others are not kept', async () => {
    const a = client();
    await a.fetchQuery({
      queryKey: ['overall.overview.queryBasicData', { yearId: 2026 }, { libraryId: null }],
      queryFn: () => ({ students: 14801 }),
      meta: WALL,
    });
    await a.fetchQuery({ queryKey: ['admin.only', {}], queryFn: () => ({ secret: 1 }) });
    const fetchedAt = a.getQueryState(['overall.overview.queryBasicData', { yearId: 2026 }, { libraryId: null }])!.dataUpdatedAt;
    expect(saveWallData(a, KEY)).toBe(true);
    expect(localStorage.getItem(KEY)).toContain('14801');
    expect(localStorage.getItem(KEY)).not.toContain('secret');

    const b = client();
    expect(restoreWallData(b, KEY)).toBe(1);
    const state = b.getQueryState(['overall.overview.queryBasicData', { yearId: 2026 }, { libraryId: null }])!;
    expect(b.getQueryData(['overall.overview.queryBasicData', { yearId: 2026 }, { libraryId: null }])).toEqual({ students: 14801 });
    expect(state.dataUpdatedAt).toBe(fetchedAt);
    expect(state.status).toBe('success');
    expect(b.getQueryData(['admin.only', {}])).toBeUndefined();
  });

  test('what comes back never replaces newer data; nothing kept, nothing restored', async () => {
    expect(restoreWallData(client(), KEY)).toBe(0);
    const old = client();
    await old.fetchQuery({ queryKey: ['q'], queryFn: () => 'old', meta: WALL });
    saveWallData(old, KEY);
    const now = client();
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    await now.fetchQuery({ queryKey: ['q'], queryFn: () => 'new', meta: WALL });
    restoreWallData(now, KEY);
    expect(now.getQueryData(['q'])).toBe('new');
  });

  test('a failed call is kept as the data it had (no error, no fetch under way)', async () => {
    const a = client();
    await a.fetchQuery({ queryKey: ['q'], queryFn: () => 'kept', meta: WALL });
    await a.fetchQuery({ queryKey: ['q'], queryFn: () => Promise.reject(network()), meta: WALL, staleTime: 0 }).catch(() => undefined);
    expect(a.getQueryState(['q'])!.status).toBe('error');
    saveWallData(a, KEY);
    const b = client();
    restoreWallData(b, KEY);
    expect(b.getQueryState(['q'])).toMatchObject({ status: 'success', data: 'kept', error: null, fetchStatus: 'idle' });
  });

  test('storage that refuses (full, private mode): no data kept, no error', async () => {
    const a = client();
    await a.fetchQuery({ queryKey: ['q'], queryFn: () => 'x', meta: WALL });
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(saveWallData(a, KEY, full)).toBe(false);
    localStorage.setItem(KEY, '{not json');
    expect(restoreWallData(client(), KEY)).toBe(0);
  });

  test('saved a few seconds after the calls answer, once for a page’s worth of them, and when the page goes away', async () => {
    vi.useFakeTimers();
    const a = client();
    const stop = keepWallData(a, KEY);
    await a.fetchQuery({ queryKey: ['one'], queryFn: () => 1, meta: WALL });
    await a.fetchQuery({ queryKey: ['two'], queryFn: () => 2, meta: WALL });
    expect(localStorage.getItem(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    const saved = JSON.parse(localStorage.getItem(KEY)!) as { state: { queries: unknown[] } };
    expect(saved.state.queries).toHaveLength(2);
    await a.fetchQuery({ queryKey: ['three'], queryFn: () => 3, meta: WALL });
    window.dispatchEvent(new Event('pagehide'));
    expect((JSON.parse(localStorage.getItem(KEY)!) as { state: { queries: unknown[] } }).state.queries).toHaveLength(3);
    stop();
  });
});

describe('the wall’s connection', () => {
  test('a wall call failing as a lost network puts it down (once, in words); the next answer puts it back', async () => {
    const qc = client();
    const store = createConnectionStore(qc.getQueryCache());
    const firstDown = vi.fn();
    store.onFirstDown(firstDown);
    await qc.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(network()), meta: WALL }).catch(() => undefined);
    await vi.waitFor(() => expect(store.getSnapshot()).toMatchObject({ down: true, reason: '网络连接中断' }));
    const since = store.getSnapshot().since;
    await qc.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(network()), meta: WALL }).catch(() => undefined);
    expect(store.getSnapshot().since).toBe(since);
    await qc.fetchQuery({ queryKey: ['c'], queryFn: () => 'ok', meta: WALL });
    await vi.waitFor(() => expect(store.getSnapshot().down).toBe(false));
    await qc.fetchQuery({ queryKey: ['d'], queryFn: () => Promise.reject(network()), meta: WALL }).catch(() => undefined);
    await vi.waitFor(() => expect(store.getSnapshot().down).toBe(true));
    expect(firstDown).toHaveBeenCalledTimes(1);
    store.dispose();
  });

  test('an answer that is an error (a business code, a 401) or a call of an admin page says nothing about the connection', async () => {
    const qc = client();
    const store = createConnectionStore(qc.getQueryCache());
    await qc
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new ApiError('code', '学校不存在')), meta: WALL })
      .catch(() => undefined);
    await qc
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new ApiError('http', 'x', { status: 401 })), meta: WALL })
      .catch(() => undefined);
    await qc.fetchQuery({ queryKey: ['c'], queryFn: () => Promise.reject(network()) }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    expect(store.getSnapshot().down).toBe(false);
    // Server errors (the gateway's) are an outage when they come in a row — three — with no call answering between.
    const badGateway = (key: string) =>
      qc
        .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(new ApiError('http', 'Bad Gateway', { status: 502 })), meta: WALL })
        .catch(() => undefined);
    await badGateway('d1');
    await badGateway('d2');
    await qc.fetchQuery({ queryKey: ['e'], queryFn: () => 'ok', meta: WALL });
    await badGateway('d3');
    await new Promise((r) => setTimeout(r, 20));
    expect(store.getSnapshot().down).toBe(false);
    await badGateway('d4');
    await badGateway('d5');
    await vi.waitFor(() => expect(store.getSnapshot()).toMatchObject({ down: true, reason: '服务器暂时无法访问' }));
    store.dispose();
  });
});
