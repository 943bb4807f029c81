import { lazy, Suspense, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, Button, Dropdown, Space } from 'antd';
import { Hint } from '@/components/hint';
import {
  DashboardOutlined,
  DownOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ROLES } from '@/config/constants';
import { canAccess } from '@/routes/access';
import { useScopedLink } from '@/hooks/scope';
import { findRoute } from '@/routes/route-table';
import { useApp } from '@/stores/app';
import { usePermission } from '@/stores/permission';
import { useSession } from '@/stores/session';
import { Breadcrumbs } from './breadcrumbs';
import { ErrorLogButton } from './error-log';
import { FullscreenButton } from './fullscreen-button';
import { LibrarySwitcher } from './library-switcher';
import { RoleSwitchBack, SWITCH_ROLES, useCanSwitchRole, useSwitchRole } from './role-switch';
import { SizeSelect } from './size-select';
import { SettingsPanel } from './settings-panel';

// The bell (提醒) loads beside the page, not in its first render (the bundle budget of 首页).
const AlertBell = lazy(() => import('./alert-bell').then((m) => ({ default: m.AlertBell })));
const ALERTS_PAGE = '/alerts';

/**
 * The bell (提醒), for the users who may open the 提醒 page (the guard's own predicate): district, city and library staff.
 * Its code loads after the page; until then an empty box of its size keeps its place, so that the navbar's buttons
 * do not move when it arrives.
 */
function AlertBellSlot() {
  const ctx = usePermission((s) => s.ctx);
  const route = findRoute(ALERTS_PAGE);
  if (!ctx || !route || !canAccess(route, ctx)) return null;
  return (
    <Suspense fallback={<span className="srp-navbar__icon-slot" aria-hidden />}>
      <AlertBell />
    </Suspense>
  );
}

/** Cockpit mode: the library-role dashboard for library users, the new-style dashboard for the others. */
function cockpitPath(roles: ReadonlySet<string> | undefined): string {
  return roles?.has(ROLES.library) ? '/dashboardmode' : '/ndb';
}

/** 大屏管理 (display links), in the cockpit link's menu. */
const DISPLAYS_PATH = '/displays';

function Hamburger() {
  const opened = useApp((s) => s.sidebar.opened);
  const device = useApp((s) => s.device);
  const toggleSidebar = useApp((s) => s.toggleSidebar);
  const label = device === 'mobile' ? (opened ? '关闭菜单' : '打开菜单') : opened ? '收起菜单' : '展开菜单';
  return (
    <Button
      type="text"
      className="srp-hamburger"
      icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      aria-label={label}
      aria-expanded={opened}
      onClick={toggleSidebar}
      data-testid="hamburger"
    />
  );
}

/** The cockpit link, for the users who may open the cockpit it leads to (the guard's own predicate). */
function CockpitLink() {
  const ctx = usePermission((s) => s.ctx);
  const navigate = useNavigate();
  const link = useScopedLink();
  const path = cockpitPath(ctx?.roles);
  const route = findRoute(path);
  if (!ctx || !route || !canAccess(route, ctx)) return null;
  // The cockpit opens in the scope and year the user is looking at (docs/rules.md#scope).
  const to = link(path);
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to);
  };
  const displays = findRoute(DISPLAYS_PATH);
  const button = (
    <Button type="primary" ghost icon={<DashboardOutlined />} href={to.pathname + to.search} onClick={onClick} className="srp-cockpit-link">
      驾驶舱
    </Button>
  );
  if (!displays || !canAccess(displays, ctx)) return button;
  // Its menu: 大屏管理, the screens that show the cockpit through a display link.
  const items = [{ key: DISPLAYS_PATH, label: '大屏管理' }];
  return (
    <Space.Compact>
      {button}
      <Dropdown menu={{ items, onClick: ({ key }) => void navigate(link(key)) }} trigger={['click']} placement="bottomRight">
        <Button type="primary" ghost icon={<DownOutlined />} aria-label="驾驶舱菜单" />
      </Dropdown>
    </Space.Compact>
  );
}

function UserMenu() {
  const userName = useSession((s) => s.user?.userName);
  const name = useSession((s) => s.name);
  const login = useSession((s) => s.login);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const link = useScopedLink();
  const canSwitch = useCanSwitchRole();
  const { switchTo } = useSwitchRole();
  const display = userName || name || login || '用户';
  // 指标说明 (docs/rules.md#figures) for the users who may open it, by the guard's own predicate.
  const ctx = usePermission((s) => s.ctx);
  const metricsRoute = findRoute('/metrics');
  const canSeeMetrics = !!ctx && !!metricsRoute && canAccess(metricsRoute, ctx);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        triggerSubMenuAction: 'click',
        items: [
          { key: 'home', icon: <HomeOutlined />, label: '首页' },
          ...(canSeeMetrics ? [{ key: 'metrics', icon: <InfoCircleOutlined />, label: '指标说明' }] : []),
          ...(canSwitch
            ? [
                {
                  key: 'switch-role',
                  icon: <SwapOutlined />,
                  label: '切换角色',
                  children: SWITCH_ROLES.map((r) => ({ key: `role:${r.role}`, label: r.label })),
                },
              ]
            : []),
          { type: 'divider' as const },
          { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
        ],
        onClick: async ({ key }) => {
          if (key === 'home') navigate(link('/'));
          if (key === 'metrics') navigate('/metrics');
          if (key.startsWith('role:')) await switchTo(key.slice('role:'.length));
          if (key === 'logout') {
            await logout();
            navigate('/');
          }
        },
      }}
    >
      <button type="button" className="srp-user" aria-label={`用户菜单：${display}`}>
        <Avatar size={28} icon={<UserOutlined />} className="srp-user__avatar" />
        <span className="srp-user__name">{display}</span>
        <DownOutlined className="srp-user__caret" />
      </button>
    </Dropdown>
  );
}

/** White 50 px bar: hamburger, breadcrumbs; scope name, library switcher, cockpit, tools, user. */
export function Navbar() {
  const curLibrary = useSession((s) => s.curLibrary);
  const name = useSession((s) => s.name);
  const scopeName = curLibrary?.name ?? name;

  return (
    <header className="srp-navbar">
      <Hamburger />
      <Breadcrumbs />
      <div className="srp-navbar__right">
        <RoleSwitchBack />
        {scopeName && (
          <Hint title={`${curLibrary ? '当前学校' : '当前区域'}：${scopeName}`}>
            <span className="srp-scope-name" data-testid="scope-name">
              {scopeName}
            </span>
          </Hint>
        )}
        <LibrarySwitcher />
        <CockpitLink />
        <AlertBellSlot />
        <ErrorLogButton />
        <FullscreenButton />
        <SizeSelect />
        <SettingsPanel />
        <UserMenu />
      </div>
    </header>
  );
}
