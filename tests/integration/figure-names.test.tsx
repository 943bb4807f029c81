import { fireEvent, waitFor, within } from '@testing-library/react';
import { METRICS } from '@/api/metric-catalogue';
import { demoServer } from '@/demo/node';
import { FLAT_ROUTES } from '@/routes/route-table';
import { renderApp, waitForPath } from '../helpers/render-app';

/**
 * Every figure a KPI card or a table column shows carries its catalogue name and an ⓘ with its definition
 * (docs/rules.md#figures), on the real pages with the demo API: a tile or a header that types its own name for a
 * figure fails here. What is not a catalogue figure (a name column, a checkbox, a date) is listed per page.
 */

const NAMES = new Set(Object.values(METRICS).map((m) => m.label));
const HELP = /^指标说明：/;

afterEach(() => demoServer.events.removeAllListeners());

/** The visible page (cached tabs stay mounted but hidden). */
function visiblePage(): HTMLElement {
  const pages = [...document.querySelectorAll<HTMLElement>('.srp-page')];
  return pages.find((p) => !p.closest('[hidden]') && p.style.display !== 'none') ?? document.body;
}

const helpName = (el: HTMLElement) => within(el).queryByRole('button', { name: HELP })?.getAttribute('aria-label')?.slice(5);

/** Every ⓘ is named after a catalogue figure; every KPI title and column header not listed is one, with its ⓘ. */
function expectCatalogueFigures(page: HTMLElement, notFigures: readonly string[]) {
  const helps = within(page).getAllByRole('button', { name: HELP });
  expect(helps.length).toBeGreaterThan(0);
  for (const h of helps) expect(NAMES).toContain(h.getAttribute('aria-label')!.slice(5));

  const titled = [
    ...[...page.querySelectorAll<HTMLElement>('.srp-kpi-title')].map((t) => ({ text: t.textContent ?? '', box: t.parentElement! })),
    ...within(page)
      .getAllByRole('columnheader')
      .map((h) => ({ text: (h.textContent ?? '').trim(), box: h })),
  ].filter((t) => t.text !== '' && !notFigures.includes(t.text));
  expect(titled.length).toBeGreaterThan(0);
  for (const { text, box } of titled) {
    const name = helpName(box);
    expect({ text, name }).toEqual({ text, name: expect.any(String) });
    // The shown name is the catalogue's (a unit may follow it).
    expect(text.startsWith(name!)).toBe(true);
  }
}

async function settled() {
  await waitFor(() => {
    const page = visiblePage();
    expect(page.querySelector('.srp-widget-loading')).toBeNull();
    expect(page.querySelector('.ant-skeleton')).toBeNull();
    expect(within(page).getAllByRole('columnheader').length).toBeGreaterThan(0);
  });
  return visiblePage();
}

describe.each([
  { path: '/dataReport/index', as: 'zone', notFigures: ['学校'] },
  { path: '/schools/index', as: 'zone', notFigures: ['对比', '学校', '最新数据'] },
  { path: '/library/avarage-list', as: 'zone', notFigures: ['排名', '学校', '班级'] },
  { path: '/library/avarage-list', as: 'library', notFigures: ['排名', '班级'] },
])('$path as $as', ({ path, as, notFigures }) => {
  test('every KPI card and figure column: the catalogue name and its ⓘ', async () => {
    const { router } = renderApp(path, { as });
    await waitForPath(router, path);
    expectCatalogueFigures(await settled(), notFigures);
  });
});

test('/library/avarage-list: the class columns are the student figures', async () => {
  const { router } = renderApp('/library/avarage-list', { as: 'library' });
  await waitForPath(router, '/library/avarage-list');
  const page = await settled();
  const names = within(page)
    .getAllByRole('button', { name: HELP })
    .map((b) => b.getAttribute('aria-label'));
  for (const n of ['学生数', '学生借阅人数', '学生借阅率', '学生借阅量', '生均借阅']) expect(names).toContain(`指标说明：${n}`);
  expect(names).not.toContain('指标说明：借阅人数（含教师）');
});

const RANKING_NAME_COLUMNS = ['排名', '区域', '学校', '校区', '年级', '班级', '学生', '教师', '所属区域', '学校 · 班级', '学科', '较上期'];
const rankingPath = (family: string, level: string) =>
  FLAT_ROUTES.find((r) => r.node.meta?.ranking?.family === family && r.node.meta.ranking.level === level)!.fullPath;

describe.each([
  ['overall', 'campus'],
  ['circulation', 'class'],
  ['teaching', 'teacher'],
] as const)('the %s ranking (%s)', (family, level) => {
  test('every metric header: its catalogue name, an ⓘ beside the sort button (not in it), reachable by Tab', async () => {
    const path = rankingPath(family, level);
    const { router } = renderApp(path, { as: 'library' });
    await waitForPath(router, path);
    await waitFor(() => {
      expect(visiblePage().querySelectorAll('.srp-vtable__body [role="row"]').length).toBeGreaterThan(0);
      expect(visiblePage().querySelector('.srp-widget-loading')).toBeNull();
    });
    const table = within(visiblePage()).getByRole('table', { name: /排名表$/ });
    const headers = within(table).getAllByRole('columnheader');
    const metricHeaders = headers.filter((h) => !RANKING_NAME_COLUMNS.includes(h.textContent ?? ''));
    // A teacher's headcount is 任教学生 (the students of the classes taught), a catalogue figure of its own (name, then unit).
    if (level === 'teacher') expect(metricHeaders.map((h) => h.textContent)).toContain('任教学生人');
    expect(metricHeaders.length).toBeGreaterThan(1);
    for (const h of metricHeaders) {
      const help = within(h).getByRole('button', { name: HELP });
      const name = help.getAttribute('aria-label')!.slice(5);
      expect(NAMES).toContain(name);
      expect(h.textContent.startsWith(name)).toBe(true);
      expect(help.closest('button')).toBeNull();
      expect(help).toHaveAttribute('tabindex', '0');
      // The sort button is still there, named after the figure.
      expect(within(h).getByRole('button', { name: new RegExp(`^按${name}`) }).tagName).toBe('BUTTON');
    }
    // Opening an ⓘ does not sort.
    const before = router.state.location.search;
    const first = within(metricHeaders[0]).getByRole('button', { name: HELP });
    fireEvent.keyDown(first, { key: 'Enter' });
    // Its popover is mounted then (src/components/popup-on-demand.ts), around a new ⓘ element.
    expect(within(metricHeaders[0]).getByRole('button', { name: HELP })).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.search).toBe(before);
  });
});
