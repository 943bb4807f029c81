import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoServer } from '@/demo/node';
import { demoAccounts, librariesUnder } from '@/demo/accounts';
import { CURRENT_YEAR_ID, DEMO_LIBRARY_ID, findSchool } from '@/demo/district';
import { WELL_KNOWN } from '@/demo/org';
import { SCOPE_MESSAGES } from '@/hooks/scope';
import { useConstants } from '@/stores/constants';
import { useSession } from '@/stores/session';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { allShowData, buttonByText, visiblePage, widget, isComparisonBody } from '../helpers/stats-page';

/**
 * The scope and the school year live in the URL and in history (docs/rules.md#scope), on the real route table:
 * a choice is a history entry, Back and Forward move between scopes and years and the page follows, a page
 * opened without them keeps them, and a scope the user may not see falls back with a message (never 401).
 */

/** The demo's current school year (the default) and the one before. */
const CUR = CURRENT_YEAR_ID;
const PREV = CURRENT_YEAR_ID - 1;
const CUR_NAME = `${CUR}-${CUR + 1}学年`;
const PREV_NAME = `${PREV}-${PREV + 1}学年`;

type Router = ReturnType<typeof renderApp>['router'];

const here = (router: Router) => router.state.location.pathname + router.state.location.search;

async function back(router: Router) {
  await act(async () => {
    await router.navigate(-1);
  });
}

async function forward(router: Router) {
  await act(async () => {
    await router.navigate(1);
  });
}

/** The yearId of each of the page's statistics calls, in order (the KPI cards' calls for the period before left out). */
function recordYears(): string[] {
  const years: string[] = [];
  demoServer.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/overall/overview/queryBasicData')) return;
    void request
      .clone()
      .text()
      .then((text) => {
        if (!isComparisonBody(text)) years.push(new URLSearchParams(text).get('yearId') ?? '');
      });
  });
  return years;
}

afterEach(() => {
  demoServer.events.removeAllListeners();
});

const yearSelect = () => screen.getByRole('combobox', { name: '学年' }).closest('.ant-select') as HTMLElement;
const scopeName = () => screen.getByTestId('scope-name');

async function chooseYear(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '学年' }));
  fireEvent.click(await screen.findByTitle(label));
}

describe('the school year in the URL and in history', () => {
  test('choosing a year pushes yid; Back shows the year before and its figures; Forward the chosen one', async () => {
    const years = recordYears();
    const { router } = renderApp('/dashboard', { as: 'zone' });
    await waitForPath(router, '/dashboard');
    await waitFor(() => expect(yearSelect()).toHaveTextContent(CUR_NAME));
    await waitFor(() => expect(years).toContain(String(CUR)));

    await chooseYear(PREV_NAME);
    await waitForPath(router, `/dashboard?yid=${PREV}`);
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(years.at(-1)).toBe(String(PREV)));
    expect(useConstants.getState().curYear).toBe(PREV);
    await waitFor(() => expect(document.body).toHaveTextContent(`${PREV_NAME} · 按月`));

    await back(router);
    await waitForPath(router, '/dashboard');
    await waitFor(() => expect(yearSelect()).toHaveTextContent(CUR_NAME));
    expect(useConstants.getState().curYear).toBe(CUR);
    // The figures shown are the current year's again.
    await waitFor(() => expect(document.body).toHaveTextContent(`${CUR_NAME} · 按月`));
    expect(document.body).not.toHaveTextContent(`${PREV_NAME} · 按月`);

    await forward(router);
    await waitForPath(router, `/dashboard?yid=${PREV}`);
    await waitFor(() => expect(yearSelect()).toHaveTextContent(PREV_NAME));
  });

  test('a page opened without yid after a year was chosen gets that year in its URL; the menu links carry it', async () => {
    const { router } = renderApp('/dashboard', { as: 'zone' });
    await waitForPath(router, '/dashboard');
    await waitFor(() => expect(yearSelect()).toHaveTextContent(CUR_NAME));
    await chooseYear(PREV_NAME);
    await waitForPath(router, `/dashboard?yid=${PREV}`);

    const menu = screen.getByRole('navigation', { name: '侧边菜单' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: '阅读数据' })).toHaveAttribute('href', `/dataReport/index?yid=${PREV}`),
    );

    await act(async () => {
      await router.navigate('/library/index');
    });
    await waitForPath(router, `/library/index?yid=${PREV}`);
    await waitFor(() => expect(yearSelect()).toHaveTextContent(PREV_NAME));
  });

  test('an unknown year in a link falls back to the current year, with a message', async () => {
    const { router } = renderApp('/dashboard?yid=1999', { as: 'zone' });
    await waitForPath(router, '/dashboard');
    expect(await screen.findByText(SCOPE_MESSAGES.year)).toBeInTheDocument();
    await waitFor(() => expect(yearSelect()).toHaveTextContent(CUR_NAME));
  });
});

