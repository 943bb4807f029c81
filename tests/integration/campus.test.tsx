import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call } from '@/api/client';
import { pointCount } from '@/api/contract/activity';
import { CAMPUS_ID_CALLS, matches } from '@/api/scope-injection';
import { demoServer } from '@/demo/node';
import { DEMO_LIBRARY_ID, findSchool } from '@/demo/district';
import { useSession } from '@/stores/session';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { allShowData, recordRequests, visiblePage, type Seen } from '../helpers/stats-page';

/**
 * The campus switcher on /dataReport/index: the choice sets the session's campus and the URL's `campus`; the
 * wrapper adds campusId to exactly the reading-data and campus-report calls (JSON) and to no other call, form,
 * raw or JSON; a link or a reload opens the same campus; values that are not one of the school's are dropped.
 */

afterEach(() => demoServer.events.removeAllListeners());

const PAGE = '/dataReport/index';
const WIDGETS = ['阅读概况', '月度参与', '分年级阅读', '分年级阅读质量', '阅读分类均衡', '多元表达', '互动', '各校区阅读对比'];
const school = () => findSchool(DEMO_LIBRARY_ID)!;
const east = () => school().campuses[1];

/** Calls that carry campusId when a campus is chosen (docs/api.md): by the wrapper's own list. */
const campusCall = (s: Seen) => matches(CAMPUS_ID_CALLS, s.path);
/** The statistics calls of the pages (not the session's own calls). */
const statsCall = (s: Seen) => /^\/(app-sy-statistics\/api\/(?!base\/)|services\/staticreadingdata\/api\/(?!pub\/))/.test(s.path);

async function settle(seen: Seen[], from: number, atLeast: number) {
  await waitFor(() => expect(seen.length - from).toBeGreaterThanOrEqual(atLeast));
}

async function chooseCampus(label: string) {
  const user = userEvent.setup();
  await user.click(within(visiblePage()).getByRole('combobox', { name: '切换校区' }));
  await user.click(await screen.findByTitle(label));
}

test('library: choosing a campus sets the session and the URL; campusId goes into exactly the documented calls, per encoding', async () => {
  const seen = recordRequests();
  const { router } = renderApp(PAGE, { as: 'library' });
  await waitForPath(router, PAGE);
  await allShowData(WIDGETS);
  // No campus yet: no call carries one.
  expect(seen.filter((s) => 'campusId' in s.body)).toEqual([]);

  const before = seen.length;
  await chooseCampus(east().name);
  await waitForPath(router, `${PAGE}?campus=${east().campusId}`);
  await waitFor(() => expect(useSession.getState()).toMatchObject({ curCampusId: east().campusId, curCampusName: east().name }));
  await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`校区${east().name}`));
  await allShowData(WIDGETS);
  expect(within(visiblePage()).getByRole('combobox', { name: '切换校区' }).closest('.ant-select')).toHaveTextContent(east().name);

  const onPage = seen.slice(before).filter(statsCall);
  // reading/ ×7 (overview, the trend twice, by grade, expression, interaction) + verify + campus contrast.
  expect(onPage.length).toBeGreaterThanOrEqual(8);
  for (const s of onPage) {
    expect(`${s.path} ${s.encoding}`).toBe(`${s.path} json`);
    expect(`${s.path} ${String(s.body.campusId)}`).toBe(`${s.path} ${campusCall(s) ? east().campusId : 'undefined'}`);
  }
  expect(onPage.some((s) => s.path.endsWith('/campusContrast/queryCampusContrast'))).toBe(true);
  expect(onPage.some((s) => s.path.includes('/verify/'))).toBe(true);

  // Other pages keep the session's campus, but their calls are not campus calls: form (library), JSON (teaching).
  const mark = seen.length;
  await act(() => router.navigate('/library/index'));
  await allShowData(['馆藏指标', '中图法分类分布', '藏书建设', '近三学年流通', '近三学年月度借阅', '各校区生均藏书对标']);
  await act(() => router.navigate('/teaching/index'));
  await allShowData(['教学概况', '月度教学', '分学科教学', '分年级教学', '教师教学情况']);
  // Raw (point/queryCount) and a JSON campus call made directly with the same session.
  await call(pointCount, {});
  // Five library calls (form), two teaching calls (JSON: the summary and the teacher table), the count (raw).
  await settle(seen, mark, 8);
  const elsewhere = seen.slice(mark).filter(statsCall);
  const byEncoding = new Map<string, Seen[]>();
  for (const s of elsewhere) byEncoding.set(s.encoding, [...(byEncoding.get(s.encoding) ?? []), s]);
  expect(byEncoding.get('form')?.length).toBeGreaterThanOrEqual(5);
  expect(byEncoding.get('json')?.some((s) => s.path.includes('/teaching/'))).toBe(true);
  expect(elsewhere.some((s) => s.path.endsWith('/point/queryCount'))).toBe(true);
  // The teaching page's teacher table is a ranking (a campus call) asked for school-wide, as the page's other widgets.
  const teacherTable = elsewhere.filter((s) => s.path.endsWith('/rank/queryRanking'));
  expect(teacherTable.length).toBeGreaterThan(0);
  expect(teacherTable.every((s) => s.body.family === 'teaching')).toBe(true);
  for (const s of elsewhere) {
    expect(campusCall(s) && !teacherTable.includes(s), s.path).toBe(false);
    expect(`${s.path} ${s.encoding} ${String(s.body.campusId)}`).toBe(`${s.path} ${s.encoding} undefined`);
    expect(String(s.body.libraryId ?? 'none')).toBe('none');
  }
});

