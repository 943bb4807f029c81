import { fireEvent, waitFor, within } from '@testing-library/react';
import { demoServer } from '@/demo/node';
import { resetDemoStore } from '@/demo/store';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { buttonByText, visiblePage, widget } from '../helpers/stats-page';

/**
 * The bell (提醒) and the 提醒 page on the real route table with the demo API: the bell counts the open alerts, lists the
 * latest with the page that explains each (a school's page in the school's view) and marks one handled; the page lists
 * them all, the handled ones on demand; a district saves its thresholds and the alerts follow; a teacher has no bell.
 */

const API = '/services/staticreadingdata/api/';

function recordAnswers(): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  demoServer.events.on('response:mocked', ({ request, response }) => {
    const path = new URL(request.url).pathname;
    void response
      .clone()
      .json()
      .then((json: { data?: unknown }) => answers.set(path, json.data));
  });
  return answers;
}

beforeEach(() => resetDemoStore());
afterEach(() => demoServer.events.removeAllListeners());

type AlertAnswer = { counts: { total: number }; rows: { id: string; kind: string; libraryId: number; schoolName: string }[] };

test('the bell: the open alerts, the page that explains one, 标记已处理', async () => {
  const answers = recordAnswers();
  const { router } = renderApp('/dashboard', { as: 'zone' });
  await waitForPath(router, '/dashboard');
  const bell = await screen.findByRole('button', { name: /^提醒：\d+ 条待处理$/ });
  const data = answers.get(`${API}alert/queryAlerts`) as AlertAnswer;
  expect(bell).toHaveAccessibleName(`提醒：${data.counts.total} 条待处理`);
  fireEvent.click(bell);
  const panel = await screen.findByRole('list', { name: '最新提醒' });
  const items = within(panel).getAllByRole('listitem');
  expect(items).toHaveLength(Math.min(5, data.counts.total));
  // The first is the school that stopped reporting: 学校数据 explains it (the district's page).
  expect(items[0]).toHaveTextContent(data.rows[0].schoolName);
  expect(within(items[0]).getByRole('link', { name: '查看' })).toHaveAttribute('href', '/schools/index');
  // A drop is explained by the school's 图书流通, in the school's view.
  const drop = data.rows.find((r) => r.kind === 'drop')!;
  const dropItem = items.find((li) => li.textContent?.includes('借阅骤降'))!;
  expect(within(dropItem).getByRole('link', { name: '查看' })).toHaveAttribute('href', `/library/circulation?school=${drop.libraryId}`);
  fireEvent.click(within(items[0]).getByRole('button', { name: '标记已处理' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /^提醒：/ })).toHaveAccessibleName(`提醒：${data.counts.total - 1} 条待处理`),
  );
  fireEvent.click(within(screen.getByRole('list', { name: '最新提醒' }).parentElement!).getByRole('link', { name: /^全部提醒/ }));
  await waitForPath(router, '/alerts');
});

test('the 提醒 page: every alert, the handled ones on demand; the district saves a threshold and the alerts follow', async () => {
  const answers = recordAnswers();
  const { router } = renderApp('/alerts', { as: 'zone' });
  await waitForPath(router, '/alerts');
  await screen.findByRole('heading', { level: 4, name: '提醒' });
  const table = () => widget('提醒列表');
  await waitFor(() => expect(table().querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0));
  const data = answers.get(`${API}alert/queryAlerts`) as AlertAnswer;
  expect(table().querySelectorAll('tbody tr.ant-table-row')).toHaveLength(data.rows.length);
  // 标记已处理 on the first row: it leaves the list; 显示已处理 brings it back, marked.
  fireEvent.click(buttonByText(table().querySelector<HTMLElement>('tbody tr.ant-table-row')!, '标记已处理'));
  await waitFor(() => expect(table().querySelectorAll('tbody tr.ant-table-row')).toHaveLength(data.rows.length - 1));
  fireEvent.click(within(visiblePage()).getByRole('switch'));
  await waitFor(() => expect(router.state.location.search).toBe('?handled=1'));
  await waitFor(() => expect(table().textContent).toMatch(/已处理（李主任/));

  // The district's threshold: 20 days before a school counts as stopped.
  const days = within(widget('提醒阈值')).getByRole('spinbutton', { name: /^数据中断/ });
  fireEvent.change(days, { target: { value: '20' } });
  fireEvent.blur(days);
  // antd spaces a two-character label: 保 存.
  fireEvent.click(buttonByText(widget('提醒阈值'), '保 存'));
  await waitFor(() =>
    expect((answers.get(`${API}alert/queryAlerts`) as { thresholds: { lateAfterDays: number } }).thresholds.lateAfterDays).toBe(20),
  );
  await waitFor(() => expect(table().textContent).not.toMatch(/数据中断/));
});

test('a school’s library reads the thresholds', async () => {
  const { router } = renderApp('/alerts', { as: 'library' });
  await waitForPath(router, '/alerts');
  await waitFor(() => expect(within(widget('提醒阈值')).getByText('阈值由区域设定。')).toBeInTheDocument());
  for (const input of within(widget('提醒阈值')).getAllByRole('spinbutton')) expect(input).toBeDisabled();
});

test('a teacher has no bell and no 提醒 page', async () => {
  const teacher = renderApp('/myClass/index', { as: 'teacher' });
  await waitForPath(teacher.router, '/myClass/index');
  await screen.findByRole('heading', { level: 4, name: '我的班级' });
  expect(screen.queryByRole('button', { name: /^提醒/ })).toBeNull();
  await teacher.router.navigate('/alerts');
  await waitForPath(teacher.router, '/401');
});
