import { fireEvent, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { demoServer } from '@/demo/node';
import { LAST_DATA_MONTH } from '@/demo/district';
import { metricInfo } from '@/api/ranking-metrics';
import { formatDecimal, formatPercent } from '@/utils/format';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { visiblePage, widget } from '../helpers/stats-page';

/**
 * Change against the previous period on the real route table with the demo API: each KPI card's ▲/▼ and the previous
 * value on hover are the figures the same page shows for the period compared with (the same months a year before);
 * the period picker puts the term or the months in the URL and in every call; the schools table's change against last
 * year, trend line and the marks above or below the district.
 */

interface Exchange {
  path: string;
  body: Record<string, string>;
  data: unknown;
}

/** Every answer with the request that asked it (form or JSON body, as strings). */
function recordExchanges(): Exchange[] {
  const seen: Exchange[] = [];
  const bodies = new Map<string, Promise<string>>();
  demoServer.events.on('request:start', ({ request, requestId }) => void bodies.set(requestId, request.clone().text()));
  demoServer.events.on('response:mocked', ({ request, requestId, response }) => {
    const path = new URL(request.url).pathname;
    void Promise.all([bodies.get(requestId) ?? Promise.resolve(''), response.clone().json() as Promise<{ data?: unknown }>]).then(
      ([text, json]) => {
        let body: Record<string, string>;
        try {
          body = Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
        } catch {
          body = Object.fromEntries(new URLSearchParams(text));
        }
        seen.push({ path, body, data: json.data });
      },
    );
  });
  return seen;
}

afterEach(() => demoServer.events.removeAllListeners());

const norm = (s: string | null | undefined) => (s ?? '').normalize('NFKC').replace(/\s+/g, '');

interface Tile {
  title: string;
  value: string;
  /** The comparison's accessible name: 较上年同期上升12.3%，上年同期：1,234 人 */
  change: string;
  trend: string;
}

function tiles(panel: HTMLElement): Tile[] {
  return [...panel.querySelectorAll<HTMLElement>('.srp-kpi-card')].map((card) => {
    const c = card.querySelector<HTMLElement>('.srp-kpi-comparison');
    return {
      title: norm(card.querySelector('.srp-kpi-title')?.textContent),
      value: norm(card.querySelector('.srp-kpi-value')?.textContent),
      change: norm(c?.getAttribute('aria-label')),
      trend: c?.dataset.trend ?? '',
    };
  });
}

// The demo's running school year, the months it has data for, and the same months a year before.
const YEAR = Number(LAST_DATA_MONTH.slice(0, 4)) - (Number(LAST_DATA_MONTH.slice(5, 7)) >= 9 ? 0 : 1);
const FROM = `${YEAR - 1}-09`;
const TO = `${YEAR - 1}-${LAST_DATA_MONTH.slice(5, 7)}`;

/**
 * Holds the calls of `path` for the period compared with (those with months: a form or JSON body) until `release`;
 * every call is then answered as usual (the resolver returns nothing: the demo API's handler answers).
 */
function holdComparisons(path: string): { release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  demoServer.use(
    http.post(`*/${path}`, async ({ request }) => {
      const text = await request.clone().text();
      if (text.includes('fromMonth')) await held;
      return undefined;
    }),
  );
  return { release };
}

/** The comparison lines a KPI panel keeps free while the period compared with is asked for. */
function slotsOf(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>('.srp-kpi-comparison-slot')];
}

test('首页: the cards show their figures while the period compared with is still asked for; its line is kept free, then filled', async () => {
  const { release } = holdComparisons('overall/overview/queryBasicData');
  const view = renderApp('/dashboard', { as: 'zone' });
  await waitForPath(view.router, '/dashboard');
  await waitFor(() => expect(tiles(widget('核心指标')).length).toBeGreaterThan(0));
  const panel = widget('核心指标');
  expect(tiles(panel).every((t) => t.value !== '' && t.value !== '-')).toBe(true);
  // No comparison yet: each card keeps its line, unseen and out of the accessibility tree.
  expect(panel.querySelectorAll('.srp-kpi-comparison')).toHaveLength(0);
  expect(slotsOf(panel)).toHaveLength(tiles(panel).length);
  for (const slot of slotsOf(panel)) {
    expect(slot).toHaveAttribute('aria-hidden', 'true');
    expect(slot.style.visibility).toBe('hidden');
  }
  release();
  await waitFor(() => expect(tiles(widget('核心指标')).every((t) => t.change.startsWith('较上年同期'))).toBe(true));
  expect(slotsOf(widget('核心指标'))).toHaveLength(0);
});