test('全部校区 clears the campus (campus=all in the URL): no call carries one', async () => {
  const seen = recordRequests();
  const { router } = renderApp(`${PAGE}?campus=${east().campusId}`, { as: 'library' });
  await waitForPath(router, `${PAGE}?campus=${east().campusId}`);
  await allShowData(WIDGETS);
  const before = seen.length;
  await chooseCampus('全部校区');
  await waitForPath(router, `${PAGE}?campus=all`);
  await waitFor(() => expect(useSession.getState().curCampusId).toBeNull());
  await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`学校${school().name}`));
  await allShowData(WIDGETS);
  const after = seen.slice(before).filter(statsCall);
  expect(after.length).toBeGreaterThanOrEqual(8);
  for (const s of after) expect(`${s.path} ${String(s.body.campusId)}`).toBe(`${s.path} undefined`);
});

test('a link (or a reload) with ?campus= opens that campus: the first calls already carry it', async () => {
  const seen = recordRequests();
  const { router } = renderApp(`${PAGE}?campus=${east().campusId}&yid=2025`, { as: 'library' });
  await waitForPath(router, `${PAGE}?campus=${east().campusId}&yid=2025`);
  await allShowData(WIDGETS);
  expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`校区${east().name}`);
  const campusCalls = seen.filter((s) => statsCall(s) && campusCall(s));
  expect(campusCalls.length).toBeGreaterThanOrEqual(8);
  for (const s of campusCalls) expect(`${s.path} ${String(s.body.campusId)}`).toBe(`${s.path} ${east().campusId}`);
  expect(useSession.getState().curCampusName).toBe(east().name);
});

test.each([
  ['a campus of another school', '1061'],
  ['not a number', 'east'],
  ['negative', '-3'],
])('?campus= %s is not set: dropped from the URL, no campusId sent', async (_name, value) => {
  const seen = recordRequests();
  const { router } = renderApp(`${PAGE}?campus=${value}`, { as: 'library' });
  await waitForPath(router, PAGE);
  await allShowData(WIDGETS);
  expect(useSession.getState().curCampusId).toBeNull();
  expect(seen.filter((s) => 'campusId' in s.body)).toEqual([]);
});

test('a campus chosen before (a launch with cid) is written into the URL of the page', async () => {
  const seen = recordRequests();
  const { router } = renderApp(PAGE, { as: 'library' });
  await waitForPath(router, PAGE);
  await allShowData(WIDGETS);
  const before = seen.length;
  // As a launch does: the campus is set, then the app navigates to the page (the guard carries it into the URL).
  await act(async () => {
    useSession.getState().setCampus(east().campusId, east().name);
    await router.navigate(PAGE, { replace: true });
  });
  await waitForPath(router, `${PAGE}?campus=${east().campusId}`);
  await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`校区${east().name}`));
  await allShowData(WIDGETS);
  for (const s of seen.slice(before).filter((x) => statsCall(x) && campusCall(x))) expect(s.body.campusId).toBe(east().campusId);
});

test('zone in library-view mode: the school’s campuses; another school drops the campus', async () => {
  localStorage.setItem('srp:zone:library', JSON.stringify({ id: school().libraryId, name: school().name }));
  const seen = recordRequests();
  const { router } = renderApp(`${PAGE}?campus=${east().campusId}`, { as: 'zone' });
  await waitForPath(router, `${PAGE}?campus=${east().campusId}`);
  await allShowData(WIDGETS);
  expect(useSession.getState().curCampusId).toBe(east().campusId);
  for (const s of seen.filter((x) => statsCall(x) && campusCall(x)))
    expect([s.body.libraryId, s.body.campusId]).toEqual([school().libraryId, east().campusId]);

  const other = useSession.getState().libraries.find((l) => l.id === 105)!;
  const before = seen.length;
  // Another school (an address naming it, as the switcher writes it) leaves the campus of the first behind.
  await act(async () => {
    await router.navigate(`${PAGE}?school=${other.id}`);
  });
  await waitForPath(router, `${PAGE}?school=${other.id}`);
  expect(useSession.getState().curLibrary?.id).toBe(other.id);
  await waitFor(() => expect(within(visiblePage()).getByTestId('stats-scope')).toHaveTextContent(`学校${other.name}`));
  // One campus: no switcher, no campus table.
  await allShowData(WIDGETS.filter((w) => w !== '各校区阅读对比'));
  expect(within(visiblePage()).queryByRole('combobox', { name: '切换校区' })).toBeNull();
  for (const s of seen.slice(before).filter(statsCall)) expect(`${s.path} ${String(s.body.campusId)}`).toBe(`${s.path} undefined`);
});

test('a district has no campus: ?campus= is dropped for a zone user', async () => {
  const seen = recordRequests();
  const { router } = renderApp(`${PAGE}?campus=${east().campusId}`, { as: 'zone' });
  await waitForPath(router, PAGE);
  await allShowData(['阅读概况', '月度参与', '分年级阅读', '分年级阅读质量', '阅读分类均衡', '多元表达', '互动', '各学校阅读对比']);
  expect(within(visiblePage()).queryByRole('combobox', { name: '切换校区' })).toBeNull();
  expect(seen.filter((s) => 'campusId' in s.body)).toEqual([]);
});
