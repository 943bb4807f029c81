import { fireEvent, waitFor, within } from '@testing-library/react';
import { demoServer } from '@/demo/node';
import { DEMO_LIBRARY_ID, findSchool } from '@/demo/district';
import { formatLarge } from '@/utils/format';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { allShowData, state, visiblePage, widget } from '../helpers/stats-page';

/**
 * The lists a librarian acts on, on the real route table with the demo API: 逾期清单 shows the overdue count of 图书流通
 * and a 催还单 per class whose items are the class's figure; 馆藏剔旧 the holdings of 馆藏概况; 应补册数 the schools by gap
 * with the price in the URL; who may open which (the slips and the weeding list name a school's readers and books:
 * the library role, or a zone user in a school's view).
 */

const STATS = '/app-sy-statistics/api/';

function recordAnswers(): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  demoServer.events.on('response:mocked', ({ request, response }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(STATS)) return;
    void response
      .clone()
      .json()
      .then((json: { data?: unknown }) => answers.set(url.pathname.slice(STATS.length), json.data));
  });
  return answers;
}

afterEach(() => demoServer.events.removeAllListeners());

function kpiText(title: string): string {
  const card = [...visiblePage().querySelectorAll<HTMLElement>('.srp-kpi-card')].find(
    (c) => c.querySelector('.srp-kpi-title')?.textContent === title,
  );
  if (!card) throw new Error(`no KPI tile ${title}`);
  return card.querySelector('.srp-kpi-value')?.textContent ?? '';
}

async function open(path: string, as: string, heading: string, library?: number) {
  if (library) {
    const lib = findSchool(library)!;
    localStorage.setItem(`srp:${as}:library`, JSON.stringify({ id: lib.libraryId, name: lib.name }));
  }
  const app = renderApp(path, { as });
  await waitForPath(app.router, path);
  await screen.findByRole('heading', { level: 4, name: heading });
  return app;
}

