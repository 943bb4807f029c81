import { fireEvent, waitFor, within } from '@testing-library/react';
import { demoServer } from '@/demo/node';
import { resetDemoStore } from '@/demo/store';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { buttonByText, recordPageAnswers, widget } from '../helpers/stats-page';

/**
 * 目标 (/goals/index) and the goals' progress on the real route table with the demo API: a district sets a school's
 * target, it is saved and kept (a new app over the same demo store: a reload), the bell counts the goal alert it raises
 * and links it to /goals/index in the school's view; the targets are checked before saving; a KPI card's progress is
 * the page's own figure ÷ the target, and a goal's current value is that same figure.
 */

const API = '/services/staticreadingdata/api/';
const STATS = '/app-sy-statistics/api/';

type Figure = { metric: string; target: number | null; current: number | null; progress: number | null; onTrack: boolean | null };
type GoalsAnswer = { canEdit: boolean; rows: { level: string; id: number; name: string; figures: Figure[] }[] };
type AlertAnswer = { counts: { goal: number; total: number }; rows: { kind: string; libraryId: number; text: string }[] };

beforeEach(() => resetDemoStore());
afterEach(() => demoServer.events.removeAllListeners());

const figure = (row: GoalsAnswer['rows'][number], metric: string) => row.figures.find((f) => f.metric === metric)!;
const bellCount = () =>
  Number(/^提醒：(\d+) 条待处理$/.exec(screen.getByRole('button', { name: /^提醒：/ }).getAttribute('aria-label') ?? '')?.[1]);

test('a district sets a school’s target: saved, kept after a reload, and the bell counts the goal alert', async () => {
  const answers = recordPageAnswers();
  const first = renderApp('/goals/index', { as: 'zone' });
  await waitForPath(first.router, '/goals/index');
  await screen.findByRole('heading', { level: 4, name: '目标' });
  await waitFor(() => expect(answers.get(`${API}goal/queryGoals`)).toBeDefined());
  const goals = answers.get(`${API}goal/queryGoals`) as GoalsAnswer;
  expect(goals.canEdit).toBe(true);
  expect(goals.rows[0].level).toBe('district');
  const school = goals.rows[1];
  expect(school.level).toBe('school');
  expect(figure(school, 'participationRate').target).toBeNull();
  await screen.findByRole('button', { name: /^提醒：\d+ 条待处理$/ });
  await waitFor(() => expect(answers.get(`${API}alert/queryAlerts`)).toBeDefined());
  const before = answers.get(`${API}alert/queryAlerts`) as AlertAnswer;
  expect(bellCount()).toBe(before.counts.total);

  // 参与率 is a level: a target of 99 % is out of reach of the school's current rate.
  const table = widget('目标设定与进度');
  const input = await within(table).findByRole('spinbutton', { name: `${school.name} 参与率目标` });
  fireEvent.change(input, { target: { value: '99' } });
  fireEvent.blur(input);
  fireEvent.click(buttonByText(table, '保存目标'));
  expect(await screen.findByText('目标已保存（1 项）')).toBeInTheDocument();
  await waitFor(() => expect(figure((answers.get(`${API}goal/queryGoals`) as GoalsAnswer).rows[1], 'participationRate').target).toBe(0.99));
  const saved = figure((answers.get(`${API}goal/queryGoals`) as GoalsAnswer).rows[1], 'participationRate');
  expect(saved.onTrack).toBe(false);
  expect(saved.progress).toBeCloseTo(saved.current! / 0.99, 10);

  // The goal alert: one more in the bell, for that school (its link, /goals/index in the school's view: alerts.dom.test.ts).
  await waitFor(() => expect(bellCount()).toBe(before.counts.total + 1));
  const after = answers.get(`${API}alert/queryAlerts`) as AlertAnswer;
  expect(after.counts.goal).toBe(before.counts.goal + 1);
  const alert = after.rows.find((r) => r.kind === 'goal' && r.libraryId === school.id)!;
  expect(alert.text).toMatch(/^本校参与率目标 99\.0%/);
  first.unmount();

  // A reload: a new app, the same demo store.
  const again = renderApp('/goals/index', { as: 'zone' });
  await waitForPath(again.router, '/goals/index');
  const kept = await within(await waitFor(() => widget('目标设定与进度'))).findByRole('spinbutton', { name: `${school.name} 参与率目标` });
  await waitFor(() => expect(kept).toHaveValue('99'));
});

