import { act, waitFor } from '@testing-library/react';
import type { Endpoint } from '@/api/define';
import { bookCategory, bookCollection, bookManagement, threeYearBorrow, threeYearCirculation } from '@/api/contract/library';
import { schoolList } from '@/api/contract/school';
import { basicData, bookCirculation, loanLibrary, monthlyActive, readerRankings } from '@/api/contract/overview';
import { queryGoals } from '@/api/contract/goals';
import { dataCalendar } from '@/api/contract/period';
import { prefetchPageData, registerPageDataClient } from '@/app/page-data';
import { createQueryClient } from '@/app/providers';
import { demoServer } from '@/demo/node';
import { useSession } from '@/stores/session';
import { renderApp, waitForPath } from '../helpers/render-app';
import { recordRequests, state, visiblePage } from '../helpers/stats-page';

/**
 * The first calls of the dashboard, 馆藏概况 and 学校数据 are asked for by the guard (src/app/page-data.ts) before the page
 * renders. Each must be the page's own query (same key: endpoint, input with the page's period, scope): the page then
 * finds it in the cache or on its way and the call goes once. A key that differs shows as a second call.
 */

afterEach(() => demoServer.events.removeAllListeners());

interface Case {
  url: string;
  as: string;
  calls: readonly Endpoint[];
  /** What every one of the calls carries … */
  body: Record<string, unknown>;
  /** … but these, which carry no period. */
  periodless?: readonly Endpoint[];
}

const CASES: Case[] = [
  // The dashboard: its statistics, the goals its KPI cards wait for, and the data calendar its comparison starts from.
  {
    url: '/dashboard?yid=2025',
    as: 'zone',
    calls: [basicData, bookCirculation, loanLibrary, monthlyActive, readerRankings, queryGoals, dataCalendar],
    body: { yearId: 2025 },
    periodless: [dataCalendar],
  },
  {
    url: '/library/index?yid=2025',
    as: 'zone',
    calls: [bookManagement, bookCategory, bookCollection, threeYearCirculation, threeYearBorrow],
    body: { yearId: 2025 },
  },
  // A term on a page with the period picker: the period goes into the guard's calls as into the page's.
  { url: '/schools/index?yid=2025&period=term2', as: 'zone', calls: [schoolList], body: { semesterId: 20252 } },
];

async function settled(queryClient: ReturnType<typeof renderApp>['queryClient']) {
  await waitFor(() => {
    const cards = [...visiblePage().querySelectorAll<HTMLElement>('.srp-widget')];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(state(card)).not.toBe('loading');
    expect(queryClient.isFetching()).toBe(0);
  });
}

describe('a page’s first calls, asked for by the guard, go once', () => {
  test.each(CASES)('$url ($as)', async ({ url, as, calls, body, periodless = [] }) => {
    const seen = recordRequests();
    const { router, queryClient } = renderApp(url, { as });
    await waitForPath(router, url);
    await settled(queryClient);
    for (const endpoint of calls) {
      const sent = seen.filter((s) => s.path === endpoint.path);
      expect(`${endpoint.id}: ${sent.length}`).toBe(`${endpoint.id}: 1`);
      if (periodless.includes(endpoint)) continue;
      // Form-encoded calls carry their numbers as text.
      for (const [name, value] of Object.entries(body))
        expect(`${endpoint.id} ${name}=${String(sent[0].body[name])}`).toBe(`${endpoint.id} ${name}=${String(value)}`);
    }
  });

  test('a campus the URL names that no page has checked yet (no name): the guard asks for nothing with it', async () => {
    const { router } = renderApp('/goals/index', { as: 'library' });
    await waitForPath(router, '/goals/index');
    const queryClient = createQueryClient();
    registerPageDataClient(queryClient);
    // As the guard's scope step leaves it for ?campus=1061 (a campus of another school): set, not yet checked.
    act(() => useSession.getState().setCampus(1061, ''));
    await prefetchPageData(new URL('http://localhost/library/index?campus=1061'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    // Checked by the page's CampusScope (it has its name): asked for, with it.
    act(() => useSession.getState().setCampus(1061, '东校区'));
    await prefetchPageData(new URL('http://localhost/library/index?campus=1061'));
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => (q.queryKey[2] as { campusId: number | null }).campusId),
    ).toEqual(Array(5).fill(1061));
  });

  test('the data calendar, asked for once, is not asked again by a later visit’s guard (as the page’s hook keeps it)', async () => {
    const { router } = renderApp('/goals/index', { as: 'zone' });
    await waitForPath(router, '/goals/index');
    const queryClient = createQueryClient();
    registerPageDataClient(queryClient);
    const seen = recordRequests();
    const sent = (endpoint: Endpoint) => seen.filter((s) => s.path === endpoint.path).length;
    await prefetchPageData(new URL('http://localhost/dashboard?yid=2025'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect([sent(dataCalendar), sent(basicData)]).toEqual([1, 1]);
    // Past the client's staleTime (a minute): the statistics are asked again, the calendar is not.
    vi.setSystemTime(Date.now() + 5 * 60_000);
    try {
      await prefetchPageData(new URL('http://localhost/dashboard?yid=2025'));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect([sent(dataCalendar), sent(basicData)]).toEqual([1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });

  test('the guard’s step alone (no page rendered) asks for exactly the page’s first calls', async () => {
    // A session, as a navigation has it once the guard lets it through.
    const { router } = renderApp('/goals/index', { as: 'zone' });
    await waitForPath(router, '/goals/index');
    for (const { url, calls } of CASES) {
      const queryClient = createQueryClient();
      registerPageDataClient(queryClient);
      await prefetchPageData(new URL(`http://localhost${url}`));
      const asked = queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey[0] as string);
      expect(asked.sort()).toEqual(calls.map((e) => e.id).sort());
    }
  });
});