function tabs(): string[] {
  const nav = within(visiblePage()).getByRole('navigation', { name: '图书馆数据分页' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

describe('/library/overdue — 逾期清单', () => {
  test('the overdue count is 图书流通’s; a class’s slip lists its readers’ items, as many as its figure', async () => {
    const answers = recordAnswers();
    const { router } = await open('/library/circulation', 'library', '图书流通');
    await waitFor(() => expect(kpiText('逾期（全部读者）')).not.toBe(''));
    const circulation = kpiText('逾期（全部读者）');
    await router.navigate('/library/overdue');
    await screen.findByRole('heading', { level: 4, name: '逾期清单' });
    await allShowData(['逾期概况', '各班级逾期', '催还单']);
    expect(kpiText('逾期（全部读者）')).toBe(circulation);
    const data = answers.get('circulation/queryOverdueList') as {
      overdue: number;
      rows: { kind: string; id: number; name: string; overdue: number; people: { items: unknown[] }[] }[];
    };
    expect(circulation).toBe(`${formatLarge(data.overdue)}册次`);
    expect(tabs()).toEqual(['馆藏概况', '借阅排行', '图书流通', '师生平均借阅', '逾期清单', '馆藏剔旧', '应补册数与补充计划']);

    // The first class with overdue items is shown; a class name in the table opens its slip (the URL says which).
    const first = data.rows.find((r) => r.overdue > 0)!;
    const slips = () => [...visiblePage().querySelectorAll<HTMLElement>('.srp-slip')];
    expect(slips()).toHaveLength(1);
    expect(slips()[0].querySelector('h3')?.textContent).toContain(first.name);
    const busiest = [...data.rows].sort((a, b) => b.overdue - a.overdue)[0];
    const table = widget('各班级逾期');
    fireEvent.click([...table.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === busiest.name)!);
    await waitFor(() => expect(router.state.location.search).toBe(`?class=${busiest.kind === 'class' ? busiest.id : `t${busiest.id}`}`));
    await waitFor(() => expect(slips()[0].querySelector('h3')?.textContent).toContain(busiest.name));
    const rows = slips()[0].querySelectorAll('tbody tr');
    expect(rows).toHaveLength(busiest.people.length);
    const books = [...rows].reduce((a, tr) => a + Number(tr.lastElementChild?.textContent), 0);
    expect(books).toBe(busiest.overdue);
  });

  test('class=all: one slip per class with overdue items', async () => {
    const answers = recordAnswers();
    await open('/library/overdue?class=all', 'library', '逾期清单');
    await allShowData(['逾期概况', '各班级逾期', '催还单']);
    const data = answers.get('circulation/queryOverdueList') as { rows: { overdue: number }[] };
    await waitFor(() => expect(visiblePage().querySelectorAll('.srp-slip')).toHaveLength(data.rows.filter((r) => r.overdue > 0).length));
  });

  test('a zone user: no slips or weeding list of the district (/401, no tab)', async () => {
    const { router } = await open('/library/supplement', 'zone', '应补册数与补充计划');
    expect(tabs()).toEqual(['馆藏概况', '借阅排行', '图书流通', '师生平均借阅', '应补册数与补充计划']);
    await router.navigate('/library/overdue');
    await waitForPath(router, '/401');
    await router.navigate('/library/weeding');
    await waitForPath(router, '/401');
  });

  test('a zone user in a school’s view opens the school’s slips', async () => {
    await open(`/library/overdue?school=${DEMO_LIBRARY_ID}`, 'zone', '逾期清单', DEMO_LIBRARY_ID);
    await allShowData(['逾期概况', '各班级逾期', '催还单']);
    await waitFor(() =>
      expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`学校${findSchool(DEMO_LIBRARY_ID)!.name}`),
    );
  });
});

describe('/library/weeding — 馆藏剔旧', () => {
  test('the volumes are 馆藏概况’s; the list is by 中图法 class, most candidates first', async () => {
    const { router } = await open('/library/index', 'library', '馆藏概况');
    await waitFor(() => expect(kpiText('馆藏')).not.toBe(''));
    const volumes = kpiText('馆藏');
    const recent = kpiText('近三年出版占比');
    await router.navigate('/library/weeding');
    await screen.findByRole('heading', { level: 4, name: '馆藏剔旧' });
    await allShowData(['馆藏年龄', '各分类馆藏年龄', '剔旧清单']);
    expect(kpiText('馆藏')).toBe(volumes);
    expect(kpiText('近三年出版占比')).toBe(recent);
    const cells = [...widget('剔旧清单').querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.lastElementChild?.textContent ?? '');
    expect(cells).toHaveLength(22);
    const numbers = cells.map((c) => (c.endsWith('万') ? Number(c.slice(0, -1)) * 9999 : Number(c)));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });
});

describe('/library/supplement — 应补册数与补充计划', () => {
  test('a district: schools by gap, the price from the URL into the request and the cost', async () => {
    const answers = recordAnswers();
    const { router } = await open('/library/supplement', 'zone', '应补册数与补充计划');
    await allShowData(['补充概况', '各学校应补册数', '按中图法分类的补充计划']);
    const plan = answers.get('book/management/queryReplenishmentPlan') as {
      gap: number;
      defaultPrice: number;
      rows: { name: string; gap: number }[];
    };
    expect(kpiText('应补册数')).toBe(`${formatLarge(plan.gap)}册`);
    const names = [...widget('各学校应补册数').querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.firstElementChild?.textContent);
    expect(names).toEqual(plan.rows.map((r) => r.name));
    const price = screen.getByRole('spinbutton', { name: '平均单价（元/册）' });
    expect(price).toHaveValue(String(plan.defaultPrice.toFixed(2)));
    fireEvent.change(price, { target: { value: '50' } });
    fireEvent.blur(price);
    await waitFor(() => expect(router.state.location.search).toBe('?price=50'));
    await waitFor(() => expect((answers.get('book/management/queryReplenishmentPlan') as { averagePrice: number }).averagePrice).toBe(50));
    const planned = (answers.get('book/management/queryReplenishmentPlan') as { planned: number; cost: number }).planned;
    await waitFor(() => expect(kpiText('预计费用')).toBe(`${formatLarge(planned * 50)}元`));
  });

  test('a school: its own figures, no school table; a school that meets both standards needs no plan', async () => {
    // 滨江市实验小学 holds more than its roll needs and added more than one book per student this year.
    await open('/library/supplement?price=abc', 'library', '应补册数与补充计划');
    await allShowData(['补充概况'], false);
    expect(kpiText('藏书标准')).toBe('25.00册/生');
    expect(kpiText('应补册数')).toBe('0册');
    await waitFor(() => expect(state(widget('按中图法分类的补充计划'))).toBe('empty'));
    expect(visiblePage().querySelectorAll('.srp-widget')).toHaveLength(2);
  });

  test('a school below the standard: the plan by 中图法 class adds up to the purchase', async () => {
    const answers = recordAnswers();
    await open('/library/supplement?school=107', 'zone', '应补册数与补充计划', 107);
    await allShowData(['补充概况', '按中图法分类的补充计划']);
    const plan = answers.get('book/management/queryReplenishmentPlan') as { planned: number; gap: number };
    expect(plan.gap).toBeGreaterThan(0);
    expect(kpiText('建议采购')).toBe(`${formatLarge(plan.planned)}册`);
  });
});
