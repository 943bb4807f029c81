import { fireEvent, waitFor, within } from '@testing-library/react';
import { demoServer } from '@/demo/node';
import { DEMO_TEACHER_ID, findClass, findTeacher } from '@/demo/district';
import { formatPercent } from '@/utils/format';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { allShowData, visiblePage, widget } from '../helpers/stats-page';

/**
 * 我的班级 on the real route table with the demo API: a teacher signing in lands on it; each class against its grade as
 * the call sent them; a quiet student's name opens the student's year (the URL says which, Back closes it); the window
 * of weeks in the URL and the request.
 */

const API = '/services/staticreadingdata/api/';
const WIDGETS = ['班级与年级对比', '近期未读学生', '我的阅读任务'];

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

afterEach(() => demoServer.events.removeAllListeners());

const teacher = findTeacher(DEMO_TEACHER_ID)!;

test('a teacher lands on 我的班级: every class against its grade, as the call sent them', async () => {
  const answers = recordAnswers();
  const { router } = renderApp('/', { as: 'teacher' });
  await waitForPath(router, '/myClass/index');
  await screen.findByRole('heading', { level: 4, name: '我的班级' });
  // The month's widget is titled with the month: found by its title's end.
  await waitFor(() => expect(visiblePage().querySelectorAll('.srp-myclass-card')).toHaveLength(teacher.classIds.length));
  await allShowData(['2026年11月班级与年级对比', ...WIDGETS.slice(1)]);
  const data = answers.get(`${API}teacher/queryMyClasses`) as {
    classes: { name: string; participationRate: number; gradeFigures: { participationRate: number } }[];
  };
  const cards = [...visiblePage().querySelectorAll<HTMLElement>('.srp-myclass-card')];
  expect(cards.map((c) => c.querySelector('.srp-myclass-card__head > :first-child')?.textContent)).toEqual(
    teacher.classIds.map((id) => findClass(id)!.name),
  );
  data.classes.forEach((c, i) => {
    const text = cards[i].textContent ?? '';
    expect(text).toContain(formatPercent(c.participationRate));
    expect(text).toContain(`年级 ${formatPercent(c.gradeFigures.participationRate)}`);
    const up = c.participationRate > c.gradeFigures.participationRate;
    expect(cards[i].querySelector('.srp-mark')?.getAttribute('aria-label')).toBe(up ? '高于年级' : '低于年级');
  });
  expect(within(cards[0]).getByText('班主任')).toBeInTheDocument();
});

test('a quiet student’s name opens the student’s year; the window of weeks is in the URL and the request', async () => {
  const answers = recordAnswers();
  const { router } = renderApp('/myClass/index', { as: 'teacher' });
  await waitForPath(router, '/myClass/index');
  await allShowData(WIDGETS.slice(1), false);
  const quiet = answers.get(`${API}teacher/queryMyClasses`) as { inactive: { studentId: number; name: string }[] };
  const first = quiet.inactive[0];
  const table = widget('近期未读学生');
  await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0));
  expect(table.querySelector('.srp-stat-table button[aria-label*="导出"], .anticon-download')).toBeNull();
  fireEvent.click([...table.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === first.name)!);
  await waitFor(() => expect(router.state.location.search).toBe(`?student=${first.studentId}`));
  const drawer = await screen.findByRole('dialog');
  await waitFor(() => expect(within(drawer).getByText(new RegExp(`^${first.name} · `))).toBeInTheDocument());
  const record = () => answers.get(`${API}teacher/queryStudentRecord`) as { months: { month: string }[] } | undefined;
  await waitFor(() => expect(record()?.months.map((m) => m.month)).toEqual(['2026-09', '2026-10', '2026-11']));
  await waitFor(() => expect(drawer.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(3));
  // Back closes it (the student was a history entry).
  await router.navigate(-1);
  await waitFor(() => expect(router.state.location.search).toBe(''));

  fireEvent.mouseDown(within(visiblePage()).getByRole('combobox', { name: '未读时长' }));
  fireEvent.click(await screen.findByText('近 8 周'));
  await waitFor(() => expect(router.state.location.search).toBe('?weeks=8'));
  await waitFor(() => expect((answers.get(`${API}teacher/queryMyClasses`) as { weeks: number }).weeks).toBe(8));
  const fewer = (answers.get(`${API}teacher/queryMyClasses`) as { inactive: unknown[] }).inactive.length;
  expect(fewer).toBeLessThanOrEqual(quiet.inactive.length);
});
