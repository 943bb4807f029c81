import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Layout, Menu, type MenuProps } from 'antd';
import { ReadFilled } from '@ant-design/icons';
import { SIDEBAR_WIDTH_PX, SITE_TITLE } from '@/config/constants';
import { usePermission } from '@/stores/permission';
import { useSettings } from '@/stores/settings';
import { useApp } from '@/stores/app';
import type { MenuEntry } from '@/routes/access';
import { useScopedLink } from '@/hooks/scope';

type ScopedLink = ReturnType<typeof useScopedLink>;
import { routeIcon } from './icons';
import { useCurrentRoute } from '@/routes/current-route';
import { menuSelection } from './route-info';

const COLLAPSED_WIDTH_PX = 64;

/** antd Drawer for narrow screens only (./sidebar-drawer.tsx). */
const SidebarDrawer = lazy(() => import('./sidebar-drawer'));

type MenuItem = Required<MenuProps>['items'][number];

/** The menu's entries; each link carries the current scope and year (docs/rules.md#scope). */
function toItems(menu: MenuEntry[], link: ScopedLink): MenuItem[] {
  return menu.map((entry) =>
    entry.children
      ? {
          key: entry.key,
          icon: routeIcon(entry.icon),
          label: entry.title,
          children: entry.children.map((c) => ({ key: c.key, label: <Link to={link(c.path)}>{c.title}</Link> })),
        }
      : { key: entry.key, icon: routeIcon(entry.icon), label: <Link to={link(entry.path)}>{entry.title}</Link> },
  );
}

function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const link = useScopedLink();
  return (
    <Link to={link('/')} className="srp-sidebar-logo" aria-label={SITE_TITLE} title={SITE_TITLE}>
      <span className="srp-sidebar-logo__mark">
        <ReadFilled />
      </span>
      {!collapsed && <span className="srp-sidebar-logo__title">{SITE_TITLE}</span>}
    </Link>
  );
}

/** The menu of the routes the user may open (the guard's own predicate), icons from the table's keys. */
function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const menu = usePermission((s) => s.menu);
  const flat = useCurrentRoute();
  const link = useScopedLink();
  const items = useMemo(() => toItems(menu, link), [menu, link]);
  const { selected, openParent } = menuSelection(flat, menu);
  // Submenus the user opened; the one holding the selected page opens when the route moves into it.
  const [opened, setOpened] = useState<string[]>(() => (openParent ? [openParent] : []));
  const [lastParent, setLastParent] = useState(openParent);
  if (openParent !== lastParent) {
    setLastParent(openParent);
    if (openParent && !opened.includes(openParent)) setOpened([...opened, openParent]);
  }

  return (
    <Menu
      mode="inline"
      theme="dark"
      className="srp-sidebar-menu"
      items={items}
      selectedKeys={selected ? [selected] : []}
      {...(collapsed ? {} : { openKeys: opened, onOpenChange: setOpened })}
    />
  );
}

function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const sidebarLogo = useSettings((s) => s.sidebarLogo);
  return (
    <nav className="srp-sidebar-content" aria-label="侧边菜单">
      {sidebarLogo && <SidebarLogo collapsed={collapsed} />}
      <div className="srp-sidebar-scroll">
        <SidebarMenu collapsed={collapsed} />
      </div>
    </nav>
  );
}

/** 210 px dark sidebar, collapsible to icons on desktop; a drawer (closed by default) below 992 px. */
export function Sidebar() {
  const device = useApp((s) => s.device);
  const opened = useApp((s) => s.sidebar.opened);
  const closeSidebar = useApp((s) => s.closeSidebar);

  if (device === 'mobile') {
    return (
      <Suspense fallback={null}>
        <SidebarDrawer open={opened} onClose={() => closeSidebar(false)} width={SIDEBAR_WIDTH_PX}>
          <SidebarContent collapsed={false} />
        </SidebarDrawer>
      </Suspense>
    );
  }

  return (
    <Layout.Sider
      className="srp-sidebar"
      theme="dark"
      width={SIDEBAR_WIDTH_PX}
      collapsedWidth={COLLAPSED_WIDTH_PX}
      collapsed={!opened}
      trigger={null}
      collapsible
      data-testid="sidebar"
    >
      <SidebarContent collapsed={!opened} />
    </Layout.Sider>
  );
}
