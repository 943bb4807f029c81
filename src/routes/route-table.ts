import { ROLES } from '@/config/constants';
import { DATA_REPORT_RANK_ROWS, RANK_ROWS, TEACHING_RANK_ROWS, rankingNodes } from './ranking-routes';
import type { FlatRoute, RouteNode } from './types';

/** Access per area, docs/rules.md#access (teachers see reading data, teaching data and rankings of their school). */
const AREA_ROLES = {
  zoneAndLibrary: [ROLES.zone, ROLES.library],
  withTeacher: [ROLES.zone, ROLES.library, ROLES.teacher],
  libraryOnly: [ROLES.library],
  arrivalOnly: [ROLES.arrival],
  zoneOnly: [ROLES.zone],
  teacherOnly: [ROLES.teacher],
  /** The cockpits show a district's, a city's or a school's data: the accounts that may see those. */
  cockpit: [ROLES.zone, ROLES.library],
} as const;

/**
 * The one route table (docs/rules.md#routes). It drives the router, the guard, the permission filter,
 * the sidebar, breadcrumbs, the tags view and page titles. Paths are the URL contract: keep them as written.
 */
export const ROUTE_TABLE: RouteNode[] = [
  // Public or hidden routes
  { path: '/login', public: true, layout: 'blank', page: 'auth/login-page', meta: { title: '登录', hidden: true } },
  { path: '/loading', public: true, layout: 'blank', page: 'auth/loading-page', meta: { title: '加载中', hidden: true } },
  { path: '/auth-redirect', public: true, layout: 'blank', page: 'auth/auth-redirect-page', meta: { title: '登录跳转', hidden: true } },
  // A wall's display link: its key, a pairing code, or the revoked screen (docs/pages.md, "Display links")
  { path: '/display', public: true, layout: 'blank', page: 'cockpit/display-page', meta: { title: '大屏', hidden: true } },
  { path: '/404', layout: 'blank', page: 'errors/not-found-page', meta: { title: '404', hidden: true } },
  { path: '/401', layout: 'blank', page: 'errors/unauthorized-page', meta: { title: '401', hidden: true } },
  { path: '/redirect/*', layout: 'admin', page: 'auth/redirect-page', meta: { title: '刷新', hidden: true, noCache: true } },

  // Main admin layout
  {
    path: '/dashboard',
    layout: 'admin',
    section: 'dashboard',
    page: 'dashboard/dashboard-page',
    meta: { title: '首页', icon: 'home', affix: true, roles: AREA_ROLES.zoneAndLibrary, periodPicker: true },
  },
  // A teacher's own classes: where a teacher lands (src/routes/navigation-rules.ts).
  {
    path: '/myClass',
    layout: 'admin',
    section: 'myClass',
    redirect: '/myClass/index',
    meta: { title: '我的班级', icon: 'myClass', roles: AREA_ROLES.teacherOnly },
    children: [{ path: 'index', page: 'my-class/my-class-page', meta: { title: '我的班级' } }],
  },
  {
    path: '/library',
    layout: 'admin',
    section: 'library',
    redirect: '/library/index',
    meta: { title: '图书馆数据', icon: 'library', roles: AREA_ROLES.zoneAndLibrary },
    children: [
      { path: 'index', page: 'library/index-page', meta: { title: '图书馆数据', heading: '馆藏概况' } },
      {
        path: 'borrow-rank',
        page: 'library/borrow-rank-page',
        meta: { title: '借阅排行', hidden: true, activeMenu: '/library/index', periodPicker: true },
      },
      {
        path: 'circulation',
        page: 'library/circulation-page',
        meta: { title: '图书流通', hidden: true, activeMenu: '/library/index', periodPicker: true },
      },
      {
        path: 'avarage-list',
        page: 'library/average-list-page',
        meta: { title: '师生平均借阅', hidden: true, activeMenu: '/library/index', periodPicker: true },
      },
      // Lists a librarian acts on: the overdue slips and the weeding list name readers and books of one school (the
      // library role, or a zone user in a school's view); the replenishment plan is for a district too.
      {
        path: 'overdue',
        page: 'library/overdue-page',
        meta: { title: '逾期清单', hidden: true, activeMenu: '/library/index', roles: AREA_ROLES.libraryOnly, periodPicker: true },
      },
      {
        path: 'weeding',
        page: 'library/weeding-page',
        meta: { title: '馆藏剔旧', hidden: true, activeMenu: '/library/index', roles: AREA_ROLES.libraryOnly },
      },
      {
        path: 'supplement',
        page: 'library/supplement-page',
        meta: { title: '应补册数', heading: '应补册数与补充计划', hidden: true, activeMenu: '/library/index' },
      },
    ],
  },
  {
    path: '/dataReport',
    layout: 'admin',
    section: 'dataReport',
    redirect: '/dataReport/index',
    meta: { title: '阅读数据', icon: 'reading', roles: AREA_ROLES.withTeacher },
    children: [
      { path: 'index', page: 'data-report/data-report-page', meta: { title: '阅读数据', periodPicker: true } },
      ...rankingNodes(DATA_REPORT_RANK_ROWS, '/dataReport/index'),
    ],
  },
  {
    path: '/evaluatReport',
    layout: 'admin',
    section: 'evaluatReport',
    redirect: '/evaluatReport/index',
    meta: { title: '测评报告', icon: 'report', roles: AREA_ROLES.libraryOnly },
    children: [
      { path: 'index', page: 'evaluation/index-page', meta: { title: '测评报告', heading: '测评概览' } },
      {
        path: 'schoolReport',
        page: 'evaluation/school-report-page',
        meta: { title: '学校测评报告', hidden: true, activeMenu: '/evaluatReport/index' },
      },
      {
        path: 'gradeData',
        page: 'evaluation/grade-data-page',
        meta: { title: '年级测评数据', hidden: true, activeMenu: '/evaluatReport/index' },
      },
      {
        path: 'classData',
        page: 'evaluation/class-data-page',
        meta: { title: '班级测评数据', hidden: true, activeMenu: '/evaluatReport/index' },
      },
    ],
  },
  {
    path: '/evaluatData',
    layout: 'admin',
    section: 'evaluatData',
    redirect: '/evaluatData/historyData',
    meta: { title: '测评数据', icon: 'data', roles: AREA_ROLES.libraryOnly },
    children: [
      { path: 'historyData', page: 'evaluation/history-page', meta: { title: '历史测评数据' } },
      { path: 'trackingData', page: 'evaluation/tracking-page', meta: { title: '跟踪测评数据' } },
    ],
  },
  {
    path: '/teaching',
    layout: 'admin',
    section: 'teaching',
    redirect: '/teaching/index',
    meta: { title: '教学数据', icon: 'teaching', roles: AREA_ROLES.withTeacher },
    children: [
      { path: 'index', page: 'teaching/teaching-page', meta: { title: '教学数据', periodPicker: true } },
      ...rankingNodes(TEACHING_RANK_ROWS, '/teaching/index'),
    ],
  },
  {
    path: '/ArrivalData',
    layout: 'admin',
    section: 'ArrivalData',
    redirect: '/ArrivalData/ArrivalData',
    meta: { title: '到馆数据', icon: 'arrival', roles: AREA_ROLES.arrivalOnly },
    children: [{ path: 'ArrivalData', page: 'arrival/arrival-page', meta: { title: '到馆数据' } }],
  },
  {
    path: '/rank',
    layout: 'admin',
    section: 'rank',
    redirect: '/rank/index',
    // The menu links to /rank itself so that the CITY rule (/rank → /rank/region) applies.
    menuLink: '/rank',
    meta: { title: '排行榜', icon: 'rank', roles: AREA_ROLES.withTeacher },
    children: rankingNodes(RANK_ROWS, '/rank', 'index'),
  },
  {
    path: '/schools',
    layout: 'admin',
    section: 'schools',
    redirect: '/schools/index',
    meta: { title: '学校数据', icon: 'school', roles: AREA_ROLES.zoneOnly },
    children: [{ path: 'index', page: 'schools/schools-page', meta: { title: '学校数据', periodPicker: true } }],
  },
  // Goals (目标): targets per school year with their progress; a goal alert opens it in the school's view.
  {
    path: '/goals',
    layout: 'admin',
    section: 'goals',
    redirect: '/goals/index',
    meta: { title: '目标', icon: 'goals', roles: AREA_ROLES.zoneAndLibrary },
    children: [{ path: 'index', page: 'goals/goals-page', meta: { title: '目标' } }],
  },
  // What every figure means (docs/rules.md#figures): reached from the ⓘ next to a figure and the user menu.
  // Not a published path: the screens of display links (docs/pages.md, "大屏管理"), from the cockpit link's menu
  {
    path: '/displays',
    layout: 'admin',
    page: 'displays/displays-page',
    meta: { title: '大屏管理', hidden: true, roles: AREA_ROLES.cockpit },
  },
  {
    path: '/metrics',
    layout: 'admin',
    page: 'metrics/metrics-page',
    meta: { title: '指标说明', hidden: true, roles: [ROLES.zone, ROLES.library, ROLES.teacher, ROLES.arrival] },
  },

  // Alerts (提醒): every alert of the scope, the district's thresholds; reached from the navbar's bell.
  {
    path: '/alerts',
    layout: 'admin',
    page: 'alerts/alerts-page',
    meta: { title: '提醒', hidden: true, roles: AREA_ROLES.zoneAndLibrary },
  },

  // New-version custom dashboard (cockpit for district and city users)
  {
    path: '/ndb',
    layout: 'ndb',
    section: 'cockpit',
    redirect: '/ndb/index',
    meta: { title: '数据驾驶舱', hidden: true, roles: AREA_ROLES.cockpit },
    children: [
      { path: 'index', page: 'cockpit/pages/ndb-index', meta: { title: '总体概览' } },
      { path: 'library', page: 'cockpit/pages/ndb-library', meta: { title: '图书管理' } },
      { path: 'circulate', page: 'cockpit/pages/ndb-circulate', meta: { title: '图书流通' } },
      { path: 'reader', page: 'cockpit/pages/ndb-reader', meta: { title: '读者应用' } },
      { path: 'activity', page: 'cockpit/pages/ndb-activity', meta: { title: '阅读活动' } },
      { path: 'assessment', page: 'cockpit/pages/ndb-assessment', meta: { title: '阅读测评' } },
    ],
  },
  // Old-version dashboard mode (the library-role cockpit)
  {
    path: '/dashboardmode',
    layout: 'cockpit',
    section: 'cockpit',
    redirect: '/dashboardmode/index',
    meta: { title: '阅读大数据', hidden: true, roles: AREA_ROLES.cockpit },
    children: [
      { path: 'index', page: 'cockpit/pages/dm-index', meta: { title: '首页' } },
      { path: 'library', page: 'cockpit/pages/dm-library', meta: { title: '图书馆数据' } },
      { path: 'reading', page: 'cockpit/pages/dm-reading', meta: { title: '阅读数据' } },
      { path: 'teaching', page: 'cockpit/pages/dm-teaching', meta: { title: '教学数据' } },
      { path: 'rank', page: 'cockpit/pages/dm-rank', meta: { title: '排行' } },
      { path: 'rank_grade', page: 'cockpit/pages/dm-rank-grade', meta: { title: '年级排行' } },
      { path: 'rank_teach', page: 'cockpit/pages/dm-rank-teach', meta: { title: '教师排行' } },
    ],
  },
];

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/+$/, '')}/${child}`;
}

/** Every node with its absolute path and ancestors, depth first, in table order. */
export function flattenRoutes(nodes: RouteNode[] = ROUTE_TABLE): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (list: RouteNode[], parentPath: string, chain: RouteNode[], top?: RouteNode) => {
    for (const node of list) {
      const root = top ?? node;
      const fullPath = joinPath(parentPath, node.path);
      const nextChain = [...chain, node];
      out.push({ fullPath, node, chain: nextChain, section: root.section, layout: root.layout ?? 'admin' });
      if (node.children) walk(node.children, fullPath, nextChain, root);
    }
  };
  walk(nodes, '', []);
  return out;
}

export const FLAT_ROUTES = flattenRoutes();

function normalise(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '');
  return pathname;
}

/** The table entry for a location path (trailing slashes ignored; /redirect/* matches its prefix). */
export function findRoute(pathname: string): FlatRoute | undefined {
  const wanted = normalise(pathname);
  const exact = FLAT_ROUTES.find((r) => normalise(r.fullPath) === wanted);
  if (exact) return exact;
  return FLAT_ROUTES.find((r) => r.fullPath.endsWith('/*') && wanted.startsWith(r.fullPath.slice(0, -1)));
}

/** The page title of a path, from the table. */
export function routeTitle(pathname: string): string | undefined {
  return findRoute(pathname)?.node.meta?.title;
}

/** The heading of a page: its meta.heading, else its title. */
export function routeHeading(route: FlatRoute | undefined): string | undefined {
  const meta = route?.node.meta;
  return meta?.heading ?? meta?.title;
}

/** The pages of a section (its children with a page), in table order: the section's page tabs. */
export function sectionPages(section: FlatRoute): FlatRoute[] {
  const root = section.chain[0];
  return FLAT_ROUTES.filter((r) => r.chain.length === 2 && r.chain[0] === root && r.node.page !== undefined);
}