describe('the school in the URL and in history', () => {
  const lib = () => librariesUnder(WELL_KNOWN.zoneOrgId)[2];

  test('a school switch pushes school=…; Back restores the district view, Forward the school', async () => {
    const { router } = renderApp('/dashboard', { as: 'zone' });
    await waitForPath(router, '/dashboard');
    const district = useSession.getState().name;
    await waitFor(() => expect(scopeName()).toHaveTextContent(district));

    const switcher = screen.getByRole('combobox', { name: '切换学校' });
    await userEvent.click(switcher);
    await userEvent.click(await screen.findByTitle(lib().name));
    await waitForPath(router, `/dashboard?school=${lib().id}`);
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(scopeName()).toHaveTextContent(lib().name));

    await back(router);
    await waitForPath(router, '/dashboard');
    await waitFor(() => expect(scopeName()).toHaveTextContent(district));
    expect(useSession.getState().curLibrary).toBeNull();

    await forward(router);
    await waitForPath(router, `/dashboard?school=${lib().id}`);
    await waitFor(() => expect(scopeName()).toHaveTextContent(lib().name));
    expect(useSession.getState().curLibrary?.id).toBe(lib().id);
  });

  // The school table is large under jsdom: a longer budget than the default.
  test('学校数据 → a school’s name → Back shows 学校数据 again, not 401', { timeout: 120_000 }, async () => {
    const { router } = renderApp('/schools/index', { as: 'zone' });
    await waitForPath(router, '/schools/index');
    await screen.findByRole('heading', { level: 4, name: '学校数据' });
    await allShowData(['学校一览'], false);
    const { name, id } = librariesUnder(WELL_KNOWN.zoneOrgId)[0];
    fireEvent.click(buttonByText(widget('学校一览'), name));
    await waitForPath(router, `/dashboard?school=${id}`);
    await waitFor(() => expect(scopeName()).toHaveTextContent(name));

    await back(router);
    await waitForPath(router, '/schools/index');
    expect(await screen.findByRole('heading', { level: 4, name: '学校数据' })).toBeInTheDocument();
    expect(useSession.getState().curLibrary).toBeNull();
    expect(here(router)).not.toContain('401');
  });

  test('阅读数据: a school row is a history entry; Back returns to the district’s view', { timeout: 120_000 }, async () => {
    const { router } = renderApp('/dataReport/index', { as: 'zone' });
    await waitForPath(router, '/dataReport/index');
    await allShowData(['各学校阅读对比'], false);
    const { name, id } = librariesUnder(WELL_KNOWN.zoneOrgId)[1];
    fireEvent.click(buttonByText(widget('各学校阅读对比'), name));
    await waitForPath(router, `/dataReport/index?school=${id}`);
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(scopeName()).toHaveTextContent(name));

    await back(router);
    await waitForPath(router, '/dataReport/index');
    expect(useSession.getState().curLibrary).toBeNull();
    await waitFor(() => expect(scopeName()).toHaveTextContent(useSession.getState().name));
  });

  test('a school of another district in a link: the user’s own scope, with a message', async () => {
    const foreign = librariesUnder(demoAccounts().get('city')!.profile.organizationId!).find(
      (l) => !librariesUnder(WELL_KNOWN.zoneOrgId).some((o) => o.id === l.id),
    )!;
    const { router } = renderApp(`/dashboard?school=${foreign.id}&yid=${PREV}`, { as: 'zone' });
    await waitForPath(router, `/dashboard?yid=${PREV}`);
    expect(await screen.findByText(SCOPE_MESSAGES.library)).toBeInTheDocument();
    expect(useSession.getState().curLibrary).toBeNull();
  });

  test('a teacher’s link naming a school: their own school, with a message', async () => {
    const { router } = renderApp(`/dataReport/index?school=${lib().id}`, { as: 'teacher' });
    await waitForPath(router, '/dataReport/index');
    expect(await screen.findByText(SCOPE_MESSAGES.library)).toBeInTheDocument();
  });

  test('a link to a page the named school’s view does not have: that view’s first page, with a message', async () => {
    const { router } = renderApp(`/schools/index?school=${lib().id}`, { as: 'zone' });
    await waitForPath(router, `/dashboard?school=${lib().id}`);
    expect(await screen.findByText(SCOPE_MESSAGES.page)).toBeInTheDocument();
    await waitFor(() => expect(scopeName()).toHaveTextContent(lib().name));
  });
});

