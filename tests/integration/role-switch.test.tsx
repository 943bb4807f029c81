import { fireEvent, waitFor, within } from '@testing-library/react';
import { demoServer } from '@/demo/node';
import { useSession } from '@/stores/session';
import { useTagsView } from '@/stores/tags-view';
import { getToken } from '@/utils/cookies';
import { ROLE_SWITCH_KEY } from '@/stores/role-switch';
import { readSession } from '@/utils/stored-session';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { demoToken, demoTokenLogin } from '@/demo/tokens';

/**
 * Role switching (docs/rules.md#session) on the real route table: admin's 切换角色 takes the backend's token for the role
 * (POST /auth/switch-role), reloads the
 * profile, regenerates the routes, clears the tabs and lands on the new role's first page; 返回管理员 stays visible while
 * switched (also after a reload) and brings the admin back.
 */

afterEach(() => demoServer.events.removeAllListeners());

async function openSwitchMenu() {
  fireEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /切换角色/ }));
}

const menuTitles = () => [...document.querySelectorAll('[aria-label="侧边菜单"] .ant-menu-title-content')].map((n) => n.textContent);

describe('切换角色', () => {
  test('admin switches to the zone role: token cookie, profile, routes and tabs; then back', async () => {
    const { router } = renderApp('/schools/index', { as: 'admin' });
    await waitForPath(router, '/schools/index');
    const adminToken = getToken();
    await screen.findByRole('heading', { level: 4, name: '学校数据' });
    useTagsView.getState().addView({ fullPath: '/library/index', path: '/library/index', title: '图书馆数据' });
    expect(useTagsView.getState().visitedViews.map((v) => v.path)).toContain('/library/index');
    // Admin sees every section, 到馆数据 included.
    expect(menuTitles()).toContain('到馆数据');

    await openSwitchMenu();
    await screen.findByRole('menuitem', { name: '区域用户' });
    const popup = document.querySelector<HTMLElement>('.ant-dropdown-menu-submenu-popup')!;
    expect(
      within(popup)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['区域用户', '市级用户', '学校图书馆', '到馆试点学校', '教师', '阅读数据专员']);
    fireEvent.click(screen.getByRole('menuitem', { name: '区域用户' }));

    await waitForPath(router, '/dashboard');
    expect(demoTokenLogin(getToken())).toBe('zone');
    await waitFor(() => expect(useSession.getState().login).toBe('zone'));
    expect(useSession.getState().roles).toEqual(['ROLE_ZONE_USER']);
    // Routes of the zone role: no 到馆数据; the old tabs are gone.
    await waitFor(() => expect(menuTitles()).not.toContain('到馆数据'));
    expect(menuTitles()).toContain('学校数据');
    await waitFor(() => expect(useTagsView.getState().visitedViews.map((v) => v.path)).toEqual(['/dashboard']));

    // The way back is on screen, and no 切换角色 for the zone role.
    const back = screen.getByTestId('role-switch');
    expect(back).toHaveTextContent('正在以「区域用户」身份查看');
    fireEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
    await screen.findByRole('menuitem', { name: /退出登录/ });
    expect(screen.queryByRole('menuitem', { name: /切换角色/ })).toBeNull();

    fireEvent.click(within(back).getByRole('button', { name: /返回管理员/ }));
    await waitFor(() => expect(getToken()).toBe(adminToken));
    await waitFor(() => expect(useSession.getState().login).toBe('admin'));
    await waitForPath(router, '/dashboard');
    expect(screen.queryByTestId('role-switch')).toBeNull();
    expect(localStorage.getItem(ROLE_SWITCH_KEY)).toBeNull();
    await waitFor(() => expect(menuTitles()).toContain('到馆数据'));
  });

  test('a switch to the city role lands on its first page, /dataReport/index', async () => {
    const { router } = renderApp('/dashboard', { as: 'admin' });
    await waitForPath(router, '/dashboard');
    await screen.findByRole('heading', { level: 4, name: '首页' });
    await openSwitchMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: '市级用户' }));
    await waitForPath(router, '/dataReport/index');
    expect(demoTokenLogin(getToken())).toBe('city');
    expect(screen.getByTestId('role-switch')).toHaveTextContent('市级用户');
  });

  test('the way back survives a reload of the tab (it belongs to the switched session)', async () => {
    const { router } = renderApp('/dashboard', { as: 'library' });
    const switched = readSession()!;
    localStorage.setItem(
      ROLE_SWITCH_KEY,
      JSON.stringify({ from: 'admin', role: 'library', sid: switched.sid, admin: { access: demoToken('admin'), sid: 'admin-sid' } }),
    );
    useSession.setState({ sessionId: switched.sid });
    await waitForPath(router, '/dashboard');
    expect(await screen.findByTestId('role-switch')).toHaveTextContent('学校图书馆');
  });

  test('no way back for an ordinary login, and no 切换角色 for other roles', async () => {
    // A switch recorded for another session (say, an earlier switch in this browser) does not show.
    localStorage.setItem(
      ROLE_SWITCH_KEY,
      JSON.stringify({ from: 'admin', role: 'library', sid: 'another-session', admin: { access: demoToken('admin'), sid: 'admin-sid' } }),
    );
    const { router } = renderApp('/dashboard', { as: 'zone' });
    await waitForPath(router, '/dashboard');
    await screen.findByRole('heading', { level: 4, name: '首页' });
    expect(screen.queryByTestId('role-switch')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
    await screen.findByRole('menuitem', { name: /退出登录/ });
    expect(screen.queryByRole('menuitem', { name: /切换角色/ })).toBeNull();
  });
});
