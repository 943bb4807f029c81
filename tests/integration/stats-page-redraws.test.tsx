import { waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { demoServer } from '@/demo/node';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { state, visiblePage } from '../helpers/stats-page';

/**
 * A statistics page redraws at each of its answers (it holds their queries); its header (heading, scope line, the
 * period and 学年 selects, 打印, the section's tabs) is drawn again only when what it shows changes
 * (src/components/stats-page.tsx, StatsPageHeader). Counted on 馆藏概况 with the demo API: the KPI panel stands for the
 * page's body (drawn at every page render), the 学年 select for the header. The answers come one after the other, as
 * over a network (in the test's demo API they would all come in one task and be drawn together).
 */

const renders = vi.hoisted(() => ({ header: 0, body: 0, pageDrawn: () => {} }));

vi.mock('@/components/year-select', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/components/year-select')>();
  return {
    ...original,
    YearSelect: (props: Parameters<typeof original.YearSelect>[0]) => {
      renders.header++;
      return <original.YearSelect {...props} />;
    },
  };
});

vi.mock('@/components/kpi-panel', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/components/kpi-panel')>();
  return {
    ...original,
    KpiPanel: (props: Parameters<typeof original.KpiPanel>[0]) => {
      renders.body++;
      renders.pageDrawn();
      return <original.KpiPanel {...props} />;
    },
  };
});

test('馆藏概况: the page redraws at its answers, its header only when the scope comes', async () => {
  renders.header = 0;
  renders.body = 0;
  // Every statistics call of the page is held until the page has drawn, then each a little longer than the one before; the demo API
  // answers it after (a resolver that returns nothing hands the request on to the next handler).
  const pageDrawn = new Promise<void>((resolve) => {
    renders.pageDrawn = resolve;
  });
  let calls = 0;
  demoServer.use(
    http.post('*/app-sy-statistics/api/*', async ({ request }) => {
      // The session's own calls (base/…: the profile the guard waits for) go at once.
      if (new URL(request.url).pathname.includes('/api/base/')) return;
      const wait = 250 * ++calls;
      await pageDrawn;
      await delay(wait);
    }),
  );
  const { router, queryClient } = renderApp('/library/index', { as: 'zone' });
  await waitForPath(router, '/library/index');
  await waitFor(() => {
    const cards = [...visiblePage().querySelectorAll<HTMLElement>('.srp-widget')];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(state(card)).toBe('data');
  });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  // The scope line shows the district the answers named: the header did draw what changed.
  expect(screen.getByTestId('stats-scope').textContent).toMatch(/区域/);
  expect(calls).toBeGreaterThanOrEqual(6);
  // The header was drawn at its first drawing and when the scope came (twice; as often as the body before
  // StatsPageHeader), the body again at the answers (eight times here).
  expect(renders.header).toBeLessThanOrEqual(3);
  expect(renders.body).toBeGreaterThanOrEqual(renders.header + 3);
});