describe('the campus in the URL and in history', () => {
  test('choosing a campus pushes campus=…; Back returns to 全部校区 and no campus is sent', { timeout: 120_000 }, async () => {
    const east = findSchool(DEMO_LIBRARY_ID)!.campuses[1];
    const { router } = renderApp('/dataReport/index', { as: 'library' });
    await waitForPath(router, '/dataReport/index');
    await userEvent.click(await within(visiblePage()).findByRole('combobox', { name: '切换校区' }));
    await userEvent.click(await screen.findByTitle(east.name));
    await waitForPath(router, `/dataReport/index?campus=${east.campusId}`);
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(useSession.getState()).toMatchObject({ curCampusId: east.campusId, curCampusName: east.name }));

    await back(router);
    await waitForPath(router, '/dataReport/index');
    await waitFor(() => expect(useSession.getState().curCampusId).toBeNull());
    await waitFor(() =>
      expect(within(visiblePage()).getByRole('combobox', { name: '切换校区' }).closest('.ant-select')).toHaveTextContent('全部校区'),
    );
    expect(here(router)).toBe('/dataReport/index');
  });
});

describe('navbar', () => {
  test('a teacher’s navbar names the school; the user menu the person', async () => {
    const { router } = renderApp('/dataReport/index', { as: 'teacher' });
    await waitForPath(router, '/dataReport/index');
    const profile = demoAccounts().get('teacher')!.profile;
    await waitFor(() => expect(scopeName()).toHaveTextContent(profile.libraryName!));
    expect(scopeName()).not.toHaveTextContent(profile.userName!);
    expect(screen.getByRole('button', { name: `用户菜单：${profile.userName}` })).toBeInTheDocument();
  });

  test('the city’s school switcher groups the schools by district, searchable by district name', async () => {
    const { router } = renderApp('/dataReport/index', { as: 'city' });
    await waitForPath(router, '/dataReport/index');
    const schools = librariesUnder(demoAccounts().get('city')!.profile.organizationId!);
    const districts = [...new Set(schools.map((s) => s.districtName))];
    expect(districts.length).toBeGreaterThan(1);
    const switcher = await screen.findByRole('combobox', { name: '切换学校' });
    await userEvent.click(switcher);
    const popup = await waitFor(() => {
      const all = document.querySelector('.ant-select-dropdown [title="全部学校（返回区域）"]');
      expect(all).not.toBeNull();
      return all!.closest('.ant-select-dropdown') as HTMLElement;
    });
    await waitFor(() => expect(popup.querySelectorAll('.ant-select-item-group')).not.toHaveLength(0));
    const groups = [...popup.querySelectorAll('.ant-select-item-group')].map((g) => g.textContent);
    expect(groups).toContain(districts[0]);

    await userEvent.type(switcher, districts[1]);
    const inDistrict = schools.filter((s) => s.districtName === districts[1]);
    await waitFor(() => expect(screen.getByTitle(inDistrict[0].name)).toBeInTheDocument());
    expect(screen.queryByTitle(schools.find((s) => s.districtName === districts[0])!.name)).toBeNull();
  });

  test('the size menu’s tooltip is not shown while the menu is open', async () => {
    const { router } = renderApp('/dashboard', { as: 'library' });
    await waitForPath(router, '/dashboard');
    const button = await screen.findByRole('button', { name: /^布局大小/ });
    await userEvent.hover(button);
    await waitFor(() => expect(document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden)')).toHaveTextContent('布局大小'));
    await userEvent.click(button);
    await screen.findByRole('menuitem', { name: '大' });
    await waitFor(() => expect(document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden)')).toBeNull());
  });
});