test('学校数据: only the cards that show the period compared with keep a line for it (the others would shrink when it comes)', async () => {
  const { release } = holdComparisons('school/querySchoolList');
  const view = renderApp('/schools/index', { as: 'zone' });
  await waitForPath(view.router, '/schools/index');
  await waitFor(() => expect(tiles(widget('学校概况')).length).toBeGreaterThan(0));
  const kept = slotsOf(widget('学校概况')).map((slot) => norm(slot.closest('.srp-kpi-card')?.querySelector('.srp-kpi-title')?.textContent));
  release();
  await waitFor(() => expect(slotsOf(widget('学校概况'))).toHaveLength(0));
  await waitFor(() => expect(tiles(widget('学校概况')).some((t) => t.change !== '')).toBe(true));
  const compared = tiles(widget('学校概况')).filter((t) => t.change !== '');
  expect(kept).toEqual(compared.map((t) => t.title));
  expect(kept.length).toBeLessThan(tiles(widget('学校概况')).length);
});

test('首页: every card against the same months last year; the value on hover is what the page shows for those months', async () => {
  const seen = recordExchanges();
  const first = renderApp('/dashboard', { as: 'zone' });
  await waitForPath(first.router, '/dashboard');
  await waitFor(() => expect(tiles(widget('核心指标')).length).toBeGreaterThan(0));
  await waitFor(() => expect(tiles(widget('核心指标')).every((t) => t.change.startsWith('较上年同期'))).toBe(true));
  const now = tiles(widget('核心指标'));
  // The previous period asked for: the same months a year before, by the same call.
  const basic = seen.filter((e) => e.path.endsWith('queryBasicData'));
  const previous = basic.find((e) => e.body.fromMonth === FROM && e.body.toMonth === TO);
  expect(previous, JSON.stringify(basic.map((e) => e.body))).toBeDefined();
  const current = basic.find((e) => e.body.fromMonth === undefined && e.body.yearId === String(YEAR))!;
  expect(current).toBeDefined();
  first.unmount();

  // The same page for those months, through the period picker's URL: its cards' values are the hints above.
  const second = renderApp(`/dashboard?yid=${YEAR - 1}&period=range&from=${FROM}&to=${TO}`, { as: 'zone' });
  await waitForPath(second.router, `/dashboard?yid=${YEAR - 1}&period=range&from=${FROM}&to=${TO}`);
  await waitFor(() => expect(tiles(widget('核心指标')).length).toBe(now.length));
  await waitFor(() => expect(tiles(widget('核心指标')).every((t) => t.value !== '-')).toBe(true));
  const before = new Map(tiles(widget('核心指标')).map((t) => [t.title, t.value]));
  expect(norm(screen.getByTestId('stats-scope').textContent)).toContain(norm(`${FROM.slice(0, 4)}年9月–`));

  const FIELDS = new Map(
    (['students', 'teachers', 'volumes', 'allLoans', 'loansPerStudent', 'activeReaders'] as const).map((m) => [
      norm(metricInfo(m).label),
      m === 'allLoans' ? 'loans' : m,
    ]),
  );
  const cur = current.data as Record<string, number>;
  const prev = previous!.data as Record<string, number>;
  const checked: string[] = [];
  for (const t of now) {
    // The hover text: 上年同期：<the value the page shows for those months>
    expect(t.change, t.title).toContain(norm(`，上年同期：${before.get(t.title)}`));
    // The change: this figure against that one (a rate in percentage points, anything else in per cent).
    const m = /^较上年同期(上升|下降|持平)(.*?),/.exec(t.change);
    expect(m, t.change).not.toBeNull();
    const key = FIELDS.get(t.title);
    if (key && cur[key] !== undefined && prev[key] !== undefined && prev[key] > 0) {
      const change = (cur[key] - prev[key]) / prev[key];
      const text = formatPercent(Math.abs(change));
      expect(m![1], t.title).toBe(/^0(\.0+)?%$/.test(text) ? '持平' : change > 0 ? '上升' : '下降');
      if (m![1] !== '持平') expect(m![2], t.title).toBe(text);
      checked.push(key);
    }
  }
  // Counts and a per-student figure at least, of the eight.
  expect(checked).toEqual(expect.arrayContaining(['students', 'loansPerStudent']));
});