test('the targets are checked before saving: no negative, 参与率 at most 100 %', async () => {
  const { router } = renderApp('/goals/index', { as: 'library' });
  await waitForPath(router, '/goals/index');
  const table = await waitFor(() => widget('目标设定与进度'));
  const rate = (await within(table).findAllByRole('spinbutton', { name: / 参与率目标$/ }))[0];
  fireEvent.change(rate, { target: { value: '120' } });
  expect(await within(table).findAllByText('参与率目标不能超过 100%')).not.toHaveLength(0);
  expect(buttonByText(table, '保存目标').closest('button')).toBeDisabled();
  const loans = within(table).getAllByRole('spinbutton', { name: / 生均借阅目标$/ })[0];
  fireEvent.change(rate, { target: { value: '' } });
  fireEvent.change(loans, { target: { value: '-1' } });
  expect(await within(table).findAllByText('目标不能为负数')).not.toHaveLength(0);
  expect(buttonByText(table, '保存目标').closest('button')).toBeDisabled();
});

/** The progress line of the KPI card titled `title` in widget `panel`. */
function cardProgress(panel: string, title: string): HTMLElement {
  const card = [...widget(panel).querySelectorAll<HTMLElement>('.srp-kpi-card')].find(
    (c) => c.querySelector('.srp-kpi-title')?.textContent === title,
  );
  const line = card?.querySelector<HTMLElement>('.srp-goal-progress');
  if (!line) throw new Error(`no goal progress on ${title}`);
  return line;
}

test('a KPI card’s progress is the page’s own figure ÷ the target, and the goal’s current value is that figure', async () => {
  const answers = recordPageAnswers();
  // The district's goals (seeded from last year's figures) on 图书流通: 生均借阅.
  const circulation = renderApp('/library/circulation', { as: 'zone' });
  await waitForPath(circulation.router, '/library/circulation');
  await waitFor(() => expect(answers.get(`${API}goal/queryGoals`)).toBeDefined());
  await waitFor(() => cardProgress('流通概况', '生均借阅'));
  const goals = answers.get(`${API}goal/queryGoals`) as GoalsAnswer;
  expect(goals.rows).toHaveLength(1);
  const loans = figure(goals.rows[0], 'loansPerStudent');
  const summary = answers.get(`${STATS}circulation/queryBookCirculationData`) as { loansPerStudent: number };
  expect(loans.target).not.toBeNull();
  expect(loans.current).toBe(summary.loansPerStudent);
  expect(Number(cardProgress('流通概况', '生均借阅').dataset.progress)).toBeCloseTo(summary.loansPerStudent / loans.target!, 12);
  expect(cardProgress('流通概况', '生均借阅').dataset.onTrack).toBe(String(loans.onTrack));
  circulation.unmount();

  // 阅读数据: 参与率 beside 阅读人数.
  const reading = renderApp('/dataReport/index', { as: 'zone' });
  await waitForPath(reading.router, '/dataReport/index');
  await waitFor(() => cardProgress('阅读概况', '参与人数'));
  const overview = answers.get(`${API}reading/queryReadingOverview`) as { participationRate: number; booksPerStudent: number };
  // The panel asks for the goals of its own tiles' figures (参与率, 人均阅读).
  await waitFor(() =>
    expect((answers.get(`${API}goal/queryGoals`) as GoalsAnswer).rows[0].figures.map((f) => f.metric)).toEqual([
      'participationRate',
      'booksPerStudent',
    ]),
  );
  const readingGoals = answers.get(`${API}goal/queryGoals`) as GoalsAnswer;
  const rate = figure(readingGoals.rows[0], 'participationRate');
  expect(rate.current).toBe(overview.participationRate);
  expect(Number(cardProgress('阅读概况', '参与人数').dataset.progress)).toBeCloseTo(overview.participationRate / rate.target!, 12);
  expect(figure(readingGoals.rows[0], 'booksPerStudent').current).toBe(overview.booksPerStudent);
});