test('the period picker: 上学期 and a custom range of months in the URL, in every call and the scope line', async () => {
  const seen = recordExchanges();
  const { router } = renderApp('/dataReport/index', { as: 'zone' });
  await waitForPath(router, '/dataReport/index');
  await waitFor(() => expect(tiles(widget('阅读概况')).length).toBeGreaterThan(0));

  fireEvent.mouseDown(within(visiblePage()).getByRole('combobox', { name: '时段' }));
  fireEvent.click((await screen.findAllByTitle('上学期')).find((el) => el.classList.contains('ant-select-item-option'))!);
  await waitFor(() => expect(router.state.location.search).toBe('?period=term1'));
  await waitFor(() => expect(seen.some((e) => e.path.endsWith('queryReadingOverview') && e.body.semesterId === `${YEAR}1`)).toBe(true));
  await waitFor(() => expect(norm(screen.getByTestId('stats-scope').textContent)).toContain('上学期'));
  // The term still runs: it is compared with as many months of the term before.
  await waitFor(() => expect(tiles(widget('阅读概况'))[0].change).toMatch(/^较上学期(同期)?/));

  fireEvent.mouseDown(within(visiblePage()).getByRole('combobox', { name: '时段' }));
  fireEvent.click((await screen.findAllByTitle('自定义月份')).find((el) => el.classList.contains('ant-select-item-option'))!);
  await waitFor(() => expect(router.state.location.search).toBe(`?period=range&from=${YEAR}-09&to=${LAST_DATA_MONTH}`));
  await waitFor(() =>
    expect(
      seen.some((e) => e.path.endsWith('queryReadingOverview') && e.body.fromMonth === `${YEAR}-09` && e.body.toMonth === LAST_DATA_MONTH),
    ).toBe(true),
  );
  // Every call of the page follows the range (not only the cards). The month selects are waited for, not assumed from
  // the calls: a page that names its first calls (src/app/page-data.ts) has them asked for as the navigation starts,
  // before it has drawn.
  await waitFor(() => expect(seen.some((e) => e.path.endsWith('queryReadingByGrade') && e.body.fromMonth === `${YEAR}-09`)).toBe(true));
  expect(await within(visiblePage()).findByRole('combobox', { name: '起始月份' })).toBeInTheDocument();
  await waitFor(() => expect(tiles(widget('阅读概况'))[0].change).toMatch(/^较上年同期/));
});

test('学校数据: the change against last year per school, the year’s trend line, marks against the district', async () => {
  const seen = recordExchanges();
  const { router } = renderApp('/schools/index', { as: 'zone' });
  await waitForPath(router, '/schools/index');
  const table = () => widget('学校一览');
  await waitFor(() => expect(table().querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0));
  await waitFor(() => expect(within(table()).getAllByText('生均借阅变化（较上年同期）').length).toBeGreaterThan(0));
  type List = {
    average: { loansPerStudent: number; participationRate: number };
    rows: { libraryId: number; name: string; loansPerStudent: number; participationRate: number; monthlyLoans: (number | null)[] }[];
  };
  const lists = seen.filter((e) => e.path.endsWith('querySchoolList'));
  const cur = lists.find((e) => e.body.fromMonth === undefined)!.data as List;
  const prev = lists.find((e) => e.body.fromMonth === FROM && e.body.toMonth === TO)!.data as List;
  expect(prev).toBeDefined();
  const prevById = new Map(prev.rows.map((r) => [r.libraryId, r]));
  const rows = [...table().querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
  expect(rows).toHaveLength(cur.rows.length);
  for (const r of cur.rows) {
    const tr = rows.find((el) => el.textContent?.includes(r.name))!;
    const p = prevById.get(r.libraryId)!;
    const change = (r.loansPerStudent - p.loansPerStudent) / p.loansPerStudent;
    expect(tr.textContent).toContain(`${change > 0 ? '▲' : change < 0 ? '▼' : ''}${formatPercent(Math.abs(change))}`);
    // The trend line: the school year's months with data, none after the last month with data.
    const line = tr.querySelector('svg.srp-sparkline');
    expect(line).toHaveAccessibleName(`${r.name}学年内每月学生借阅量`);
    expect(r.monthlyLoans.filter((v) => v !== null)).toHaveLength(
      (Number(LAST_DATA_MONTH.slice(0, 4)) - YEAR) * 12 + Number(LAST_DATA_MONTH.slice(5, 7)) - 8,
    );
    // ▲ above the district's own figure, ▼ below, named with it.
    const mark = within(tr)
      .getAllByRole('img')
      .find((el) => el.getAttribute('aria-label')?.includes('区域整体'));
    const above = r.loansPerStudent > cur.average.loansPerStudent;
    expect(mark).toHaveAccessibleName(`${above ? '高于' : '低于'}区域整体（${formatDecimal(cur.average.loansPerStudent)}）`);
  }
});
